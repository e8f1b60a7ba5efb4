// Drives the real main window offscreen: templates, play actions with markers and dice, undo and redo,
// vehicles and crews, the breaking point, autosave and recovery, and screenshots for the docs.
#include "MainWindow.h"
#include "CampaignFileName.h"
#include "Prompter.h"
#include "Settings.h"
#include "TestPrompter.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "RatioRecovery.h"
#include "document/RecoveryFile.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/io/BattlegroupReader.h"
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
using namespace Qt::StringLiterals;

namespace {
// A d10 that shows the faces it is given, in order.
class ScriptedDice final : public DiceSource
{
public:
    QList<int> faces;
    int rolled = 0;
    int roll(int) override
    {
        ++rolled;
        return faces.isEmpty() ? 1 : faces.takeFirst();
    }
};
// The window shows a ratio battlegroup through ratio's workspace: its panels, views and document.
ratio::RatioWorkspace *ratioOf(const MainWindow *window)
{
    return qobject_cast<ratio::RatioWorkspace *>(window->workspace());
}

BattlegroupDocument *documentOf(const MainWindow *window)
{
    return ratioOf(window)->document();
}
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
    void bailedCrewPointsSayOneEachWithoutLeaders();
    void battlegroupPassesFiftyPercent();
    void endTurnNeedsOverride();
    void surrenderAndOfficerShotFollowTheEngine();
    void whatIfHintSaysWhatHappens();
    void modelsPassTheModelTester();
    void failedOpenLeavesDocumentUntouched_data();
    void failedOpenLeavesDocumentUntouched();
    void saveAndReopenRestoresTheGame();
    void autosaveAndRecovery();
    void tableViewHighlightsSelectedUnit();
    void exportPdfFromTheWindow();
    void campaignRecordAndNextBattle();
    void campaignReplacementsDetailsAndServiceRecord();
    void closingUnsavedNextBattleAsks();
    void campaignFileSuffixAndRecentCampaigns();
    void recentFilesDropMissingFile();
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
    const std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor(documentOf(m_window)->battlegroup()));
    return unit.value_or(Unit{});
}

// Issue test 1: build a squad from a template, apply a casualty, see 9 markers and 9 checks due, resolve
// one with a typed die, undo it, redo it (R6, R13.1).
void TestMainWindow::squadCasualtyTypedDieUndoRedo()
{
    MainWindow *w = makeWindow();
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"squad"_s)).ok());
    const Battlegroup &bg = documentOf(w)->battlegroup();
    QCOMPARE(bg.units.size(), 1);
    QCOMPARE(bg.units.at(0).pieces.size(), 10);
    QVERIFY(documentOf(w)->isModified());

    // Select the fifth soldier and click the Casualty button.
    ratioOf(w)->selectPiece({0, 4});
    ratioOf(w)->playPanel()->casualty();
    int markers = 0;
    for (const Piece &p : documentOf(w)->battlegroup().units.at(0).pieces)
        markers += p.isActive() && p.state.marker ? 1 : 0;
    QCOMPARE(markers, 9);
    QCOMPARE(ratioOf(w)->checksDueView()->model()->rowCount(), 9);
    QCOMPARE(ratio::assessUnit(documentOf(w)->battlegroup(), 0).need, 9);

    // Resolve the first one with a typed die through the Play menu's key 3: 3 <= 9 passes.
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->typeDie(3);
    QCOMPARE(ratioOf(w)->checksDueView()->model()->rowCount(), 8);
    const LogRecord check = documentOf(w)->battlegroup().log.last();
    QCOMPARE(check.event, LogEvent::Check);
    QCOMPARE(check.die, 3);
    QCOMPARE(check.need, 9);
    QCOMPARE(check.outcome, CheckOutcome::Passed);
    QVERIFY(ratioOf(w)->playPanel()->resultText().contains(u"passed"_s));

    QUndoStack *stack = documentOf(w)->undoStack();
    stack->undo();
    QCOMPARE(ratioOf(w)->checksDueView()->model()->rowCount(), 9);
    QCOMPARE(ratioOf(w)->logView()->model()->rowCount(), 1); // the casualty only
    stack->redo();
    QCOMPARE(ratioOf(w)->checksDueView()->model()->rowCount(), 8);
    QCOMPARE(documentOf(w)->battlegroup().log.last(), check); // the same die: a redo never rerolls
    QVERIFY(w->windowTitle().contains(u"[*]"_s));
    QVERIFY(w->isWindowModified());
}

