// Every `campaign` verb in-process through CampaignSubcommand::run with real files, and its errors.
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

class TestCampaignCommandLine : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // Command line
    void commandLineEveryVerb();
    void commandLineErrors_data();
    void commandLineErrors();
};

void TestCampaignCommandLine::initTestCase()
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

// ---- command line ----

void TestCampaignCommandLine::commandLineEveryVerb()
{
    // On the test server, an empty database the club made for it.
    const QString file = onServer() ? newFile() : m_dir.filePath(u"cli.mdcampaign"_s);
    Cli r = campaign({file, u"create"_s, u"Kell Valley"_s, u"--side"_s, u"Blue=Alice"_s, u"--side"_s, u"Red=Bob"_s,
                      u"--notes"_s, u"A test campaign"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.err, QString());
    QVERIFY2(r.out.startsWith(u"Created campaign \"Kell Valley\""_s), qPrintable(r.out));

    // create refuses to replace it.
    const QByteArray created = campaignContents(file);
    r = campaign({file, u"create"_s, u"Again"_s});
    QCOMPARE(r.code, 1);
    QVERIFY2(oneLine(r.err) && r.err.contains(onServer() ? u"already holds a MoraleDesk campaign"_s : u"already exists"_s),
             qPrintable(r.err));
    QCOMPARE(campaignContents(file), created);

    // Battle 1 from files, as the players saved them.
    Battlegroup blue = blueRoster(), red = redRoster();
    QCOMPARE(playBattle1(blue, red), QString());
    const QString blueFile = m_dir.filePath(u"blue-1.json"_s), redFile = m_dir.filePath(u"red-1.json"_s);
    QCOMPARE(saveJson(blueFile, blue), QString());
    QCOMPARE(saveJson(redFile, red), QString());
    r = campaign({file, u"record"_s, blueFile, redFile, u"--date"_s, u"2024-05-01"_s, u"--name"_s, u"Bridge at Kell"_s,
                  u"--scenario"_s, u"Meeting engagement"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.err, QString());
    QVERIFY2(r.out.startsWith(u"Recorded battle 1, \"Bridge at Kell\" (2024-05-01, 1 turn(s)): Blue held the field.\n"_s),
             qPrintable(r.out));
    QVERIFY(r.out.contains(u"Red Force (Red), its battle 1"_s));

    // Replacements from a battlegroup file of units.
    Battlegroup units;
    units.name = u"Depot"_s;
    units.units = {redReplacement()};
    const QString unitsFile = m_dir.filePath(u"depot.json"_s);
    QCOMPARE(saveJson(unitsFile, units), QString());
    r = campaign({file, u"add-replacement"_s, u"Red Force"_s, unitsFile, u"--delay"_s, u"0"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(u"Replacement #1: 1 piece(s) for unit r of \"Red Force\""_s), qPrintable(r.out));
    units.units = {blueReplacement()};
    QCOMPARE(saveJson(unitsFile, units), QString());
    r = campaign({file, u"add-replacement"_s, u"Blue Force"_s, unitsFile, u"--delay"_s, u"1"_s, u"--notes"_s, u"from the depot"_s});
    QCOMPARE(r.code, 0);

    // Next battle for both, played, recorded.
    const QString blueNext = m_dir.filePath(u"blue-2.json"_s), redNext = m_dir.filePath(u"red-2.json"_s);
    r = campaign({file, u"next-battle"_s, u"Blue Force"_s, u"-o"_s, blueNext});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"Returned (left the board, R7): Pvt. Cole (a-2)"_s), qPrintable(r.out));
    QVERIFY2(r.out.contains(u"Lost for good: Pvt. Bell (a-1)"_s), qPrintable(r.out));
    r = campaign({file, u"next-battle"_s, u"Red Force"_s, u"-o"_s, redNext});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.contains(u"Replacements arrived (R12): Pvt. R5 (r-5)"_s), qPrintable(r.out));
    LoadResult b2 = BattlegroupReader::readFile(blueNext);
    LoadResult r2 = BattlegroupReader::readFile(redNext);
    QVERIFY(b2.ok() && r2.ok());
    Battlegroup blue2 = *b2.battlegroup, red2 = *r2.battlegroup;
    QCOMPARE(playBattle2(blue2, red2), QString());
    QCOMPARE(saveJson(blueNext, blue2), QString());
    QCOMPARE(saveJson(redNext, red2), QString());
    r = campaign({file, u"record"_s, blueNext, redNext, u"--date"_s, u"2024-05-08"_s, u"--name"_s, u"Kell Ridge"_s,
                  u"--notes"_s, battle2Info().notes});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"neither held the field"_s));
    // Recording the same files again is refused.
    r = campaign({file, u"record"_s, blueNext, redNext});
    QCOMPARE(r.code, 1);
    QVERIFY(oneLine(r.err) && r.err.contains(u"already recorded, as battle 2"_s));

    // list
    r = campaign({file, u"list"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(u"Campaign \"Kell Valley\": 2 battle(s)\nSides: Blue (Alice), Red (Bob)\n"
                              "Battle 1, \"Bridge at Kell\" (2024-05-01, scenario \"Meeting engagement\", 1 turn(s)): Blue held the field\n"
                              "  Blue Force (Blue): 18 of 22 points at the end; pieces lost: 1, left the board: 1\n"
                              "  Red Force (Red): 3 of 6 points at the end; pieces lost: 3, left the board: 0, retreated from turn 2\n"_s),
             qPrintable(r.out));
    QVERIFY2(r.out.endsWith(u"Replacements on their way:\n  #2 Blue Force, unit m: 1 piece(s), for its battle 3\n"_s), qPrintable(r.out));
    r = campaign({file, u"list"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject listJson = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QCOMPARE(listJson.value(u"campaign"_s).toString(), u"Kell Valley"_s);
    QCOMPARE(listJson.value(u"battles"_s).toArray().size(), 2);
    QCOMPARE(listJson.value(u"battles"_s).toArray().at(1).toObject().value(u"outcome"_s).toString(), u"neither"_s);
    QCOMPARE(listJson.value(u"battles"_s).toArray().at(0).toObject().value(u"heldBy"_s).toString(), u"Blue"_s);
    QCOMPARE(listJson.value(u"replacements"_s).toArray().size(), 2);

    // service-record
    r = campaign({file, u"service-record"_s, u"a"_s});
    QCOMPARE(r.code, 0);
    QVERIFY2(r.out.startsWith(u"Alpha squad (a) of Blue Force: Infantry, Seasoned / veteran, 2 battle(s)\n"
                              "  checks 1 passed, 2 failed, broken 0 times; lost 3 (casualties 2, surrendered 1, shot 0, "
                              "eliminated 0, destroyed 0, abandoned 0), leaders lost 1; left the board 1\n"
                              "  Battle 1, \"Bridge at Kell\" (2024-05-01): green, 4 pieces, 3 of 4 points at the end, status cautious;"_s),
             qPrintable(r.out));
    r = campaign({file, u"service-record"_s, u"Raiders"_s, u"--json"_s});
    QCOMPARE(r.code, 0);
    const QJsonObject sr = QJsonDocument::fromJson(r.out.toUtf8()).object().value(u"units"_s).toArray().at(0).toObject();
    QCOMPARE(sr.value(u"unit"_s).toString(), u"r"_s);
    QCOMPARE(sr.value(u"battlesFought"_s).toInt(), 2);
    QCOMPARE(sr.value(u"total"_s).toObject().value(u"timesBroken"_s).toInt(), 1);

    // export-csv: to a file, and to standard output.
    const QString csvFile = m_dir.filePath(u"strength.csv"_s);
    r = campaign({file, u"export-csv"_s, u"strength"_s, u"-o"_s, csvFile});
    QCOMPARE(r.code, 0);
    QCOMPARE(readAll(csvFile), QByteArray("battlegroup,battle,date,starting_points,ending_points,lost_points\r\n"
                                          "Blue Force,1,2024-05-01,22,18,4\r\n"
                                          "Blue Force,2,2024-05-08,21,9,12\r\n"
                                          "Red Force,1,2024-05-01,6,3,3\r\n"
                                          "Red Force,2,2024-05-08,4,2,2\r\n"));
    r = campaign({file, u"export-csv"_s, u"battlegroups"_s});
    QCOMPARE(r.code, 0);
    QCOMPARE(r.out, u"name,side,player,battles,last_battle\r\nBlue Force,Blue,Alice,2,2\r\nRed Force,Red,Bob,2,2\r\n"_s);

    // next-battle to standard output is the battlegroup file itself.
    r = campaign({file, u"next-battle"_s, u"Blue Force"_s, u"-o"_s, u"-"_s});
    QCOMPARE(r.code, 0);
    const LoadResult b3 = BattlegroupReader::fromJson(r.out.toUtf8());
    QVERIFY(b3.ok());
    QVERIFY(findUnit(*b3.battlegroup, u"m"_s));
    QCOMPARE(b3.battlegroup->experienceOf(*findUnit(*b3.battlegroup, u"a"_s)), Experience::Seasoned);

    // backup (a file made from the file; a server's campaign comes home with `campaign copy`) and check
    if (!onServer()) {
        const QString backupFile = m_dir.filePath(u"cli-backup.mdcampaign"_s);
        r = campaign({file, u"backup"_s, backupFile});
        QCOMPARE(r.code, 0);
        QVERIFY(QFile::exists(backupFile));
        r = campaign({backupFile, u"list"_s, u"--json"_s});
        QCOMPARE(QJsonDocument::fromJson(r.out.toUtf8()).object(), listJson);
        r = campaign({file, u"backup"_s, backupFile});
        QCOMPARE(r.code, 1);
        QVERIFY(oneLine(r.err) && r.err.contains(u"already exists"_s));
    }
    r = campaign({file, u"check"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"integrity check ok"_s));

    r = campaign({file, u"--help"_s});
    QCOMPARE(r.code, 0);
    QVERIFY(r.out.contains(u"service-record UNIT"_s));

    // The same campaign through the API gives the same lists.
    Story s;
    auto api = newCampaign(&s);
    QVERIFY(api);
    QString error;
    auto cli = CampaignDatabase::open(file, &error);
    QVERIFY2(cli, qPrintable(error));
    for (const QString &table : CampaignDatabase::exportableTables())
        QCOMPARE(csvOf(*cli, table), csvOf(*api, table));
}

void TestCampaignCommandLine::commandLineErrors_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<int>("code");
    QTest::addColumn<QString>("message");

    const QString missing = onServer() ? missingCampaign()
                                       : QDir::temp().filePath(u"md-no-such-campaign-%1.mdcampaign"_s.arg(QCoreApplication::applicationPid()));
    const QString existing = u"EXISTING"_s;
    const QString bg = dataPath(u"campaign/first-contact.json"_s);

    QTest::newRow("no file") << QStringList{} << 2 << u"expects a campaign file and a verb"_s;
    QTest::newRow("no verb") << QStringList{existing} << 2 << u"expects a campaign file and a verb"_s;
    QTest::newRow("unknown verb") << QStringList{existing, u"destroy"_s} << 2 << u"unknown verb \"destroy\""_s;
    QTest::newRow("create without name") << QStringList{missing, u"create"_s} << 2 << u"missing argument"_s;
    QTest::newRow("create two names") << QStringList{missing, u"create"_s, u"A"_s, u"B"_s} << 2 << u"unexpected argument \"B\""_s;
    QTest::newRow("create unknown option") << QStringList{missing, u"create"_s, u"A"_s, u"--colour"_s} << 2 << u"colour"_s;
    QTest::newRow("list on missing") << QStringList{missing, u"list"_s} << 1 << u"no such campaign"_s;
    QTest::newRow("record on missing") << QStringList{missing, u"record"_s, bg} << 1 << u"no such campaign"_s;
    QTest::newRow("service-record on missing") << QStringList{missing, u"service-record"_s, u"a"_s} << 1 << u"no such campaign"_s;
    QTest::newRow("export on missing") << QStringList{missing, u"export-csv"_s, u"battles"_s} << 1 << u"no such campaign"_s;
    QTest::newRow("next-battle on missing") << QStringList{missing, u"next-battle"_s, u"X"_s, u"-o"_s, u"-"_s} << 1
                                            << u"no such campaign"_s;
    QTest::newRow("backup on missing") << QStringList{missing, u"backup"_s, missing + u".bak"_s} << 1 << u"no such campaign"_s;
    QTest::newRow("check on missing") << QStringList{missing, u"check"_s} << 1 << u"no such campaign"_s;
    QTest::newRow("record nothing") << QStringList{existing, u"record"_s} << 2 << u"missing argument"_s;
    QTest::newRow("record missing battlegroup") << QStringList{existing, u"record"_s, bg, u"/no/such/bg.json"_s} << 1
                                                << u"/no/such/bg.json: no such battlegroup file"_s;
    QTest::newRow("record invalid battlegroup") << QStringList{existing, u"record"_s, dataPath(u"campaign/campaign-v1.sql"_s)} << 1
                                                << u"is not a valid battlegroup file"_s;
    QTest::newRow("record bad date") << QStringList{existing, u"record"_s, bg, u"--date"_s, u"yesterday"_s} << 2 << u"--date"_s;
    QTest::newRow("record bad turns") << QStringList{existing, u"record"_s, bg, u"--turns"_s, u"0"_s} << 2 << u"--turns"_s;
    QTest::newRow("service-record unknown unit") << QStringList{existing, u"service-record"_s, u"Zulu"_s} << 1 << u"no unit \"Zulu\""_s;
    QTest::newRow("export unknown table") << QStringList{existing, u"export-csv"_s, u"sqlite_schema"_s} << 2
                                          << u"there is no list \"sqlite_schema\""_s;
    QTest::newRow("next-battle without -o") << QStringList{existing, u"next-battle"_s, u"Blue Force"_s} << 2 << u"-o FILE is required"_s;
    QTest::newRow("next-battle unknown") << QStringList{existing, u"next-battle"_s, u"Green Force"_s, u"-o"_s, u"-"_s} << 1
                                         << u"no battlegroup \"Green Force\""_s;
    QTest::newRow("backup without dest") << QStringList{existing, u"backup"_s} << 2 << u"missing argument"_s;
    QTest::newRow("replacement bad delay") << QStringList{existing, u"add-replacement"_s, u"Blue Force"_s, bg, u"--delay"_s, u"-1"_s}
                                           << 2 << u"--delay"_s;
    QTest::newRow("replacement missing file") << QStringList{existing, u"add-replacement"_s, u"Blue Force"_s, u"/no/units.json"_s}
                                              << 1 << u"no such battlegroup file"_s;
    QTest::newRow("replacement unknown battlegroup") << QStringList{existing, u"add-replacement"_s, u"Nobody"_s, bg} << 1
                                                     << u"no battlegroup \"Nobody\""_s;
    QTest::newRow("list extra") << QStringList{existing, u"list"_s, u"more"_s} << 2 << u"unexpected argument"_s;
}

void TestCampaignCommandLine::commandLineErrors()
{
    QFETCH(QStringList, arguments);
    QFETCH(int, code);
    QFETCH(QString, message);
    // A server says which database is missing.
    if (onServer() && message == u"no such campaign"_s)
        message = u"has no database"_s;
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    const QString file = locationOf(*db);
    db.reset();
    const QByteArray before = campaignContents(file);
    for (QString &a : arguments) {
        if (a == u"EXISTING"_s)
            a = file;
    }
    const Cli r = campaign(arguments);
    QCOMPARE(r.code, code);
    QVERIFY2(oneLine(r.err), qPrintable(r.err));
    QVERIFY2(r.err.startsWith(u"moraledesk campaign: "_s), qPrintable(r.err));
    QVERIFY2(r.err.contains(message), qPrintable(r.err));
    QCOMPARE(r.out, QString());
    // A refused command changes nothing (and never creates a campaign).
    QCOMPARE(campaignContents(file), before);
    if (arguments.size() > 0 && arguments.at(0) != file)
        QVERIFY(!exists(arguments.at(0)));
}

QTEST_GUILESS_MAIN(TestCampaignCommandLine)
#include "tst_campaign_commandline.moc"
