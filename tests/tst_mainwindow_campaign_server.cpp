// Drives the real main window offscreen with campaigns on a PostgreSQL server (issue items 2 to 4): the "Open
// campaign on a server…" dialog and its checks, the password asked when libpq has none (kept in memory only,
// never in the settings), recent campaigns keeping addresses, Refresh (F5) showing others' records, and
// Campaign → Copy campaign to…. The server half runs when MORALEDESK_TEST_POSTGRES names a server
// (tests/with-postgres.sh); without it the dialog, an unreachable server, Refresh and copying to a file run.
#include "CampaignCopy.h"
#include "CampaignDatabase.h"
#include "MainWindowFixture.h"
#include "ServerDatabases.h"
#include "TestPrompter.h"
#include "models/CampaignTableModel.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "widgets/CampaignWindow.h"
#include "widgets/RecentFilesMenu.h"
#include "widgets/ServerAddressDialog.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QStatusBar>
#include <QTest>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
QString dataPath(const QString &relative) { return QStringLiteral(MORALEDESK_TEST_DATA "/") + relative; }

QList<Battlegroup> battlegroups()
{
    QList<Battlegroup> list;
    for (const QString &file : {dataPath(u"campaign/first-contact.json"_s), dataPath(u"valid/mid-game.json"_s)}) {
        const LoadResult loaded = BattlegroupReader::readFile(file);
        if (loaded.ok())
            list.append(*loaded.battlegroup);
    }
    return list;
}

// Records one battle from another connection, as another referee's program would.
QString recordElsewhere(const QString &location, const QString &name)
{
    QString error;
    auto other = CampaignDatabase::open(location, &error);
    if (!other)
        return error;
    BattleInfo info;
    info.name = name;
    // Each battle differs, or the campaign refuses it as recorded already.
    QList<Battlegroup> forces = battlegroups();
    forces[0].notes = name;
    return RatioCampaignRecorder(*other).recordBattle(forces, info, &error) ? QString() : error;
}

// The password libpq's password file holds for `address`'s user (PGPASSFILE, host:port:database:user:password).
QString passwordFromFile(const QString &address)
{
    QFile file(qEnvironmentVariable("PGPASSFILE"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QUrl url(address);
    for (const QByteArray &raw : file.readAll().split('\n')) {
        const QStringList fields = QString::fromUtf8(raw).split(u':');
        if (fields.size() == 5 && (fields.at(3) == url.userName() || fields.at(3) == u"*"_s))
            return fields.at(4);
    }
    return {};
}
} // namespace

class TestMainWindowCampaignServer : public QObject, private MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void addressDialogChecksEachPart_data();
    void addressDialogChecksEachPart();
    void addressDialogSaysWhereThePasswordComesFrom();
    void unreachableServerIsNamedWithoutAskingAPassword();
    void recentCampaignsShowAddressesAsSuch();
    void refreshShowsOthersRecords();
    void copyCampaignToAFile();
    void serverAsksForThePasswordAndNeverSavesIt();
    void cancellingThePasswordOpensNothing();
    void serverCampaignSeesOthersRecords();
    void copyCampaignToAServer();

private:
    QString serverCampaign(ServerDatabases &server)
    {
        const QString address = server.newDatabase(u"md_window"_s);
        QString error;
        if (address.isEmpty() || !CampaignDatabase::create(address, {u"Club"_s, {}, {}}, &error)) {
            qWarning("%s %s", qPrintable(server.error()), qPrintable(error));
            return {};
        }
        return address;
    }
    QByteArray m_passFile;
};

void TestMainWindowCampaignServer::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
    m_passFile = qgetenv("PGPASSFILE");
}

void TestMainWindowCampaignServer::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
    qputenv("PGPASSFILE", m_passFile);
}

