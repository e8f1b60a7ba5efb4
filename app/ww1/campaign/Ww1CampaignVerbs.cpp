#include "ww1/campaign/Ww1CampaignVerbs.h"

#include "CampaignDatabase.h"
#include "CampaignVerbContext.h"
#include "kernel/FileEnvelope.h"
#include "kernel/OutputFile.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/campaign/Ww1CampaignRecorder.h"

#include <QCommandLineParser>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTextStream>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

const QString vRecord = u"record"_s;
const QString vList = u"list"_s;
const QString vNextBattle = u"next-battle"_s;

QString displayName()
{
    const RuleSystem *system = ruleSystems().find(Ww1CampaignRecorder::ruleSystem());
    return system ? system->displayName() : Ww1CampaignRecorder::ruleSystem();
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
    parser.addPositionalArgument(u"FORCE.json"_s, Ww1CampaignVerbs::tr("The WW1 forces as the battle ended."),
                                 u"FORCE.json [FORCE.json…]"_s);
    parser.addOption({u"date"_s, Ww1CampaignVerbs::tr("The day of the battle, YYYY-MM-DD (default today)."), u"DATE"_s});
    parser.addOption({u"name"_s, Ww1CampaignVerbs::tr("The battle's name (default \"Battle N\")."), u"NAME"_s});
    parser.addOption({u"scenario"_s, Ww1CampaignVerbs::tr("The scenario played."), u"SCENARIO"_s});
    parser.addOption({u"turns"_s, Ww1CampaignVerbs::tr("Turns played (default: as the forces say)."), u"N"_s});
    parser.addOption({u"notes"_s, Ww1CampaignVerbs::tr("Notes on the battle."), u"TEXT"_s});
    if (const auto stop = c.parse(parser, 1, 64))
        return *stop;
    BattleInfo info;
    if (parser.isSet(u"date"_s)) {
        info.date = QDate::fromString(parser.value(u"date"_s).trimmed(), Qt::ISODate);
        if (!info.date.isValid())
            return c.usage(Ww1CampaignVerbs::tr("record: --date must be a day as YYYY-MM-DD, not \"%1\"").arg(parser.value(u"date"_s)));
    }
    if (parser.isSet(u"turns"_s)) {
        const auto turns = CampaignVerbContext::intValue(parser.value(u"turns"_s), 1, Ww1CampaignRecorder::maxTurns);
        if (!turns)
            return c.usage(Ww1CampaignVerbs::tr("record: --turns must be a whole number from 1 to %1, not \"%2\"")
                               .arg(QString::number(Ww1CampaignRecorder::maxTurns), parser.value(u"turns"_s)));
        info.turns = *turns;
    }
    info.name = parser.value(u"name"_s);
    info.scenario = parser.value(u"scenario"_s);
    info.notes = parser.value(u"notes"_s);

    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    QList<Ww1Force> forces;
    for (const QString &file : parser.positionalArguments()) {
        if (!QFileInfo::exists(file))
            return c.failed(Ww1CampaignVerbs::tr("%1: no such force file").arg(file));
        const EnvelopeResult read = FileEnvelope::readFile(file, ruleSystems());
        if (!read.ok())
            return c.failed(Ww1CampaignVerbs::tr("%1 is not a valid force file: %2")
                                .arg(file, read.problems.isEmpty() ? QString() : read.problems.constFirst().toString()));
        const Ww1Force *force = Ww1State::of(*read.state);
        if (!force)
            return c.failed(Ww1CampaignVerbs::tr("%1 is a %2 file: a WW1 battle records WW1 forces only")
                                .arg(file, read.system ? read.system->displayName() : read.state->ruleSystem()));
        forces.append(*force);
    }
    QString error;
    const auto recorded = Ww1CampaignRecorder(*db).recordBattle(forces, info, &error);
    if (!recorded)
        return c.failed(error);
    c.out << Ww1CampaignRecorder::describe(*recorded) << Qt::endl;
    return CampaignVerbContext::Ok;
}

QJsonObject groupJson(const Ww1GroupResult &g)
{
    QJsonArray conditions;
    for (const Ww1Condition condition : g.conditionsTested)
        conditions.append(enumKey(condition));
    return {{u"group"_s, g.groupId},
            {u"name"_s, g.name},
            {u"side"_s, g.side},
            {u"kind"_s, enumKey(g.kind)},
            {u"role"_s, enumKey(g.role)},
            {u"startMembers"_s, g.startMembers},
            {u"casualties"_s, g.casualties},
            {u"effectiveMembers"_s, g.effectiveMembers()},
            {u"conditionsTested"_s, conditions},
            {u"testsPassed"_s, g.testsPassed},
            {u"testsFailed"_s, g.testsFailed},
            {u"withdrew"_s, g.withdrew},
            {u"endStatus"_s, enumKey(g.endStatus)},
            {u"stands"_s, g.stands},
            {u"surrendered"_s, g.surrendered}};
}

