// Campaign queries and lists: service records, units, strength history and the exact CSV lists.
// The fixtures are in CampaignFixture.h.
#include "CampaignFixture.h"
#include "CampaignSubcommand.h"
#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "CampaignFileName.h"
#include "CampaignSchema.h"
#include "ratio/campaign/CarryOver.h"
#include "CsvWriter.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupValidator.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"

#include <QBuffer>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QScopeGuard>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestCampaignLists : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Queries and lists
    void serviceRecord();
    void unitsAndOneServiceRecord();
    void strengthHistory();
    void csvExact();
    void csvUnknownTable();
};

void TestCampaignLists::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_s), "the QSQLITE driver (libqt6sql6-sqlite) is needed");
    // The test battles must be what the rules engine allows.
    Battlegroup blue = blueRoster(), red = redRoster();
    QVERIFY(BattlegroupValidator::validate(blue).isEmpty());
    QVERIFY(BattlegroupValidator::validate(red).isEmpty());
    const QString e = playBattle1(blue, red);
    QVERIFY2(e.isEmpty(), qPrintable(e));
}

// ---- queries and lists ----

void TestCampaignLists::serviceRecord()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    const auto records = RatioCampaignRecorder(*db).serviceRecord(u"Alpha squad"_s, &error);
    QVERIFY2(records, qPrintable(error));
    QCOMPARE(records->size(), 1);
    const ServiceRecord &r = records->at(0);
    QCOMPARE(r.battlegroup, u"Blue Force"_s);
    QCOMPARE(r.unitId, u"a"_s);
    QCOMPARE(r.kind, UnitKind::Infantry);
    QCOMPARE(r.experience, Experience::Seasoned); // for its next battle (R8)
    QCOMPARE(r.battles.size(), 2);

    const UnitBattle &b1 = r.battles.at(0);
    QCOMPARE(b1.battle, 1);
    QCOMPARE(b1.battleName, u"Bridge at Kell"_s);
    QCOMPARE(b1.experience, Experience::Green);
    QCOMPARE(b1.pieces, 4);
    QCOMPARE(b1.startingPoints, 4);
    QCOMPARE(b1.endingPoints, 3); // the one who left the board still counts for the unit (R7)
    QCOMPARE(b1.tally.casualties, 1);
    QCOMPARE(b1.tally.leftBoard, 1);
    QCOMPARE(b1.tally.checksPassed, 1);
    QCOMPARE(b1.tally.checksFailed, 1);
    QCOMPARE(b1.tally.timesBroken, 0);
    QCOMPARE(b1.tally.leadersLost, 0);
    QCOMPARE(b1.endStatus, u"cautious"_s);

    const UnitBattle &b2 = r.battles.at(1);
    QCOMPARE(b2.experience, Experience::Green);
    QCOMPARE(b2.pieces, 3);
    QCOMPARE(b2.startingPoints, 3);
    QCOMPARE(b2.endingPoints, 1);
    QCOMPARE(b2.tally.casualties, 1);
    QCOMPARE(b2.tally.surrendered, 1);
    QCOMPARE(b2.tally.leadersLost, 1); // the sergeant
    QCOMPARE(b2.tally.checksFailed, 1);
    QCOMPARE(b2.endStatus, u"normal"_s);

    UnitTally total = b1.tally;
    total += b2.tally;
    QCOMPARE(r.total, total);

    // By id, and broken checks (R7) counted.
    const auto raiders = RatioCampaignRecorder(*db).serviceRecord(u"r"_s, &error);
    QVERIFY2(raiders, qPrintable(error));
    QCOMPARE(raiders->at(0).name, u"Raiders"_s);
    QCOMPARE(raiders->at(0).total.timesBroken, 1);
    QCOMPARE(raiders->at(0).battles.at(0).endStatus, u"broken"_s);
    QCOMPARE(raiders->at(0).total.casualties, 4);
    // Case does not matter for names; an unknown unit is an error.
    QCOMPARE(RatioCampaignRecorder(*db).serviceRecord(u"alpha SQUAD"_s, &error)->size(), 1);
    QVERIFY(!RatioCampaignRecorder(*db).serviceRecord(u"Zulu"_s, &error));
    QVERIFY2(error.contains(u"no unit \"Zulu\""_s), qPrintable(error));
    QVERIFY(!RatioCampaignRecorder(*db).serviceRecord(u"a"_s, &error, u"Red Force"_s));
}

