// The checks queue (issue 15, deliverable 2) through the real main window: the R6 order (carried over first),
// the next-turn section and its reasons, F6 and typed digits with the selection moving on by itself, Roll all due
// and the faces field as one undo step each, and the queue's models under QAbstractItemModelTester.
#include "MainWindowFixture.h"
#include "ScriptedDice.h"
#include "ratio/commands/Commands.h"
#include "ratio/models/ChecksDueModel.h"
#include "ratio/models/ChecksNextTurnModel.h"
#include "ratio/models/RosterModel.h"
#include "ratio/rules/CheckQueue.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/widgets/ChecksQueuePanel.h"
#include "ratio/widgets/PlayPanel.h"

#include <QAbstractItemModelTester>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

using namespace md;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
// The sample's pieces, by id.
ratio::PieceRef refOf(const Battlegroup &bg, const QString &id)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        for (int p = 0; p < bg.units.at(u).pieces.size(); ++p) {
            if (bg.units.at(u).pieces.at(p).id == id)
                return {u, p};
        }
    }
    return {};
}

// R6: every remaining member of a unit that suffered a loss this turn, in roster order.
QList<ratio::PieceRef> markedMembers(const Battlegroup &bg, int unit)
{
    QList<ratio::PieceRef> refs;
    for (int p = 0; p < bg.units.at(unit).pieces.size(); ++p) {
        const Piece &piece = bg.units.at(unit).pieces.at(p);
        if (piece.isActive() && piece.state.marker)
            refs.append({unit, p});
    }
    return refs;
}

int checkRecords(const Battlegroup &bg)
{
    return static_cast<int>(std::count_if(bg.log.cbegin(), bg.log.cend(), [](const LogRecord &r) { return r.event == LogEvent::Check; }));
}

Qt::Key keyFor(int face) { return face == 10 ? Qt::Key_0 : Qt::Key(Qt::Key_0 + face); }
} // namespace

class TestChecksQueue : public QObject, private MainWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void nineTypedFacesAdvanceByThemselves();
    void rollAllDueIsOneUndoStep();
    void facesFieldAppliesInQueueOrder();
    void facesFieldRefusesBadInput_data();
    void facesFieldRefusesBadInput();
    void carriedOverChecksComeFirst();
    void failedEarlierAndCarriedOverAfterAFailure();
    void nextTurnSectionSaysWhy();
    void queueWaitsForASurrender();
    void modelsPassTheModelTester();

private:
    MainWindow *openSample();
    ChecksQueuePanel *queue() const { return ratioOf(m_window)->checksQueue(); }
    const Battlegroup &bg() const { return documentOf(m_window)->battlegroup(); }
    ratio::PieceRef current() const { return RosterModel::refOf(ratioOf(m_window)->rosterView()->currentIndex()); }
};

