// The WW1 window through the seam (issue 14): a WW1 force opened by the real main window, which names no
// system, played through the workspace's panels with typed and program rolls: a group through C1 and C2
// (A.2.1, A.3.1), two stands of one square sharing one 2d6 (A.3.3), undo and redo (no re-roll), the undo
// texts naming the system's test, the disabled actions with their reasons and the recovery journal.
#include "MainWindow.h"
#include "base/Translations.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "document/RecoveryFile.h"
#include "system/SystemUi.h"
#include "systems/BuiltInSystemUis.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/commands/Ww1Commands.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/document/Ww1Journal.h"
#include "ww1/editors/Ww1EditorPanel.h"
#include "ww1/model/Ww1Templates.h"
#include "ww1/models/Ww1DueModel.h"
#include "ww1/models/Ww1LogModel.h"
#include "ww1/models/Ww1RosterModel.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1IndividualRules.h"
#include "ww1/widgets/Ww1GroupPanel.h"
#include "ww1/widgets/Ww1IndividualPanel.h"
#include "ww1/widgets/Ww1StandTestRow.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeView>
#include <QUndoStack>

#include <memory>

using namespace md;
using namespace md::ww1;
using namespace Qt::StringLiterals;

namespace {
// A d6 that shows the faces it is given and counts what it was asked: a redo must not ask again.
class CountingDice final : public DiceSource
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

Ww1Stand stand(const QString &id, const QString &name, Ww1Rank rank, const QString &square, const QString &officerRank = {})
{
    Ww1Stand s;
    s.id = id;
    s.name = name;
    s.rank = rank;
    s.square = square;
    s.officerRank = officerRank;
    return s;
}

// Two platoons of 8 (C1 at 2 casualties, C2 at 4: A.2.1) and a defending section; B4 holds an officer and an
// NCO, who share a roll.
Ww1Force testForce()
{
    Ww1Force force;
    force.name = u"Hill 60"_s;
    Ww1Group first;
    first.id = u"pl1"_s;
    first.name = u"1st Platoon"_s;
    first.side = u"British"_s;
    first.kind = Ww1GroupKind::Platoon;
    first.role = Ww1Role::Attacker;
    first.startMembers = 8;
    first.stands = {stand(u"ashby"_s, u"Lt Ashby"_s, Ww1Rank::Officer, u"B4"_s, u"Lieutenant"_s),
                    stand(u"hale"_s, u"Sgt Hale"_s, Ww1Rank::Nco, u"B4"_s),
                    stand(u"lewis"_s, u"Lewis gun team"_s, Ww1Rank::Other, u"C4"_s)};
    Ww1Group second;
    second.id = u"pl2"_s;
    second.name = u"2nd Platoon"_s;
    second.side = u"British"_s;
    second.kind = Ww1GroupKind::Platoon;
    second.role = Ww1Role::Attacker;
    second.startMembers = 8;
    second.stands = {stand(u"rees"_s, u"Cpl Rees"_s, Ww1Rank::Nco, u"C5"_s)};
    Ww1Group third;
    third.id = u"post"_s;
    third.name = u"Bombing post"_s;
    third.side = u"German"_s;
    third.kind = Ww1GroupKind::Section;
    third.role = Ww1Role::Defender;
    third.startMembers = 6;
    third.stands = {stand(u"lang"_s, u"Uffz Lang"_s, Ww1Rank::Nco, u"F4"_s)};
    force.groups = {first, second, third};
    return force;
}

const RuleSystem &ww1System()
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(Ww1Force::systemId));
    Q_ASSERT(system);
    return *system;
}

QStringList undoTexts(const QUndoStack *stack)
{
    QStringList texts;
    for (int i = 0; i < stack->count(); ++i)
        texts << stack->text(i);
    return texts;
}
} // namespace

class TestWw1Window : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void opensThroughTheSeam();
    void groupThroughC1AndC2_data();
    void groupThroughC1AndC2();
    void groupsQueueInTestingOrder();
    void squareSharesOneRoll_data();
    void squareSharesOneRoll();
    void programRollIsNotRolledAgainOnRedo();
    void refusedActionsSayWhy();
    void journalReplaysEachAction();
    void editReplacesTheForce();
    void playOnACopyLeavesTheOriginal();
    void recoversAfterACrash();
    void templatesOpenAsWw1Forces();
    void editorPanelEditsThroughUndo();
    void rulesNotesNameEveryReading();
    void screenshots();

