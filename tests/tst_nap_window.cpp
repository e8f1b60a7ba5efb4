// The Napoleonic window through the seam (issue 16): a battle opened by the real main window, which names no
// system, played through the workspace: fire losses in the Reciprocal Infantry/Cavalry Fire Phase queue P-b
// checks (B.2.2), the phase bar loads them into the check panel in order (15.41), a rout asks which friends
// saw it and queues their I-b checks (B.3.6), Next phase is refused while checks are queued (15.42), undo and
// redo never roll again, the undo texts name what was done, and the recovery journal replays every step.
#include "NapWindowFixture.h"

#include "LayoutChecks.h"

#include "base/Translations.h"
#include "napoleonic/document/NapJournal.h"
#include "napoleonic/rules/NapTriggers.h"
#include "napoleonic/widgets/NapMfpLedger.h"
#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/texts/NapCheckText.h"

#include <QComboBox>
#include <QDir>
#include <QListWidget>
#include <QMenu>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTreeView>

using namespace md;
using namespace md::nap;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestNapWindow : public QObject, public NapWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { NapWindowFixture::init(); }
    void cleanup() { NapWindowFixture::cleanup(); }
    void opensThroughTheSeam();
    void fireLossesQueuePhaseEndChecks();
    void nextPhaseRefusedWhileChecksQueued();
    void checksTakenInOrder_data();
    void checksTakenInOrder();
    void routAsksWhoSawIt();
    void undoRedoNeverRollsAgain();
    void undoTextsNameWhatWasDone();
    void refusedVerbsChangeNothing();
    void dismissAsksWhy();
    void editorEditsThroughUndo();
    void journalReplaysEachAction();
    void recoversAfterACrash();
    void newBattleFromFileNew();
    void fitsTheTableLaptop();
    void screenshots_data();
    void screenshots();
};

void TestNapWindow::opensThroughTheSeam()
{
    QVERIFY(open());
    QCOMPARE(m_window->document()->system().id(), QString::fromLatin1(NapBattle::systemId));
    QVERIFY(systemUis().find(QString::fromLatin1(NapBattle::systemId)));
    QCOMPARE(battle(), testBattle());
    // Army -> command nested by parentId -> unit.
    NapOrderModel *order = m_workspace->orderModel();
    QCOMPARE(order->rowCount(), 2);
    const QModelIndex french = order->index(0, 0);
    QCOMPARE(order->rowCount(french), 1);
    const QModelIndex division = order->index(0, 0, french);
    QCOMPARE(division.data(NapOrderModel::IdRole).toString(), u"div1"_s);
    const QModelIndex brigade = order->index(0, 0, division);
    QCOMPARE(brigade.data(NapOrderModel::IdRole).toString(), u"bde1"_s);
    QCOMPARE(order->rowCount(brigade), 3);
    const QModelIndex l2 = order->indexOf(u"l2"_s);
    QCOMPARE(l2.parent(), brigade);
    QCOMPARE(l2.siblingAtColumn(NapOrderModel::CmrColumn).data().toInt(), 6);
    QCOMPARE(l2.siblingAtColumn(NapOrderModel::FiguresColumn).data().toString(), u"12/12"_s);
    // The first unit is selected for the check panel; the phase bar shows turn 2 (not hourly) in its phase.
    QCOMPARE(m_workspace->checkPanel()->unit(), u"l2"_s);
    QVERIFY2(m_workspace->phaseBar()->turnText().contains(u"Turn 2"_s), qPrintable(m_workspace->phaseBar()->turnText()));
    QVERIFY(!m_workspace->phaseBar()->turnText().contains(u"hourly"_s));
    QVERIFY(m_workspace->phaseBar()->phasesText().contains(u"<u>Reciprocal Infantry/Cavalry Fire</u>"_s));
    QCOMPARE(m_workspace->playTabs()->tabText(0), u"&Checks"_s);
    QVERIFY(!document()->isModified());
}

