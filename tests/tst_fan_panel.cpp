// The fantasy Morale Test panel (issue 17, app/fantasy/widgets) driven offscreen through its real widgets, found
// by object name, with a battle of two sides built here on the PLACEHOLDER profile of C.6 (tests/FanFixtures.h):
// the C.7 vectors 004-V4 and 004-V8 as the players tick them, a routing friend not counted and why, a
// character refused, the player's own D4, an empty BMV row that stops the roll, the timing of C.4, the rally of
// C.4.2, ticks kept across a change of the battle, and the panel at 1366x768 in German without a clipped text.
#include "FanFixtures.h"
#include "LayoutChecks.h"

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/widgets/FanAssessmentView.h"
#include "fantasy/widgets/FanNeighbourTable.h"
#include "fantasy/widgets/FanTestPanel.h"

#include <QAbstractButton>
#include <QCheckBox>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QRadioButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QTest>

using namespace md;
using namespace md::fantasy;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {

const QString kUnfinished = u"PLACEHOLDER Unfinished Race"_s;

FanUnit unitOf(const QString &id, const QString &name, const QString &race, FanClass c, int start, int current,
               FanUnitKind kind = FanUnitKind::Regiment, FanUnitState state = FanUnitState::Normal)
{
    FanUnit u;
    u.id = id;
    u.name = name;
    u.race = race;
    u.moraleClass = c;
    u.kind = kind;
    u.startFigures = start;
    u.currentFigures = current;
    u.state = state;
    return u;
}

// Two sides on the PLACEHOLDER sheet, and a second race whose sheet has no BMV row for class C yet.
FanBattle smallBattle()
{
    FanBattle b;
    b.name = u"Ford of the panel test"_s;
    const FanProfile sheet = placeholderProfile();
    FanProfile unfinished = sheet;
    unfinished.race = kUnfinished;
    unfinished.bmv[static_cast<size_t>(FanProfile::index(FanClass::C))].clear();
    b.profiles = {sheet, unfinished};
    const QString race = sheet.race;
    b.sides[0].name = u"Blue"_s;
    b.sides[0].units = {
        unitOf(u"b20"_s, u"Regulars of the Ford"_s, race, FanClass::B, 20, 17), // 004-V4: 3 lost
        unitOf(u"a24"_s, u"Guards of the Hill"_s, race, FanClass::A, 24, 19),   // 004-V8: 5 lost
        unitOf(u"spears"_s, u"Spearmen"_s, race, FanClass::B, 12, 12),
        unitOf(u"archers"_s, u"Fleeing Archers"_s, race, FanClass::C, 10, 10, FanUnitKind::Regiment, FanUnitState::Routing),
        unitOf(u"ansel"_s, u"Captain Ansel"_s, race, FanClass::A, 1, 1, FanUnitKind::Character),
        unitOf(u"militia"_s, u"Village Militia"_s, kUnfinished, FanClass::C, 10, 10),
    };
    b.sides[0].units[3].routedAt = FanMoment{3, 6, 1};
    b.sides[1].name = u"Red"_s;
    b.sides[1].units = {
        unitOf(u"orcs"_s, u"Orc Warband"_s, race, FanClass::B, 20, 20),
        unitOf(u"troll"_s, u"Troll"_s, race, FanClass::A, 1, 1, FanUnitKind::Monster),
    };
    b.now = FanMoment{3, 5, 1};
    return b;
}

template<typename T>
T *child(const QWidget &panel, const QString &name)
{
    T *w = panel.findChild<T *>(name);
    if (!w)
        qWarning("no %s named %s", T::staticMetaObject.className(), qPrintable(name));
    return w;
}

QString odds(const FanTestPanel &panel, const QString &key)
{
    const auto *label = child<QLabel>(panel, u"odds-"_s + key);
    return label && label->isVisibleTo(&panel) ? label->text() : QString();
}

// A row of the sheet by its id, and where it is.
qsizetype rowIndex(const FanProfile &sheet, const QString &id)
{
    for (qsizetype i = 0; i < sheet.modifiers.size(); ++i) {
        if (sheet.modifiers.at(i).id == id)
            return i;
    }
    qFatal("the sheet has no row %s", qPrintable(id));
}

// What the panel sends, caught from its signal.
struct Sent
{
    int calls = 0;
    FanTestRequest request;
    int d4 = 0;
    bool typed = false;
};

} // namespace

class TestFanPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void noUnit();
    void vector004V4();
    void vector004V8();
    void coverNeedsThreeQuarters();
    void routingFriendNotCounted();
    void characterRefused();
    void typedFace();
    void emptyBmvRow();
    void timing();
    void rally();
    void ticksKept();
    void onlyTheSheetsRows();
    void fitsTheScreen_data();
    void fitsTheScreen();

private:
    // The panel's first listed trigger, clicked as a player would.
    static void chooseListed(FanTestPanel &panel);
    FanBattle m_battle;
};

void TestFanPanel::init() { m_battle = smallBattle(); }

void TestFanPanel::chooseListed(FanTestPanel &panel)
{
    auto *listed = child<QRadioButton>(panel, u"trigger-listed-0"_s);
    QVERIFY(listed);
    listed->click();
    QVERIFY(listed->isChecked());
}

void TestFanPanel::noUnit()
{
    FanTestPanel panel;
    QVERIFY(panel.unitText().contains(u"Choose a unit in the roster"_s));
    panel.setBattle(&m_battle);
    QVERIFY(panel.unitText().contains(u"Choose a unit in the roster"_s));
    QVERIFY(!child<QPushButton>(panel, u"rollButton"_s)->isEnabled());
    QVERIFY(!panel.assessment().tests());
    panel.setUnit(u"b20"_s);
    QVERIFY2(panel.unitText().contains(u"Regulars of the Ford"_s), qPrintable(panel.unitText()));
    panel.setUnit(QString());
    QVERIFY(panel.unitText().contains(u"Choose a unit in the roster"_s));
    QVERIFY(!child<QPushButton>(panel, u"face1"_s)->isEnabled());
}

void TestFanPanel::vector004V4()
{
    // Class B, 20 figures, 3 lost: 10 %, BMV 8; flank −2, one friendly unit within 10 cm +1: MMV 7, FMV 8-11.
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    QVERIFY2(panel.unitText().contains(u"17 now of 20"_s) && panel.unitText().contains(u"loss step 10 %"_s)
                 && panel.unitText().contains(u"BMV 8"_s) && panel.unitText().contains(u"Regulars"_s),
             qPrintable(panel.unitText()));
    // Nothing ticked yet: 004-V3, Carry On 4/4, but no roll before a reason is chosen.
    QCOMPARE(odds(panel, u"CarryOn"_s), u"4/4"_s);
    QVERIFY(!child<QPushButton>(panel, u"rollButton"_s)->isEnabled());
    QVERIFY(panel.rollBlockedText().contains(u"Why it tests"_s));
    chooseListed(panel);
    QVERIFY(child<QPushButton>(panel, u"rollButton"_s)->isEnabled());
    child<QCheckBox>(panel, u"tick-flank"_s)->click();
    auto *friends = child<FanNeighbourTable>(panel, u"friendsTable"_s);
    QVERIFY(friends && friends->isVisibleTo(&panel));
    const int row = friends->rowOf(u"spears"_s);
    QVERIFY(row >= 0);
    QVERIFY(friends->rowOf(u"b20"_s) < 0); // not itself
    QVERIFY(friends->rowOf(u"orcs"_s) < 0); // not the other side
    friends->item(row, FanNeighbourTable::UnitColumn)->setCheckState(Qt::Checked);

    QCOMPARE(odds(panel, u"Rout"_s), u"0/4"_s);
    QCOMPARE(odds(panel, u"Retire"_s), u"1/4"_s);
    QCOMPARE(odds(panel, u"CarryOn"_s), u"3/4"_s);
    QCOMPARE(odds(panel, u"UA"_s), u"0/4"_s);
    QCOMPARE(child<QProgressBar>(panel, u"bar-CarryOn"_s)->value(), 3);
    const FanAssessment a = panel.assessment();
    QVERIFY(a.tests());
    QCOMPARE(a.lossStep, 10);
    QCOMPARE(a.bmv, 8);
    QCOMPARE(a.mmv, 7);
    QCOMPARE(a.chance(FanResult::Retire), quarters(1));
    QCOMPARE(a.chance(FanResult::CarryOn), quarters(3));
    const FanTestRequest r = panel.request();
    QCOMPARE(r.unitId, u"b20"_s);
    QCOMPARE(r.trigger, FanTrigger::Listed);
    QCOMPARE(r.listedTrigger, m_battle.profiles[0].whenToTest.at(0));
    QVERIFY(r.conditions.flank);
    QCOMPARE(r.conditions.friendsWithin10cm.size(), 1);
    const QString breakdown = panel.assessmentView()->breakdownText();
    QVERIFY2(breakdown.contains(u"\u22122  Unit is being attacked in flank"_s), qPrintable(breakdown));
    QVERIFY2(breakdown.contains(u"+1  Each free visible friendly character or unit within 10 cm"_s), qPrintable(breakdown));
    QVERIFY2(breakdown.contains(u"MMV 7"_s), qPrintable(breakdown));
    // Unticked again: BMV 8 and the friend, FMV 10-13.
    child<QCheckBox>(panel, u"tick-flank"_s)->click();
    QCOMPARE(panel.assessment().mmv, 9);
    QCOMPARE(odds(panel, u"CarryOn"_s), u"3/4"_s);
    QCOMPARE(odds(panel, u"UA"_s), u"1/4"_s);
}