private:
    // Opens the test force in a fresh window; the workspace shown.
    Ww1Workspace *open(const Ww1Force &force = testForce());
    Ww1Document *document() const { return m_workspace->document(); }
    QUndoStack *stack() const { return document()->undoStack(); }
    void typeGroupRoll(int total);
    void addCasualties(const QString &groupId, int count);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<TestPrompter> m_prompter;
    std::unique_ptr<RecoveryFile> m_recovery;
    std::unique_ptr<MainWindow> m_window;
    Ww1Workspace *m_workspace = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_rosterTester;
    std::unique_ptr<QAbstractItemModelTester> m_dueTester;
    std::unique_ptr<QAbstractItemModelTester> m_logTester;
};

void TestWw1Window::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = std::make_unique<TestPrompter>();
    m_recovery = std::make_unique<RecoveryFile>(m_dir->filePath(u"recovery"_s));
}

void TestWw1Window::cleanup()
{
    m_rosterTester.reset();
    m_dueTester.reset();
    m_logTester.reset();
    m_window.reset();
    m_workspace = nullptr;
    m_recovery.reset();
    m_prompter.reset();
    m_settings.reset();
    m_dir.reset();
}

Ww1Workspace *TestWw1Window::open(const Ww1Force &force)
{
    const QString file = m_dir->filePath(u"force.moraledesk"_s);
    {
        QFile out(file);
        if (!out.open(QIODevice::WriteOnly))
            return nullptr;
        out.write(ww1System().write(Ww1State(force)));
    }
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->resize(1366, 768);
    m_window->show();
    if (!m_window->openFile(file))
        return nullptr;
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    if (!m_workspace || !m_workspace->document())
        return nullptr;
    using Mode = QAbstractItemModelTester::FailureReportingMode;
    m_rosterTester = std::make_unique<QAbstractItemModelTester>(m_workspace->rosterModel(), Mode::QtTest);
    m_dueTester = std::make_unique<QAbstractItemModelTester>(m_workspace->groupPanel()->dueModel(), Mode::QtTest);
    m_logTester = std::make_unique<QAbstractItemModelTester>(m_workspace->logModel(), Mode::QtTest);
    return m_workspace;
}

void TestWw1Window::addCasualties(const QString &groupId, int count)
{
    m_workspace->select(groupId);
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    QCOMPARE(panel->group(), groupId);
    panel->countSpin()->setValue(count);
    QVERIFY(panel->addButton()->isEnabled());
    QTest::mouseClick(panel->addButton(), Qt::LeftButton);
}

void TestWw1Window::typeGroupRoll(int total)
{
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    panel->typedSpin()->setValue(total);
    QVERIFY2(panel->applyButton()->isEnabled(), qPrintable(panel->applyButton()->toolTip()));
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
}

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
    // A-5: attackers first, biggest to smallest by effective members; then defenders).
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
    stack()->redo();
    QCOMPARE(document()->force(), after);
    QCOMPARE(panel->resultText(), result);
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

void TestWw1Window::journalReplaysEachAction()
{
    QVERIFY(open());
    const Ww1Journal &journal = static_cast<const Ww1Journal &>(systemUis().find(QString::fromLatin1(Ww1Force::systemId))->journal());
    std::unique_ptr<GameState> previous = document()->state().clone();
    QJsonObject root = QJsonDocument::fromJson(ww1System().write(*previous)).object();
    const auto step = [&] {
        const QByteArray line = journal.entry(*previous, document()->state());
        QVERIFY(line.endsWith('\n'));
        QVERIFY(!line.trimmed().contains('\n'));
        QVERIFY(journal.apply(line, root));
        QCOMPARE(root, QJsonDocument::fromJson(ww1System().write(document()->state())).object());
        previous = document()->state().clone();
    };
    addCasualties(u"pl1"_s, 2);
    step();
    typeGroupRoll(8);
    step();
    stack()->undo();
    step();
    Ww1Force edited = document()->force();
    edited.groups.removeLast();
    QVERIFY(m_workspace->commands()->edit(u"Remove group: Bombing post"_s, edited).isEmpty());
    step();
    // A line for another shape of the file is refused and changes nothing.
    const QJsonObject kept = root;
    QVERIFY(!journal.apply(R"({"groups": 7, "changed": {}, "top": {}, "removed": [], "keepLog": 0, "log": []})", root));
    QCOMPARE(root, kept);
}