void TestNapWindow::fireLossesQueuePhaseEndChecks()
{
    QVERIFY(open());
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 1);
    // B.2.2 P-b: collected during the Reciprocal Infantry/Cavalry Fire Phase, in the order they arose.
    QCOMPARE(battle().pending.size(), 2);
    QCOMPARE(battle().pending.at(0).unitId, u"l2"_s);
    QCOMPARE(battle().pending.at(1).unitId, u"l3"_s);
    for (const NapPendingCheck &check : battle().pending) {
        QCOMPARE(check.circumstance, NapCircumstance::Pb);
        QVERIFY(!check.instantaneous);
    }
    NapPendingModel *pending = m_workspace->phaseBar()->pendingModel();
    QCOMPARE(pending->rowCount(), 2);
    QCOMPARE(pending->index(0, NapPendingModel::UnitColumn).data().toString(), u"2nd Line"_s);
    QCOMPARE(pending->index(1, NapPendingModel::CheckColumn).data().toString(), u"P-b"_s);
    QVERIFY2(m_workspace->checkPanel()->lossBox()->queuedText().contains(u"P-b"_s),
             qPrintable(m_workspace->checkPanel()->lossBox()->queuedText()));
    // B.3.1: -1 per figure lost.
    const QModelIndex l2 = m_workspace->orderModel()->indexOf(u"l2"_s);
    QCOMPARE(l2.siblingAtColumn(NapOrderModel::CmrColumn).data().toInt(), 4);
    QCOMPARE(l2.siblingAtColumn(NapOrderModel::FiguresColumn).data().toString(), u"10/12"_s);
    QCOMPARE(m_workspace->logModel()->rowCount(), 2);
}

void TestNapWindow::nextPhaseRefusedWhileChecksQueued()
{
    QVERIFY(open());
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 1);
    const NapBattle before = battle();
    QSignalSpy status(m_workspace, &SystemWorkspace::statusMessage);
    QTest::mouseClick(m_workspace->phaseBar()->nextPhaseButton(), Qt::LeftButton);
    // 15.42: nothing changes, and the refusal names the checks still queued.
    QCOMPARE(battle(), before);
    QCOMPARE(stack()->count(), 2);
    QVERIFY(!status.isEmpty());
    const QString said = status.last().constFirst().toString();
    QVERIFY2(said.contains(u"2nd Line (P-b)"_s) && said.contains(u"3rd Line (P-b)"_s), qPrintable(said));
    QVERIFY(m_workspace->phaseBar()->nextPhaseButton()->toolTip().contains(u"2nd Line (P-b)"_s));
    // The engine refuses too, through the facade.
    QVERIFY(!m_workspace->commands()->nextPhase().isEmpty());
    QCOMPARE(stack()->count(), 2);
    // The Play menu's twin says the same, and taking the first queued check from it loads it.
    QMenu *menu = m_workspace->playMenu();
    Q_EMIT menu->aboutToShow();
    QAction *next = nullptr;
    QAction *test = nullptr;
    for (QAction *a : menu->actions()) {
        if (a->text() == u"&Next phase"_s)
            next = a;
        if (a->text() == u"&Test the next queued check"_s)
            test = a;
    }
    QVERIFY(next && test);
    QVERIFY(next->toolTip().contains(u"2nd Line (P-b)"_s));
    QVERIFY(test->isEnabled());
    next->trigger();
    QCOMPARE(battle(), before);
    test->trigger();
    QCOMPARE(m_workspace->checkPanel()->unit(), u"l2"_s);
    QCOMPARE(m_workspace->checkPanel()->request().circumstance, NapCircumstance::Pb);
}

void TestNapWindow::checksTakenInOrder_data()
{
    QTest::addColumn<int>("firstFace");
    QTest::addColumn<int>("secondFace");
    QTest::addColumn<NapUnitState>("firstState");
    QTest::addColumn<NapUnitState>("secondState");
    // 2nd Line: T = 6 - 2 = 4; 3rd Line: T = 6 - 1 = 5 (B.3.1). Margin <= 0 pass, 1-4 disorder (B.3.4).
    QTest::newRow("both pass on T") << 4 << 5 << NapUnitState::Good << NapUnitState::Good;
    QTest::newRow("one over disorders, four over disorders") << 5 << 9 << NapUnitState::Disordered << NapUnitState::Disordered;
    QTest::newRow("a typed 0 is 10: five over routs") << 1 << 0 << NapUnitState::Good << NapUnitState::Routed;
}

