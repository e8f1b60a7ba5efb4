// The WW1 group-test queue (issue 15, deliverable 2): after a test the next group due is selected by itself;
// "Roll all due" tests every group due in A.3.2's order as one undo step; typed 2d6 totals (one per roll, in
// testing order) do the same, validated as typed, with nothing applied on a bad total or a total left over.
#include "Ww1WindowFixture.h"

#include "ww1/widgets/Ww1QueueBar.h"

#include <QLineEdit>
#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
QList<Ww1LogRecord> groupTests(const Ww1Force &force, qsizetype from)
{
    QList<Ww1LogRecord> tests;
    for (qsizetype i = from; i < force.log.size(); ++i) {
        if (force.log.at(i).event == Ww1LogEvent::GroupTest)
            tests.append(force.log.at(i));
    }
    return tests;
}
} // namespace

class TestWw1Queue : public QObject, public Ww1WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { Ww1WindowFixture::init(); }
    void cleanup() { Ww1WindowFixture::cleanup(); }
    void nextGroupIsSelectedAfterATest();
    void rollAllDueIsOneUndoStep();
    void typedTotalsInTestingOrder();
    void typedTotalsRefuseBadInput_data();
    void typedTotalsRefuseBadInput();
    void eachConditionInTurnTakesATotalPerRoll();

private:
    // Three groups due, in A.3.2's order: 2nd Platoon, 1st Platoon (attackers, biggest first), then the post.
    QStringList makeThreeDue();
};

QStringList TestWw1Queue::makeThreeDue()
{
    addCasualties(u"post"_s, 2);
    addCasualties(u"pl1"_s, 3);
    addCasualties(u"pl2"_s, 2);
    return Ww1Engine::groupsDue(document()->force());
}

void TestWw1Queue::nextGroupIsSelectedAfterATest()
{
    QVERIFY(open());
    const QStringList due = makeThreeDue();
    QCOMPARE(due.size(), 3);
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    for (qsizetype i = 0; i < due.size(); ++i) {
        QCOMPARE(panel->dueGroup(), due.at(i));
        typeGroupRoll(8);
    }
    QVERIFY(panel->dueGroup().isEmpty());
}

void TestWw1Queue::rollAllDueIsOneUndoStep()
{
    QVERIFY(open());
    const QStringList due = makeThreeDue();
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    CountingDice dice;
    dice.faces = {3, 4, 6, 4, 1, 1}; // 7, 10, 2: one 2d6 per group
    panel->setDiceSource(&dice);
    const int undoBefore = stack()->count();
    const qsizetype logBefore = document()->force().log.size();

    QTest::mouseClick(panel->queueBar()->rollAllButton(), Qt::LeftButton);
    QCOMPARE(dice.rolled, 6); // the program's dice once per die, not again for the pushed tests
    QCOMPARE(stack()->count(), undoBefore + 1);
    const QList<Ww1LogRecord> made = groupTests(document()->force(), logBefore);
    QCOMPARE(made.size(), 3);
    const QList<int> totals{7, 10, 2};
    for (qsizetype i = 0; i < made.size(); ++i) {
        QCOMPARE(made.at(i).groupId, due.at(i));
        QCOMPARE(made.at(i).roll, totals.at(i));
        // A.3.1: carries on iff 2d6 + modifier >= 6 (C1: no modifier).
        QCOMPARE(made.at(i).passed, totals.at(i) + made.at(i).modifier >= 6);
    }
    QCOMPARE(panel->dueModel()->rowCount(), 0);
    QVERIFY2(panel->queueBar()->message().contains(u"one undo step"_s), qPrintable(panel->queueBar()->message()));

    const Ww1Force after = document()->force();
    stack()->undo();
    QCOMPARE(panel->dueModel()->due(), due);
    QCOMPARE(document()->force().log.size(), logBefore);
    stack()->redo();
    QCOMPARE(document()->force(), after); // a redo never rerolls
    QCOMPARE(dice.rolled, 6);
    panel->setDiceSource(nullptr);
}

void TestWw1Queue::typedTotalsInTestingOrder()
{
    QVERIFY(open());
    const QStringList due = makeThreeDue();
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    const int undoBefore = stack()->count();
    const qsizetype logBefore = document()->force().log.size();
    QLineEdit *field = panel->queueBar()->totalsField();
    field->setFocus();
    QTest::keyClicks(field, u"9 4"_s); // two of three: the third group stays due
    QVERIFY(panel->queueBar()->applyButton()->isEnabled());
    QTest::keyClick(field, Qt::Key_Return);
    QCOMPARE(stack()->count(), undoBefore + 1);
    const QList<Ww1LogRecord> made = groupTests(document()->force(), logBefore);
    QCOMPARE(made.size(), 2);
    QCOMPARE(made.at(0).groupId, due.at(0));
    QCOMPARE(made.at(0).roll, 9);
    QCOMPARE(made.at(1).groupId, due.at(1));
    QCOMPARE(made.at(1).roll, 4);
    QVERIFY(field->text().isEmpty());
    // The one left is the queue's first, selected by itself.
    QCOMPARE(panel->dueGroup(), due.at(2));
    stack()->undo();
    QCOMPARE(panel->dueModel()->due(), due);
}

void TestWw1Queue::typedTotalsRefuseBadInput_data()
{
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("named");
    QTest::newRow("not a 2d6 total") << u"9 13"_s << u"13 is not a total"_s;
    QTest::newRow("a letter") << u"9 x"_s << u"“x”"_s;
    QTest::newRow("one too many") << u"9 9 9 9"_s << u"4 typed"_s;
}

void TestWw1Queue::typedTotalsRefuseBadInput()
{
    QFETCH(QString, typed);
    QFETCH(QString, named);
    QVERIFY(open());
    makeThreeDue();
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    const Ww1Force before = document()->force();
    const int undoBefore = stack()->count();
    QLineEdit *field = panel->queueBar()->totalsField();
    field->setFocus();
    QTest::keyClicks(field, typed);
    QTest::keyClick(field, Qt::Key_Return);
    const QString message = panel->queueBar()->message();
    QVERIFY2(message.startsWith(u"Totals:"_s) && message.contains(named), qPrintable(message));
    QCOMPARE(stack()->count(), undoBefore);
    QCOMPARE(document()->force(), before);
    QCOMPARE(field->text(), typed); // kept, to be corrected
}

// A-4's alternative: a group reaching C1 and C2 together tests each in turn, one total each.
void TestWw1Queue::eachConditionInTurnTakesATotalPerRoll()
{
    Ww1Force force = testForce();
    force.rules.eachConditionInTurn = true;
    QVERIFY(open(force));
    addCasualties(u"pl1"_s, 4); // C1 at 2 and C2 at 4 (A.2.1)
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    QCOMPARE(panel->rollsNeeded(), 2);
    QLineEdit *field = panel->queueBar()->totalsField();
    const Ww1Force before = document()->force();
    QTest::keyClicks(field, u"9"_s);
    QVERIFY(!panel->queueBar()->applyTyped());
    QVERIFY2(panel->queueBar()->message().contains(u"A-4"_s), qPrintable(panel->queueBar()->message()));
    QCOMPARE(document()->force(), before);
    QTest::keyClicks(field, u" 10"_s);
    QVERIFY(panel->queueBar()->applyTyped());
    const QList<Ww1LogRecord> made = groupTests(document()->force(), before.log.size());
    QCOMPARE(made.size(), 2);
    QCOMPARE(made.at(0).roll, 9);
    QCOMPARE(made.at(1).roll, 10);
}

QTEST_MAIN(TestWw1Queue)
#include "tst_ww1_queue.moc"
