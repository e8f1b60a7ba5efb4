// Drives the real main window offscreen: templates, play actions with markers and dice, undo and redo,
// vehicles and crews, the breaking point, autosave and recovery, and screenshots for the docs.
#include "MainWindow.h"
#include "Settings.h"
#include "TestPrompter.h"
#include "commands/Commands.h"
#include "document/BattlegroupDocument.h"
#include "document/RecoveryFile.h"
#include "editors/UnitTemplates.h"
#include "io/BattlegroupReader.h"
#include "models/ChecksDueModel.h"
#include "models/LogModel.h"
#include "models/MoraleTableModel.h"
#include "models/RosterModel.h"
#include "ratio/MoralePoints.h"
#include "widgets/EnduranceBar.h"
#include "widgets/MoraleTableWidget.h"
#include "widgets/PlayPanel.h"
#include "CampaignDatabase.h"
#include "models/CampaignTableModel.h"
#include "widgets/CampaignWindow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QPalette>
#include <QDir>
#include <QLabel>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QStatusBar>
#include <QTreeView>

using namespace md;
using namespace Qt::StringLiterals;

namespace {
// A d10 that shows the faces it is given, in order.
class ScriptedDice final : public DiceSource
{
public:
    QList<int> faces;
    int rolled = 0;
    int rollD10() override
    {
        ++rolled;
        return faces.isEmpty() ? 1 : faces.takeFirst();
    }
};
} // namespace

class TestMainWindow : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void squadCasualtyTypedDieUndoRedo();
    void keyboardPathThroughPlay();
    void vehicleLosesSystemsAndCrewBailsOut();
    void battlegroupPassesFiftyPercent();
    void endTurnNeedsOverride();
    void modelsPassTheModelTester();
    void failedOpenLeavesDocumentUntouched();
    void saveAndReopenRestoresTheGame();
    void autosaveAndRecovery();
    void tableViewHighlightsSelectedUnit();
    void exportPdfFromTheWindow();
    void campaignRecordAndNextBattle();
    void screenshots();

private:
    MainWindow *makeWindow();
    Unit unitFromKey(const QString &key);

    QTemporaryDir *m_dir = nullptr;
    Settings *m_settings = nullptr;
    TestPrompter *m_prompter = nullptr;
    RecoveryFile *m_recovery = nullptr;
    MainWindow *m_window = nullptr;
};

void TestMainWindow::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestMainWindow::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

MainWindow *TestMainWindow::makeWindow()
{
    m_window = new MainWindow(m_settings, m_prompter, m_recovery);
    m_window->show();
    // Window shortcuts fire only in the active window.
    QApplication::setActiveWindow(m_window);
    if (!QTest::qWaitForWindowActive(m_window))
        qWarning("main window did not become active");
    return m_window;
}

Unit TestMainWindow::unitFromKey(const QString &key)
{
    const std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor(m_window->document()->battlegroup()));
    return unit.value_or(Unit{});
}

// Issue test 1: build a squad from a template, apply a casualty, see 9 markers and 9 checks due, resolve
// one with a typed die, undo it, redo it (R6, R13.1).
void TestMainWindow::squadCasualtyTypedDieUndoRedo()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->commands()->addUnit(unitFromKey(u"squad"_s)).ok());
    const Battlegroup &bg = w->document()->battlegroup();
    QCOMPARE(bg.units.size(), 1);
    QCOMPARE(bg.units.at(0).pieces.size(), 10);
    QVERIFY(w->document()->isModified());

    // Select the fifth soldier and click the Casualty button.
    w->selectPiece({0, 4});
    w->playPanel()->casualty();
    int markers = 0;
    for (const Piece &p : w->document()->battlegroup().units.at(0).pieces)
        markers += p.isActive() && p.state.marker ? 1 : 0;
    QCOMPARE(markers, 9);
    QCOMPARE(w->checksDueView()->model()->rowCount(), 9);
    QCOMPARE(ratio::assessUnit(w->document()->battlegroup(), 0).need, 9);

    // Resolve the first one with a typed die through the Play menu's key 3: 3 <= 9 passes.
    w->selectPiece({0, 0});
    w->playPanel()->typeDie(3);
    QCOMPARE(w->checksDueView()->model()->rowCount(), 8);
    const LogRecord check = w->document()->battlegroup().log.last();
    QCOMPARE(check.event, LogEvent::Check);
    QCOMPARE(check.die, 3);
    QCOMPARE(check.need, 9);
    QCOMPARE(check.outcome, CheckOutcome::Passed);
    QVERIFY(w->playPanel()->resultText().contains(u"passed"_s));

    QUndoStack *stack = w->document()->undoStack();
    stack->undo();
    QCOMPARE(w->checksDueView()->model()->rowCount(), 9);
    QCOMPARE(w->logView()->model()->rowCount(), 1); // the casualty only
    stack->redo();
    QCOMPARE(w->checksDueView()->model()->rowCount(), 8);
    QCOMPARE(w->document()->battlegroup().log.last(), check); // the same die: a redo never rerolls
    QVERIFY(w->windowTitle().contains(u"[*]"_s));
    QVERIFY(w->isWindowModified());
}

