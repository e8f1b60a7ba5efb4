// The fantasy campaign records (seed 004, issue 17): a battle recorded per side (fan_ tables) and read back,
// the next battle from the campaign (FanCarryOver's reading, whose own tests are tst_fan_carryover), the verbs
// (record, list, next-battle and their dispatch), the campaign window's page under QAbstractItemModelTester,
// refusals that change nothing, and the v7 -> v8 migration of a file (fixture) and of a server. With
// MORALEDESK_TEST_POSTGRES (tests/with-postgres.sh) every campaign is a database on that server.
#include "CampaignFixture.h"
#include "CampaignCopy.h"
#include "CampaignSchema.h"
#include "CampaignSubcommand.h"
#include "FanCampaignFixture.h"
#include "TestPrompter.h"
#include "fantasy/FanState.h"
#include "fantasy/campaign/FanCampaignHooks.h"
#include "fantasy/campaign/FanCampaignModel.h"
#include "fantasy/campaign/FanCampaignPage.h"
#include "fantasy/campaign/FanCampaignRecorder.h"
#include "fantasy/campaign/FanCampaignVerbs.h"
#include "fantasy/campaign/FanCarryOver.h"
#include "fantasy/io/FanValidator.h"
#include "napoleonic/campaign/NapCampaignRecorder.h"
#include "napoleonic/campaign/NapCampaignVerbs.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/RatioCampaignVerbs.h"
#include "systems/BuiltInSystems.h"
#include "ww1/campaign/Ww1CampaignVerbs.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlDatabase>
#include <QTest>
#include <QTextStream>

#include <algorithm>

using namespace md;
using namespace md::test;
using namespace md::test::fan;
using namespace md::fantasy;
using namespace Qt::StringLiterals;

namespace {

BattleInfo battleInfo()
{
    BattleInfo info;
    info.date = QDate(2026, 5, 9);
    info.scenario = u"Hold the ford"_s;
    return info;
}

// `moraledesk campaign` with every system's verbs, as main() hands them over.
Cli run(const QStringList &arguments)
{
    CampaignVerbSet ratio = RatioCampaignVerbs::verbSet();
    ratio.ruleSystem = RatioCampaignRecorder::ruleSystem();
    const CampaignVerbSets sets{ratio, md::ww1::Ww1CampaignVerbs::verbSet(), md::nap::NapCampaignVerbs::verbSet(),
                                FanCampaignVerbs::verbSet()};
    Cli r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = CampaignSubcommand::run(QStringList{u"moraledesk"_s, u"campaign"_s} + arguments, out, err, sets);
    out.flush();
    err.flush();
    return r;
}

// Every table's row count, on either engine: what a refused record must leave as it was.
QStringList tableCounts(const QString &location)
{
    RawFile raw(location);
    QStringList counts;
    for (const QString &table : CampaignSchema::tables(CampaignSchema::current))
        counts.append(table + u": "_s + raw.value(u"SELECT COUNT(*) FROM %1"_s.arg(table)).toString());
    return counts;
}

} // namespace

class TestFanCampaign : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recordsSidesAndUnits();
    void nextBattleFromTheCampaign();
    void refusalsChangeNothing();
    void verbs();
    void listInAMixedCampaign();
    void pageModel();
    void copiedWithTheCampaign();
    void recordsTheSample();
    void migratesVersion7Fixture();
    void migratesAServer();

private:
    FanBattle m_battle;
    QString m_dwarfRace;
};

void TestFanCampaign::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_s), "the QSQLITE driver (libqt6sql6-sqlite) is needed");
    QVERIFY2(ruleSystems().find(FanCampaignRecorder::ruleSystem()), "the fantasy system must be registered");
    m_battle = playedBattle();
    m_dwarfRace = placeholderProfile().race;
    QCOMPARE(problemLines(FanValidator::validate(m_battle)), QStringList());
    QString error;
    const auto json = FanCampaignRecorder::battleJson(m_battle, &error);
    QVERIFY2(json, qPrintable(error));
    QCOMPARE(FanCampaignRecorder::battleFromJson(*json, u"the played battle"_s, &error).value_or(FanBattle{}), m_battle);
}

