#include "ratio/campaign/RatioCampaignVerbs.h"

#include "CampaignDatabase.h"
#include "CampaignVerbContext.h"
#include "kernel/OutputFile.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace md {

namespace {

const QString vRecord = u"record"_s;
const QString vList = u"list"_s;
const QString vServiceRecord = u"service-record"_s;
const QString vNextBattle = u"next-battle"_s;
const QString vAddReplacement = u"add-replacement"_s;

constexpr int maxTurns = 100000;
constexpr int maxDelay = RatioCampaignRecorder::maxReplacementDelay;

QString outcomeKey(BattleOutcome o)
{
    switch (o) {
    case BattleOutcome::Held:
        return u"held"_s;
    case BattleOutcome::Neither:
        return u"neither"_s;
    case BattleOutcome::Retreated:
        return u"retreated"_s;
    case BattleOutcome::Undecided:
        break;
    }
    return u"undecided"_s;
}

QJsonObject tallyJson(const UnitTally &t)
{
    return {{u"casualties"_s, t.casualties},     {u"surrendered"_s, t.surrendered},   {u"shot"_s, t.shot},
            {u"eliminated"_s, t.eliminated},     {u"destroyed"_s, t.destroyed},       {u"abandoned"_s, t.abandoned},
            {u"leftBoard"_s, t.leftBoard},       {u"leadersLost"_s, t.leadersLost},   {u"checksPassed"_s, t.checksPassed},
            {u"checksFailed"_s, t.checksFailed}, {u"timesBroken"_s, t.timesBroken}};
}

QString tallyText(const UnitTally &t)
{
    return RatioCampaignVerbs::tr("checks %1 passed, %2 failed, broken %3 times; lost %4 (casualties %5, surrendered %6, shot %7, "
                  "eliminated %8, destroyed %9, abandoned %10), leaders lost %11; left the board %12")
        .arg(QString::number(t.checksPassed), QString::number(t.checksFailed), QString::number(t.timesBroken),
             QString::number(t.piecesLost()), QString::number(t.casualties), QString::number(t.surrendered),
             QString::number(t.shot), QString::number(t.eliminated), QString::number(t.destroyed))
        .arg(QString::number(t.abandoned), QString::number(t.leadersLost), QString::number(t.leftBoard));
}

int record(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"BATTLEGROUP.json"_s, RatioCampaignVerbs::tr("The battlegroups as the battle ended."),
                                 u"BATTLEGROUP.json [BATTLEGROUP.json…]"_s);
    parser.addOption({u"date"_s, RatioCampaignVerbs::tr("The day of the battle, YYYY-MM-DD (default today)."), u"DATE"_s});
    parser.addOption({u"name"_s, RatioCampaignVerbs::tr("The battle's name (default \"Battle N\")."), u"NAME"_s});
    parser.addOption({u"scenario"_s, RatioCampaignVerbs::tr("The scenario played."), u"SCENARIO"_s});
    parser.addOption({u"turns"_s, RatioCampaignVerbs::tr("Turns played (default: as the battlegroups say)."), u"N"_s});
    parser.addOption({u"notes"_s, RatioCampaignVerbs::tr("Notes on the battle."), u"TEXT"_s});
    if (const auto stop = c.parse(parser, 1, 64))
        return *stop;
    BattleInfo info;
    if (parser.isSet(u"date"_s)) {
        info.date = QDate::fromString(parser.value(u"date"_s).trimmed(), Qt::ISODate);
        if (!info.date.isValid())
            return c.usage(RatioCampaignVerbs::tr("record: --date must be a day as YYYY-MM-DD, not \"%1\"").arg(parser.value(u"date"_s)));
    }
    if (parser.isSet(u"turns"_s)) {
        const auto turns = CampaignVerbContext::intValue(parser.value(u"turns"_s), 1, maxTurns);
        if (!turns)
            return c.usage(RatioCampaignVerbs::tr("record: --turns must be a whole number from 1 to %1, not \"%2\"")
                               .arg(QString::number(maxTurns), parser.value(u"turns"_s)));
        info.turns = *turns;
    }
    info.name = parser.value(u"name"_s);
    info.scenario = parser.value(u"scenario"_s);
    info.notes = parser.value(u"notes"_s);

    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QList<Battlegroup> battlegroups;
    for (const QString &file : parser.positionalArguments()) {
        if (!QFileInfo::exists(file))
            return c.failed(RatioCampaignVerbs::tr("%1: no such battlegroup file").arg(file));
        const LoadResult loaded = BattlegroupReader::readFile(file);
        if (!loaded.ok())
            return c.failed(RatioCampaignVerbs::tr("%1 is not a valid battlegroup file: %2")
                                .arg(file, loaded.problems.isEmpty() ? QString() : loaded.problems.constFirst().toString()));
        battlegroups.append(*loaded.battlegroup);
    }
    QString error;
    const auto recorded = RatioCampaignRecorder(*db).recordBattle(battlegroups, info, &error);
    if (!recorded)
        return c.failed(error);
    c.out << RatioCampaignRecorder::describe(*recorded) << Qt::endl;
    return CampaignVerbContext::Ok;
}

