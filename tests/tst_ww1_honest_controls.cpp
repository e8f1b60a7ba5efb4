// Honest controls in the WW1 panels through the real main window (issue 15, deliverable 4): a button is
// enabled exactly when Ww1Engine would act, a disabled one gives the engine's reason naming the group or
// stand, and the result area says what an undo or redo did instead of leaving the old result standing.
#include "Ww1WindowFixture.h"

#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1TypedRolls.h"

#include <QMenu>
#include <QMenuBar>

using namespace md;
using namespace md::test;
using namespace md::ww1;
using namespace Qt::StringLiterals;

namespace {

// The engine's answer to `count` casualties on a copy of the force.
QString casualtiesRefused(const Ww1Force &force, const QString &groupId, int count)
{
    Ww1Force copy = force;
    return Ww1Engine::addCasualties(copy, groupId, count).error;
}

QString clearRefused(const Ww1Force &force, const QString &groupId)
{
    Ww1Force copy = force;
    return Ww1Engine::clearWithdrawing(copy, groupId);
}

QString testRefused(const Ww1Force &force, const QString &groupId)
{
    Ww1Force copy = force;
    Ww1TypedRolls dice({7, 7, 7});
    return Ww1Engine::groupTest(copy, groupId, dice).error;
}

} // namespace

class TestWw1HonestControls : public QObject, public Ww1WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { Ww1WindowFixture::init(); }
    void cleanup() { Ww1WindowFixture::cleanup(); }
    void groupNotDueSaysWhy();
    void fullGroupTakesNoMoreCasualties();
    void buttonsAgreeWithTheEngine();
    void individualButtonsSayWhy();
    void resultSaysWhatUndoAndRedoDid();
    void menuEntriesFollowTheButtons();

private:
    // Fails when a group button disagrees with the engine for the roster's group, or hides its reason.
    void checkGroupButtons(const QString &groupId);
};

void TestWw1HonestControls::checkGroupButtons(const QString &groupId)
{
    m_workspace->select(groupId);
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    const Ww1Force &force = document()->force();
    const std::pair<QPushButton *, QString> expected[] = {
        {panel->plusOneButton(), casualtiesRefused(force, groupId, 1)},
        {panel->minusOneButton(), casualtiesRefused(force, groupId, -1)},
        {panel->addButton(), casualtiesRefused(force, groupId, panel->countSpin()->value())},
        {panel->clearButton(), clearRefused(force, groupId)},
    };
    for (const auto &[button, why] : expected) {
        const QString where = groupId + u": "_s + button->text() + u": "_s + button->toolTip();
        QVERIFY2(button->isEnabled() == why.isEmpty(), qPrintable(where));
        QVERIFY2(why.isEmpty() || button->toolTip().startsWith(why), qPrintable(where));
    }
    // The dice of the queue's selected group: the engine's own answer.
    const QString due = panel->dueGroup();
    if (!due.isEmpty()) {
        const QString why = testRefused(force, due);
        for (QPushButton *b : {panel->rollButton(), panel->applyButton()}) {
            QVERIFY2(b->isEnabled() == why.isEmpty(), qPrintable(due + u": "_s + b->toolTip()));
            QVERIFY2(why.isEmpty() || b->toolTip().startsWith(why), qPrintable(b->toolTip()));
        }
    }
}

void TestWw1HonestControls::groupNotDueSaysWhy()
{
    QVERIFY(open());
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    m_workspace->select(u"pl1"_s);
    // Nothing due: the dice say why of the group in the roster, and what to do.
    for (QPushButton *b : {panel->rollButton(), panel->applyButton()}) {
        QVERIFY(!b->isEnabled());
        QVERIFY2(b->toolTip().startsWith(u"1st Platoon has no group test due yet"_s), qPrintable(b->toolTip()));
        QVERIFY2(b->toolTip().contains(u"Enter casualties as they happen"_s), qPrintable(b->toolTip()));
        QCOMPARE(b->toolTip().section(u'\n', 0, 0), testRefused(document()->force(), u"pl1"_s));
    }
    QVERIFY(!panel->minusOneButton()->isEnabled());
    QVERIFY2(panel->minusOneButton()->toolTip().startsWith(u"1st Platoon has no casualties to take back."_s),
             qPrintable(panel->minusOneButton()->toolTip()));
    QVERIFY(!panel->clearButton()->isEnabled());
    QVERIFY2(panel->clearButton()->toolTip().startsWith(u"1st Platoon is not withdrawing, so there is no withdrawal to end (A.4.1)."_s),
             qPrintable(panel->clearButton()->toolTip()));
    // What the button does follows the reason.
    QVERIFY2(panel->clearButton()->toolTip().contains(u"The group reached its own line"_s), qPrintable(panel->clearButton()->toolTip()));

    // Once C1 and C2 and C3 are tested, no more: said of the group (A.2.1).
    addCasualties(u"pl1"_s, 2);
    typeGroupRoll(12);
    addCasualties(u"pl1"_s, 2);
    typeGroupRoll(12);
    addCasualties(u"pl1"_s, 2);
    typeGroupRoll(12);
    addCasualties(u"pl1"_s, 1);
    m_workspace->select(u"pl1"_s);
    QVERIFY(!panel->rollButton()->isEnabled());
    QVERIFY2(panel->rollButton()->toolTip().startsWith(u"1st Platoon has already tested for C1, C2 and C3"_s),
             qPrintable(panel->rollButton()->toolTip()));
}

