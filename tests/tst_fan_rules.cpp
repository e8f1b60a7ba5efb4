// Fantasy BMV + D4 against Part C of the specification: every C.7 vector (the seed's own examples first), with
// C.6's PLACEHOLDER profile from a test fixture, so these test the engine and not the real rules; the eligibility
// rules of C.3 step 3, the exemptions of C.2, the timing of C.4, and the one switch (C.3) at both settings.

#include "FanFixtures.h"
#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanTiming.h"

Q_DECLARE_METATYPE(md::fantasy::FanTestInput)

using namespace md;
using namespace md::test;

namespace {

FanTestInput unit(FanClass c, int start, int lost)
{
    FanTestInput in;
    in.moraleClass = c;
    in.startFigures = start;
    in.currentFigures = start - lost;
    in.listedTrigger = u"Unit suffers casualties from missile fire"_s;
    return in;
}

FanNeighbour near(const QString &name, FanUnitKind kind = FanUnitKind::Regiment,
                  FanUnitState state = FanUnitState::Normal, bool inCombat = false, bool visible = true)
{
    return {name, kind, state, visible, inCombat};
}

QStringList keys(const Modifiers &m)
{
    QStringList out;
    for (const Modifier &x : m)
        out << u"%1 %2%3"_s.arg(x.key, x.delta > 0 ? u"+"_s : QString()).arg(x.delta);
    return out;
}

} // namespace

class TestFanRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { m_profile = placeholderProfile(); }
    void v1GoblinRaiders();
    void v2LossSteps_data();
    void v2LossSteps();
    void vectors_data();
    void vectors();
    void v5AsARallyTest();
    void v10Cover_data();
    void v10Cover();
    void v11Exemptions();
    void v12RoutObstacle();
    void v13Timing();
    void v14RoutingUnitCharged();
    void friendsAndEnemiesWhoCount();
    void characterKilledReplacesControl();
    void engagedTwiceAndHalf();
    void perInstanceCap();
    void attacksOneOrSeparate();
    void uncontrolledAdvanceCharge();
    void triggersAreTheRaces();
    void badInputsAreRefused();

private:
    FanProfile m_profile;
};

// 004-V1 (SEED-EX): 20 western goblin raiders, 3 casualties (15 %): step 10 %, BMV 8 (placeholder B/10 %).
void TestFanRules::v1GoblinRaiders()
{
    QCOMPARE(FanLosses::lossStep(20, 17), 10);
    const FanAssessment a = FanTest::assess(m_profile, unit(FanClass::B, 20, 3));
    QVERIFY(a.tests());
    QCOMPARE(a.lossStep, 10);
    QCOMPARE(a.bmv, 8);
}

// 004-V2 (RULE, C.3 step 1, C-12): losses rounded down to the nearest 10 %; all lost: no test.
void TestFanRules::v2LossSteps_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("step"); // -1: destroyed
    QTest::newRow("20,2") << 20 << 2 << 10;
    QTest::newRow("20,1") << 20 << 1 << 0;
    QTest::newRow("30,29") << 30 << 29 << 90;
    QTest::newRow("12,4") << 12 << 4 << 30;
    QTest::newRow("7,7") << 7 << 7 << -1;
    QTest::newRow("10,0") << 10 << 0 << 0;
    QTest::newRow("9,1") << 9 << 1 << 10;
    QTest::newRow("15,14") << 15 << 14 << 90;
}

void TestFanRules::v2LossSteps()
{
    QFETCH(int, start);
    QFETCH(int, lost);
    QFETCH(int, step);
    QCOMPARE(FanLosses::lossStep(start, start - lost).value_or(-1), step);
    if (step < 0)
        QVERIFY(!FanTest::assess(m_profile, unit(FanClass::A, start, lost)).tests());
}