// Every play action has a key: select with the arrow keys, C for a casualty, digits for the die.
void TestMainWindow::keyboardPathThroughPlay()
{
    MainWindow *w = makeWindow();
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"fireteam"_s)).ok());
    ratioOf(w)->rosterView()->setFocus();
    ratioOf(w)->selectPiece({0, 0});
    QTest::keyClick(ratioOf(w)->rosterView(), Qt::Key_Down); // second soldier
    QCOMPARE(RosterModel::refOf(ratioOf(w)->rosterView()->currentIndex()).piece, 1);
    QTest::keyClick(ratioOf(w)->rosterView(), Qt::Key_C);
    QCOMPARE(documentOf(w)->battlegroup().units.at(0).pieces.at(1).state.presence, Presence::Casualty);
    QTest::keyClick(ratioOf(w)->rosterView(), Qt::Key_Up);
    QTest::keyClick(ratioOf(w)->rosterView(), Qt::Key_0); // the face marked 0 is a 10: fails at 4/5 (need 8)
    const LogRecord r = documentOf(w)->battlegroup().log.last();
    QCOMPARE(r.die, 10);
    QCOMPARE(r.outcome, CheckOutcome::Failed);
    QCOMPARE(r.result, FailureResult::Cautious);
    QTest::keySequence(w, QKeySequence::Undo);
    QCOMPARE(documentOf(w)->battlegroup().log.size(), 1);
    QTest::keySequence(w, QKeySequence::Redo);
    QCOMPARE(documentOf(w)->battlegroup().log.size(), 2);
}

// Issue test 2: a vehicle losing systems, and its crew bailing out (R4, R7, R10).
void TestMainWindow::vehicleLosesSystemsAndCrewBailsOut()
{
    MainWindow *w = makeWindow();
    Battlegroup bg = newBattlegroup(u"empty"_s);
    bg.rules.bailedCrew = true;
    bg.rules.leaders = true;
    QVERIFY(ratioOf(w)->commands()->editBattlegroup(bg.name, bg.side, bg.notes, bg.rules).ok());
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"battle-tank"_s)).ok());
    const ratio::PieceRef tank{0, 0};
    QCOMPARE(ratio::unitStarting(documentOf(w)->battlegroup().units.at(0), documentOf(w)->battlegroup().rules), 12);
    ratioOf(w)->selectPiece(tank);
    ScriptedDice dice;
    ratioOf(w)->playPanel()->setDiceSource(&dice);

    // Three movement levels and all three damage-control levels: 6/12 = .50, need 5.
    for (int i = 0; i < 3; ++i) {
        ratioOf(w)->playPanel()->loseSystemLevel(VehicleSystem::Movement);
        ratioOf(w)->playPanel()->loseSystemLevel(VehicleSystem::DamageControl);
    }
    const Piece &v = documentOf(w)->battlegroup().units.at(0).pieces.at(0);
    QCOMPARE(v.movement.current, 0);
    QCOMPARE(ratio::unitCurrent(documentOf(w)->battlegroup().units.at(0), documentOf(w)->battlegroup().rules), 6);
    // Two targeting levels: 4/12 = .33 -> need 3, Broken; the tank fails with a 9.
    ratioOf(w)->playPanel()->loseSystemLevel(VehicleSystem::Targeting);
    ratioOf(w)->playPanel()->loseSystemLevel(VehicleSystem::Targeting);
    dice.faces = {9};
    ratioOf(w)->playPanel()->roll();
    QCOMPARE(documentOf(w)->battlegroup().units.at(0).pieces.at(0).state.status, MoraleStatus::Broken);

    // Immobile and Broken: the crew bails out. 3 crew x 4/12 = 1 survivor (R10); pick the sergeant.
    m_prompter->several.enqueue({0});
    ratioOf(w)->playPanel()->bailOut();
    QVERIFY(m_prompter->asked.last().startsWith(u"several:"_s));
    QVERIFY(m_prompter->asked.last().endsWith(u":1-1"_s));
    const Unit &unit = documentOf(w)->battlegroup().units.at(0);
    QCOMPARE(unit.pieces.size(), 2);
    QCOMPARE(unit.pieces.at(0).state.presence, Presence::Abandoned);
    QCOMPARE(unit.pieces.at(1).rank, Rank::Sergeant);
    QVERIFY(unit.pieces.at(1).state.marker);
    // Bailed crew rule: the sergeant's 3 points over the tank's original 12 (R10).
    const ratio::CheckAssessment a = ratio::assessPiece(documentOf(w)->battlegroup(), {0, 1});
    QCOMPARE(a.current, 3);
    QCOMPARE(a.starting, 12);
    QCOMPARE(a.need, 2);
    QVERIFY(ratioOf(w)->playPanel()->resultText().contains(u"abandoned"_s));
    // The roster grew a row for the survivor.
    QCOMPARE(ratioOf(w)->rosterView()->model()->rowCount(ratioOf(w)->rosterView()->model()->index(0, 0)), 2);
    documentOf(w)->undoStack()->undo();
    QCOMPARE(ratioOf(w)->rosterView()->model()->rowCount(ratioOf(w)->rosterView()->model()->index(0, 0)), 1);
}