// The service-record view's unit list, and the record of exactly one unit.
void TestCampaignLists::unitsAndOneServiceRecord()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    const auto units = RatioCampaignRecorder(*db).units(&error);
    QVERIFY2(units, qPrintable(error));
    QStringList listed;
    for (const CampaignUnit &u : *units)
        listed << u"%1/%2/%3/%4"_s.arg(u.battlegroup, u.unitId, u.name).arg(u.battles);
    // Blue's medics are still on their way (R12), so they have no record yet.
    QCOMPARE(listed, (QStringList{u"Blue Force/a/Alpha squad/2"_s, u"Blue Force/t/Tank Hammer/2"_s,
                                  u"Blue Force/w/Warbots/2"_s, u"Red Force/r/Raiders/2"_s,
                                  u"Red Force/s/Support, \"Heavy\"/2"_s}));
    QCOMPARE(units->at(1).kind, UnitKind::Vehicle);

    const auto alpha = RatioCampaignRecorder(*db).unitServiceRecord(u"Blue Force"_s, u"a"_s, &error);
    QVERIFY2(alpha, qPrintable(error));
    QCOMPARE(*alpha, RatioCampaignRecorder(*db).serviceRecord(u"Alpha squad"_s, &error)->at(0));
    // By id only: "Raiders" is a name, not an id.
    QVERIFY(!RatioCampaignRecorder(*db).unitServiceRecord(u"Red Force"_s, u"Raiders"_s, &error));
    QCOMPARE(error, u"Unit: battlegroup \"Red Force\" has no unit \"Raiders\" that has fought in this campaign"_s);
    QVERIFY(!RatioCampaignRecorder(*db).unitServiceRecord(u"Red Force"_s, u"a"_s, &error));
    QVERIFY(!RatioCampaignRecorder(*db).unitServiceRecord(u"Nobody"_s, u"a"_s, &error));
    QVERIFY2(error.contains(u"no battlegroup \"Nobody\""_s), qPrintable(error));

    QCOMPARE(db->battlesFought(u"Blue Force"_s, &error), std::optional<int>(2));
    QVERIFY(!db->battlesFought(u"Nobody"_s, &error));
    auto fresh = newCampaign();
    QVERIFY(fresh);
    QCOMPARE(RatioCampaignRecorder(*fresh).units(&error).value_or(QList<CampaignUnit>{{}}), QList<CampaignUnit>{});
}

void TestCampaignLists::strengthHistory()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    const auto blue = db->strengthHistory(u"Blue Force"_s, &error);
    QVERIFY2(blue, qPrintable(error));
    const QList<StrengthPoint> expected{{1, QDate(2024, 5, 1), u"Bridge at Kell"_s, 22, 18, 4},
                                        {2, QDate(2024, 5, 8), u"Kell Ridge"_s, 21, 9, 12}};
    QCOMPARE(*blue, expected);
    QCOMPARE(db->strengthHistory(u"Red Force"_s, &error)->size(), 2);
    QVERIFY(!db->strengthHistory(u"Nobody"_s, &error));
}