void TestChecksQueue::init()
{
    m_dir = new QTemporaryDir;
    QVERIFY(m_dir->isValid());
    m_settings = new Settings(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = new TestPrompter;
    m_recovery = new RecoveryFile(m_dir->filePath(u"recovery"_s));
}

void TestChecksQueue::cleanup()
{
    delete m_window;
    m_window = nullptr;
    delete m_recovery;
    delete m_prompter;
    delete m_settings;
    delete m_dir;
}

MainWindow *TestChecksQueue::openSample()
{
    MainWindow *w = makeWindow();
    if (!w->openFile(u":/samples/first-contact.json"_s))
        qFatal("the sample does not open");
    return w;
}

// Acceptance: nine due checks resolved by typing nine faces, the selection moving on by itself after each; at most
// twelve keystrokes with the start; then each check undone on its own (R6, R13 case 1).
void TestChecksQueue::nineTypedFacesAdvanceByThemselves()
{
    MainWindow *w = openSample();
    const ratio::PieceRef ames = refOf(bg(), u"sq1-t1"_s);
    QVERIFY(ratioOf(w)->commands()->casualty(ames).ok());
    // R6: the other nine members of the squad are marked, all this turn: the queue is roster order.
    const QList<ratio::PieceRef> expected = markedMembers(bg(), ames.unit);
    QCOMPARE(expected.size(), 9);
    QCOMPARE(queue()->dueModel()->refs(), expected);
    // R2 with the Leaders rule: 12 of 13 points, need 9 (the seed's example).
    const Unit &squad = bg().units.at(ames.unit);
    const int need = ratio::bandNeed(ratio::unitStarting(squad, bg().rules), ratio::unitCurrent(squad, bg().rules));
    QCOMPARE(need, 9);

    // The keyboard starts elsewhere: in the log.
    ratioOf(w)->logView()->setFocus();
    const int logBefore = static_cast<int>(bg().log.size());
    const int undoBefore = documentOf(w)->undoStack()->count();
    int keystrokes = 0;
    QTest::keyClick(w, Qt::Key_F6);
    ++keystrokes;
    QCOMPARE(current(), expected.first());

    const QList<int> faces{7, 3, 9, 10, 1, 2, 5, 4, 8};
    for (qsizetype i = 0; i < faces.size(); ++i) {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, keyFor(faces.at(i)));
        ++keystrokes;
        QCOMPARE(bg().log.size(), logBefore + i + 1);
        const LogRecord &r = bg().log.last();
        QCOMPARE(r.event, LogEvent::Check);
        QCOMPARE(r.pieceId, bg().units.at(expected.at(i).unit).pieces.at(expected.at(i).piece).id);
        // Moved on by itself to the next piece due, and the play panel with it.
        if (i + 1 < faces.size()) {
            QCOMPARE(current(), expected.at(i + 1));
            QCOMPARE(ratioOf(w)->playPanel()->selection(), expected.at(i + 1));
        }
    }
    QVERIFY2(keystrokes <= 12, qPrintable(QString::number(keystrokes)));
    QCOMPARE(queue()->dueCount(), 0);

    // The nine records: the typed faces against need 9; the 0 (a 10) fails, Cautious (R5).
    for (qsizetype i = 0; i < faces.size(); ++i) {
        const LogRecord &r = bg().log.at(logBefore + i);
        QCOMPARE(r.die, faces.at(i));
        QCOMPARE(r.need, need);
        QCOMPARE(r.outcome, faces.at(i) <= need ? CheckOutcome::Passed : CheckOutcome::Failed);
        QCOMPARE(r.result, faces.at(i) <= need ? FailureResult::None : FailureResult::Cautious);
    }
    // The checked section shows each with its die, in the order they were made.
    QCOMPARE(queue()->nextTurnModel()->checkedCount(), 9);
    QCOMPARE(queue()->nextTurnModel()->index(3, ChecksNextTurnModel::ThisTurnColumn).data().toString(), u"10: failed, Cautious"_s);

    // Typed one by one, undone one by one.
    QUndoStack *stack = documentOf(w)->undoStack();
    QCOMPARE(stack->count(), undoBefore + 9);
    for (int i = 8; i >= 0; --i) {
        stack->undo();
        QCOMPARE(checkRecords(bg()), i);
        QCOMPARE(queue()->dueCount(), 9 - i);
    }
    QCOMPARE(queue()->dueModel()->refs(), expected);
}

