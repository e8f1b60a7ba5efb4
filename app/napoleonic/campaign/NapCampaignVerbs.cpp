#include "napoleonic/campaign/NapCampaignVerbs.h"

#include "CampaignDatabase.h"
#include "CampaignVerbContext.h"
#include "CsvWriter.h"
#include "kernel/FileEnvelope.h"
#include "kernel/OutputFile.h"
#include "kernel/RuleSystem.h"
#include "napoleonic/NapState.h"
#include "napoleonic/campaign/NapCampaignRecorder.h"
#include "napoleonic/rules/NapMfp.h"
#include "systems/BuiltInSystems.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

const QString vRecord = u"record"_s;
const QString vList = u"list"_s;
const QString vNextBattle = u"next-battle"_s;

QString displayName()
{
    const RuleSystem *system = ruleSystems().find(NapCampaignRecorder::ruleSystem());
    return system ? system->displayName() : NapCampaignRecorder::ruleSystem();
}

// The file's rule system as its envelope names it; empty when it names none this MoraleDesk knows.
QString ruleSystemOfFile(const QString &file)
{
    const EnvelopeResult read = FileEnvelope::readFile(file, ruleSystems());
    return read.system ? read.system->id() : QString();
}

int record(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"BATTLE.json"_s, NapCampaignVerbs::tr("The Napoleonic battle as its battleday ended."));
    parser.addOption({u"date"_s, NapCampaignVerbs::tr("The day of the battle, YYYY-MM-DD (default today)."), u"DATE"_s});
    parser.addOption({u"name"_s, NapCampaignVerbs::tr("The battleday's name (default \"BATTLE, battleday N\")."), u"NAME"_s});
    parser.addOption({u"scenario"_s, NapCampaignVerbs::tr("The scenario played."), u"SCENARIO"_s});
    parser.addOption({u"turns"_s, NapCampaignVerbs::tr("Turns played (default: as the battle says)."), u"N"_s});
    parser.addOption({u"notes"_s, NapCampaignVerbs::tr("Notes on the battleday."), u"TEXT"_s});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    BattleInfo info;
    if (parser.isSet(u"date"_s)) {
        info.date = QDate::fromString(parser.value(u"date"_s).trimmed(), Qt::ISODate);
        if (!info.date.isValid())
            return c.usage(NapCampaignVerbs::tr("record: --date must be a day as YYYY-MM-DD, not \"%1\"").arg(parser.value(u"date"_s)));
    }
    if (parser.isSet(u"turns"_s)) {
        const auto turns = CampaignVerbContext::intValue(parser.value(u"turns"_s), 1, NapCampaignRecorder::maxTurns);
        if (!turns)
            return c.usage(NapCampaignVerbs::tr("record: --turns must be a whole number from 1 to %1, not \"%2\"")
                               .arg(QString::number(NapCampaignRecorder::maxTurns), parser.value(u"turns"_s)));
        info.turns = *turns;
    }
    info.name = parser.value(u"name"_s);
    info.scenario = parser.value(u"scenario"_s);
    info.notes = parser.value(u"notes"_s);

    const QString file = parser.positionalArguments().at(0);
    if (!QFileInfo::exists(file))
        return c.failed(NapCampaignVerbs::tr("%1: no such battle file").arg(file));
    const EnvelopeResult read = FileEnvelope::readFile(file, ruleSystems());
    if (!read.ok())
        return c.failed(NapCampaignVerbs::tr("%1 is not a valid battle file: %2")
                            .arg(file, read.problems.isEmpty() ? QString() : read.problems.constFirst().toString()));
    const NapBattle *battle = NapState::of(*read.state);
    if (!battle)
        return c.failed(NapCampaignVerbs::tr("%1 is a %2 file: a Napoleonic battleday records a Napoleonic battle only")
                            .arg(file, read.system ? read.system->displayName() : read.state->ruleSystem()));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const auto recorded = NapCampaignRecorder(*db).recordBattleday(*battle, info, &error);
    if (!recorded)
        return c.failed(error);
    c.out << NapCampaignRecorder::describe(*recorded) << Qt::endl;
    return CampaignVerbContext::Ok;
}