// 004-V3 … V9 (PLACEHOLDER): BMV, the modifiers, MMV, and the odds of each result in quarters.
void TestFanRules::vectors_data()
{
    QTest::addColumn<FanTestInput>("input");
    QTest::addColumn<int>("bmv");
    QTest::addColumn<int>("mmv");
    QTest::addColumn<QList<int>>("quarters"); // Rout, Retire, CarryOn, UA

    QTest::newRow("004-V3") << unit(FanClass::B, 20, 3) << 8 << 8 << QList{0, 0, 4, 0};

    FanTestInput v4 = unit(FanClass::B, 20, 3);
    v4.conditions.flank = true;
    v4.conditions.friendsWithin10cm = {near(u"Wolf riders"_s)};
    QTest::newRow("004-V4") << v4 << 8 << 7 << QList{0, 1, 3, 0};

    FanTestInput v5 = unit(FanClass::C, 10, 4);
    v5.conditions.characterInControl = true;
    QTest::newRow("004-V5") << v5 << 4 << 6 << QList{1, 2, 1, 0};

    FanTestInput v6 = unit(FanClass::A, 12, 0);
    v6.conditions.hatedFoeWithin20cm = true;
    v6.conditions.friendsWithin10cm = {near(u"Spears"_s), near(u"Bows"_s)};
    QTest::newRow("004-V6") << v6 << 10 << 13 << QList{0, 0, 0, 4};

    FanTestInput v7 = unit(FanClass::C, 16, 9);
    v7.conditions.rear = true;
    v7.conditions.lostLastRound = true;
    v7.conditions.enemiesWithin20cm = {near(u"Trolls"_s, FanUnitKind::Monster), near(u"Knights"_s)};
    QTest::newRow("004-V7") << v7 << 3 << -4 << QList{4, 0, 0, 0};

    FanTestInput v8 = unit(FanClass::A, 24, 5);
    v8.conditions.figuresInHeavyCover = 19;
    v8.conditions.attackedByMagic = true;
    QTest::newRow("004-V8") << v8 << 9 << 10 << QList{0, 0, 3, 1};

    FanTestInput v9 = unit(FanClass::B, 10, 1);
    v9.conditions.enemyFiguresEngaged = 18;
    v9.conditions.characterKilled = true;
    QTest::newRow("004-V9") << v9 << 8 << 3 << QList{3, 1, 0, 0};
}

void TestFanRules::vectors()
{
    QFETCH(FanTestInput, input);
    QFETCH(int, bmv);
    QFETCH(int, mmv);
    QFETCH(QList<int>, quarters);
    const FanAssessment a = FanTest::assess(m_profile, input);
    QVERIFY2(a.tests(), qPrintable(a.refusals.join(u"; "_s)));
    QCOMPARE(a.bmv, bmv);
    QCOMPARE(a.mmv, mmv);
    int total = 0;
    for (int r = 0; r < 4; ++r) {
        QCOMPARE(a.chance(FanResult(r)), test::quarters(quarters[r]));
        total += quarters[r];
    }
    QCOMPARE(total, 4);
    // The four faces of the D4 resolved one by one give the same count per result (C.3 steps 4-5).
    std::array<int, 4> faces{};
    for (int d4 = 1; d4 <= 4; ++d4)
        ++faces[static_cast<size_t>(FanTest::resolve(m_profile, input.moraleClass, a, d4))];
    for (int r = 0; r < 4; ++r)
        QCOMPARE(faces[static_cast<size_t>(r)], quarters[r]);
}

// 004-V5 as a phase-11 rally test (C-3): passes on CO or UA only, P = 1/4, then Disordered.
void TestFanRules::v5AsARallyTest()
{
    FanTestInput in = unit(FanClass::C, 10, 4);
    in.conditions.characterInControl = true;
    in.trigger = FanTrigger::Rally;
    in.state = FanUnitState::Routing;
    const FanAssessment a = FanTest::assess(m_profile, in);
    QVERIFY(a.tests());
    QCOMPARE(a.chance(FanResult::CarryOn), quarters(1));
    QCOMPARE(a.chance(FanResult::UncontrolledAdvance), quarters(0));
    QVERIFY(FanTest::rallies(FanTest::resolve(m_profile, FanClass::C, a, 4)));
    for (int d4 = 1; d4 <= 3; ++d4)
        QVERIFY(!FanTest::rallies(FanTest::resolve(m_profile, FanClass::C, a, d4)));
    // A unit that is not routing has nothing to rally from.
    in.state = FanUnitState::Normal;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
}