int list(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addOption({u"json"_s, RatioCampaignVerbs::tr("One JSON object, for programs.")});
    if (const auto stop = c.parse(parser, 0, 0))
        return *stop;
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const auto info = db->info(&error);
    const auto battles = info ? RatioCampaignRecorder(*db).listBattles(&error) : std::nullopt;
    const auto pending = battles ? RatioCampaignRecorder(*db).replacements({}, &error) : std::nullopt;
    if (!pending)
        return c.failed(RatioCampaignVerbs::tr("cannot read %1: %2").arg(c.file, error));

    if (parser.isSet(u"json"_s)) {
        QJsonArray sides;
        for (const CampaignSide &s : info->sides)
            sides.append(QJsonObject{{u"name"_s, s.name}, {u"player"_s, s.player}});
        QJsonArray list;
        for (const BattleRecord &b : *battles) {
            QJsonArray participants;
            for (const ParticipantResult &p : b.participants) {
                participants.append(QJsonObject{
                    {u"battlegroup"_s, p.battlegroup},
                    {u"side"_s, p.side},
                    {u"ordinal"_s, p.ordinal},
                    {u"breakingTurn"_s, p.breakingTurn > 0 ? QJsonValue(p.breakingTurn) : QJsonValue()},
                    {u"retreatedFromTurn"_s, p.retreatedFromTurn > 0 ? QJsonValue(p.retreatedFromTurn) : QJsonValue()},
                    {u"heldField"_s, p.heldField},
                    {u"startingPoints"_s, p.startingPoints},
                    {u"endingPoints"_s, p.endingPoints},
                    {u"lostPoints"_s, p.lostPoints},
                    {u"units"_s, p.units},
                    {u"piecesLost"_s, p.piecesLost},
                    {u"piecesLeftBoard"_s, p.piecesLeftBoard},
                    {u"logRecords"_s, p.logRecords},
                });
            }
            list.append(QJsonObject{
                {u"number"_s, b.number},
                {u"date"_s, b.date.toString(Qt::ISODate)},
                {u"name"_s, b.name},
                {u"scenario"_s, b.scenario},
                {u"turns"_s, b.turns},
                {u"outcome"_s, outcomeKey(b.outcome)},
                {u"heldBy"_s, b.outcome == BattleOutcome::Held ? QJsonValue(b.heldBy) : QJsonValue()},
                {u"retreated"_s, b.outcome == BattleOutcome::Retreated ? QJsonValue(b.retreated) : QJsonValue()},
                {u"notes"_s, b.notes},
                {u"participants"_s, participants},
            });
        }
        QJsonArray replacements;
        for (const Replacement &r : *pending) {
            replacements.append(QJsonObject{
                {u"id"_s, r.id},
                {u"battlegroup"_s, r.battlegroup},
                {u"unit"_s, r.unit.id},
                {u"pieces"_s, static_cast<int>(r.unit.pieces.size())},
                {u"delay"_s, r.delay},
                {u"arrivesFor"_s, r.arrivesFor()},
                {u"joinedBattle"_s, r.joinedBattle > 0 ? QJsonValue(r.joinedBattle) : QJsonValue()},
            });
        }
        const QJsonObject doc{{u"campaign"_s, info->name},  {u"notes"_s, info->notes},
                              {u"sides"_s, sides},          {u"battles"_s, list},
                              {u"replacements"_s, replacements}};
        c.out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact)) << Qt::endl;
        return CampaignVerbContext::Ok;
    }

    // The heading counts every battle of the campaign: another system's follow under their own heading.
    const auto all = db->battleCount(&error);
    if (!all)
        return c.failed(RatioCampaignVerbs::tr("cannot read %1: %2").arg(c.file, error));
    c.out << RatioCampaignVerbs::tr("Campaign \"%1\": %n battle(s)", nullptr, *all).arg(info->name) << Qt::endl;
    if (!info->sides.isEmpty()) {
        QStringList sides;
        for (const CampaignSide &s : info->sides)
            sides.append(s.player.isEmpty() ? s.name : u"%1 (%2)"_s.arg(s.name, s.player));
        c.out << RatioCampaignVerbs::tr("Sides: %1").arg(sides.join(u", "_s)) << Qt::endl;
    }
    for (const BattleRecord &b : *battles) {
        QString head = RatioCampaignVerbs::tr("Battle %1, \"%2\" (%3").arg(QString::number(b.number), b.name, b.date.toString(Qt::ISODate));
        if (!b.scenario.isEmpty())
            head += RatioCampaignVerbs::tr(", scenario \"%1\"").arg(b.scenario);
        head += RatioCampaignVerbs::tr(", %n turn(s)): ", nullptr, b.turns) + RatioCampaignRecorder::outcomeText(b);
        c.out << head << Qt::endl;
        for (const ParticipantResult &p : b.participants) {
            QString line = RatioCampaignVerbs::tr("  %1 (%2): %3 of %4 points at the end; pieces lost: %5, left the board: %6")
                               .arg(p.battlegroup, p.side, QString::number(p.endingPoints), QString::number(p.startingPoints),
                                    QString::number(p.piecesLost), QString::number(p.piecesLeftBoard));
            if (p.retreatedFromTurn > 0)
                line += RatioCampaignVerbs::tr(", retreated from turn %1").arg(p.retreatedFromTurn);
            c.out << line << Qt::endl;
        }
    }
    bool header = false;
    for (const Replacement &r : *pending) {
        if (r.joinedBattle > 0)
            continue;
        if (!header)
            c.out << RatioCampaignVerbs::tr("Replacements on their way:") << Qt::endl;
        header = true;
        c.out << RatioCampaignVerbs::tr("  #%1 %2, unit %3: %4 piece(s), for its battle %5")
                     .arg(QString::number(r.id), r.battlegroup, r.unit.id, QString::number(r.unit.pieces.size()),
                          QString::number(r.arrivesFor()))
              << Qt::endl;
    }
    return CampaignVerbContext::Ok;
}