void TestMainWindowCampaignServer::addressDialogChecksEachPart_data()
{
    QTest::addColumn<QString>("address");
    QTest::addColumn<bool>("good");
    QTest::addColumn<QString>("named"); // what the refusal names
    QTest::newRow("full") << u"postgresql://referee@club.example.org:5432/kell_valley"_s << true << QString();
    QTest::newRow("postgres scheme, options") << u"postgres://referee@10.0.0.5/kell?connect_timeout=5"_s << true << QString();
    QTest::newRow("password") << u"postgresql://referee:secret@club.example.org/kell"_s << false << u"password"_s;
    QTest::newRow("port") << u"postgresql://referee@club.example.org:99999/kell"_s << false << u"99999"_s;
    QTest::newRow("no database") << u"postgresql://referee@club.example.org/"_s << false << u"database"_s;
    QTest::newRow("unknown option") << u"postgresql://referee@host/kell?colour=red"_s << false << u"colour"_s;
    QTest::newRow("a file") << u"/home/alice/kell.mdcampaign"_s << false << u"postgresql://"_s;
    QTest::newRow("nothing") << u"   "_s << false << u"Address"_s;
}

void TestMainWindowCampaignServer::addressDialogChecksEachPart()
{
    QFETCH(QString, address);
    QFETCH(bool, good);
    QFETCH(QString, named);
    ServerAddressDialog dialog{QString()};
    QVERIFY(!dialog.canAccept()); // nothing typed yet
    QTest::keyClicks(dialog.addressEdit(), address);
    QCOMPARE(dialog.canAccept(), good);
    QCOMPARE(ServerAddressDialog::problem(address).isEmpty(), good);
    if (good) {
        QCOMPARE(dialog.address(), address.trimmed());
        QVERIFY(dialog.errorText().isEmpty());
    } else {
        QVERIFY2(ServerAddressDialog::problem(address).contains(named), qPrintable(ServerAddressDialog::problem(address)));
        if (!address.trimmed().isEmpty())
            QCOMPARE(dialog.errorText(), ServerAddressDialog::problem(address));
    }
}

void TestMainWindowCampaignServer::addressDialogSaysWhereThePasswordComesFrom()
{
    ServerAddressDialog dialog(u"postgresql://referee@host/kell"_s);
    QVERIFY(dialog.canAccept());
    const auto *note = dialog.findChild<QLabel *>(u"passwordNote"_s);
    QVERIFY(note);
    QVERIFY(note->text().contains(u"~/.pgpass"_s));
    QVERIFY(note->text().contains(u"never saved"_s));
}

void TestMainWindowCampaignServer::unreachableServerIsNamedWithoutAskingAPassword()
{
    // Port 1 on this machine: a privileged port no database server listens on, refused at once.
    const int port = 1;
    MainWindow *w = makeWindow();
    const QString address = u"postgresql://referee@127.0.0.1:%1/kell?connect_timeout=3"_s.arg(port);
    m_prompter->addresses.enqueue(address);
    QVERIFY(!w->campaignController()->openCampaignOnServer());
    QCOMPARE(m_prompter->asked, (QStringList{u"address"_s}));
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.constFirst().startsWith(u"Campaign not opened: "_s), qPrintable(m_prompter->errors.constFirst()));
    QVERIFY2(m_prompter->errors.constFirst().contains(u"127.0.0.1"_s), qPrintable(m_prompter->errors.constFirst()));
    QVERIFY(!w->campaign());
    QVERIFY(m_settings->recentCampaigns().isEmpty());
}

void TestMainWindowCampaignServer::recentCampaignsShowAddressesAsSuch()
{
    QCOMPARE(RecentFilesMenu::entryText(u"postgresql://referee@club.example.org:5432/kell_valley"_s),
             u"kell_valley on the server club.example.org:5432"_s);
    QCOMPARE(RecentFilesMenu::entryText(u"/home/alice/kell.mdcampaign"_s), u"kell.mdcampaign"_s);
    // Kept as written, not made into a path of the current folder.
    m_settings->addRecentCampaign(u"postgresql://referee@club.example.org/kell"_s);
    QCOMPARE(m_settings->recentCampaigns(), QStringList{u"postgresql://referee@club.example.org/kell"_s});
}