// Every play action has a key: select with the arrow keys, C for a casualty, digits for the die.
void TestMainWindow::keyboardPathThroughPlay()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->commands()->addUnit(unitFromKey(u"fireteam"_s)).ok());
    w->rosterView()->setFocus();
    w->selectPiece({0, 0});
    QTest::keyClick(w->rosterView(), Qt::Key_Down); // second soldier
    QCOMPARE(RosterModel::refOf(w->rosterView()->currentIndex()).piece, 1);
    QTest::keyClick(w->rosterView(), Qt::Key_C);
    QCOMPARE(w->document()->battlegroup().units.at(0).pieces.at(1).state.presence, Presence::Casualty);
    QTest::keyClick(w->rosterView(), Qt::Key_Up);
    QTest::keyClick(w->rosterView(), Qt::Key_0); // the face marked 0 is a 10: fails at 4/5 (need 8)
    const LogRecord r = w->document()->battlegroup().log.last();
    QCOMPARE(r.die, 10);
    QCOMPARE(r.outcome, CheckOutcome::Failed);
    QCOMPARE(r.result, FailureResult::Cautious);
    QTest::keySequence(w, QKeySequence::Undo);
    QCOMPARE(w->document()->battlegroup().log.size(), 1);
    QTest::keySequence(w, QKeySequence::Redo);
    QCOMPARE(w->document()->battlegroup().log.size(), 2);
}

// Issue test 2: a vehicle losing systems, and its crew bailing out (R4, R7, R10).
void TestMainWindow::vehicleLosesSystemsAndCrewBailsOut()
{
    MainWindow *w = makeWindow();
    Battlegroup bg = newBattlegroup(u"empty"_s);
    bg.rules.bailedCrew = true;
    bg.rules.leaders = true;
    QVERIFY(w->commands()->editBattlegroup(bg.name, bg.side, bg.notes, bg.rules).ok());
    QVERIFY(w->commands()->addUnit(unitFromKey(u"battle-tank"_s)).ok());
    const ratio::PieceRef tank{0, 0};
    QCOMPARE(ratio::unitStarting(w->document()->battlegroup().units.at(0), w->document()->battlegroup().rules), 12);
    w->selectPiece(tank);
    ScriptedDice dice;
    w->playPanel()->setDiceSource(&dice);

    // Three movement levels and all three damage-control levels: 6/12 = .50, need 5.
    for (int i = 0; i < 3; ++i) {
        w->playPanel()->loseSystemLevel(VehicleSystem::Movement);
        w->playPanel()->loseSystemLevel(VehicleSystem::DamageControl);
    }
    const Piece &v = w->document()->battlegroup().units.at(0).pieces.at(0);
    QCOMPARE(v.movement.current, 0);
    QCOMPARE(ratio::unitCurrent(w->document()->battlegroup().units.at(0), w->document()->battlegroup().rules), 6);
    // Two targeting levels: 4/12 = .33 -> need 3, Broken; the tank fails with a 9.
    w->playPanel()->loseSystemLevel(VehicleSystem::Targeting);
    w->playPanel()->loseSystemLevel(VehicleSystem::Targeting);
    dice.faces = {9};
    w->playPanel()->roll();
    QCOMPARE(w->document()->battlegroup().units.at(0).pieces.at(0).state.status, MoraleStatus::Broken);

    // Immobile and Broken: the crew bails out. 3 crew x 4/12 = 1 survivor (R10); pick the sergeant.
    m_prompter->several.enqueue({0});
    w->playPanel()->bailOut();
    QVERIFY(m_prompter->asked.last().startsWith(u"several:"_s));
    QVERIFY(m_prompter->asked.last().endsWith(u":1-1"_s));
    const Unit &unit = w->document()->battlegroup().units.at(0);
    QCOMPARE(unit.pieces.size(), 2);
    QCOMPARE(unit.pieces.at(0).state.presence, Presence::Abandoned);
    QCOMPARE(unit.pieces.at(1).rank, Rank::Sergeant);
    QVERIFY(unit.pieces.at(1).state.marker);
    // Bailed crew rule: the sergeant's 3 points over the tank's original 12 (R10).
    const ratio::CheckAssessment a = ratio::assessPiece(w->document()->battlegroup(), {0, 1});
    QCOMPARE(a.current, 3);
    QCOMPARE(a.starting, 12);
    QCOMPARE(a.need, 2);
    QVERIFY(w->playPanel()->resultText().contains(u"abandoned"_s));
    // The roster grew a row for the survivor.
    QCOMPARE(w->rosterView()->model()->rowCount(w->rosterView()->model()->index(0, 0)), 2);
    w->document()->undoStack()->undo();
    QCOMPARE(w->rosterView()->model()->rowCount(w->rosterView()->model()->index(0, 0)), 1);
}