void TestFanCampaign::recordsSidesAndUnits()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    const auto record = FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 1);
    QCOMPARE(record->name, u"Skirmish at the ford"_s);
    QCOMPARE(record->battleName, u"Skirmish at the ford"_s);
    QCOMPARE(record->turns, 2);
    QCOMPARE(record->turnReached, 2);
    QCOMPARE(record->sideNames[0], u"Dwarfs"_s);
    QCOMPARE(record->sideNames[1], u"Goblins"_s);
    QCOMPARE(record->profiles, u"%1 r1; Test goblins r3"_s.arg(m_dwarfRace));
    QCOMPARE(record->sides.size(), 2);
    const FanSideResult &dwarfs = record->sides.at(0);
    QCOMPARE(dwarfs.side, u"Dwarfs"_s);
    QCOMPARE(dwarfs.ordinal, 1);
    QCOMPARE(dwarfs.units.size(), 7);
    QCOMPARE(dwarfs.figuresLost(), 3 + 10 + 1);
    QCOMPARE(dwarfs.count(FanUnitState::Destroyed), 4);
    QCOMPARE(dwarfs.tests(), 4);
    QCOMPARE(dwarfs.routs(), 2);
    const FanUnitResult &guards = dwarfs.units.at(6);
    QCOMPARE(guards.unitId, u"guards"_s);
    QCOMPARE(guards.tests, 2);
    QCOMPARE(guards.routs, 1); // the failed rally is no second rout
    QCOMPARE(guards.rallyFailures, 1);
    QCOMPARE(guards.endState, FanUnitState::Routing);
    QCOMPARE(record->sides.at(1).index, 1);
    QCOMPARE(record->sides.at(1).figuresLost(), 5);

    RawFile raw(locationOf(*db));
    QCOMPARE(raw.value(u"SELECT rule_system FROM battles"_s).toString(), u"fantasy-morale"_s);
    QCOMPARE(raw.value(u"SELECT outcome FROM battles"_s).toString(), u"undecided"_s);
    QCOMPARE(raw.column(u"SELECT name || ' ' || rule_system FROM battlegroups ORDER BY id"_s),
             (QVariantList{u"Dwarfs fantasy-morale"_s, u"Goblins fantasy-morale"_s}));
    QCOMPARE(raw.column(u"SELECT battle_name || '|' || turn_reached || '|' || side1_name || '|' || side2_name || '|' || profiles "
                        "FROM fan_battles"_s),
             QVariantList{u"Skirmish at the ford|2|Dwarfs|Goblins|%1 r1; Test goblins r3"_s.arg(m_dwarfRace)});
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM fan_units"_s).toInt(), 9);
    QCOMPARE(raw.column(u"SELECT side || ' ' || unit_key || ' ' || morale_class || ' ' || kind || ' ' || start_figures || ' ' || "
                        "end_figures || ' ' || end_state || ' ' || wounded || ' ' || tests || ' ' || routs || ' ' || rally_failures "
                        "FROM fan_units ORDER BY side, position"_s),
             (QVariantList{u"1 hearth A regiment 20 17 normal 0 1 0 0"_s, u"1 miners C regiment 10 0 destroyed 0 0 0 0"_s,
                           u"1 thane A character 1 1 normal 1 0 0 0"_s, u"1 runesmith A character 1 0 destroyed 0 0 0 0"_s,
                           u"1 bones C skeletons 12 12 destroyed 0 0 0 0"_s, u"1 rangers B regiment 12 12 destroyed 0 1 1 0"_s,
                           u"1 guards B regiment 16 16 routing 0 2 1 1"_s, u"2 wolves B regiment 20 15 normal 0 1 0 0"_s,
                           u"2 spider B monster 1 1 normal 0 0 0 0"_s}));
    if (!onServer()) // a server checks foreign keys on every write
        QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());

    // Read back: what was recorded; the snapshots are the side's battle as it ended and as it began.
    const auto battles = FanCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->size(), 1);
    QCOMPARE(battles->at(0).date, QDate(2026, 5, 9));
    QCOMPARE(battles->at(0).scenario, u"Hold the ford"_s);
    QCOMPARE(battles->at(0), *record);
    const auto exit = FanCampaignRecorder(*db).snapshot(1, u"Goblins"_s, true, &error);
    QVERIFY2(exit, qPrintable(error));
    QCOMPARE(*exit, FanCarryOver::sideBattle(m_battle, 1));
    QVERIFY(exit->sides[0].units.isEmpty());
    QCOMPARE(exit->sides[0].name, u"Dwarfs"_s);
    QVERIFY(std::all_of(exit->log.cbegin(), exit->log.cend(), [](const FanLogRecord &r) {
        return r.unitId.isEmpty() || r.unitId == u"wolves"_s || r.unitId == u"spider"_s;
    }));
    const auto entry = FanCampaignRecorder(*db).snapshot(1, u"Dwarfs"_s, false, &error);
    QVERIFY2(entry, qPrintable(error));
    QCOMPARE(*entry, FanCarryOver::sideBattle(FanCarryOver::entrySnapshot(m_battle), 0));
    QVERIFY(!FanCampaignRecorder(*db).snapshot(1, u"Elves"_s, true, &error));
    QCOMPARE(error, u"the side \"Elves\" did not fight in fantasy battle 1"_s);
    const QString text = FanCampaignRecorder::describe(*record);
    QVERIFY2(text.startsWith(u"Recorded fantasy battle 1, \"Skirmish at the ford\" (2026-05-09, \"Skirmish at the ford\", turn 2 "
                             "reached).\n  Dwarfs, its battle 1: 7 unit(s), 14 figure(s) lost, 4 destroyed, 1 routing at the end; "
                             "4 Morale Test(s), 2 rout(s)."_s),
             qPrintable(text));
}

