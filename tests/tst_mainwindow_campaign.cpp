// Drives the real main window offscreen through a campaign: recording a battle and the next one,
// replacements, details and the service record, the campaign file suffix and recent campaigns.
// The fixture is in MainWindowFixture.h.
#include "MainWindowFixture.h"
#include "ScriptedDice.h"
#include "MainWindow.h"
#include "CampaignFileName.h"
#include "DialogPrompter.h"
#include "base/Settings.h"
#include "TestPrompter.h"
#include "WindowCampaign.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "RatioRecovery.h"
#include "document/RecoveryFile.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/models/ChecksDueModel.h"
#include "ratio/models/LogModel.h"
#include "ratio/models/MoraleTableModel.h"
#include "ratio/models/RosterModel.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/widgets/EnduranceBar.h"
#include "ratio/widgets/MoraleTableWidget.h"
#include "ratio/widgets/PlayPanel.h"
#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "models/CampaignTableModel.h"
#include "widgets/CampaignWindow.h"
#include "ratio/campaign/ReplacementListModel.h"
#include "ratio/campaign/ServiceRecordModel.h"
#include "widgets/CampaignDetailsPanel.h"
#include "widgets/RecentFilesMenu.h"
#include "ratio/campaign/ReplacementDialog.h"
#include "ratio/campaign/ServiceRecordPanel.h"
#include "ratio/campaign/RatioReplacementsPage.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QPalette>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QStatusBar>
#include <QTreeView>

#include <sys/stat.h>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestMainWindowCampaign : public QObject, private MainWindowFixture
{
    Q_OBJECT
    // The campaigns' databases when the tests run against a server (MORALEDESK_TEST_POSTGRES).
    CampaignTestServer m_server;
    // Where a test's campaign goes: `file` in the test's folder, or a fresh database on the test server.
    QString campaignLocation(const QString &file)
    {
        return CampaignTestServer::active() ? m_server.newDatabase() : m_dir->filePath(file);
    }

private Q_SLOTS:
    void init();
    void cleanup();
    void campaignRecordAndNextBattle();
    void campaignReplacementsDetailsAndServiceRecord();
    void closingUnsavedNextBattleAsks();
    void campaignFileSuffixAndRecentCampaigns();
    void openingAnOlderCampaignNamesItsBackup();
};

void TestMainWindowCampaign::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestMainWindowCampaign::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

// Item 4.2: the next battle is an untitled document with content, on no disk. Ctrl+W and closing the window
// ask first (save / discard / cancel); an unchanged bundled sample or an empty document is closed without asking.
void TestMainWindowCampaign::closingUnsavedNextBattleAsks()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    // File → Close answers every key the platform binds to it (Ctrl+W and Ctrl+F4 here).
    const QKeySequence closeKey(u"Ctrl+W"_s);
    QVERIFY(QKeySequence::keyBindings(QKeySequence::Close).contains(closeKey));
    QVERIFY(newCampaignIn(w, m_prompter, u"Outer Rim"_s, campaignLocation(u"rim.mdcampaign"_s)));
    m_prompter->one.enqueue(1); // record this battlegroup alone
    m_prompter->texts.enqueue(QString()); // the battle's name: empty keeps "Battle N"
    QVERIFY(w->recordBattle());
    m_prompter->one.enqueue(0);
    QVERIFY(w->startNextBattle());
    QVERIFY(m_prompter->asked.filter(u"save:"_s).isEmpty()); // the unchanged sample went without a question

    BattlegroupDocument *next = documentOf(w);
    QVERIFY(next->fileName().isEmpty());
    QVERIFY(!next->isModified());
    QVERIFY(!next->battlegroup().units.isEmpty());
    const Battlegroup nextBattle = next->battlegroup();

    // Cancel: Ctrl+W and closing the window both ask, and both leave the document open.
    m_prompter->saveChoice = TestPrompter::SaveChoice::Cancel;
    m_prompter->asked.clear();
    QTest::keySequence(w, closeKey);
    QCOMPARE(m_prompter->asked, QStringList{u"save:Untitled"_s});
    QCOMPARE(documentOf(w), next);
    QVERIFY(!w->close());
    QVERIFY(w->isVisible());
    QCOMPARE(m_prompter->asked, (QStringList{u"save:Untitled"_s, u"save:Untitled"_s}));
    QCOMPARE(documentOf(w)->battlegroup(), nextBattle);

    // Discard: Ctrl+W leaves an empty battlegroup, which closes without a question.
    m_prompter->saveChoice = TestPrompter::SaveChoice::Discard;
    QTest::keySequence(w, closeKey);
    QCOMPARE(m_prompter->asked.size(), 3);
    QVERIFY(documentOf(w)->battlegroup().units.isEmpty());
    QTest::keySequence(w, closeKey);
    QCOMPARE(m_prompter->asked.size(), 3);

    // Save: closing the window asks, saves the next battle under the name given, and closes.
    m_prompter->one.enqueue(0);
    QVERIFY(w->startNextBattle());
    m_prompter->saveChoice = TestPrompter::SaveChoice::Save;
    m_prompter->saveName = m_dir->filePath(u"battle-2.json"_s);
    QVERIFY(w->close());
    QCOMPARE(m_prompter->asked.filter(u"save:"_s).size(), 4);
    QVERIFY(!w->isVisible());
    const LoadResult saved = BattlegroupReader::readFile(m_prompter->saveName);
    QVERIFY(saved.ok());
    QCOMPARE(saved.battlegroup->units, nextBattle.units);
}

