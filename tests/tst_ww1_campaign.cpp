// WW1's campaign records (seed 002): recording a force (ww1_ tables), its list, the next battle's carry-over
// (the program's reading: seed 002 has no campaign rule), WW1 and ratio battles side by side, refused records,
// the dispatch of the verbs both systems have, the campaign window's page, and the migration from version 4.
#include "CampaignFixture.h"
#include "CampaignSchema.h"
#include "CampaignSubcommand.h"
#include "Ww1Fixtures.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/RatioCampaignVerbs.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/campaign/Ww1CampaignHooks.h"
#include "ww1/campaign/Ww1CampaignModel.h"
#include "ww1/campaign/Ww1CampaignPage.h"
#include "ww1/campaign/Ww1CampaignRecorder.h"
#include "ww1/campaign/Ww1CampaignVerbs.h"
#include "ww1/campaign/Ww1CarryOver.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTest>
#include <QTextStream>

using namespace md;
using namespace md::test;
using namespace md::ww1;
using namespace Qt::StringLiterals;

namespace {

// A trench raid played through the engine: the platoon takes 3 casualties (C1 of 12) and fails its test
// (rolled 5, needs 6: withdraws); Sgt Hale tests under fire for the first time in B4 (rolled 8: carries on);
// the German section in C5 is rushed with bayonets and both its stands surrender (rolled 2); it takes 2
// casualties (C1 of 8) and passes (rolled 9).
Ww1Force playedRaid(QString *error)
{
    Ww1Force f = makeForce();
    const auto fail = [error](const QString &what) {
        *error = what;
        return Ww1Force{};
    };
    if (const auto c = Ww1Engine::addCasualties(f, u"p1"_s, 3); !c.error.isEmpty())
        return fail(c.error);
    DiceScript five(facesFor({5}));
    if (const auto g = Ww1Engine::groupTest(f, u"p1"_s, five); !g.error.isEmpty() || g.passed)
        return fail(u"p1's test: "_s + g.error);
    DiceScript eight(facesFor({8}));
    Ww1StandTest hale = standTest(u"hale"_s);
    hale.situation.underFire = true;
    if (const auto s = Ww1Engine::individualTest(f, u"B4"_s, {hale}, eight); !s.error.isEmpty())
        return fail(s.error);
    DiceScript two(facesFor({2}));
    QList<Ww1StandTest> rushed;
    for (const QString &id : {u"vogt"_s, u"brandt"_s}) {
        Ww1StandTest t = standTest(id, Ww1Trigger::HandToHand);
        t.situation.edgedWeapon = true;
        t.situation.outnumbered = true;
        t.situation.underFire = true;
        t.situation.friendlyCasualties = 3;
        rushed.append(t);
    }
    if (const auto s = Ww1Engine::individualTest(f, u"C5"_s, rushed, two); !s.error.isEmpty())
        return fail(s.error);
    if (const auto c = Ww1Engine::addCasualties(f, u"s1"_s, 2); !c.error.isEmpty())
        return fail(c.error);
    DiceScript nine(facesFor({9}));
    if (const auto g = Ww1Engine::groupTest(f, u"s1"_s, nine); !g.error.isEmpty() || !g.passed)
        return fail(u"s1's test: "_s + g.error);
    Ww1Engine::endTurn(f);
    return f;
}

BattleInfo raidInfo()
{
    BattleInfo info;
    info.date = QDate(1916, 7, 14);
    info.name = u"Raid on Bazentin"_s;
    info.scenario = u"Trench raid"_s;
    return info;
}

QByteArray forceBytes(const Ww1Force &force)
{
    return ruleSystems().find(Ww1CampaignRecorder::ruleSystem())->write(Ww1State(force));
}

// Both systems' verbs, as main() hands them over (each with its rule system).
CampaignVerbSets bothSystems()
{
    CampaignVerbSet ratio = RatioCampaignVerbs::verbSet();
    ratio.ruleSystem = RatioCampaignRecorder::ruleSystem();
    return {ratio, Ww1CampaignVerbs::verbSet()};
}

Cli run(const QStringList &arguments, const CampaignVerbSets &sets = bothSystems())
{
    Cli r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = CampaignSubcommand::run(QStringList{u"moraledesk"_s, u"campaign"_s} + arguments, out, err, sets);
    out.flush();
    err.flush();
    return r;
}

// Every table's row count: what a refused record must leave as it was.
QStringList rowCounts(const QString &file)
{
    RawFile raw(file);
    QStringList counts;
    for (const QString &table : CampaignSchema::tables(CampaignSchema::current))
        counts << u"%1=%2"_s.arg(table, raw.value(u"SELECT COUNT(*) FROM "_s + table).toString());
    return counts;
}

// Every row of `tables`, as text, in order.
QStringList rowsOf(RawFile &raw, const QStringList &tables)
{
    QStringList rows;
    for (const QString &table : tables) {
        for (const QVariant &v : raw.column(u"SELECT quote(rowid) || ':' || json_array(*) FROM "_s + table))
            rows << table + u' ' + v.toString();
    }
    return rows;
}

} // namespace