void TestFanCampaign::nextBattleFromTheCampaign()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error), qPrintable(error));
    const auto next = FanCampaignRecorder(*db).nextBattle(u"Dwarfs"_s, &error);
    QVERIFY2(next, qPrintable(error));
    // From the side's own record, exactly as the carry-over of the battle it fought.
    QCOMPARE(next->battle, FanCarryOver::nextBattle(m_battle, 0).battle);
    QCOMPARE(next->status, FanCarryOver::nextBattle(m_battle, 0).status);
    const auto goblins = FanCampaignRecorder(*db).nextBattle(u"Goblins"_s, &error);
    QVERIFY2(goblins, qPrintable(error));
    QCOMPARE(goblins->sideIndex, 1);
    QCOMPARE(goblins->battle, FanCarryOver::nextBattle(m_battle, 1).battle);

    // The window's hook: the state for the document and the status line that says what carried over.
    QString status;
    const auto state = FanCampaignHooks::nextBattle(*db, u"Dwarfs"_s, nullptr, nullptr, &status);
    QVERIFY(state);
    QCOMPARE(*FanState::of(*state), next->battle);
    QCOMPARE(status, next->status);
    TestPrompter prompter;
    QVERIFY(!FanCampaignHooks::nextBattle(*db, u"Elves"_s, &prompter, nullptr, &status));
    QCOMPARE(prompter.errors.size(), 1);

    // Its second battle: the Hearth guard lose 7 more of their new 17; "The enemy" had no units and is not
    // recorded. The third starts from the second.
    FanBattle second = next->battle;
    second.now = {3, 1, 1};
    QVERIFY(FanEngine::losses(second, u"hearth"_s, 7).ok());
    const auto hooked = FanCampaignHooks::recordBattle(*db, second, &prompter, nullptr, nullptr);
    QVERIFY(hooked);
    QVERIFY2(hooked->startsWith(u"Recorded fantasy battle 2, \"Skirmish at the ford, next battle\""_s), qPrintable(*hooked));
    QVERIFY(!hooked->contains(u'\n'));
    const auto battles = FanCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->size(), 2);
    QCOMPARE(battles->at(1).sides.size(), 1);
    QCOMPARE(battles->at(1).sides.at(0).ordinal, 2);
    QCOMPARE(battles->at(1).sideNames[1], u"The enemy"_s);
    QCOMPARE(battles->at(1).sides.at(0).units.at(0).startFigures, 17);
    QCOMPARE(battles->at(1).sides.at(0).units.at(0).endFigures, 10);
    QCOMPARE(db->battlegroups(), (QStringList{u"Dwarfs"_s, u"Goblins"_s}));
    const auto third = FanCampaignRecorder(*db).nextBattle(u"Dwarfs"_s, &error);
    QVERIFY2(third, qPrintable(error));
    QCOMPARE(third->battle.unit(u"hearth"_s)->startFigures, 10);
    QVERIFY(!FanCampaignRecorder(*db).nextBattle(u"Elves"_s, &error));
    QCOMPARE(error, u"the campaign has no side \"Elves\""_s);
}

