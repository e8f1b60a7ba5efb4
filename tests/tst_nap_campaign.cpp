// The Napoleonic campaign records (seed 003): a battleday recorded per army (nap_ tables), the list (text, JSON,
// CSV), the next battleday's carry-over with 15.96's -1 on every unit's current CMR but the late arrivals
// (checked through NapCmr), the refusal of a battleday recorded twice, the campaign window's page, and the
// v6 -> v7 migration of a file (fixture) and of a server.
#include "CampaignFixture.h"
#include "CampaignCopy.h"
#include "CampaignMigration.h"
#include "CampaignSchema.h"
#include "CampaignSubcommand.h"
#include "NapCampaignFixture.h"
#include "NapFixtures.h"
#include "napoleonic/NapState.h"
#include "napoleonic/campaign/NapCampaignHooks.h"
#include "napoleonic/campaign/NapCampaignModel.h"
#include "napoleonic/campaign/NapCampaignPage.h"
#include "napoleonic/campaign/NapCampaignRecorder.h"
#include "napoleonic/campaign/NapCampaignVerbs.h"
#include "napoleonic/campaign/NapCarryOver.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"
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

using namespace md;
using namespace md::test;
using namespace md::test::nap;
using namespace md::nap;
using namespace Qt::StringLiterals;


class TestNapCampaign : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void recordsArmiesUnitsAndLog();
    void carryOver();
    void campaignPenaltyThroughNapCmr_data();
    void campaignPenaltyThroughNapCmr();
    void nextBattledayFromTheCampaign();
    void refusesABattledayRecordedTwice();
    void refusesWhatItCannotFile();
    void opponentsArmyFromItsOwnFile();
    void listTextJsonCsv();
    void recordAndNextBattleVerbs();
    void pageShowsWhoExceeded();
    void copiedWithTheCampaign();
    void recordsTheSample();
    void migratesVersion6Fixture();
    void migratesAServer();

private:
    NapBattle m_day;
};

void TestNapCampaign::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_s), "the QSQLITE driver (libqt6sql6-sqlite) is needed");
    QVERIFY2(ruleSystems().find(NapCampaignRecorder::ruleSystem()), "the Napoleonic system must be registered");
    m_day = playedDay();
    QVERIFY(m_day.army(u"french"_s)->mfpUsedHalf > NapMfp::totalHalf(*m_day.army(u"french"_s), m_day));
    // The battle is one its own writer and reader take back (what the campaign keeps opens again).
    QString error;
    const auto json = NapCampaignRecorder::battleJson(m_day, &error);
    QVERIFY2(json, qPrintable(error));
    QVERIFY2(NapCampaignRecorder::battleFromJson(*json, u"the played day"_s, &error), qPrintable(error));
}