class TestWw1Campaign : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recordsGroupsStandsAndLog();
    void groupFigures_data();
    void groupFigures();
    void entrySnapshotUndoesTheLog();
    void carryOver_data();
    void carryOver();
    void nextBattleFromTheCampaign();
    void ratioAndWw1SideBySide();
    void refusedRecordsChangeNothing_data();
    void refusedRecordsChangeNothing();
    void verbDispatch_data();
    void verbDispatch();
    void listOfAWw1Campaign();
    void pageShowsWw1FiguresOnly();
    void migrateVersion4Fixture();
    void bothSidesRecordedPerSide();
    void mixedListAndLists();

private:
    Ww1Force m_raid;
    // The raid with every group on the British side: one force of the campaign, "Trench raid", where a test is
    // about recording one force (m_raid, holding both sides, is recorded as two: bothSidesRecordedPerSide).
    Ww1Force m_oneSide;
};

void TestWw1Campaign::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_s), "the QSQLITE driver (libqt6sql6-sqlite) is needed");
    QVERIFY2(ruleSystems().find(Ww1CampaignRecorder::ruleSystem()), "WW1 must be registered");
    QString error;
    m_raid = playedRaid(&error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(m_raid.group(u"p1"_s)->status, Ww1GroupStatus::Withdrawing);
    QCOMPARE(m_raid.stand(u"vogt"_s)->result, Ww1Result::Surrendered);
    QCOMPARE(m_raid.stand(u"brandt"_s)->result, Ww1Result::Surrendered);
    QCOMPARE(m_raid.stand(u"hale"_s)->result, Ww1Result::CarryOn);
    m_oneSide = m_raid;
    for (Ww1Group &g : m_oneSide.groups)
        g.side = u"British"_s;
}

void TestWw1Campaign::recordsGroupsStandsAndLog()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    const auto record = Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 1);
    QCOMPARE(record->name, u"Raid on Bazentin"_s);
    QCOMPARE(record->forces.size(), 1);
    const Ww1ForceResult &f = record->forces.at(0);
    QCOMPARE(f.force, u"Trench raid"_s);
    QCOMPARE(f.side, u"British"_s);
    QCOMPARE(f.ordinal, 1);
    QCOMPARE(f.casualties(), 5);
    QCOMPARE(f.withdrawals(), 1);
    QCOMPARE(f.surrenders(), 2);
    QCOMPARE(f.logRecords, int(m_oneSide.log.size()));

    RawFile raw(db->fileName());
    QCOMPARE(raw.value(u"SELECT rule_system FROM battles"_s).toString(), u"ww1-morale"_s);
    QCOMPARE(raw.value(u"SELECT outcome FROM battles"_s).toString(), u"undecided"_s);
    QCOMPARE(raw.value(u"SELECT rule_system FROM battlegroups WHERE name = 'Trench raid'"_s).toString(), u"ww1-morale"_s);
    // The generic participants' ratio figures have no WW1 meaning.
    QCOMPARE(raw.column(u"SELECT starting_points || ' ' || ending_points || ' ' || lost_points || ' ' || breaking_turn || ' ' "
                        "|| quote(retreated_from_turn) || ' ' || held_field FROM participants"_s),
             QVariantList{u"0 0 0 0 NULL 0"_s});
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM ww1_group_results"_s).toInt(), 2);
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM ww1_stand_results"_s).toInt(), 8);
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM ww1_log_records"_s).toInt(), int(m_oneSide.log.size()));
    // The shared roll of C5 is one roll on both stands' records (A.3.3 step 1).
    QCOMPARE(raw.column(u"SELECT roll || ' ' || result FROM ww1_log_records WHERE square = 'C5' ORDER BY seq"_s),
             (QVariantList{u"2 surrendered"_s, u"2 surrendered"_s}));
    QCOMPARE(raw.column(u"SELECT stand_key FROM ww1_stand_results WHERE surrendered = 1 ORDER BY position"_s),
             (QVariantList{u"vogt"_s, u"brandt"_s}));
    QCOMPARE(raw.value(u"SELECT tested_under_fire FROM ww1_stand_results WHERE stand_key = 'hale'"_s).toInt(), 1);
    QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());

    // What is listed is what was recorded; the exit snapshot is the force itself.
    const auto battles = Ww1CampaignRecorder(*db).listBattles(&error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->size(), 1);
    QCOMPARE(battles->at(0).forces, record->forces);
    QCOMPARE(battles->at(0).date, QDate(1916, 7, 14));
    QCOMPARE(*Ww1CampaignRecorder(*db).snapshot(1, u"Trench raid"_s, true, &error), m_oneSide);
    const QString text = Ww1CampaignRecorder::describe(*record);
    QVERIFY2(text.contains(u"Recorded WW1 battle 1, \"Raid on Bazentin\""_s), qPrintable(text));
    // (Plurals as the source writes them: the tests load no translation.)
    QVERIFY2(text.contains(u"1st Platoon (British, Attacker): 9 of 12 left, 3 casualty(ies); tested C1 (passed 0, failed 1); "
                           "withdrew, still withdrawing at the end"_s),
             qPrintable(text));
    QVERIFY2(text.contains(u"2 stand(s) surrendered"_s), qPrintable(text));
}

