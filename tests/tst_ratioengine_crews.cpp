// The rules engine (RatioEngine) against the specification (shared/rules/ratio-morale.md): vehicle crews (R10):
// survivors, bail-out, the Bailed crew rule, explosive destruction and interceptive fire.
#include "RatioEngineFixtures.h"

#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestRatioEngineCrews : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // R10
    void r10_crewSurvivors_data();
    void r10_crewSurvivors();
    void r10_bailOutOnlyWhenBrokenAndImmobile_data();
    void r10_bailOutOnlyWhenBrokenAndImmobile();
    void r10_bailedCrewSeedExample_data();
    void r10_bailedCrewSeedExample();
    void r10_withoutBailedCrewRuleSurvivorsAreKeptAndMarked();
    void r10_bailedCrewOptionChangesNoCheck_data();
    void r10_bailedCrewOptionChangesNoCheck();
    void r6r10_survivorsCheckWhenTheirVehicleWould_data();
    void r6r10_survivorsCheckWhenTheirVehicleWould();
    void r10_explosiveDestructionSurvivorsCheckLikeBailedCrew_data();
    void r10_explosiveDestructionSurvivorsCheckLikeBailedCrew();
    void r6r10_losingAVehicleMarksTheRestOfItsUnit_data();
    void r6r10_losingAVehicleMarksTheRestOfItsUnit();
    void r10_interceptiveFire_data();
    void r10_interceptiveFire();
};

// ---------------------------------------------------------------------------------------------
// R10

void TestRatioEngineCrews::r10_crewSurvivors_data()
{
    QTest::addColumn<int>("crew");
    QTest::addColumn<QList<int>>("levels");  // movement, targeting, damage control, weapons
    QTest::addColumn<QList<int>>("working"); // the same, still working
    QTest::addColumn<int>("survivors");
    QTest::newRow("seed: 3 crew, 5 of 12 -> 1.25 -> 1") << 3 << QList<int>{3, 3, 3, 3} << QList<int>{0, 1, 1, 3} << 1;
    QTest::newRow("3 crew, 5 of 6 -> 2.5 -> 3") << 3 << QList<int>{2, 2, 2, 0} << QList<int>{1, 2, 2, 0} << 3;
    QTest::newRow("1 crew, 1 of 4 -> 0.25 -> at least 1") << 1 << QList<int>{1, 1, 1, 1} << QList<int>{0, 0, 0, 1} << 1;
    QTest::newRow("5 crew, 4 of 11 -> 1.8 -> 2") << 5 << QList<int>{3, 3, 3, 2} << QList<int>{0, 1, 1, 2} << 2;
}

// R10: survivors = max(1, crew x remaining / original, rounded half up exactly), directly and via the engine.
void TestRatioEngineCrews::r10_crewSurvivors()
{
    QFETCH(int, crew);
    QFETCH(QList<int>, levels);
    QFETCH(QList<int>, working);
    QFETCH(int, survivors);

    Piece v = makeVehicle(u"v"_s, levels.at(0), levels.at(1), levels.at(2), levels.at(3), QList<Rank>(crew, Rank::Trooper));
    v.movement.current = working.at(0);
    v.targeting.current = working.at(1);
    v.damageControl.current = working.at(2);
    for (int w = working.at(3); w < levels.at(3); ++w)
        v.weapons[w].knockedOut = true;
    const Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"v"_s, v)});
    Battlegroup copy = bg;
    RatioEngine engine(copy);

    const int original = unitStarting(bg.units.at(0), bg.rules);
    const int remaining = currentOf(bg, 0);
    QCOMPARE(crewSurvivors(crew, original, remaining), survivors);
    QCOMPARE(engine.survivorsIfBailing({0, 0}), survivors);
    QVERIFY(copy == bg); // a query
}