// A refused record writes nothing: the campaign's contents are the same byte for byte (a file) or row for
// row (a server).
void TestFanCampaign::refusalsChangeNothing()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error), qPrintable(error));
    const QByteArray before = campaignContents(locationOf(*db));
    const QStringList countsBefore = tableCounts(locationOf(*db));
    QVERIFY(countsBefore.contains(u"fan_units: 9"_s));
    const auto refuses = [&](const FanBattle &battle, const QString &expected) {
        QString why;
        if (FanCampaignRecorder(*db).recordBattle(battle, battleInfo(), &why))
            return u"recorded"_s;
        return why.contains(expected) ? QString() : why;
    };
    // The same battle again, or one of its sides alone: its losses would count twice.
    QCOMPARE(refuses(m_battle, u"the battle was not recorded: the side \"Dwarfs\" as this battle ended is already recorded, "
                                "as battle 1"_s),
             QString());
    FanBattle goblinsAlone = m_battle;
    goblinsAlone.sides[0].units.clear();
    goblinsAlone.log.removeIf([](const FanLogRecord &r) { return !r.unitId.isEmpty() && r.unitId != u"wolves"_s; });
    QCOMPARE(refuses(goblinsAlone, u"the side \"Goblins\" as this battle ended is already recorded"_s), QString());
    FanBattle unnamed = m_battle;
    unnamed.name = u"  "_s;
    QCOMPARE(refuses(unnamed, u"a fantasy battle without a name cannot be recorded"_s), QString());
    FanBattle twice = m_battle;
    twice.sides[1].name = u"Dwarfs"_s;
    QCOMPARE(refuses(twice, u"both sides of battle \"Skirmish at the ford\" are named \"Dwarfs\""_s), QString());
    FanBattle nameless = m_battle;
    nameless.sides[1].name.clear();
    QCOMPARE(refuses(nameless, u"side 2 of battle \"Skirmish at the ford\" has units but no name"_s), QString());
    FanBattle empty = m_battle;
    empty.sides[0].units.clear();
    empty.sides[1].units.clear();
    empty.log.clear();
    QCOMPARE(refuses(empty, u"has no unit on either side to record"_s), QString());
    FanBattle invalid = m_battle;
    invalid.unit(u"wolves"_s)->currentFigures = 30;
    QCOMPARE(refuses(invalid, u"battle \"Skirmish at the ford\" is not valid: "_s), QString());
    BattleInfo tooLong = battleInfo();
    tooLong.turns = FanCampaignRecorder::maxTurns + 1;
    QVERIFY(!FanCampaignRecorder(*db).recordBattle(m_battle, tooLong, &error));
    QCOMPARE(campaignContents(locationOf(*db)), before);
    QCOMPARE(tableCounts(locationOf(*db)), countsBefore);
    // A side of that name another rule system recorded is that system's: found inside the transaction, after
    // the first side's checks, and nothing of the battle is written.
    FanBattle renamed = m_battle;
    renamed.sides[0].name = u"Blue"_s;
    renamed.sides[1].name = u"Red"_s;
    {
        RawFile raw(locationOf(*db));
        QVERIFY(raw.exec(u"INSERT INTO battlegroups (name, side_id, created_at, rule_system) VALUES ('Red', 1, 'x', 'other-system')"_s));
    }
    const QByteArray withRed = campaignContents(locationOf(*db));
    QCOMPARE(refuses(renamed, u"the side \"Red\" was recorded by the rule system \"other-system\""_s), QString());
    QCOMPARE(campaignContents(locationOf(*db)), withRed);
    QStringList countsWithRed = countsBefore;
    countsWithRed.replace(countsWithRed.indexOf(u"battlegroups: 2"_s), u"battlegroups: 3"_s);
    QCOMPARE(tableCounts(locationOf(*db)), countsWithRed);
    QCOMPARE(db->battleCount(&error), 1);
    QCOMPARE(FanCampaignRecorder(*db).listBattles(&error)->size(), 1);
    // The window's hook shows the reason and records nothing.
    TestPrompter prompter;
    QVERIFY(!FanCampaignHooks::recordBattle(*db, m_battle, &prompter, nullptr, nullptr));
    QCOMPARE(prompter.errors.size(), 1);
    QCOMPARE(db->battleCount(&error), 1);
}