// Roll all due: the program's dice for every check due now, in queue order, one undo step (R6).
void TestChecksQueue::rollAllDueIsOneUndoStep()
{
    MainWindow *w = openSample();
    QVERIFY(ratioOf(w)->commands()->casualty(refOf(bg(), u"sq1-t1"_s)).ok());
    const QList<ratio::PieceRef> expected = queue()->dueModel()->refs();
    QCOMPARE(expected.size(), 9);
    ScriptedDice dice;
    dice.faces = {1, 10, 4, 9, 10, 2, 3, 6, 5};
    const QList<int> faces = dice.faces;
    queue()->setDiceSource(&dice);
    QUndoStack *stack = documentOf(w)->undoStack();
    const int undoBefore = stack->count();
    const qsizetype logBefore = bg().log.size();

    QTest::mouseClick(queue()->rollAllButton(), Qt::LeftButton);
    QCOMPARE(dice.rolled, 9); // once per piece: the trial's faces are the ones applied
    QCOMPARE(queue()->dueCount(), 0);
    QCOMPARE(stack->count(), undoBefore + 1);
    QCOMPARE(bg().log.size(), logBefore + 9);
    const QList<LogRecord> made = bg().log.mid(logBefore);
    for (qsizetype i = 0; i < made.size(); ++i) {
        QCOMPARE(made.at(i).event, LogEvent::Check);
        QCOMPARE(made.at(i).pieceId, bg().units.at(expected.at(i).unit).pieces.at(expected.at(i).piece).id);
        QCOMPARE(made.at(i).die, faces.at(i));
    }
    QVERIFY2(queue()->message().contains(u"9 check"_s) && queue()->message().contains(u"one undo step"_s), qPrintable(queue()->message()));
    // The two failures check again next turn, and say so.
    QCOMPARE(queue()->nextTurnModel()->nextTurnCount(), 2);

    stack->undo();
    QCOMPARE(bg().log.size(), logBefore);
    QCOMPARE(queue()->dueCount(), 9);
    stack->redo();
    QCOMPARE(bg().log.mid(logBefore), made); // a redo never rerolls
    QCOMPARE(dice.rolled, 9);
}

// The faces field: shown on each row as typed, applied in queue order as one undo step by Enter.
void TestChecksQueue::facesFieldAppliesInQueueOrder()
{
    MainWindow *w = openSample();
    QVERIFY(ratioOf(w)->commands()->casualty(refOf(bg(), u"sq1-t1"_s)).ok());
    const QList<ratio::PieceRef> expected = queue()->dueModel()->refs();
    QUndoStack *stack = documentOf(w)->undoStack();
    const int undoBefore = stack->count();
    const qsizetype logBefore = bg().log.size();

    QTest::keyClick(w, Qt::Key_F7);
    QCOMPARE(QApplication::focusWidget(), queue()->facesField());
    QTest::keyClicks(queue()->facesField(), u"7 3 0"_s);
    // Each face on its row before anything is applied.
    const ChecksDueModel *due = queue()->dueModel();
    QCOMPARE(due->index(0, ChecksDueModel::DieColumn).data().toString(), u"7 → passes"_s);
    QCOMPARE(due->index(1, ChecksDueModel::DieColumn).data().toString(), u"3 → passes"_s);
    QCOMPARE(due->index(2, ChecksDueModel::DieColumn).data().toString(), u"10 → fails: Cautious"_s);
    QVERIFY(due->index(3, ChecksDueModel::DieColumn).data().toString().isEmpty());
    QCOMPARE(bg().log.size(), logBefore);
    QVERIFY(queue()->applyButton()->isEnabled());

    QTest::keyClick(queue()->facesField(), Qt::Key_Return);
    QCOMPARE(stack->count(), undoBefore + 1);
    QCOMPARE(bg().log.size(), logBefore + 3);
    const QList<int> faces{7, 3, 10};
    for (int i = 0; i < 3; ++i) {
        const LogRecord &r = bg().log.at(logBefore + i);
        QCOMPARE(r.pieceId, bg().units.at(expected.at(i).unit).pieces.at(expected.at(i).piece).id);
        QCOMPARE(r.die, faces.at(i));
    }
    QVERIFY(queue()->facesField()->text().isEmpty());
    QCOMPARE(queue()->dueModel()->refs(), expected.mid(3));
    // The queue shows what each face did, and the next piece due is selected.
    QCOMPARE(queue()->nextTurnModel()->index(0, ChecksNextTurnModel::ThisTurnColumn).data().toString(), u"7: passed"_s);
    QCOMPARE(queue()->nextTurnModel()->index(2, ChecksNextTurnModel::ThisTurnColumn).data().toString(), u"10: failed, Cautious"_s);
    QCOMPARE(current(), expected.at(3));

    stack->undo();
    QCOMPARE(bg().log.size(), logBefore);
    QCOMPARE(queue()->dueModel()->refs(), expected);
}