void TestWw1HonestControls::fullGroupTakesNoMoreCasualties()
{
    QVERIFY(open());
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    addCasualties(u"post"_s, 6); // all six members (A.1)
    m_workspace->select(u"post"_s);
    QVERIFY(!panel->plusOneButton()->isEnabled());
    QVERIFY2(panel->plusOneButton()->toolTip().startsWith(u"Bombing post started with"_s), qPrintable(panel->plusOneButton()->toolTip()));
    QVERIFY(!panel->addButton()->isEnabled());
    QVERIFY(panel->minusOneButton()->isEnabled());
    // A count the group can still take enables Add again as it is typed.
    QTest::mouseClick(panel->minusOneButton(), Qt::LeftButton);
    panel->countSpin()->setValue(1);
    QVERIFY(panel->addButton()->isEnabled());
    panel->countSpin()->setValue(2);
    QVERIFY(!panel->addButton()->isEnabled());
}

void TestWw1HonestControls::buttonsAgreeWithTheEngine()
{
    QVERIFY(open());
    const QStringList groups{u"pl1"_s, u"pl2"_s, u"post"_s};
    for (const QString &g : groups)
        checkGroupButtons(g);
    // Three groups due at once (A.3.2): only the first's dice are live; then one withdraws.
    addCasualties(u"post"_s, 2);
    addCasualties(u"pl1"_s, 3);
    addCasualties(u"pl2"_s, 2);
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    for (const QString &due : panel->dueModel()->due()) {
        panel->selectDue(due);
        for (const QString &g : groups)
            checkGroupButtons(g);
    }
    panel->selectDue(panel->dueModel()->due().constFirst());
    typeGroupRoll(2); // withdraws (A.4.1)
    for (const QString &g : groups)
        checkGroupButtons(g);
}

void TestWw1HonestControls::individualButtonsSayWhy()
{
    QVERIFY(open());
    Ww1IndividualPanel *panel = m_workspace->individualPanel();
    panel->selectSquare(u"B4"_s);
    QVERIFY(!panel->rollButton()->isEnabled());
    QVERIFY2(panel->rollButton()->toolTip().startsWith(u"Tick the stands in square B4 that test, then roll (A.3.3)."_s),
             qPrintable(panel->rollButton()->toolTip()));
    Ww1StandTestRow *ashby = panel->rowOf(u"ashby"_s);
    QVERIFY(ashby);
    ashby->testsBox()->setChecked(true);
    QVERIFY2(panel->rollButton()->isEnabled(), qPrintable(panel->rollButton()->toolTip()));
    panel->typedSpin()->setValue(8);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QCOMPARE(stack()->count(), 1);
    // T1 once a game (A.2.2): Lt Ashby cannot be ticked for it again, and says so by name.
    QVERIFY(!ashby->testsBox()->isEnabled());
    QVERIFY2(ashby->testsBox()->toolTip().startsWith(u"Lt Ashby has already tested for coming under fire"_s),
             qPrintable(ashby->testsBox()->toolTip()));
}

void TestWw1HonestControls::resultSaysWhatUndoAndRedoDid()
{
    QVERIFY(open());
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    addCasualties(u"pl1"_s, 2);
    typeGroupRoll(9);
    const QString result = panel->resultText();
    QVERIFY2(result.contains(u"carries on"_s) && !result.contains(u"Undone"_s), qPrintable(result));
    const QString testText = stack()->text(stack()->index() - 1);
    QCOMPARE(testText, u"WW1 group test C1: 1st Platoon"_s);

    stack()->undo();
    QCOMPARE(panel->resultText(), u"<i>Undone: WW1 group test C1: 1st Platoon</i><br>No group test yet."_s);
    stack()->redo();
    QCOMPARE(panel->resultText(), u"<i>Redone: WW1 group test C1: 1st Platoon</i><br>"_s + result);
    stack()->undo();
    stack()->undo();
    QVERIFY2(panel->resultText().startsWith(u"<i>Undone: Casualties: 1st Platoon +2</i><br>"_s), qPrintable(panel->resultText()));

    // A new action: the note of the undo goes; the result is the log's latest again.
    addCasualties(u"pl2"_s, 1);
    QCOMPARE(panel->resultText(), u"No group test yet."_s);
}

void TestWw1HonestControls::menuEntriesFollowTheButtons()
{
    QVERIFY(open());
    QMenu *play = nullptr;
    for (QAction *a : m_window->menuBar()->actions()) {
        if (a->menu() && a->text() == u"&Play"_s)
            play = a->menu();
    }
    QVERIFY(play);
    const auto entry = [play](const QString &text) {
        for (QAction *a : play->actions()) {
            if (a->text() == text)
                return a;
        }
        return static_cast<QAction *>(nullptr);
    };
    QAction *groupRoll = entry(u"Roll the &group test"_s);
    QAction *clear = entry(u"Clear &withdrawal of the selected group"_s);
    QVERIFY(groupRoll && clear);
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    m_workspace->select(u"pl1"_s);
    Q_EMIT play->aboutToShow();
    QVERIFY(!groupRoll->isEnabled() && !clear->isEnabled());
    QVERIFY2(groupRoll->toolTip().startsWith(u"1st Platoon has no group test due yet"_s), qPrintable(groupRoll->toolTip()));
    QCOMPARE(clear->toolTip(), panel->clearButton()->toolTip());
    addCasualties(u"pl1"_s, 2);
    Q_EMIT play->aboutToShow();
    QVERIFY(groupRoll->isEnabled());
    typeGroupRoll(2); // C1 fails: the platoon withdraws (A.4.1)
    m_workspace->select(u"pl1"_s);
    Q_EMIT play->aboutToShow();
    QVERIFY(clear->isEnabled());
    const int before = stack()->count();
    clear->trigger();
    QCOMPARE(stack()->count(), before + 1);
}

QTEST_MAIN(TestWw1HonestControls)
#include "tst_ww1_honest_controls.moc"