void TestFanCampaign::verbs()
{
    auto db = newCampaign();
    QVERIFY(db);
    const QString location = locationOf(*db);
    const QString battleFile = m_dir.filePath(u"ford.json"_s);
    QString error;
    const auto json = FanCampaignRecorder::battleJson(m_battle, &error);
    QVERIFY2(json, qPrintable(error));
    QVERIFY(writeAll(battleFile, *json));
    // record: the file's envelope says it is the fantasy system's.
    const Cli recorded = run({location, u"record"_s, battleFile, u"--date"_s, u"2026-05-09"_s, u"--name"_s, u"The ford"_s});
    QVERIFY2(recorded.code == 0, qPrintable(recorded.err));
    QVERIFY2(recorded.out.startsWith(u"Recorded fantasy battle 1, \"The ford\" (2026-05-09, \"Skirmish at the ford\""_s),
             qPrintable(recorded.out));
    const Cli again = run({location, u"record"_s, battleFile});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.err.contains(u"the side \"Dwarfs\" as this battle ended is already recorded, as battle 1"_s), qPrintable(again.err));
    QCOMPARE(run({location, u"record"_s, battleFile, u"--turns"_s, u"0"_s}).code, 2);
    const Cli notFantasy = run({location, u"record"_s, dataPath(u"campaign/first-contact.json"_s), u"--system"_s, u"fantasy"_s});
    QCOMPARE(notFantasy.code, 1);
    QVERIFY2(notFantasy.err.contains(u"a fantasy battle records a fantasy battle file only"_s), qPrintable(notFantasy.err));

    // list: a campaign of fantasy battles only lists as such, every side's units under it.
    const Cli list = run({location, u"list"_s});
    QVERIFY2(list.code == 0, qPrintable(list.err));
    QVERIFY2(list.out.startsWith(u"Campaign \"Kell Valley\", "_s) && list.out.contains(u": 1 battle(s)\n"_s), qPrintable(list.out));
    QVERIFY2(list.out.contains(u"Battle 1, \"The ford\" (2026-05-09, \"Skirmish at the ford\", turn 2 reached; Profile Sheets: "
                               "%1 r1; Test goblins r3)\n"_s.arg(m_dwarfRace)),
             qPrintable(list.out));
    QVERIFY2(list.out.contains(u"\n  Goblins, its battle 1: 2 unit(s), 5 figure(s) lost, 0 destroyed, 0 routing at the end; "
                               "1 Morale Test(s), 0 rout(s)\n"_s),
             qPrintable(list.out));
    QVERIFY2(list.out.contains(u"\n    Guards (%1, Regiment): 16 of 16 figures, Routing; 2 test(s), 1 rout(s), 1 failed rally(ies)\n"_s
                                   .arg(m_dwarfRace)),
             qPrintable(list.out));
    QVERIFY2(list.out.contains(u"\n    Thane (%1, Character): 1 of 1 figures, Normal, wounded; 0 test(s)"_s.arg(m_dwarfRace)),
             qPrintable(list.out));
    const Cli asJson = run({location, u"list"_s, u"--json"_s, u"--system"_s, u"fantasy"_s});
    QCOMPARE(asJson.code, 0);
    const QJsonObject doc = QJsonDocument::fromJson(asJson.out.toUtf8()).object();
    QCOMPARE(doc.value(u"ruleSystem"_s).toString(), u"fantasy-morale"_s);
    const QJsonObject battle = doc.value(u"battles"_s).toArray().at(0).toObject();
    QCOMPARE(battle.value(u"battle"_s).toString(), u"Skirmish at the ford"_s);
    QCOMPARE(battle.value(u"turnReached"_s).toInt(), 2);
    const QJsonObject dwarfs = battle.value(u"sides"_s).toArray().at(0).toObject();
    QCOMPARE(dwarfs.value(u"side"_s).toString(), u"Dwarfs"_s);
    QCOMPARE(dwarfs.value(u"figuresLost"_s).toInt(), 14);
    const QJsonObject guards = dwarfs.value(u"units"_s).toArray().at(6).toObject();
    QCOMPARE(guards.value(u"unit"_s).toString(), u"guards"_s);
    QCOMPARE(guards.value(u"endState"_s).toString(), u"routing"_s);
    QCOMPARE(guards.value(u"rallyFailures"_s).toInt(), 1);
    QCOMPARE(battle.value(u"sides"_s).toArray().at(1).toObject().value(u"place"_s).toInt(), 2);

    // next-battle: the side's army written as a battle file, what carried over said.
    const QString nextFile = m_dir.filePath(u"dwarfs-next.json"_s);
    const Cli next = run({location, u"next-battle"_s, u"Dwarfs"_s, u"-o"_s, nextFile});
    QVERIFY2(next.code == 0, qPrintable(next.err));
    QVERIFY2(next.out.startsWith(u"Wrote %1: \"Dwarfs\" for its next battle.\n  Carried over: Hearth guard (17 figure(s)), "_s
                                     .arg(nextFile)),
             qPrintable(next.out));
    QVERIFY2(next.out.contains(u"  Gone: Miners (destroyed), Runesmith (killed), Bones (their controller is gone), Rangers (routed "
                               "off the table)\n"_s),
             qPrintable(next.out));
    QVERIFY2(next.out.contains(FanCarryOver::reading()), qPrintable(next.out));
    const auto written = FanCampaignRecorder::battleFromJson(readAll(nextFile), nextFile, &error);
    QVERIFY2(written, qPrintable(error));
    QCOMPARE(*written, FanCarryOver::nextBattle(m_battle, 0).battle);
    const Cli toStdout = run({location, u"next-battle"_s, u"Goblins"_s, u"-o"_s, u"-"_s});
    QCOMPARE(toStdout.code, 0);
    QCOMPARE(FanCampaignRecorder::battleFromJson(toStdout.out.toUtf8(), u"stdout"_s, &error).value_or(FanBattle{}),
             FanCarryOver::nextBattle(m_battle, 1).battle);
    const Cli unknown = run({location, u"next-battle"_s, u"Elves"_s, u"-o"_s, m_dir.filePath(u"x.json"_s)});
    QVERIFY(unknown.code != 0);
    QVERIFY(!QFile::exists(m_dir.filePath(u"x.json"_s)));
    QCOMPARE(run({location, u"next-battle"_s, u"Dwarfs"_s}).code, 2);
    QCOMPARE(FanCampaignHooks::verbs()->ruleSystem, u"fantasy-morale"_s);
}