int serviceRecord(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"UNIT"_s, RatioCampaignVerbs::tr("A unit's id or name."));
    parser.addOption({u"battlegroup"_s, RatioCampaignVerbs::tr("Only units of this battlegroup."), u"NAME"_s});
    parser.addOption({u"json"_s, RatioCampaignVerbs::tr("One JSON object, for programs.")});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const auto records = RatioCampaignRecorder(*db).serviceRecord(parser.positionalArguments().at(0), &error, parser.value(u"battlegroup"_s));
    if (!records)
        return c.failed(error);

    if (parser.isSet(u"json"_s)) {
        QJsonArray units;
        for (const ServiceRecord &r : *records) {
            QJsonArray battles;
            for (const UnitBattle &b : r.battles) {
                QJsonObject o = tallyJson(b.tally);
                o.insert(u"battle"_s, b.battle);
                o.insert(u"date"_s, b.date.toString(Qt::ISODate));
                o.insert(u"name"_s, b.battleName);
                o.insert(u"experience"_s, enumKey(b.experience));
                o.insert(u"pieces"_s, b.pieces);
                o.insert(u"startingPoints"_s, b.startingPoints);
                o.insert(u"endingPoints"_s, b.endingPoints);
                o.insert(u"endStatus"_s, b.endStatus);
                battles.append(o);
            }
            units.append(QJsonObject{{u"battlegroup"_s, r.battlegroup},
                                     {u"unit"_s, r.unitId},
                                     {u"name"_s, r.name},
                                     {u"kind"_s, enumKey(r.kind)},
                                     {u"experience"_s, enumKey(r.experience)},
                                     {u"battlesFought"_s, static_cast<int>(r.battles.size())},
                                     {u"total"_s, tallyJson(r.total)},
                                     {u"battles"_s, battles}});
        }
        c.out << QString::fromUtf8(QJsonDocument(QJsonObject{{u"units"_s, units}}).toJson(QJsonDocument::Compact)) << Qt::endl;
        return CampaignVerbContext::Ok;
    }
    for (const ServiceRecord &r : *records) {
        c.out << RatioCampaignVerbs::tr("%1 (%2) of %3: %4, %5, %n battle(s)", nullptr, static_cast<int>(r.battles.size()))
                     .arg(r.name, r.unitId, r.battlegroup, enumDisplayName(r.kind), enumDisplayName(r.experience))
              << Qt::endl;
        c.out << u"  "_s << tallyText(r.total) << Qt::endl;
        for (const UnitBattle &b : r.battles) {
            c.out << RatioCampaignVerbs::tr("  Battle %1, \"%2\" (%3): %4, %5 pieces, %6 of %7 points at the end, status %8; %9")
                         .arg(QString::number(b.battle), b.battleName, b.date.toString(Qt::ISODate),
                              enumKey(b.experience), QString::number(b.pieces), QString::number(b.endingPoints),
                              QString::number(b.startingPoints), b.endStatus, tallyText(b.tally))
                  << Qt::endl;
        }
    }
    return CampaignVerbContext::Ok;
}

