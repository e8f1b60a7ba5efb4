// Drives the real main window offscreen through its files and views: the models, failed opens, saving and
// reopening, autosave and recovery, the table view, PDF export, recent files, and screenshots for the docs.
// The fixture is in MainWindowFixture.h.
#include "MainWindowFixture.h"
#include "ScriptedDice.h"
#include "MainWindow.h"
#include "CampaignFileName.h"
#include "base/Prompter.h"
#include "base/Settings.h"
#include "TestPrompter.h"
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
#include "ratio/models/DeterminationsModel.h"
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

class TestMainWindowFiles : public QObject, private MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void modelsPassTheModelTester();
    void failedOpenLeavesDocumentUntouched_data();
    void failedOpenLeavesDocumentUntouched();
    void saveAndReopenRestoresTheGame();
    void autosaveAndRecovery();
    void tableViewHighlightsSelectedUnit();
    void exportPdfFromTheWindow();
    void recentFilesDropMissingFile();
    void screenshots();
};

void TestMainWindowFiles::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestMainWindowFiles::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

void TestMainWindowFiles::modelsPassTheModelTester()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    QAbstractItemModelTester roster(ratioOf(w)->rosterView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester checks(ratioOf(w)->checksDueView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester log(ratioOf(w)->logView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester table(ratioOf(w)->tableWidget()->resultsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    DeterminationsModel determinations;
    QAbstractItemModelTester det(&determinations, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Exercise the models through structural changes (at set-up: R5, R11), play, edits and undo.
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"warbot-section"_s)).ok());
    QVERIFY(ratioOf(w)->commands()->removeUnit(static_cast<int>(documentOf(w)->battlegroup().units.size()) - 1).ok());
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 2});
    ratioOf(w)->playPanel()->typeDie(2);
    ratioOf(w)->tableWidget()->setRange(5, 60);
    ratioOf(w)->tableWidget()->highlight(13, 12);
    for (int i = 0; i < 4; ++i)
        documentOf(w)->undoStack()->undo();
    for (int i = 0; i < 4; ++i)
        documentOf(w)->undoStack()->redo();
}

// Bad input (issue 7, the bad-input catalogue): every file of tests/data/bad and every hostile path is
// refused with a message naming the file and its problems, and the open document is untouched: the same
// bytes, the same undo stack, the same file name, the same recovery copy.
void TestMainWindowFiles::failedOpenLeavesDocumentUntouched_data()
{
    QTest::addColumn<QString>("fileName"); // a fixture, or "<kind>" for a path made by the test
    QTest::addColumn<QStringList>("expected");
    const QDir bad(QStringLiteral(MORALEDESK_TEST_DATA "/bad"));
    const QStringList names = bad.entryList({u"*.json"_s}, QDir::Files, QDir::Name);
    for (const QString &name : names) {
        QFile expected(bad.filePath(QFileInfo(name).completeBaseName() + u".expected"_s));
        QVERIFY(expected.open(QIODevice::ReadOnly));
        QTest::newRow(qPrintable(name)) << bad.filePath(name)
                                        << QString::fromUtf8(expected.readAll()).split(u'\n', Qt::SkipEmptyParts);
    }
    const QString notRegular = u"$: cannot open \"%1\": it is not a regular file (a device, pipe or socket)"_s;
    QTest::newRow("a folder") << u"<folder>"_s << QStringList {u"$: cannot open \"%1\": it is a folder, not a file"_s};
    QTest::newRow("a pipe") << u"<fifo>"_s << QStringList {notRegular};
    QTest::newRow("/dev/zero") << u"/dev/zero"_s << QStringList {notRegular};
    QTest::newRow("a loop of links") << u"<loop>"_s
                                     << QStringList {u"$: cannot open \"%1\": it is a link to \"%2\", which does not exist or is a loop of links"_s};
}