// A campaign with another system's battles: its list first, the fantasy battles after it under their own
// heading, and in the JSON under their own key.
void TestFanCampaign::listInAMixedCampaign()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString location = locationOf(*db);
    QString error;
    const auto ratioBefore = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratioBefore, qPrintable(error));
    const auto record = FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, ratioBefore->size() + 1); // one numbering for the campaign's battles
    const Cli both = run({location, u"list"_s});
    QCOMPARE(both.code, 0);
    const Cli ratioOnly = run({location, u"list"_s, u"--system"_s, u"ratio"_s});
    QVERIFY2(both.out.startsWith(ratioOnly.out), qPrintable(both.out));
    const QString section = both.out.mid(ratioOnly.out.size());
    QVERIFY2(section.contains(u": 1 battle(s)\nBattle %1, \"Skirmish at the ford\""_s.arg(record->number)), qPrintable(section));
    QVERIFY2(!section.startsWith(u"Campaign "_s), qPrintable(section));
    const QJsonObject merged = QJsonDocument::fromJson(run({location, u"list"_s, u"--json"_s}).out.toUtf8()).object();
    QCOMPARE(merged.value(u"fantasyBattles"_s).toArray().size(), 1);
    QCOMPARE(merged.value(u"fantasyBattles"_s).toArray().at(0).toObject().value(u"number"_s).toInt(), record->number);
    // Ratio's own list is as it was: the fantasy battle is not one of its battles.
    QCOMPARE(*RatioCampaignRecorder(*db).listBattles(&error), *ratioBefore);
    QCOMPARE(FanCampaignRecorder(*db).otherSystemsRecorded(&error), std::optional<bool>(true));
}

void TestFanCampaign::pageModel()
{
    auto db = newCampaign();
    QVERIFY(db);
    FanCampaignPage page(db.get());
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.summaryText(), u"No fantasy battle recorded yet."_s);
    QCOMPARE(page.model()->rowCount(), 0);
    QString error;
    QVERIFY2(FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error), qPrintable(error));
    page.refresh();
    QCOMPARE(page.summaryText(), u"1 fantasy battle(s). Figures lost: Dwarfs 14, Goblins 5."_s);
    const FanCampaignModel *model = page.model();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->columnCount(), int(FanCampaignModel::ColumnCount));
    const QModelIndex dwarfs = model->index(0, 0);
    const QModelIndex goblins = model->index(1, 0);
    QCOMPARE(model->rowCount(dwarfs), 7);
    QCOMPARE(model->rowCount(goblins), 2);
    QCOMPARE(model->rowCount(model->index(0, 1)), 0); // only the first column has children
    const auto cell = [model](const QModelIndex &parent, int row, int column) {
        return model->index(row, column, parent).data().toString();
    };
    QCOMPARE(cell({}, 0, FanCampaignModel::Name), u"1: Skirmish at the ford, Dwarfs"_s);
    QCOMPARE(cell({}, 0, FanCampaignModel::FiguresLost), u"14"_s);
    QCOMPARE(cell({}, 0, FanCampaignModel::EndState), u"4 destroyed"_s);
    QCOMPARE(cell({}, 0, FanCampaignModel::RallyFailures), u"1"_s);
    QCOMPARE(cell({}, 1, FanCampaignModel::StartFigures), u"21"_s);
    QCOMPARE(cell(dwarfs, 0, FanCampaignModel::Name), u"Hearth guard"_s);
    QCOMPARE(cell(dwarfs, 0, FanCampaignModel::Class), u"Class A"_s);
    QCOMPARE(cell(dwarfs, 0, FanCampaignModel::FiguresLost), u"3"_s);
    QCOMPARE(cell(dwarfs, 2, FanCampaignModel::EndState), u"Normal, wounded"_s);
    QCOMPARE(cell(dwarfs, 3, FanCampaignModel::EndState), u"Killed"_s);
    QCOMPARE(cell(dwarfs, 4, FanCampaignModel::EndState), u"Removed with their controller"_s);
    QCOMPARE(cell(dwarfs, 5, FanCampaignModel::EndState), u"Routed off the table"_s);
    QCOMPARE(cell(dwarfs, 1, FanCampaignModel::EndState), u"Destroyed"_s);
    QCOMPARE(cell(dwarfs, 6, FanCampaignModel::Routs), u"1"_s);
    QCOMPARE(cell(goblins, 1, FanCampaignModel::Kind), u"Monster"_s);
    QCOMPARE(model->parent(model->index(3, 2, goblins.siblingAtRow(0))), dwarfs);
    QVERIFY(model->index(0, 0).data(Qt::ToolTipRole).toString().contains(u"turn 2 reached"_s));
    QCOMPARE(page.title(), u"&Fantasy battles"_s);
    const QList<CampaignPage *> pages = FanCampaignHooks::pages(db.get(), nullptr, nullptr);
    QCOMPARE(pages.size(), 1);
    qDeleteAll(pages);
    // A second battle is read on refresh.
    FanBattle second = FanCarryOver::nextBattle(m_battle, 1).battle;
    QVERIFY(FanEngine::losses(second, u"wolves"_s, 2).ok());
    QVERIFY2(FanCampaignRecorder(*db).recordBattle(second, BattleInfo{}, &error), qPrintable(error));
    page.refresh();
    QCOMPARE(model->rowCount(), 3);
    QCOMPARE(page.summaryText(), u"2 fantasy battle(s). Figures lost: Dwarfs 14, Goblins 7."_s);
}

