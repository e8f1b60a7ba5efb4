// Part B's small tables besides the vectors: the B.2.1/B.2.2 fire-loss triggers by phase, formed units (B-12),
// the B.3.4 bands at their edges and the B.3.6 state transitions with the B.3.5 groupings and their switches.

#include "NapFixtures.h"

#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/rules/NapTriggers.h"

#include <QtTest>

using namespace md;
using namespace md::test::nap;

class TestNapRulesTransitions : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void fireLossTriggers_data();
    void fireLossTriggers();
    void formedUnits();
    void bands_data();
    void bands();
    void transitions_data();
    void transitions();
};

void TestNapRulesTransitions::fireLossTriggers_data()
{
    QTest::addColumn<NapPhase>("phase");
    QTest::addColumn<QString>("circumstance"); // empty: no check
    QTest::addColumn<bool>("instantaneous");
    // B.2.1 I-a in the Facing, Formation, Movement and Shock Combat Phases; B.2.2 P-a, P-b at the phase's end.
    QTest::newRow("Facing") << NapPhase::Facing << u"I-a"_s << true;
    QTest::newRow("Formation") << NapPhase::Formation << u"I-a"_s << true;
    QTest::newRow("Movement") << NapPhase::Movement << u"I-a"_s << true;
    QTest::newRow("Declared Cavalry Charge") << NapPhase::DeclaredCavalryCharge << QString() << false;
    QTest::newRow("Shock Combat") << NapPhase::ShockCombat << u"I-a"_s << true;
    QTest::newRow("Reciprocal Artillery Fire") << NapPhase::ReciprocalArtilleryFire << u"P-a"_s << false;
    QTest::newRow("Reciprocal Infantry/Cavalry Fire") << NapPhase::ReciprocalInfantryFire << u"P-b"_s << false;
    QTest::newRow("Rally") << NapPhase::Rally << QString() << false;
    QTest::newRow("Army Morale Fatigue") << NapPhase::ArmyMoraleFatigue << QString() << false;
}

void TestNapRulesTransitions::fireLossTriggers()
{
    QFETCH(NapPhase, phase);
    QFETCH(QString, circumstance);
    QFETCH(bool, instantaneous);
    const auto c = NapTriggers::fromFireLoss(phase);
    QCOMPARE(c ? enumKey(*c) : QString(), circumstance);
    if (c)
        QCOMPARE(NapTriggers::instantaneous(*c), instantaneous);
}

void TestNapRulesTransitions::formedUnits()
{
    // B-12: formed = close order, not routed.
    NapUnit u = makeUnit(u"u"_s, NapUnitType::Infantry, 6, 12);
    QVERIFY(NapTriggers::formed(u));
    u.state = NapUnitState::Disordered;
    QVERIFY(NapTriggers::formed(u));
    u.state = NapUnitState::Routed;
    QVERIFY(!NapTriggers::formed(u));
    u.state = NapUnitState::Good;
    u.formation = NapFormation::OpenOrderPartial;
    QVERIFY(!NapTriggers::formed(u));
    QVERIFY(!NapTriggers::formed(makeUnit(u"s"_s, NapUnitType::Skirmish, 6, 3)));
    QVERIFY(NapTriggers::clusterTooBig(13));
    QVERIFY(!NapTriggers::clusterTooBig(12));
}

void TestNapRulesTransitions::bands_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<int>("target");
    QTest::addColumn<NapResult>("result");
    // B.3.4, B-2: margin <= 0 pass, 1-4 Disordered, >= 5 Routed.
    QTest::newRow("margin -9") << 1 << 10 << NapResult::Pass;
    QTest::newRow("margin 0") << 5 << 5 << NapResult::Pass;
    QTest::newRow("margin 1") << 6 << 5 << NapResult::Disordered;
    QTest::newRow("margin 4") << 9 << 5 << NapResult::Disordered;
    QTest::newRow("margin 5") << 10 << 5 << NapResult::Routed;
    QTest::newRow("T below 0, roll 1") << 1 << -3 << NapResult::Disordered;
    QTest::newRow("T below 0, roll 2") << 2 << -3 << NapResult::Routed;
    QTest::newRow("T above 10") << 10 << 12 << NapResult::Pass;
}