void TestWw1Window::editReplacesTheForce()
{
    QVERIFY(open());
    Ww1Force renamed = document()->force();
    renamed.groups[0].name = u"1st Platoon, A Company"_s;
    QVERIFY(m_workspace->commands()->edit(u"Rename group: 1st Platoon"_s, renamed).isEmpty());
    QCOMPARE(document()->force(), renamed);
    QCOMPARE(stack()->text(0), u"Rename group: 1st Platoon"_s);
    QCOMPARE(m_workspace->rosterModel()->index(0, 0).data().toString(), u"1st Platoon, A Company"_s);
    // An edit that would not load again is refused with the validator's reason, and nothing is pushed.
    Ww1Force broken = renamed;
    broken.groups[1].id = broken.groups[0].id;
    const QString why = m_workspace->commands()->edit(u"Break ids"_s, broken);
    QVERIFY2(why.startsWith(u"$."_s), qPrintable(why));
    QCOMPARE(stack()->count(), 1);
    stack()->undo();
    QCOMPARE(document()->force(), testForce());
}

// Undo keeps the force before a verb beside the one after it, sharing their lists: a verb played on a copy
// must detach what it writes (Ww1Force::group(), stand()), never write into the state the undo goes back to.
void TestWw1Window::playOnACopyLeavesTheOriginal()
{
    const Ww1Force original = testForce();
    Ww1Force copy = original;
    TypedDie roll(7);
    Ww1Situation situation;
    situation.underFire = true;
    QVERIFY(Ww1Engine::individualTest(copy, u"B4"_s, {{u"hale"_s, situation}}, roll).error.isEmpty());
    QVERIFY(Ww1Engine::addCasualties(copy, u"pl1"_s, 2).error.isEmpty());
    QVERIFY(copy.stand(u"hale"_s)->testedUnderFire);
    QCOMPARE(copy.group(u"pl1"_s)->casualties, 2);
    QCOMPARE(original, testForce());
    QVERIFY(!original.stand(u"hale"_s)->testedUnderFire);
    QCOMPARE(original.group(u"pl1"_s)->casualties, 0);
}

// Unsaved play survives a crash: the journal's lines replay onto the saved file, and undo goes back to it.
void TestWw1Window::recoversAfterACrash()
{
    QVERIFY(open());
    const QString file = m_window->document()->fileName();
    addCasualties(u"pl1"_s, 2);
    typeGroupRoll(4);
    const Ww1Force played = document()->force();
    // The window goes away without being closed.
    m_rosterTester.reset();
    m_dueTester.reset();
    m_logTester.reset();
    m_workspace = nullptr;
    delete m_window.release();
    QVERIFY(m_recovery->exists());

    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_prompter->recover = true;
    m_window->start(QString());
    QVERIFY2(m_prompter->errors.isEmpty(), qPrintable(m_prompter->errors.join(u'\n')));
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    QVERIFY(m_workspace && document());
    QCOMPARE(document()->fileName(), file);
    QCOMPARE(document()->force(), played);
    QVERIFY(document()->isModified());
    stack()->undo();
    QCOMPARE(document()->force(), testForce());
}

// File -> New: WW1's templates (Ww1Templates), each opened in WW1's workspace, and its empty force.
void TestWw1Window::templatesOpenAsWw1Forces()
{
    const SystemUi *ui = systemUis().find(QString::fromLatin1(Ww1Force::systemId));
    QVERIFY(ui);
    const QList<NewChoice> choices = ui->templates();
    // Its empty force first, then one choice per template.
    QCOMPARE(choices.size(), Ww1Templates::keys().size() + 1);
    QVERIFY(ui->newState(choices.constFirst().key));
    for (const auto &[key, label] : Ww1Templates::keys()) {
        const std::unique_ptr<GameState> state = ui->newState(key);
        QVERIFY2(state, qPrintable(key));
        QCOMPARE(*Ww1State::of(*state), Ww1Templates::make(key));
    }
    QVERIFY(!ui->newState(u"no-such-template"_s));
    const std::unique_ptr<GameState> empty = ui->newState(QString());
    QVERIFY(empty);
    QVERIFY(dynamic_cast<const Ww1State &>(*empty).force().groups.isEmpty());
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->show();
    m_window->newFromTemplate(u"platoon"_s);
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    QVERIFY(m_workspace && document());
    QCOMPARE(document()->force(), Ww1Templates::make(u"platoon"_s));
    QVERIFY(m_workspace->individualPanel()->squareBox()->count() > 0);
}