QJsonObject unitJson(const NapUnitResult &u)
{
    return {{u"unit"_s, u.unitId},
            {u"name"_s, u.name},
            {u"command"_s, u.command},
            {u"type"_s, enumKey(u.type)},
            {u"startCmr"_s, u.startCmr},
            {u"figuresStart"_s, u.startFigures},
            {u"figuresLost"_s, u.figuresLost},
            {u"cannonStart"_s, u.startCannon},
            {u"cannonLost"_s, u.cannonLost},
            {u"endState"_s, enumKey(u.endState)},
            {u"lateArrival"_s, u.lateArrival},
            {u"checks"_s, u.checks}};
}

QJsonArray battledaysJson(const QList<NapBattledayRecord> &days)
{
    QJsonArray list;
    for (const NapBattledayRecord &b : days) {
        QJsonArray armies;
        for (const NapArmyResult &a : b.armies) {
            QJsonArray units;
            for (const NapUnitResult &u : a.units)
                units.append(unitJson(u));
            // MFP in half-points, as the campaign keeps them (E15 costs 1/2).
            armies.append(QJsonObject{{u"army"_s, a.army},
                                      {u"ordinal"_s, a.ordinal},
                                      {u"turns"_s, a.turns},
                                      {u"mfpTotalHalf"_s, a.mfpTotalHalf},
                                      {u"mfpUsedHalf"_s, a.mfpUsedHalf},
                                      {u"tierReached"_s, a.tierReached},
                                      {u"demoralPenalty"_s, a.demoralPenalty},
                                      {u"campaignPenalty"_s, a.campaignPenalty},
                                      {u"exceeded"_s, a.exceeded},
                                      {u"nextBattledayPenalty"_s, a.nextPenalty()},
                                      {u"figuresLost"_s, a.figuresLost()},
                                      {u"logRecords"_s, a.logRecords},
                                      {u"units"_s, units}});
        }
        list.append(QJsonObject{{u"number"_s, b.number},
                                {u"date"_s, b.date.toString(Qt::ISODate)},
                                {u"name"_s, b.name},
                                {u"battle"_s, b.battleName},
                                {u"battleday"_s, b.battleday},
                                {u"scenario"_s, b.scenario},
                                {u"turns"_s, b.turns},
                                {u"notes"_s, b.notes},
                                {u"armies"_s, armies}});
    }
    return list;
}

QByteArray battledaysCsv(const QList<NapBattledayRecord> &days)
{
    QList<QVariantList> rows;
    for (const NapBattledayRecord &b : days) {
        for (const NapArmyResult &a : b.armies)
            rows.append({b.number, b.date.toString(Qt::ISODate), b.name, b.battleName, b.battleday, a.army, a.ordinal,
                         NapMfp::text(a.mfpTotalHalf), NapMfp::text(a.mfpUsedHalf), a.tierReached, a.campaignPenalty,
                         a.exceeded ? 1 : 0, a.nextPenalty(), int(a.units.size()), a.figuresLost(),
                         a.count(NapUnitState::Routed), a.count(NapUnitState::Eliminated)});
    }
    return CsvWriter::document(NapCampaignVerbs::csvColumns(), rows);
}

void printBattledays(const CampaignVerbContext &c, const QList<NapBattledayRecord> &days)
{
    for (const NapBattledayRecord &b : days) {
        QString head = NapCampaignVerbs::tr("Battle %1, \"%2\" (%3, battleday %4 of \"%5\"")
                           .arg(QString::number(b.number), b.name, b.date.toString(Qt::ISODate), QString::number(b.battleday),
                                b.battleName);
        if (!b.scenario.isEmpty())
            head += NapCampaignVerbs::tr(", scenario \"%1\"").arg(b.scenario);
        head += NapCampaignVerbs::tr(", %n turn(s))", nullptr, b.turns);
        c.out << head << Qt::endl;
        for (const NapArmyResult &a : b.armies)
            c.out << u"  "_s << NapCampaignRecorder::armyLine(a) << Qt::endl;
    }
}

