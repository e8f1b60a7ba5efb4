// The WW1 play panels after review (issue 14): the leaders a stand may follow (IM1, A-7), the casualties in
// sight a spin box allows, a verb whose force would not read back, one typed 2d6 per condition tested in turn
// A.3.2's testing order, ending a turn with group tests due, the signed "+0" and the IM2 label, and a
// square that already rolled this turn (the footnote to A.3.3).
#include "MainWindow.h"
#include "TestPrompter.h"
#include "base/Settings.h"
#include "document/RecoveryFile.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/Ww1Workspace.h"
#include "ww1/commands/Ww1Commands.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/models/Ww1DueModel.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/texts/Ww1Texts.h"
#include "ww1/widgets/Ww1GroupPanel.h"
#include "ww1/widgets/Ww1IndividualPanel.h"
#include "ww1/widgets/Ww1StandTestRow.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace md;
using namespace md::ww1;
using namespace Qt::StringLiterals;

namespace {
Ww1Stand stand(const QString &id, const QString &name, Ww1Rank rank, const QString &square, const QString &officerRank = {},
               Ww1Result result = Ww1Result::None)
{
    Ww1Stand s;
    s.id = id;
    s.name = name;
    s.rank = rank;
    s.square = square;
    s.officerRank = officerRank;
    s.result = result;
    return s;
}

Ww1Group group(const QString &id, const QString &name, const QString &side, Ww1Role role, int members, QList<Ww1Stand> stands)
{
    Ww1Group g;
    g.id = id;
    g.name = name;
    g.side = side;
    g.kind = Ww1GroupKind::Platoon;
    g.role = role;
    g.startMembers = members;
    g.stands = std::move(stands);
    return g;
}

// Two British platoons of 8 (C1 at 2, C2 at 4: A.2.1) with a Lieutenant, a Captain, a 2nd Lieutenant who has
// surrendered and an NCO; a German section with its own Leutnant. Officer ranks as the placeholder list
// (Captain, Lieutenant, 2nd Lieutenant, most senior first; A.6).
Ww1Force testForce()
{
    Ww1Force force;
    force.name = u"Hill 60"_s;
    force.groups = {group(u"pl1"_s, u"1st Platoon"_s, u"British"_s, Ww1Role::Attacker, 8,
                          {stand(u"ashby"_s, u"Lt Ashby"_s, Ww1Rank::Officer, u"B4"_s, u"Lieutenant"_s),
                           stand(u"hale"_s, u"Sgt Hale"_s, Ww1Rank::Nco, u"B4"_s),
                           stand(u"cole"_s, u"2Lt Cole"_s, Ww1Rank::Officer, u"B5"_s, u"2nd Lieutenant"_s)}),
                    group(u"pl2"_s, u"2nd Platoon"_s, u"British"_s, Ww1Role::Attacker, 8,
                          {stand(u"grey"_s, u"Capt Grey"_s, Ww1Rank::Officer, u"C5"_s, u"Captain"_s),
                           stand(u"bell"_s, u"2Lt Bell"_s, Ww1Rank::Officer, u"C6"_s, u"2nd Lieutenant"_s, Ww1Result::Surrendered)}),
                    group(u"post"_s, u"Bombing post"_s, u"German"_s, Ww1Role::Defender, 6,
                          {stand(u"lang"_s, u"Lt Lang"_s, Ww1Rank::Officer, u"F4"_s, u"Lieutenant"_s),
                           stand(u"kurz"_s, u"Uffz Kurz"_s, Ww1Rank::Nco, u"F4"_s)})};
    return force;
}

const RuleSystem &ww1System()
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(Ww1Force::systemId));
    Q_ASSERT(system);
    return *system;
}

QStringList leaderIds(const Ww1StandTestRow &row)
{
    QStringList ids;
    for (int i = 0; i < row.leaderBox()->count(); ++i)
        ids << row.leaderBox()->itemData(i).toString();
    return ids;
}
} // namespace

class TestWw1Panels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void leadersAreOfTheTestersSide_data();
    void leadersAreOfTheTestersSide();
    void casualtiesInSightStayInTheFile();
    void forceThatWouldNotReadBackIsRefused();
    void typedRollPerConditionInTurn_data();
    void typedRollPerConditionInTurn();
    void laterGroupsWaitTheirTurn();
    void endTurnAsksWhileGroupTestsAreDue_data();
    void endTurnAsksWhileGroupTestsAreDue();
    void modifierAndUnderFireTexts();
    void squareRolledThisTurnIsShown();