void TestCampaignLists::csvExact()
{
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QCOMPARE(CampaignDatabase::exportableTables(),
             (QStringList{u"battles"_s, u"participants"_s, u"battlegroups"_s, u"unit-results"_s, u"piece-results"_s,
                          u"morale-log"_s, u"service-records"_s, u"strength"_s, u"replacements"_s}));

    QCOMPARE(csvOf(*db, u"battles"_s),
             u"battle,date,name,scenario,turns,outcome,held_by,battlegroups,notes\r\n"
             "1,2024-05-01,Bridge at Kell,Meeting engagement,1,held,Blue,Blue Force; Red Force,\r\n"
             "2,2024-05-08,Kell Ridge,,1,neither,,Blue Force; Red Force,\"Rain, mud and a \"\"quiet\"\" night\nsecond line\"\r\n"_s);
    QCOMPARE(csvOf(*db, u"participants"_s),
             u"battle,battlegroup,side,battlegroup_battle,turns,breaking_turn,retreated_from_turn,held_field,"
             "starting_points,ending_points,lost_points\r\n"
             "1,Blue Force,Blue,1,1,0,,1,22,18,4\r\n"
             "1,Red Force,Red,1,1,1,2,0,6,3,3\r\n"
             "2,Blue Force,Blue,2,1,1,2,0,21,9,12\r\n"
             "2,Red Force,Red,2,1,1,2,0,4,2,2\r\n"_s);
    QCOMPARE(csvOf(*db, u"battlegroups"_s),
             u"name,side,player,battles,last_battle\r\n"
             "Blue Force,Blue,Alice,2,2\r\n"
             "Red Force,Red,Bob,2,2\r\n"_s);
    QCOMPARE(csvOf(*db, u"unit-results"_s),
             u"battle,battlegroup,unit_id,unit,kind,experience,pieces,starting_points,ending_points,casualties,"
             "surrendered,shot,eliminated,destroyed,abandoned,left_board,leaders_lost,checks_passed,checks_failed,"
             "times_broken,end_status\r\n"
             "1,Blue Force,a,Alpha squad,infantry,green,4,4,3,1,0,0,0,0,0,1,0,1,1,0,cautious\r\n"
             "1,Blue Force,t,Tank Hammer,vehicle,seasoned,1,11,10,0,0,0,0,0,0,0,0,0,0,0,normal\r\n"
             "1,Blue Force,w,Warbots,robots,seasoned,2,7,6,0,0,0,0,0,0,0,0,0,0,0,normal\r\n"
             "1,Red Force,r,Raiders,infantry,green,4,4,1,3,0,0,0,0,0,0,0,0,1,1,broken\r\n"
             "1,Red Force,s,\"Support, \"\"Heavy\"\"\",infantry,green,2,2,2,0,0,0,0,0,0,0,0,0,0,0,normal\r\n"
             "2,Blue Force,a,Alpha squad,infantry,green,3,3,1,1,1,0,0,0,0,0,1,0,1,0,normal\r\n"
             "2,Blue Force,t,Tank Hammer,vehicle,seasoned,2,11,1,0,0,0,0,1,0,0,0,0,0,0,normal\r\n"
             "2,Blue Force,w,Warbots,robots,seasoned,2,7,7,0,0,0,0,0,0,0,0,0,0,0,normal\r\n"
             "2,Red Force,r,Raiders,infantry,green,2,2,1,1,0,0,0,0,0,0,0,0,0,0,normal\r\n"
             "2,Red Force,s,\"Support, \"\"Heavy\"\"\",infantry,green,2,2,2,0,0,0,0,0,0,1,0,0,0,0,normal\r\n"_s);
    QCOMPARE(csvOf(*db, u"service-records"_s),
             u"battlegroup,unit_id,unit,kind,battles,experience,casualties,surrendered,shot,eliminated,destroyed,"
             "abandoned,left_board,leaders_lost,checks_passed,checks_failed,times_broken\r\n"
             "Blue Force,a,Alpha squad,infantry,2,seasoned,2,1,0,0,0,0,1,1,1,2,0\r\n"
             "Blue Force,t,Tank Hammer,vehicle,2,seasoned,0,0,0,0,1,0,0,0,0,0,0\r\n"
             "Blue Force,w,Warbots,robots,2,seasoned,0,0,0,0,0,0,0,0,0,0,0\r\n"
             "Red Force,r,Raiders,infantry,2,seasoned,4,0,0,0,0,0,0,0,0,1,1\r\n"
             "Red Force,s,\"Support, \"\"Heavy\"\"\",infantry,2,seasoned,0,0,0,0,0,0,1,0,0,0,0\r\n"_s);
    QCOMPARE(csvOf(*db, u"strength"_s),
             u"battlegroup,battle,date,starting_points,ending_points,lost_points\r\n"
             "Blue Force,1,2024-05-01,22,18,4\r\n"
             "Blue Force,2,2024-05-08,21,9,12\r\n"
             "Red Force,1,2024-05-01,6,3,3\r\n"
             "Red Force,2,2024-05-08,4,2,2\r\n"_s);
    QCOMPARE(csvOf(*db, u"replacements"_s),
             u"id,battlegroup,unit_id,pieces,requested_after,delay,arrives_for,joined_battle,notes\r\n"
             "1,Red Force,r,1,1,0,2,2,\r\n"
             "2,Blue Force,m,1,1,1,3,,from the depot\r\n"_s);

    const QStringList pieces = csvOf(*db, u"piece-results"_s).split(u"\r\n"_s);
    QCOMPARE(pieces.at(0), u"battle,battlegroup,unit_id,piece_id,piece,kind,rank,morale_officer,crew_survivor,presence,"
                           "status,starting_points,ending_points"_s);
    QCOMPARE(pieces.at(1), u"1,Blue Force,a,a-sgt,Sgt. Ash,soldier,sergeant,0,0,active,normal,1,1"_s);
    QVERIFY(pieces.contains(u"1,Blue Force,a,a-2,Pvt. Cole,soldier,trooper,0,0,left-board,normal,1,1"_s));
    QVERIFY(pieces.contains(u"1,Blue Force,t,t-1,Hammer,vehicle,,0,0,active,normal,11,10"_s));
    QVERIFY(pieces.contains(u"2,Blue Force,t,t-1-crew1,Hammer crew: Corporal / Warder,soldier,corporal,0,1,active,normal,0,1"_s));
    QCOMPARE(pieces.size(), qsizetype(1 + 7 + 6 + 7 + 4 + 1)); // header, the four battlegroups' pieces, the empty tail

    const QStringList log = csvOf(*db, u"morale-log"_s).split(u"\r\n"_s);
    QCOMPARE(log.at(0), u"battle,battlegroup,seq,turn,event,unit_id,piece_id,detail,points,starting,current,need,"
                        "modified_need,factors,die,automatic,outcome,result,interceptive"_s);
    QCOMPARE(log.at(1), u"1,Blue Force,1,1,casualty,a,a-1,,1,,,,,,,,,,"_s);
    QVERIFY(log.contains(u"1,Blue Force,2,1,check,a,a-sgt,,0,4,3,7,7,,3,none,passed,none,0"_s));
    QVERIFY(log.contains(u"1,Red Force,5,1,check,r,r-4,,0,4,1,2,2,,10,none,failed,broken,0"_s));
    QVERIFY(log.contains(u"1,Red Force,4,1,breaking-point,,,,3,6,3,,,,,,,,"_s));
}

void TestCampaignLists::csvUnknownTable()
{
    auto db = newCampaign();
    QVERIFY(db);
    QBuffer buffer;
    buffer.open(QIODevice::WriteOnly);
    QString error;
    QVERIFY(!db->exportCsv(u"sqlite_schema"_s, &buffer, &error));
    QVERIFY2(error.contains(u"there is no list \"sqlite_schema\"; the lists are: battles,"_s), qPrintable(error));
    QCOMPARE(buffer.data(), QByteArray());
    QVERIFY(!db->exportCsv(u"battles"_s, nullptr, &error));
}

QTEST_GUILESS_MAIN(TestCampaignLists)
#include "tst_campaign_lists.moc"
