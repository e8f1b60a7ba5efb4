#include "CampaignSubcommand.h"

#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "CampaignSchema.h"
#include "ratio/campaign/CarryOver.h"
#include "CsvWriter.h"
#include "ratio/io/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "kernel/OutputFile.h"
#include "SingleValueOptions.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <optional>

using namespace Qt::StringLiterals;

namespace md {

namespace {


const QString vCreate = u"create"_s;
const QString vRecord = u"record"_s;
const QString vList = u"list"_s;
const QString vServiceRecord = u"service-record"_s;
const QString vExportCsv = u"export-csv"_s;
const QString vNextBattle = u"next-battle"_s;
const QString vBackup = u"backup"_s;
const QString vAddReplacement = u"add-replacement"_s;
const QString vCheck = u"check"_s;

constexpr int maxTurns = 100000;
constexpr int maxDelay = 1000;

struct Context
{
    QString file;
    QString verb;
    QStringList arguments; // after the verb
    QTextStream &out;
    QTextStream &err;

    int fail(int code, const QString &message) const
    {
        err << "moraledesk campaign: " << message << Qt::endl;
        return code;
    }
    int usage(const QString &message) const { return fail(CampaignSubcommand::Usage, message); }
    int failed(const QString &message) const { return fail(CampaignSubcommand::Failed, message); }
};

// Parses the verb's own arguments; returns an exit code when the run ends here.
std::optional<int> parse(QCommandLineParser &parser, const Context &c, qsizetype minPositional, qsizetype maxPositional)
{
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    QStringList list{u"moraledesk campaign FILE %1"_s.arg(c.verb)};
    list.append(c.arguments);
    if (!parser.parse(list))
        return c.usage(u"%1: %2"_s.arg(c.verb, parser.errorText()));
    if (const QString repeated = SingleValueOptions::repeated(parser, {u"side"_s}); !repeated.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, repeated));
    const QStringList positional = parser.positionalArguments();
    if (positional.size() < minPositional)
        return c.usage(CampaignSubcommand::tr("%1: missing argument; see moraledesk campaign --help").arg(c.verb));
    if (positional.size() > maxPositional)
        return c.usage(CampaignSubcommand::tr("%1: unexpected argument \"%2\"").arg(c.verb, positional.at(maxPositional)));
    return std::nullopt;
}

std::unique_ptr<CampaignDatabase> openCampaign(const Context &c, int &code)
{
    QString error;
    auto db = CampaignDatabase::open(c.file, &error);
    if (!db)
        code = c.failed(error);
    return db;
}

std::optional<int> intValue(const QString &text, int min, int max)
{
    bool ok = false;
    const int v = text.trimmed().toInt(&ok);
    if (!ok || v < min || v > max)
        return std::nullopt;
    return v;
}

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
    return CampaignSubcommand::tr("checks %1 passed, %2 failed, broken %3 times; lost %4 (casualties %5, surrendered %6, shot %7, "
                  "eliminated %8, destroyed %9, abandoned %10), leaders lost %11; left the board %12")
        .arg(QString::number(t.checksPassed), QString::number(t.checksFailed), QString::number(t.timesBroken),
             QString::number(t.piecesLost()), QString::number(t.casualties), QString::number(t.surrendered),
             QString::number(t.shot), QString::number(t.eliminated), QString::number(t.destroyed))
        .arg(QString::number(t.abandoned), QString::number(t.leadersLost), QString::number(t.leftBoard));
}

// ----------------------------------------------------------------------------------------------------------

