// Help → About through the real main window (version from project(), license, application id, the way to
// the Rules notes), and the files a desktop double click passes on the command line: battlegroups
// (.moraledesk, .json) open in the window, campaigns (.mdcampaign) in the campaign window.
#include "AboutDialog.h"
#include "CampaignDatabase.h"
#include "MainWindow.h"
#include "ratio/RulesNotes.h"
#include "systems/BuiltInSystems.h"
#include "base/Settings.h"
#include "TestPrompter.h"
#include "ratio/document/BattlegroupDocument.h"
#include "document/RecoveryFile.h"
#include "widgets/CampaignWindow.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QFile>
#include <QLabel>
#include <QPushButton>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBrowser>
#include <QTimer>

#include <algorithm>

using namespace md;
using namespace Qt::StringLiterals;

class TestAbout : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void aboutShowsVersionAndOpensRulesNotes();
    void rulesNotesStateTheReadingsInForce();
    void commandLineFileOpens_data();
    void commandLineFileOpens();

private:
    QTemporaryDir *m_dir = nullptr;
    Settings *m_settings = nullptr;
    TestPrompter *m_prompter = nullptr;
    RecoveryFile *m_recovery = nullptr;
    MainWindow *m_window = nullptr;
};

void TestAbout::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
    m_window = new MainWindow(m_settings, m_prompter, m_recovery);
    m_window->show();
}

void TestAbout::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

void TestAbout::aboutShowsVersionAndOpensRulesNotes()
{
    auto *aboutAction = m_window->findChild<QAction *>(u"helpAbout"_s);
    QVERIFY(aboutAction);

    QString version;
    QString license;
    QString applicationId;
    QString notesTitle;
    QString notesText;
    int rulesNotesRequests = 0;
    bool aboutWasModal = false;
    // The dialogs are modal: each check runs from the event loop of the dialog it looks at.
    QTimer::singleShot(0, m_window, [&] {
        auto *about = m_window->findChild<AboutDialog *>();
        if (!about)
            return;
        aboutWasModal = about->isVisible() && about->isModal();
        version = about->versionLabel()->text();
        license = about->licenseLabel()->text();
        applicationId = about->applicationIdLabel()->text();
        connect(about, &AboutDialog::rulesNotesRequested, about, [&] { ++rulesNotesRequests; });
        QTimer::singleShot(0, m_window, [&] {
            auto *notes = m_window->findChild<QDialog *>(u"rulesNotes"_s);
            if (!notes)
                return;
            notesTitle = notes->windowTitle();
            if (auto *browser = notes->findChild<QTextBrowser *>())
                notesText = browser->toPlainText();
            notes->reject();
        });
        QTest::mouseClick(about->rulesNotesButton(), Qt::LeftButton);
        about->reject();
    });
    // Never hang the suite if a dialog did not appear: close whatever is still open.
    QTimer guard;
    guard.setInterval(5000);
    connect(&guard, &QTimer::timeout, m_window, [this] {
        const auto dialogs = m_window->findChildren<QDialog *>();
        for (QDialog *d : dialogs)
            d->reject();
    });
    guard.start();
    aboutAction->trigger();
    guard.stop();

    QVERIFY(aboutWasModal);
    QCOMPARE(version, QStringLiteral(MORALEDESK_PROJECT_VERSION));
    QVERIFY2(license.contains(u"GPL-3.0-or-later"_s) && license.contains(u"https://www.gnu.org/licenses/gpl-3.0"_s),
             qPrintable(license));
    QCOMPARE(applicationId, u"org.moraledesk.MoraleDesk"_s);
    QCOMPARE(rulesNotesRequests, 1);
    QCOMPARE(notesTitle, QCoreApplication::translate("md::MainWindow", "Rules notes"));
    const QList<RulesNotes::Note> notes = RulesNotes::notes();
    QVERIFY(!notes.isEmpty());
    for (const RulesNotes::Note &note : notes)
        QVERIFY2(notesText.contains(note.title), qPrintable(note.title));
    // Every optional rule and every Interpretation the system applies is listed with its rule (RatioOptions).
    const RuleSystem *system = ruleSystems().find(u"ratio-morale"_s);
    QVERIFY(system && system->options().size() > 5);
    for (const RuleOption &option : system->options())
        QVERIFY2(notesText.contains(option.displayLabel()), qPrintable(option.key));
    QVERIFY(notesText.contains(u"R5"_s) && notesText.contains(u"R10"_s));
    // The About dialog is gone again: exec() returned after the player closed it.
    QVERIFY(!m_window->findChild<AboutDialog *>() || !m_window->findChild<AboutDialog *>()->isVisible());
}