void TestNapWindow::checksTakenInOrder()
{
    QFETCH(int, firstFace);
    QFETCH(int, secondFace);
    QFETCH(NapUnitState, firstState);
    QFETCH(NapUnitState, secondState);
    QVERIFY(open());
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 1);
    NapCheckPanel *panel = m_workspace->checkPanel();

    testPending(0);
    QCOMPARE(panel->unit(), u"l2"_s);
    QCOMPARE(panel->request().circumstance, NapCircumstance::Pb);
    QCOMPARE(panel->request().unitIds, QStringList{u"l2"_s});
    // The target with its terms and the exact odds before the roll.
    QVERIFY2(panel->previewText().contains(u"T = 4"_s), qPrintable(panel->previewText()));
    QVERIFY(panel->previewText().contains(NapCheckText::chance(NapCheck::odds(4, false).pass)));
    QVERIFY(panel->previewText().contains(u"2/5 (40 %)"_s));
    typeRoll(firstFace);
    QCOMPARE(battle().unit(u"l2"_s)->state, firstState);
    QCOMPARE(battle().pending.size(), 1);
    QVERIFY(!panel->resultText().isEmpty());

    testPending(0);
    QCOMPARE(panel->unit(), u"l3"_s);
    QVERIFY2(panel->previewText().contains(u"T = 5"_s), qPrintable(panel->previewText()));
    typeRoll(secondFace);
    QCOMPARE(battle().unit(u"l3"_s)->state, secondState);
    QCOMPARE(battle().log.constLast().roll, secondFace == 0 ? 10 : secondFace);
    QVERIFY(battle().log.constLast().typed);

    // Friends a rout might have shaken were not named (the prompter cancelled): the queue is empty.
    QVERIFY(battle().pending.isEmpty());
    const int phase = battle().phaseIndex;
    QTest::mouseClick(m_workspace->phaseBar()->nextPhaseButton(), Qt::LeftButton);
    QCOMPARE(battle().phaseIndex, phase + 1);
    QCOMPARE(battle().phase(), NapPhase::Rally);
    QVERIFY(m_workspace->phaseBar()->phasesText().contains(u"<u>Rally</u>"_s));
}

void TestNapWindow::routAsksWhoSawIt()
{
    QVERIFY(open());
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 1);
    testPending(0);
    // The options are the French formed units but the routing one: 3rd Line, 4th Line. 4th Line saw it.
    m_prompter->several.enqueue({1});
    typeRoll(9); // T 4, five over: Routed (B.3.4)
    QCOMPARE(battle().unit(u"l2"_s)->state, NapUnitState::Routed);
    QVERIFY2(m_prompter->lastQuestion.contains(u"2nd Line"_s), qPrintable(m_prompter->lastQuestion));
    QVERIFY(m_prompter->asked.constLast().startsWith(u"several:"_s));
    // B.3.6: the friend who saw it owes an I-b check (with N09), before play goes on.
    const auto it = std::find_if(battle().pending.cbegin(), battle().pending.cend(),
                                 [](const NapPendingCheck &c) { return c.unitId == u"l4"_s; });
    QVERIFY(it != battle().pending.cend());
    QCOMPARE(it->circumstance, NapCircumstance::Ib);
    QCOMPARE(it->causeUnitId, u"l2"_s);
    QCOMPARE(battle().pending.size(), 2);
    const int row = static_cast<int>(it - battle().pending.cbegin());
    testPending(row);
    NapCheckPanel *panel = m_workspace->checkPanel();
    QCOMPARE(panel->unit(), u"l4"_s);
    QCOMPARE(panel->request().circumstance, NapCircumstance::Ib);
    QCOMPARE(panel->request().causeUnitId, u"l2"_s);
    QVERIFY(panel->chartBox(u"n09"_s)->isChecked());
    // 4th Line: CMR 5, N09 -2: T = 3.
    QVERIFY2(panel->previewText().contains(u"T = 3"_s), qPrintable(panel->previewText()));
    QVERIFY(panel->previewText().contains(u"N09"_s));
    typeRoll(3);
    QCOMPARE(battle().unit(u"l4"_s)->state, NapUnitState::Good);
    QCOMPARE(battle().pending.size(), 1);
    QCOMPARE(battle().pending.constFirst().unitId, u"l3"_s);
}