int create(const Context &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"NAME"_s, CampaignSubcommand::tr("The campaign's name."));
    parser.addOption({u"side"_s, CampaignSubcommand::tr("A side and its player, as SIDE or SIDE=PLAYER (repeatable)."), u"SIDE"_s});
    parser.addOption({u"notes"_s, CampaignSubcommand::tr("Notes on the campaign."), u"TEXT"_s});
    if (const auto stop = parse(parser, c, 1, 1))
        return *stop;
    CampaignInfo info;
    info.name = parser.positionalArguments().at(0).trimmed();
    info.notes = parser.value(u"notes"_s);
    if (info.name.isEmpty())
        return c.usage(CampaignSubcommand::tr("create: the campaign needs a name"));
    for (const QString &side : parser.values(u"side"_s)) {
        const qsizetype eq = side.indexOf(u'=');
        CampaignSide s{(eq < 0 ? side : side.left(eq)).trimmed(), eq < 0 ? QString() : side.mid(eq + 1).trimmed()};
        if (s.name.isEmpty())
            return c.usage(CampaignSubcommand::tr("create: --side needs a name, as SIDE or SIDE=PLAYER"));
        info.sides.append(s);
    }
    QString error;
    if (QFileInfo::exists(c.file) || QFileInfo(c.file).isSymLink())
        return c.failed(CampaignSubcommand::tr("%1 already exists; create never replaces a file").arg(c.file));
    auto db = CampaignDatabase::create(c.file, info, &error);
    if (!db)
        return c.failed(error);
    c.out << CampaignSubcommand::tr("Created campaign \"%1\" in %2 (campaign format %3).")
                 .arg(info.name, c.file, QString::number(CampaignSchema::current))
          << Qt::endl;
    return CampaignSubcommand::Ok;
}

int record(const Context &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"BATTLEGROUP.json"_s, CampaignSubcommand::tr("The battlegroups as the battle ended."),
                                 u"BATTLEGROUP.json [BATTLEGROUP.json…]"_s);
    parser.addOption({u"date"_s, CampaignSubcommand::tr("The day of the battle, YYYY-MM-DD (default today)."), u"DATE"_s});
    parser.addOption({u"name"_s, CampaignSubcommand::tr("The battle's name (default \"Battle N\")."), u"NAME"_s});
    parser.addOption({u"scenario"_s, CampaignSubcommand::tr("The scenario played."), u"SCENARIO"_s});
    parser.addOption({u"turns"_s, CampaignSubcommand::tr("Turns played (default: as the battlegroups say)."), u"N"_s});
    parser.addOption({u"notes"_s, CampaignSubcommand::tr("Notes on the battle."), u"TEXT"_s});
    if (const auto stop = parse(parser, c, 1, 64))
        return *stop;
    BattleInfo info;
    if (parser.isSet(u"date"_s)) {
        info.date = QDate::fromString(parser.value(u"date"_s).trimmed(), Qt::ISODate);
        if (!info.date.isValid())
            return c.usage(CampaignSubcommand::tr("record: --date must be a day as YYYY-MM-DD, not \"%1\"").arg(parser.value(u"date"_s)));
    }
    if (parser.isSet(u"turns"_s)) {
        const auto turns = intValue(parser.value(u"turns"_s), 1, maxTurns);
        if (!turns)
            return c.usage(CampaignSubcommand::tr("record: --turns must be a whole number from 1 to %1, not \"%2\"")
                               .arg(QString::number(maxTurns), parser.value(u"turns"_s)));
        info.turns = *turns;
    }
    info.name = parser.value(u"name"_s);
    info.scenario = parser.value(u"scenario"_s);
    info.notes = parser.value(u"notes"_s);

    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
    if (!db)
        return code;
    QList<Battlegroup> battlegroups;
    for (const QString &file : parser.positionalArguments()) {
        if (!QFileInfo::exists(file))
            return c.failed(CampaignSubcommand::tr("%1: no such battlegroup file").arg(file));
        const LoadResult loaded = BattlegroupReader::readFile(file);
        if (!loaded.ok())
            return c.failed(CampaignSubcommand::tr("%1 is not a valid battlegroup file: %2")
                                .arg(file, loaded.problems.isEmpty() ? QString() : loaded.problems.constFirst().toString()));
        battlegroups.append(*loaded.battlegroup);
    }
    QString error;
    const auto recorded = RatioCampaignRecorder(*db).recordBattle(battlegroups, info, &error);
    if (!recorded)
        return c.failed(error);
    c.out << RatioCampaignRecorder::describe(*recorded) << Qt::endl;
    return CampaignSubcommand::Ok;
}