void TestMainWindowFiles::failedOpenLeavesDocumentUntouched()
{
    QFETCH(QString, fileName);
    QFETCH(QStringList, expected);
    QVERIFY(!expected.isEmpty());
    if (fileName == u"<folder>"_s) {
        fileName = m_dir->filePath(u"folder.json"_s);
        QVERIFY(QDir().mkpath(fileName));
    } else if (fileName == u"<fifo>"_s) {
        fileName = m_dir->filePath(u"fifo.json"_s);
        QVERIFY(::mkfifo(QFile::encodeName(fileName).constData(), 0600) == 0);
    } else if (fileName == u"<loop>"_s) {
        fileName = m_dir->filePath(u"loop.json"_s);
        const QString other = m_dir->filePath(u"other.json"_s);
        QVERIFY(QFile::link(other, fileName) && QFile::link(fileName, other));
        expected.first() = expected.first().arg(u"%1"_s, QDir::toNativeSeparators(other));
    } else if (!QFileInfo::exists(fileName)) {
        QSKIP("this system has no such device");
    }
    if (expected.first().contains(u"%1"_s))
        expected.first() = expected.first().arg(QDir::toNativeSeparators(fileName));

    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    m_prompter->saveName = m_dir->filePath(u"game.json"_s);
    QVERIFY(w->save());
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    documentOf(w)->undoStack()->undo(); // something to redo, too
    const QByteArray before = BattlegroupWriter::toJson(documentOf(w)->battlegroup());
    const QUndoStack *stack = documentOf(w)->undoStack();
    const int count = stack->count();
    const int index = stack->index();
    const int cleanIndex = stack->cleanIndex();
    const QString openName = documentOf(w)->fileName();
    QFile recoveryCopy(m_recovery->battlegroupPath());
    QVERIFY(recoveryCopy.open(QIODevice::ReadOnly));
    const QByteArray recoveryBefore = recoveryCopy.readAll();
    recoveryCopy.close();

    QVERIFY(!w->openFile(fileName));
    QCOMPARE(m_prompter->errors.size(), 1);
    const QString error = m_prompter->errors.first();
    QVERIFY2(error.contains(QFileInfo(fileName).fileName()), qPrintable(error));
    // The first 20 problems, each exactly as the reader words it.
    for (const QString &line : expected.mid(0, 20))
        QVERIFY2(error.contains(line), qPrintable(u"missing \"%1\" in:\n%2"_s.arg(line, error)));

    QCOMPARE(BattlegroupWriter::toJson(documentOf(w)->battlegroup()), before);
    QCOMPARE(stack, documentOf(w)->undoStack());
    QCOMPARE(stack->count(), count);
    QCOMPARE(stack->index(), index);
    QCOMPARE(stack->cleanIndex(), cleanIndex);
    QCOMPARE(documentOf(w)->fileName(), openName);
    QVERIFY(documentOf(w)->isModified());
    QVERIFY(recoveryCopy.open(QIODevice::ReadOnly));
    QCOMPARE(recoveryCopy.readAll(), recoveryBefore);
}

// A saved game reopens exactly, the previous file is kept as a backup, and the title loses its mark.
void TestMainWindowFiles::saveAndReopenRestoresTheGame()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    ratioOf(w)->selectPiece({0, 3});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->typeDie(10);
    const QString path = m_dir->filePath(u"game.json"_s);
    m_prompter->saveName = path;
    QVERIFY(w->save());
    QVERIFY(!documentOf(w)->isModified());
    QVERIFY(!w->isWindowModified());
    const Battlegroup saved = documentOf(w)->battlegroup();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    QVERIFY(w->save());
    QVERIFY(QFile::exists(path + u".bak"_s));
    const LoadResult backup = BattlegroupReader::readFile(path + u".bak"_s);
    QVERIFY(backup.ok());
    QCOMPARE(*backup.battlegroup, saved);
    const Battlegroup latest = documentOf(w)->battlegroup();
    QVERIFY(w->openFile(path));
    QCOMPARE(documentOf(w)->battlegroup(), latest);
    QVERIFY(m_settings->recentFiles().contains(QDir::cleanPath(path)));
}