void TestFanPanel::vector004V8()
{
    // Class A, 24 figures, 5 lost: 20 %, BMV 9; heavy cover +3 (18 of 19), magic −2: MMV 10, FMV 11-14.
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"a24"_s);
    chooseListed(panel);
    auto *heavy = child<QSpinBox>(panel, u"spin-heavy-cover"_s);
    QVERIFY(heavy);
    QCOMPARE(heavy->maximum(), 19); // the unit's figures now
    heavy->setValue(18);
    auto *magic = child<QCheckBox>(panel, u"tick-attacked-magic"_s);
    QVERIFY(magic);
    magic->click();
    QCOMPARE(odds(panel, u"Rout"_s), u"0/4"_s);
    QCOMPARE(odds(panel, u"Retire"_s), u"0/4"_s);
    QCOMPARE(odds(panel, u"CarryOn"_s), u"3/4"_s);
    QCOMPARE(odds(panel, u"UA"_s), u"1/4"_s);
    const FanAssessment a = panel.assessment();
    QCOMPARE(a.lossStep, 20);
    QCOMPARE(a.bmv, 9);
    QCOMPARE(a.mmv, 10);
    QCOMPARE(a.chance(FanResult::CarryOn), quarters(3));
    QCOMPARE(a.chance(FanResult::UncontrolledAdvance), quarters(1));
    QVERIFY(panel.request().conditions.attackedByMagic);
    QCOMPARE(panel.request().conditions.figuresInHeavyCover, 18);
}

void TestFanPanel::coverNeedsThreeQuarters()
{
    // C.3, 004-V10: 14 of 19 is under 75 % (56 < 57), 15 of 19 is not; light + heavy together make light cover.
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"a24"_s);
    chooseListed(panel);
    auto *heavy = child<QSpinBox>(panel, u"spin-heavy-cover"_s);
    auto *light = child<QSpinBox>(panel, u"spin-light-cover"_s);
    QVERIFY(heavy && light);
    heavy->setValue(14);
    QCOMPARE(panel.assessment().mmv, 9);
    heavy->setValue(15);
    QCOMPARE(panel.assessment().mmv, 12);
    heavy->setValue(10);
    light->setValue(5);
    QCOMPARE(panel.assessment().mmv, 10); // light +1 (C-8: that type or better)
    QVERIFY(child<QLabel>(panel, u"coverNote"_s)->text().contains(u"15 of 19"_s));
}