int list(const Context &c)
{
    QCommandLineParser parser;
    parser.addOption({u"json"_s, CampaignSubcommand::tr("One JSON object, for programs.")});
    if (const auto stop = parse(parser, c, 0, 0))
        return *stop;
    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
    if (!db)
        return code;
    QString error;
    const auto info = db->info(&error);
    const auto battles = info ? RatioCampaignRecorder(*db).listBattles(&error) : std::nullopt;
    const auto pending = battles ? RatioCampaignRecorder(*db).replacements({}, &error) : std::nullopt;
    if (!pending)
        return c.failed(CampaignSubcommand::tr("cannot read %1: %2").arg(c.file, error));

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
        return CampaignSubcommand::Ok;
    }

    c.out << CampaignSubcommand::tr("Campaign \"%1\": %n battle(s)", nullptr, static_cast<int>(battles->size())).arg(info->name) << Qt::endl;
    if (!info->sides.isEmpty()) {
        QStringList sides;
        for (const CampaignSide &s : info->sides)
            sides.append(s.player.isEmpty() ? s.name : u"%1 (%2)"_s.arg(s.name, s.player));
        c.out << CampaignSubcommand::tr("Sides: %1").arg(sides.join(u", "_s)) << Qt::endl;
    }
    for (const BattleRecord &b : *battles) {
        QString head = CampaignSubcommand::tr("Battle %1, \"%2\" (%3").arg(QString::number(b.number), b.name, b.date.toString(Qt::ISODate));
        if (!b.scenario.isEmpty())
            head += CampaignSubcommand::tr(", scenario \"%1\"").arg(b.scenario);
        head += CampaignSubcommand::tr(", %n turn(s)): ", nullptr, b.turns) + RatioCampaignRecorder::outcomeText(b);
        c.out << head << Qt::endl;
        for (const ParticipantResult &p : b.participants) {
            QString line = CampaignSubcommand::tr("  %1 (%2): %3 of %4 points at the end; pieces lost: %5, left the board: %6")
                               .arg(p.battlegroup, p.side, QString::number(p.endingPoints), QString::number(p.startingPoints),
                                    QString::number(p.piecesLost), QString::number(p.piecesLeftBoard));
            if (p.retreatedFromTurn > 0)
                line += CampaignSubcommand::tr(", retreated from turn %1").arg(p.retreatedFromTurn);
            c.out << line << Qt::endl;
        }
    }
    bool header = false;
    for (const Replacement &r : *pending) {
        if (r.joinedBattle > 0)
            continue;
        if (!header)
            c.out << CampaignSubcommand::tr("Replacements on their way:") << Qt::endl;
        header = true;
        c.out << CampaignSubcommand::tr("  #%1 %2, unit %3: %4 piece(s), for its battle %5")
                     .arg(QString::number(r.id), r.battlegroup, r.unit.id, QString::number(r.unit.pieces.size()),
                          QString::number(r.arrivesFor()))
              << Qt::endl;
    }
    return CampaignSubcommand::Ok;
}