void TestNapRulesTransitions::bands()
{
    QFETCH(int, roll);
    QFETCH(int, target);
    QFETCH(NapResult, result);
    QCOMPARE(NapCheck::band(roll, target), result);
    // Outside the Shock Combat Phase the roll is the band (15.28 only there).
    int delta = 7;
    QCOMPARE(NapCheck::resolve(target, roll, false, &delta), result);
    QCOMPARE(delta, 0);
}

void TestNapRulesTransitions::transitions_data()
{
    QTest::addColumn<NapUnitState>("state");
    QTest::addColumn<NapResult>("result");
    QTest::addColumn<NapTesterKind>("tester");
    QTest::addColumn<bool>("escalates");     // B-14
    QTest::addColumn<bool>("notDisordered"); // B-10
    QTest::addColumn<NapUnitState>("after");
    const auto good = NapUnitState::Good;
    const auto dis = NapUnitState::Disordered;
    const auto routed = NapUnitState::Routed;
    const auto single = NapTesterKind{};
    const auto square = NapTesterKind::Formation;
    const auto skirm = NapTesterKind::DeployedSkirmishers;
    const auto cluster = NapTesterKind::Cluster;
    // B.3.6.
    QTest::newRow("Good, pass") << good << NapResult::Pass << single << false << false << good;
    QTest::newRow("Good, disorder") << good << NapResult::Disordered << single << false << false << dis;
    QTest::newRow("Good, rout") << good << NapResult::Routed << single << false << false << routed;
    QTest::newRow("Disordered, pass stays Disordered") << dis << NapResult::Pass << single << false << false << dis;
    QTest::newRow("Disordered, disorder (B-14)") << dis << NapResult::Disordered << single << false << false << dis;
    QTest::newRow("Disordered, disorder escalating (B-14 option)") << dis << NapResult::Disordered << single << true << false << routed;
    QTest::newRow("Disordered, rout") << dis << NapResult::Routed << single << false << false << routed;
    QTest::newRow("Routed takes no check (X-g)") << routed << NapResult::Disordered << single << false << false << routed;
    // B.3.5.
    QTest::newRow("formation, disorder: all Disordered") << good << NapResult::Disordered << square << false << false << dis;
    QTest::newRow("formation, rout") << good << NapResult::Routed << square << false << false << routed;
    QTest::newRow("skirmishers 1-4: Disordered (B-10)") << good << NapResult::Disordered << skirm << false << false << dis;
    QTest::newRow("skirmishers 1-4: not Disordered (B-10 option)") << good << NapResult::Disordered << skirm << false << true << good;
    QTest::newRow("skirmishers 5+: Routed") << good << NapResult::Routed << skirm << false << true << routed;
    QTest::newRow("cluster 1-4: state kept (15.24)") << good << NapResult::Disordered << cluster << false << false << good;
    QTest::newRow("cluster 5+: never routs (15.24)") << dis << NapResult::Routed << cluster << false << false << dis;
    // B.4.4.
    QTest::newRow("rallied: Disordered") << routed << NapResult::Rallied << single << false << false << dis;
    QTest::newRow("rally failed: still Routed") << routed << NapResult::RallyFailed << single << false << false << routed;
    QTest::newRow("removed") << routed << NapResult::Removed << single << false << false << NapUnitState::Eliminated;
}

void TestNapRulesTransitions::transitions()
{
    QFETCH(NapUnitState, state);
    QFETCH(NapResult, result);
    QFETCH(NapTesterKind, tester);
    QFETCH(bool, escalates);
    QFETCH(bool, notDisordered);
    QFETCH(NapUnitState, after);
    NapRules rules;
    rules.disorderEscalates = escalates;
    rules.skirmisherFailureNotDisordered = notDisordered;
    QCOMPARE(NapCheck::next(state, result, tester, rules), after);
}

QTEST_GUILESS_MAIN(TestNapRulesTransitions)
#include "tst_nap_rules_transitions.moc"