private:
    Ww1Workspace *open(const Ww1Force &force = testForce());
    Ww1Document *document() const { return m_workspace->document(); }
    QUndoStack *stack() const { return document()->undoStack(); }
    void addCasualties(const QString &groupId, int count);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<Settings> m_settings;
    std::unique_ptr<TestPrompter> m_prompter;
    std::unique_ptr<RecoveryFile> m_recovery;
    std::unique_ptr<MainWindow> m_window;
    Ww1Workspace *m_workspace = nullptr;
    std::unique_ptr<QAbstractItemModelTester> m_dueTester;
};

void TestWw1Panels::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    QVERIFY(m_dir->isValid());
    m_settings = std::make_unique<Settings>(m_dir->filePath(u"settings.ini"_s));
    m_settings->setFirstStartDone(true);
    m_prompter = std::make_unique<TestPrompter>();
    m_recovery = std::make_unique<RecoveryFile>(m_dir->filePath(u"recovery"_s));
}

void TestWw1Panels::cleanup()
{
    m_dueTester.reset();
    m_window.reset();
    m_workspace = nullptr;
    m_recovery.reset();
    m_prompter.reset();
    m_settings.reset();
    m_dir.reset();
}

Ww1Workspace *TestWw1Panels::open(const Ww1Force &force)
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
    m_dueTester = std::make_unique<QAbstractItemModelTester>(m_workspace->groupPanel()->dueModel(),
                                                             QAbstractItemModelTester::FailureReportingMode::QtTest);
    return m_workspace;
}

void TestWw1Panels::addCasualties(const QString &groupId, int count)
{
    const Ww1CasualtyOutcome outcome = m_workspace->commands()->casualties(groupId, count);
    QVERIFY2(outcome.error.isEmpty(), qPrintable(outcome.error));
}

void TestWw1Panels::leadersAreOfTheTestersSide_data()
{
    QTest::addColumn<QString>("tester");
    QTest::addColumn<QStringList>("leaders");
    // IM1 with A-7: officers of the tester's side from any of its groups, never the other side's, never a
    // surrendered one, never himself; an officer follows only a more senior one. "" is an officer off the roster.
    QTest::newRow("NCO: every British officer standing") << u"hale"_s << QStringList{{}, u"ashby"_s, u"cole"_s, u"grey"_s};
    QTest::newRow("Lieutenant: the Captain") << u"ashby"_s << QStringList{{}, u"grey"_s};
    QTest::newRow("2nd Lieutenant: Lieutenant and Captain") << u"cole"_s << QStringList{{}, u"ashby"_s, u"grey"_s};
    QTest::newRow("Captain: nobody on the roster") << u"grey"_s << QStringList{QString()};
    QTest::newRow("German NCO: the Leutnant only") << u"kurz"_s << QStringList{{}, u"lang"_s};
}

void TestWw1Panels::leadersAreOfTheTestersSide()
{
    QFETCH(QString, tester);
    QFETCH(QStringList, leaders);
    Ww1StandTestRow row(testForce(), tester);
    QCOMPARE(leaderIds(row), leaders);
}

void TestWw1Panels::casualtiesInSightStayInTheFile()
{
    // IM3, IM4 count men seen fall: the boxes stop at 20, far inside the file's net modifier limit.
    Ww1StandTestRow row(testForce(), u"hale"_s);
    for (QSpinBox *spin : {row.friendlySpin(), row.enemySpin()}) {
        QCOMPARE(spin->maximum(), 20);
        QVERIFY(spin->maximum() * 2 + 3 <= Ww1FileLimits::maxNetModifier);
    }
}

void TestWw1Panels::forceThatWouldNotReadBackIsRefused()
{
    // A force at the last turn the file allows: ending the turn would write a turn the reader refuses.
    Ww1Force force = testForce();
    force.turn = Ww1FileLimits::maxTurn;
    QVERIFY(open(force));
    const QString error = m_workspace->commands()->endTurn();
    QVERIFY2(error.contains(u"turn"_s), qPrintable(error));
    QCOMPARE(stack()->count(), 0);
    QCOMPARE(document()->force().turn, Ww1FileLimits::maxTurn);
    QVERIFY(document()->force().log.isEmpty());
}