int serviceRecord(const Context &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"UNIT"_s, CampaignSubcommand::tr("A unit's id or name."));
    parser.addOption({u"battlegroup"_s, CampaignSubcommand::tr("Only units of this battlegroup."), u"NAME"_s});
    parser.addOption({u"json"_s, CampaignSubcommand::tr("One JSON object, for programs.")});
    if (const auto stop = parse(parser, c, 1, 1))
        return *stop;
    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
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
        return CampaignSubcommand::Ok;
    }
    for (const ServiceRecord &r : *records) {
        c.out << CampaignSubcommand::tr("%1 (%2) of %3: %4, %5, %n battle(s)", nullptr, static_cast<int>(r.battles.size()))
                     .arg(r.name, r.unitId, r.battlegroup, enumDisplayName(r.kind), enumDisplayName(r.experience))
              << Qt::endl;
        c.out << u"  "_s << tallyText(r.total) << Qt::endl;
        for (const UnitBattle &b : r.battles) {
            c.out << CampaignSubcommand::tr("  Battle %1, \"%2\" (%3): %4, %5 pieces, %6 of %7 points at the end, status %8; %9")
                         .arg(QString::number(b.battle), b.battleName, b.date.toString(Qt::ISODate),
                              enumKey(b.experience), QString::number(b.pieces), QString::number(b.endingPoints),
                              QString::number(b.startingPoints), b.endStatus, tallyText(b.tally))
                  << Qt::endl;
        }
    }
    return CampaignSubcommand::Ok;
}

// A folder, a socket or a disk as -o is a bad argument (exit 2), as for play and export, told before the
// campaign is opened; a file that cannot be written when it is (a full disk, a pipe nobody reads) is exit 1.
QString badOutput(const QString &output)
{
    return output.isEmpty() ? QString() : OutputFile::whyNotWritable(output);
}

int exportCsv(const Context &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"TABLE"_s, CampaignSubcommand::tr("One of: %1.").arg(CampaignDatabase::exportableTables().join(u", "_s)));
    parser.addOption({{u"o"_s, u"output"_s}, CampaignSubcommand::tr("The CSV file to write (\"-\" or none: standard output)."), u"FILE"_s});
    if (const auto stop = parse(parser, c, 1, 1))
        return *stop;
    const QString table = parser.positionalArguments().at(0);
    if (!CampaignDatabase::exportableTables().contains(table))
        return c.usage(CampaignSubcommand::tr("export-csv: there is no list \"%1\"; the lists are: %2")
                           .arg(table, CampaignDatabase::exportableTables().join(u", "_s)));
    const QString output = parser.value(u"o"_s);
    if (parser.isSet(u"o"_s) && output.isEmpty())
        return c.usage(CampaignSubcommand::tr("export-csv: -o needs a file name"));
    if (const QString why = badOutput(output); !why.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, why));
    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
    if (!db)
        return code;
    QString error;
    if (output.isEmpty() || OutputFile::isStandardOutput(output)) {
        const auto t = db->table(table, &error);
        if (!t)
            return c.failed(error);
        c.out << QString::fromUtf8(CsvWriter::document(t->columns, t->rows));
        c.out.flush();
        return CampaignSubcommand::Ok;
    }
    const auto t = db->table(table, &error);
    // Written as every -o is: a device or a pipe is written through, never replaced.
    if (!t || !OutputFile::write(output, CsvWriter::document(t->columns, t->rows), &error))
        return c.failed(error);
    return CampaignSubcommand::Ok;
}