void TestFanPanel::routingFriendNotCounted()
{
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    chooseListed(panel);
    auto *friends = child<FanNeighbourTable>(panel, u"friendsTable"_s);
    const int archers = friends->rowOf(u"archers"_s);
    QVERIFY(archers >= 0);
    QVERIFY(friends->item(archers, 0)->text().contains(u"Routing"_s));
    friends->item(archers, FanNeighbourTable::UnitColumn)->setCheckState(Qt::Checked);
    FanAssessment a = panel.assessment();
    QCOMPARE(a.mmv, 8); // not counted: no +1
    QCOMPARE(a.notCounted.size(), 1);
    QVERIFY2(a.notCounted.first().contains(u"Fleeing Archers"_s), qPrintable(a.notCounted.first()));
    QString breakdown = panel.assessmentView()->breakdownText();
    QVERIFY2(breakdown.contains(u"Not counted: Fleeing Archers: routing or retiring units never count"_s), qPrintable(breakdown));
    // The Spearmen marked in combat with one click on that column: ticked as near and not counted either.
    const int spears = friends->rowOf(u"spears"_s);
    friends->item(spears, FanNeighbourTable::InCombatColumn)->setCheckState(Qt::Checked);
    QCOMPARE(friends->item(spears, FanNeighbourTable::UnitColumn)->checkState(), Qt::Checked);
    a = panel.assessment();
    QCOMPARE(a.mmv, 8);
    QCOMPARE(a.notCounted.size(), 2);
    breakdown = panel.assessmentView()->breakdownText();
    QVERIFY2(breakdown.contains(u"Spearmen: in combat"_s), qPrintable(breakdown));
    // Out of combat again: it counts.
    friends->item(spears, FanNeighbourTable::InCombatColumn)->setCheckState(Qt::Unchecked);
    QCOMPARE(panel.assessment().mmv, 9);
    // An enemy not visible is not counted; a visible one is (−1).
    auto *enemies = child<FanNeighbourTable>(panel, u"enemiesTable"_s);
    enemies->setMarks(u"orcs"_s, true, false, true);
    QCOMPARE(panel.assessment().mmv, 9);
    QVERIFY(panel.assessmentView()->breakdownText().contains(u"Orc Warband: not visible"_s));
    enemies->setMarks(u"orcs"_s, true, false, false);
    QCOMPARE(panel.assessment().mmv, 8);
}

void TestFanPanel::characterRefused()
{
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"ansel"_s);
    chooseListed(panel);
    const FanAssessment a = panel.assessment();
    QVERIFY(!a.tests());
    QVERIFY2(panel.assessmentView()->refusalText().contains(u"characters are immune"_s),
             qPrintable(panel.assessmentView()->refusalText()));
    QVERIFY(child<QLabel>(panel, u"refusals"_s)->isVisibleTo(&panel));
    QCOMPARE(odds(panel, u"CarryOn"_s), QString()); // the reasons stand in place of the odds
    for (const QString &name : {u"rollButton"_s, u"face1"_s, u"face4"_s}) {
        auto *b = child<QPushButton>(panel, name);
        QVERIFY(!b->isEnabled());
        QVERIFY2(b->toolTip().contains(u"immune"_s), qPrintable(b->toolTip()));
    }
    Sent sent;
    connect(&panel, &FanTestPanel::resolveRequested, this, [&sent](const FanTestRequest &, int, bool) { ++sent.calls; });
    child<QPushButton>(panel, u"face2"_s)->click();
    QCOMPARE(sent.calls, 0);
}