void TestChecksQueue::facesFieldRefusesBadInput_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("named");
    // Nine checks are due; ten faces is one too many.
    QTest::newRow("too many faces") << u"7 3 9 0 1 2 5 4 8 6"_s << u"10 typed"_s;
    QTest::newRow("a letter") << u"7 x 3"_s << u"“x”"_s;
    QTest::newRow("a minus sign") << u"7 -3"_s << u"“-”"_s;
}

// Bad input: a message naming the field and the problem, as typed and again on Enter; nothing applied.
void TestChecksQueue::facesFieldRefusesBadInput()
{
    QFETCH(QString, typed);
    QFETCH(QString, named);
    MainWindow *w = openSample();
    QVERIFY(ratioOf(w)->commands()->casualty(refOf(bg(), u"sq1-t1"_s)).ok());
    QUndoStack *stack = documentOf(w)->undoStack();
    const int undoBefore = stack->count();
    const Battlegroup before = bg();

    queue()->facesField()->setFocus();
    QTest::keyClicks(queue()->facesField(), typed);
    QVERIFY2(queue()->message().startsWith(u"Faces:"_s) && queue()->message().contains(named), qPrintable(queue()->message()));
    QVERIFY(!queue()->applyButton()->isEnabled());
    for (int row = 0; row < queue()->dueCount(); ++row)
        QVERIFY(queue()->dueModel()->index(row, ChecksDueModel::DieColumn).data().toString().isEmpty());
    QTest::keyClick(queue()->facesField(), Qt::Key_Return);
    QVERIFY(!queue()->applyTyped());
    QVERIFY2(queue()->message().contains(named), qPrintable(queue()->message()));
    QCOMPARE(stack->count(), undoBefore);
    QCOMPARE(bg(), before);
    QCOMPARE(queue()->facesField()->text(), typed); // nothing lost: the player corrects it

    // Corrected, it applies.
    queue()->facesField()->clear();
    QTest::keyClicks(queue()->facesField(), u"5"_s);
    QVERIFY2(queue()->message().contains(u"1 check"_s) && queue()->message().contains(u"Enter"_s), qPrintable(queue()->message()));
    QVERIFY(queue()->applyTyped());
    QCOMPARE(stack->count(), undoBefore + 1);
}

// R6: the pieces an end-turn override left unchecked check first, "before anything else", even when a unit
// earlier in the roster is marked this turn; each row says why.
void TestChecksQueue::carriedOverChecksComeFirst()
{
    MainWindow *w = openSample();
    const ratio::PieceRef lund = refOf(bg(), u"sq2-t1"_s);
    QVERIFY(ratioOf(w)->commands()->casualty(lund).ok());
    const QList<ratio::PieceRef> carried = markedMembers(bg(), lund.unit);
    QVERIFY(!carried.isEmpty());
    QVERIFY(ratioOf(w)->commands()->endTurn(true).ok());
    QCOMPARE(bg().turn, 2);
    const ratio::PieceRef ames = refOf(bg(), u"sq1-t1"_s);
    QVERIFY(ames.unit < lund.unit);
    QVERIFY(ratioOf(w)->commands()->casualty(ames).ok());
    const QList<ratio::PieceRef> fresh = markedMembers(bg(), ames.unit);

    QCOMPARE(queue()->dueModel()->refs(), carried + fresh);
    const ChecksDueModel *due = queue()->dueModel();
    QCOMPARE(due->index(0, ChecksDueModel::WhyColumn).data().toString(), u"carried over from turn 1"_s);
    QVERIFY(due->index(0, ChecksDueModel::WhyColumn).data(Qt::ToolTipRole).toString().contains(u"R6"_s));
    const int firstFresh = static_cast<int>(carried.size());
    QCOMPARE(due->index(firstFresh, ChecksDueModel::WhyColumn).data().toString(), u"lost a comrade this turn (Pvt. Ames)"_s);

    // F6 starts with the first piece carried over.
    QTest::keyClick(w, Qt::Key_F6);
    QCOMPARE(current(), carried.first());
}

