#include "fantasy/campaign/FanCampaignVerbs.h"

#include "CampaignDatabase.h"
#include "CampaignVerbContext.h"
#include "fantasy/FanState.h"
#include "fantasy/campaign/FanCampaignRecorder.h"
#include "kernel/FileEnvelope.h"
#include "kernel/OutputFile.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

const QString vRecord = u"record"_s;
const QString vList = u"list"_s;
const QString vNextBattle = u"next-battle"_s;

QString displayName()
{
    const RuleSystem *system = ruleSystems().find(FanCampaignRecorder::ruleSystem());
    return system ? system->displayName() : FanCampaignRecorder::ruleSystem();
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
    parser.addPositionalArgument(u"BATTLE.json"_s, FanCampaignVerbs::tr("The fantasy battle as it ended."));
    parser.addOption({u"date"_s, FanCampaignVerbs::tr("The day of the battle, YYYY-MM-DD (default today)."), u"DATE"_s});
    parser.addOption({u"name"_s, FanCampaignVerbs::tr("The battle's name in the campaign (default: the file's)."), u"NAME"_s});
    parser.addOption({u"scenario"_s, FanCampaignVerbs::tr("The scenario played."), u"SCENARIO"_s});
    parser.addOption({u"turns"_s, FanCampaignVerbs::tr("Turns played (default: the turn the clock reached)."), u"N"_s});
    parser.addOption({u"notes"_s, FanCampaignVerbs::tr("Notes on the battle."), u"TEXT"_s});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    BattleInfo info;
    if (parser.isSet(u"date"_s)) {
        info.date = QDate::fromString(parser.value(u"date"_s).trimmed(), Qt::ISODate);
        if (!info.date.isValid())
            return c.usage(FanCampaignVerbs::tr("record: --date must be a day as YYYY-MM-DD, not \"%1\"").arg(parser.value(u"date"_s)));
    }
    if (parser.isSet(u"turns"_s)) {
        const auto turns = CampaignVerbContext::intValue(parser.value(u"turns"_s), 1, FanCampaignRecorder::maxTurns);
        if (!turns)
            return c.usage(FanCampaignVerbs::tr("record: --turns must be a whole number from 1 to %1, not \"%2\"")
                               .arg(QString::number(FanCampaignRecorder::maxTurns), parser.value(u"turns"_s)));
        info.turns = *turns;
    }
    info.name = parser.value(u"name"_s);
    info.scenario = parser.value(u"scenario"_s);
    info.notes = parser.value(u"notes"_s);

    const QString file = parser.positionalArguments().at(0);
    if (!QFileInfo::exists(file))
        return c.failed(FanCampaignVerbs::tr("%1: no such battle file").arg(file));
    const EnvelopeResult read = FileEnvelope::readFile(file, ruleSystems());
    if (!read.ok())
        return c.failed(FanCampaignVerbs::tr("%1 is not a valid battle file: %2")
                            .arg(file, read.problems.isEmpty() ? QString() : read.problems.constFirst().toString()));
    const FanBattle *battle = FanState::of(*read.state);
    if (!battle)
        return c.failed(FanCampaignVerbs::tr("%1 is a %2 file: a fantasy battle records a fantasy battle file only")
                            .arg(file, read.system ? read.system->displayName() : read.state->ruleSystem()));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const auto recorded = FanCampaignRecorder(*db).recordBattle(*battle, info, &error);
    if (!recorded)
        return c.failed(error);
    c.out << FanCampaignRecorder::describe(*recorded) << Qt::endl;
    return CampaignVerbContext::Ok;
}

QJsonObject unitJson(const FanUnitResult &u)
{
    return {{u"unit"_s, u.unitId},
            {u"name"_s, u.name},
            {u"race"_s, u.race},
            {u"class"_s, enumKey(u.moraleClass)},
            {u"kind"_s, enumKey(u.kind)},
            {u"startFigures"_s, u.startFigures},
            {u"endFigures"_s, u.endFigures},
            {u"endState"_s, enumKey(u.endState)},
            {u"wounded"_s, u.wounded},
            {u"tests"_s, u.tests},
            {u"routs"_s, u.routs},
            {u"rallyFailures"_s, u.rallyFailures}};
}