int nextBattle(const Context &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"BATTLEGROUP"_s, CampaignSubcommand::tr("The battlegroup's name."));
    parser.addOption({{u"o"_s, u"output"_s}, CampaignSubcommand::tr("The battlegroup file to write (\"-\": standard output)."), u"FILE"_s});
    parser.addOption({u"keep-damage"_s, CampaignSubcommand::tr("House rule: robots and vehicles keep their damage.")});
    if (const auto stop = parse(parser, c, 1, 1))
        return *stop;
    const QString output = parser.value(u"o"_s);
    if (output.isEmpty())
        return c.usage(CampaignSubcommand::tr("next-battle: -o FILE is required"));
    if (const QString why = badOutput(output); !why.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, why));
    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
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
        return CampaignSubcommand::Ok;
    }
    if (!OutputFile::write(output, BattlegroupWriter::toJson(next->battlegroup), &error, SafeSave::Backup::Keep))
        return c.failed(CampaignSubcommand::tr("cannot write %1: %2").arg(output, error));
    c.out << CampaignSubcommand::tr("Wrote %1: \"%2\" for its battle %3.").arg(output, next->battlegroup.name, QString::number(next->ordinal))
          << Qt::endl;
    const auto say = [&](const QString &what, const QStringList &items) {
        if (!items.isEmpty())
            c.out << u"  "_s << what << u": "_s << items.join(u", "_s) << Qt::endl;
    };
    say(CampaignSubcommand::tr("Returned (left the board, R7)"), next->returned);
    say(CampaignSubcommand::tr("Crew back on foot (R10, R12)"), next->survived);
    say(CampaignSubcommand::tr("Replacements arrived (R12)"), next->arrived);
    say(CampaignSubcommand::tr("Now seasoned (R8)"), next->promoted);
    say(CampaignSubcommand::tr("Repaired"), next->repaired);
    say(CampaignSubcommand::tr("Lost for good"), next->lost);
    say(CampaignSubcommand::tr("Units with nothing left"), next->dissolved);
    return CampaignSubcommand::Ok;
}

int backup(const Context &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"DEST"_s, CampaignSubcommand::tr("The backup file (must not exist)."));
    if (const auto stop = parse(parser, c, 1, 1))
        return *stop;
    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
    if (!db)
        return code;
    QString error;
    const QString dest = parser.positionalArguments().at(0);
    if (!db->backupTo(dest, &error))
        return c.failed(error);
    c.out << CampaignSubcommand::tr("Backed up %1 to %2.").arg(c.file, dest) << Qt::endl;
    return CampaignSubcommand::Ok;
}

int addReplacement(const Context &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"BATTLEGROUP"_s, CampaignSubcommand::tr("The battlegroup's name."));
    parser.addPositionalArgument(u"UNITS.json"_s,
                                 CampaignSubcommand::tr("A battlegroup file whose units are the replacements: pieces join the unit of the "
                                        "same id, or arrive as a new unit."));
    parser.addOption({u"delay"_s, CampaignSubcommand::tr("Battles they miss before they arrive (default 0: the next one)."), u"N"_s, u"0"_s});
    parser.addOption({u"notes"_s, CampaignSubcommand::tr("Notes on the replacements."), u"TEXT"_s});
    if (const auto stop = parse(parser, c, 2, 2))
        return *stop;
    const auto delay = intValue(parser.value(u"delay"_s), 0, maxDelay);
    if (!delay)
        return c.usage(CampaignSubcommand::tr("add-replacement: --delay must be a whole number from 0 to %1, not \"%2\"")
                           .arg(QString::number(maxDelay), parser.value(u"delay"_s)));
    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
    if (!db)
        return code;
    const QString battlegroup = parser.positionalArguments().at(0);
    const QString file = parser.positionalArguments().at(1);
    if (!QFileInfo::exists(file))
        return c.failed(CampaignSubcommand::tr("%1: no such battlegroup file").arg(file));
    const LoadResult loaded = BattlegroupReader::readFile(file);
    if (!loaded.ok())
        return c.failed(CampaignSubcommand::tr("%1 is not a valid battlegroup file: %2")
                            .arg(file, loaded.problems.isEmpty() ? QString() : loaded.problems.constFirst().toString()));
    if (loaded.battlegroup->units.isEmpty())
        return c.failed(CampaignSubcommand::tr("%1 holds no units").arg(file));
    // One after the other: each is checked against the roster with the ones before it.
    QString error;
    for (const Unit &u : loaded.battlegroup->units) {
        const auto id = RatioCampaignRecorder(*db).addReplacement(battlegroup, u, *delay, &error, parser.value(u"notes"_s));
        if (!id)
            return c.failed(error);
        c.out << CampaignSubcommand::tr("Replacement #%1: %n piece(s) for unit %2 of \"%3\", after %4 more battle(s).", nullptr,
                        static_cast<int>(u.pieces.size()))
                     .arg(QString::number(*id), u.id, battlegroup, QString::number(*delay))
              << Qt::endl;
    }
    return CampaignSubcommand::Ok;
}