void TestNapWindow::undoRedoNeverRollsAgain()
{
    QVERIFY(open());
    CountingD10 dice;
    dice.faces = {9};
    m_workspace->checkPanel()->setDiceSource(&dice);
    recordLoss(u"l2"_s, 2);
    testPending(0);
    QVERIFY(m_workspace->checkPanel()->rollButton()->isEnabled());
    QTest::mouseClick(m_workspace->checkPanel()->rollButton(), Qt::LeftButton);
    QCOMPARE(dice.rolled, 1);
    const NapBattle rolled = battle();
    QCOMPARE(rolled.unit(u"l2"_s)->state, NapUnitState::Routed);
    QVERIFY(rolled.pending.isEmpty());
    // Undo swaps the whole battle back: the check is queued again, the unit Good.
    stack()->undo();
    QCOMPARE(battle().unit(u"l2"_s)->state, NapUnitState::Good);
    QCOMPARE(battle().pending.size(), 1);
    QCOMPARE(m_workspace->phaseBar()->pendingModel()->rowCount(), 1);
    stack()->redo();
    QCOMPARE(battle(), rolled);
    QCOMPARE(dice.rolled, 1);
    stack()->undo();
    stack()->undo();
    QCOMPARE(battle(), testBattle());
    QVERIFY(!document()->isModified());
    m_workspace->checkPanel()->setDiceSource(nullptr);
}

void TestNapWindow::undoTextsNameWhatWasDone()
{
    QVERIFY(open());
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 1);
    testPending(0);
    m_prompter->several.enqueue({1});
    typeRoll(9);
    QTest::mouseClick(m_workspace->phaseBar()->nextPhaseButton(), Qt::LeftButton); // refused: pushes nothing
    const QStringList texts = undoTexts(stack());
    QCOMPARE(texts.size(), 4);
    QCOMPARE(texts.at(0), u"Losses: 2nd Line, 2 figure(s) lost"_s);
    QCOMPARE(texts.at(1), u"Losses: 3rd Line, 1 figure(s) lost"_s);
    QCOMPARE(texts.at(2), u"Check: 2nd Line (P-b)"_s);
    QVERIFY2(texts.at(3).startsWith(u"Saw 2nd Line rout: 1 check"_s) && texts.at(3).endsWith(u"(I-b)"_s), qPrintable(texts.at(3)));
    // The phase's own text names where play goes next.
    QCOMPARE(battle().pending.size(), 2);
    for (int i = 0; i < 2; ++i) {
        testPending(0);
        typeRoll(1);
    }
    QVERIFY(battle().pending.isEmpty());
    QVERIFY(m_workspace->nextPhase().isEmpty());
    QCOMPARE(stack()->text(stack()->count() - 1), u"Next phase: Rally"_s);
    QVERIFY(stack()->text(stack()->count() - 2).startsWith(u"Check: "_s));
}