void TestNapCampaign::recordsArmiesUnitsAndLog()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    const auto record = NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 1);
    QCOMPARE(record->name, u"Small battle, battleday 1"_s);
    QCOMPARE(record->battleday, 1);
    QCOMPARE(record->turns, 3); // the latest turn the log names
    QCOMPARE(record->armies.size(), 2);
    const NapArmyResult &fr = record->armies.at(0);
    QCOMPARE(fr.army, u"French"_s);
    QCOMPARE(fr.ordinal, 1);
    QCOMPARE(fr.mfpTotalHalf, NapMfp::totalHalf(*m_day.army(u"french"_s), m_day));
    QCOMPARE(fr.mfpUsedHalf, fr.mfpTotalHalf + 3);
    QCOMPARE(fr.tierReached, 1); // B.4.7: used > total
    QVERIFY(fr.exceeded);
    QCOMPARE(fr.nextPenalty(), -1); // 15.96
    QCOMPARE(fr.campaignPenalty, 0);
    QCOMPARE(fr.figuresLost(), 6);
    QCOMPARE(fr.count(NapUnitState::Eliminated), 1);
    QCOMPARE(fr.logRecords, 3); // its loss and check, and the turn (no army)
    const NapArmyResult &al = record->armies.at(1);
    QVERIFY(!al.exceeded);
    QCOMPARE(al.tierReached, 0);
    QCOMPARE(al.nextPenalty(), 0);
    QCOMPARE(al.logRecords, 2); // its Landwehr's check and the turn

    RawFile raw(locationOf(*db));
    QCOMPARE(raw.value(u"SELECT rule_system FROM battles"_s).toString(), u"napoleonic-morale"_s);
    QCOMPARE(raw.value(u"SELECT outcome FROM battles"_s).toString(), u"undecided"_s);
    QCOMPARE(raw.column(u"SELECT name || ' ' || rule_system FROM battlegroups ORDER BY id"_s),
             (QVariantList{u"French napoleonic-morale"_s, u"Allied napoleonic-morale"_s}));
    QCOMPARE(raw.column(u"SELECT army || ' ' || battle_name || ' ' || battleday || ' ' || exceeded || ' ' || next_penalty "
                        "|| ' ' || tier_reached FROM nap_battledays ORDER BY battlegroup_id"_s),
             (QVariantList{u"French Small battle 1 1 -1 1"_s, u"Allied Small battle 1 0 0 0"_s}));
    QCOMPARE(raw.value(u"SELECT COUNT(*) FROM nap_unit_results"_s).toInt(), 11);
    QCOMPARE(raw.column(u"SELECT unit_key || ' ' || end_state || ' ' || figures_lost FROM nap_unit_results "
                        "WHERE end_state <> 'good' ORDER BY battlegroup_id, position"_s),
             (QVariantList{u"fr-1-ligne disordered 3"_s, u"fr-2-ligne routed 0"_s, u"fr-voltigeurs eliminated 3"_s,
                           u"al-militia routed 0"_s}));
    QCOMPARE(raw.value(u"SELECT checks FROM nap_unit_results WHERE unit_key = 'fr-2-ligne'"_s).toInt(), 1);
    QCOMPARE(raw.value(u"SELECT late_arrival FROM nap_unit_results WHERE unit_key = 'fr-reserve-bn'"_s).toInt(), 0);
    QCOMPARE(raw.value(u"SELECT late_arrival FROM nap_unit_results WHERE unit_key = 'fr-guard'"_s).toInt(), 1);
    // A check's columns are filled; a loss's are NULL where only a check has a meaning.
    QCOMPARE(raw.column(u"SELECT event || ' ' || COALESCE(circumstance, '-') || ' ' || COALESCE(CAST(roll AS TEXT), '-') || ' ' "
                        "|| result FROM nap_log_records WHERE battlegroup_id = 1 ORDER BY seq"_s),
             (QVariantList{u"loss - - none"_s, u"check P-a 2 routed"_s, u"turn-ended - - none"_s}));
    if (!onServer()) // a server checks foreign keys on every write
        QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());

    // What is listed is what was recorded; the exit snapshot is the army's battle.
    const auto days = NapCampaignRecorder(*db).listBattledays(&error);
    QVERIFY2(days, qPrintable(error));
    QCOMPARE(days->size(), 1);
    QCOMPARE(days->at(0).armies, record->armies);
    QCOMPARE(days->at(0).battleName, u"Small battle"_s);
    QCOMPARE(days->at(0).date, QDate(1809, 4, 20));
    const auto exit = NapCampaignRecorder(*db).snapshot(1, u"French"_s, true, &error);
    QVERIFY2(exit, qPrintable(error));
    QCOMPARE(*exit, NapCarryOver::armyBattle(m_day, *m_day.army(u"french"_s)));
    // The entry snapshot undoes what the log recorded: the 1st Ligne's 3 figures, the 2nd Ligne's rout.
    const auto entry = NapCampaignRecorder(*db).snapshot(1, u"French"_s, false, &error);
    QVERIFY2(entry, qPrintable(error));
    QCOMPARE(entry->unit(u"fr-1-ligne"_s)->figuresLost, 0);
    QCOMPARE(entry->unit(u"fr-2-ligne"_s)->state, NapUnitState::Good);
    QCOMPARE(entry->army(u"french"_s)->mfpUsedHalf, 0);
    QVERIFY(entry->log.isEmpty());
    const QString text = NapCampaignRecorder::describe(*record);
    QVERIFY2(text.contains(u"Recorded Napoleonic battle 1, \"Small battle, battleday 1\" (1809-04-20, battleday 1"_s), qPrintable(text));
    QVERIFY2(text.contains(u"French, its battleday 1: MFP used %1 of %2, demoralized (tier 1 reached); exceeded its MFP: -1 CMR "
                           "on the next battleday (15.96)"_s.arg(NapMfp::text(fr.mfpUsedHalf), NapMfp::text(fr.mfpTotalHalf))),
             qPrintable(text));
}