void TestWw1Campaign::groupFigures_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("casualties");
    QTest::addColumn<QString>("tested");
    QTest::addColumn<int>("passed");
    QTest::addColumn<int>("failed");
    QTest::addColumn<bool>("withdrew");
    QTest::addColumn<QString>("endStatus");
    QTest::addColumn<int>("surrendered");
    // A.2.1 C1 for 12 is 3 casualties (A-1), failed at +0 with a 5 (A.3.1): withdrawing (A.4.1).
    QTest::newRow("platoon withdrew") << u"p1"_s << 12 << 3 << u"c1"_s << 0 << 1 << true << u"withdrawing"_s << 0;
    // C1 for 8 is 2 casualties, passed with a 9; both stands surrendered (A.3.3, total <= -1).
    QTest::newRow("section surrendered") << u"s1"_s << 8 << 2 << u"c1"_s << 1 << 0 << false << u"normal"_s << 2;
}

void TestWw1Campaign::groupFigures()
{
    QFETCH(QString, group);
    QFETCH(int, start);
    QFETCH(int, casualties);
    QFETCH(QString, tested);
    QFETCH(int, passed);
    QFETCH(int, failed);
    QFETCH(bool, withdrew);
    QFETCH(QString, endStatus);
    QFETCH(int, surrendered);
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error), qPrintable(error));
    RawFile raw(db->fileName());
    const QString where = u" FROM ww1_group_results WHERE group_key = '%1'"_s.arg(group);
    QCOMPARE(raw.value(u"SELECT start_members"_s + where).toInt(), start);
    QCOMPARE(raw.value(u"SELECT casualties"_s + where).toInt(), casualties);
    QCOMPARE(raw.value(u"SELECT conditions_tested"_s + where).toString(), tested);
    QCOMPARE(raw.value(u"SELECT tests_passed"_s + where).toInt(), passed);
    QCOMPARE(raw.value(u"SELECT tests_failed"_s + where).toInt(), failed);
    QCOMPARE(raw.value(u"SELECT withdrew"_s + where).toInt(), withdrew ? 1 : 0);
    QCOMPARE(raw.value(u"SELECT end_status"_s + where).toString(), endStatus);
    QCOMPARE(raw.value(u"SELECT surrendered"_s + where).toInt(), surrendered);
    const Ww1GroupResult r = Ww1CarryOver::groupResult(m_raid, *m_raid.group(group));
    QCOMPARE(r.casualties, casualties);
    QCOMPARE(r.withdrew, withdrew);
    QCOMPARE(r.surrendered, surrendered);
}

void TestWw1Campaign::entrySnapshotUndoesTheLog()
{
    const Ww1Force entry = Ww1CarryOver::entrySnapshot(m_raid);
    Ww1Force expected = makeForce();
    QCOMPARE(entry.groups, expected.groups);
    QCOMPARE(entry.log, QList<Ww1LogRecord>());
    QCOMPARE(entry.turn, 1);
}

void TestWw1Campaign::carryOver_data()
{
    QTest::addColumn<bool>("veterans");
    QTest::addColumn<bool>("haleUnderFire");
    QTest::newRow("reading: each battle a game") << false << false;
    QTest::newRow("house rule: veterans") << true << true;
}

void TestWw1Campaign::carryOver()
{
    QFETCH(bool, veterans);
    QFETCH(bool, haleUnderFire);
    Ww1Force last = m_raid;
    // A third group wiped out: it is gone with its stands.
    Ww1Group gone = makeGroup(u"g3"_s, 4, 4, Ww1Role::Defender, u"c1,c2,c3"_s);
    gone.name = u"Machine-gun post"_s;
    gone.stands = {makeStand(u"mg"_s, Ww1Rank::Other, u"E2"_s)};
    last.groups.append(gone);
    Ww1NextBattleOptions options;
    options.keepFirstTimeFlags = veterans;
    const Ww1NextBattle next = Ww1CarryOver::nextBattle(last, 2, options);
    QCOMPARE(next.ordinal, 2);
    QCOMPARE(next.force.groups.size(), 2);
    const Ww1Group *p1 = next.force.group(u"p1"_s);
    QVERIFY(p1);
    QCOMPARE(p1->startMembers, 9); // 12 - 3: casualties are for good between battles
    QCOMPARE(p1->casualties, 0);
    QCOMPARE(p1->conditionsTested, QList<Ww1Condition>());
    QCOMPARE(p1->status, Ww1GroupStatus::Normal);
    QCOMPARE(p1->stands.size(), 6);
    const Ww1Group *s1 = next.force.group(u"s1"_s);
    QVERIFY(s1);
    QCOMPARE(s1->startMembers, 6);
    QCOMPARE(s1->stands.size(), 0); // both surrendered: prisoners (A.4.2)
    QCOMPARE(next.surrendered, (QStringList{u"vogt (Abschnitt Vogt)"_s, u"brandt (Abschnitt Vogt)"_s}));
    QCOMPARE(next.lost, QStringList{u"Machine-gun post"_s});
    const Ww1Stand *hale = next.force.stand(u"hale"_s);
    QVERIFY(hale);
    QCOMPARE(hale->result, Ww1Result::None);
    QCOMPARE(hale->testedUnderFire, haleUnderFire);
    QCOMPARE(hale->testedEnterPosition, false);
    QCOMPARE(hale->square, u"B4"_s);
    QCOMPARE(next.force.log, QList<Ww1LogRecord>());
    QCOMPARE(next.force.turn, 1);
    QCOMPARE(next.force.settings, m_raid.settings);
    QCOMPARE(next.force.rules, m_raid.rules);
    QVERIFY(next.reading.contains(u"no campaign rule"_s));
    QCOMPARE(next.reading.contains(u"veterans"_s), veterans);
    QCOMPARE(next.groups.at(0), u"1st Platoon: 12 member(s) at the start, 3 casualty(ies): starts with 9"_s);
}