// Issue: autosave to a separate recovery file after each completed action; after a crash the next start offers it.
void TestMainWindowFiles::autosaveAndRecovery()
{
    const QString path = m_dir->filePath(u"campaign-game.json"_s);
    {
        MainWindow *w = makeWindow();
        QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
        m_prompter->saveName = path;
        QVERIFY(w->save());
        ratioOf(w)->selectPiece({0, 2});
        ratioOf(w)->playPanel()->casualty();
        // Written as the action completes, not after a pause: a crash now loses nothing.
        QVERIFY(m_recovery->exists());
        QCOMPARE(battlegroupOf(*m_recovery->read(ratioJournal())), documentOf(w)->battlegroup());
        // Undo and redo are actions too; back at the saved state there is nothing to recover.
        documentOf(w)->undoStack()->undo();
        QVERIFY(!m_recovery->exists());
        documentOf(w)->undoStack()->redo();
        QCOMPARE(battlegroupOf(*m_recovery->read(ratioJournal())), documentOf(w)->battlegroup());
        // The user's own file is untouched by autosave.
        const LoadResult onDisk = BattlegroupReader::readFile(path);
        QVERIFY(onDisk.ok());
        QCOMPARE(onDisk.battlegroup->log.size(), 0);
        // Simulate a crash: the window goes away without being closed.
        delete m_window;
        m_window = nullptr;
    }
    MainWindow *again = makeWindow();
    m_prompter->recover = true;
    again->start(QString());
    QVERIFY(m_prompter->asked.last().startsWith(u"recover:"_s));
    QCOMPARE(documentOf(again)->fileName(), path);
    QVERIFY(documentOf(again)->isModified());
    QCOMPARE(documentOf(again)->battlegroup().log.size(), 1);
    // Undo goes back to the file as saved.
    documentOf(again)->undoStack()->undo();
    QCOMPARE(documentOf(again)->battlegroup().log.size(), 0);
    documentOf(again)->undoStack()->redo();
    QVERIFY(again->save());
    QVERIFY(!m_recovery->exists());
}

// The selected piece's unit is highlighted in the Morale Results Table.
void TestMainWindowFiles::tableViewHighlightsSelectedUnit()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    ratioOf(w)->selectPiece({0, 3});
    ratioOf(w)->playPanel()->casualty(); // 1st Squad: 12 of 13
    const MoraleTableModel *model = ratioOf(w)->tableWidget()->resultsModel();
    QVERIFY(model->index(12, 11).data(MoraleTableModel::HighlightRole).toBool());
    QCOMPARE(model->index(12, 11).data().toString(), u"9"_s);
    QVERIFY(model->index(12, 11).data(Qt::ToolTipRole).toString().contains(u"0.92"_s));
    QCOMPARE(model->index(12, 11).data(MoraleTableModel::FailureRole).toInt(), static_cast<int>(FailureResult::Cautious));
}

// File → Export PDF…: the options are asked first, then the file name; the PDF holds the sheet's text.
void TestMainWindowFiles::exportPdfFromTheWindow()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    PrintRequest request;
    request.printable = u"sheet"_s;
    m_prompter->printRequest = request;
    m_prompter->exportName = m_dir->filePath(u"sheet.pdf"_s);
    QVERIFY(w->exportPdf());
    QFile pdf(m_prompter->exportName);
    QVERIFY(pdf.open(QIODevice::ReadOnly));
    QVERIFY(pdf.read(5) == "%PDF-");
    QVERIFY(!QFile::exists(m_prompter->exportName + u".bak"_s));
    // Cancelling the options writes nothing.
    m_prompter->printRequest.reset();
    m_prompter->exportName = m_dir->filePath(u"never.pdf"_s);
    QVERIFY(!w->exportPdf());
    QVERIFY(!QFile::exists(m_prompter->exportName));
}