void TestNapCampaign::carryOver()
{
    const NapNextBattleday next = NapCarryOver::nextBattleday(m_day);
    const NapBattle &b = next.battle;
    QCOMPARE(next.battleday, 2);
    QCOMPARE(b.battleday, 2);
    QCOMPARE(b.turn, 1);
    QCOMPARE(b.phaseIndex, 0);
    QVERIFY(b.log.isEmpty());
    QVERIFY(b.pending.isEmpty());
    const NapArmy &fr = *b.army(u"french"_s);
    QCOMPARE(fr.campaignPenalty, -1); // 15.96
    QCOMPARE(fr.exceededToday, false);
    QCOMPARE(fr.mfpUsedHalf, 0);
    QCOMPARE(fr.demoralTier, 0);
    QCOMPARE(fr.demoralPenalty, 0);
    QCOMPARE(fr.warned90, false);
    QCOMPARE(b.army(u"allied"_s)->campaignPenalty, 0);
    // Figures lost carry over (15.52); Disordered and Routed start Good; rally failures reset.
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->figuresLost, 3);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Good);
    QCOMPARE(b.unit(u"fr-2-ligne"_s)->state, NapUnitState::Good);
    QCOMPARE(b.unit(u"fr-2-ligne"_s)->rallyFailures, 0);
    QCOMPARE(b.unit(u"fr-battery"_s)->cannonLost, 1);
    QCOMPARE(b.unit(u"al-militia"_s)->state, NapUnitState::Good);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->startCmr, 6); // the starting CMR stays (15.27)
    // Eliminated units stay out.
    QVERIFY(!b.unit(u"fr-voltigeurs"_s));
    QCOMPARE(next.eliminated, QStringList{u"Voltigeurs (1st Brigade)"_s});
    // Still awaiting: a later arrival (exempt); the Guard came late on day 1 but fought then: no longer.
    QVERIFY(b.command(u"fr-reserve"_s)->lateArrival);
    QVERIFY(!b.command(u"fr-1bde"_s)->lateArrival);
    QVERIFY(!b.unit(u"fr-guard"_s)->lateArrival);
    QCOMPARE(next.lateArrivals, (QStringList{u"French Reserve (French)"_s, u"Reserve Brigade (Allied)"_s}));
    QCOMPARE(b.settings, m_day.settings);
    QCOMPARE(b.rules, m_day.rules);
    QCOMPARE(next.armies.at(0), u"French: exceeded its MFP on battleday 1: -1 CMR on battleday 2 (15.96)"_s);
    QVERIFY(next.reading.contains(u"15.96"_s));
    QVERIFY(next.reading.contains(u"MoraleDesk's reading"_s));
}

void TestNapCampaign::campaignPenaltyThroughNapCmr_data()
{
    QTest::addColumn<QString>("unit");
    QTest::addColumn<int>("change");
    QTest::addColumn<int>("current");
    // 15.96: -1 on the next battleday for the army that exceeded; B.3.1 start - figures lost - campaign.
    QTest::newRow("French 1st Ligne: 6 - 3 lost - 1") << u"fr-1-ligne"_s << -1 << 2;
    QTest::newRow("French 2nd Ligne, rallied by the night") << u"fr-2-ligne"_s << -1 << 4;
    QTest::newRow("French Guard, late on day 1 only") << u"fr-guard"_s << -1 << 7;
    QTest::newRow("French reserve, arriving later: exempt") << u"fr-reserve-bn"_s << 0 << 6;
    QTest::newRow("Allied Highlanders: no excess") << u"al-highlanders"_s << 0 << 7;
    QTest::newRow("Allied reserve, arriving later") << u"al-reserve-bn"_s << 0 << 6;
}