// Issue test 3: a battlegroup passing 50 % shows the banner, and retreat from the next turn (R11).
void TestMainWindow::battlegroupPassesFiftyPercent()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->commands()->addUnit(unitFromKey(u"fireteam"_s)).ok()); // 5 points
    QVERIFY(w->retreatBanner()->isHidden());
    w->selectPiece({0, 0});
    w->playPanel()->casualty();
    w->selectPiece({0, 1});
    w->playPanel()->casualty();
    QVERIFY(w->retreatBanner()->isHidden());
    QCOMPARE(w->enduranceBar()->lost(), 2);
    w->selectPiece({0, 2});
    w->playPanel()->casualty(); // 3 of 5 lost: 60 % >= 50 %
    QVERIFY(w->retreatBanner()->isVisible());
    QVERIFY(w->retreatBanner()->text().contains(u"turn 2"_s));
    QCOMPARE(w->document()->battlegroup().breakingTurn, 1);
    QCOMPARE(w->enduranceBar()->total(), 5);
    QCOMPARE(w->enduranceBar()->lost(), 3);
    m_prompter->overrideEndTurn = true;
    w->endTurn();
    QVERIFY(ratio::mustRetreat(w->document()->battlegroup()));
    QVERIFY(w->retreatBanner()->text().contains(u"RETREAT"_s));
    w->document()->undoStack()->undo(); // back before the turn ended
    w->document()->undoStack()->undo(); // and before the third casualty
    QVERIFY(w->retreatBanner()->isHidden());
}

// R6: a player may not pass while checks are due; the override is explicit.
void TestMainWindow::endTurnNeedsOverride()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->commands()->addUnit(unitFromKey(u"squad"_s)).ok());
    w->selectPiece({0, 0});
    w->playPanel()->casualty();
    m_prompter->overrideEndTurn = false;
    w->endTurn();
    QCOMPARE(m_prompter->asked.last(), u"endTurn:9"_s);
    QCOMPARE(w->document()->battlegroup().turn, 1);
    m_prompter->overrideEndTurn = true;
    w->endTurn();
    QCOMPARE(w->document()->battlegroup().turn, 2);
    QCOMPARE(w->document()->battlegroup().log.last().detail, u"9"_s);
}