void TestFanPanel::typedFace()
{
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    Sent sent;
    connect(&panel, &FanTestPanel::resolveRequested, this, [&sent](const FanTestRequest &r, int d4, bool typed) {
        ++sent.calls;
        sent.request = r;
        sent.d4 = d4;
        sent.typed = typed;
    });
    auto *three = child<QPushButton>(panel, u"face3"_s);
    // Off with the reason first, then what it does.
    QVERIFY2(three->toolTip().startsWith(u"Choose why it tests"_s) && three->toolTip().contains(u"Your own D4 showed 3"_s),
             qPrintable(three->toolTip()));
    QTest::mouseClick(three, Qt::LeftButton); // no reason yet: nothing sent
    QCOMPARE(sent.calls, 0);
    chooseListed(panel);
    child<QCheckBox>(panel, u"tick-flank"_s)->click();
    QVERIFY2(three->toolTip().contains(u"Your own D4 showed 3"_s), qPrintable(three->toolTip()));
    QTest::mouseClick(three, Qt::LeftButton);
    QCOMPARE(sent.calls, 1);
    QCOMPARE(sent.d4, 3);
    QCOMPARE(sent.typed, true);
    QCOMPARE(sent.request.unitId, u"b20"_s);
    QVERIFY(sent.request.conditions.flank);
    // The program's die: a face 1-4, not typed.
    auto *roll = child<QPushButton>(panel, u"rollButton"_s);
    QVERIFY(!roll->toolTip().isEmpty());
    for (int i = 0; i < 20; ++i)
        QTest::mouseClick(roll, Qt::LeftButton);
    QCOMPARE(sent.calls, 21);
    QCOMPARE(sent.typed, false);
    QVERIFY(sent.d4 >= 1 && sent.d4 <= 4);
    // The engine takes what was sent as one test.
    FanBattle after = m_battle;
    const FanOutcome out = FanEngine::test(after, sent.request, 3, true);
    QVERIFY2(out.ok(), qPrintable(out.error));
}

void TestFanPanel::emptyBmvRow()
{
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"militia"_s);
    QVERIFY2(panel.unitText().contains(u"Basic Morale Values Chart has no row for Class C (Militia)"_s),
             qPrintable(panel.unitText()));
    chooseListed(panel);
    QVERIFY(!panel.assessment().tests());
    QVERIFY(!child<QPushButton>(panel, u"rollButton"_s)->isEnabled());
    QVERIFY(!child<QPushButton>(panel, u"face3"_s)->isEnabled());
    QVERIFY2(panel.rollBlockedText().contains(u"Basic Morale Values Chart"_s), qPrintable(panel.rollBlockedText()));
    QVERIFY2(panel.assessmentView()->refusalText().contains(u"Basic Morale Values Chart has no row for Class C (Militia)"_s),
             qPrintable(panel.assessmentView()->refusalText()));
    QVERIFY(child<QPushButton>(panel, u"rollButton"_s)->toolTip().contains(u"Basic Morale Values Chart"_s));
    // The same class of the finished sheet tests.
    m_battle.sides[0].units[5].race = m_battle.profiles[0].race;
    panel.setBattle(&m_battle);
    QVERIFY(panel.assessment().tests());
    QVERIFY(child<QPushButton>(panel, u"rollButton"_s)->isEnabled());
}

void TestFanPanel::timing()
{
    // C.4: a Retire obtained in phase 11 is carried out in phase 1 of the next turn; Carry On at once; after
    // combat every result waits for phase 1 of the next turn.
    m_battle.now = FanMoment{3, 11, 1};
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    // No reason yet: no timing.
    QCOMPARE(panel.assessmentView()->whenText(FanResult::CarryOn), QString());
    chooseListed(panel);
    child<QCheckBox>(panel, u"tick-flank"_s)->click();
    auto *friends = child<FanNeighbourTable>(panel, u"friendsTable"_s);
    friends->setMarks(u"spears"_s, true, false, false);
    QCOMPARE(odds(panel, u"Retire"_s), u"1/4"_s);
    const QString retire = panel.assessmentView()->whenText(FanResult::Retire);
    QVERIFY2(retire.contains(u"phase 1 of turn 4"_s), qPrintable(retire));
    QVERIFY2(panel.assessmentView()->whenText(FanResult::CarryOn).contains(u"at once"_s),
             qPrintable(panel.assessmentView()->whenText(FanResult::CarryOn)));
    QCOMPARE(panel.assessmentView()->whenText(FanResult::Rout), QString()); // 0/4: nothing to say
    child<QRadioButton>(panel, u"trigger-post-combat"_s)->click();
    QCOMPARE(panel.request().trigger, FanTrigger::PostCombat);
    QVERIFY(panel.assessmentView()->whenText(FanResult::CarryOn).contains(u"phase 1 of turn 4"_s));
    // In phase 5 a Retire is at once; an Uncontrolled Advance of a unit that has not moved charges in phase 6.
    m_battle.now = FanMoment{3, 5, 1};
    panel.setBattle(&m_battle);
    chooseListed(panel);
    QVERIFY(panel.assessmentView()->whenText(FanResult::Retire).contains(u"at once"_s));
    QCOMPARE(FanAssessmentView::when(m_battle, m_battle.sides[0].units[0], FanTrigger::Listed,
                                     FanResult::UncontrolledAdvance),
             u"at once; the charge starts in phase 6 and completes in phase 9 (C.4.1)"_s);
    QVERIFY(panel.findChild<QLabel *>(u"testMoment"_s)->text().contains(u"turn 3, phase 5"_s));
}

