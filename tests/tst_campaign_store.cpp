// One store, two engines (issue 18): a campaign created, recorded into (a battle with replacements) and read
// back through the same code on an SQLite file and, when MORALEDESK_TEST_POSTGRES names a server
// (postgresql://role@host:port/database, the password in PGPASSFILE), on a fresh database there; the schema
// version table; battle numbers handed out once when two referees record at the same moment; and the
// server's own failures (wrong password, none given, missing database, unreachable port, too new a schema,
// a database that is not empty), each with its kind and a sentence. Without a server the server-only cases
// skip, saying so.

#include "CampaignAddress.h"
#include "CampaignDatabase.h"
#include "CampaignSchema.h"
#include "CampaignStory.h"

#include <QMutex>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <memory>
#include <optional>

using namespace Qt::StringLiterals;
using namespace md;
using namespace md::test;

namespace {

const QString serverVariable = u"MORALEDESK_TEST_POSTGRES"_s;

QString serverUrl() { return qEnvironmentVariable("MORALEDESK_TEST_POSTGRES"); }

// The address of database `name` on the test server.
QString onServer(const QString &name)
{
    const auto admin = CampaignAddress::parse(serverUrl(), nullptr);
    QString text = u"postgresql://"_s;
    if (!admin->user().isEmpty())
        text += admin->user() + u'@';
    text += admin->host();
    if (admin->port() > 0)
        text += u':' + QString::number(admin->port());
    return text + u'/' + name;
}

// A connection to the test server's own database, to make and drop the tests' databases.
class ServerAdmin
{
public:
    ServerAdmin()
    {
        const auto a = CampaignAddress::parse(serverUrl(), &m_error);
        if (!a)
            return;
        QSqlDatabase db = QSqlDatabase::addDatabase(u"QPSQL"_s, m_name);
        db.setHostName(a->host());
        if (a->port() > 0)
            db.setPort(a->port());
        db.setDatabaseName(a->database());
        db.setUserName(a->user());
        db.setConnectOptions(a->connectOptions());
        if (!db.open())
            m_error = db.lastError().text();
    }
    ~ServerAdmin()
    {
        for (const QString &name : std::as_const(m_made))
            exec(u"DROP DATABASE IF EXISTS %1 WITH (FORCE)"_s.arg(name));
        QSqlDatabase::database(m_name, false).close();
        QSqlDatabase::removeDatabase(m_name);
    }
    QString error() const { return m_error; }
    // A fresh, empty database; its address.
    QString newDatabase()
    {
        const QString name = u"md_store_%1"_s.arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
        if (!exec(u"CREATE DATABASE %1"_s.arg(name)))
            return {};
        m_made.append(name);
        return onServer(name);
    }
    bool exec(const QString &sql)
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        if (!q.exec(sql)) {
            m_error = q.lastError().text();
            return false;
        }
        return true;
    }

private:
    QString m_name = u"store-test-admin"_s;
    QString m_error;
    QStringList m_made;
};

std::optional<QVariant> valueOf(const CampaignDatabase &db, const QString &sql)
{
    QSqlQuery q(QSqlDatabase::database(db.connectionName(), false));
    if (!q.exec(sql) || !q.next())
        return std::nullopt;
    return q.value(0);
}

} // namespace

class TestCampaignStore : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void createRecordAndReadBack();
    void schemaVersionTable();
    void battleNumbersOnceWithTwoReferees();
    void changeNotification();
    void serverFailuresHaveTheirKind();
    void createRefusesADatabaseInUse();
    void tooNewSchemaIsRefused();
    void serverHasNoFileBackup();

private:
    bool server() const { return !serverUrl().isEmpty(); }
    // A new location: a fresh database on the server, or a file.
    QString newLocation();

    QTemporaryDir m_dir;
    int m_files = 0;
    std::unique_ptr<ServerAdmin> m_admin;
};

void TestCampaignStore::initTestCase()
{
    QVERIFY(m_dir.isValid());
    CampaignDatabase::setBusyTimeout(20000);
    if (server()) {
        m_admin = std::make_unique<ServerAdmin>();
        QVERIFY2(m_admin->error().isEmpty(), qPrintable(m_admin->error()));
        qInfo("on the server %s", qPrintable(serverUrl()));
    } else {
        qInfo("on SQLite files (%s is not set: the server-only cases skip)", qPrintable(serverVariable));
    }
}

QString TestCampaignStore::newLocation()
{
    if (server())
        return m_admin->newDatabase();
    return m_dir.filePath(u"store-%1.mdcampaign"_s.arg(++m_files));
}