// R2, R10 (issue 12, item 2.10): under the Bailed crew rule without the Leaders rule every crewman out of his
// vehicle counts 1, whatever his rank; the window says so wherever the crew's points are shown: the bail-out
// question, the roster's points tooltip and the piece editor.
void TestMainWindow::bailedCrewPointsSayOneEachWithoutLeaders()
{
    MainWindow *w = makeWindow();
    const Battlegroup start = documentOf(w)->battlegroup();
    RuleOptions rules = start.rules;
    rules.bailedCrew = true;
    rules.leaders = false;
    QVERIFY(ratioOf(w)->commands()->editBattlegroup(start.name, start.side, start.notes, rules).ok());
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"battle-tank"_s)).ok()); // crew: Sergeant, Corporal, Trooper
    const ratio::PieceRef tank{0, 0};
    for (int i = 0; i < 3; ++i) {
        QVERIFY(ratioOf(w)->commands()->loseSystemLevel(tank, VehicleSystem::Movement).ok());
        QVERIFY(ratioOf(w)->commands()->loseSystemLevel(tank, VehicleSystem::DamageControl).ok());
    }
    QVERIFY(ratioOf(w)->commands()->loseSystemLevel(tank, VehicleSystem::Targeting).ok());
    QVERIFY(ratioOf(w)->commands()->loseSystemLevel(tank, VehicleSystem::Targeting).ok()); // 4/12: Broken band
    ratioOf(w)->selectPiece(tank);
    ScriptedDice dice;
    dice.faces = {9};
    ratioOf(w)->playPanel()->setDiceSource(&dice);
    ratioOf(w)->playPanel()->roll();
    m_prompter->several.enqueue({0}); // the Sergeant survives
    ratioOf(w)->playPanel()->bailOut();
    QVERIFY2(m_prompter->lastQuestion.contains(u"1 point"_s), qPrintable(m_prompter->lastQuestion));

    const Battlegroup &bg = documentOf(w)->battlegroup();
    QCOMPARE(bg.units.at(0).pieces.size(), 2);
    QCOMPARE(bg.units.at(0).pieces.at(1).rank, Rank::Sergeant);
    QCOMPARE(ratio::heldPoints(bg.units.at(0).pieces.at(1), bg.rules), 1);
    QAbstractItemModel *roster = ratioOf(w)->rosterView()->model();
    const QModelIndex points = roster->index(1, RosterModel::PointsColumn, roster->index(0, 0));
    const QString tip = roster->data(points, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"1 point"_s) && tip.contains(u"Leaders"_s), qPrintable(tip));

    ratioOf(w)->editorPanel()->showPiece(0, 1);
    auto *crewPoints = ratioOf(w)->editorPanel()->findChild<QLabel *>(u"pieceCrewPoints"_s);
    QVERIFY(crewPoints);
    QVERIFY(crewPoints->isVisibleTo(ratioOf(w)->editorPanel()));
    QVERIFY2(crewPoints->text().contains(u"1 point"_s), qPrintable(crewPoints->text()));

    // With the Leaders rule the same Sergeant counts 3, and the texts say rank factor. The rule cannot be
    // switched mid-battle (R5, R11): the same battlegroup is restored with it, as if opened from a file.
    rules.leaders = true;
    QVERIFY(!ratioOf(w)->commands()->editBattlegroup(start.name, start.side, start.notes, rules).ok());
    Battlegroup withLeaders = documentOf(w)->battlegroup();
    withLeaders.rules = rules;
    QVERIFY(ratioOf(w)->commands()->restore(withLeaders).ok());
    QCOMPARE(ratio::heldPoints(documentOf(w)->battlegroup().units.at(0).pieces.at(1), rules), 3);
    QVERIFY(roster->data(roster->index(1, RosterModel::PointsColumn, roster->index(0, 0)), Qt::ToolTipRole)
                .toString().contains(u"rank's factor"_s));
    QVERIFY(crewPoints->text().contains(u"rank's factor"_s));
}