QJsonArray battlesJson(const QList<FanBattleRecord> &battles)
{
    QJsonArray list;
    for (const FanBattleRecord &b : battles) {
        QJsonArray sides;
        for (const FanSideResult &s : b.sides) {
            QJsonArray units;
            for (const FanUnitResult &u : s.units)
                units.append(unitJson(u));
            sides.append(QJsonObject{{u"side"_s, s.side},
                                     {u"place"_s, s.index + 1},
                                     {u"ordinal"_s, s.ordinal},
                                     {u"figuresLost"_s, s.figuresLost()},
                                     {u"destroyed"_s, s.count(FanUnitState::Destroyed)},
                                     {u"tests"_s, s.tests()},
                                     {u"routs"_s, s.routs()},
                                     {u"units"_s, units}});
        }
        list.append(QJsonObject{{u"number"_s, b.number},
                                {u"date"_s, b.date.toString(Qt::ISODate)},
                                {u"name"_s, b.name},
                                {u"battle"_s, b.battleName},
                                {u"scenario"_s, b.scenario},
                                {u"turns"_s, b.turns},
                                {u"turnReached"_s, b.turnReached},
                                {u"sideNames"_s, QJsonArray{b.sideNames[0], b.sideNames[1]}},
                                {u"profiles"_s, b.profiles},
                                {u"notes"_s, b.notes},
                                {u"sides"_s, sides}});
    }
    return list;
}

void printBattles(const CampaignVerbContext &c, const QList<FanBattleRecord> &battles)
{
    for (const FanBattleRecord &b : battles) {
        QString head = FanCampaignVerbs::tr("Battle %1, \"%2\" (%3, \"%4\", turn %5 reached")
                           .arg(QString::number(b.number), b.name, b.date.toString(Qt::ISODate), b.battleName,
                                QString::number(b.turnReached));
        if (!b.scenario.isEmpty())
            head += FanCampaignVerbs::tr(", scenario \"%1\"").arg(b.scenario);
        head += FanCampaignVerbs::tr("; Profile Sheets: %1)").arg(b.profiles.isEmpty() ? FanCampaignVerbs::tr("none") : b.profiles);
        c.out << head << Qt::endl;
        for (const FanSideResult &s : b.sides) {
            c.out << u"  "_s << FanCampaignRecorder::sideLine(s) << Qt::endl;
            for (const FanUnitResult &u : s.units)
                c.out << u"    "_s << FanCampaignRecorder::unitLine(u) << Qt::endl;
        }
    }
}

int list(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addOption({u"json"_s, FanCampaignVerbs::tr("One JSON object, for programs.")});
    if (const auto stop = c.parse(parser, 0, 0))
        return *stop;
    int code = CampaignVerbContext::Ok;
    auto db = c.section ? c.peek() : c.open(code);
    if (!db)
        return c.section ? CampaignVerbContext::Ok : code;
    QString error;
    const auto info = db->info(&error);
    const auto battles = info ? FanCampaignRecorder(*db).listBattles(&error) : std::nullopt;
    if (!battles)
        return c.failed(FanCampaignVerbs::tr("cannot read %1: %2").arg(c.file, error));
    if (c.section) {
        if (battles->isEmpty())
            return CampaignVerbContext::Ok;
        // After another system's JSON: one object with the battles under their own key, which the campaign
        // subcommand merges into that system's object.
        if (parser.isSet(u"json"_s)) {
            const QJsonObject part{{u"fantasyBattles"_s, battlesJson(*battles)}};
            c.out << QString::fromUtf8(QJsonDocument(part).toJson(QJsonDocument::Compact)) << Qt::endl;
            return CampaignVerbContext::Ok;
        }
        c.out << FanCampaignVerbs::tr("%1: %n battle(s)", nullptr, int(battles->size())).arg(displayName()) << Qt::endl;
        printBattles(c, *battles);
        return CampaignVerbContext::Ok;
    }
    if (parser.isSet(u"json"_s)) {
        QJsonArray sides;
        for (const CampaignSide &s : info->sides)
            sides.append(QJsonObject{{u"name"_s, s.name}, {u"player"_s, s.player}});
        const QJsonObject doc{{u"campaign"_s, info->name},
                              {u"notes"_s, info->notes},
                              {u"ruleSystem"_s, FanCampaignRecorder::ruleSystem()},
                              {u"sides"_s, sides},
                              {u"battles"_s, battlesJson(*battles)}};
        c.out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact)) << Qt::endl;
        return CampaignVerbContext::Ok;
    }
    c.out << FanCampaignVerbs::tr("Campaign \"%1\", %2: %n battle(s)", nullptr, int(battles->size())).arg(info->name, displayName())
          << Qt::endl;
    if (!info->sides.isEmpty()) {
        QStringList sides;
        for (const CampaignSide &s : info->sides)
            sides.append(s.player.isEmpty() ? s.name : u"%1 (%2)"_s.arg(s.name, s.player));
        c.out << FanCampaignVerbs::tr("Sides: %1").arg(sides.join(u", "_s)) << Qt::endl;
    }
    printBattles(c, *battles);
    return CampaignVerbContext::Ok;
}

