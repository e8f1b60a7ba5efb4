// Campaign files in SQLite (issue: campaign record keeping): creating, opening and editing a campaign,
// and refusing what is not one: foreign, damaged and busy files. The fixtures are in CampaignFixture.h.
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

class TestCampaignFile : public QObject, private CampaignFixture
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();

    // The file
    void createAndOpen();
    void createRefusesExistingFile();
    void editDetails();
    void editDetailsRefusesBadInput_data();
    void editDetailsRefusesBadInput();
    void openRefusesWhatIsNotACampaign();
    void damagedFileIsRefused_data();
    void damagedFileIsRefused();
    void busyFileIsBusy_data();
    void busyFileIsBusy();
    void breakingPointWithoutLossesIsNotRecorded();
};

void TestCampaignFile::initTestCase()
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

// ---- the file ----

void TestCampaignFile::createAndOpen()
{
    const QString file = newFile();
    QString error;
    {
        auto db = CampaignDatabase::create(file, campaignInfo(), &error);
        QVERIFY2(db, qPrintable(error));
        QCOMPARE(db->openedVersion(), CampaignSchema::current);
        QCOMPARE(db->info(&error).value_or(CampaignInfo{}), campaignInfo());
        QSqlDatabase c = QSqlDatabase::database(db->connectionName(), false);
        QSqlQuery q(c);
        if (!onServer()) {
            // The connection's own settings, as the program uses them (SQLite's; a server has its own).
            QVERIFY(q.exec(u"PRAGMA foreign_keys"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 1);
            QVERIFY(q.exec(u"PRAGMA journal_mode"_s) && q.next());
            QCOMPARE(q.value(0).toString(), u"wal"_s);
            QVERIFY(q.exec(u"PRAGMA synchronous"_s) && q.next());
            QCOMPARE(q.value(0).toInt(), 2); // FULL
        }
        // Foreign keys are enforced: a unit of a battlegroup that does not exist is refused.
        QVERIFY(!q.exec(u"INSERT INTO units (battlegroup_id, unit_key, name, kind) VALUES (999, 'x', 'x', 'infantry')"_s));

        CampaignInfo changed = campaignInfo();
        changed.name = u"Kell Valley, second year"_s;
        changed.sides[1].player = u"Carol"_s;
        changed.sides.append({u"Green"_s, u"Dan"_s});
        QVERIFY2(db->setInfo(changed, &error), qPrintable(error));
        QCOMPARE(db->info(&error).value_or(CampaignInfo{}), changed);
    }
    if (!onServer()) {
        // The file's own marks (SQLite's header); a server database has none of these.
        {
            RawFile raw(file);
            QCOMPARE(raw.value(u"PRAGMA application_id"_s).toInt(), CampaignSchema::applicationId);
            QCOMPARE(raw.value(u"PRAGMA user_version"_s).toInt(), CampaignSchema::current);
            QCOMPARE(raw.value(u"PRAGMA journal_mode"_s).toString(), u"wal"_s); // persistent in the file
        }
        // No leftovers of the build-aside-and-rename.
        QCOMPARE(QDir(m_dir.path()).entryList(QStringList{u".*creating*"_s}, QDir::Files | QDir::Hidden), QStringList());
    }
    auto again = CampaignDatabase::open(file, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->openedVersion(), CampaignSchema::current);
    QCOMPARE(again->info()->name, u"Kell Valley, second year"_s);
}

// The campaign window's details panel: name, notes, players and new sides, in one transaction.
void TestCampaignFile::editDetails()
{
    auto db = newCampaign();
    QVERIFY(db);
    QString error;
    CampaignInfo changed = campaignInfo();
    changed.name = u"  Kell Valley, autumn  "_s;
    changed.notes = u"Second season\nwith new rules"_s;
    changed.sides[0].player = u"Alice B."_s;
    changed.sides.append({u"Neutral"_s, QString()});
    QVERIFY2(db->setInfo(changed, &error), qPrintable(error));
    CampaignInfo expected = changed;
    expected.name = u"Kell Valley, autumn"_s; // trimmed
    QCOMPARE(db->info(&error).value_or(CampaignInfo{}), expected);
    // A side left out of the list stays: battlegroups and battles refer to it.
    CampaignInfo fewer = expected;
    fewer.sides.removeLast();
    QVERIFY2(db->setInfo(fewer, &error), qPrintable(error));
    QCOMPARE(db->info(&error)->sides.size(), 3);
    // Reopened, the file says the same.
    const QString file = locationOf(*db);
    db.reset();
    auto again = CampaignDatabase::open(file, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->info(&error).value_or(CampaignInfo{}), expected);
}

void TestCampaignFile::editDetailsRefusesBadInput_data()
{
    QTest::addColumn<CampaignInfo>("info");
    QTest::addColumn<QString>("message");
    CampaignInfo noName = campaignInfo();
    noName.name = u"   "_s;
    noName.notes = u"lost?"_s;
    QTest::newRow("empty name") << noName << u"Campaign name: a campaign needs a name"_s;
    CampaignInfo blankSide = campaignInfo();
    blankSide.sides.append({u" "_s, u"Eve"_s});
    blankSide.notes = u"lost?"_s;
    QTest::newRow("side without a name") << blankSide << u"Side 3: a side needs a name"_s;
    CampaignInfo twice = campaignInfo();
    twice.sides.append({u" Blue"_s, u"Eve"_s});
    twice.name = u"Renamed"_s;
    QTest::newRow("side listed twice") << twice << u"Side 3: \"Blue\" is listed twice"_s;
}

void TestCampaignFile::editDetailsRefusesBadInput()
{
    QFETCH(CampaignInfo, info);
    QFETCH(QString, message);
    Story s;
    auto db = newCampaign(&s);
    QVERIFY(db);
    QString error;
    QVERIFY(!db->setInfo(info, &error));
    QCOMPARE(error, message);
    // Nothing written: not the name, not the notes, not a player.
    QCOMPARE(db->info(&error).value_or(CampaignInfo{}), campaignInfo());
}

void TestCampaignFile::createRefusesExistingFile()
{
    if (onServer()) {
        // A database that already holds a campaign is never made again over it.
        const QString location = newFile();
        QString error;
        QVERIFY2(CampaignDatabase::create(location, campaignInfo(), &error), qPrintable(error));
        QVERIFY(!CampaignDatabase::create(location, campaignInfo(), &error));
        QVERIFY2(!error.isEmpty() && !error.contains(u'\n'), qPrintable(error));
        const auto kept = CampaignDatabase::open(location, &error);
        QVERIFY2(kept, qPrintable(error));
        QCOMPARE(kept->info(&error).value_or(CampaignInfo{}), campaignInfo());
        QVERIFY(!CampaignDatabase::create(newFile(), CampaignInfo{}, &error));
        QVERIFY2(error.contains(u"name"_s), qPrintable(error));
        return;
    }
    const QString file = newFile();
    QVERIFY(writeAll(file, "precious"));
    QString error;
    QVERIFY(!CampaignDatabase::create(file, campaignInfo(), &error));
    QVERIFY2(error.contains(u"already exists"_s), qPrintable(error));
    QCOMPARE(readAll(file), QByteArray("precious"));
    QVERIFY(!CampaignDatabase::create(newFile(), CampaignInfo{}, &error));
    QVERIFY2(error.contains(u"name"_s), qPrintable(error));
    QVERIFY(!CampaignDatabase::create(m_dir.filePath(u"no/such/folder/c.mdcampaign"_s), campaignInfo(), &error));
    QVERIFY2(error.contains(u"does not exist"_s), qPrintable(error));
}

void TestCampaignFile::openRefusesWhatIsNotACampaign()
{
    QString error;
    CampaignDatabase::OpenError kind = CampaignDatabase::OpenError::None;
    if (onServer()) {
        // A database that is not there, one that is empty, one that holds something else.
        const QString missing = missingCampaign();
        QVERIFY(!CampaignDatabase::open(missing, &error, &kind));
        QCOMPARE(kind, CampaignDatabase::OpenError::NoSuchDatabase);
        QVERIFY2(!error.isEmpty() && !error.contains(u'\n'), qPrintable(error));
        const QString empty = newFile();
        QVERIFY(!CampaignDatabase::open(empty, &error, &kind));
        QCOMPARE(kind, CampaignDatabase::OpenError::NotACampaign);
        const QString foreign = newFile();
        {
            RawFile raw(foreign);
            QVERIFY2(raw.ok(), qPrintable(raw.error()));
            QVERIFY(raw.exec(u"CREATE TABLE notes (x TEXT)"_s));
        }
        QVERIFY(!CampaignDatabase::open(foreign, &error, &kind));
        QCOMPARE(kind, CampaignDatabase::OpenError::NotACampaign);
        QVERIFY2(error.contains(u"is not a MoraleDesk campaign"_s), qPrintable(error));
        {
            RawFile raw(foreign); // opening changed nothing
            QCOMPARE(raw.value(u"SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public'"_s).toInt(), 1);
        }
        const Cli r = campaign({missing, u"list"_s});
        QCOMPARE(r.code, 1);
        QVERIFY2(oneLine(r.err), qPrintable(r.err));
        return;
    }

    const QString missing = m_dir.filePath(u"missing.mdcampaign"_s);
    QVERIFY(!CampaignDatabase::open(missing, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::NoSuchFile);
    QVERIFY2(error.contains(u"no such campaign"_s), qPrintable(error));
    QVERIFY(!QFile::exists(missing)); // opening never creates

    const QString text = newFile(u"text"_s);
    QVERIFY(writeAll(text, QByteArray("this is a text file, not a database\n").repeated(200)));
    QVERIFY(!CampaignDatabase::open(text, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::NotACampaign);
    QVERIFY2(error.contains(u"not a MoraleDesk campaign"_s), qPrintable(error));
    QCOMPARE(readAll(text), QByteArray("this is a text file, not a database\n").repeated(200));

    const QString empty = newFile(u"empty"_s);
    QVERIFY(writeAll(empty, {}));
    QVERIFY(!CampaignDatabase::open(empty, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::NotACampaign);
    QCOMPARE(QFileInfo(empty).size(), 0);

    const QString foreign = newFile(u"foreign"_s);
    {
        RawFile raw(foreign);
        QVERIFY(raw.exec(u"CREATE TABLE notes (x TEXT)"_s));
    }
    const QByteArray foreignBytes = readAll(foreign);
    QVERIFY(!CampaignDatabase::open(foreign, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::NotACampaign);
    QCOMPARE(readAll(foreign), foreignBytes);

    // A file from a newer MoraleDesk is refused whole, never half-read.
    const QString newer = newFile(u"newer"_s);
    QVERIFY(CampaignDatabase::create(newer, campaignInfo(), &error));
    {
        RawFile raw(newer);
        QVERIFY(raw.exec(u"PRAGMA user_version = %1"_s.arg(CampaignSchema::current + 1)));
    }
    const QByteArray newerBytes = readAll(newer);
    QVERIFY(!CampaignDatabase::open(newer, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::TooNew);
    QVERIFY2(error.contains(u"newer MoraleDesk"_s), qPrintable(error));
    QCOMPARE(readAll(newer), newerBytes);

    const Cli r = campaign({newer, u"list"_s});
    QCOMPARE(r.code, 1);
    QVERIFY(oneLine(r.err));
}

void TestCampaignFile::damagedFileIsRefused_data()
{
    QTest::addColumn<qint64>("offset");
    QTest::addColumn<int>("kind");
    // Page 1 is the header and the schema; the campaign table's root follows it.
    QTest::newRow("a table's b-tree page") << qint64(4096 + 0) << int(CampaignDatabase::OpenError::Damaged);
    QTest::newRow("the schema page") << qint64(100 + 8) << int(CampaignDatabase::OpenError::Damaged);
    QTest::newRow("the file header") << qint64(0) << int(CampaignDatabase::OpenError::NotACampaign);
}

void TestCampaignFile::damagedFileIsRefused()
{
    QFETCH(qint64, offset);
    QFETCH(int, kind);
    if (onServer())
        QSKIP("about damaged SQLite files (bytes overwritten on disk); a server database has no file to damage");
    Story story;
    QString file;
    {
        auto db = newCampaign(&story);
        QVERIFY(db);
        file = db->fileName();
    }
    QFile f(file);
    QVERIFY(f.open(QIODevice::ReadWrite));
    QVERIFY(f.size() > 8 * 4096);
    QVERIFY(f.seek(offset));
    QVERIFY(f.write(QByteArray(16, '\xA5')) == 16);
    f.close();
    const QByteArray damaged = readAll(file);

    QString error;
    CampaignDatabase::OpenError got = CampaignDatabase::OpenError::None;
    QVERIFY(!CampaignDatabase::open(file, &error, &got));
    QCOMPARE(int(got), kind);
    QVERIFY2(!error.contains(u'\n'), qPrintable(error));
    if (got == CampaignDatabase::OpenError::Damaged)
        QVERIFY2(error.contains(u"damaged"_s) && error.contains(u"quick_check"_s), qPrintable(error));
    // Refused, not repaired: not one byte changed, and no log left behind.
    QCOMPARE(readAll(file), damaged);
    QVERIFY(!QFile::exists(file + u"-wal"_s) || QFileInfo(file + u"-wal"_s).size() == 0);

    for (const QStringList &verb : {QStringList{u"list"_s}, QStringList{u"next-battle"_s, u"Blue Force"_s, u"-o"_s, m_dir.filePath(u"x.json"_s)},
                                    QStringList{u"export-csv"_s, u"battles"_s}, QStringList{u"backup"_s, m_dir.filePath(u"never.bak"_s)}}) {
        const Cli r = campaign(QStringList{file} + verb);
        QCOMPARE(r.code, 1);
        QVERIFY2(oneLine(r.err), qPrintable(r.err));
        QCOMPARE(r.out, QString());
    }
    QVERIFY(!QFile::exists(m_dir.filePath(u"never.bak"_s)));
    QCOMPARE(readAll(file), damaged);
}

// Issue 12 §3.6: a campaign another program is writing is busy, never "not a campaign" or damaged. A second
// connection holds the lock, as the sqlite3 shell or another tool would: with a rollback journal in an
// exclusive transaction, or in WAL with the exclusive locking mode. The busy timeout is shortened for the test.
void TestCampaignFile::busyFileIsBusy_data()
{
    QTest::addColumn<QString>("mode");
    QTest::newRow("rollback journal, BEGIN EXCLUSIVE") << u"PRAGMA journal_mode = DELETE"_s;
    QTest::newRow("WAL, exclusive locking mode") << u"PRAGMA locking_mode = EXCLUSIVE"_s;
}

void TestCampaignFile::busyFileIsBusy()
{
    QFETCH(QString, mode);
    if (onServer())
        QSKIP("about SQLite file locks (a writer holding the file); a server has row locks instead");
    QString file;
    {
        auto db = newCampaign();
        QVERIFY(db);
        file = db->fileName();
    }
    constexpr int timeoutMs = 300;
    CampaignDatabase::setBusyTimeout(timeoutMs);
    const auto restore = qScopeGuard([] { CampaignDatabase::setBusyTimeout(10000); });
    QString error;
    CampaignDatabase::OpenError kind = CampaignDatabase::OpenError::None;
    {
        RawFile writer(file);
        QVERIFY(writer.ok());
        QVERIFY(writer.exec(mode));
        QVERIFY(writer.exec(u"BEGIN EXCLUSIVE"_s));
        QVERIFY(writer.exec(u"UPDATE campaign SET notes = 'being written'"_s));
        QElapsedTimer waited;
        waited.start();
        QVERIFY(!CampaignDatabase::open(file, &error, &kind));
        QCOMPARE(kind, CampaignDatabase::OpenError::Busy);
        QCOMPARE(error, u"%1 is busy: another program is writing to it. Try again when it has finished; it was not "
                        u"changed."_s.arg(file));
        QVERIFY2(waited.elapsed() >= timeoutMs / 2, qPrintable(u"gave up after %1 ms"_s.arg(waited.elapsed())));
        QVERIFY(writer.exec(u"ROLLBACK"_s));
    }
    // Once the other program has finished, the same file opens, healthy.
    const auto db = CampaignDatabase::open(file, &error, &kind);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->info(&error).value_or(CampaignInfo {}), campaignInfo());
}

// Issue 12 §3.5: a breakingTurn with nothing lost (R11) no longer decides a battle: the battlegroup is refused
// with the validator's problem, and nothing is recorded.
void TestCampaignFile::breakingPointWithoutLossesIsNotRecorded()
{
    auto db = newCampaign();
    QVERIFY(db);
    Battlegroup blue = blueRoster();
    blue.turn = 2;
    blue.breakingTurn = 1;
    QString error;
    QVERIFY(!RatioCampaignRecorder(*db).recordBattle({blue, redRoster()}, BattleInfo {}, &error));
    QVERIFY2(error.contains(u"$.breakingTurn: a battlegroup reaches its breaking point by losing 50 % or more of its "
                            u"endurance (R11); this one has lost nothing"_s),
             qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*db).listBattles()->size(), 0);
}

QTEST_GUILESS_MAIN(TestCampaignFile)
#include "tst_campaign_file.moc"