void TestNapCampaign::campaignPenaltyThroughNapCmr()
{
    QFETCH(QString, unit);
    QFETCH(int, change);
    QFETCH(int, current);
    const NapBattle next = NapCarryOver::nextBattleday(m_day).battle;
    NapBattle without = next;
    for (NapArmy &a : without.armies)
        a.campaignPenalty = 0;
    QCOMPARE(NapCmr::current(next, unit).value - NapCmr::current(without, unit).value, change);
    QCOMPARE(NapCmr::current(next, unit).value, current);
    // Every French unit on the table carries the -1; every other unit none.
    const QHash<QString, int> withPenalty = currentCmrs(next);
    const QHash<QString, int> withoutPenalty = currentCmrs(without);
    for (auto it = withPenalty.cbegin(); it != withPenalty.cend(); ++it) {
        const NapCommand *command = nullptr;
        const NapArmy *army = nullptr;
        QVERIFY(next.unit(it.key(), &command, &army));
        const int expected = army->id == u"french"_s && !command->lateArrival ? -1 : 0;
        QCOMPARE(it.value() - withoutPenalty.value(it.key()), expected);
    }
}

void TestNapCampaign::nextBattledayFromTheCampaign()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error), qPrintable(error));
    const auto next = NapCampaignRecorder(*db).nextBattleday(u"Allied"_s, &error);
    QVERIFY2(next, qPrintable(error));
    QCOMPARE(next->battleday, 2);
    // Both armies of that battleday, each from its own record.
    QCOMPARE(next->battle.armies, NapCarryOver::nextBattleday(m_day).battle.armies);
    QCOMPARE(next->battle.armies.at(0).name, u"French"_s);

    // The window's hook: the state for the document and the status line that says what carried over.
    QString status;
    const auto state = NapCampaignHooks::nextBattle(*db, u"French"_s, nullptr, nullptr, &status);
    QVERIFY(state);
    QCOMPARE(NapState::of(*state)->armies, next->battle.armies);
    QVERIFY2(status.startsWith(u"\"Small battle\", battleday 2."_s), qPrintable(status));
    QVERIFY2(status.contains(u"Eliminated, they stay out: Voltigeurs (1st Brigade)."_s), qPrintable(status));
    QVERIFY2(status.contains(NapCarryOver::reading()), qPrintable(status));

    // Its second battleday: each army's battleday 2, with the -1 it fought at; the third starts from it.
    NapBattle second = next->battle;
    second.unit(u"fr-1-ligne"_s)->figuresLost = 5;
    const auto record = NapCampaignRecorder(*db).recordBattleday(second, BattleInfo{}, &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 2);
    QCOMPARE(record->armies.at(0).ordinal, 2);
    QCOMPARE(record->armies.at(0).campaignPenalty, -1);
    QVERIFY(!record->armies.at(0).exceeded);
    QCOMPARE(record->name, u"Small battle, battleday 2"_s);
    const auto third = NapCampaignRecorder(*db).nextBattleday(u"French"_s, &error);
    QVERIFY2(third, qPrintable(error));
    QCOMPARE(third->battleday, 3);
    QCOMPARE(third->battle.army(u"french"_s)->campaignPenalty, 0); // not exceeded on day 2
    QCOMPARE(third->battle.unit(u"fr-1-ligne"_s)->figuresLost, 5);
    QVERIFY(!NapCampaignRecorder(*db).nextBattleday(u"Prussians"_s, &error));
    QCOMPARE(error, u"the campaign has no army \"Prussians\""_s);
}

void TestNapCampaign::refusesABattledayRecordedTwice()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error), qPrintable(error));
    const QByteArray before = campaignContents(locationOf(*db));
    QVERIFY(!NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error));
    QCOMPARE(error, u"the battleday was not recorded: battleday 1 of \"Small battle\" is already recorded for the army \"French\", "
                    "as battle 1; a battleday is recorded once (Next battle gives the next battleday)"_s);
    // Also when only one of its armies was recorded on that day.
    NapBattle allied = m_day;
    allied.armies.removeFirst();
    QVERIFY(!NapCampaignRecorder(*db).recordBattleday(allied, dayInfo(), &error));
    QVERIFY2(error.contains(u"already recorded for the army \"Allied\""_s), qPrintable(error));
    QCOMPARE(campaignContents(locationOf(*db)), before);
    QCOMPARE(db->battleCount(&error), 1);
}