// Issue test 3: a battlegroup passing 50 % shows the banner, and retreat from the next turn (R11).
void TestMainWindow::battlegroupPassesFiftyPercent()
{
    MainWindow *w = makeWindow();
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"fireteam"_s)).ok()); // 5 points
    QVERIFY(ratioOf(w)->retreatBanner()->isHidden());
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    QVERIFY(ratioOf(w)->retreatBanner()->isHidden());
    QCOMPARE(ratioOf(w)->enduranceBar()->lost(), 2);
    ratioOf(w)->selectPiece({0, 2});
    ratioOf(w)->playPanel()->casualty(); // 3 of 5 lost: 60 % >= 50 %
    QVERIFY(ratioOf(w)->retreatBanner()->isVisible());
    QVERIFY(ratioOf(w)->retreatBanner()->text().contains(u"turn 2"_s));
    QCOMPARE(documentOf(w)->battlegroup().breakingTurn, 1);
    QCOMPARE(ratioOf(w)->enduranceBar()->total(), 5);
    QCOMPARE(ratioOf(w)->enduranceBar()->lost(), 3);
    m_prompter->overrideEndTurn = true;
    ratioOf(w)->endTurn();
    QVERIFY(ratio::mustRetreat(documentOf(w)->battlegroup()));
    QVERIFY(ratioOf(w)->retreatBanner()->text().contains(u"RETREAT"_s));
    documentOf(w)->undoStack()->undo(); // back before the turn ended
    documentOf(w)->undoStack()->undo(); // and before the third casualty
    QVERIFY(ratioOf(w)->retreatBanner()->isHidden());
}