void TestRatioEngineCrews::r10_bailOutOnlyWhenBrokenAndImmobile_data()
{
    QTest::addColumn<QList<int>>("lost"); // movement, targeting, damage control, weapons
    QTest::addColumn<bool>("check");
    QTest::addColumn<MoraleStatus>("status");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("Broken and immobile: bails out") << QList<int>{3, 2, 2, 0} << true << MoraleStatus::Broken << true;
    QTest::newRow("Broken but can still move: withdraws in the vehicle") << QList<int>{0, 3, 3, 1} << true << MoraleStatus::Broken << false;
    QTest::newRow("Shaken and immobile") << QList<int>{3, 0, 3, 0} << true << MoraleStatus::Shaken << false;
    QTest::newRow("Cautious and immobile") << QList<int>{3, 0, 0, 0} << true << MoraleStatus::Cautious << false;
    QTest::newRow("immobile in the Broken band, not yet checked") << QList<int>{3, 2, 2, 0} << false << MoraleStatus::Normal << false;
}

// R7/R10: a crew abandons its vehicle only after a Broken result with the vehicle immobile.
void TestRatioEngineCrews::r10_bailOutOnlyWhenBrokenAndImmobile()
{
    QFETCH(QList<int>, lost);
    QFETCH(bool, check);
    QFETCH(MoraleStatus, status);
    QFETCH(bool, allowed);

    // 3/3/3 + 2 weapons = 11, crew of 5.
    const QList<Rank> crew{Rank::Corporal, Rank::Trooper, Rank::Trooper, Rank::Trooper, Rank::Trooper};
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"apc"_s, makeVehicle(u"apc"_s, 3, 3, 3, 2, crew))}, leadersRules());
    RatioEngine engine(bg);
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Movement, lost.at(0)));
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Targeting, lost.at(1)));
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::DamageControl, lost.at(2)));
    for (int w = 0; w < lost.at(3); ++w)
        VERIFY_OK(engine.knockOutWeapon({0, 0}, w));
    TypedDie ten(10);
    if (check)
        VERIFY_OK(engine.check({0, 0}, ten));
    QCOMPARE(stateOf(bg, 0, 0).status, status);

    QCOMPARE(engine.whyCannotBailOut({0, 0}).isEmpty(), allowed);
    if (!allowed) {
        VERIFY_REFUSED(bg, engine.bailOut({0, 0}));
        return;
    }
    VERIFY_REFUSED(bg, engine.bailOut({0, 0}, {0, 1, 2})); // exactly the survivors the rule gives
    const ActionResult r = engine.bailOut({0, 0});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.survivors, 2); // 5 crew x 4/11 = 1.8 -> 2
    QCOMPARE(stateOf(bg, 0, 0).presence, Presence::Abandoned);
}

void TestRatioEngineCrews::r10_bailedCrewSeedExample_data()
{
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<int>("current");
    QTest::addColumn<int>("need");
    QTest::newRow("seed: Corporal + Trooper with Leaders -> 3/11 -> need 2") << true << 3 << 2;
    QTest::newRow("without Leaders each crewman is 1 -> 2/11 -> need 1") << false << 2 << 1;
}

// R10 Bailed crew rule: the survivors are the vehicle's remaining points (by rank under Leaders)
// against its original level; the vehicle becomes a hulk; survivors get markers.
void TestRatioEngineCrews::r10_bailedCrewSeedExample()
{
    QFETCH(bool, leaders);
    QFETCH(int, current);
    QFETCH(int, need);

    RuleOptions rules;
    rules.leaders = leaders;
    rules.bailedCrew = true;
    const QList<Rank> crew{Rank::Corporal, Rank::Trooper, Rank::Trooper, Rank::Trooper, Rank::Trooper};
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"apc"_s, makeVehicle(u"apc"_s, 3, 3, 3, 2, crew))}, rules);
    RatioEngine engine(bg);
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Movement, 3));
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Targeting, 2));
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::DamageControl, 2)); // 4/11: Broken band
    TypedDie ten(10);
    VERIFY_OK(engine.check({0, 0}, ten));
    QCOMPARE(stateOf(bg, 0, 0).status, MoraleStatus::Broken);

    const ActionResult r = engine.bailOut({0, 0}, {0, 1}); // the Corporal and a Trooper
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.survivors, 2);
    QCOMPARE(stateOf(bg, 0, 0).presence, Presence::Abandoned);
    QCOMPARE(bg.units.at(0).pieces.size(), qsizetype(3));
    for (int i = 1; i < 3; ++i) {
        const Piece &p = bg.units.at(0).pieces.at(i);
        QCOMPARE(p.kind, PieceKind::Soldier);
        QVERIFY(p.crewSurvivor);
        QVERIFY(p.isActive());
        QVERIFY(p.state.marker);
        QVERIFY(engine.checksDue().contains(PieceRef{0, i}) || engine.checksNextTurn().contains(PieceRef{0, i}));
    }
    QCOMPARE(bg.units.at(0).pieces.at(1).rank, Rank::Corporal);
    QCOMPARE(bg.units.at(0).pieces.at(2).rank, Rank::Trooper);

    const CheckAssessment a = engine.assessPiece({0, 1});
    QCOMPARE(a.starting, 11);
    QCOMPARE(a.current, current);
    QCOMPARE(a.need, need);
    QCOMPARE(a.failure, FailureResult::Broken);

    if (!engine.checksDue().contains(PieceRef{0, 1}))
        VERIFY_OK(engine.endTurn(true));
    TypedDie three(3);
    const ActionResult c = engine.check({0, 1}, three);
    QVERIFY2(c.ok(), qPrintable(c.error));
    QCOMPARE(c.records.first().starting, 11);
    QCOMPARE(c.records.first().current, current);
    QCOMPARE(c.records.first().need, need);
    QCOMPARE(c.records.first().outcome, CheckOutcome::Failed);
    QCOMPARE(c.records.first().result, FailureResult::Broken);
}