void TestFanPanel::rally()
{
    // C.4.2: the routing archers (routed in phase 6) try in the first half of phase 11.
    m_battle.now = FanMoment{3, 11, 1};
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    QVERIFY(!panel.findChild<QRadioButton *>(u"trigger-rally"_s)); // only for a routing unit
    QVERIFY(FanEngine::rallyQueue(m_battle).contains(u"archers"_s));
    panel.startRally(u"archers"_s);
    QCOMPARE(panel.unit(), u"archers"_s);
    auto *rallyButton = child<QRadioButton>(panel, u"trigger-rally"_s);
    QVERIFY(rallyButton && rallyButton->isChecked());
    QCOMPARE(panel.request().trigger, FanTrigger::Rally);
    // 004-V5's odds would need a character; here class C, 0 % losses: BMV 8, FMV 9-12: Retire 1/4, CO 2/4, UA 1/4.
    QCOMPARE(odds(panel, u"Retire"_s), u"1/4"_s);
    QCOMPARE(odds(panel, u"CarryOn"_s), u"2/4"_s);
    QVERIFY(panel.assessmentView()->whenText(FanResult::CarryOn).contains(u"rallies"_s));
    QVERIFY(panel.assessmentView()->whenText(FanResult::Retire).contains(u"keeps routing"_s));
    QVERIFY(child<QPushButton>(panel, u"rollButton"_s)->isEnabled());
    // Second half of phase 11: not now.
    m_battle.now.half = 2;
    panel.setBattle(&m_battle);
    QVERIFY(rallyButton->isChecked());
    QVERIFY(!child<QPushButton>(panel, u"rollButton"_s)->isEnabled());
    QVERIFY2(panel.rollBlockedText().contains(u"may not try to rally now"_s), qPrintable(panel.rollBlockedText()));
    // Rallied (Disordered): the rally button goes and the reason with it.
    m_battle.sides[0].units[3].state = FanUnitState::Disordered;
    panel.setBattle(&m_battle);
    QVERIFY(!panel.findChild<QRadioButton *>(u"trigger-rally"_s));
    QVERIFY(panel.rollBlockedText().contains(u"Why it tests"_s));
}