void TestWw1Campaign::nextBattleFromTheCampaign()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error), qPrintable(error));
    const auto next = Ww1CampaignRecorder(*db).nextBattle(u"Trench raid"_s, &error);
    QVERIFY2(next, qPrintable(error));
    QCOMPARE(next->ordinal, 2);
    QCOMPARE(next->force, Ww1CarryOver::nextBattle(m_oneSide, 2).force);

    // The window's hook: the state for the document and the status line that says what carried over.
    QString status;
    const auto state = Ww1CampaignHooks::nextBattle(*db, u"Trench raid"_s, nullptr, nullptr, &status);
    QVERIFY(state);
    QCOMPARE(*Ww1State::of(*state), next->force);
    QVERIFY2(status.startsWith(u"\"Trench raid\" for its battle 2."_s), qPrintable(status));
    QVERIFY2(status.contains(u"Prisoners, gone (A.4.2): vogt (Abschnitt Vogt), brandt (Abschnitt Vogt)."_s), qPrintable(status));
    QVERIFY2(status.contains(Ww1CarryOver::reading()), qPrintable(status));

    // Its second battle is its battle 2; the next one after it starts from that.
    Ww1Force second = next->force;
    QVERIFY(Ww1Engine::addCasualties(second, u"p1"_s, 1).error.isEmpty());
    const auto record = Ww1CampaignRecorder(*db).recordBattle({second}, BattleInfo{}, &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->forces.at(0).ordinal, 2);
    QCOMPARE(record->name, u"Battle 2"_s);
    QCOMPARE(Ww1CampaignRecorder(*db).nextBattle(u"Trench raid"_s, &error)->force.group(u"p1"_s)->startMembers, 8);
    QVERIFY(!Ww1CampaignRecorder(*db).nextBattle(u"No such force"_s, &error));
    QCOMPARE(error, u"the campaign has no force \"No such force\""_s);
}

void TestWw1Campaign::ratioAndWw1SideBySide()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString file = db->fileName();
    QString error;
    const auto ratioBefore = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratioBefore, qPrintable(error));
    const Cli textBefore = run({file, u"list"_s});
    const Cli jsonBefore = run({file, u"list"_s, u"--json"_s});
    QCOMPARE(textBefore.code, 0);
    // Before any WW1 battle, ratio's list is as it always was: the same as ratio's verbs alone give.
    QCOMPARE(textBefore.out, campaign({file, u"list"_s}).out);
    QCOMPARE(jsonBefore.out, campaign({file, u"list"_s, u"--json"_s}).out);

    const auto record = Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, ratioBefore->size() + 1); // one numbering for the campaign's battles

    // Each system lists its own battles, with its own figures.
    QCOMPARE(*RatioCampaignRecorder(*db).listBattles(&error), *ratioBefore);
    const auto ww1 = Ww1CampaignRecorder(*db).listBattles(&error);
    QCOMPARE(ww1->size(), 1);
    QCOMPARE(ww1->at(0).number, record->number);
    QCOMPARE(db->battleCount(&error), ratioBefore->size() + 1);
    QCOMPARE(db->ruleSystemOf(u"Trench raid"_s), u"ww1-morale"_s);
    QCOMPARE(db->ruleSystemOf(u"Blue Force"_s), u"ratio-morale"_s);

    // `list`: ratio's output, then WW1's battles under their own heading. Ratio's is as before but for the
    // WW1 force's side, which the campaign has now.
    const Cli both = run({file, u"list"_s});
    QCOMPARE(both.code, 0);
    const Cli ratioNow = run({file, u"list"_s, u"--system"_s, u"ratio"_s});
    QCOMPARE(ratioNow.out, campaign({file, u"list"_s}).out);
    // Its heading counts every battle of the campaign now, WW1's too.
    const auto withoutSides = [](QString text) {
        return text.remove(QRegularExpression(u"\nSides: [^\n]*"_s)).remove(QRegularExpression(u"^Campaign [^\n]*"_s));
    };
    QCOMPARE(withoutSides(ratioNow.out), withoutSides(textBefore.out));
    QVERIFY2(ratioNow.out.contains(u": %1 battle(s)\n"_s.arg(ratioBefore->size() + 1)), qPrintable(ratioNow.out));
    QVERIFY2(ratioNow.out.contains(u"Sides: Blue (Alice), Red (Bob), British\n"_s), qPrintable(ratioNow.out));
    QVERIFY2(both.out.startsWith(ratioNow.out), qPrintable(both.out));
    const QString section = both.out.mid(ratioNow.out.size());
    QVERIFY2(section.startsWith(u"WW1 "_s) && section.contains(u": 1 battle(s)\n"_s), qPrintable(section));
    QVERIFY2(section.contains(u"Battle %1, \"Raid on Bazentin\" (1916-07-14, scenario \"Trench raid\", 1 turn(s))"_s.arg(record->number)),
             qPrintable(section));
    QVERIFY2(!section.contains(u"points"_s), qPrintable(section));
    // Ratio's JSON stays one object of ratio's; WW1's is asked for by name.
    const QJsonObject ratioJson = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s}).out.toUtf8()).object();
    QCOMPARE(ratioJson.value(u"battles"_s), QJsonDocument::fromJson(jsonBefore.out.toUtf8()).object().value(u"battles"_s));
    const Cli json = run({file, u"list"_s, u"--json"_s, u"--system=ww1"_s});
    QCOMPARE(json.code, 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(doc.value(u"ruleSystem"_s).toString(), u"ww1-morale"_s);
    const QJsonArray battles = doc.value(u"battles"_s).toArray();
    QCOMPARE(battles.size(), 1);
    const QJsonObject force = battles.at(0).toObject().value(u"forces"_s).toArray().at(0).toObject();
    QCOMPARE(force.value(u"casualties"_s).toInt(), 5);
    QCOMPARE(force.value(u"withdrawals"_s).toInt(), 1);
    QCOMPARE(force.value(u"surrenders"_s).toInt(), 2);
    QCOMPARE(force.value(u"groups"_s).toArray().at(0).toObject().value(u"conditionsTested"_s).toArray(), QJsonArray{u"c1"_s});

    // Ratio goes on recording as before, and WW1 does not take ratio's forces (nor ratio WW1's).
    QVERIFY(!RatioCampaignRecorder(*db).nextBattle(u"Trench raid"_s, &error));
    QVERIFY2(error.contains(u"was recorded by the rule system \"ww1-morale\""_s), qPrintable(error));
    QVERIFY(!Ww1CampaignRecorder(*db).nextBattle(u"Blue Force"_s, &error));
    QCOMPARE(error, u"force \"Blue Force\" was recorded by the rule system \"ratio-morale\""_s);
}

