// The WW1 window through the seam (issue 14): a WW1 force opened by the real main window, which names no
// system, played through the workspace's panels with typed and program rolls: a group through C1 and C2
// (A.2.1, A.3.1), two stands of one square sharing one 2d6 (A.3.3), undo and redo (no re-roll), the undo
// texts naming the system's test and the disabled actions with their reasons. The journal, recovery,
// editing and templates are tst_ww1_window_files.
#include "Ww1WindowFixture.h"

#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestWw1Window : public QObject, public Ww1WindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { Ww1WindowFixture::init(); }
    void cleanup() { Ww1WindowFixture::cleanup(); }
    void opensThroughTheSeam();
    void groupThroughC1AndC2_data();
    void groupThroughC1AndC2();
    void groupsQueueInTestingOrder();
    void squareSharesOneRoll_data();
    void squareSharesOneRoll();
    void programRollIsNotRolledAgainOnRedo();
    void refusedActionsSayWhy();
};

void TestWw1Window::opensThroughTheSeam()
{
    QVERIFY(open());
    QCOMPARE(m_window->document()->system().id(), QString::fromLatin1(Ww1Force::systemId));
    QVERIFY(systemUis().find(QString::fromLatin1(Ww1Force::systemId)));
    QCOMPARE(document()->force(), testForce());
    // The roster: three groups, their stands below them.
    Ww1RosterModel *roster = m_workspace->rosterModel();
    QCOMPARE(roster->rowCount(), 3);
    QCOMPARE(roster->rowCount(roster->index(0, 0)), 3);
    QCOMPARE(Ww1RosterModel::standOf(roster->indexOf(u"hale"_s)), u"hale"_s);
    QCOMPARE(Ww1RosterModel::groupOf(roster->indexOf(u"hale"_s)), u"pl1"_s);
    QCOMPARE(roster->data(roster->indexOf(u"pl1"_s).siblingAtColumn(Ww1RosterModel::CasualtiesColumn)).toString(), u"0 of 8"_s);
    // The individual panel offers every square a stand stands in, in roster order.
    QCOMPARE(m_workspace->individualPanel()->squareBox()->count(), 4);
    QVERIFY(!document()->isModified());
}

void TestWw1Window::groupThroughC1AndC2_data()
{
    QTest::addColumn<int>("c1Roll");
    QTest::addColumn<int>("c2Roll");
    // A.3.1: pass iff 2d6 + m >= 6; C1 at +0, C2 at -2.
    QTest::newRow("C1 passes on 6, C2 fails on 7") << 6 << 7;
    QTest::newRow("C1 passes on 12, C2 passes on 8") << 12 << 8;
    QTest::newRow("C1 fails on 5, still tests C2 (A.2.1 rule 4)") << 5 << 11;
    QTest::newRow("both fail on snake eyes") << 2 << 2;
}