void TestNapWindow::refusedVerbsChangeNothing()
{
    QVERIFY(open());
    NapCommands *commands = m_workspace->commands();
    QVERIFY(!commands->loss(u"nobody"_s, 1, 0, false).error.isEmpty());
    QVERIFY(!commands->loss(u"l2"_s, 0, 0, false).error.isEmpty());
    QVERIFY(!commands->dismiss(0, u"none queued"_s).isEmpty());
    QVERIFY(!commands->routOffTable(u"l2"_s).isEmpty()); // not routed (15.72c)
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(battle(), testBattle());
    // An edit that would not load again is refused with the validator's reason, never clamped.
    NapBattle broken = battle();
    broken.armies[1].commands[0].units[0].id = u"l2"_s;
    const QString why = commands->edit(u"Break ids"_s, broken);
    QVERIFY2(why.startsWith(u"$."_s), qPrintable(why));
    QVERIFY(!commands->edit(u"Nothing"_s, battle()).isEmpty());
    QCOMPARE(stack()->count(), 0);
    // A routed unit is exempt (X-g): the panel says so and will not roll.
    NapBattle routed = battle();
    routed.unit(u"l3"_s)->state = NapUnitState::Routed;
    QVERIFY(commands->edit(u"Rout 3rd Line"_s, routed).isEmpty());
    m_workspace->select(u"l3"_s);
    NapCheckPanel *panel = m_workspace->checkPanel();
    QVERIFY2(panel->exemptionText().contains(u"X-g"_s), qPrintable(panel->exemptionText()));
    QVERIFY(!panel->rollButton()->isEnabled());
    QVERIFY(!panel->roll().isEmpty());
    QCOMPARE(stack()->count(), 1);
}

void TestNapWindow::dismissAsksWhy()
{
    QVERIFY(open());
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 1);
    NapPhaseBar *bar = m_workspace->phaseBar();
    bar->pendingView()->setCurrentIndex(bar->pendingModel()->index(1, 0));
    // Cancelled: nothing changes.
    QTest::mouseClick(bar->dismissButton(), Qt::LeftButton);
    QCOMPARE(battle().pending.size(), 2);
    QCOMPARE(stack()->count(), 2);
    // With a reason the check leaves the queue as one undo step, the first one stays.
    m_prompter->texts.enqueue(u"behind the church, out of fire"_s);
    QTest::mouseClick(bar->dismissButton(), Qt::LeftButton);
    QCOMPARE(battle().pending.size(), 1);
    QCOMPARE(battle().pending.constFirst().unitId, u"l2"_s);
    QCOMPARE(stack()->text(stack()->count() - 1), u"Dismiss check: 3rd Line (P-b)"_s);
    stack()->undo();
    QCOMPARE(battle().pending.size(), 2);
}

void TestNapWindow::editorEditsThroughUndo()
{
    QVERIFY(open());
    NapEditorPanel *editor = m_workspace->editorPanel();
    QVERIFY(editor);
    QCOMPARE(m_workspace->playTabs()->tabText(3), u"E&dit"_s);
    // Selecting in the order of battle shows the unit in the editor.
    m_workspace->select(u"l3"_s);
    QCOMPARE(editor->shownId(), u"l3"_s);
    NapBattle renamed = battle();
    renamed.unit(u"l3"_s)->name = u"3rd Line (Lt. Col. Dubois)"_s;
    Q_EMIT editor->editRequested(u"Rename unit: 3rd Line"_s, renamed);
    QCOMPARE(battle(), renamed);
    QCOMPARE(stack()->text(0), u"Rename unit: 3rd Line"_s);
    QCOMPARE(m_workspace->orderModel()->indexOf(u"l3"_s).data().toString(), u"3rd Line (Lt. Col. Dubois)"_s);
    QCOMPARE(editor->battle(), renamed);
    // A refused edit puts the battle as it is back in the editor, and pushes nothing.
    NapBattle broken = renamed;
    broken.unit(u"l3"_s)->figuresLost = -4;
    Q_EMIT editor->editRequested(u"Break losses"_s, broken);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(editor->battle(), renamed);
    stack()->undo();
    QCOMPARE(battle(), testBattle());
    QCOMPARE(editor->battle(), testBattle());
}