void TestNapCampaign::refusesWhatItCannotFile()
{
    auto db = newCampaign();
    QVERIFY(db);
    const QByteArray before = campaignContents(locationOf(*db));
    QString error;
    NapBattle unnamed = m_day;
    unnamed.name = u"  "_s;
    QVERIFY(!NapCampaignRecorder(*db).recordBattleday(unnamed, dayInfo(), &error));
    QVERIFY2(error.startsWith(u"a Napoleonic battle without a name cannot be recorded"_s), qPrintable(error));
    NapBattle twice = m_day;
    twice.armies[1].name = u"French"_s;
    QVERIFY(!NapCampaignRecorder(*db).recordBattleday(twice, dayInfo(), &error));
    QCOMPARE(error, u"the army \"French\" is named twice"_s);
    QCOMPARE(campaignContents(locationOf(*db)), before);
}

// The window records a file of one army with the other side's army from its own file, when the players add it.
void TestNapCampaign::opponentsArmyFromItsOwnFile()
{
    NapBattle french = m_day;
    french.armies.removeLast();
    french.log.removeIf([](const NapLogRecord &l) { return l.armyId == u"allied"_s; });
    const NapBattle allied = NapCarryOver::armyBattle(m_day, *m_day.army(u"allied"_s));
    QString error;
    const auto merged = NapCampaignHooks::withArmiesOf(french, allied, &error);
    QVERIFY2(merged, qPrintable(error));
    QCOMPARE(merged->armies, m_day.armies);
    QCOMPARE(merged->log, m_day.log); // the French records, then the Allied army's own
    auto db = newCampaign();
    QVERIFY(db);
    const auto record = NapCampaignRecorder(*db).recordBattleday(*merged, dayInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->armies.size(), 2);
    // An id the open battle already uses is refused, naming it.
    QVERIFY(!NapCampaignHooks::withArmiesOf(m_day, allied, &error));
    QCOMPARE(error, u"the id \"allied\" of the army \"Allied\" is already used in the open battle"_s);
}

void TestNapCampaign::listTextJsonCsv()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString file = locationOf(*db);
    QString error;
    const auto ratioBefore = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratioBefore, qPrintable(error));
    const auto record = NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, ratioBefore->size() + 1); // one numbering for the campaign's battles

    // A mixed campaign: ratio's list, then the battledays under their own heading.
    const Cli both = run({file, u"list"_s});
    QCOMPARE(both.code, 0);
    const Cli ratioOnly = run({file, u"list"_s, u"--system"_s, u"ratio"_s});
    QVERIFY2(both.out.startsWith(ratioOnly.out), qPrintable(both.out));
    const QString section = both.out.mid(ratioOnly.out.size());
    QVERIFY2(section.contains(u": 1 battleday(s)\n"_s), qPrintable(section));
    QVERIFY2(section.contains(u"Battle %1, \"Small battle, battleday 1\" (1809-04-20, battleday 1 of \"Small battle\", scenario "
                              "\"Village fight\", 3 turn(s))"_s.arg(record->number)),
             qPrintable(section));
    QVERIFY2(section.contains(u"exceeded its MFP: -1 CMR on the next battleday (15.96)"_s), qPrintable(section));

    // JSON: merged into ratio's object under its own key; asked for by name, its own object.
    const QJsonObject merged = QJsonDocument::fromJson(run({file, u"list"_s, u"--json"_s}).out.toUtf8()).object();
    QCOMPARE(merged.value(u"napoleonicBattledays"_s).toArray().size(), 1);
    const Cli json = run({file, u"list"_s, u"--json"_s, u"--system=napoleonic"_s});
    QCOMPARE(json.code, 0);
    const QJsonObject doc = QJsonDocument::fromJson(json.out.toUtf8()).object();
    QCOMPARE(doc.value(u"ruleSystem"_s).toString(), u"napoleonic-morale"_s);
    const QJsonObject day = doc.value(u"battles"_s).toArray().at(0).toObject();
    QCOMPARE(day.value(u"battleday"_s).toInt(), 1);
    QCOMPARE(day.value(u"battle"_s).toString(), u"Small battle"_s);
    const QJsonObject french = day.value(u"armies"_s).toArray().at(0).toObject();
    QCOMPARE(french.value(u"army"_s).toString(), u"French"_s);
    QCOMPARE(french.value(u"exceeded"_s).toBool(), true);
    QCOMPARE(french.value(u"nextBattledayPenalty"_s).toInt(), -1);
    QCOMPARE(french.value(u"mfpUsedHalf"_s).toInt(), record->armies.at(0).mfpUsedHalf);
    QCOMPARE(french.value(u"units"_s).toArray().size(), 7);
    QCOMPARE(day.value(u"armies"_s).toArray().at(1).toObject().value(u"exceeded"_s).toBool(), false);

    // CSV: one row per army per battleday, MFP as the players write them ("20.5").
    const Cli csv = run({file, u"list"_s, u"--csv"_s, u"--system"_s, u"napoleonic"_s});
    QCOMPARE(csv.code, 0);
    const QStringList lines = csv.out.split(u"\r\n"_s, Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 3);
    QCOMPARE(lines.at(0), NapCampaignVerbs::csvColumns().join(u','));
    const NapArmyResult &fr = record->armies.at(0);
    QCOMPARE(lines.at(1), u"%1,1809-04-20,\"Small battle, battleday 1\",Small battle,1,French,1,%2,%3,1,0,1,-1,7,6,1,1"_s
                              .arg(QString::number(record->number), NapMfp::text(fr.mfpTotalHalf), NapMfp::text(fr.mfpUsedHalf)));
    QVERIFY2(lines.at(2).contains(u",Allied,1,"_s) && lines.at(2).endsWith(u",0,0,0,4,0,1,0"_s), qPrintable(lines.at(2)));
    QCOMPARE(run({file, u"list"_s, u"--csv"_s, u"--json"_s, u"--system"_s, u"napoleonic"_s}).code, 2);

    // A campaign of battledays only lists as Napoleonic without --system.
    auto alone = newCampaign();
    QVERIFY(alone);
    QVERIFY2(NapCampaignRecorder(*alone).recordBattleday(m_day, dayInfo(), &error), qPrintable(error));
    const Cli own = run({locationOf(*alone), u"list"_s, u"--csv"_s});
    QCOMPARE(own.code, 0);
    QVERIFY2(own.out.startsWith(NapCampaignVerbs::csvColumns().join(u','), Qt::CaseSensitive), qPrintable(own.out));
}