// R10: "survivors get markers" with or without the Bailed crew rule. R10 interpretation, as for an explosion:
// without the rule they check like a bailed crew, their points over the vehicle's original level, since the
// abandoned hulk has no points left to check against. (This test used to expect no survivors at all.)
void TestRatioEngineCrews::r10_withoutBailedCrewRuleSurvivorsAreKeptAndMarked()
{
    const QList<Rank> crew{Rank::Corporal, Rank::Trooper, Rank::Trooper, Rank::Trooper, Rank::Trooper};
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"apc"_s, makeVehicle(u"apc"_s, 3, 3, 3, 2, crew))}, leadersRules());
    QVERIFY(!bg.rules.bailedCrew);
    RatioEngine engine(bg);
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Movement, 3));
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Targeting, 2));
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::DamageControl, 2));
    TypedDie ten(10);
    VERIFY_OK(engine.check({0, 0}, ten));

    const ActionResult r = engine.bailOut({0, 0}); // 5 crew x 4/11 = 1.8 -> 2: the Corporal and a Trooper
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.survivors, 2);
    QCOMPARE(stateOf(bg, 0, 0).presence, Presence::Abandoned);
    QCOMPARE(bg.units.at(0).pieces.size(), qsizetype(3));
    for (int i = 1; i < 3; ++i) {
        const Piece &p = bg.units.at(0).pieces.at(i);
        QVERIFY(p.crewSurvivor);
        QVERIFY(p.isActive());
        QVERIFY(p.state.marker);
    }
    QVERIFY(sameRefs(engine.checksNextTurn(), {{0, 1}, {0, 2}}));
    const CheckAssessment a = engine.assessPiece({0, 1});
    QCOMPARE(a.starting, 11);
    QCOMPARE(a.current, 3); // Corporal 2 + Trooper 1 under Leaders
    QCOMPARE(a.need, 2);
    QCOMPARE(a.failure, FailureResult::Broken);
    QCOMPARE(endurance(bg).lost, 8);

    VERIFY_OK(engine.endTurn());
    QVERIFY(sameRefs(engine.checksDue(), {{0, 1}, {0, 2}}));
    VERIFY_OK(engine.check({0, 1}, ten));
    QCOMPARE(bg.log.last().starting, 11);
    QCOMPARE(bg.log.last().current, 3);
    QCOMPARE(stateOf(bg, 0, 1).status, MoraleStatus::Broken);
}

void TestRatioEngineCrews::r10_bailedCrewOptionChangesNoCheck_data()
{
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<int>("current");
    QTest::newRow("Leaders: Sergeant + Trooper -> 4/11") << true << 4;
    QTest::newRow("no Leaders: 1 each -> 2/11") << false << 2;
}

