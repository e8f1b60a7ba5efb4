// Drives the real main window offscreen through play: templates, play actions with markers and dice, undo
// and redo, vehicles and crews, the breaking point, the end-turn override, surrender and the what-if hint.
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

class TestMainWindowPlay : public QObject, private MainWindowFixture
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
};

void TestMainWindowPlay::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestMainWindowPlay::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

// Issue test 1: build a squad from a template, apply a casualty, see 9 markers and 9 checks due, resolve
// one with a typed die, undo it, redo it (R6, R13.1).
void TestMainWindowPlay::squadCasualtyTypedDieUndoRedo()
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
void TestMainWindowPlay::keyboardPathThroughPlay()
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
void TestMainWindowPlay::vehicleLosesSystemsAndCrewBailsOut()
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
    auto *rosterModel = qobject_cast<RosterModel *>(ratioOf(w)->rosterView()->model());
    QVERIFY(rosterModel);
    QCOMPARE(rosterModel->rowCount(rosterModel->unitIndex(0)), 2);
    documentOf(w)->undoStack()->undo();
    QCOMPARE(rosterModel->rowCount(rosterModel->unitIndex(0)), 1);
}

// R2, R10 (issue 12, item 2.10): under the Bailed crew rule without the Leaders rule every crewman out of his
// vehicle counts 1, whatever his rank; the window says so wherever the crew's points are shown: the bail-out
// question, the roster's points tooltip and the piece editor.
void TestMainWindowPlay::bailedCrewPointsSayOneEachWithoutLeaders()
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
    auto *roster = qobject_cast<RosterModel *>(ratioOf(w)->rosterView()->model());
    QVERIFY(roster);
    const QModelIndex points = roster->index(1, RosterModel::PointsColumn, roster->unitIndex(0));
    const QString tip = roster->data(points, Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(u"1 point"_s) && tip.contains(u"Leaders"_s), qPrintable(tip));

    ratioOf(w)->editorPanel()->showPiece(0, 1);
    QVERIFY(ratioOf(w)->editorPanel()->pieceForm()); // the forms are built on first use (issue 19)
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
    QVERIFY(roster->data(roster->index(1, RosterModel::PointsColumn, roster->unitIndex(0)), Qt::ToolTipRole)
                .toString().contains(u"rank's factor"_s));
    QVERIFY(crewPoints->text().contains(u"rank's factor"_s));
}

// Issue test 3: a battlegroup passing 50 % shows the banner, and retreat from the next turn (R11).
void TestMainWindowPlay::battlegroupPassesFiftyPercent()
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
void TestMainWindowPlay::endTurnNeedsOverride()
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
void TestMainWindowPlay::surrenderAndOfficerShotFollowTheEngine()
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
void TestMainWindowPlay::whatIfHintSaysWhatHappens()
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

QTEST_MAIN(TestMainWindowPlay)
#include "tst_mainwindow_play.moc"