void TestWw1Campaign::refusedRecordsChangeNothing_data()
{
    QTest::addColumn<QString>("refusal");
    QTest::addColumn<QString>("reason");
    QTest::newRow("nothing") << u"nothing"_s << u"there is no WW1 force to record"_s;
    QTest::newRow("no name") << u"no name"_s << u"without a name"_s;
    QTest::newRow("twice") << u"twice"_s << u"force \"Trench raid\" is given twice"_s;
    QTest::newRow("no groups") << u"no groups"_s << u"has no groups to record"_s;
    QTest::newRow("invalid") << u"invalid"_s << u"force \"Trench raid\" is not valid: "_s;
    QTest::newRow("ratio's force") << u"ratio's force"_s << u"force \"Blue Force\" was recorded by the rule system \"ratio-morale\""_s;
    QTest::newRow("recorded again") << u"again"_s << u"already recorded, as battle 3"_s;
    QTest::newRow("turns") << u"turns"_s << u"the number of turns must be from 1 to 100000"_s;
    QTest::newRow("disk fails") << u"disk"_s << u"the battle was not recorded: disk on fire"_s;
}

void TestWw1Campaign::refusedRecordsChangeNothing()
{
    QFETCH(QString, refusal);
    QFETCH(QString, reason);
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error), qPrintable(error));
    const QStringList before = rowCounts(db->fileName());
    QList<Ww1Force> forces{m_oneSide};
    BattleInfo info;
    if (refusal == u"nothing"_s) {
        forces.clear();
    } else if (refusal == u"no name"_s) {
        forces[0].name = u"  "_s;
    } else if (refusal == u"twice"_s) {
        forces.append(m_oneSide);
    } else if (refusal == u"no groups"_s) {
        forces[0].groups.clear();
    } else if (refusal == u"invalid"_s) {
        forces[0].groups[0].casualties = -1;
    } else if (refusal == u"ratio's force"_s) {
        forces[0].name = u"Blue Force"_s;
    } else if (refusal == u"turns"_s) {
        info.turns = 100001;
    } else if (refusal == u"disk"_s) {
        forces[0].log.append(forces[0].log.constLast());
        QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
        QVERIFY(q.exec(u"CREATE TEMP TRIGGER refuse_log BEFORE INSERT ON ww1_log_records WHEN NEW.seq > 2 "
                       "BEGIN SELECT RAISE(ABORT, 'disk on fire'); END"_s));
    }
    QVERIFY(!Ww1CampaignRecorder(*db).recordBattle(forces, info, &error));
    QVERIFY2(error.contains(reason), qPrintable(error));
    QCOMPARE(rowCounts(db->fileName()), before);
    if (refusal == u"disk"_s) {
        QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
        QVERIFY(q.exec(u"DROP TRIGGER temp.refuse_log"_s));
        QVERIFY2(Ww1CampaignRecorder(*db).recordBattle(forces, info, &error), qPrintable(error));
    }
}