void TestWw1Window::groupThroughC1AndC2()
{
    QFETCH(int, c1Roll);
    QFETCH(int, c2Roll);
    QVERIFY(open());
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    QCOMPARE(panel->dueModel()->rowCount(), 0);
    QVERIFY(!panel->rollButton()->isEnabled());

    // Two casualties of 8: C1 is due (A.2.1), the queue selects it by itself with its odds before the roll.
    addCasualties(u"pl1"_s, 2);
    QCOMPARE(panel->dueModel()->due(), QStringList{u"pl1"_s});
    QCOMPARE(panel->dueGroup(), u"pl1"_s);
    QVERIFY2(panel->testText().contains(u"C1"_s), qPrintable(panel->testText()));
    QVERIFY2(panel->testText().contains(Ww1GroupRules::passOdds(0).toString()), qPrintable(panel->testText()));
    QVERIFY(panel->testText().contains(u"13/18"_s));
    const Ww1Force beforeC1 = document()->force();
    typeGroupRoll(c1Roll);
    const Ww1Group *group = document()->force().group(u"pl1"_s);
    QCOMPARE(group->conditionsTested, QList<Ww1Condition>{Ww1Condition::C1});
    const bool c1Passed = c1Roll + Ww1GroupRules::modifierOf(Ww1Condition::C1) >= 6;
    QCOMPARE(group->status, c1Passed ? Ww1GroupStatus::Normal : Ww1GroupStatus::Withdrawing);
    const Ww1LogRecord c1Record = document()->force().log.constLast();
    QCOMPARE(c1Record.event, Ww1LogEvent::GroupTest);
    QCOMPARE(c1Record.roll, c1Roll);
    QCOMPARE(c1Record.passed, c1Passed);
    QVERIFY2(panel->resultText().contains(u"C1"_s), qPrintable(panel->resultText()));
    QCOMPARE(panel->dueModel()->rowCount(), 0);
    // The log names the system's test and its rule.
    const QString logLine = m_workspace->logModel()->index(m_workspace->logModel()->rowCount() - 1, Ww1LogModel::RecordColumn).data().toString();
    QVERIFY2(logLine.startsWith(u"Group test C1 (A.3.1)"_s), qPrintable(logLine));

    // Two more: 4 of 8 is 50 %, C2 at -2 (needs 8+, 5/12).
    addCasualties(u"pl1"_s, 2);
    QCOMPARE(panel->dueGroup(), u"pl1"_s);
    QVERIFY2(panel->testText().contains(u"C2"_s) && panel->testText().contains(u"5/12"_s), qPrintable(panel->testText()));
    QVERIFY2(panel->testText().contains(u"8+"_s), qPrintable(panel->testText()));
    typeGroupRoll(c2Roll);
    group = document()->force().group(u"pl1"_s);
    QCOMPARE(group->conditionsTested, (QList<Ww1Condition>{Ww1Condition::C1, Ww1Condition::C2}));
    const bool c2Passed = c2Roll + Ww1GroupRules::modifierOf(Ww1Condition::C2) >= 6;
    const bool withdrawing = !c1Passed || !c2Passed;
    QCOMPARE(group->status, withdrawing ? Ww1GroupStatus::Withdrawing : Ww1GroupStatus::Normal);
    QCOMPARE(document()->force().log.constLast().roll, c2Roll);
    QVERIFY2(panel->resultText().contains(u"C2"_s), qPrintable(panel->resultText()));

    const QStringList played{u"Casualties: 1st Platoon +2"_s, u"WW1 group test C1: 1st Platoon"_s,
                             u"Casualties: 1st Platoon +2"_s, u"WW1 group test C2: 1st Platoon"_s};
    QCOMPARE(undoTexts(stack()), played);
    QCOMPARE(panel->clearButton()->isEnabled(), withdrawing);
    if (withdrawing) {
        QTest::mouseClick(panel->clearButton(), Qt::LeftButton);
        QCOMPARE(document()->force().group(u"pl1"_s)->status, Ww1GroupStatus::Normal);
        QCOMPARE(undoTexts(stack()), played + QStringList{u"Clear withdrawal: 1st Platoon"_s});
    }

    // Undo back to the first test's roll: the same force as before it, and the result area follows.
    const Ww1Force played2 = document()->force();
    while (stack()->index() > 1)
        stack()->undo();
    QCOMPARE(document()->force(), beforeC1);
    QCOMPARE(panel->dueGroup(), u"pl1"_s);
    QVERIFY2(panel->resultText().contains(u"No group test yet"_s), qPrintable(panel->resultText()));
    // Redo: the same rolls and results again, nothing rolled anew.
    while (stack()->canRedo())
        stack()->redo();
    QCOMPARE(document()->force(), played2);
    QCOMPARE(document()->force().log.at(1), c1Record);
}

void TestWw1Window::groupsQueueInTestingOrder()
{
    QVERIFY(open());
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    // Casualties to the section first, then the smaller attacking platoon, then the bigger one (A.3.2 with
    // attackers first, biggest to smallest by effective members; then defenders).
    addCasualties(u"post"_s, 2);
    addCasualties(u"pl1"_s, 3);
    addCasualties(u"pl2"_s, 2);
    QCOMPARE(panel->dueModel()->due(), (QStringList{u"pl2"_s, u"pl1"_s, u"post"_s}));
    QCOMPARE(panel->dueGroup(), u"pl2"_s);
    typeGroupRoll(9);
    // The next due group is selected by itself.
    QCOMPARE(panel->dueGroup(), u"pl1"_s);
    typeGroupRoll(9);
    QCOMPARE(panel->dueGroup(), u"post"_s);
    typeGroupRoll(9);
    QCOMPARE(panel->dueModel()->rowCount(), 0);
    QVERIFY(!panel->applyButton()->isEnabled());
    QVERIFY(!panel->applyButton()->toolTip().isEmpty());
}