int check(const Context &c)
{
    QCommandLineParser parser;
    if (const auto stop = parse(parser, c, 0, 0))
        return *stop;
    int code = CampaignSubcommand::Ok;
    auto db = openCampaign(c, code);
    if (!db)
        return code;
    QString error;
    const auto findings = db->integrityCheck(&error);
    if (!findings)
        return c.failed(CampaignSubcommand::tr("%1 is damaged: %2").arg(c.file, error));
    if (!findings->isEmpty())
        return c.failed(CampaignSubcommand::tr("%1 is damaged (SQLite integrity_check: %2)").arg(c.file, findings->constFirst()));
    c.out << CampaignSubcommand::tr("%1: integrity check ok.").arg(c.file) << Qt::endl;
    return CampaignSubcommand::Ok;
}

} // namespace

QStringList CampaignSubcommand::verbs()
{
    return {vCreate, vRecord, vList, vServiceRecord, vExportCsv, vNextBattle, vBackup, vAddReplacement, vCheck};
}

QString CampaignSubcommand::usage()
{
    return tr("Usage: moraledesk campaign FILE VERB [arguments]\n"
              "  create NAME [--side SIDE[=PLAYER]]… [--notes TEXT]   a new campaign file (never replaces one)\n"
              "  record BATTLEGROUP.json [BATTLEGROUP.json…] [--date YYYY-MM-DD] [--name NAME] [--scenario S]\n"
              "         [--turns N] [--notes TEXT]                       record a battle as the battlegroups ended it\n"
              "  list [--json]                                           the battles and replacements on their way\n"
              "  service-record UNIT [--battlegroup NAME] [--json]       a unit's battles, checks and losses\n"
              "  export-csv TABLE [-o out.csv]                           one list as CSV; TABLE is one of\n"
              "         %1\n"
              "  next-battle BATTLEGROUP -o out.json [--keep-damage]     the battlegroup for its next battle\n"
              "  add-replacement BATTLEGROUP UNITS.json [--delay N]      replacements, arriving after N battles\n"
              "  backup DEST                                             a consistent copy (never replaces a file)\n"
              "  check                                                   a full integrity check\n")
        .arg(CampaignDatabase::exportableTables().join(u", "_s));
}

int CampaignSubcommand::run(const QStringList &arguments, QTextStream &out, QTextStream &err)
{
    const QStringList rest = arguments.mid(2);
    if (rest.contains(u"--help"_s) || rest.contains(u"-h"_s) || (rest.size() == 1 && rest.at(0) == u"help"_s)) {
        out << usage();
        out.flush();
        return Ok;
    }
    if (rest.size() < 2) {
        err << "moraledesk campaign: " << tr("expects a campaign file and a verb (%1); see --help").arg(verbs().join(u", "_s))
            << Qt::endl;
        return Usage;
    }
    Context c{rest.at(0), rest.at(1), rest.mid(2), out, err};
    if (c.verb == vCreate)
        return create(c);
    if (c.verb == vRecord)
        return record(c);
    if (c.verb == vList)
        return list(c);
    if (c.verb == vServiceRecord)
        return serviceRecord(c);
    if (c.verb == vExportCsv)
        return exportCsv(c);
    if (c.verb == vNextBattle)
        return nextBattle(c);
    if (c.verb == vBackup)
        return backup(c);
    if (c.verb == vAddReplacement)
        return addReplacement(c);
    if (c.verb == vCheck)
        return check(c);
    return c.usage(tr("unknown verb \"%1\"; the verbs are: %2").arg(c.verb, verbs().join(u", "_s)));
}

} // namespace md