// R6: a player may not pass while checks are due; the override is explicit.
void TestMainWindow::endTurnNeedsOverride()
{
    MainWindow *w = makeWindow();
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"squad"_s)).ok());
    ratioOf(w)->selectPiece({0, 0});
    ratioOf(w)->playPanel()->casualty();
    m_prompter->overrideEndTurn = false;
    ratioOf(w)->endTurn();
    QCOMPARE(m_prompter->asked.last(), u"endTurn:9"_s);
    QCOMPARE(documentOf(w)->battlegroup().turn, 1);
    m_prompter->overrideEndTurn = true;
    ratioOf(w)->endTurn();
    QCOMPARE(documentOf(w)->battlegroup().turn, 2);
    // R6 interpretation: the override names every piece left unchecked, in the log and in the window; the
    // count is in `points` (docs/file-format.md), no longer in `detail` as this test used to expect.
    const LogRecord ended = documentOf(w)->battlegroup().log.last();
    QCOMPARE(ended.event, LogEvent::TurnEnded);
    QCOMPARE(ended.points, 9);
    QStringList names;
    for (const Piece &p : documentOf(w)->battlegroup().units.at(0).pieces.mid(1))
        names << p.name;
    QCOMPARE(ended.detail, documentOf(w)->battlegroup().units.at(0).name + u": "_s + names.join(u", "_s));
    const QAbstractItemModel *log = ratioOf(w)->logView()->model();
    const QString shown = log->index(log->rowCount() - 1, LogModel::OutcomeColumn).data().toString();
    QVERIFY2(shown.contains(u"9"_s) && shown.contains(ended.detail), qPrintable(shown));
    QVERIFY(log->index(log->rowCount() - 1, LogModel::LevelColumn).data().toString().isEmpty()); // not 9 points
    QVERIFY2(w->statusBar()->currentMessage().contains(ended.detail), qPrintable(w->statusBar()->currentMessage()));
    // Those pieces stay due first thing this turn, before any other action (R6).
    QCOMPARE(ratioOf(w)->checksDueView()->model()->rowCount(), 9);
    ratioOf(w)->selectPiece({0, 1});
    QVERIFY(!ratioOf(w)->playPanel()->findChild<QPushButton *>(u"leftBoardButton"_s)->isEnabled());
}

// R9 (issue 12, items 1, 3, 4, 11) and R6 (item 12) in the window: the play panel offers surrender and the
// morale officer's shot only where the engine allows them (right after this turn's failed check, and without
// the Leaders rule too), and otherwise disables the button with the engine's reason as its tooltip.
void TestMainWindow::surrenderAndOfficerShotFollowTheEngine()
{
    MainWindow *w = makeWindow();
    Unit squad = unitFromKey(u"squad"_s);
    squad.pieces[0].moraleOfficer = true; // the Sergeant
    QVERIFY(ratioOf(w)->commands()->addUnit(squad).ok());
    QVERIFY(!documentOf(w)->battlegroup().rules.leaders);
    PlayPanel *panel = ratioOf(w)->playPanel();
    auto *surrender = panel->findChild<QPushButton *>(u"surrenderButton"_s);
    auto *shot = panel->findChild<QPushButton *>(u"officerShotButton"_s);
    auto *left = panel->findChild<QPushButton *>(u"leftBoardButton"_s);
    QVERIFY(surrender && shot && left);
    const auto piece = [w](int i) { return documentOf(w)->battlegroup().units.at(0).pieces.at(i); };

    for (int i = 3; i <= 9; ++i) { // seven casualties: 3/10, need 3, Broken band
        ratioOf(w)->selectPiece({0, i});
        panel->casualty();
    }
    ratioOf(w)->selectPiece({0, 0});
    panel->typeDie(1); // the officer passes

    // A marked trooper who has not checked: nothing but the check (R6, R9).
    ratioOf(w)->selectPiece({0, 1});
    QVERIFY(!surrender->isEnabled());
    QVERIFY(!shot->isEnabled());
    QVERIFY(!left->isEnabled());
    QVERIFY2(left->toolTip().contains(u"R6"_s), qPrintable(left->toolTip()));
    QVERIFY2(surrender->toolTip().contains(u"R9"_s), qPrintable(surrender->toolTip()));
    panel->typeDie(10); // Broken, this turn
    QCOMPARE(piece(1).state.status, MoraleStatus::Broken);
    QVERIFY(surrender->isEnabled());
    QVERIFY2(shot->isEnabled(), qPrintable(shot->toolTip())); // no Leaders rule needed (R2)
    QVERIFY(left->isEnabled());
    ratioOf(w)->selectPiece({0, 2});
    panel->typeDie(10);
    m_prompter->overrideEndTurn = false;
    ratioOf(w)->endTurn();
    QCOMPARE(documentOf(w)->battlegroup().turn, 2);

    // Turn 2: his Broken status is from turn 1: no surrender, so no shot either (R9).
    ratioOf(w)->selectPiece({0, 1});
    QVERIFY(!surrender->isEnabled());
    QVERIFY2(surrender->toolTip().contains(u"earlier turn"_s), qPrintable(surrender->toolTip()));
    QVERIFY(!shot->isEnabled());
    QVERIFY2(shot->toolTip().contains(u"surrender"_s), qPrintable(shot->toolTip()));
    panel->surrender(); // the key S still reaches the engine, which refuses
    QCOMPARE(piece(1).state.presence, Presence::Active);
    QVERIFY(panel->resultText().contains(u"Not done"_s));

    // He fails again this turn: now he may surrender, and the officer may stop it.
    panel->typeDie(10);
    QVERIFY(surrender->isEnabled());
    QVERIFY(shot->isEnabled());
    m_prompter->one.enqueue(0);
    panel->officerShoots();
    QCOMPARE(m_prompter->asked.last(), u"one:Shot by morale officer"_s);
    QCOMPARE(piece(1).state.presence, Presence::Shot);
    // The unit is steadied: no markers and no failure status left, so trooper 2 is Normal again (R9).
    QCOMPARE(piece(2).state.status, MoraleStatus::Normal);
    QVERIFY(!piece(2).state.marker);
    QCOMPARE(ratioOf(w)->checksDueView()->model()->rowCount(), 0);
    ratioOf(w)->selectPiece({0, 2});
    QVERIFY(!surrender->isEnabled());
    QVERIFY(left->isEnabled());
}