int nextBattle(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"BATTLEGROUP"_s, RatioCampaignVerbs::tr("The battlegroup's name."));
    parser.addOption({{u"o"_s, u"output"_s}, RatioCampaignVerbs::tr("The battlegroup file to write (\"-\": standard output)."), u"FILE"_s});
    parser.addOption({u"keep-damage"_s, RatioCampaignVerbs::tr("House rule: robots and vehicles keep their damage.")});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    const QString output = parser.value(u"o"_s);
    if (output.isEmpty())
        return c.usage(RatioCampaignVerbs::tr("next-battle: -o FILE is required"));
    if (const QString why = CampaignVerbContext::badOutput(output); !why.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, why));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    NextBattleOptions options;
    options.repairDamage = !parser.isSet(u"keep-damage"_s);
    QString error;
    const auto next = RatioCampaignRecorder(*db).nextBattle(parser.positionalArguments().at(0), &error, options);
    if (!next)
        return c.failed(error);
    // As with -, the file alone goes to standard output: a "Wrote" line there would be in the file.
    if (OutputFile::isStandardOutput(output)) {
        c.out << QString::fromUtf8(BattlegroupWriter::toJson(next->battlegroup));
        c.out.flush();
        return CampaignVerbContext::Ok;
    }
    if (!OutputFile::write(output, BattlegroupWriter::toJson(next->battlegroup), &error, SafeSave::Backup::Keep))
        return c.failed(RatioCampaignVerbs::tr("cannot write %1: %2").arg(output, error));
    c.out << RatioCampaignVerbs::tr("Wrote %1: \"%2\" for its battle %3.").arg(output, next->battlegroup.name, QString::number(next->ordinal))
          << Qt::endl;
    const auto say = [&](const QString &what, const QStringList &items) {
        if (!items.isEmpty())
            c.out << u"  "_s << what << u": "_s << items.join(u", "_s) << Qt::endl;
    };
    say(RatioCampaignVerbs::tr("Returned (left the board, R7)"), next->returned);
    say(RatioCampaignVerbs::tr("Crew back on foot (R10, R12)"), next->survived);
    say(RatioCampaignVerbs::tr("Replacements arrived (R12)"), next->arrived);
    say(RatioCampaignVerbs::tr("Now seasoned (R8)"), next->promoted);
    say(RatioCampaignVerbs::tr("Repaired"), next->repaired);
    say(RatioCampaignVerbs::tr("Lost for good"), next->lost);
    say(RatioCampaignVerbs::tr("Units with nothing left"), next->dissolved);
    return CampaignVerbContext::Ok;
}