void TestCampaignStore::createRecordAndReadBack()
{
    const QString location = newLocation();
    QVERIFY(!location.isEmpty());
    QString error;
    auto db = CampaignDatabase::create(location, campaignInfo(), &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->isServer(), server());
    QCOMPARE(db->location(), location);
    Story s;
    error = buildCampaign(*db, s);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    db.reset();

    // Read back through a second open, as another referee's program would.
    auto again = CampaignDatabase::open(location, &error);
    QVERIFY2(again, qPrintable(error));
    QCOMPARE(again->info(&error), campaignInfo());
    QCOMPARE(again->battleCount(&error), 2);
    QCOMPARE(again->battlegroups(&error), (QStringList{u"Blue Force"_s, u"Red Force"_s}));
    QCOMPARE(again->battlesFought(u"Blue Force"_s, &error), 2);
    const auto battles = again->table(u"battles"_s, &error);
    QVERIFY2(battles, qPrintable(error));
    QCOMPARE(battles->rows.size(), 2);
    QCOMPARE(battles->rows.at(0).at(0).toInt(), 1);
    QCOMPARE(battles->rows.at(0).at(2).toString(), u"Bridge at Kell"_s);
    QCOMPARE(battles->rows.at(0).at(6).toString(), u"Blue"_s); // R11: Blue held the field
    QCOMPARE(battles->rows.at(0).at(7).toString(), u"Blue Force; Red Force"_s);
    QCOMPARE(battles->rows.at(1).at(5).toString(), u"neither"_s);
    const auto replacements = RatioCampaignRecorder(*again).replacements({}, &error);
    QVERIFY2(replacements, qPrintable(error));
    QCOMPARE(replacements->size(), 2);
    QCOMPARE(replacements->at(0).joinedBattle, 2); // Red's, delay 0, fought in battle 2 (R12)
    QCOMPARE(replacements->at(1).joinedBattle, 0);
    QCOMPARE(replacements->at(1).notes, u"from the depot"_s);
    // Every list reads on both engines.
    for (const QString &name : CampaignDatabase::exportableTables()) {
        const auto t = again->table(name, &error);
        QVERIFY2(t, qPrintable(name + u": "_s + error));
        QVERIFY2(!t->rows.isEmpty(), qPrintable(name));
    }
    const auto service = again->table(u"service-records"_s, &error);
    QVERIFY(service);
    QCOMPARE(service->columns.at(6), u"casualties"_s);
    QCOMPARE(service->rows.at(0).at(6).typeId() == QMetaType::Double, false); // whole numbers on both engines
    const auto check = again->integrityCheck(&error);
    QVERIFY2(check && check->isEmpty(), qPrintable(error));
    const auto history = again->strengthHistory(u"Red Force"_s, &error);
    QVERIFY2(history, qPrintable(error));
    QCOMPARE(history->size(), 2);
}