void TestWw1Window::squareSharesOneRoll_data()
{
    QTest::addColumn<int>("roll");
    for (int roll : {2, 4, 6, 7, 9, 12})
        QTest::addRow("2d6 %d", roll) << roll;
}

void TestWw1Window::squareSharesOneRoll()
{
    QFETCH(int, roll);
    QVERIFY(open());
    m_workspace->playTabs()->setCurrentWidget(m_workspace->individualPanel());
    Ww1IndividualPanel *panel = m_workspace->individualPanel();
    // Selecting a stand in the roster shows its square.
    m_workspace->select(u"hale"_s);
    QCOMPARE(panel->square(), u"B4"_s);
    QCOMPARE(panel->rows().size(), 2);
    QVERIFY(!panel->applyButton()->isEnabled());
    QVERIFY(!panel->applyButton()->toolTip().isEmpty());

    // Lt Ashby under fire; Sgt Hale under fire with two friendly casualties in the square, led by Lt Ashby.
    Ww1StandTestRow *ashby = panel->rowOf(u"ashby"_s);
    Ww1StandTestRow *hale = panel->rowOf(u"hale"_s);
    QVERIFY(ashby && hale);
    ashby->testsBox()->setChecked(true);
    ashby->underFireBox()->setChecked(true);
    hale->testsBox()->setChecked(true);
    hale->underFireBox()->setChecked(true);
    hale->friendlySpin()->setValue(2);
    hale->leadingBox()->setChecked(true);
    hale->leaderBox()->setCurrentIndex(hale->leaderBox()->findData(u"ashby"_s));
    // Each with its own modifiers, shown with their sources before the roll.
    const int ashbyNet = Ww1IndividualRules::net(ashby->modifiers());
    const int haleNet = Ww1IndividualRules::net(hale->modifiers());
    QCOMPARE(ashbyNet, 2 - 1);          // IM7 officer, IM2 under fire
    QCOMPARE(haleNet, 1 - 1 - 2 + 1);   // IM8 NCO, IM2, IM3 twice, IM1 led by Lt Ashby
    QVERIFY2(hale->modifiersText().contains(u"IM3"_s) && hale->modifiersText().contains(u"IM1"_s), qPrintable(hale->modifiersText()));
    QVERIFY2(hale->oddsText().contains(Ww1IndividualRules::odds(haleNet).carryOn.toString()), qPrintable(hale->oddsText()));

    panel->typedSpin()->setValue(roll);
    QVERIFY2(panel->applyButton()->isEnabled(), qPrintable(panel->applyButton()->toolTip()));
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);

    // One roll for the square (A.3.3 step 1), each stand's own total and band.
    const QList<Ww1LogRecord> &log = document()->force().log;
    QCOMPARE(log.size(), 2);
    for (const Ww1LogRecord &r : log) {
        QCOMPARE(r.event, Ww1LogEvent::IndividualTest);
        QCOMPARE(r.square, u"B4"_s);
        QCOMPARE(r.roll, roll);
    }
    QCOMPARE(log.at(0).standId, u"ashby"_s);
    QCOMPARE(log.at(0).modifier, ashbyNet);
    QCOMPARE(log.at(0).result, Ww1IndividualRules::band(roll + ashbyNet));
    QCOMPARE(log.at(1).standId, u"hale"_s);
    QCOMPARE(log.at(1).modifier, haleNet);
    QCOMPARE(log.at(1).result, Ww1IndividualRules::band(roll + haleNet));
    QCOMPARE(document()->force().stand(u"hale"_s)->result, Ww1IndividualRules::band(roll + haleNet));
    QVERIFY(document()->force().stand(u"ashby"_s)->testedUnderFire);
    const QString result = panel->resultText();
    QVERIFY2(result.contains(u"Lt Ashby"_s) && result.contains(u"Sgt Hale"_s), qPrintable(result));
    QVERIFY2(result.contains(enumDisplayName(Ww1IndividualRules::band(roll + haleNet))), qPrintable(result));
    QCOMPARE(undoTexts(stack()), QStringList{u"Individual test, square B4 (2 stands)"_s});
    const QString logLine = m_workspace->logModel()->index(0, Ww1LogModel::RecordColumn).data().toString();
    QVERIFY2(logLine.startsWith(u"Individual test T1 (A.3.3)"_s), qPrintable(logLine));

    // T1 is once per stand (A.2.2): Lt Ashby cannot be ticked for it again, and says why.
    QVERIFY(!ashby->testsBox()->isEnabled());
    QVERIFY(!ashby->testsBox()->toolTip().isEmpty());

    // Undo takes the test and its result away; redo brings the same back.
    const Ww1Force after = document()->force();
    stack()->undo();
    QVERIFY(document()->force().log.isEmpty());
    QVERIFY(ashby->testsBox()->isEnabled());
    QVERIFY2(panel->resultText().contains(u"No individual test yet"_s), qPrintable(panel->resultText()));
    QVERIFY2(panel->resultText().contains(u"Undone: Individual test, square B4 (2 stands)"_s), qPrintable(panel->resultText()));
    stack()->redo();
    QCOMPARE(document()->force(), after);
    // The same result again, under what the redo did.
    QVERIFY2(panel->resultText().startsWith(u"<i>Redone: Individual test, square B4 (2 stands)</i><br>"_s), qPrintable(panel->resultText()));
    QVERIFY2(panel->resultText().endsWith(result), qPrintable(panel->resultText()));
}