// Review finding 11c: the recent battlegroup files are the same menu as the recent campaigns, by absolute path,
// and a file that is gone is named and taken off the list, as a campaign is.
void TestMainWindowFiles::recentFilesDropMissingFile()
{
    MainWindow *w = makeWindow();
    auto *recent = w->findChild<RecentFilesMenu *>(u"recentFilesMenu"_s);
    QVERIFY(recent);
    QVERIFY(recent->files().isEmpty());
    QVERIFY(!recent->isEnabled());

    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    const QString kept = m_dir->filePath(u"kept.json"_s);
    const QString gone = m_dir->filePath(u"gone.json"_s);
    for (const QString &path : {kept, gone}) {
        m_prompter->saveName = path;
        QVERIFY(w->saveAs());
    }
    QCOMPARE(recent->files(), (QStringList{gone, kept}));
    QCOMPARE(recent->actions().at(1)->toolTip(), kept);

    // One normaliser for both lists: a relative name is kept by its absolute path.
    Settings settings(m_dir->filePath(u"relative.ini"_s));
    settings.addRecentFile(u"relative/../game.json"_s);
    settings.addRecentCampaign(u"relative/../game.mdcampaign"_s);
    QCOMPARE(settings.recentFiles(), QStringList{QDir::current().absoluteFilePath(u"game.json"_s)});
    QCOMPARE(settings.recentCampaigns(), QStringList{QDir::current().absoluteFilePath(u"game.mdcampaign"_s)});

    QVERIFY(QFile::remove(gone));
    const QString open = documentOf(w)->fileName();
    recent->actions().at(0)->trigger();
    QCOMPARE(documentOf(w)->fileName(), open); // the open battlegroup stays
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY2(m_prompter->errors.first().startsWith(u"File not found: "_s + gone), qPrintable(m_prompter->errors.first()));
    QCOMPARE(recent->files(), QStringList{kept});
    QCOMPARE(m_settings->recentFiles(), QStringList{kept});

    recent->actions().at(0)->trigger();
    QCOMPARE(documentOf(w)->fileName(), kept);
    QCOMPARE(m_prompter->errors.size(), 1);
}

// Screenshots of the main window during play and of the table view, written into the build tree.
void TestMainWindowFiles::screenshots()
{
    MainWindow *w = makeWindow();
    w->resize(1280, 800);
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    ratioOf(w)->selectPiece({0, 5});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 3});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->typeDie(4);
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->typeDie(9);
    ratioOf(w)->selectPiece({3, 0});
    ratioOf(w)->playPanel()->loseSystemLevel(VehicleSystem::Movement);
    ratioOf(w)->selectPiece({0, 2});
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QApplication::processEvents();
    const QString dir = QStringLiteral(QT_TESTCASE_BUILDDIR "/screenshots");
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(w->grab().save(dir + u"/main-window-play.png"_s));
    ratioOf(w)->centralTabs()->setCurrentWidget(ratioOf(w)->tableWidget());
    ratioOf(w)->selectPiece({0, 2});
    QApplication::processEvents();
    QVERIFY(w->grab().save(dir + u"/morale-results-table.png"_s));

    // A dark palette: everything must stay readable (checked by eye from this picture).
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    dark.setColor(QPalette::Text, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    dark.setColor(QPalette::ButtonText, QColor(0xee, 0xee, 0xee));
    dark.setColor(QPalette::Highlight, QColor(0x3d, 0x7e, 0xd6));
    const QPalette before = QApplication::palette();
    QApplication::setPalette(dark);
    ratioOf(w)->centralTabs()->setCurrentIndex(0);
    QApplication::processEvents();
    QVERIFY(w->grab().save(dir + u"/main-window-dark.png"_s));
    QApplication::setPalette(before);
}

QTEST_MAIN(TestMainWindowFiles)
#include "tst_mainwindow_files.moc"