// R6: a failure keeps the marker: "failed last turn" next turn; if that turn is passed by, it is carried over.
void TestChecksQueue::failedEarlierAndCarriedOverAfterAFailure()
{
    MainWindow *w = openSample();
    QVERIFY(ratioOf(w)->commands()->casualty(refOf(bg(), u"sq1-t1"_s)).ok());
    const ratio::PieceRef okafor = refOf(bg(), u"sq1-sgt"_s);
    TypedDie ten(10);
    QVERIFY(ratioOf(w)->commands()->check(okafor, ten).ok()); // 10 against need 9: Cautious
    QVERIFY(ratioOf(w)->commands()->endTurn(true).ok());
    // Turn 2: he failed last turn; the others were passed by.
    const QList<ratio::QueuedCheck> now = ratio::checkQueue(bg()).now;
    const auto okaforRow = std::find_if(now.cbegin(), now.cend(), [&](const ratio::QueuedCheck &q) { return q.ref == okafor; });
    QVERIFY(okaforRow != now.cend());
    QCOMPARE(okaforRow->reason, ratio::QueueReason::FailedBefore);
    QCOMPARE(queue()->dueModel()->index(queue()->dueModel()->rowOf(okafor), ChecksDueModel::WhyColumn).data().toString(),
             u"failed last turn: checks every turn until he passes"_s);
    // Carried over (group 1) before him (group 2), whatever the roster says.
    QCOMPARE(now.first().reason, ratio::QueueReason::CarriedOver);
    QCOMPARE(now.last().ref, okafor);
    QVERIFY(ratioOf(w)->commands()->endTurn(true).ok());
    // Turn 3: his turn-2 check was passed by: now he is carried over from turn 2.
    const QList<ratio::QueuedCheck> later = ratio::checkQueue(bg()).now;
    const auto again = std::find_if(later.cbegin(), later.cend(), [&](const ratio::QueuedCheck &q) { return q.ref == okafor; });
    QVERIFY(again != later.cend());
    QCOMPARE(again->reason, ratio::QueueReason::CarriedOver);
    QCOMPARE(again->turn, 2);
}

// The next-turn section: who checks next turn and why (R6, R13 cases 2 and 3), with this turn's die.
void TestChecksQueue::nextTurnSectionSaysWhy()
{
    MainWindow *w = openSample();
    Commands *commands = ratioOf(w)->commands();
    const ratio::PieceRef ames = refOf(bg(), u"sq1-t1"_s);
    const ratio::PieceRef brandt = refOf(bg(), u"sq1-t2"_s);
    const ratio::PieceRef chen = refOf(bg(), u"sq1-t3"_s);
    const ratio::PieceRef tank = refOf(bg(), u"tk-1"_s);
    QVERIFY(commands->casualty(ames).ok());
    TypedDie pass(2);
    TypedDie fail(10);
    QVERIFY(commands->check(brandt, pass).ok());
    QVERIFY(commands->check(chen, fail).ok());
    // R13 case 2: Brandt checked, then loses another comrade: a new marker, checked next turn.
    QVERIFY(commands->casualty(refOf(bg(), u"sq1-t4"_s)).ok());
    // R13 case 3: the tank is hit while it has the initiative.
    QVERIFY(commands->loseSystemLevel(tank, VehicleSystem::Movement, true).ok());
    QVERIFY(queue()->dueModel()->rowOf(brandt) < 0);
    QVERIFY(queue()->dueModel()->rowOf(tank) < 0);

    const ChecksNextTurnModel *next = queue()->nextTurnModel();
    QCOMPARE(next->checkedCount(), 2);
    QCOMPARE(next->nextTurnCount(), 3);
    const auto cell = [next](ratio::PieceRef ref, int column) { return next->index(next->rowOf(ref), column).data().toString(); };
    QCOMPARE(cell(brandt, ChecksNextTurnModel::ThisTurnColumn), u"2: passed"_s);
    QCOMPARE(cell(brandt, ChecksNextTurnModel::NextTurnColumn), u"already checked this turn, marked again since: one check a turn"_s);
    QCOMPARE(cell(chen, ChecksNextTurnModel::ThisTurnColumn), u"10: failed, Cautious"_s);
    QCOMPARE(cell(chen, ChecksNextTurnModel::NextTurnColumn), u"failed this turn: checks every turn until he passes"_s);
    QVERIFY(cell(tank, ChecksNextTurnModel::ThisTurnColumn).isEmpty());
    QCOMPARE(cell(tank, ChecksNextTurnModel::NextTurnColumn), u"damaged during its own initiative"_s);
    QVERIFY(next->index(next->rowOf(tank), ChecksNextTurnModel::NextTurnColumn).data(Qt::ToolTipRole).toString().contains(u"R13"_s));

    // Next turn they are due, after the pieces passed by at the turn's end.
    QVERIFY(commands->endTurn(true).ok());
    const ChecksDueModel *due = queue()->dueModel();
    QVERIFY(due->rowOf(brandt) >= 0 && due->rowOf(chen) >= 0 && due->rowOf(tank) >= 0);
    QCOMPARE(due->index(due->rowOf(chen), ChecksDueModel::WhyColumn).data().toString(), u"failed last turn: checks every turn until he passes"_s);
    QCOMPARE(due->index(due->rowOf(brandt), ChecksDueModel::WhyColumn).data().toString(), u"marked last turn after he had moved, fired or checked"_s);
    // Those that began the turn marked, in roster order, come after the ones passed by (R6).
    const int n = due->rowCount();
    QCOMPARE(due->rowOf(brandt), n - 3);
    QCOMPARE(due->rowOf(chen), n - 2);
    QCOMPARE(due->rowOf(tank), n - 1);
    QCOMPARE(due->index(0, ChecksDueModel::WhyColumn).data().toString(), u"carried over from turn 1"_s);
}