void TestNapCampaign::recordAndNextBattleVerbs()
{
    auto db = newCampaign();
    QVERIFY(db);
    const QString location = locationOf(*db);
    const QString battleFile = m_dir.filePath(u"day1.json"_s);
    QString error;
    const auto json = NapCampaignRecorder::battleJson(m_day, &error);
    QVERIFY2(json, qPrintable(error));
    QVERIFY(writeAll(battleFile, *json));
    const Cli recorded = run({location, u"record"_s, battleFile, u"--date"_s, u"1809-04-20"_s});
    QVERIFY2(recorded.code == 0, qPrintable(recorded.err));
    QVERIFY2(recorded.out.startsWith(u"Recorded Napoleonic battle 1"_s), qPrintable(recorded.out));
    const Cli again = run({location, u"record"_s, battleFile});
    QCOMPARE(again.code, 1);
    QVERIFY2(again.err.contains(u"already recorded for the army \"French\""_s), qPrintable(again.err));

    const QString nextFile = m_dir.filePath(u"day2.json"_s);
    const Cli next = run({location, u"next-battle"_s, u"French"_s, u"-o"_s, nextFile});
    QVERIFY2(next.code == 0, qPrintable(next.err));
    QVERIFY2(next.out.contains(u"\"Small battle\", battleday 2."_s), qPrintable(next.out));
    QVERIFY2(next.out.contains(u"Arriving on a later battleday, exempt from the -1 (15.96): French Reserve (French)"_s),
             qPrintable(next.out));
    const auto day2 = NapCampaignRecorder::battleFromJson(readAll(nextFile), nextFile, &error);
    QVERIFY2(day2, qPrintable(error));
    QCOMPARE(day2->battleday, 2);
    QCOMPARE(day2->army(u"french"_s)->campaignPenalty, -1);
    const Cli unknown = run({location, u"next-battle"_s, u"Prussians"_s, u"-o"_s, m_dir.filePath(u"x.json"_s)});
    QVERIFY(unknown.code != 0);
    QVERIFY(!QFile::exists(m_dir.filePath(u"x.json"_s)));
}