QJsonObject standJson(const Ww1StandResult &s)
{
    return {{u"stand"_s, s.standId},
            {u"group"_s, s.groupId},
            {u"name"_s, s.name},
            {u"rank"_s, enumKey(s.rank)},
            {u"officerRank"_s, s.officerRank.isEmpty() ? QJsonValue() : QJsonValue(s.officerRank)},
            {u"result"_s, enumKey(s.result)},
            {u"tests"_s, s.tests}};
}

void printBattles(const CampaignVerbContext &c, const QList<Ww1BattleRecord> &battles)
{
    for (const Ww1BattleRecord &b : battles) {
        QString head = Ww1CampaignVerbs::tr("Battle %1, \"%2\" (%3").arg(QString::number(b.number), b.name, b.date.toString(Qt::ISODate));
        if (!b.scenario.isEmpty())
            head += Ww1CampaignVerbs::tr(", scenario \"%1\"").arg(b.scenario);
        head += Ww1CampaignVerbs::tr(", %n turn(s))", nullptr, b.turns);
        c.out << head << Qt::endl;
        for (const Ww1ForceResult &f : b.forces) {
            c.out << u"  "_s << Ww1CampaignRecorder::forceLine(f) << Qt::endl;
            for (const Ww1GroupResult &g : f.groups)
                c.out << u"    "_s << Ww1CampaignRecorder::groupLine(g) << Qt::endl;
        }
    }
}

QJsonArray battlesJson(const QList<Ww1BattleRecord> &battles)
{
    QJsonArray list;
    for (const Ww1BattleRecord &b : battles) {
        QJsonArray forces;
        for (const Ww1ForceResult &f : b.forces) {
            QJsonArray groups;
            for (const Ww1GroupResult &g : f.groups)
                groups.append(groupJson(g));
            QJsonArray stands;
            for (const Ww1StandResult &s : f.stands)
                stands.append(standJson(s));
            forces.append(QJsonObject{{u"force"_s, f.force},
                                      {u"side"_s, f.side},
                                      {u"ordinal"_s, f.ordinal},
                                      {u"turns"_s, f.turns},
                                      {u"casualties"_s, f.casualties()},
                                      {u"withdrawals"_s, f.withdrawals()},
                                      {u"surrenders"_s, f.surrenders()},
                                      {u"logRecords"_s, f.logRecords},
                                      {u"groups"_s, groups},
                                      {u"stands"_s, stands}});
        }
        list.append(QJsonObject{{u"number"_s, b.number},
                                {u"date"_s, b.date.toString(Qt::ISODate)},
                                {u"name"_s, b.name},
                                {u"scenario"_s, b.scenario},
                                {u"turns"_s, b.turns},
                                {u"notes"_s, b.notes},
                                {u"forces"_s, forces}});
    }
    return list;
}

int list(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addOption({u"json"_s, Ww1CampaignVerbs::tr("One JSON object, for programs.")});
    if (const auto stop = c.parse(parser, 0, 0))
        return *stop;
    int code = CampaignVerbContext::Ok;
    auto db = c.section ? c.peek() : c.open(code);
    if (!db)
        return c.section ? CampaignVerbContext::Ok : code;
    QString error;
    const auto info = db->info(&error);
    const auto battles = info ? Ww1CampaignRecorder(*db).listBattles(&error) : std::nullopt;
    if (!battles)
        return c.failed(Ww1CampaignVerbs::tr("cannot read %1: %2").arg(c.file, error));

    if (c.section) {
        if (battles->isEmpty())
            return CampaignVerbContext::Ok;
        // After another system's JSON: one object with WW1's battles under their own key, which the campaign
        // subcommand merges into that system's object (the sides and the campaign's name are already there).
        if (parser.isSet(u"json"_s)) {
            const QJsonObject part{{u"ww1Battles"_s, battlesJson(*battles)}};
            c.out << QString::fromUtf8(QJsonDocument(part).toJson(QJsonDocument::Compact)) << Qt::endl;
            return CampaignVerbContext::Ok;
        }
        c.out << Ww1CampaignVerbs::tr("%1: %n battle(s)", nullptr, int(battles->size())).arg(displayName()) << Qt::endl;
        printBattles(c, *battles);
        return CampaignVerbContext::Ok;
    }
    if (parser.isSet(u"json"_s)) {
        QJsonArray sides;
        for (const CampaignSide &s : info->sides)
            sides.append(QJsonObject{{u"name"_s, s.name}, {u"player"_s, s.player}});
        const QJsonArray list = battlesJson(*battles);
        const QJsonObject doc{{u"campaign"_s, info->name},
                              {u"notes"_s, info->notes},
                              {u"ruleSystem"_s, Ww1CampaignRecorder::ruleSystem()},
                              {u"sides"_s, sides},
                              {u"battles"_s, list}};
        c.out << QString::fromUtf8(QJsonDocument(doc).toJson(QJsonDocument::Compact)) << Qt::endl;
        return CampaignVerbContext::Ok;
    }
    c.out << Ww1CampaignVerbs::tr("Campaign \"%1\", %2: %n battle(s)", nullptr, int(battles->size())).arg(info->name, displayName())
          << Qt::endl;
    if (!info->sides.isEmpty()) {
        QStringList sides;
        for (const CampaignSide &s : info->sides)
            sides.append(s.player.isEmpty() ? s.name : u"%1 (%2)"_s.arg(s.name, s.player));
        c.out << Ww1CampaignVerbs::tr("Sides: %1").arg(sides.join(u", "_s)) << Qt::endl;
    }
    printBattles(c, *battles);
    return CampaignVerbContext::Ok;
}