// R10 and its interpretations (Rules notes, "Bail-out survivors"; notes 5.2-5.3): survivors of a bail-out
// are kept, marked and counted (1 each, rank factors under Leaders) over the vehicle's original level with
// or without the Bailed crew rule, as explosion survivors are. The option therefore changes no check and no
// points; the editor's tooltip and the Rules notes say so (review 8).
void TestRatioEngineCrews::r10_bailedCrewOptionChangesNoCheck()
{
    QFETCH(bool, leaders);
    QFETCH(int, current);

    Battlegroup outcomes[2];
    for (const bool rule : {false, true}) {
        RuleOptions rules;
        rules.leaders = leaders;
        rules.bailedCrew = rule;
        const QList<Rank> crew{Rank::Sergeant, Rank::Trooper, Rank::Trooper, Rank::Trooper, Rank::Trooper};
        Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"apc"_s, makeVehicle(u"apc"_s, 3, 3, 3, 2, crew))}, rules);
        RatioEngine engine(bg);
        QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Movement, 3));
        QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Targeting, 2));
        QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::DamageControl, 2)); // 4/11: Broken band
        TypedDie ten(10);
        VERIFY_OK(engine.check({0, 0}, ten));
        VERIFY_OK(engine.bailOut({0, 0}, {0, 1})); // 5 x 4/11 = 1.8 -> 2: the Sergeant and a Trooper
        QCOMPARE(engine.assessPiece({0, 1}).starting, 11);
        QCOMPARE(engine.assessPiece({0, 1}).current, current);
        VERIFY_OK(engine.endTurn());
        VERIFY_OK(engine.check({0, 1}, ten));
        bg.rules.bailedCrew = false; // compare everything else
        outcomes[rule ? 1 : 0] = bg;
    }
    QVERIFY(outcomes[0] == outcomes[1]);
}

void TestRatioEngineCrews::r6r10_survivorsCheckWhenTheirVehicleWould_data()
{
    QTest::addColumn<bool>("explosion");
    QTest::addColumn<bool>("bailedCrewRule");
    QTest::addColumn<QString>("before"); // what the vehicle did this turn before losing its crew
    QTest::addColumn<bool>("dueThisTurn");
    QTest::newRow("explosion, vehicle has not acted: this turn") << true << false << u"nothing"_s << true;
    QTest::newRow("explosion after the vehicle moved or fired: next turn") << true << false << u"acted"_s << false;
    QTest::newRow("explosion after the vehicle checked: next turn") << true << false << u"checked"_s << false;
    QTest::newRow("explosion in its own initiative: next turn") << true << false << u"own initiative"_s << false;
    QTest::newRow("bail-out right after its Broken check: next turn") << false << false << u"checked"_s << false;
    QTest::newRow("bail-out, Bailed crew rule: next turn") << false << true << u"checked"_s << false;
    QTest::newRow("bail-out, Broken without a marker, not acted: this turn") << false << false << u"nothing"_s << true;
}