void TestFanPanel::ticksKept()
{
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    chooseListed(panel);
    child<QCheckBox>(panel, u"tick-flank"_s)->click();
    child<FanNeighbourTable>(panel, u"friendsTable"_s)->setMarks(u"spears"_s, true, false, false);
    child<FanNeighbourTable>(panel, u"enemiesTable"_s)->setMarks(u"orcs"_s, true, false, false);
    QCOMPARE(panel.assessment().mmv, 6);
    // Two more figures lost (20 % now, BMV 7): the unit, the reason and the ticks stay.
    m_battle.sides[0].units[0].currentFigures = 15;
    panel.setBattle(&m_battle);
    QCOMPARE(panel.unit(), u"b20"_s);
    QVERIFY(child<QCheckBox>(panel, u"tick-flank"_s)->isChecked());
    QVERIFY(child<QRadioButton>(panel, u"trigger-listed-0"_s)->isChecked());
    QCOMPARE(panel.assessment().bmv, 7);
    QCOMPARE(panel.assessment().mmv, 5);
    // The Spearmen destroyed: no longer offered, no longer counted.
    m_battle.sides[0].units[2].state = FanUnitState::Destroyed;
    panel.setBattle(&m_battle);
    QCOMPARE(child<FanNeighbourTable>(panel, u"friendsTable"_s)->rowOf(u"spears"_s), -1);
    QCOMPARE(panel.request().conditions.friendsWithin10cm.size(), 0);
    QCOMPARE(panel.assessment().mmv, 4);
    // The sheet's flank row removed: its tick goes; put back, it starts unticked.
    FanProfile &sheet = m_battle.profiles[0];
    const qsizetype flankAt = rowIndex(sheet, u"flank"_s);
    const FanModifier flank = sheet.modifiers.takeAt(flankAt);
    panel.setBattle(&m_battle);
    QCoreApplication::processEvents();
    QVERIFY(!panel.findChild<QCheckBox *>(u"tick-flank"_s));
    QVERIFY(!panel.request().conditions.flank);
    sheet.modifiers.insert(flankAt, flank);
    panel.setBattle(&m_battle);
    QCoreApplication::processEvents();
    QVERIFY(!child<QCheckBox>(panel, u"tick-flank"_s)->isChecked());
    // Another unit: nothing carried over.
    panel.setUnit(u"a24"_s);
    QCoreApplication::processEvents();
    QVERIFY(!child<QRadioButton>(panel, u"trigger-listed-0"_s)->isChecked());
    QCOMPARE(panel.request().conditions.enemiesWithin20cm.size(), 0);
    // No battle at all.
    panel.setBattle(nullptr);
    QCOMPARE(panel.unit(), QString());
    QVERIFY(panel.unitText().contains(u"Choose a unit in the roster"_s));
}

void TestFanPanel::onlyTheSheetsRows()
{
    // C.6: the inputs are the sheet's rows. A sheet with only flank, a per-instance race row and a ticked one.
    FanProfile &sheet = m_battle.profiles[0];
    const FanModifier flank = sheet.modifiers.at(rowIndex(sheet, u"flank"_s));
    FanModifier banners{u"banners"_s, u"Each war banner in sight"_s, 1, true, 2, FanModifierRole::Custom};
    FanModifier drums{u"drums"_s, u"War drums beating"_s, -1, false, std::nullopt, FanModifierRole::Custom};
    sheet.modifiers = {flank, banners, drums};
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    chooseListed(panel);
    QCoreApplication::processEvents();
    QVERIFY(child<QCheckBox>(panel, u"tick-flank"_s));
    QVERIFY(!panel.findChild<QCheckBox *>(u"tick-rear"_s));
    QVERIFY(!panel.findChild<QSpinBox *>(u"spin-heavy-cover"_s));
    QVERIFY(!panel.findChild<FanNeighbourTable *>(u"friendsTable"_s)->isVisibleTo(&panel));
    auto *count = child<QSpinBox>(panel, u"custom-banners"_s);
    auto *tick = child<QCheckBox>(panel, u"custom-drums"_s);
    QVERIFY(count && tick);
    count->setValue(3); // capped at 2 (C-7)
    tick->click();
    const FanAssessment a = panel.assessment();
    QCOMPARE(a.mmv, 8 + 2 - 1);
    QCOMPARE(panel.request().conditions.custom.value(u"banners"_s), 3);
    QCOMPARE(panel.request().conditions.custom.value(u"drums"_s), 1);
}

void TestFanPanel::fitsTheScreen_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QSize>("size");
    // The whole screen less a taskbar, and a window's tab beside a roster.
    for (const QString &language : {u"en"_s, u"de"_s}) {
        QTest::newRow(qPrintable(language + u" 1366x728"_s)) << language << QSize(1366, 728);
        QTest::newRow(qPrintable(language + u" 900x520"_s)) << language << QSize(900, 520);
    }
}