// `campaign copy` takes the fan_ tables along, row for row (to a file; on a server run, from the server).
void TestFanCampaign::copiedWithTheCampaign()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error), qPrintable(error));
    const QString target = newFileName(u"copy"_s);
    const auto counts = CampaignCopy::copy(locationOf(*db), target, &error);
    QVERIFY2(counts, qPrintable(error));
    QVERIFY(counts->contains(CampaignCopy::TableCount{u"fan_battles"_s, 1}));
    QVERIFY(counts->contains(CampaignCopy::TableCount{u"fan_units"_s, 9}));
    auto copy = CampaignDatabase::open(target, &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(*FanCampaignRecorder(*copy).listBattles(&error), *FanCampaignRecorder(*db).listBattles(&error));
    QCOMPARE(FanCampaignRecorder(*copy).nextBattle(u"Dwarfs"_s, &error)->battle,
             FanCampaignRecorder(*db).nextBattle(u"Dwarfs"_s, &error)->battle);
}

// The shipped sample (a battle set up, not yet played) records, and each side's next battle is its army whole.
void TestFanCampaign::recordsTheSample()
{
    QFile sample(QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/fantasy-old-bridge.json"_s);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QString error;
    const auto battle = FanCampaignRecorder::battleFromJson(sample.readAll(), u"the sample"_s, &error);
    QVERIFY2(battle, qPrintable(error));
    auto db = newCampaign();
    QVERIFY(db);
    const auto record = FanCampaignRecorder(*db).recordBattle(*battle, BattleInfo{}, &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->sides.size(), 2);
    for (int s = 0; s < FanBattle::sideCount; ++s) {
        const auto next = FanCampaignRecorder(*db).nextBattle(battle->sides[static_cast<size_t>(s)].name, &error);
        QVERIFY2(next, qPrintable(error));
        QCOMPARE(next->battle.sides[static_cast<size_t>(s)].units.size(), battle->sides[static_cast<size_t>(s)].units.size());
        QVERIFY(next->gone.isEmpty());
        QCOMPARE(next->battle.profiles.size(), 1);
    }
}

void TestFanCampaign::migratesVersion7Fixture()
{
    if (onServer())
        QSKIP("about migrating a version 7 SQLite campaign file and its backup file");
    // tests/data/campaign/v7-campaign.sqlite: v6-campaign.sqlite opened by the release of version 7 (which
    // migrated it) and given two Napoleonic battledays and a WW1 battle by its `campaign record`.
    const QString file = m_dir.filePath(u"somme-v7.mdcampaign"_s);
    QVERIFY(QFile::copy(dataPath(u"campaign/v7-campaign.sqlite"_s), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    const auto rowsOf = [](RawFile &raw) {
        QStringList rows;
        for (const QString &table : CampaignSchema::tables(7)) {
            for (const QVariant &row : raw.column(u"SELECT * FROM %1"_s.arg(table)))
                rows.append(table + u": "_s + row.toString());
            rows.append(table + u" rows: "_s + raw.value(u"SELECT COUNT(*) FROM %1"_s.arg(table)).toString());
        }
        return rows;
    };
    QStringList before;
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 7);
        QCOMPARE(raw.value(u"SELECT version FROM schema_version"_s).toInt(), 7);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_schema WHERE name LIKE 'fan_%'"_s).toInt(), 0);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM nap_battledays"_s).toInt(), 4);
        before = rowsOf(raw);
    }
    QString error;
    auto db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 7);
    QCOMPARE(db->migrationBackup(), m_dir.filePath(u"somme-v7.format7-backup.mdcampaign"_s));
    {
        RawFile raw(file);
        QCOMPARE(CampaignSchema::current, 8);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 8);
        QCOMPARE(raw.value(u"SELECT version FROM schema_version"_s).toInt(), 8);
        QCOMPARE(raw.column(u"SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'fan_%' ORDER BY name"_s),
                 (QVariantList{u"fan_battles"_s, u"fan_units"_s}));
        QCOMPARE(rowsOf(raw), before); // every record the file held, row for row
        QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());
    }
    {
        RawFile backup(db->migrationBackup());
        QCOMPARE(backup.value(u"PRAGMA user_version"_s).toInt(), 7);
        QCOMPARE(rowsOf(backup), before);
    }
    // A migrated file and a new one are the same statements.
    const QString fresh = newFile(u"fresh"_s);
    QVERIFY2(CampaignDatabase::createAtVersion(fresh, campaignInfo(), CampaignSchema::current, &error), qPrintable(error));
    QCOMPARE(schemaOf(file), schemaOf(fresh));
    // The other systems' records read as they did; a fantasy battle joins them with the next number.
    QCOMPARE(RatioCampaignRecorder(*db).listBattles(&error).value_or(QList<BattleRecord>{}).size(), 2);
    QCOMPARE(md::nap::NapCampaignRecorder(*db).listBattledays(&error).value_or(QList<md::nap::NapBattledayRecord>{}).size(), 2);
    const auto record = FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 6);
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
    db.reset();
    // Not migrated again.
    auto again = CampaignDatabase::open(file, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->openedVersion(), 8);
    QVERIFY(again->migrationBackup().isEmpty());
    QCOMPARE(FanCampaignRecorder(*again).listBattles(&error)->constFirst(), *record);
}