int list(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addOption({u"json"_s, NapCampaignVerbs::tr("One JSON object, for programs.")});
    parser.addOption({u"csv"_s, NapCampaignVerbs::tr("CSV, one row per army per battleday.")});
    if (const auto stop = c.parse(parser, 0, 0))
        return *stop;
    if (parser.isSet(u"json"_s) && parser.isSet(u"csv"_s))
        return c.usage(NapCampaignVerbs::tr("list: --json and --csv cannot be given together"));
    int code = CampaignVerbContext::Ok;
    auto db = c.section ? c.peek() : c.open(code);
    if (!db)
        return c.section ? CampaignVerbContext::Ok : code;
    QString error;
    const auto info = db->info(&error);
    const auto days = info ? NapCampaignRecorder(*db).listBattledays(&error) : std::nullopt;
    if (!days)
        return c.failed(NapCampaignVerbs::tr("cannot read %1: %2").arg(c.file, error));

    if (parser.isSet(u"csv"_s)) {
        // A section adds nothing to another system's CSV: its columns are its own (--system napoleonic).
        if (!c.section) {
            c.out << QString::fromUtf8(battledaysCsv(*days));
            c.out.flush();
        }
        return CampaignVerbContext::Ok;
    }
    if (c.section) {
        if (days->isEmpty())
            return CampaignVerbContext::Ok;
        // After another system's JSON: one object with the battledays under their own key, which the campaign
        // subcommand merges into that system's object.
        if (parser.isSet(u"json"_s)) {
            const QJsonObject part{{u"napoleonicBattledays"_s, battledaysJson(*days)}};
            c.out << QString::fromUtf8(QJsonDocument(part).toJson(QJsonDocument::Compact)) << Qt::endl;
            return CampaignVerbContext::Ok;
        }
        c.out << NapCampaignVerbs::tr("%1: %n battleday(s)", nullptr, int(days->size())).arg(displayName()) << Qt::endl;
        printBattledays(c, *days);
        return CampaignVerbContext::Ok;
    }
    if (parser.isSet(u"json"_s)) {
        QJsonArray sides;
        for (const CampaignSide &s : info->sides)
            sides.append(QJsonObject{{u"name"_s, s.name}, {u"player"_s, s.player}});
        const QJsonObject doc{{u"campaign"_s, info->name},
                              {u"notes"_s, info->notes},
                              {u"ruleSystem"_s, NapCampaignRecorder::ruleSystem()},
                              {u"sides"_s, sides},
                              {u"battles"_s, battledaysJson(*days)}};
        c.out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact)) << Qt::endl;
        return CampaignVerbContext::Ok;
    }
    c.out << NapCampaignVerbs::tr("Campaign \"%1\", %2: %n battleday(s)", nullptr, int(days->size())).arg(info->name, displayName())
          << Qt::endl;
    if (!info->sides.isEmpty()) {
        QStringList sides;
        for (const CampaignSide &s : info->sides)
            sides.append(s.player.isEmpty() ? s.name : u"%1 (%2)"_s.arg(s.name, s.player));
        c.out << NapCampaignVerbs::tr("Sides: %1").arg(sides.join(u", "_s)) << Qt::endl;
    }
    printBattledays(c, *days);
    return CampaignVerbContext::Ok;
}

