// WW1's campaign records (seed 002): recording a force (ww1_ tables), both sides of a force file recorded per
// side, the next battle's carry-over (the program's reading: seed 002 has no campaign rule), and WW1 and ratio
// battles side by side. Refused records, the verbs, the page and the migration are in tst_ww1_campaign_verbs.
#include "Ww1CampaignFixture.h"
#include "widgets/CampaignChartData.h"
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

class TestWw1Campaign : public QObject, private Ww1CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { setUpRaid(); }
    void recordsGroupsStandsAndLog();
    void groupFigures_data();
    void groupFigures();
    void entrySnapshotUndoesTheLog();
    void carryOver_data();
    void carryOver();
    void nextBattleFromTheCampaign();
    void ratioAndWw1SideBySide();
    void bothSidesRecordedPerSide();
    void chartSaysWhyItIsEmpty();
};

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

    RawFile raw(locationOf(*db));
    QCOMPARE(raw.value(u"SELECT rule_system FROM battles"_s).toString(), u"ww1-morale"_s);
    QCOMPARE(raw.value(u"SELECT outcome FROM battles"_s).toString(), u"undecided"_s);
    QCOMPARE(raw.value(u"SELECT rule_system FROM battlegroups WHERE name = 'Trench raid'"_s).toString(), u"ww1-morale"_s);
    // The generic participants' ratio figures have no WW1 meaning. (SQL both engines take: no SQLite-only
    // quote().)
    QCOMPARE(raw.column(u"SELECT starting_points || ' ' || ending_points || ' ' || lost_points || ' ' || breaking_turn || ' ' "
                        "|| COALESCE(CAST(retreated_from_turn AS TEXT), 'NULL') || ' ' "
                        "|| held_field FROM participants"_s),
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
    if (!onServer()) // a server checks foreign keys on every write
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
    // A.2.1 C1 for 12 is 3 casualties, failed at +0 with a 5 (A.3.1): withdrawing (A.4.1).
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
    RawFile raw(locationOf(*db));
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
    const QString file = locationOf(*db);
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

    RawFile raw(locationOf(*db));
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

// Issue 15: the campaign window's losses chart is every system's; WW1 counts no morale points, so a campaign of
// WW1 battles only has no bars, and the chart says why instead of drawing an empty axis.
void TestWw1Campaign::chartSaysWhyItIsEmpty()
{
    auto db = newCampaign();
    QVERIFY(db);
    QCOMPARE(CampaignChartData::build(*db).kind, CampaignChartData::Kind::Empty);
    QVERIFY(CampaignChartData::build(*db).emptyText.contains(u"No battle is recorded yet"_s));
    QString error;
    QVERIFY2(Ww1CampaignRecorder(*db).recordBattle({m_oneSide}, raidInfo(), &error), qPrintable(error));
    const CampaignChartData data = CampaignChartData::build(*db);
    QCOMPARE(data.kind, CampaignChartData::Kind::Empty);
    QVERIFY(data.sets.isEmpty());
    QVERIFY2(data.emptyText.contains(u"counts no morale points"_s), qPrintable(data.emptyText));
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestWw1Campaign test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_ww1_campaign.moc"