void TestWw1Campaign::verbDispatch_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("output");
    // %W: a WW1 force file, %R: a ratio battlegroup file, %O: an output file.
    QTest::newRow("record: the file's system, WW1") << QStringList{u"record"_s, u"%W"_s, u"--name"_s, u"Raid"_s} << 0
                                                     << u"Recorded WW1 battle 4, \"Raid\""_s;
    QTest::newRow("record: the file's system, ratio") << QStringList{u"record"_s, u"%R"_s, u"--date"_s, u"2026-11-01"_s} << 0
                                                       << u"Recorded battle 4,"_s;
    QTest::newRow("record: WW1 takes WW1 files only") << QStringList{u"record"_s, u"%W"_s, u"%R"_s} << 1
                                                       << u"a WW1 battle records WW1 forces only"_s;
    QTest::newRow("record: --system ww1 of a ratio file") << QStringList{u"record"_s, u"--system"_s, u"ww1"_s, u"%R"_s} << 1
                                                          << u"a WW1 battle records WW1 forces only"_s;
    QTest::newRow("record: --system by full id") << QStringList{u"record"_s, u"%W"_s, u"--system=ww1-morale"_s} << 0
                                                 << u"Recorded WW1 battle 4"_s;
    QTest::newRow("next-battle: the force's system, WW1")
        << QStringList{u"next-battle"_s, u"Trench raid"_s, u"-o"_s, u"%O"_s} << 0 << u"for its battle 2."_s;
    QTest::newRow("next-battle: the force's system, ratio")
        << QStringList{u"next-battle"_s, u"Blue Force"_s, u"-o"_s, u"%O"_s} << 0 << u"\"Blue Force\" for its battle 3."_s;
    QTest::newRow("next-battle: veterans") << QStringList{u"next-battle"_s, u"Trench raid"_s, u"-o"_s, u"%O"_s, u"--veterans"_s}
                                           << 0 << u"House rule, veterans"_s;
    QTest::newRow("next-battle: not WW1's") << QStringList{u"next-battle"_s, u"--system"_s, u"ww1"_s, u"Blue Force"_s, u"-o"_s, u"%O"_s}
                                            << 1 << u"was recorded by the rule system \"ratio-morale\""_s;
    QTest::newRow("unknown system") << QStringList{u"list"_s, u"--system"_s, u"napoleonic"_s} << 2
                                    << u"list: --system must be one of ratio, ww1, not \"napoleonic\""_s;
    QTest::newRow("--system without a name") << QStringList{u"list"_s, u"--system"_s} << 2 << u"--system needs a rule system"_s;
    QTest::newRow("--system twice") << QStringList{u"list"_s, u"--system"_s, u"ww1"_s, u"--system"_s, u"ratio"_s} << 2
                                    << u"--system is given more than once"_s;
    QTest::newRow("not a verb of WW1") << QStringList{u"service-record"_s, u"t"_s, u"--system"_s, u"ww1"_s} << 2
                                       << u"\"service-record\" is not a verb of ww1-morale"_s;
    QTest::newRow("ratio's own verb") << QStringList{u"service-record"_s, u"t"_s} << 0 << u"Tank Hammer (t) of Blue Force"_s;
}

void TestWw1Campaign::verbDispatch()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, output);
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error), qPrintable(error));
    const QString file = db->fileName();
    db.reset();
    Ww1Force raid = m_oneSide;
    raid.name = u"Second raid"_s;
    const QString ww1File = newFile(u"raid"_s) + u".json"_s;
    QVERIFY(writeAll(ww1File, forceBytes(raid)));
    const QString out = newFile(u"next"_s) + u".json"_s;
    for (QString &a : arguments) {
        a.replace(u"%W"_s, ww1File);
        a.replace(u"%R"_s, dataPath(u"valid/mid-game.json"_s));
        a.replace(u"%O"_s, out);
    }
    const Cli r = run(QStringList{file} + arguments);
    QVERIFY2(r.code == code, qPrintable(r.out + r.err));
    QVERIFY2((code == 0 ? r.out : r.err).contains(output), qPrintable(r.out + r.err));
    if (code != 0)
        QVERIFY(oneLine(r.err));
    if (code == 0 && arguments.first() == u"next-battle"_s) {
        const EnvelopeResult read = FileEnvelope::readFile(out, ruleSystems());
        QVERIFY(read.ok());
        QCOMPARE(read.state->ruleSystem(), arguments.at(1) == u"Trench raid"_s ? u"ww1-morale"_s : u"ratio-morale"_s);
    }
}

void TestWw1Campaign::listOfAWw1Campaign()
{
    auto db = newCampaign();
    QVERIFY(db);
    const QString file = db->fileName();
    // No battle yet: the fallback's list, as ever.
    QCOMPARE(run({file, u"list"_s}).out, campaign({file, u"list"_s}).out);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error), qPrintable(error));
    // A campaign whose battles are all WW1's lists as WW1's, text and JSON.
    const Cli text = run({file, u"list"_s});
    QCOMPARE(text.code, 0);
    QVERIFY2(text.out.startsWith(u"Campaign \"%1\", WW1 "_s.arg(campaignInfo().name)), qPrintable(text.out));
    QVERIFY2(text.out.contains(u"    Abschnitt Vogt (German, Defender): 6 of 8 left, 2 casualty(ies); tested C1 (passed 1, failed 0); "
                               "2 stand(s) surrendered\n"_s),
             qPrintable(text.out));
    const QJsonObject doc = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s}).out.toUtf8()).object();
    QCOMPARE(doc.value(u"ruleSystem"_s).toString(), u"ww1-morale"_s);
    QCOMPARE(doc.value(u"battles"_s).toArray().size(), 1);
}