// A server's campaign at version 7 (made here by taking v8's tables away) gets v8's tables when it is opened.
void TestFanCampaign::migratesAServer()
{
    if (!onServer())
        QSKIP("needs MORALEDESK_TEST_POSTGRES (tests/with-postgres.sh)");
    const QString location = newFile();
    QString error;
    {
        auto db = CampaignDatabase::create(location, campaignInfo(), &error);
        QVERIFY2(db, qPrintable(error));
    }
    {
        RawFile raw(location);
        QVERIFY(raw.ok());
        QVERIFY(raw.exec(u"DROP TABLE fan_units, fan_battles"_s));
        QVERIFY(raw.exec(u"UPDATE schema_version SET version = 7"_s));
    }
    auto db = CampaignDatabase::open(location, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 7);
    QVERIFY(db->migrationBackup().isEmpty()); // a server keeps its own backups
    {
        RawFile raw(location);
        QCOMPARE(raw.value(u"SELECT version FROM schema_version"_s).toInt(), 8);
        QCOMPARE(raw.column(u"SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'fan\\_%' "
                            "ORDER BY table_name"_s),
                 (QVariantList{u"fan_battles"_s, u"fan_units"_s}));
        // The server's own types: an identity for the id, BIGINT for the integers.
        QCOMPARE(raw.value(u"SELECT data_type FROM information_schema.columns WHERE table_name = 'fan_units' "
                           "AND column_name = 'start_figures'"_s).toString(),
                 u"bigint"_s);
        QCOMPARE(raw.value(u"SELECT is_identity FROM information_schema.columns WHERE table_name = 'fan_battles' "
                           "AND column_name = 'id'"_s).toString(),
                 u"YES"_s);
    }
    const auto record = FanCampaignRecorder(*db).recordBattle(m_battle, battleInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(FanCampaignRecorder(*db).listBattles(&error)->at(0), *record);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestFanCampaign test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_fan_campaign.moc"