// 004-V10 (RULE): 75 % of the figures in cover: 4 · inCover >= 3 · current.
void TestFanRules::v10Cover_data()
{
    QTest::addColumn<int>("inCover");
    QTest::addColumn<int>("current");
    QTest::addColumn<bool>("holds");
    QTest::newRow("7/10") << 7 << 10 << false;
    QTest::newRow("8/10") << 8 << 10 << true;
    QTest::newRow("9/12 exactly 75 %") << 9 << 12 << true;
    QTest::newRow("2/3") << 2 << 3 << false;
}

void TestFanRules::v10Cover()
{
    QFETCH(int, inCover);
    QFETCH(int, current);
    QFETCH(bool, holds);
    QCOMPARE(FanLosses::coverHolds(inCover, current), holds);
    // C-8: mixed cover takes the best type that 75 % are in, better cover counting too.
    QCOMPARE(FanLosses::bestCover(inCover, 0, 0, current), holds ? FanCover::Light : FanCover::None);
}

// 004-V11 (SEED-EX rule): characters and controlled skeletons never test; skeletons go with their controller.
void TestFanRules::v11Exemptions()
{
    FanTestInput in = unit(FanClass::A, 1, 0);
    in.kind = FanUnitKind::Character;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
    in.kind = FanUnitKind::Skeletons;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
    QVERIFY(!FanTest::skeletonsRemoved(false, false));
    QVERIFY(FanTest::skeletonsRemoved(false, true));
    QVERIFY(FanTest::skeletonsRemoved(true, false)); // C-14: wounded is enough
    in.kind = FanUnitKind::Regiment;
    in.exemptBySpell = true;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
}

// 004-V12 (SEED-EX rule): D6 1-3 right, 4-6 left, each 1/2.
void TestFanRules::v12RoutObstacle()
{
    int right = 0;
    for (int d6 = 1; d6 <= 6; ++d6)
        right += FanTiming::obstacleTurnsRight(d6) ? 1 : 0;
    QCOMPARE(Fraction(right, 6), Fraction(1, 2));
    QVERIFY(FanTiming::obstacleTurnsRight(3));
    QVERIFY(!FanTiming::obstacleTurnsRight(4));
}

// 004-V13 (SEED-EX rule, C.4.2, C-4): when a routed unit may first rally; when a Retire is carried out.
void TestFanRules::v13Timing()
{
    QCOMPARE(FanTiming::firstRally({3, 6, 1}), (FanMoment{3, 11, 1}));
    QCOMPARE(FanTiming::firstRally({3, 11, 2}), (FanMoment{4, 11, 1}));
    QCOMPARE(FanTiming::firstRally({3, 11, 1}), (FanMoment{4, 11, 1})); // C-4
    QCOMPARE(FanTiming::carriedOut(FanResult::Retire, FanTrigger::PostCombat, {3, 10, 1}), (FanMoment{4, 1, 1}));
    QCOMPARE(FanTiming::carriedOut(FanResult::Retire, FanTrigger::Listed, {3, 11, 1}), (FanMoment{4, 1, 1}));
    QCOMPARE(FanTiming::carriedOut(FanResult::Retire, FanTrigger::Listed, {3, 5, 1}), (FanMoment{3, 5, 1}));
    QCOMPARE(FanTiming::carriedOut(FanResult::Rout, FanTrigger::Rally, {3, 11, 1}), (FanMoment{4, 1, 1}));
    QCOMPARE(FanTiming::carriedOut(FanResult::CarryOn, FanTrigger::Rally, {3, 11, 1}), (FanMoment{3, 11, 1}));
    QCOMPARE(FanTiming::characterRallies({3, 6, 1}), (FanMoment{4, 1, 1}));
}

// 004-V14 (SEED-EX rule): a routing unit of 12 charged by 5 figures in contact: no reply, 7 left.
void TestFanRules::v14RoutingUnitCharged()
{
    QCOMPARE(FanLosses::routingUnitCharged(12, 5), 7);
    QCOMPARE(FanLosses::routingUnitCharged(3, 5), 0);
}