void TestMainWindowCampaignServer::refreshShowsOthersRecords()
{
    MainWindow *w = makeWindow();
    const QString file = m_dir->filePath(u"club.mdcampaign"_s);
    m_prompter->texts.enqueue(u"Club"_s);
    m_prompter->campaignName = file;
    QVERIFY(w->newCampaign());
    w->showCampaign();
    CampaignWindow *cw = w->campaignWindow();
    QVERIFY(cw);
    cw->showList(u"battles"_s);
    QCOMPARE(cw->listModel()->rowCount(), 0);
    QVERIFY(cw->refreshAction());
    QCOMPARE(cw->refreshAction()->shortcut(), QKeySequence(Qt::Key_F5));
    const QString error = recordElsewhere(file, u"Ambush at the ford"_s);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(cw->listModel()->rowCount(), 0); // a file announces nothing: still as it was read
    QApplication::setActiveWindow(cw);
    QVERIFY(QTest::qWaitForWindowActive(cw));
    QTest::keyClick(cw, Qt::Key_F5);
    QCOMPARE(cw->listModel()->rowCount(), 1);
    QVERIFY(cw->summaryText().contains(u"1 battle"_s));
}

void TestMainWindowCampaignServer::copyCampaignToAFile()
{
    MainWindow *w = makeWindow();
    const QString file = m_dir->filePath(u"club.mdcampaign"_s);
    {
        QString error;
        QVERIFY2(CampaignDatabase::create(file, {u"Club"_s, {{u"Blue"_s, u"Alice"_s}}, {}}, &error), qPrintable(error));
    }
    QVERIFY(recordElsewhere(file, u"First"_s).isEmpty());
    QVERIFY(w->openCampaignFile(file));
    CampaignWindow *cw = w->campaignWindow();
    QVERIFY(cw && cw->copyAction());
    const QString target = m_dir->filePath(u"take-home"_s); // the suffix is added
    m_prompter->one.enqueue(0);
    m_prompter->campaignName = target;
    cw->copyAction()->trigger();
    QVERIFY2(m_prompter->errors.isEmpty(), qPrintable(m_prompter->errors.join(u'\n')));
    QVERIFY(QFile::exists(target + u".mdcampaign"_s));
    QVERIFY2(cw->statusBar()->currentMessage().contains(u"compared every table"_s), qPrintable(cw->statusBar()->currentMessage()));
    QString error;
    auto copy = CampaignDatabase::open(target + u".mdcampaign"_s, &error);
    QVERIFY2(copy, qPrintable(error));
    QVERIFY2(CampaignCopy::compare(*w->campaign(), *copy, &error), qPrintable(error));
    // Again to the same name: refused, named, and the copy made before is untouched.
    m_prompter->one.enqueue(0);
    QVERIFY(!w->campaignController()->copyCampaign());
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.constFirst().contains(u"already exists"_s), qPrintable(m_prompter->errors.constFirst()));
    QVERIFY2(CampaignCopy::compare(*w->campaign(), *copy, &error), qPrintable(error));
}

void TestMainWindowCampaignServer::serverAsksForThePasswordAndNeverSavesIt()
{
    ServerDatabases server;
    if (!server.available())
        QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server (tests/with-postgres.sh sets it)");
    const QString address = serverCampaign(server);
    QVERIFY(!address.isEmpty());
    const QString password = passwordFromFile(address);
    QVERIFY2(!password.isEmpty(), "the password file has no password for the test's role");
    // libpq has no password now: the window must ask.
    qputenv("PGPASSFILE", m_dir->filePath(u"no-such-pgpass"_s).toLocal8Bit());
    MainWindow *w = makeWindow();
    m_prompter->addresses.enqueue(address);
    m_prompter->passwords.enqueue(u"not-the-password"_s);
    m_prompter->passwords.enqueue(password);
    QVERIFY2(w->campaignController()->openCampaignOnServer(), qPrintable(m_prompter->errors.join(u'\n')));
    QCOMPARE(m_prompter->asked.filter(u"password:"_s).size(), 2);
    QVERIFY2(m_prompter->passwordQuestions.at(1).contains(u"password"_s, Qt::CaseInsensitive), qPrintable(m_prompter->passwordQuestions.at(1)));
    QVERIFY(m_prompter->errors.isEmpty());
    QVERIFY(w->campaign() && w->campaign()->isServer());
    QVERIFY(w->campaignWindow());
    QVERIFY2(w->campaignWindow()->summaryText().contains(u"On the server"_s), qPrintable(w->campaignWindow()->summaryText()));
    // The recent campaigns keep the address, shown as one; the password is nowhere in the settings.
    const QStringList recent = m_settings->recentCampaigns();
    QCOMPARE(recent.size(), 1);
    QVERIFY(recent.constFirst().startsWith(u"postgresql://"_s));
    QVERIFY(!recent.constFirst().contains(password));
    delete m_settings; // written out
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    QFile ini(m_dir->filePath(u"settings.ini"_s));
    QVERIFY(ini.open(QIODevice::ReadOnly));
    const QByteArray saved = ini.readAll();
    QVERIFY(saved.contains("postgresql://"));
    QVERIFY(!saved.contains(password.toUtf8()));
    // Reopened from the recent campaigns in this run: the password kept in memory serves, no question.
    m_prompter->asked.clear();
    QVERIFY(w->openRecentCampaign(recent.constFirst()));
    QVERIFY(m_prompter->asked.filter(u"password:"_s).isEmpty());
    CampaignDatabase::setPassword(address, QString());
}