// The Edit tab: each accepted field of the editors is one undo step with the editor's text; the panel follows
// the roster's selection.
void TestWw1Window::editorPanelEditsThroughUndo()
{
    QVERIFY(open());
    Ww1EditorPanel *editor = m_workspace->editorPanel();
    QVERIFY(editor);
    QCOMPARE(editor->force(), document()->force());
    m_workspace->select(u"hale"_s);
    QCOMPARE(editor->shownStand(), u"hale"_s);
    Ww1Force after = document()->force();
    after.stand(u"hale"_s)->square = u"C4"_s;
    Q_EMIT editor->editRequested(u"Move stand: Sgt Hale"_s, after);
    QCOMPARE(undoTexts(stack()), QStringList{u"Move stand: Sgt Hale"_s});
    QCOMPARE(document()->force().stand(u"hale"_s)->square, u"C4"_s);
    QCOMPARE(editor->force(), document()->force());
    stack()->undo();
    QCOMPARE(editor->force(), testForce());
    // A refused edit changes nothing and puts the force back in the panel.
    Ww1Force broken = document()->force();
    broken.groups[0].startMembers = -3;
    Q_EMIT editor->editRequested(u"Start members: 1st Platoon"_s, broken);
    QCOMPARE(stack()->count(), 1);
    QCOMPARE(document()->force(), testForce());
    QCOMPARE(editor->force(), testForce());
}

// Help -> Rules notes: every reading of Part A with its rule, and the A.6 data said to be the club's own.
void TestWw1Window::rulesNotesNameEveryReading()
{
    const SystemUi *ui = systemUis().find(QString::fromLatin1(Ww1Force::systemId));
    QVERIFY(ui);
    const QString notes = ui->rulesNotes();
    const QList<RuleOption> options = ww1System().options();
    QVERIFY(!options.isEmpty());
    for (const RuleOption &option : options) {
        QVERIFY2(notes.contains(option.rule.toHtmlEscaped()), qPrintable(option.rule));
        QVERIFY2(notes.contains(option.displayLabel().toHtmlEscaped()), qPrintable(option.displayLabel()));
    }
    QVERIFY(notes.contains(u"A.6"_s));
    QVERIFY(notes.contains(u"placeholder"_s));
}

// Set MORALEDESK_SCREENSHOTS to a folder for pictures of the play view at 1366 x 768 during a game of the
// shipped sample (docs/screenshots/ww1-*.png); run on a real display for the real fonts and style.
void TestWw1Window::screenshots()
{
    const QString dir = qEnvironmentVariable("MORALEDESK_SCREENSHOTS");
    if (dir.isEmpty())
        QSKIP("Set MORALEDESK_SCREENSHOTS to a folder to get pictures of the play view.");
    // The English catalogue gives the plural forms ("2 squares"), as in the program.
    Translations::install(u"en"_s);
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/ww1-trench-raid.json");
    m_window = std::make_unique<MainWindow>(m_settings.get(), m_prompter.get(), m_recovery.get());
    m_window->show();
    QVERIFY(m_window->openFile(sample));
    m_window->resize(1366, 768);
    m_workspace = qobject_cast<Ww1Workspace *>(m_window->workspace());
    QVERIFY(m_workspace);
    const auto save = [this, &dir](const QString &name) {
        for (int i = 0; i < 5; ++i) // nested layouts settle one posted LayoutRequest at a time
            QCoreApplication::processEvents();
        QVERIFY(m_window->grab().save(QDir(dir).filePath(name)));
    };
    // The wiring party loses two of six and fails C1; then the raiders and the defending platoon reach C1
    // together, and the queue puts the attackers first (A.3.2).
    addCasualties(u"wirers"_s, 2);
    typeGroupRoll(5);
    addCasualties(u"zug-3"_s, 5);
    addCasualties(u"raiders"_s, 6);
    m_workspace->select(u"raiders"_s);
    m_workspace->groupPanel()->selectDue(u"raiders"_s);
    save(u"ww1-play.png"_s);

    // Cpl Rees and the riflemen share a roll in E3; then the three stands of D3 are ticked, before the roll.
    m_workspace->playTabs()->setCurrentWidget(m_workspace->individualPanel());
    Ww1IndividualPanel *panel = m_workspace->individualPanel();
    panel->selectSquare(u"E3"_s);
    for (Ww1StandTestRow *row : panel->rows()) {
        row->testsBox()->setChecked(true);
        row->underFireBox()->setChecked(true);
    }
    panel->rowOf(u"riflemen"_s)->friendlySpin()->setValue(2);
    panel->typedSpin()->setValue(6);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QCOMPARE(document()->force().log.constLast().square, u"E3"_s);
    m_workspace->select(u"sgt-hale"_s);
    for (Ww1StandTestRow *row : panel->rows()) {
        row->testsBox()->setChecked(true);
        row->underFireBox()->setChecked(true);
        if (row->standId() != "lt-ashby"_L1) {
            row->friendlySpin()->setValue(1);
            row->leadingBox()->setChecked(true);
            row->leaderBox()->setCurrentIndex(row->leaderBox()->findData(u"lt-ashby"_s));
        }
    }
    save(u"ww1-individual.png"_s);
}

QTEST_MAIN(TestWw1Window)
#include "tst_ww1_window.moc"