// A failure that allows a surrender (R9) keeps the piece selected: the player decides first, F6 goes on.
void TestChecksQueue::queueWaitsForASurrender()
{
    MainWindow *w = openSample();
    Commands *commands = ratioOf(w)->commands();
    // Sergeant (3), Corporal (2) and three troopers: 8 of 13 lost, 5/13 = .38: need 3, Broken (R5).
    for (const QString &id : {u"sq1-sgt"_s, u"sq1-cpl"_s, u"sq1-t1"_s, u"sq1-t2"_s, u"sq1-t3"_s})
        QVERIFY(commands->casualty(refOf(bg(), id)).ok());
    const QList<ratio::PieceRef> expected = queue()->dueModel()->refs();
    QCOMPARE(expected.size(), 5);
    QTest::keyClick(w, Qt::Key_F6);
    QCOMPARE(current(), expected.at(0));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_2); // passes
    QCOMPARE(current(), expected.at(1));
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_0); // 10: Broken, may surrender (R9)
    QCOMPARE(bg().log.last().result, FailureResult::Broken);
    QCOMPARE(current(), expected.at(1));
    QVERIFY2(queue()->message().contains(u"surrender"_s), qPrintable(queue()->message()));
    QTest::keyClick(w, Qt::Key_F6);
    QCOMPARE(current(), expected.at(2));
}

void TestChecksQueue::modelsPassTheModelTester()
{
    MainWindow *w = openSample();
    QAbstractItemModelTester due(queue()->dueModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester next(queue()->nextTurnModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    Commands *commands = ratioOf(w)->commands();
    QVERIFY(commands->casualty(refOf(bg(), u"sq1-t1"_s)).ok());
    QVERIFY(commands->casualty(refOf(bg(), u"sq2-t1"_s)).ok());
    QTest::keyClicks(queue()->facesField(), u"12"_s);
    QVERIFY(queue()->applyTyped());
    ScriptedDice dice;
    dice.faces = {3, 10, 5};
    queue()->setDiceSource(&dice);
    QVERIFY(commands->loseSystemLevel(refOf(bg(), u"tk-1"_s), VehicleSystem::Targeting, true).ok());
    queue()->rollAll();
    QVERIFY(commands->endTurn(true).ok());
    QUndoStack *stack = documentOf(w)->undoStack();
    while (stack->canUndo())
        stack->undo();
    while (stack->canRedo())
        stack->redo();
    QVERIFY(queue()->nextTurnModel()->rowCount() > 0 || queue()->dueCount() > 0);
}

QTEST_MAIN(TestChecksQueue)
#include "tst_checks_queue.moc"