void TestWw1Panels::typedRollPerConditionInTurn_data()
{
    QTest::addColumn<bool>("inTurn");
    QTest::addColumn<QList<int>>("typed");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<bool>("passed");
    // Four casualties of eight: C1 and C2 due together (A.2.1). A-4: one 2d6 at C2's -2 (needs 8); its
    // alternative: C1 at +0 (needs 6), then C2 at -2 with a roll of its own, a failure ending it.
    QTest::newRow("together, 8 passes") << false << QList<int>{8} << QList<int>{8} << true;
    QTest::newRow("together, 7 fails") << false << QList<int>{7} << QList<int>{7} << false;
    QTest::newRow("in turn, 6 then 9 pass") << true << QList<int>{6, 9} << QList<int>{6, 9} << true;
    QTest::newRow("in turn, 9 then 6 fails C2") << true << QList<int>{9, 6} << QList<int>{9, 6} << false;
    QTest::newRow("in turn, 5 fails C1 and ends it") << true << QList<int>{5, 12} << QList<int>{5} << false;
}

void TestWw1Panels::typedRollPerConditionInTurn()
{
    QFETCH(bool, inTurn);
    QFETCH(QList<int>, typed);
    QFETCH(QList<int>, rolls);
    QFETCH(bool, passed);
    Ww1Force force = testForce();
    force.rules.eachConditionInTurn = inTurn;
    QVERIFY(open(force));
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    addCasualties(u"pl1"_s, 4);
    QCOMPARE(panel->dueGroup(), u"pl1"_s);
    QCOMPARE(panel->rollsNeeded(), int(typed.size()));
    const QList<QSpinBox *> spins = panel->typedSpins();
    for (qsizetype i = 0; i < spins.size(); ++i) {
        QCOMPARE(spins.at(i)->isVisibleTo(panel), i < typed.size());
        if (i < typed.size())
            spins.at(i)->setValue(typed.at(i));
    }
    if (inTurn)
        QCOMPARE(spins.at(1)->prefix(), u"C2: "_s);
    QVERIFY2(panel->applyButton()->isEnabled(), qPrintable(panel->applyButton()->toolTip()));
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);

    QList<int> logged;
    for (const Ww1LogRecord &r : document()->force().log) {
        if (r.event == Ww1LogEvent::GroupTest)
            logged << r.roll;
    }
    QCOMPARE(logged, rolls);
    const Ww1Group *pl1 = document()->force().group(u"pl1"_s);
    QCOMPARE(pl1->status == Ww1GroupStatus::Withdrawing, !passed);
    QCOMPARE(pl1->conditionsTested, (QList<Ww1Condition>{Ww1Condition::C1, Ww1Condition::C2}));
}

void TestWw1Panels::laterGroupsWaitTheirTurn()
{
    QVERIFY(open());
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    // A.3.2 with A-5: attackers first, biggest first: 2nd Platoon (6 left), then 1st (5 left), then the post.
    addCasualties(u"post"_s, 2);
    addCasualties(u"pl1"_s, 3);
    addCasualties(u"pl2"_s, 2);
    QCOMPARE(panel->dueModel()->due(), (QStringList{u"pl2"_s, u"pl1"_s, u"post"_s}));
    for (const QString &later : {u"pl1"_s, u"post"_s}) {
        panel->selectDue(later);
        QCOMPARE(panel->dueGroup(), later);
        // Its odds show; its dice wait.
        QVERIFY2(panel->testText().contains(Ww1Texts::groupName(document()->force(), later)), qPrintable(panel->testText()));
        for (QPushButton *b : {panel->rollButton(), panel->applyButton()}) {
            QVERIFY(!b->isEnabled());
            QVERIFY2(b->toolTip().startsWith(u"2nd Platoon must test first"_s), qPrintable(b->toolTip()));
            QVERIFY2(b->toolTip().contains(u"(A.3.2)"_s), qPrintable(b->toolTip()));
        }
        QVERIFY2(panel->testText().contains(u"2nd Platoon must test first"_s), qPrintable(panel->testText()));
        panel->roll();
        panel->applyTyped({9});
        QCOMPARE(stack()->count(), 3);
    }
    panel->selectDue(u"pl2"_s);
    QVERIFY(panel->applyButton()->isEnabled());
    panel->typedSpin()->setValue(9);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QCOMPARE(document()->force().group(u"pl2"_s)->conditionsTested, QList<Ww1Condition>{Ww1Condition::C1});
    QCOMPARE(panel->dueGroup(), u"pl1"_s);
    QVERIFY(panel->applyButton()->isEnabled());
}

void TestWw1Panels::endTurnAsksWhileGroupTestsAreDue_data()
{
    QTest::addColumn<QList<int>>("answers");
    QTest::addColumn<int>("turn");
    // 0: keep the turn, 1: end it anyway; no answer (the dialog closed) keeps it.
    QTest::newRow("keep") << QList<int>{0} << 1;
    QTest::newRow("closed") << QList<int>{} << 1;
    QTest::newRow("end anyway") << QList<int>{1} << 2;
}