void TestNapCampaign::pageShowsWhoExceeded()
{
    auto db = newCampaign();
    QVERIFY(db);
    NapCampaignPage page(db.get());
    QAbstractItemModelTester tester(page.model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.summaryText(), u"No Napoleonic battleday recorded yet."_s);
    QString error;
    QVERIFY2(NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error), qPrintable(error));
    page.refresh();
    QCOMPARE(page.summaryText(), u"1 Napoleonic battleday(s). -1 CMR on the next battleday (15.96): French."_s);
    const NapCampaignModel *model = page.model();
    QCOMPARE(model->rowCount(), 2);
    QCOMPARE(model->columnCount(), int(NapCampaignModel::ColumnCount));
    const auto cell = [model](int row, int column) { return model->index(row, column).data().toString(); };
    QCOMPARE(cell(0, NapCampaignModel::Army), u"French"_s);
    QCOMPARE(cell(0, NapCampaignModel::Exceeded), u"yes"_s);
    QCOMPARE(cell(0, NapCampaignModel::NextPenalty), u"-1 CMR"_s);
    QCOMPARE(cell(1, NapCampaignModel::Exceeded), u"no"_s);
    QCOMPARE(cell(1, NapCampaignModel::NextPenalty), u"none"_s);
    QCOMPARE(cell(0, NapCampaignModel::MfpUsed), NapMfp::text(NapMfp::totalHalf(*m_day.army(u"french"_s), m_day) + 3));
    QCOMPARE(page.title(), u"&Napoleonic battledays"_s);
    QCOMPARE(NapCampaignHooks::pages(db.get(), nullptr, nullptr).size(), 1);
    QCOMPARE(NapCampaignHooks::verbs()->ruleSystem, u"napoleonic-morale"_s);
}

// `campaign copy` takes the nap_ tables along, row for row (a server's campaign to a file on a server run).
void TestNapCampaign::copiedWithTheCampaign()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    QVERIFY2(NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error), qPrintable(error));
    const QString target = newFileName(u"copy"_s);
    const auto counts = CampaignCopy::copy(locationOf(*db), target, &error);
    QVERIFY2(counts, qPrintable(error));
    QVERIFY(counts->contains(CampaignCopy::TableCount{u"nap_battledays"_s, 2}));
    QVERIFY(counts->contains(CampaignCopy::TableCount{u"nap_unit_results"_s, 11}));
    QVERIFY(counts->contains(CampaignCopy::TableCount{u"nap_log_records"_s, 5}));
    auto copy = CampaignDatabase::open(target, &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(*NapCampaignRecorder(*copy).listBattledays(&error), *NapCampaignRecorder(*db).listBattledays(&error));
    QCOMPARE(NapCampaignRecorder(*copy).nextBattleday(u"French"_s, &error)->battle,
             NapCampaignRecorder(*db).nextBattleday(u"French"_s, &error)->battle);
}