// Item 4.3: a new campaign typed without a suffix is saved as NAME.mdcampaign (so the open dialog lists it),
// and File → Recent campaigns lists campaigns across starts; a campaign that is gone is named and dropped.
void TestMainWindowCampaign::campaignFileSuffixAndRecentCampaigns()
{
    if (CampaignTestServer::active())
        QSKIP("about campaign file names (the .mdcampaign suffix, the file dialog, backup files); runs with files");
    // The real dialog adds the suffix to a name typed without one.
    {
        const std::unique_ptr<QFileDialog> dialog = DialogPrompter::campaignFileDialog(nullptr, true);
        QCOMPARE(dialog->defaultSuffix(), u"mdcampaign"_s);
        QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
        dialog->setOption(QFileDialog::DontUseNativeDialog);
        dialog->setDirectory(m_dir->path());
        dialog->selectFile(u"typed"_s);
        QCOMPARE(dialog->selectedFiles(), QStringList{QDir(m_dir->path()).filePath(u"typed.mdcampaign"_s)});
        QCOMPARE(DialogPrompter::campaignFileDialog(nullptr, false)->acceptMode(), QFileDialog::AcceptOpen);
    }

    MainWindow *w = makeWindow();
    auto *recent = w->findChild<RecentFilesMenu *>(u"recentCampaignsMenu"_s);
    QVERIFY(recent);
    QVERIFY(recent->files().isEmpty());
    QVERIFY(!recent->isEnabled());

    // Through the Prompter without a suffix.
    const QString rim = m_dir->filePath(u"rim.mdcampaign"_s);
    m_prompter->texts.enqueue(u"Outer Rim"_s);
    m_prompter->campaignName = m_dir->filePath(u"rim"_s);
    QVERIFY(w->newCampaign());
    QVERIFY(QFile::exists(rim));
    QVERIFY(!QFile::exists(m_dir->filePath(u"rim"_s)));
    QCOMPARE(w->campaign()->fileName(), rim);
    // A backup is a campaign file too.
    m_prompter->campaignName = m_dir->filePath(u"rim-backup"_s);
    QVERIFY(w->backUpCampaign());
    QVERIFY(QFile::exists(m_dir->filePath(u"rim-backup.mdcampaign"_s)));

    const QString delta = m_dir->filePath(u"delta.mdcampaign"_s);
    m_prompter->texts.enqueue(u"Delta"_s);
    m_prompter->campaignName = delta;
    QVERIFY(w->newCampaign());
    QCOMPARE(recent->files(), (QStringList{delta, rim}));
    QVERIFY(recent->isEnabled());
    QCOMPARE(recent->actions().size(), 2);
    QCOMPARE(recent->actions().at(1)->text(), u"rim.mdcampaign"_s);
    QCOMPARE(recent->actions().at(1)->toolTip(), rim);

    // Chosen from the menu: opened, and first in the list again.
    recent->actions().at(1)->trigger();
    QCOMPARE(w->campaign()->fileName(), rim);
    QCOMPARE(recent->files(), (QStringList{rim, delta}));
    QVERIFY(m_prompter->errors.isEmpty());

    // Kept in the settings: a new window lists them.
    m_settings->sync();
    QCOMPARE(Settings(m_dir->filePath(u"settings.ini"_s)).recentCampaigns(), (QStringList{rim, delta}));
    delete m_window;
    m_window = nullptr;
    w = makeWindow();
    recent = w->findChild<RecentFilesMenu *>(u"recentCampaignsMenu"_s);
    QVERIFY(recent);
    QCOMPARE(recent->files(), (QStringList{rim, delta}));

    // A campaign that is gone: a clear message, and it leaves the list and the settings.
    for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s})
        QFile::remove(delta + suffix);
    recent->actions().at(1)->trigger();
    QVERIFY(!w->campaign());
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.first().startsWith(u"Campaign not found: "_s + delta), qPrintable(m_prompter->errors.first()));
    QCOMPARE(recent->files(), QStringList{rim});
    QCOMPARE(recent->actions().size(), 1);
    QCOMPARE(m_settings->recentCampaigns(), QStringList{rim});
}