int addReplacement(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"BATTLEGROUP"_s, RatioCampaignVerbs::tr("The battlegroup's name."));
    parser.addPositionalArgument(u"UNITS.json"_s,
                                 RatioCampaignVerbs::tr("A battlegroup file whose units are the replacements: pieces join the unit of the "
                                        "same id, or arrive as a new unit."));
    parser.addOption({u"delay"_s, RatioCampaignVerbs::tr("Battles they miss before they arrive (default 0: the next one)."), u"N"_s, u"0"_s});
    parser.addOption({u"notes"_s, RatioCampaignVerbs::tr("Notes on the replacements."), u"TEXT"_s});
    if (const auto stop = c.parse(parser, 2, 2))
        return *stop;
    const auto delay = CampaignVerbContext::intValue(parser.value(u"delay"_s), 0, maxDelay);
    if (!delay)
        return c.usage(RatioCampaignVerbs::tr("add-replacement: --delay must be a whole number from 0 to %1, not \"%2\"")
                           .arg(QString::number(maxDelay), parser.value(u"delay"_s)));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    const QString battlegroup = parser.positionalArguments().at(0);
    const QString file = parser.positionalArguments().at(1);
    if (!QFileInfo::exists(file))
        return c.failed(RatioCampaignVerbs::tr("%1: no such battlegroup file").arg(file));
    const LoadResult loaded = BattlegroupReader::readFile(file);
    if (!loaded.ok())
        return c.failed(RatioCampaignVerbs::tr("%1 is not a valid battlegroup file: %2")
                            .arg(file, loaded.problems.isEmpty() ? QString() : loaded.problems.constFirst().toString()));
    if (loaded.battlegroup->units.isEmpty())
        return c.failed(RatioCampaignVerbs::tr("%1 holds no units").arg(file));
    // One after the other: each is checked against the roster with the ones before it.
    QString error;
    for (const Unit &u : loaded.battlegroup->units) {
        const auto id = RatioCampaignRecorder(*db).addReplacement(battlegroup, u, *delay, &error, parser.value(u"notes"_s));
        if (!id)
            return c.failed(error);
        c.out << RatioCampaignVerbs::tr("Replacement #%1: %n piece(s) for unit %2 of \"%3\", after %4 more battle(s).", nullptr,
                        static_cast<int>(u.pieces.size()))
                     .arg(QString::number(*id), u.id, battlegroup, QString::number(*delay))
              << Qt::endl;
    }
    return CampaignVerbContext::Ok;
}

} // namespace

QStringList RatioCampaignVerbs::verbs() { return {vRecord, vList, vServiceRecord, vNextBattle, vAddReplacement}; }

CampaignVerbSet RatioCampaignVerbs::verbSet()
{
    return {{vRecord, vList, vServiceRecord, u"export-csv"_s, vNextBattle, u"backup"_s, vAddReplacement},
            &RatioCampaignVerbs::run};
}

std::optional<int> RatioCampaignVerbs::run(const CampaignVerbContext &c)
{
    if (c.verb == vRecord)
        return record(c);
    if (c.verb == vList)
        return list(c);
    if (c.verb == vServiceRecord)
        return serviceRecord(c);
    if (c.verb == vNextBattle)
        return nextBattle(c);
    if (c.verb == vAddReplacement)
        return addReplacement(c);
    return std::nullopt;
}

} // namespace md