void TestWw1Campaign::pageShowsWw1FiguresOnly()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    Ww1CampaignPage page(db.get());
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.model()->rowCount(), 0);
    QCOMPARE(page.summaryText(), u"No WW1 battle recorded yet."_s);
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error), qPrintable(error));
    page.refresh();
    QCOMPARE(page.model()->rowCount(), 2); // its two groups; none of ratio's battlegroups
    QCOMPARE(page.summaryText(), u"1 WW1 battle(s); 1 group withdrawal(s); 2 stand(s) surrendered."_s);
    const auto cell = [&](int row, int column) { return page.model()->index(row, column).data().toString(); };
    QCOMPARE(cell(0, Ww1CampaignModel::Battle), u"3: Raid on Bazentin"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Group), u"1st Platoon"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Left), u"9"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Tested), u"C1"_s);
    QCOMPARE(cell(0, Ww1CampaignModel::Withdrew), u"withdrawing at the end"_s);
    QCOMPARE(cell(1, Ww1CampaignModel::Side), u"German"_s);
    QCOMPARE(cell(1, Ww1CampaignModel::Surrendered), u"2"_s);
    QCOMPARE(page.title(), u"&WW1 battles"_s);
    const QList<CampaignPage *> pages = Ww1CampaignHooks::pages(db.get(), nullptr, nullptr);
    QCOMPARE(pages.size(), 1);
    qDeleteAll(pages);
    QVERIFY(Ww1CampaignHooks::verbs());
    QCOMPARE(Ww1CampaignHooks::verbs()->ruleSystem, u"ww1-morale"_s);
}

void TestWw1Campaign::migrateVersion4Fixture()
{
    const QString file = m_dir.filePath(u"somme-v4.mdcampaign"_s);
    QVERIFY(QFile::copy(dataPath(u"campaign/v4-campaign.sqlite"_s), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    const QStringList kept{u"campaign"_s,   u"sides"_s,        u"battlegroups"_s,       u"battles"_s,
                           u"participants"_s, u"ratio_units"_s, u"ratio_unit_results"_s, u"ratio_piece_results"_s,
                           u"ratio_log_records"_s, u"ratio_replacements"_s};
    QStringList before;
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 4);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_schema WHERE name LIKE 'ww1_%'"_s).toInt(), 0);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM battles"_s).toInt(), 2);
        before = rowsOf(raw, kept);
    }
    QString error;
    auto db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 4);
    QCOMPARE(db->migrationBackup(), m_dir.filePath(u"somme-v4.format4-backup.mdcampaign"_s));
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 5);
        QCOMPARE(CampaignSchema::current, 5);
        QCOMPARE(raw.column(u"SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'ww1_%' ORDER BY name"_s),
                 (QVariantList{u"ww1_group_results"_s, u"ww1_log_records"_s, u"ww1_stand_results"_s}));
        // Every record the file held is there, row for row.
        QCOMPARE(rowsOf(raw, kept), before);
        QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());
    }
    {
        RawFile backup(db->migrationBackup());
        QCOMPARE(backup.value(u"PRAGMA user_version"_s).toInt(), 4);
        QCOMPARE(rowsOf(backup, kept), before);
    }
    // Ratio's battles list as they did; a WW1 battle joins them as battle 3.
    const auto ratio = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratio, qPrintable(error));
    QCOMPARE(ratio->size(), 2);
    QCOMPARE(ratio->at(0).name, u"Kell Wood"_s);
    QCOMPARE(RatioCampaignRecorder(*db).replacements({}, &error)->size(), 2);
    const auto record = Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 3);
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
    db.reset();
    // Not migrated again.
    db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 5);
    QCOMPARE(db->migrationBackup(), QString());
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestWw1Campaign test;
    return QTest::qExec(&test, argc, argv);
}