// The Rules notes state the readings the engine applies (issue 12): R2/R9 a morale officer shoots without
// the Leaders rule; R6 the override names the unchecked pieces; R9 surrender only right after this turn's
// failure, and the shot steadies the unit; R10 bail-out survivors without the Bailed crew rule, and when
// survivors check.
void TestAbout::rulesNotesStateTheReadingsInForce()
{
    const auto text = [](const QString &rule, const QString &words) {
        const QList<RulesNotes::Note> notes = RulesNotes::notes();
        return std::any_of(notes.cbegin(), notes.cend(),
                           [&](const RulesNotes::Note &n) { return n.rule == rule && n.text.contains(words); });
    };
    QVERIFY(text(u"R2"_s, u"with or without the Leaders rule"_s));
    QVERIFY(!text(u"R2"_s, u"only under the Leaders rule"_s));
    QVERIFY(text(u"R6"_s, u"naming every piece left unchecked"_s));
    QVERIFY(text(u"R6"_s, u"leaves the board"_s));
    QVERIFY(text(u"R9"_s, u"only right after a failed check in the current turn"_s));
    QVERIFY(text(u"R9"_s, u"returns every member"_s));
    QVERIFY(text(u"R10"_s, u"whether or not the Bailed crew rule is in use. Without it"_s));
    QVERIFY(text(u"R10"_s, u"each crewman counts 1"_s));
    QVERIFY(text(u"R10"_s, u"the Bailed crew option changes no check"_s)); // review 8: as the engine does
    QVERIFY(text(u"R10"_s, u"check when the vehicle would have"_s));
}

void TestAbout::commandLineFileOpens_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("content"); // "battlegroup", "campaign" or "broken campaign"
    QTest::addColumn<bool>("opensBattlegroup");
    QTest::addColumn<bool>("opensCampaign");

    QTest::newRow("battlegroup .moraledesk") << u"rangers.moraledesk"_s << u"battlegroup"_s << true << false;
    QTest::newRow("battlegroup .json") << u"rangers.json"_s << u"battlegroup"_s << true << false;
    QTest::newRow("campaign .mdcampaign") << u"war.mdcampaign"_s << u"campaign"_s << false << true;
    QTest::newRow("campaign, upper-case suffix") << u"WAR.MDCAMPAIGN"_s << u"campaign"_s << false << true;
    QTest::newRow("not a campaign") << u"broken.mdcampaign"_s << u"broken campaign"_s << false << false;
}

void TestAbout::commandLineFileOpens()
{
    QFETCH(QString, fileName);
    QFETCH(QString, content);
    QFETCH(bool, opensBattlegroup);
    QFETCH(bool, opensCampaign);

    const QString path = m_dir->filePath(fileName);
    if (content == u"battlegroup"_s) {
        QVERIFY(QFile::copy(u":/samples/first-contact.json"_s, path));
    } else if (content == u"campaign"_s) {
        QString error;
        QVERIFY2(CampaignDatabase::create(path, CampaignInfo{u"Border war"_s, {}, {}}, &error), qPrintable(error));
    } else {
        QFile broken(path);
        QVERIFY(broken.open(QIODevice::WriteOnly));
        broken.write("this is not an SQLite file");
    }
    const QString before = m_window->document()->state().name();

    m_window->start(path);

    QCOMPARE(m_window->document()->fileName() == path, opensBattlegroup);
    if (opensBattlegroup)
        QCOMPARE(m_window->document()->state().name(), u"3rd Ranger Battlegroup"_s);
    else
        QCOMPARE(m_window->document()->state().name(), before);
    QCOMPARE(m_window->campaign() != nullptr, opensCampaign);
    QCOMPARE(m_window->campaignWindow() && m_window->campaignWindow()->isVisible(), opensCampaign);
    // A file that cannot be opened says so, naming it; nothing else changes.
    QCOMPARE(m_prompter->errors.size(), opensBattlegroup || opensCampaign ? 0 : 1);
    if (!opensBattlegroup && !opensCampaign)
        QVERIFY2(m_prompter->errors.constFirst().contains(fileName), qPrintable(m_prompter->errors.constFirst()));
}

QTEST_MAIN(TestAbout)
#include "tst_about.moc"