int nextBattle(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"SIDE"_s, FanCampaignVerbs::tr("The side's name: its army from the last battle it fought."));
    parser.addOption({{u"o"_s, u"output"_s}, FanCampaignVerbs::tr("The battle file to write (\"-\": standard output)."), u"FILE"_s});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    const QString output = parser.value(u"o"_s);
    if (output.isEmpty())
        return c.usage(FanCampaignVerbs::tr("next-battle: -o FILE is required"));
    if (const QString why = CampaignVerbContext::badOutput(output); !why.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, why));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QString error;
    const auto next = FanCampaignRecorder(*db).nextBattle(parser.positionalArguments().at(0), &error);
    const auto json = next ? FanCampaignRecorder::battleJson(next->battle, &error) : std::nullopt;
    if (!json)
        return c.failed(error);
    // As with -, the file alone goes to standard output.
    if (OutputFile::isStandardOutput(output)) {
        c.out << QString::fromUtf8(*json);
        c.out.flush();
        return CampaignVerbContext::Ok;
    }
    if (!OutputFile::write(output, *json, &error, SafeSave::Backup::Keep))
        return c.failed(FanCampaignVerbs::tr("cannot write %1: %2").arg(output, error));
    c.out << FanCampaignVerbs::tr("Wrote %1: \"%2\" for its next battle.").arg(output, next->side) << Qt::endl;
    c.out << u"  "_s
          << (next->carried.isEmpty() ? FanCampaignVerbs::tr("No unit carries over.")
                                      : FanCampaignVerbs::tr("Carried over: %1").arg(next->carried.join(u", "_s)))
          << Qt::endl;
    if (!next->gone.isEmpty())
        c.out << u"  "_s << FanCampaignVerbs::tr("Gone: %1").arg(next->gone.join(u", "_s)) << Qt::endl;
    if (!next->wounded.isEmpty())
        c.out << u"  "_s << FanCampaignVerbs::tr("Still wounded: %1").arg(next->wounded.join(u", "_s)) << Qt::endl;
    if (!next->profiles.isEmpty())
        c.out << u"  "_s << FanCampaignVerbs::tr("Profile Sheets kept: %1").arg(next->profiles.join(u", "_s)) << Qt::endl;
    c.out << u"  "_s << next->reading << Qt::endl;
    return CampaignVerbContext::Ok;
}

} // namespace

QStringList FanCampaignVerbs::verbs() { return {vRecord, vList, vNextBattle}; }

CampaignVerbSet FanCampaignVerbs::verbSet()
{
    CampaignVerbSet set;
    set.listing = {vRecord, vList, u"export-csv"_s, vNextBattle, u"backup"_s};
    set.run = &FanCampaignVerbs::run;
    set.ruleSystem = FanCampaignRecorder::ruleSystem();
    set.claims = &FanCampaignVerbs::claims;
    set.sections = {vList};
    return set;
}

std::optional<int> FanCampaignVerbs::run(const CampaignVerbContext &c)
{
    if (c.verb == vRecord)
        return record(c);
    if (c.verb == vList)
        return list(c);
    if (c.verb == vNextBattle)
        return nextBattle(c);
    return std::nullopt;
}

bool FanCampaignVerbs::claims(const CampaignVerbContext &c)
{
    const QString id = FanCampaignRecorder::ruleSystem();
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
        // A campaign whose battles are all fantasy ones lists as such, with its JSON; a mixed one gets a section.
        const auto db = c.peek();
        if (!db)
            return false;
        FanCampaignRecorder recorder(*db);
        const auto battles = recorder.listBattles();
        const auto others = recorder.otherSystemsRecorded();
        return battles && others && !battles->isEmpty() && !*others;
    }
    return false;
}

} // namespace md::fantasy