int nextBattle(const CampaignVerbContext &c)
{
    QCommandLineParser parser;
    parser.addPositionalArgument(u"FORCE"_s, Ww1CampaignVerbs::tr("The force's name."));
    parser.addOption({{u"o"_s, u"output"_s}, Ww1CampaignVerbs::tr("The force file to write (\"-\": standard output)."), u"FILE"_s});
    parser.addOption({u"veterans"_s, Ww1CampaignVerbs::tr("House rule: stands keep their first time under fire (T1) and "
                                                           "first hand-to-hand (T3).")});
    if (const auto stop = c.parse(parser, 1, 1))
        return *stop;
    const QString output = parser.value(u"o"_s);
    if (output.isEmpty())
        return c.usage(Ww1CampaignVerbs::tr("next-battle: -o FILE is required"));
    if (const QString why = CampaignVerbContext::badOutput(output); !why.isEmpty())
        return c.usage(u"%1: %2"_s.arg(c.verb, why));
    int code = CampaignVerbContext::Ok;
    auto db = c.open(code);
    if (!db)
        return code;
    Ww1NextBattleOptions options;
    options.keepFirstTimeFlags = parser.isSet(u"veterans"_s);
    QString error;
    const auto next = Ww1CampaignRecorder(*db).nextBattle(parser.positionalArguments().at(0), &error, options);
    const auto json = next ? Ww1CampaignRecorder::forceJson(next->force, &error) : std::nullopt;
    if (!json)
        return c.failed(error);
    // As with -, the file alone goes to standard output.
    if (OutputFile::isStandardOutput(output)) {
        c.out << QString::fromUtf8(*json);
        c.out.flush();
        return CampaignVerbContext::Ok;
    }
    if (!OutputFile::write(output, *json, &error, SafeSave::Backup::Keep))
        return c.failed(Ww1CampaignVerbs::tr("cannot write %1: %2").arg(output, error));
    c.out << Ww1CampaignVerbs::tr("Wrote %1: \"%2\" for its battle %3.").arg(output, next->force.name, QString::number(next->ordinal))
          << Qt::endl;
    c.out << u"  "_s << next->reading << Qt::endl;
    for (const QString &line : next->groups)
        c.out << u"  "_s << line << Qt::endl;
    if (!next->surrendered.isEmpty())
        c.out << u"  "_s << Ww1CampaignVerbs::tr("Prisoners, gone (A.4.2): %1").arg(next->surrendered.join(u", "_s)) << Qt::endl;
    if (!next->lost.isEmpty())
        c.out << u"  "_s << Ww1CampaignVerbs::tr("Groups with no one left: %1").arg(next->lost.join(u", "_s)) << Qt::endl;
    return CampaignVerbContext::Ok;
}

} // namespace

QStringList Ww1CampaignVerbs::verbs() { return {vRecord, vList, vNextBattle}; }

CampaignVerbSet Ww1CampaignVerbs::verbSet()
{
    CampaignVerbSet set;
    set.listing = {vRecord, vList, u"export-csv"_s, vNextBattle, u"backup"_s};
    set.run = &Ww1CampaignVerbs::run;
    set.ruleSystem = Ww1CampaignRecorder::ruleSystem();
    set.claims = &Ww1CampaignVerbs::claims;
    set.sections = {vList};
    return set;
}

std::optional<int> Ww1CampaignVerbs::run(const CampaignVerbContext &c)
{
    if (c.verb == vRecord)
        return record(c);
    if (c.verb == vList)
        return list(c);
    if (c.verb == vNextBattle)
        return nextBattle(c);
    return std::nullopt;
}

bool Ww1CampaignVerbs::claims(const CampaignVerbContext &c)
{
    const QString id = Ww1CampaignRecorder::ruleSystem();
    if (c.verb == vRecord) {
        // The files' envelopes say whose battle it is; one WW1 file makes it WW1's (which refuses the others).
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
        // A campaign whose battles are all WW1's lists as WW1's, with its JSON; a mixed one gets a section.
        const auto db = c.peek();
        if (!db)
            return false;
        Ww1CampaignRecorder recorder(*db);
        const auto battles = recorder.listBattles();
        const auto others = recorder.otherSystemsRecorded();
        return battles && others && !battles->isEmpty() && !*others;
    }
    return false;
}

} // namespace md::ww1