// The shipped sample (a battleday of two armies) records and gives its next battleday as it is.
void TestNapCampaign::recordsTheSample()
{
    QFile sample(QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/napoleonic-village-fight.json"_s);
    QVERIFY(sample.open(QIODevice::ReadOnly));
    QString error;
    const auto battle = NapCampaignRecorder::battleFromJson(sample.readAll(), u"the sample"_s, &error);
    QVERIFY2(battle, qPrintable(error));
    auto db = newCampaign();
    QVERIFY(db);
    const auto record = NapCampaignRecorder(*db).recordBattleday(*battle, BattleInfo{}, &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->armies.size(), battle->armies.size());
    QCOMPARE(record->battleday, battle->battleday);
    const auto next = NapCampaignRecorder(*db).nextBattleday(record->armies.at(0).army, &error);
    QVERIFY2(next, qPrintable(error));
    QCOMPARE(next->battle.battleday, battle->battleday + 1);
    QCOMPARE(next->battle.armies.size(), battle->armies.size());
    for (qsizetype i = 0; i < battle->armies.size(); ++i)
        QCOMPARE(next->battle.armies.at(i).campaignPenalty, battle->armies.at(i).exceededToday ? -1 : 0);
}

void TestNapCampaign::migratesVersion6Fixture()
{
    if (onServer())
        QSKIP("about migrating a version 6 SQLite campaign file and its backup file");
    const QString file = m_dir.filePath(u"landshut-v6.mdcampaign"_s);
    QVERIFY(QFile::copy(dataPath(u"campaign/v6-campaign.sqlite"_s), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    QString error;
    QStringList before;
    const auto rowsOf = [](RawFile &raw) {
        QStringList rows;
        for (const QString &table : CampaignSchema::tables(6)) {
            for (const QVariant &row : raw.column(u"SELECT * FROM %1"_s.arg(table)))
                rows.append(table + u": "_s + row.toString());
            rows.append(table + u" rows: "_s + raw.value(u"SELECT COUNT(*) FROM %1"_s.arg(table)).toString());
        }
        return rows;
    };
    {
        RawFile raw(file);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), 6);
        QCOMPARE(raw.value(u"SELECT version FROM schema_version"_s).toInt(), 6);
        QCOMPARE(raw.value(u"SELECT COUNT(*) FROM sqlite_schema WHERE name LIKE 'nap_%'"_s).toInt(), 0);
        before = rowsOf(raw);
    }
    auto db = CampaignDatabase::open(file, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 6);
    QCOMPARE(db->migrationBackup(), m_dir.filePath(u"landshut-v6.format6-backup.mdcampaign"_s));
    {
        RawFile raw(file);
        // Brought on to the current version (v7 added the nap_ tables, v8 the fantasy ones).
        QVERIFY(CampaignSchema::current >= 7);
        QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), CampaignSchema::current);
        QCOMPARE(raw.value(u"SELECT version FROM schema_version"_s).toInt(), CampaignSchema::current);
        QCOMPARE(raw.column(u"SELECT name FROM sqlite_schema WHERE type = 'table' AND name LIKE 'nap_%' ORDER BY name"_s),
                 (QVariantList{u"nap_battledays"_s, u"nap_log_records"_s, u"nap_unit_results"_s}));
        QCOMPARE(rowsOf(raw), before); // every record the file held, row for row
        QCOMPARE(raw.column(u"PRAGMA foreign_key_check"_s), QVariantList());
    }
    {
        RawFile backup(db->migrationBackup());
        QCOMPARE(backup.value(u"PRAGMA user_version"_s).toInt(), 6);
        QCOMPARE(rowsOf(backup), before);
    }
    // Ratio's battles list as they did; a battleday joins them with the next number.
    const auto ratio = RatioCampaignRecorder(*db).listBattles(&error);
    QVERIFY2(ratio, qPrintable(error));
    QCOMPARE(ratio->size(), 2);
    const auto record = NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(record->number, 3);
    QCOMPARE(db->integrityCheck(&error).value_or(QStringList{u"failed"_s}), QStringList());
    db.reset();
    // Not migrated again.
    auto again = CampaignDatabase::open(file, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->openedVersion(), CampaignSchema::current);
    QVERIFY(again->migrationBackup().isEmpty());
}

// A server's campaign at version 6 (made here by taking v7's tables away) gets v7's tables when it is opened.
void TestNapCampaign::migratesAServer()
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
        // The tables of v7 and of every later version go, so each migration finds the campaign as it was.
        QVERIFY(raw.exec(u"DROP TABLE fan_units, fan_battles, nap_log_records, nap_unit_results, nap_battledays"_s));
        QVERIFY(raw.exec(u"UPDATE schema_version SET version = 6"_s));
    }
    auto db = CampaignDatabase::open(location, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->openedVersion(), 6);
    QVERIFY(db->migrationBackup().isEmpty()); // a server keeps its own backups
    {
        RawFile raw(location);
        QCOMPARE(raw.value(u"SELECT version FROM schema_version"_s).toInt(), CampaignSchema::current);
        QCOMPARE(raw.column(u"SELECT table_name FROM information_schema.tables WHERE table_name LIKE 'nap\\_%' "
                            "ORDER BY table_name"_s),
                 (QVariantList{u"nap_battledays"_s, u"nap_log_records"_s, u"nap_unit_results"_s}));
    }
    const auto record = NapCampaignRecorder(*db).recordBattleday(m_day, dayInfo(), &error);
    QVERIFY2(record, qPrintable(error));
    QCOMPARE(NapCampaignRecorder(*db).listBattledays(&error)->at(0).armies, record->armies);
}

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    TestNapCampaign test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_nap_campaign.moc"