void TestCampaignStore::schemaVersionTable()
{
    const QString location = newLocation();
    QString error;
    auto db = CampaignDatabase::create(location, campaignInfo(), &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(valueOf(*db, u"SELECT version FROM schema_version WHERE id = 1"_s).value_or(QVariant()).toInt(),
             CampaignSchema::current);
    QCOMPARE(valueOf(*db, u"SELECT COUNT(*) FROM schema_version"_s).value_or(QVariant()).toInt(), 1);
    if (server()) {
        // PostgreSQL's ids are identities, its integers 64-bit.
        QCOMPARE(valueOf(*db, uR"(SELECT is_identity FROM information_schema.columns
WHERE table_name = 'battles' AND column_name = 'id')"_s).value_or(QVariant()).toString(), u"YES"_s);
        QCOMPARE(valueOf(*db, uR"(SELECT data_type FROM information_schema.columns
WHERE table_name = 'participants' AND column_name = 'starting_points')"_s).value_or(QVariant()).toString(), u"bigint"_s);
        // The same tables as a file of the current version.
        QCOMPARE(valueOf(*db, uR"(SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = 'public')"_s)
                     .value_or(QVariant()).toInt(),
                 CampaignSchema::tables(CampaignSchema::current).size());
    } else {
        QCOMPARE(valueOf(*db, u"PRAGMA user_version"_s).value_or(QVariant()).toInt(), CampaignSchema::current);
    }
    // The one-row table keeps one row.
    QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
    QVERIFY(!q.exec(u"INSERT INTO schema_version (id, version) VALUES (2, 7)"_s));
}

void TestCampaignStore::battleNumbersOnceWithTwoReferees()
{
    // Two referees record at the same moment, each from its own connection: every battle gets its own
    // number, none is lost, none is handed out twice.
    const QString location = newLocation();
    QString error;
    QVERIFY2(CampaignDatabase::create(location, campaignInfo(), &error), qPrintable(error));
    constexpr int perReferee = 8;
    QStringList failures;
    QMutex failuresMutex;
    const auto referee = [&](const QString &who) {
        QString why;
        auto db = CampaignDatabase::open(location, &why);
        if (!db) {
            const QMutexLocker lock(&failuresMutex);
            failures.append(why);
            return;
        }
        for (int i = 0; i < perReferee; ++i) {
            Battlegroup blue = blueRoster();
            Battlegroup red = redRoster();
            if (QString e = playBattle1(blue, red); !e.isEmpty())
                why = e;
            blue.name = u"%1 Blue %2"_s.arg(who).arg(i);
            red.name = u"%1 Red %2"_s.arg(who).arg(i);
            if (why.isEmpty() && !RatioCampaignRecorder(*db).recordBattle({blue, red}, battle1Info(), &why)) {
                const QMutexLocker lock(&failuresMutex);
                failures.append(why);
            }
            if (i == 0 && !RatioCampaignRecorder(*db).addReplacement(blue.name, blueReplacement(), 1, &why)) {
                const QMutexLocker lock(&failuresMutex);
                failures.append(why);
            }
        }
    };
    std::unique_ptr<QThread> a(QThread::create(referee, u"A"_s));
    std::unique_ptr<QThread> b(QThread::create(referee, u"B"_s));
    a->start();
    b->start();
    QVERIFY(a->wait(120000));
    QVERIFY(b->wait(120000));
    QVERIFY2(failures.isEmpty(), qPrintable(failures.join(u" | "_s)));

    auto db = CampaignDatabase::open(location, &error);
    QVERIFY2(db, qPrintable(error));
    QCOMPARE(db->battleCount(&error), 2 * perReferee);
    const auto battles = db->table(u"battles"_s, &error);
    QVERIFY2(battles, qPrintable(error));
    QSet<int> numbers;
    for (const QVariantList &row : battles->rows)
        numbers.insert(row.at(0).toInt());
    QCOMPARE(numbers.size(), 2 * perReferee);
    QCOMPARE(*std::max_element(numbers.cbegin(), numbers.cend()), 2 * perReferee);
    QCOMPARE(db->battlegroups(&error).size(), 4 * perReferee);
    QCOMPARE(RatioCampaignRecorder(*db).replacements({}, &error)->size(), 2);
}

void TestCampaignStore::changeNotification()
{
    const QString location = newLocation();
    QString error;
    auto writer = CampaignDatabase::create(location, campaignInfo(), &error);
    QVERIFY2(writer, qPrintable(error));
    auto window = CampaignDatabase::open(location, &error);
    QVERIFY2(window, qPrintable(error));
    int changes = 0;
    const bool listening = window->listenForChanges([&changes] { ++changes; });
    if (!server()) {
        QVERIFY(!listening); // a file announces nothing: the window refreshes on its own
        QSKIP("change notifications are a server's (LISTEN/NOTIFY); a file has none");
    }
    QVERIFY(listening);
    Story s;
    error = buildCampaign(*writer, s);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QTRY_VERIFY(changes >= 1);
    // Its own changes are not announced back to the connection that made them.
    int own = 0;
    QVERIFY(writer->listenForChanges([&own] { ++own; }));
    CampaignInfo info = campaignInfo();
    info.notes = u"rain"_s;
    QVERIFY2(window->setInfo(info, &error), qPrintable(error));
    QTRY_VERIFY(own >= 1);
    QTest::qWait(200);
    const int before = changes;
    QTest::qWait(200);
    QCOMPARE(changes, before);
}

void TestCampaignStore::serverFailuresHaveTheirKind()
{
    // A password in the address, on either engine's path: refused before anything is opened.
    QString error;
    CampaignDatabase::OpenError kind = CampaignDatabase::OpenError::None;
    QVERIFY(!CampaignDatabase::open(u"postgresql://bob:hunter2@127.0.0.1:5432/club"_s, &error, &kind));
    QVERIFY2(error.contains(u"password file"_s) && !error.contains(u"hunter2"_s), qPrintable(error));
    QVERIFY(!CampaignDatabase::create(u"postgresql://bob:hunter2@127.0.0.1:5432/club"_s, campaignInfo(), &error));
    QVERIFY2(error.contains(u"password file"_s), qPrintable(error));

    // Unreachable: nothing listens on port 1.
    QVERIFY(!CampaignDatabase::open(u"postgresql://bob@127.0.0.1:1/club?connect_timeout=3"_s, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::Unreachable);
    QVERIFY2(error.contains(u"cannot reach"_s), qPrintable(error));
    if (!server())
        QSKIP("wrong password, missing database and a missing password need a server (MORALEDESK_TEST_POSTGRES)");

    const QString location = newLocation();
    QVERIFY2(CampaignDatabase::create(location, campaignInfo(), &error), qPrintable(error));
    // Missing database.
    const QString missing = onServer(u"md_store_no_such_database"_s);
    QVERIFY(!CampaignDatabase::open(missing, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::NoSuchDatabase);
    QVERIFY2(error.contains(u"md_store_no_such_database"_s), qPrintable(error));
    // Wrong password: one typed in overrides the password file.
    CampaignDatabase::setPassword(location, u"not the password"_s);
    QVERIFY(!CampaignDatabase::open(location, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::WrongPassword);
    QVERIFY2(!error.contains(u"not the password"_s), qPrintable(error));
    CampaignDatabase::setPassword(location, {});
    QVERIFY2(CampaignDatabase::open(location, &error, &kind), qPrintable(error));
    // No password at all: the window asks for one.
    const QByteArray passfile = qgetenv("PGPASSFILE");
    qputenv("PGPASSFILE", m_dir.filePath(u"no-such-passfile"_s).toLocal8Bit());
    const bool opened = CampaignDatabase::open(location, &error, &kind) != nullptr;
    qputenv("PGPASSFILE", passfile);
    QVERIFY(!opened);
    QCOMPARE(kind, CampaignDatabase::OpenError::NeedsPassword);
    QVERIFY2(error.contains(u"password"_s), qPrintable(error));
    // A database with no campaign in it.
    QVERIFY(!CampaignDatabase::open(newLocation(), &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::NotACampaign);
}

void TestCampaignStore::createRefusesADatabaseInUse()
{
    if (!server())
        QSKIP("a file that exists is refused by tst_campaign_file; this is a server database's case");
    QString error;
    const QString location = newLocation();
    QVERIFY2(CampaignDatabase::create(location, campaignInfo(), &error), qPrintable(error));
    QVERIFY(!CampaignDatabase::create(location, campaignInfo(), &error));
    QVERIFY2(error.contains(u"already holds a MoraleDesk campaign"_s), qPrintable(error));

    const QString other = newLocation();
    {
        auto db = CampaignDatabase::open(location, &error); // any connection will do to reach the server
        QVERIFY(db);
    }
    // Someone else's table in the database: named, and nothing of the campaign is made.
    const QString name = other.section(u'/', -1);
    QSqlDatabase raw = QSqlDatabase::addDatabase(u"QPSQL"_s, u"store-test-other"_s);
    {
        const auto a = CampaignAddress::parse(other, &error);
        raw.setHostName(a->host());
        raw.setPort(a->port());
        raw.setDatabaseName(name);
        raw.setUserName(a->user());
        QVERIFY2(raw.open(), qPrintable(raw.lastError().text()));
        QSqlQuery q(raw);
        QVERIFY(q.exec(u"CREATE TABLE club_members (name TEXT)"_s));
    }
    QVERIFY(!CampaignDatabase::create(other, campaignInfo(), &error));
    QVERIFY2(error.contains(u"club_members"_s), qPrintable(error));
    {
        QSqlQuery q(raw);
        QVERIFY(q.exec(u"SELECT COUNT(*) FROM pg_tables WHERE schemaname = 'public'"_s) && q.next());
        QCOMPARE(q.value(0).toInt(), 1);
    }
    raw.close();
    raw = QSqlDatabase();
    QSqlDatabase::removeDatabase(u"store-test-other"_s);
}

void TestCampaignStore::tooNewSchemaIsRefused()
{
    if (!server())
        QSKIP("a file's newer format is tst_campaign_migration's; this is the server's schema_version");
    QString error;
    const QString location = newLocation();
    {
        auto db = CampaignDatabase::create(location, campaignInfo(), &error);
        QVERIFY2(db, qPrintable(error));
        QSqlQuery q(QSqlDatabase::database(db->connectionName(), false));
        QVERIFY(q.exec(u"UPDATE schema_version SET version = %1"_s.arg(CampaignSchema::current + 1)));
    }
    CampaignDatabase::OpenError kind = CampaignDatabase::OpenError::None;
    QVERIFY(!CampaignDatabase::open(location, &error, &kind));
    QCOMPARE(kind, CampaignDatabase::OpenError::TooNew);
    QVERIFY2(error.contains(u"newer MoraleDesk"_s), qPrintable(error));
}

void TestCampaignStore::serverHasNoFileBackup()
{
    if (!server())
        QSKIP("backups of files are tst_campaign_migration's");
    QString error;
    auto db = CampaignDatabase::create(newLocation(), campaignInfo(), &error);
    QVERIFY2(db, qPrintable(error));
    QVERIFY(!db->backupTo(m_dir.filePath(u"backup.mdcampaign"_s), &error));
    QVERIFY2(error.contains(u"campaign copy"_s), qPrintable(error));
    QVERIFY(!QFile::exists(m_dir.filePath(u"backup.mdcampaign"_s)));
}

QTEST_GUILESS_MAIN(TestCampaignStore)
#include "tst_campaign_store.moc"