void TestWw1Panels::endTurnAsksWhileGroupTestsAreDue()
{
    QFETCH(QList<int>, answers);
    QFETCH(int, turn);
    QVERIFY(open());
    // Nothing due: the turn ends without a question.
    QTest::mouseClick(m_workspace->endTurnButton(), Qt::LeftButton);
    QCOMPARE(document()->force().turn, 2);
    QVERIFY(m_prompter->asked.isEmpty());
    stack()->undo();

    addCasualties(u"pl1"_s, 2);
    addCasualties(u"post"_s, 2);
    for (int answer : answers)
        m_prompter->one.enqueue(answer);
    QTest::mouseClick(m_workspace->endTurnButton(), Qt::LeftButton);
    QCOMPARE(m_prompter->asked, QStringList{u"one:Group tests still due"_s});
    QCOMPARE(document()->force().turn, turn);
}

void TestWw1Panels::modifierAndUnderFireTexts()
{
    // C1's modifier is a term of the sum like any other: "+0", never a bare "0" (A.3.1).
    const QString c1 = Ww1Texts::modifier(Modifier{u"c1"_s, u"One casualty in four"_s, 0, u"C1"_s});
    QVERIFY2(c1.startsWith(u"+0 "_s), qPrintable(c1));
    QVERIFY(Ww1Texts::modifier(Modifier{u"c2"_s, u"x"_s, -2, {}}).startsWith(u"−2 "_s));

    // IM2: the distance bounds small arms only; indirect fire and grenades count at any range.
    Ww1StandTestRow row(testForce(), u"hale"_s);
    const QString label = row.underFireBox()->text();
    QVERIFY2(label.contains(u"small arms within 2 square"_s) && label.contains(u"indirect fire"_s)
                 && label.contains(u"grenades"_s),
             qPrintable(label));
    QVERIFY(!row.underFireBox()->toolTip().isEmpty());

    // At 1366x768 every button of the group panel has at least the room its text asks for.
    QVERIFY(open());
    m_workspace->select(u"pl1"_s);
    QTest::qWait(0);
    Ww1GroupPanel *panel = m_workspace->groupPanel();
    for (QPushButton *b : panel->findChildren<QPushButton *>()) {
        // Room for the text and at least a character's width more on either side of it.
        const int room = b->fontMetrics().horizontalAdvance(QString(b->text()).remove(u'&'))
            + 3 * b->fontMetrics().averageCharWidth();
        QVERIFY2(b->width() >= room, qPrintable(u"%1: %2 < %3"_s.arg(b->text()).arg(b->width()).arg(room)));
    }
}

void TestWw1Panels::squareRolledThisTurnIsShown()
{
    QVERIFY(open());
    m_workspace->playTabs()->setCurrentWidget(m_workspace->individualPanel());
    Ww1IndividualPanel *panel = m_workspace->individualPanel();
    m_workspace->select(u"hale"_s);
    QCOMPARE(panel->square(), u"B4"_s);
    QVERIFY(panel->rolledText().isEmpty());
    Ww1StandTestRow *ashby = panel->rowOf(u"ashby"_s);
    ashby->testsBox()->setChecked(true);
    ashby->underFireBox()->setChecked(true);
    panel->typedSpin()->setValue(4);
    QTest::mouseClick(panel->applyButton(), Qt::LeftButton);
    QCOMPARE(document()->force().log.size(), 1);

    // Another square has not rolled; B4 did, and the typed 2d6 is set to its roll.
    panel->typedSpin()->setValue(11);
    panel->selectSquare(u"F4"_s);
    QVERIFY(panel->rolledText().isEmpty());
    QCOMPARE(panel->typedSpin()->value(), 11);
    panel->selectSquare(u"B4"_s);
    QVERIFY2(panel->rolledText().contains(u"B4 rolled 4 this turn"_s) && panel->rolledText().contains(u"A.3.3"_s),
             qPrintable(panel->rolledText()));
    QCOMPARE(panel->typedSpin()->value(), 4);

    // The next turn the square rolls afresh; undoing the end of the turn brings the note back.
    m_workspace->endTurn();
    QCOMPARE(document()->force().turn, 2);
    QVERIFY(panel->rolledText().isEmpty());
    stack()->undo();
    QVERIFY(!panel->rolledText().isEmpty());
}

QTEST_MAIN(TestWw1Panels)
#include "tst_ww1_panels.moc"