// R5, R8 (issue 12, items 2.2 and 2.9): the what-if hint under the assessment shows the need with the factors
// the roll uses, and says in plain words what the next band means where there is no number to roll.
void TestMainWindow::whatIfHintSaysWhatHappens()
{
    MainWindow *w = makeWindow();
    auto *hint = ratioOf(w)->playPanel()->findChild<QLabel *>(u"whatIfHint"_s);
    QVERIFY(hint);
    const Battlegroup start = documentOf(w)->battlegroup();
    RuleOptions rules = start.rules;
    rules.experience = true;
    rules.defaultExperience = Experience::Green;
    QVERIFY(ratioOf(w)->commands()->editBattlegroup(start.name, start.side, start.notes, rules).ok());

    // Set-up first: units cannot join once the battle is under way (R5, R11).
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"squad"_s)).ok());
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"fireteam"_s)).ok());
    QVERIFY(ratioOf(w)->commands()->addUnit(unitFromKey(u"platoon"_s)).ok());

    // A green squad of 10 at 9/10: three more losses make 6/10, need 6, and green makes it 5 (R8).
    QVERIFY(ratioOf(w)->commands()->casualty({0, 9}).ok());
    ratioOf(w)->selectPiece({0, -1});
    QVERIFY2(hint->text().contains(u"6 of 10 (need 5)"_s), qPrintable(hint->text()));
    QVERIFY(hint->text().contains(u"Shaken"_s));
    ratioOf(w)->selectPiece({0, 0});
    QVERIFY2(hint->text().contains(u"6 of 10 (need 5)"_s), qPrintable(hint->text()));
    // The roll is made at that need: 5 passes at 6/10, 6 fails.
    for (int i = 8; i >= 6; --i)
        QVERIFY(ratioOf(w)->commands()->casualty({0, i}).ok());
    QCOMPARE(ratio::assessPiece(documentOf(w)->battlegroup(), {0, 0}).successFaces, 5);

    // A fireteam down to its last man: one more loss destroys it. No "need F" (R5: "0 - no roll possible").
    for (int i = 4; i >= 1; --i)
        QVERIFY(ratioOf(w)->commands()->casualty({1, i}).ok());
    ratioOf(w)->selectPiece({1, -1});
    QVERIFY2(hint->text().contains(u"destroyed"_s), qPrintable(hint->text()));
    QVERIFY2(!hint->text().contains(u"need"_s), qPrintable(hint->text()));

    // A platoon one loss above the F band: the hint says the check fails without a roll and eliminates (R5, R7).
    const int size = static_cast<int>(documentOf(w)->battlegroup().units.at(2).pieces.size());
    int current = size;
    for (int i = size - 1; 10 * (current - 1) >= size; --i, --current)
        QVERIFY(ratioOf(w)->commands()->casualty({2, i}).ok());
    ratioOf(w)->selectPiece({2, -1});
    QVERIFY2(hint->text().contains(u"%1 of %2"_s.arg(current - 1).arg(size)), qPrintable(hint->text()));
    QVERIFY2(hint->text().contains(u"fails automatically"_s), qPrintable(hint->text()));
    QVERIFY2(hint->text().contains(u"eliminated"_s), qPrintable(hint->text()));
    QVERIFY2(!hint->text().contains(u"need F"_s), qPrintable(hint->text()));
}