// C.3 step 3: a friend counts when free (out of combat), visible and neither routing nor retiring, and never
// when a monster; an enemy monster counts.
void TestFanRules::friendsAndEnemiesWhoCount()
{
    FanTestInput in = unit(FanClass::B, 20, 0);
    in.conditions.friendsWithin10cm = {
        near(u"Spears"_s),
        near(u"Dragon"_s, FanUnitKind::Monster),
        near(u"Archers"_s, FanUnitKind::Regiment, FanUnitState::Routing),
        near(u"Cavalry"_s, FanUnitKind::Regiment, FanUnitState::Retiring),
        near(u"Axes"_s, FanUnitKind::Regiment, FanUnitState::Normal, true),
        near(u"Scouts"_s, FanUnitKind::Regiment, FanUnitState::Normal, false, false),
        near(u"General"_s, FanUnitKind::Character),
    };
    in.conditions.enemiesWithin20cm = {near(u"Giant"_s, FanUnitKind::Monster),
                                       near(u"Fleeing orcs"_s, FanUnitKind::Regiment, FanUnitState::Routing)};
    const FanAssessment a = FanTest::assess(m_profile, in);
    QCOMPARE(keys(a.modifiers), QStringList({u"friend-near +2"_s, u"enemy-near -1"_s}));
    QCOMPARE(a.notCounted.size(), 6);
    QVERIFY(a.notCounted.first().startsWith(u"Dragon: "_s));
}

// C-9: a character killed this turn gives only "killed", never also "in control".
void TestFanRules::characterKilledReplacesControl()
{
    FanTestInput in = unit(FanClass::B, 20, 0);
    in.conditions.characterInControl = true;
    QCOMPARE(keys(FanTest::assess(m_profile, in).modifiers), QStringList{u"character-in-control +2"_s});
    in.conditions.characterKilled = true;
    QCOMPARE(keys(FanTest::assess(m_profile, in).modifiers), QStringList{u"character-killed -3"_s});
}

// C-6: twice is at least 2x the unit's current figures, half at most 1/2x; half never for a monster (C-15).
void TestFanRules::engagedTwiceAndHalf()
{
    QVERIFY(FanLosses::enemyTwice(20, 10));
    QVERIFY(!FanLosses::enemyTwice(19, 10));
    QVERIFY(FanLosses::enemyHalf(5, 10, FanUnitKind::Regiment));
    QVERIFY(!FanLosses::enemyHalf(6, 10, FanUnitKind::Regiment));
    QVERIFY(!FanLosses::enemyHalf(5, 10, FanUnitKind::Monster));
    FanTestInput in = unit(FanClass::B, 10, 0);
    in.conditions.enemyFiguresEngaged = 5;
    QCOMPARE(keys(FanTest::assess(m_profile, in).modifiers), QStringList{u"enemy-half +1"_s});
    in.kind = FanUnitKind::Monster;
    QCOMPARE(keys(FanTest::assess(m_profile, in).modifiers), QStringList());
}

// C-7: per instance without limit unless the sheet gives a cap.
void TestFanRules::perInstanceCap()
{
    FanTestInput in = unit(FanClass::A, 12, 0);
    for (int i = 0; i < 5; ++i)
        in.conditions.friendsWithin10cm.append(near(u"Friend %1"_s.arg(i)));
    QCOMPARE(FanTest::assess(m_profile, in).mmv, 15);
    FanProfile capped = m_profile;
    for (FanModifier &m : capped.modifiers) {
        if (m.role == FanModifierRole::FriendNear)
            m.cap = 2;
    }
    QCOMPARE(FanTest::assess(capped, in).mmv, 12);
    // The race's own rows are counted by the players, capped the same way.
    capped.modifiers.append({u"banner"_s, u"Each magic banner"_s, 1, true, 1, FanModifierRole::Custom});
    in.conditions.custom.insert(u"banner"_s, 3);
    QCOMPARE(FanTest::assess(capped, in).mmv, 13);
}