void TestMainWindowCampaignServer::cancellingThePasswordOpensNothing()
{
    ServerDatabases server;
    if (!server.available())
        QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server (tests/with-postgres.sh sets it)");
    const QString address = serverCampaign(server);
    QVERIFY(!address.isEmpty());
    qputenv("PGPASSFILE", m_dir->filePath(u"no-such-pgpass"_s).toLocal8Bit());
    MainWindow *w = makeWindow();
    m_prompter->addresses.enqueue(address);
    QVERIFY(!w->campaignController()->openCampaignOnServer()); // no password given: cancelled
    QCOMPARE(m_prompter->asked.filter(u"password:"_s).size(), 1);
    QVERIFY(m_prompter->errors.isEmpty()); // cancelling is no error
    QVERIFY(!w->campaign());
    QVERIFY(m_settings->recentCampaigns().isEmpty());
}

void TestMainWindowCampaignServer::serverCampaignSeesOthersRecords()
{
    ServerDatabases server;
    if (!server.available())
        QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server (tests/with-postgres.sh sets it)");
    const QString address = serverCampaign(server);
    QVERIFY(!address.isEmpty());
    MainWindow *w = makeWindow();
    QVERIFY2(w->openCampaignFile(address), qPrintable(m_prompter->errors.join(u'\n')));
    CampaignWindow *cw = w->campaignWindow();
    QVERIFY(cw);
    cw->showList(u"battles"_s);
    QCOMPARE(cw->listModel()->rowCount(), 0);
    QString error = recordElsewhere(address, u"Night raid"_s);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    // The server announces the record (LISTEN/NOTIFY): the window reads it again by itself.
    QTRY_COMPARE_WITH_TIMEOUT(cw->listModel()->rowCount(), 1, 10000);
    error = recordElsewhere(address, u"Second raid"_s);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QTRY_COMPARE_WITH_TIMEOUT(cw->listModel()->rowCount(), 2, 10000);
    cw->refreshAction()->trigger();
    QCOMPARE(cw->listModel()->rowCount(), 2);
}

void TestMainWindowCampaignServer::copyCampaignToAServer()
{
    ServerDatabases server;
    if (!server.available())
        QSKIP("MORALEDESK_TEST_POSTGRES is not set: no PostgreSQL server (tests/with-postgres.sh sets it)");
    MainWindow *w = makeWindow();
    const QString file = m_dir->filePath(u"club.mdcampaign"_s);
    {
        QString error;
        QVERIFY2(CampaignDatabase::create(file, {u"Club"_s, {}, {}}, &error), qPrintable(error));
    }
    QVERIFY(recordElsewhere(file, u"First"_s).isEmpty());
    QVERIFY(w->openCampaignFile(file));
    const QString address = server.newDatabase(u"md_window_copy"_s);
    QVERIFY(!address.isEmpty());
    m_prompter->one.enqueue(1);
    m_prompter->addresses.enqueue(address);
    QVERIFY2(w->campaignController()->copyCampaign(), qPrintable(m_prompter->errors.join(u'\n')));
    QString error;
    auto onServer = CampaignDatabase::open(address, &error);
    QVERIFY2(onServer, qPrintable(error));
    const auto counts = CampaignCopy::compare(*w->campaign(), *onServer, &error);
    QVERIFY2(counts, qPrintable(error));
    QCOMPARE(*onServer->battleCount(&error), 1);
}

QTEST_MAIN(TestMainWindowCampaignServer)
#include "tst_mainwindow_campaign_server.moc"