void TestMainWindow::modelsPassTheModelTester()
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
void TestMainWindow::failedOpenLeavesDocumentUntouched_data()
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

void TestMainWindow::failedOpenLeavesDocumentUntouched()
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
void TestMainWindow::saveAndReopenRestoresTheGame()
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
void TestMainWindow::autosaveAndRecovery()
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
void TestMainWindow::tableViewHighlightsSelectedUnit()
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
void TestMainWindow::exportPdfFromTheWindow()
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

// Item 4.2: the next battle is an untitled document with content, on no disk. Ctrl+W and closing the window
// ask first (save / discard / cancel); an unchanged bundled sample or an empty document is closed without asking.
void TestMainWindow::closingUnsavedNextBattleAsks()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    // File → Close answers every key the platform binds to it (Ctrl+W and Ctrl+F4 here).
    const QKeySequence closeKey(u"Ctrl+W"_s);
    QVERIFY(QKeySequence::keyBindings(QKeySequence::Close).contains(closeKey));
    m_prompter->texts.enqueue(u"Outer Rim"_s);
    m_prompter->campaignName = m_dir->filePath(u"rim.mdcampaign"_s);
    QVERIFY(w->newCampaign());
    m_prompter->one.enqueue(1); // record this battlegroup alone
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
void TestMainWindow::campaignFileSuffixAndRecentCampaigns()
{
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

// Review finding 11c: the recent battlegroup files are the same menu as the recent campaigns, by absolute path,
// and a file that is gone is named and taken off the list, as a campaign is.
void TestMainWindow::recentFilesDropMissingFile()
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
    // A trooper who leaves the board and two casualties, then the battle is recorded alone. He leaves first:
    // once the casualties have marked him he would have to check before leaving (R6).
    ratioOf(w)->selectPiece({0, 3});
    ratioOf(w)->playPanel()->leaveBoard();
    ratioOf(w)->selectPiece({0, 1});
    ratioOf(w)->playPanel()->casualty();
    ratioOf(w)->selectPiece({0, 2});
    ratioOf(w)->playPanel()->casualty();
    m_prompter->one.enqueue(1); // record this battlegroup alone
    QVERIFY(w->recordBattle());
    QVERIFY(w->statusBar()->currentMessage().contains(u"3rd Ranger Battlegroup"_s));

    w->showCampaign();
    QVERIFY(w->campaignWindow());
    QAbstractItemModelTester tester(w->campaignWindow()->listModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    w->campaignWindow()->showList(u"battles"_s);
    QCOMPARE(w->campaignWindow()->listModel()->rowCount(), 1);
    QCOMPARE(w->campaignWindow()->chartSeriesCount(), 1);
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

    // An online backup from the program, while the campaign is open.
    m_prompter->campaignName = m_dir->filePath(u"rim-backup.mdcampaign"_s);
    QVERIFY(w->backUpCampaign());
    QString error;
    const auto copy = CampaignDatabase::open(m_prompter->campaignName, &error);
    QVERIFY2(copy, qPrintable(error));
    QCOMPARE(RatioCampaignRecorder(*copy).listBattles()->size(), 1);

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
void TestMainWindow::campaignReplacementsDetailsAndServiceRecord()
{
    MainWindow *w = makeWindow();
    QVERIFY(w->openFile(u":/samples/first-contact.json"_s));
    const QString campaignFile = m_dir->filePath(u"rim.mdcampaign"_s);
    m_prompter->texts.enqueue(u"Outer Rim"_s);
    m_prompter->campaignName = campaignFile;
    QVERIFY(w->newCampaign());
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

// Screenshots of the main window during play and of the table view, written into the build tree.
void TestMainWindow::screenshots()
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