void TestNapWindow::journalReplaysEachAction()
{
    QVERIFY(open());
    const StateJournal &journal = systemUis().find(QString::fromLatin1(NapBattle::systemId))->journal();
    std::unique_ptr<GameState> previous = document()->state().clone();
    QJsonObject root = QJsonDocument::fromJson(napSystem().write(*previous)).object();
    const auto step = [&] {
        const QByteArray line = journal.entry(*previous, document()->state());
        QVERIFY(line.endsWith('\n'));
        QVERIFY(!line.trimmed().contains('\n'));
        QVERIFY(journal.apply(line, root));
        QCOMPARE(root, QJsonDocument::fromJson(napSystem().write(document()->state())).object());
        previous = document()->state().clone();
    };
    recordLoss(u"l2"_s, 2);
    step();
    testPending(0);
    typeRoll(6);
    step();
    QVERIFY(m_workspace->nextPhase().isEmpty());
    step();
    stack()->undo();
    step();
    NapBattle edited = battle();
    edited.armies.removeLast();
    QVERIFY(m_workspace->commands()->edit(u"Remove army: Allied"_s, edited).isEmpty());
    step();
    // A line for another shape of the file is refused and changes nothing.
    const QJsonObject kept = root;
    QVERIFY(!journal.apply(R"({"armies": 7, "changed": {}, "top": {}, "removed": [], "keepLog": 0, "log": []})", root));
    QCOMPARE(root, kept);
}

void TestNapWindow::recoversAfterACrash()
{
    QVERIFY(open());
    const QString file = m_window->document()->fileName();
    recordLoss(u"l2"_s, 2);
    testPending(0);
    typeRoll(7);
    const NapBattle played = battle();
    // The window goes away without being closed.
    m_orderTester.reset();
    m_pendingTester.reset();
    m_logTester.reset();
    m_workspace = nullptr;
    delete m_window.release();
    QVERIFY(m_recovery->exists());

    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_prompter->recover = true;
    m_window->start(QString());
    QVERIFY2(m_prompter->errors.isEmpty(), qPrintable(m_prompter->errors.join(u'\n')));
    m_workspace = qobject_cast<NapWorkspace *>(m_window->workspace());
    QVERIFY(m_workspace && document());
    QCOMPARE(document()->fileName(), file);
    QCOMPARE(battle(), played);
    QVERIFY(document()->isModified());
    stack()->undo();
    QCOMPARE(battle(), testBattle());
}

void TestNapWindow::newBattleFromFileNew()
{
    const SystemUi *ui = systemUis().find(QString::fromLatin1(NapBattle::systemId));
    QVERIFY(ui);
    const QList<NewChoice> choices = ui->templates();
    // The empty battle first, then the brigade, division and two-army templates (NapTemplates).
    QCOMPARE(choices.size(), 4);
    QCOMPARE(choices.constFirst().name, u"Empty Napoleonic battle"_s);
    for (const NewChoice &choice : choices.mid(1)) {
        const std::unique_ptr<GameState> made = ui->newState(choice.key);
        QVERIFY2(made && NapState::of(*made) && !NapState::of(*made)->armies.isEmpty(), qPrintable(choice.key));
    }
    const std::unique_ptr<GameState> state = ui->newState(choices.constFirst().key);
    QVERIFY(state);
    QVERIFY(NapState::of(*state));
    QVERIFY(NapState::of(*state)->armies.isEmpty());
    QVERIFY(!ui->newState(u"no-such-template"_s));
    QVERIFY(ui->rulesNotes().contains(u"B.6"_s));
}

// At 1366x768 with the shipped sample: the phase bar's and the check panel's texts whole, and the buttons
// of a check (Test, Next phase, Roll d10, Apply, Record losses) in sight without scrolling.
void TestNapWindow::fitsTheTableLaptop()
{
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/napoleonic-village-fight.json");
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->resize(1366, 768);
    m_window->show();
    QVERIFY(m_window->openFile(sample));
    m_workspace = qobject_cast<NapWorkspace *>(m_window->workspace());
    QVERIFY(m_workspace);
    while (battle().phase() != NapPhase::ReciprocalInfantryFire)
        QVERIFY(m_workspace->nextPhase().isEmpty());
    recordLoss(u"fr-17e-1"_s, 3);
    testPending(0);
    for (int i = 0; i < 5; ++i)
        QCoreApplication::processEvents();
    NapCheckPanel *panel = m_workspace->checkPanel();
    const QStringList clipped = clippedTexts(m_workspace->phaseBar()) + clippedTexts(panel);
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
    const QList<QAbstractButton *> buttons{m_workspace->phaseBar()->testButton(), m_workspace->phaseBar()->nextPhaseButton(),
                                           panel->rollButton(), panel->applyButton(), panel->lossBox()->recordButton()};
    const QStringList hidden = notInSight(buttons);
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(u'\n')));
}