// R6/R10 (issue item 14): survivors of a bail-out and of an explosion are the vehicle's crew, so they check
// by the same rule: this turn, unless the vehicle already checked, moved or fired in it (or the damage came
// in its own initiative), then next turn. Before, bail-out survivors were always due next turn and
// explosion survivors always this turn.
void TestRatioEngineCrews::r6r10_survivorsCheckWhenTheirVehicleWould()
{
    QFETCH(bool, explosion);
    QFETCH(bool, bailedCrewRule);
    QFETCH(QString, before);
    QFETCH(bool, dueThisTurn);

    RuleOptions rules = leadersRules();
    rules.bailedCrew = bailedCrewRule;
    const QList<Rank> crew{Rank::Corporal, Rank::Trooper, Rank::Trooper};
    Piece apc = makeVehicle(u"apc"_s, 3, 3, 3, 2, crew);
    if (!explosion) {
        apc.movement.current = 0; // immobile, 4/11: Broken band
        apc.targeting.current = 1;
        apc.damageControl.current = 1;
        if (before == u"nothing"_s)
            apc.state.status = MoraleStatus::Broken; // a file may hold a Broken status without a marker
    }
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"apc"_s, apc)}, rules);
    bg.turn = 3;
    RatioEngine engine(bg);
    if (before == u"acted"_s) {
        VERIFY_OK(engine.markActed({0, 0}));
    } else if (before == u"checked"_s) {
        if (explosion)
            VERIFY_OK(engine.loseSystemLevel({0, 0}, VehicleSystem::Targeting));
        else
            VERIFY_OK(engine.knockOutWeapon({0, 0}, 0)); // the marker, then the check
        TypedDie ten(10);
        VERIFY_OK(engine.check({0, 0}, ten));
        QCOMPARE(stateOf(bg, 0, 0).lastCheckTurn, 3);
    }
    const ActionResult r = explosion ? engine.explosiveDestruction({0, 0}, {0, 1}, before == u"own initiative"_s)
                                     : engine.bailOut({0, 0});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(r.survivors >= 1);
    for (int i = 1; i <= r.survivors; ++i) {
        QVERIFY(stateOf(bg, 0, i).marker);
        QCOMPARE(stateOf(bg, 0, i).markerDueTurn, dueThisTurn ? 3 : 4);
        QCOMPARE(engine.checksDue().contains(PieceRef{0, i}), dueThisTurn);
        QCOMPARE(engine.checksNextTurn().contains(PieceRef{0, i}), !dueThisTurn);
    }
}

void TestRatioEngineCrews::r10_explosiveDestructionSurvivorsCheckLikeBailedCrew_data()
{
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<int>("current");
    QTest::addColumn<int>("need");
    QTest::newRow("Corporal + Trooper with Leaders -> 3/11 -> need 2") << true << 3 << 2;
    QTest::newRow("two crewmen without Leaders -> 2/11 -> need 1") << false << 2 << 1;
}

// R10 interpretation: after explosive destruction the survivors check like a bailed crew (their points
// over the vehicle's original level) even with the Bailed crew rule off.
void TestRatioEngineCrews::r10_explosiveDestructionSurvivorsCheckLikeBailedCrew()
{
    QFETCH(bool, leaders);
    QFETCH(int, current);
    QFETCH(int, need);

    RuleOptions rules;
    rules.leaders = leaders;
    rules.bailedCrew = false;
    const QList<Rank> crew{Rank::Corporal, Rank::Trooper, Rank::Trooper};
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"apc"_s, makeVehicle(u"apc"_s, 3, 3, 3, 2, crew))}, rules);
    RatioEngine engine(bg);

    const ActionResult r = engine.explosiveDestruction({0, 0}, {0, 1});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.survivors, 2);
    QCOMPARE(r.records.first().event, LogEvent::Explosion);
    QCOMPARE(stateOf(bg, 0, 0).presence, Presence::Destroyed);
    QCOMPARE(bg.units.at(0).pieces.size(), qsizetype(3));
    QVERIFY(stateOf(bg, 0, 1).marker);
    QVERIFY(stateOf(bg, 0, 2).marker);

    const CheckAssessment a = engine.assessPiece({0, 1});
    QCOMPARE(a.starting, 11);
    QCOMPARE(a.current, current);
    QCOMPARE(a.need, need);
    QCOMPARE(a.failure, FailureResult::Broken);

    if (!engine.checksDue().contains(PieceRef{0, 1}))
        VERIFY_OK(engine.endTurn(true));
    TypedDie ten(10);
    const ActionResult c = engine.check({0, 1}, ten);
    QVERIFY2(c.ok(), qPrintable(c.error));
    QCOMPARE(c.records.first().result, FailureResult::Broken);
    QCOMPARE(stateOf(bg, 0, 1).status, MoraleStatus::Broken);
}

void TestRatioEngineCrews::r6r10_losingAVehicleMarksTheRestOfItsUnit_data()
{
    QTest::addColumn<bool>("explosion");
    QTest::newRow("explosive destruction of an attached vehicle-style wardrone") << true;
    QTest::newRow("bail-out from a vehicle inside a mixed unit") << false;
}