// Issue 5 in the window: record the open game in a campaign, see it listed and charted, export a list as
// CSV, and start the next battle with the carry-over rules (R7, R12).
// Opening a campaign of an older format migrates it; the status bar says where the file as it was is kept.
void TestMainWindowCampaign::openingAnOlderCampaignNamesItsBackup()
{
    if (CampaignTestServer::active())
        QSKIP("about migrating an old SQLite campaign file and its backup file");
    MainWindow *w = makeWindow();
    const QString file = m_dir->filePath(u"kell.mdcampaign"_s);
    QVERIFY(QFile::copy(QStringLiteral(MORALEDESK_TEST_DATA "/campaign/v3-campaign.sqlite"), file));
    QVERIFY(QFile::setPermissions(file, QFile::ReadOwner | QFile::WriteOwner));
    QVERIFY2(w->openCampaignFile(file), qPrintable(m_prompter->errors.join(u'\n')));
    const QString backup = m_dir->filePath(u"kell.format3-backup.mdcampaign"_s);
    QVERIFY(QFile::exists(backup));
    QVERIFY2(w->statusBar()->currentMessage().contains(backup), qPrintable(w->statusBar()->currentMessage()));
    // Opened again, it is current: no backup is named.
    QVERIFY(w->openCampaignFile(file));
    QVERIFY(!w->statusBar()->currentMessage().contains(u"format3-backup"_s));
}