void TestFanPanel::fitsTheScreen()
{
    QFETCH(QString, language);
    QFETCH(QSize, size);
    const InstalledLanguage installed(language);
    if (language != u"en"_s)
        QVERIFY(installed.catalogues() > 0);
    m_battle.now = FanMoment{3, 11, 1};
    // Long names and a long trigger, as a club's sheet may have them.
    m_battle.profiles[0].whenToTest << u"A friendly unit within 20 cm routs or is destroyed, or the general of the army is killed by any means whatsoever"_s;
    m_battle.sides[0].units[2].name = u"The Most Honourable Company of Spearmen of the Northern Marches"_s;
    FanTestPanel panel;
    panel.setBattle(&m_battle);
    panel.setUnit(u"b20"_s);
    chooseListed(panel);
    child<QCheckBox>(panel, u"tick-flank"_s)->click();
    child<FanNeighbourTable>(panel, u"friendsTable"_s)->setMarks(u"spears"_s, true, false, false);
    child<FanNeighbourTable>(panel, u"friendsTable"_s)->setMarks(u"archers"_s, true, true, false);
    child<FanNeighbourTable>(panel, u"enemiesTable"_s)->setMarks(u"troll"_s, true, false, false);
    child<QCheckBox>(panel, u"tick-attacked-magic"_s)->click();
    panel.resize(size);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QCoreApplication::processEvents();
    QCOMPARE(panel.size(), size);
    QVERIFY(odds(panel, u"Retire"_s).contains(u"/4"_s));

    const QStringList problems = clippedTexts(&panel);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QStringList squeezed;
    for (const QWidget *w : panel.findChildren<QWidget *>()) {
        if (w->isVisibleTo(&panel) && (w->width() <= 0 || w->height() <= 0))
            squeezed << describe(w);
    }
    QVERIFY2(squeezed.isEmpty(), qPrintable(squeezed.join(u'\n')));
    // The roll, the faces and the odds are in sight without scrolling; the modifiers scroll on their own.
    QList<QAbstractButton *> roll{child<QPushButton>(panel, u"rollButton"_s)};
    for (int face = 1; face <= 4; ++face)
        roll << child<QPushButton>(panel, u"face%1"_s.arg(face));
    const QStringList hidden = notInSight(roll);
    QVERIFY2(hidden.isEmpty(), qPrintable(hidden.join(u'\n')));
    for (const QString &key : {u"Rout"_s, u"Retire"_s, u"CarryOn"_s, u"UA"_s})
        QVERIFY2(fullyVisible(child<QLabel>(panel, u"odds-"_s + key)), qPrintable(key));
    auto *scroll = child<QScrollArea>(panel, u"situationScroll"_s);
    QVERIFY(scroll);
    QStringList wide;
    for (const QWidget *w : scroll->widget()->findChildren<QWidget *>()) {
        if (w->isVisibleTo(scroll) && w->minimumSizeHint().width() > scroll->viewport()->width() / 2)
            wide << u"%1 needs %2"_s.arg(describe(w)).arg(w->minimumSizeHint().width());
    }
    QVERIFY2(scroll->widget()->width() <= scroll->viewport()->width(),
             qPrintable(u"%1 in %2: %3"_s.arg(scroll->widget()->width()).arg(scroll->viewport()->width()).arg(wide.join(u'\n'))));
    // A rebuild while shown (another unit, then back) leaves nothing clipped.
    panel.setUnit(u"a24"_s);
    panel.setUnit(u"b20"_s);
    // The new inputs are shown and laid out by posted events (QLayout shows a new child later).
    for (int pass = 0; pass < 3; ++pass)
        QCoreApplication::processEvents();
    const QStringList again = clippedTexts(&panel);
    QVERIFY2(again.isEmpty(), qPrintable(again.join(u'\n')));
}

QTEST_MAIN(TestFanPanel)
#include "tst_fan_panel.moc"