// R6: a loss marks every remaining member of the unit. Losing a vehicle-style piece in a mixed unit, by
// explosion or bail-out (R10), is such a loss: the soldiers are marked, due this turn. Bail-out survivors
// keep the turn set for them (after the vehicle's Broken check: next turn).
void TestRatioEngineCrews::r6r10_losingAVehicleMarksTheRestOfItsUnit()
{
    QFETCH(bool, explosion);

    QList<Piece> pieces = troopers(u"alpha"_s, 4);
    Piece machine = explosion ? makeVehicle(u"drone"_s, 3, 3, 3, 3, {}, PieceKind::Wardrone)
                              : makeVehicle(u"apc"_s, 3, 3, 3, 3, {Rank::Trooper, Rank::Trooper});
    if (!explosion) {
        machine.movement.current = 0; // immobile and already Broken this turn (R7): may bail out
        machine.targeting.current = 0;
        machine.damageControl.current = 1; // 4/12 of the vehicle; the unit 8/16
        machine.state.status = MoraleStatus::Broken;
        machine.state.marker = true;
        machine.state.lastCheckTurn = 1;
    }
    pieces.append(machine); // [4]
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces)});
    bg.turn = 1;
    RatioEngine engine(bg);
    QVERIFY(engine.checksDue().isEmpty());

    const ActionResult r = explosion ? engine.explosiveDestruction({0, 4}, {}) : engine.bailOut({0, 4});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(sameRefs(engine.checksDue(), {{0, 0}, {0, 1}, {0, 2}, {0, 3}}));
    for (int i = 0; i < 4; ++i)
        QCOMPARE(stateOf(bg, 0, i).markerDueTurn, 1);
    if (!explosion) {
        QCOMPARE(r.survivors, 1); // 2 crew x 4/12 = 0.67 -> 1
        QVERIFY(stateOf(bg, 0, 5).marker);
        QCOMPARE(stateOf(bg, 0, 5).markerDueTurn, 2);
    }
}

void TestRatioEngineCrews::r10_interceptiveFire_data()
{
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("die");
    QTest::addColumn<CheckOutcome>("outcome");
    QTest::addColumn<FailureResult>("result");
    QTest::addColumn<bool>("mayFire");
    QTest::addColumn<int>("toHit");
    QTest::addColumn<bool>("markerAfter");
    QTest::newRow("pass at 11/12: marker removed, no penalty") << 1 << 9 << CheckOutcome::Passed << FailureResult::None << true << 0 << false;
    QTest::newRow("Cautious at 11/12: -1, marker stays") << 1 << 10 << CheckOutcome::Failed << FailureResult::Cautious << true << -1 << true;
    QTest::newRow("Shaken at 7/12: -3, marker stays") << 5 << 6 << CheckOutcome::Failed << FailureResult::Shaken << true << -3 << true;
    QTest::newRow("Broken at 3/12: may not fire") << 9 << 3 << CheckOutcome::Failed << FailureResult::Broken << false << 0 << true;
    QTest::newRow("Eliminated at 1/12: may not fire") << 11 << 1 << CheckOutcome::Failed << FailureResult::Eliminated << false << 0 << false;
}

// R10: a damaged piece that wants to make interceptive fire checks first: pass -> to-hit 0,
// Cautious -1, Shaken -3, Broken or Eliminated -> may not fire.
void TestRatioEngineCrews::r10_interceptiveFire()
{
    QFETCH(int, lost);
    QFETCH(int, die);
    QFETCH(CheckOutcome, outcome);
    QFETCH(FailureResult, result);
    QFETCH(bool, mayFire);
    QFETCH(int, toHit);
    QFETCH(bool, markerAfter);

    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 3))});
    RatioEngine engine(bg);
    QVERIFY(damageVehicle(engine, {0, 0}, lost));
    TypedDie typed(die);
    const ActionResult r = engine.check({0, 0}, typed, true);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().interceptive, true);
    QCOMPARE(r.records.first().outcome, outcome);
    QCOMPARE(r.records.first().result, result);
    QCOMPARE(r.mayFire, mayFire);
    QCOMPARE(r.toHit.has_value(), mayFire);
    if (mayFire)
        QCOMPARE(*r.toHit, toHit);
    QCOMPARE(stateOf(bg, 0, 0).marker, markerAfter);
}

QTEST_GUILESS_MAIN(TestRatioEngineCrews)
#include "tst_ratioengine_crews.moc"