void TestMainWindowCampaign::campaignRecordAndNextBattle()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    QVERIFY(newCampaignIn(w, m_prompter, u"Outer Rim"_s, campaignLocation(u"rim.mdcampaign"_s)));
    QVERIFY(w->campaign());
    // A trooper who leaves the board and two casualties, then the battle is recorded alone. He leaves first:
    // once the casualties have marked him he would have to check before leaving (R6).
    ratioOf(w)->selectPiece({0, 3});
    ratioOf(w)->playPanel()->leaveBoard();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 2});
    ratioOf(w)->playPanel()->casualty();
    m_prompter->one.enqueue(1); // record this battlegroup alone
    m_prompter->texts.enqueue(u"  Hill 204 "_s); // the battle's name, trimmed
    QVERIFY(w->recordBattle());
    QVERIFY(w->statusBar()->currentMessage().contains(u"3rd Ranger Battlegroup"_s));
    QVERIFY(w->statusBar()->currentMessage().contains(u"\"Hill 204\""_s));
    QCOMPARE(m_prompter->textValues.constLast(), u"Battle 1"_s); // proposed, editable

    w->showCampaign();
    QVERIFY(w->campaignWindow());
    QAbstractItemModelTester tester(w->campaignWindow()->listModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    w->campaignWindow()->showList(u"battles"_s);
    QCOMPARE(w->campaignWindow()->listModel()->rowCount(), 1);
    const int nameColumn = static_cast<int>(w->campaignWindow()->listModel()->table().columns.indexOf(u"name"_s));
    QVERIFY(nameColumn >= 0);
    QCOMPARE(w->campaignWindow()->listModel()->index(0, nameColumn).data().toString(), u"Hill 204"_s);
    // One battle: a stacked bar for the one battlegroup (points kept, points lost), not a single dot.
    QCOMPARE(w->campaignWindow()->chartData().kind, CampaignChartData::Kind::OneBattle);
    QCOMPARE(w->campaignWindow()->chartData().categories, QStringList{u"3rd Ranger Battlegroup"_s});
    // Every column of every list has a translated title; the CSV name stays in the tooltip and the file.
    for (const QString &list : CampaignDatabase::exportableTables()) {
        w->campaignWindow()->showList(list);
        QCOMPARE(w->campaignWindow()->currentList(), list);
        const CampaignTableModel *model = w->campaignWindow()->listModel();
        QVERIFY2(model->columnCount() > 0, qPrintable(list));
        QVERIFY2(!CampaignTableModel::listTitle(list).isEmpty(), qPrintable(list));
        for (int c = 0; c < model->columnCount(); ++c) {
            const QString column = model->table().columns.at(c);
            const QString title = model->headerData(c, Qt::Horizontal).toString();
            QVERIFY2(!CampaignTableModel::columnTitle(list, column).isEmpty(), qPrintable(list + u": "_s + column));
            QCOMPARE(title, CampaignTableModel::columnTitle(list, column));
            QVERIFY2(title != column, qPrintable(list + u": "_s + column));
            QCOMPARE(model->headerData(c, Qt::Horizontal, Qt::ToolTipRole).toString(), u"CSV column: %1"_s.arg(column));
        }
    }
    QCOMPARE(CampaignTableModel::columnTitle(u"battles"_s, u"name"_s), u"Battle"_s);
    QCOMPARE(CampaignTableModel::columnTitle(u"battlegroups"_s, u"name"_s), u"Battlegroup"_s);
    w->campaignWindow()->showList(u"battles"_s);
    QCOMPARE(w->campaignWindow()->listModel()->headerData(0, Qt::Horizontal).toString(), u"No."_s);
    const QString shots = QStringLiteral(QT_TESTCASE_BUILDDIR "/screenshots");
    QVERIFY(QDir().mkpath(shots));
    QVERIFY(w->campaignWindow()->grab().save(shots + u"/campaign-window.png"_s));
    m_prompter->csvName = m_dir->filePath(u"battles.csv"_s);
    QVERIFY(w->campaignWindow()->exportCurrentCsv());
    QFile csv(m_prompter->csvName);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readLine().startsWith("battle,"));

    // An online backup from the program, while the campaign is open (a file's; a server's campaign is copied
    // home with `campaign copy`).
    if (!CampaignTestServer::active()) {
        m_prompter->campaignName = m_dir->filePath(u"rim-backup.mdcampaign"_s);
        QVERIFY(w->backUpCampaign());
        QString error;
        const auto copy = CampaignDatabase::open(m_prompter->campaignName, &error);
        QVERIFY2(copy, qPrintable(error));
        QCOMPARE(RatioCampaignRecorder(*copy).listBattles()->size(), 1);
    }

    // Start next battle: the casualties stay lost, the trooper who left the board is back (R7).
    m_prompter->one.enqueue(0);
    m_prompter->saveChoice = TestPrompter::SaveChoice::Discard;
    QVERIFY(w->startNextBattle());
    const Battlegroup &next = documentOf(w)->battlegroup();
    QCOMPARE(next.turn, 1);
    QVERIFY(next.log.isEmpty());
    const Unit &squad = next.units.at(0);
    QCOMPARE(squad.pieces.size(), 8);
    for (const Piece &p : squad.pieces)
        QCOMPARE(p.state.presence, Presence::Active);
    QVERIFY(w->statusBar()->currentMessage().contains(u"Returned"_s));
}