int nextBattle(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"ARMY"_s, NapCampaignVerbs::tr("The army's name: its last battleday, with every army in it."));
    parser.addOption({{u"o"_s, u"output"_s}, NapCampaignVerbs::tr("The battle file to write (\"-\": standard output)."), u"FILE"_s});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    const QString output = parser.value(u"o"_s);
    if (output.isEmpty())
        return c.usage(NapCampaignVerbs::tr("next-battle: -o FILE is required"));
    if (const QString why = CampaignVerbContext::badOutput(output); !why.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, why));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const auto next = NapCampaignRecorder(*db).nextBattleday(parser.positionalArguments().at(0), &error);
    const auto json = next ? NapCampaignRecorder::battleJson(next->battle, &error) : std::nullopt;
    if (!json)
        return c.failed(error);
    // As with -, the file alone goes to standard output.
    if (OutputFile::isStandardOutput(output)) {
        c.out << QString::fromUtf8(*json);
        c.out.flush();
        return CampaignVerbContext::Ok;
    }
    if (!OutputFile::write(output, *json, &error, SafeSave::Backup::Keep))
        return c.failed(NapCampaignVerbs::tr("cannot write %1: %2").arg(output, error));
    c.out << NapCampaignVerbs::tr("Wrote %1: \"%2\", battleday %3.").arg(output, next->battle.name, QString::number(next->battleday))
          << Qt::endl;
    for (const QString &line : next->armies)
        c.out << u"  "_s << line << Qt::endl;
    if (!next->eliminated.isEmpty())
        c.out << u"  "_s << NapCampaignVerbs::tr("Eliminated, they stay out: %1").arg(next->eliminated.join(u", "_s)) << Qt::endl;
    if (!next->lateArrivals.isEmpty())
        c.out << u"  "_s << NapCampaignVerbs::tr("Arriving on a later battleday, exempt from the -1 (15.96): %1")
                                .arg(next->lateArrivals.join(u", "_s))
              << Qt::endl;
    c.out << u"  "_s << next->reading << Qt::endl;
    return CampaignVerbContext::Ok;
}

} // namespace

QStringList NapCampaignVerbs::verbs() { return {vRecord, vList, vNextBattle}; }

QStringList NapCampaignVerbs::csvColumns()
{
    return {u"battle"_s,     u"date"_s,           u"name"_s,         u"battle_name"_s, u"battleday"_s,    u"army"_s,
            u"ordinal"_s,    u"mfp_total"_s,      u"mfp_used"_s,     u"tier_reached"_s, u"campaign_penalty"_s,
            u"exceeded"_s,   u"next_penalty"_s,   u"units"_s,        u"figures_lost"_s, u"routed"_s,       u"eliminated"_s};
}

CampaignVerbSet NapCampaignVerbs::verbSet()
{
    CampaignVerbSet set;
    set.listing = {vRecord, vList, u"export-csv"_s, vNextBattle, u"backup"_s};
    set.run = &NapCampaignVerbs::run;
    set.ruleSystem = NapCampaignRecorder::ruleSystem();
    set.claims = &NapCampaignVerbs::claims;
    set.sections = {vList};
    return set;
}

std::optional<int> NapCampaignVerbs::run(const CampaignVerbContext &c)
{
    if (c.verb == vRecord)
        return record(c);
    if (c.verb == vList)
        return list(c);
    if (c.verb == vNextBattle)
        return nextBattle(c);
    return std::nullopt;
}

bool NapCampaignVerbs::claims(const CampaignVerbContext &c)
{
    const QString id = NapCampaignRecorder::ruleSystem();
    if (c.verb == vRecord) {
        // The file's envelope says whose battle it is.
        const QStringList files = c.positional({u"--date"_s, u"--name"_s, u"--scenario"_s, u"--turns"_s, u"--notes"_s});
        return std::any_of(files.cbegin(), files.cend(), [&](const QString &file) { return ruleSystemOfFile(file) == id; });
    }
    if (c.verb == vNextBattle) {
        const QStringList names = c.positional({u"-o"_s, u"--output"_s});
        if (names.isEmpty())
            return false;
        const auto db = c.peek();
        return db && db->ruleSystemOf(names.constFirst()) == id;
    }
    if (c.verb == vList) {
        // A campaign whose battles are all Napoleonic lists as such, with its JSON and CSV; a mixed one gets a
        // section.
        const auto db = c.peek();
        if (!db)
            return false;
        NapCampaignRecorder recorder(*db);
        const auto days = recorder.listBattledays();
        const auto others = recorder.otherSystemsRecorded();
        return days && others && !days->isEmpty() && !*others;
    }
    return false;
}

} // namespace md::nap