// A force file holding both sides (the shipped sample: British and German groups) is recorded as one force per
// side in one battle; each side's next battle gives that side's groups only.
void TestWw1Campaign::bothSidesRecordedPerSide()
{
    QFile sample(QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/ww1-trench-raid.json"_s);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QString error;
    const auto raid = Ww1CampaignRecorder::forceFromJson(sample.readAll(), u"the sample"_s, &error);
    QVERIFY2(raid, qPrintable(error));
    const QString name = raid->name;
    auto db = newCampaign();
    QVERIFY(db);
    const auto record = Ww1CampaignRecorder(*db).recordBattle({*raid}, raidInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->forces.size(), 2);
    QCOMPARE(record->forces.at(0).force, name + u" (British)"_s);
    QCOMPARE(record->forces.at(0).side, u"British"_s);
    QCOMPARE(record->forces.at(1).force, name + u" (German)"_s);
    QCOMPARE(record->forces.at(1).side, u"German"_s);
    for (const Ww1ForceResult &f : record->forces) {
        for (const Ww1GroupResult &g : f.groups)
            QCOMPARE(g.side, f.side);
    }

    RawFile raw(db->fileName());
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM battles"_s).toInt(), 1);
    QCOMPARE(raw.column(u"SELECT g.name || ' / ' || s.name FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id "
                        "JOIN sides s ON s.id = p.side_id ORDER BY p.position"_s),
             (QVariantList{u"%1 (British) / British"_s.arg(name), u"%1 (German) / German"_s.arg(name)}));
    QCOMPARE(raw.column(u"SELECT g.name || ' / ' || r.side FROM ww1_group_results r JOIN battlegroups g ON g.id = r.battlegroup_id "
                        "ORDER BY g.id, r.position"_s),
             (QVariantList{u"%1 (British) / British"_s.arg(name), u"%1 (British) / British"_s.arg(name),
                           u"%1 (German) / German"_s.arg(name), u"%1 (German) / German"_s.arg(name)}));

    const auto german = Ww1CampaignRecorder(*db).nextBattle(name + u" (German)"_s, &error);
    QVERIFY2(german, qPrintable(error));
    QCOMPARE(german->force.groups.size(), 2);
    for (const Ww1Group &g : german->force.groups)
        QCOMPARE(g.side, u"German"_s);
    const auto british = Ww1CampaignRecorder(*db).nextBattle(name + u" (British)"_s, &error);
    QVERIFY2(british, qPrintable(error));
    QCOMPARE(british->force.groups.size(), 2);
    for (const Ww1Group &g : british->force.groups)
        QCOMPARE(g.side, u"British"_s);

    // The split itself: each side's log records only, the turn records in both.
    const QList<Ww1Force> parts = Ww1CarryOver::bySide(m_raid);
    QCOMPARE(parts.size(), 2);
    QCOMPARE(parts.at(0).name, u"Trench raid (British)"_s);
    qsizetype logged = 0;
    for (const Ww1Force &part : parts) {
        for (const Ww1LogRecord &l : part.log) {
            if (l.event == Ww1LogEvent::TurnEnded)
                continue;
            ++logged;
            QVERIFY(part.group(l.groupId) || part.stand(l.standId));
        }
    }
    qsizetype turns = 0;
    for (const Ww1LogRecord &l : m_raid.log)
        turns += l.event == Ww1LogEvent::TurnEnded ? 1 : 0;
    QCOMPARE(logged + turns, m_raid.log.size());
    // One side's force is itself.
    Ww1Force british1 = m_raid;
    british1.groups.removeIf([](const Ww1Group &g) { return g.side != u"British"_s; });
    QCOMPARE(Ww1CarryOver::bySide(british1).size(), 1);
    QCOMPARE(Ww1CarryOver::bySide(british1).at(0).name, u"Trench raid"_s);
}

// A campaign of both systems: list --json keeps ratio's object and adds WW1's battles as "ww1Battles"; the
// heading counts every battle; participants and strength list ratio's battles only.
void TestWw1Campaign::mixedListAndLists()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString file = db->fileName();
    const Cli jsonBefore = run({file, u"list"_s, u"--json"_s});
    const Cli participantsBefore = run({file, u"export-csv"_s, u"participants"_s});
    const Cli strengthBefore = run({file, u"export-csv"_s, u"strength"_s});
    QCOMPARE(jsonBefore.code, 0);
    QVERIFY(!QJsonDocument::fromJson(jsonBefore.out.toUtf8()).object().contains(u"ww1Battles"_s));
    QString error;
    const auto ratioBattles = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratioBattles, qPrintable(error));
    QVERIFY(Ww1CampaignRecorder(*db).recordBattle({m_raid}, raidInfo(), &error));

    const QJsonObject doc = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s}).out.toUtf8()).object();
    const QJsonObject before = QJsonDocument::fromJson(jsonBefore.out.toUtf8()).object();
    QCOMPARE(doc.value(u"battles"_s), before.value(u"battles"_s));
    QCOMPARE(doc.value(u"replacements"_s), before.value(u"replacements"_s));
    const QJsonObject ww1 = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s, u"--system"_s, u"ww1"_s}).out.toUtf8()).object();
    QCOMPARE(doc.value(u"ww1Battles"_s), ww1.value(u"battles"_s));
    QVERIFY(!doc.value(u"ww1Battles"_s).toArray().isEmpty());

    const auto info = db->info(&error);
    QVERIFY2(info, qPrintable(error));
    const Cli text = run({file, u"list"_s});
    QVERIFY2(text.out.startsWith(u"Campaign \"%1\": %2 battle(s)\n"_s.arg(info->name).arg(ratioBattles->size() + 1)),
             qPrintable(text.out));

    // The usage says which of its verbs only one system has; with one system it is as it was.
    QVERIFY2(run({u"--help"_s}).out.endsWith(u"\nOnly ratio has service-record, add-replacement.\n"_s), qPrintable(run({u"--help"_s}).out));
    QVERIFY(!campaign({u"--help"_s}).out.contains(u"Only "_s));

    // Ratio's figures: WW1's forces have none, so they are not listed with 0 points.
    QCOMPARE(run({file, u"export-csv"_s, u"participants"_s}).out, participantsBefore.out);
    QCOMPARE(run({file, u"export-csv"_s, u"strength"_s}).out, strengthBefore.out);
}

#include "tst_ww1_campaign.moc"