// The pictures of docs/screenshots/napoleonic-*.png at 1366x768, from the shipped sample; run on a real
// display (or a virtual one) for the real fonts and style.
void TestNapWindow::screenshots_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QString>("suffix");
    QTest::newRow("en") << u"en"_s << QString();
    QTest::newRow("de") << u"de"_s << u"-de"_s;
}

void TestNapWindow::screenshots()
{
    QFETCH(QString, language);
    QFETCH(QString, suffix);
    const QString dir = qEnvironmentVariable("MORALEDESK_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("Set MORALEDESK_SCREENSHOTS to a folder to get pictures of the play view.");
    Translations::install(language);
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/napoleonic-village-fight.json");
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->show();
    QVERIFY(m_window->openFile(sample));
    m_window->resize(1366, 768);
    m_workspace = qobject_cast<NapWorkspace *>(m_window->workspace());
    QVERIFY(m_workspace);
    const auto save = [this, &dir, &suffix](const QString &name) {
        for (int i = 0; i < 5; ++i) // nested layouts settle one posted LayoutRequest at a time
            QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(QDir(dir).filePath(name + suffix + u".png"_s)));
    };
    while (battle().phase() != NapPhase::ReciprocalInfantryFire)
        QVERIFY(m_workspace->nextPhase().isEmpty());
    // Musketry: three French battalions lose figures; their P-b checks wait for the phase's end (B.2.2).
    recordLoss(u"fr-17e-1"_s, 3);
    recordLoss(u"fr-30e-1"_s, 2);
    recordLoss(u"fr-13le-1"_s, 1);
    // The 17e routs on a 9; the 13e Léger saw it from within 2" and owes an I-b check (B.3.6).
    QStringList formed;
    for (const NapCommand &c : battle().army(u"french"_s)->commands) {
        for (const NapUnit &u : c.units) {
            if (u.id != u"fr-17e-1"_s && NapTriggers::formed(u))
                formed << u.id;
        }
    }
    m_prompter->several.enqueue({static_cast<int>(formed.indexOf(u"fr-13le-1"_s))});
    testPending(0);
    typeRoll(9);
    QCOMPARE(battle().unit(u"fr-17e-1"_s)->state, NapUnitState::Routed);
    // The 30e's check loaded, in woods, with its brigadier near: T and the odds before the roll.
    const int row = static_cast<int>(std::find_if(battle().pending.cbegin(), battle().pending.cend(),
                                                  [](const NapPendingCheck &c) { return c.unitId == u"fr-30e-1"_s; })
                                     - battle().pending.cbegin());
    testPending(row);
    NapCheckPanel *panel = m_workspace->checkPanel();
    panel->terrainList()->item(0)->setCheckState(Qt::Checked);
    panel->officerList()->item(0)->setCheckState(Qt::Checked);
    save(u"napoleonic-checks"_s);

    // The rest of the queue passes; the Army Morale Fatigue Phase counts the French losses and the rout.
    while (!battle().pending.isEmpty()) {
        testPending(0);
        typeRoll(1);
    }
    while (battle().phase() != NapPhase::ArmyMoraleFatigue)
        QVERIFY(m_workspace->nextPhase().isEmpty());
    m_workspace->playTabs()->setCurrentIndex(2);
    NapMfpLedger *ledger = m_workspace->mfpLedger();
    ledger->selectArmy(u"french"_s);
    ledger->setCount(NapMfpEvent::E14, 2);
    save(u"napoleonic-army-morale"_s);
    m_workspace->playTabs()->setCurrentIndex(1);
    save(u"napoleonic-rally"_s);
    Translations::install(u"en"_s);
}

QTEST_MAIN(TestNapWindow)
#include "tst_nap_window.moc"