// Issue 5, the rest of the campaign window: replacements with their delay from the Campaign menu (R12), the
// campaign's details edited and read back after reopening, and one unit's service record against the battle.
void TestMainWindowCampaign::campaignReplacementsDetailsAndServiceRecord()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    const QString campaignFile = campaignLocation(u"rim.mdcampaign"_s);
    QVERIFY(newCampaignIn(w, m_prompter, u"Outer Rim"_s, campaignFile));
    const QString bg = documentOf(w)->battlegroup().name;
    // Battle 1 for 1st Squad: one trooper leaves the board, the sergeant and a trooper fall, two checks are
    // rolled with typed dice (1 passes, 10 fails).
    ratioOf(w)->selectPiece({0, 3});
    ratioOf(w)->playPanel()->leaveBoard(); // before the casualties mark him, or he would check first (R6)
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 4});
    ratioOf(w)->playPanel()->typeDie(1);
    ratioOf(w)->selectPiece({0, 5});
    ratioOf(w)->playPanel()->typeDie(10);
    const Battlegroup battle1 = documentOf(w)->battlegroup();
    int passed = 0, failed = 0;
    for (const LogRecord &r : battle1.log) {
        if (r.unitId == u"sq1"_s && r.event == LogEvent::Check)
            ++(r.outcome == CheckOutcome::Passed ? passed : failed);
    }
    QCOMPARE(passed, 1);
    QCOMPARE(failed, 1);
    m_prompter->one.enqueue(1);
    m_prompter->texts.enqueue(u"Battle 1"_s);
    QVERIFY(w->recordBattle());

    // Campaign → Add replacements…: the dialog opens over the campaign window.
    auto *dialog = qobject_cast<ReplacementDialog *>(w->runCampaignAction(RatioReplacementsPage::addReplacementsAction()));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    CampaignWindow *cw = w->campaignWindow();
    QVERIFY(cw);
    QAbstractItemModelTester replacementTester(cw->page<RatioReplacementsPage>()->replacementModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(dialog->battlegroupNames(), QStringList{bg});
    QVERIFY(dialog->unitIds().contains(u"sq1"_s));
    // A refusal names the field, writes nothing and keeps the dialog open.
    dialog->setArrives(ReplacementDialog::Arrives::NewUnit);
    QVERIFY(dialog->setTemplate(u"fireteam"_s));
    dialog->setUnitName(u"   "_s);
    QVERIFY(!dialog->submit());
    QCOMPARE(dialog->errorText(), u"Unit name: the new unit needs a name"_s);
    QVERIFY(dialog->isVisible());
    QCOMPARE(RatioCampaignRecorder(*w->campaign()).replacements({}, nullptr)->size(), 0);
    // A fireteam that misses one battle (delay 1): not in battle 2, there for battle 3 (R12).
    dialog->setUnitName(u"Reserve Team"_s);
    dialog->setDelay(1);
    QCOMPARE(dialog->arrivalText(), u"They miss 1 battle(s) and arrive for its battle 3."_s);
    QSignalSpy added(dialog, &ReplacementDialog::replacementAdded);
    QVERIFY(dialog->submit());
    QCOMPARE(added.count(), 1);
    QVERIFY(!dialog->isVisible());
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->rowCount(), 1);
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->index(0, ReplacementListModel::StatusColumn).data().toString(),
             u"On its way: arrives after 1 more battle(s)"_s);
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->index(0, ReplacementListModel::ArrivesColumn).data().toInt(), 3);

    // Two troopers like Pvt. Duarte join 1st Squad in time for the next battle (delay 0).
    dialog = cw->page<RatioReplacementsPage>()->openReplacementDialog();
    dialog->setArrives(ReplacementDialog::Arrives::JoinUnit);
    QVERIFY(dialog->setJoinUnit(u"sq1"_s));
    QVERIFY(dialog->setModelPiece(u"sq1-t4"_s));
    dialog->setCount(2);
    dialog->setPieceName(u"Pvt. Novak"_s);
    dialog->setDelay(0);
    QVERIFY2(dialog->submit(), qPrintable(dialog->errorText()));
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->pendingCount(), 2);
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->index(1, ReplacementListModel::StatusColumn).data().toString(),
             u"On its way: arrives for the next battle"_s);
    cw->tabs()->setCurrentIndex(2); // Replacements
    const QString shots = QStringLiteral(QT_TESTCASE_BUILDDIR "/screenshots");
    QVERIFY(QDir().mkpath(shots));
    QApplication::processEvents();
    QVERIFY(cw->grab().save(shots + u"/campaign-replacements.png"_s));
    dialog = cw->page<RatioReplacementsPage>()->openReplacementDialog();
    QApplication::processEvents();
    QVERIFY(dialog->grab().save(shots + u"/campaign-replacement-dialog.png"_s));
    dialog->close();

    // The service record of 1st Squad: the figures of battle 1.
    ServiceRecordPanel *service = cw->page<ServiceRecordPanel>();
    QAbstractItemModelTester serviceTester(service->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(service->unitCount(), battle1.units.size());
    QVERIFY(service->showUnit(bg, u"sq1"_s));
    const ServiceRecordModel *record = service->model();
    QCOMPARE(record->rowCount(), 1);
    const auto cell = [record](int column) { return record->index(0, column).data().toInt(); };
    QCOMPARE(cell(ServiceRecordModel::BattleColumn), 1);
    QCOMPARE(cell(ServiceRecordModel::PiecesColumn), 10);
    QCOMPARE(cell(ServiceRecordModel::PassedColumn), passed);
    QCOMPARE(cell(ServiceRecordModel::FailedColumn), failed);
    QCOMPARE(cell(ServiceRecordModel::LostColumn), 2);
    QCOMPARE(cell(ServiceRecordModel::LeadersColumn), 1); // the sergeant
    QCOMPARE(cell(ServiceRecordModel::LeftBoardColumn), 1);
    QCOMPARE(record->record(), RatioCampaignRecorder(*w->campaign()).unitServiceRecord(bg, u"sq1"_s, nullptr).value_or(ServiceRecord{}));
    const QString totals = service->summaryText();
    QVERIFY2(totals.contains(u"Battles fought: 1"_s), qPrintable(totals));
    QVERIFY2(totals.contains(u"Checks passed: 1; failed: 1"_s), qPrintable(totals));
    QVERIFY2(totals.contains(u"Losses: 2 (casualties 2"_s), qPrintable(totals));
    QVERIFY2(totals.contains(u"Leaders lost: 1"_s), qPrintable(totals));
    // R8: 2nd Squad is green and stays so after one battle.
    QVERIFY(service->showUnit(bg, u"sq2"_s));
    QVERIFY2(service->summaryText().contains(u"(R8): green"_s), qPrintable(service->summaryText()));
    cw->tabs()->setCurrentWidget(service);
    QVERIFY(service->showUnit(bg, u"sq1"_s));
    QApplication::processEvents();
    QVERIFY(cw->grab().save(shots + u"/campaign-service-record.png"_s));

    // The campaign's details: an empty name is refused next to the form, nothing is written.
    CampaignDetailsPanel *details = cw->detailsPanel();
    details->setName(u" "_s);
    details->setNotes(u"never stored"_s);
    QVERIFY(!details->save());
    QCOMPARE(details->message(), u"Campaign name: a campaign needs a name"_s);
    QCOMPARE(w->campaign()->info()->name, u"Outer Rim"_s);
    QCOMPARE(w->campaign()->info()->notes, QString());
    const QString side = w->campaign()->info()->sides.value(0).name;
    QVERIFY(!side.isEmpty()); // the side the recorded battlegroup fights for
    details->setName(u"Outer Rim, year two"_s);
    details->setNotes(u"Rangers hold the ridge.\nNext: the river."_s);
    details->setPlayer(0, u"Ann"_s);
    details->addSide(u"Separatists"_s, u"Ben"_s);
    QSignalSpy saved(details, &CampaignDetailsPanel::saved);
    QVERIFY2(details->save(), qPrintable(details->message()));
    QCOMPARE(saved.count(), 1);
    QVERIFY(cw->windowTitle().contains(u"Outer Rim, year two"_s));
    cw->tabs()->setCurrentWidget(details);
    QApplication::processEvents();
    QVERIFY(cw->grab().save(shots + u"/campaign-details.png"_s));

    // Start next battle (battle 2): the two troopers are there, the fireteam is not yet.
    m_prompter->one.enqueue(0);
    m_prompter->saveChoice = TestPrompter::SaveChoice::Discard;
    QVERIFY(w->startNextBattle());
    {
        const Battlegroup &next = documentOf(w)->battlegroup();
        QVERIFY(std::none_of(next.units.cbegin(), next.units.cend(), [](const Unit &u) { return u.name == u"Reserve Team"_s; }));
        QStringList squad;
        for (const Piece &p : next.units.at(0).pieces)
            squad << p.name;
        QVERIFY2(squad.contains(u"Pvt. Novak 1"_s) && squad.contains(u"Pvt. Novak 2"_s), qPrintable(squad.join(u", "_s)));
        QCOMPARE(squad.size(), 10 - 2 + 2); // two lost for good, the one who left is back (R7), two new
    }
    QVERIFY2(w->statusBar()->currentMessage().contains(u"Pvt. Novak 1"_s), qPrintable(w->statusBar()->currentMessage()));
    m_prompter->one.enqueue(1);
    m_prompter->texts.enqueue(u"Battle 2"_s);
    QVERIFY(w->recordBattle());
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->index(0, ReplacementListModel::StatusColumn).data().toString(),
             u"On its way: arrives for the next battle"_s);
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->index(1, ReplacementListModel::StatusColumn).data().toString(), u"Joined in battle 2"_s);
    // R8: after its second battle 2nd Squad is seasoned.
    QVERIFY(service->showUnit(bg, u"sq2"_s));
    QVERIFY2(service->summaryText().contains(u"(R8): seasoned"_s), qPrintable(service->summaryText()));

    // Battle 3: the fireteam has arrived.
    m_prompter->one.enqueue(0);
    QVERIFY(w->startNextBattle());
    const Battlegroup &third = documentOf(w)->battlegroup();
    QVERIFY(std::any_of(third.units.cbegin(), third.units.cend(), [](const Unit &u) { return u.name == u"Reserve Team"_s; }));
    // Call off: the troopers who fought cannot be; the fireteam, not yet in a recorded battle, can.
    QVERIFY(!cw->page<RatioReplacementsPage>()->removeReplacement(1));
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.first().contains(u"still on its way"_s), qPrintable(m_prompter->errors.first()));
    QVERIFY(cw->page<RatioReplacementsPage>()->removeReplacement(0));
    QCOMPARE(cw->page<RatioReplacementsPage>()->replacementModel()->rowCount(), 1);
    QCOMPARE(RatioCampaignRecorder(*w->campaign()).replacements({}, nullptr)->size(), 1);

    // Reopened, the campaign has kept its details.
    m_prompter->campaignName = campaignFile;
    QVERIFY(w->openCampaign());
    const auto info = w->campaign()->info();
    QVERIFY(info);
    QCOMPARE(info->name, u"Outer Rim, year two"_s);
    QCOMPARE(info->notes, u"Rangers hold the ridge.\nNext: the river."_s);
    QCOMPARE(info->sides.size(), 2);
    QCOMPARE(info->sides.at(0), (CampaignSide{side, u"Ann"_s}));
    QCOMPARE(info->sides.at(1), (CampaignSide{u"Separatists"_s, u"Ben"_s}));
    QVERIFY(w->campaignWindow());
    QCOMPARE(w->campaignWindow()->detailsPanel()->edited(), *info);
}

QTEST_MAIN(TestMainWindowCampaign)
#include "tst_mainwindow_campaign.moc"