void TestMainWindow::modelsPassTheModelTester()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    QAbstractItemModelTester roster(w->rosterView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester checks(w->checksDueView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester log(w->logView()->model(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester table(w->tableWidget()->resultsModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    DeterminationsModel determinations;
    QAbstractItemModelTester det(&determinations, QAbstractItemModelTester::FailureReportingMode::QtTest);
    // Exercise the models through play, edits, structural changes and undo.
    w->selectPiece({0, 1});
    w->playPanel()->casualty();
    w->selectPiece({0, 2});
    w->playPanel()->typeDie(2);
    QVERIFY(w->commands()->addUnit(unitFromKey(u"warbot-section"_s)).ok());
    QVERIFY(w->commands()->removeUnit(static_cast<int>(w->document()->battlegroup().units.size()) - 1).ok());
    w->tableWidget()->setRange(5, 60);
    w->tableWidget()->highlight(13, 12);
    for (int i = 0; i < 4; ++i)
        w->document()->undoStack()->undo();
    for (int i = 0; i < 4; ++i)
        w->document()->undoStack()->redo();
}

// Bad input: the message names the file and the problem, and the open document is untouched.
void TestMainWindow::failedOpenLeavesDocumentUntouched()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    w->selectPiece({0, 0});
    w->playPanel()->casualty();
    const Battlegroup before = w->document()->battlegroup();
    const QString broken = m_dir->filePath(u"broken.json"_s);
    QFile f(broken);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"format\": 1, \"units\": [");
    f.close();
    QVERIFY(!w->openFile(broken));
    QCOMPARE(m_prompter->errors.size(), 1);
    QVERIFY(m_prompter->errors.first().contains(u"broken.json"_s));
    QVERIFY(m_prompter->errors.first().contains(u"$"_s));
    QCOMPARE(w->document()->battlegroup(), before);
    QVERIFY(w->document()->isModified());
}

// A saved game reopens exactly, the previous file is kept as a backup, and the title loses its mark.
void TestMainWindow::saveAndReopenRestoresTheGame()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    w->selectPiece({0, 3});
    w->playPanel()->casualty();
    w->selectPiece({0, 0});
    w->playPanel()->typeDie(10);
    const QString path = m_dir->filePath(u"game.json"_s);
    m_prompter->saveName = path;
    QVERIFY(w->save());
    QVERIFY(!w->document()->isModified());
    QVERIFY(!w->isWindowModified());
    const Battlegroup saved = w->document()->battlegroup();
    w->selectPiece({0, 1});
    w->playPanel()->casualty();
    QVERIFY(w->save());
    QVERIFY(QFile::exists(path + u".bak"_s));
    const LoadResult backup = BattlegroupReader::readFile(path + u".bak"_s);
    QVERIFY(backup.ok());
    QCOMPARE(*backup.battlegroup, saved);
    const Battlegroup latest = w->document()->battlegroup();
    QVERIFY(w->openFile(path));
    QCOMPARE(w->document()->battlegroup(), latest);
    QVERIFY(m_settings->recentFiles().contains(QDir::cleanPath(path)));
}

// Issue: autosave to a separate recovery file after each change; after a crash the next start offers it.
void TestMainWindow::autosaveAndRecovery()
{
    const QString path = m_dir->filePath(u"campaign-game.json"_s);
    {
        MainWindow *w = makeWindow();
        QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
        m_prompter->saveName = path;
        QVERIFY(w->save());
        w->selectPiece({0, 2});
        w->playPanel()->casualty();
        QVERIFY(!m_recovery->exists()); // debounced
        w->autosaveNow();
        QVERIFY(m_recovery->exists());
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
    QCOMPARE(again->document()->fileName(), path);
    QVERIFY(again->document()->isModified());
    QCOMPARE(again->document()->battlegroup().log.size(), 1);
    // Undo goes back to the file as saved.
    again->document()->undoStack()->undo();
    QCOMPARE(again->document()->battlegroup().log.size(), 0);
    again->document()->undoStack()->redo();
    QVERIFY(again->save());
    QVERIFY(!m_recovery->exists());
}

// The selected piece's unit is highlighted in the Morale Results Table.
void TestMainWindow::tableViewHighlightsSelectedUnit()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    w->selectPiece({0, 3});
    w->playPanel()->casualty(); // 1st Squad: 12 of 13
    const MoraleTableModel *model = w->tableWidget()->resultsModel();
    QVERIFY(model->index(12, 11).data(MoraleTableModel::HighlightRole).toBool());
    QCOMPARE(model->index(12, 11).data().toString(), u"9"_s);
    QVERIFY(model->index(12, 11).data(Qt::ToolTipRole).toString().contains(u"0.92"_s));
    QCOMPARE(model->index(12, 11).data(MoraleTableModel::FailureRole).toInt(), static_cast<int>(FailureResult::Cautious));
}

// File → Export PDF…: the options are asked first, then the file name; the PDF holds the sheet's text.
void TestMainWindow::exportPdfFromTheWindow()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    PrintRequest request;
    request.kind = PrintRequest::Kind::FilledSheet;
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

// Issue 5 in the window: record the open game in a campaign, see it listed and charted, export a list as
// CSV, and start the next battle with the carry-over rules (R7, R12).
void TestMainWindow::campaignRecordAndNextBattle()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    m_prompter->texts.enqueue(u"Outer Rim"_s);
    m_prompter->campaignName = m_dir->filePath(u"rim.mdcampaign"_s);
    QVERIFY(w->newCampaign());
    QVERIFY(w->campaign());
    // Two casualties and a trooper who leaves the board, then the battle is recorded alone.
    w->selectPiece({0, 1});
    w->playPanel()->casualty();
    w->selectPiece({0, 2});
    w->playPanel()->casualty();
    w->selectPiece({0, 3});
    w->playPanel()->leaveBoard();
    m_prompter->one.enqueue(1); // record this battlegroup alone
    QVERIFY(w->recordBattle());
    QVERIFY(w->statusBar()->currentMessage().contains(u"3rd Ranger Battlegroup"_s));

    w->showCampaign();
    QVERIFY(w->campaignWindow());
    QAbstractItemModelTester tester(w->campaignWindow()->listModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    w->campaignWindow()->showList(u"battles"_s);
    QCOMPARE(w->campaignWindow()->listModel()->rowCount(), 1);
    QCOMPARE(w->campaignWindow()->chartSeriesCount(), 1);
    const QString shots = QStringLiteral(QT_TESTCASE_BUILDDIR "/screenshots");
    QVERIFY(QDir().mkpath(shots));
    QVERIFY(w->campaignWindow()->grab().save(shots + u"/campaign-window.png"_s));
    m_prompter->csvName = m_dir->filePath(u"battles.csv"_s);
    QVERIFY(w->campaignWindow()->exportCurrentCsv());
    QFile csv(m_prompter->csvName);
    QVERIFY(csv.open(QIODevice::ReadOnly));
    QVERIFY(csv.readLine().startsWith("battle,"));

    // An online backup from the program, while the campaign is open.
    m_prompter->campaignName = m_dir->filePath(u"rim-backup.mdcampaign"_s);
    QVERIFY(w->backUpCampaign());
    QString error;
    const auto copy = CampaignDatabase::open(m_prompter->campaignName, &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(copy->listBattles()->size(), 1);

    // Start next battle: the casualties stay lost, the trooper who left the board is back (R7).
    m_prompter->one.enqueue(0);
    m_prompter->saveChoice = TestPrompter::SaveChoice::Discard;
    QVERIFY(w->startNextBattle());
    const Battlegroup &next = w->document()->battlegroup();
    QCOMPARE(next.turn, 1);
    QVERIFY(next.log.isEmpty());
    const Unit &squad = next.units.at(0);
    QCOMPARE(squad.pieces.size(), 8);
    for (const Piece &p : squad.pieces)
        QCOMPARE(p.state.presence, Presence::Active);
    QVERIFY(w->statusBar()->currentMessage().contains(u"Returned"_s));
}

// Screenshots of the main window during play and of the table view, written into the build tree.
void TestMainWindow::screenshots()
{
    MainWindow *w = makeWindow();
    w->resize(1280, 800);
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    w->selectPiece({0, 5});
    w->playPanel()->casualty();
    w->selectPiece({0, 3});
    w->playPanel()->casualty();
    w->selectPiece({0, 0});
    w->playPanel()->typeDie(4);
    w->selectPiece({0, 1});
    w->playPanel()->typeDie(9);
    w->selectPiece({3, 0});
    w->playPanel()->loseSystemLevel(VehicleSystem::Movement);
    w->selectPiece({0, 2});
    QVERIFY(QTest::qWaitForWindowExposed(w));
    QApplication::processEvents();
    const QString dir = QStringLiteral(QT_TESTCASE_BUILDDIR "/screenshots");
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(w->grab().save(dir + u"/main-window-play.png"_s));
    w->centralTabs()->setCurrentWidget(w->tableWidget());
    w->selectPiece({0, 2});
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
    w->centralTabs()->setCurrentIndex(0);
    QApplication::processEvents();
    QVERIFY(w->grab().save(dir + u"/main-window-dark.png"_s));
    QApplication::setPalette(before);
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