void TestWw1Window::programRollIsNotRolledAgainOnRedo()
{
    QVERIFY(open());
    CountingDice dice;
    dice.faces = {3, 4, 6, 5};
    m_workspace->groupPanel()->setDiceSource(&dice);
    m_workspace->individualPanel()->setDiceSource(&dice);
    addCasualties(u"pl1"_s, 2);
    QTest::mouseClick(m_workspace->groupPanel()->rollButton(), Qt::LeftButton);
    QCOMPARE(dice.rolled, 2);
    QCOMPARE(document()->force().log.constLast().roll, 7);

    Ww1IndividualPanel *panel = m_workspace->individualPanel();
    panel->selectSquare(u"B4"_s);
    for (Ww1StandTestRow *row : panel->rows())
        row->testsBox()->setChecked(true);
    QTest::mouseClick(panel->rollButton(), Qt::LeftButton);
    // Two dice for the square, not two for each stand.
    QCOMPARE(dice.rolled, 4);
    const Ww1Force after = document()->force();
    QCOMPARE(after.log.constLast().roll, 11);
    QCOMPARE(after.log.at(after.log.size() - 2).roll, 11);
    while (stack()->canUndo())
        stack()->undo();
    while (stack()->canRedo())
        stack()->redo();
    QCOMPARE(dice.rolled, 4);
    QCOMPARE(document()->force(), after);
    m_workspace->groupPanel()->setDiceSource(nullptr);
    m_workspace->individualPanel()->setDiceSource(nullptr);
}

void TestWw1Window::refusedActionsSayWhy()
{
    QVERIFY(open());
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    m_workspace->select(u"pl1"_s);
    // Nothing to take back, nothing withdrawing, nothing due: disabled, each with its reason.
    for (QPushButton *b : {panel->minusOneButton(), panel->clearButton(), panel->rollButton(), panel->applyButton()}) {
        QVERIFY2(!b->isEnabled(), qPrintable(b->text()));
        QVERIFY2(!b->toolTip().isEmpty(), qPrintable(b->text()));
    }
    QTest::mouseClick(panel->plusOneButton(), Qt::LeftButton);
    QVERIFY(panel->minusOneButton()->isEnabled());
    QCOMPARE(undoTexts(stack()), QStringList{u"Casualties: 1st Platoon +1"_s});
    QTest::mouseClick(panel->minusOneButton(), Qt::LeftButton);
    QCOMPARE(undoTexts(stack()), (QStringList{u"Casualties: 1st Platoon +1"_s, u"Casualties: 1st Platoon −1"_s}));
    QCOMPARE(document()->force().group(u"pl1"_s)->casualties, 0);

    // A refused verb leaves nothing on the stack and says why.
    const QString refused = m_workspace->commands()->clearWithdrawal(u"pl1"_s);
    QVERIFY(!refused.isEmpty());
    QCOMPARE(stack()->count(), 2);

    // End turn, with its undo text.
    QTest::mouseClick(m_workspace->endTurnButton(), Qt::LeftButton);
    QCOMPARE(document()->force().turn, 2);
    QCOMPARE(stack()->text(stack()->count() - 1), u"End turn"_s);
}

QTEST_MAIN(TestWw1Window)
#include "tst_ww1_window.moc"