// C.3 "MAGIC/MONSTER/UNDEAD": one modifier however many apply; with the switch, one per kind.
void TestFanRules::attacksOneOrSeparate()
{
    FanTestInput in = unit(FanClass::A, 12, 0);
    in.conditions.attackedByMagic = true;
    in.conditions.attackedByMonster = true;
    in.conditions.attackedByUndead = true;
    QCOMPARE(FanTest::assess(m_profile, in).mmv, 8);
    FanRules separate;
    separate.attacksSeparate = true;
    QCOMPARE(FanTest::assess(m_profile, in, separate).mmv, 4);
    // A sheet that lists them apart: the most adverse one by default, each its own with the switch.
    FanProfile apart = m_profile;
    apart.modifiers.removeIf([](const FanModifier &m) { return m.role == FanModifierRole::Attacked; });
    apart.modifiers.append({u"magic"_s, u"Attacked by magic"_s, -1, false, {}, FanModifierRole::AttackedByMagic});
    apart.modifiers.append({u"monster"_s, u"Attacked by monster"_s, -3, false, {}, FanModifierRole::AttackedByMonster});
    QCOMPARE(keys(FanTest::assess(apart, in).modifiers), QStringList{u"monster -3"_s});
    QCOMPARE(keys(FanTest::assess(apart, in, separate).modifiers), QStringList({u"magic -1"_s, u"monster -3"_s}));
}

// C.4.1: not yet moved: phase 4 or 6, whichever comes first after the result; moved: phase 1 next turn.
void TestFanRules::uncontrolledAdvanceCharge()
{
    FanUaPlan p = FanTiming::uncontrolledAdvance({2, 2, 1}, false);
    QVERIFY(!p.delayed);
    QCOMPARE(p.starts, (FanMoment{2, 4, 1}));
    p = FanTiming::uncontrolledAdvance({2, 4, 1}, false);
    QCOMPARE(p.starts, (FanMoment{2, 6, 1}));
    p = FanTiming::uncontrolledAdvance({2, 5, 1}, true);
    QVERIFY(p.delayed);
    QCOMPARE(p.starts, (FanMoment{3, 1, 1}));
    p = FanTiming::uncontrolledAdvance({2, 8, 1}, false);
    QVERIFY(p.delayed);
}

// C.2: the race's list decides; an event not on it is no trigger; a monster with no list never tests (C-15).
void TestFanRules::triggersAreTheRaces()
{
    FanTestInput in = unit(FanClass::B, 20, 0);
    QVERIFY(FanTest::assess(m_profile, in).tests());
    in.listedTrigger = u"Sees a ghost"_s;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
    in.trigger = FanTrigger::UaTarget;
    QVERIFY(FanTest::assess(m_profile, in).tests());
    // A monster tests on its sheet's list, and never when the list is empty, whatever calls for the test.
    in.kind = FanUnitKind::Monster;
    QVERIFY(FanTest::assess(m_profile, in).tests());
    FanProfile noList = m_profile;
    noList.whenToTest.clear();
    for (FanTrigger t : {FanTrigger::Listed, FanTrigger::UaTarget, FanTrigger::PostCombat}) {
        in.trigger = t;
        in.listedTrigger = u"Unit suffers casualties from missile fire"_s;
        QVERIFY(!FanTest::assess(noList, in).tests());
    }
    in.kind = FanUnitKind::Regiment;
    QVERIFY(FanTest::assess(noList, in).tests()); // post-combat: a regiment needs no list entry
}

// Bad inputs are refused with a reason, never counted: cover beyond the unit, negative counts, a faulty sheet.
void TestFanRules::badInputsAreRefused()
{
    FanTestInput in = unit(FanClass::B, 10, 0);
    in.conditions.figuresInHeavyCover = 8;
    in.conditions.figuresInMediumCover = 8;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
    in.conditions.figuresInMediumCover = -1;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
    in.conditions.figuresInMediumCover = 0;
    in.conditions.enemyFiguresEngaged = -3;
    QVERIFY(!FanTest::assess(m_profile, in).tests());
    in.conditions.enemyFiguresEngaged = 0;
    FanProfile faulty = m_profile;
    faulty.modifiers[1].cap = 0;
    const FanAssessment a = FanTest::assess(faulty, in);
    QCOMPARE(a.refusals.size(), 1);
    QVERIFY2(a.refusals.first().contains(u"$.modifiers[1].cap"_s), qPrintable(a.refusals.first()));
    // An enemy character is no "enemy monster or unit" (C.3).
    in.conditions.figuresInHeavyCover = 0;
    in.conditions.enemiesWithin20cm = {near(u"Warlord"_s, FanUnitKind::Character)};
    QCOMPARE(keys(FanTest::assess(m_profile, in).modifiers), QStringList());
}

QTEST_GUILESS_MAIN(TestFanRules)
#include "tst_fan_rules.moc"
