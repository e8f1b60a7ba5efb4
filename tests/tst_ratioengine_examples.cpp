// The rules engine (RatioEngine) against the specification's worked examples (shared/rules/ratio-morale.md):
// the R13 turn bookkeeping cases exactly as written, and the unit levels with the seed examples of R2-R5.
#include "RatioEngineFixtures.h"

#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestRatioEngineExamples : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // R13: the turn bookkeeping cases, exactly as written
    void r13_1_squadOfTenLosesOneMan();
    void r13_2_sameTurnRemarkChecksNextTurn();
    void r13_3_vehicleDamagedOnOwnInitiativeChecksNextTurn();
    void r13_4_failCautiousThenPassIsNormal();
    void r13_5_moraleOfficerShootsSurrenderingSergeant();
    void r13_6_bothBreakInSameTurnNeitherHolds();

    // R2-R5: levels and the seed examples through the engine
    void r2r3r4_startingLevels_data();
    void r2r3r4_startingLevels();
    void r2_seedLeadersSquadExamples();
    void r5_seedEightMenTwoCasualties();
    void r3_penetratingHitsRemovePoints();
    void r4_heavyBattledroneSeedExample();
    void r4_weaponsAboveThreeCostNothing();
};

// ---------------------------------------------------------------------------------------------
// R13

// R13.1: a squad of 10 (no leaders) loses 1 man: 9 markers; each soldier 9/10 -> need 9.
void TestRatioEngineExamples::r13_1_squadOfTenLosesOneMan()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);

    const ActionResult r = engine.casualty({0, 0});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(stateOf(bg, 0, 0).presence, Presence::Casualty);
    QVERIFY(!stateOf(bg, 0, 0).marker);

    int markers = 0;
    for (int i = 1; i < 10; ++i) {
        QVERIFY(stateOf(bg, 0, i).marker);
        QCOMPARE(stateOf(bg, 0, i).markerDueTurn, 1);
        ++markers;
        const CheckAssessment a = engine.assessPiece({0, i});
        QCOMPARE(a.starting, 10);
        QCOMPARE(a.current, 9);
        QCOMPARE(a.need, 9);
        QCOMPARE(a.modifiedNeed, 9);
        QCOMPARE(a.successFaces, 9);
        QCOMPARE(a.failure, FailureResult::Cautious);
    }
    QCOMPARE(markers, 9);
    QCOMPARE(engine.checksDue().size(), qsizetype(9));
    QVERIFY(engine.checksNextTurn().isEmpty());

    QCOMPARE(bg.log.size(), qsizetype(1));
    QCOMPARE(bg.log.at(0).event, LogEvent::Casualty);
    QCOMPARE(bg.log.at(0).pieceId, u"alpha-t1"_s);
    QCOMPARE(bg.log.at(0).points, 1);
}

// R13.2: same turn, a soldier who already checked loses a comrade again: new marker, checks next turn.
void TestRatioEngineExamples::r13_2_sameTurnRemarkChecksNextTurn()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    TypedDie one(1);

    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_OK(engine.check({0, 1}, one));
    QVERIFY(!stateOf(bg, 0, 1).marker);

    VERIFY_OK(engine.casualty({0, 2}));
    QVERIFY(stateOf(bg, 0, 1).marker);
    QCOMPARE(stateOf(bg, 0, 1).markerDueTurn, 2);
    QVERIFY(!engine.whyCannotCheck({0, 1}).isEmpty());
    VERIFY_REFUSED(bg, engine.check({0, 1}, one));
    QVERIFY(!engine.checksDue().contains(PieceRef{0, 1}));
    QVERIFY(engine.checksNextTurn().contains(PieceRef{0, 1}));

    // Comrades who have not checked yet keep their marker due this turn.
    QCOMPARE(engine.checksDue().size(), qsizetype(7));
    for (int i = 3; i < 10; ++i)
        VERIFY_OK(engine.check({0, i}, one));
    QVERIFY(engine.checksDue().isEmpty());
    VERIFY_OK(engine.endTurn());

    QCOMPARE(bg.turn, 2);
    QCOMPARE(engine.checksDue(), (QList<PieceRef>{{0, 1}}));
    const ActionResult r = engine.check({0, 1}, one);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().current, 8);
    QCOMPARE(r.records.first().need, 8);
}

// R13.3: a vehicle damaged while it has the initiative: marker placed, check next turn.
void TestRatioEngineExamples::r13_3_vehicleDamagedOnOwnInitiativeChecksNextTurn()
{
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"tank1"_s, makeVehicle(u"tank1"_s, 3, 3, 3, 3)),
                                      makeVehicleUnit(u"tank2"_s, makeVehicle(u"tank2"_s, 3, 3, 3, 3))});
    RatioEngine engine(bg);
    TypedDie nine(9);

    VERIFY_OK(engine.loseSystemLevel({0, 0}, VehicleSystem::Targeting, true));
    QVERIFY(stateOf(bg, 0, 0).marker);
    QCOMPARE(stateOf(bg, 0, 0).markerDueTurn, 2);
    QVERIFY(!engine.whyCannotCheck({0, 0}).isEmpty());
    VERIFY_REFUSED(bg, engine.check({0, 0}, nine));
    QVERIFY(engine.checksDue().isEmpty());
    QCOMPARE(engine.checksNextTurn(), (QList<PieceRef>{{0, 0}}));

    // Contrast: damage from enemy fire on another piece's initiative is checked this turn.
    VERIFY_OK(engine.loseSystemLevel({1, 0}, VehicleSystem::Targeting, false));
    QCOMPARE(engine.checksDue(), (QList<PieceRef>{{1, 0}}));
    VERIFY_OK(engine.check({1, 0}, nine));

    VERIFY_OK(engine.endTurn()); // nothing is due this turn
    QCOMPARE(bg.turn, 2);
    QCOMPARE(engine.checksDue(), (QList<PieceRef>{{0, 0}}));
    const ActionResult r = engine.check({0, 0}, nine);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().outcome, CheckOutcome::Passed); // 11/12 -> need 9
    QVERIFY(!stateOf(bg, 0, 0).marker);
}

// R13.4: a soldier fails (Cautious), next turn succeeds: back to normal, marker gone.
void TestRatioEngineExamples::r13_4_failCautiousThenPassIsNormal()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    TypedDie ten(10);
    TypedDie one(1);

    VERIFY_OK(engine.casualty({0, 0}));
    const ActionResult failed = engine.check({0, 1}, ten);
    QVERIFY2(failed.ok(), qPrintable(failed.error));
    QCOMPARE(failed.records.first().outcome, CheckOutcome::Failed);
    QCOMPARE(failed.records.first().result, FailureResult::Cautious);
    QCOMPARE(stateOf(bg, 0, 1).status, MoraleStatus::Cautious);
    QVERIFY(stateOf(bg, 0, 1).marker);

    VERIFY_OK(engine.endTurn(true)); // the comrades' checks are not the point here
    QVERIFY(engine.checksDue().contains(PieceRef{0, 1}));
    const ActionResult passed = engine.check({0, 1}, one);
    QVERIFY2(passed.ok(), qPrintable(passed.error));
    QCOMPARE(passed.records.first().outcome, CheckOutcome::Passed);
    QCOMPARE(passed.records.first().result, FailureResult::None);
    QCOMPARE(stateOf(bg, 0, 1).status, MoraleStatus::Normal);
    QVERIFY(!stateOf(bg, 0, 1).marker);
}

// R13.5 (R9): a Lieutenant morale officer shoots a surrendering Sergeant: unit level -3 with Leaders on,
// all markers in the unit removed, none placed.
void TestRatioEngineExamples::r13_5_moraleOfficerShootsSurrenderingSergeant()
{
    // [0] Lieutenant morale officer (5), [1] Sergeant (3), [2] Corporal (2), [3..10] Troopers = 18.
    QList<Piece> pieces{makeSoldier(u"alpha-lt"_s, Rank::Lieutenant, true)};
    pieces.append(leadersSquadPieces(u"alpha"_s));
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces), makeSquad(u"bravo"_s, 10)}, leadersRules());
    RatioEngine engine(bg);
    QCOMPARE(unitStarting(bg.units.at(0), bg.rules), 18);

    QVERIFY(casualties(engine, 0, 3, 8)); // six Troopers: 12/18 -> need 6, Shaken band
    QCOMPARE(engine.assessPiece({0, 1}).failure, FailureResult::Shaken);
    TypedDie ten(10);
    VERIFY_OK(engine.check({0, 1}, ten));
    QCOMPARE(stateOf(bg, 0, 1).status, MoraleStatus::Shaken);
    QVERIFY(stateOf(bg, 0, 0).marker);
    QVERIFY(stateOf(bg, 0, 2).marker);

    // R6: the officer is marked too, and must check before he may shoot.
    VERIFY_REFUSED(bg, engine.officerShoots({0, 0}, {0, 1}));
    TypedDie one(1);
    VERIFY_OK(engine.check({0, 0}, one));

    const int before = currentOf(bg, 0);
    const qsizetype logBefore = bg.log.size();
    const ActionResult r = engine.officerShoots({0, 0}, {0, 1});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(before - currentOf(bg, 0), 3);
    QCOMPARE(stateOf(bg, 0, 1).presence, Presence::Shot);
    for (int i = 0; i < bg.units.at(0).pieces.size(); ++i)
        QVERIFY2(!stateOf(bg, 0, i).marker, qPrintable(u"piece %1 still has a marker"_s.arg(i)));
    for (int i = 0; i < bg.units.at(1).pieces.size(); ++i)
        QVERIFY(!stateOf(bg, 1, i).marker); // none placed anywhere
    QVERIFY(engine.checksDue().isEmpty());
    QVERIFY(engine.checksNextTurn().isEmpty());

    QCOMPARE(bg.log.size(), logBefore + 1);
    const LogRecord &shot = bg.log.last();
    QCOMPARE(shot.event, LogEvent::OfficerShot);
    QCOMPARE(shot.pieceId, u"alpha-sgt"_s);
    QCOMPARE(shot.detail, u"alpha-lt"_s);
    QCOMPARE(shot.points, 3);
}

// R13.6 (R11): two battlegroups both pass 50 % losses in the same turn: neither holds the field.
void TestRatioEngineExamples::r13_6_bothBreakInSameTurnNeitherHolds()
{
    Battlegroup blue = makeBattlegroup({makeSquad(u"blue"_s, 4)});
    Battlegroup red = makeBattlegroup({makeSquad(u"red"_s, 4)});
    RatioEngine blueEngine(blue);
    RatioEngine redEngine(red);
    QCOMPARE(fieldHeldBy(blue, red), u"undecided"_s);

    QVERIFY(casualties(blueEngine, 0, 0, 1));
    QVERIFY(casualties(redEngine, 0, 0, 1));
    QCOMPARE(blue.breakingTurn, 1);
    QCOMPARE(red.breakingTurn, 1);
    QCOMPARE(fieldHeldBy(blue, red), u"neither"_s);
    QCOMPARE(fieldHeldBy(red, blue), u"neither"_s);
}

// ---------------------------------------------------------------------------------------------
// R2-R5 levels

void TestRatioEngineExamples::r2r3r4_startingLevels_data()
{
    QTest::addColumn<Unit>("unit");
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<int>("starting");

    QList<Piece> ltmo{makeSoldier(u"a-lt"_s, Rank::Lieutenant, true)};
    ltmo.append(leadersSquadPieces(u"a"_s));
    QList<Piece> lt{makeSoldier(u"a-lt"_s, Rank::Lieutenant)};
    lt.append(leadersSquadPieces(u"a"_s));
    QList<Piece> squadBot = troopers(u"a"_s, 10);
    squadBot.append(makeRobot(u"a-bot"_s, 2));
    QList<Piece> leadersBots = leadersSquadPieces(u"a"_s);
    leadersBots.append(makeRobot(u"a-bot1"_s, 1));
    leadersBots.append(makeRobot(u"a-bot2"_s, 1, PieceKind::Wardrone));

    Unit oneBot1 = makeRobotUnit(u"a"_s, 1, 1);
    Unit oneBot2 = makeRobotUnit(u"a"_s, 1, 2);
    Unit oneDrone2 = makeRobotUnit(u"a"_s, 1, 2);
    oneDrone2.pieces[0].kind = PieceKind::Wardrone;

    Piece strongpoint = makeVehicle(u"bunker"_s, 0, 3, 3, 3, {Rank::Trooper}, PieceKind::Strongpoint);
    Piece turret = makeVehicle(u"turret"_s, 3, 3, 3, 3, {Rank::Trooper}, PieceKind::Strongpoint);
    turret.hasMovement = true;

    QTest::newRow("R2 seed Leaders squad, Leaders on: 3+2+8 = 13") << makeLeadersSquad(u"a"_s) << true << 13;
    QTest::newRow("R2 seed squad without Leaders: everybody 1") << makeLeadersSquad(u"a"_s) << false << 10;
    QTest::newRow("R2 Lieutenant morale officer (rank+1 = 5) + seed squad, Leaders on") << makeInfantry(u"a"_s, ltmo) << true << 18;
    QTest::newRow("R2 Lieutenant morale officer without Leaders is 1") << makeInfantry(u"a"_s, ltmo) << false << 11;
    QTest::newRow("R2 plain Lieutenant (4) + seed squad") << makeInfantry(u"a"_s, lt) << true << 17;
    QTest::newRow("R2 Marshal morale officer is 10") << makeInfantry(u"a"_s, {makeSoldier(u"m"_s, Rank::Marshal, true)}) << true << 10;
    QTest::newRow("R3 warbot size 1: 3") << oneBot1 << false << 3;
    QTest::newRow("R3 warbot size 2: 4") << oneBot2 << false << 4;
    QTest::newRow("R3 wardrone size 2: 4") << oneDrone2 << false << 4;
    QTest::newRow("R3 unit of four size-1 warbots: 12") << makeRobotUnit(u"a"_s, 4, 1) << false << 12;
    QTest::newRow("R3 squad of 10 + attached size-2 warbot: 14") << makeInfantry(u"a"_s, squadBot) << false << 14;
    QTest::newRow("R3 Leaders squad + two attached size-1 robots: 13 + 6") << makeInfantry(u"a"_s, leadersBots) << true << 19;
    QTest::newRow("R4 vehicle 3/3/3 + 3 weapons: 12") << makeVehicleUnit(u"v"_s, makeVehicle(u"v"_s, 3, 3, 3, 3)) << false << 12;
    QTest::newRow("R4 vehicle with 5 weapons counts 3: 12") << makeVehicleUnit(u"v"_s, makeVehicle(u"v"_s, 3, 3, 3, 5)) << false << 12;
    QTest::newRow("R4 vehicle with 2 weapons: 11") << makeVehicleUnit(u"v"_s, makeVehicle(u"v"_s, 3, 3, 3, 2)) << false << 11;
    QTest::newRow("R4 vehicle without weapons: 9") << makeVehicleUnit(u"v"_s, makeVehicle(u"v"_s, 3, 3, 3, 0)) << false << 9;
    QTest::newRow("R4 heavy battledrone, vehicle-style: 12")
        << makeVehicleUnit(u"v"_s, makeVehicle(u"v"_s, 3, 3, 3, 3, {}, PieceKind::Wardrone)) << false << 12;
    QTest::newRow("R4 strongpoint without movement: at most 9") << makeVehicleUnit(u"bunker"_s, strongpoint) << false << 9;
    QTest::newRow("R4 strongpoint given movement levels on request: 12") << makeVehicleUnit(u"turret"_s, turret) << false << 12;
    QTest::newRow("R2 Leaders on leaves vehicles alone") << makeVehicleUnit(u"v"_s, makeVehicle(u"v"_s, 3, 3, 3, 3)) << true << 12;
}

void TestRatioEngineExamples::r2r3r4_startingLevels()
{
    QFETCH(Unit, unit);
    QFETCH(bool, leaders);
    QFETCH(int, starting);

    RuleOptions rules;
    rules.leaders = leaders;
    Battlegroup bg = makeBattlegroup({unit}, rules);
    RatioEngine engine(bg);
    QCOMPARE(unitStarting(bg.units.at(0), bg.rules), starting);
    const CheckAssessment a = engine.assessUnit(0);
    QCOMPARE(a.starting, starting);
    QCOMPARE(a.current, starting);
    QCOMPARE(a.automatic, Automatic::Success); // R5: at full strength, S
    QCOMPARE(endurance(bg).total, starting);    // R11
    QCOMPARE(endurance(bg).lost, 0);
}

// R2 seed examples through the engine: 12/13 -> need 9 Cautious; 8/13 -> need 6 Shaken.
void TestRatioEngineExamples::r2_seedLeadersSquadExamples()
{
    Battlegroup bg = makeBattlegroup({makeLeadersSquad(u"alpha"_s)}, leadersRules());
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 2})); // one trooper
    CheckAssessment a = engine.assessPiece({0, 0});
    QCOMPARE(a.starting, 13);
    QCOMPARE(a.current, 12);
    QCOMPARE(a.need, 9);
    QCOMPARE(a.failure, FailureResult::Cautious);

    Battlegroup bg2 = makeBattlegroup({makeLeadersSquad(u"alpha"_s)}, leadersRules());
    RatioEngine engine2(bg2);
    VERIFY_OK(engine2.casualty({0, 1})); // the corporal (2) ...
    QVERIFY(casualties(engine2, 0, 2, 4)); // ... and three troopers
    a = engine2.assessPiece({0, 0});
    QCOMPARE(a.current, 8);
    QCOMPARE(a.need, 6);
    QCOMPARE(a.failure, FailureResult::Shaken);
    QCOMPARE(formatRatio(a.ratioHundredths), u"0.61"_s);
    TypedDie seven(7);
    VERIFY_OK(engine2.check({0, 0}, seven));
    QCOMPARE(stateOf(bg2, 0, 0).status, MoraleStatus::Shaken);
}

// R5 seed example: a unit of 8 men, 2 casualties -> 6/8 = .75 -> need 7, failure Cautious.
void TestRatioEngineExamples::r5_seedEightMenTwoCasualties()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 8)});
    RatioEngine engine(bg);
    QVERIFY(casualties(engine, 0, 0, 1));
    const CheckAssessment a = engine.assessPiece({0, 2});
    QCOMPARE(formatRatio(a.ratioHundredths), u"0.75"_s);
    QCOMPARE(a.need, 7);
    QCOMPARE(a.successFaces, 7);
    QCOMPARE(a.failure, FailureResult::Cautious);
}

// R3: each penetrating hit removes one point; at 0 the robot is eliminated; its unit-mates are marked.
void TestRatioEngineExamples::r3_penetratingHitsRemovePoints()
{
    Battlegroup bg = makeBattlegroup({makeRobotUnit(u"bots"_s, 4, 1)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.penetratingHit({0, 0}));
    QCOMPARE(currentOf(bg, 0), 11);
    for (int i = 0; i < 4; ++i)
        QVERIFY(stateOf(bg, 0, i).marker);
    VERIFY_OK(engine.penetratingHit({0, 0}));
    VERIFY_OK(engine.penetratingHit({0, 0}));
    QCOMPARE(currentOf(bg, 0), 9);
    QVERIFY(stateOf(bg, 0, 0).presence != Presence::Active);
    VERIFY_REFUSED(bg, engine.penetratingHit({0, 0}));
    QCOMPARE(engine.assessPiece({0, 1}).need, 7);
}

// R4 seed example: heavy battledrone 12, loses two movement levels and all damage control -> 7/12 = .58
// -> need 5, failure Shaken.
void TestRatioEngineExamples::r4_heavyBattledroneSeedExample()
{
    Battlegroup bg = makeBattlegroup(
        {makeVehicleUnit(u"drone"_s, makeVehicle(u"drone"_s, 3, 3, 3, 3, {}, PieceKind::Wardrone))});
    RatioEngine engine(bg);
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::Movement, 2));
    QVERIFY(loseLevels(engine, {0, 0}, VehicleSystem::DamageControl, 3));

    const CheckAssessment a = engine.assessPiece({0, 0});
    QCOMPARE(a.starting, 12);
    QCOMPARE(a.current, 7);
    QCOMPARE(formatRatio(a.ratioHundredths), u"0.58"_s);
    QCOMPARE(a.need, 5);
    QCOMPARE(a.modifiedNeed, 5);
    QCOMPARE(a.failure, FailureResult::Shaken);

    TypedDie six(6);
    VERIFY_OK(engine.check({0, 0}, six));
    QCOMPARE(stateOf(bg, 0, 0).status, MoraleStatus::Shaken);
}

// R4 / notes 4.3: only three working weapons count; the first losses on a well-armed vehicle cost nothing.
void TestRatioEngineExamples::r4_weaponsAboveThreeCostNothing()
{
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 5))});
    RatioEngine engine(bg);
    ActionResult r = engine.knockOutWeapon({0, 0}, 3); // the 4th of 5
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().points, 0);
    QCOMPARE(currentOf(bg, 0), 12);
    QVERIFY(!stateOf(bg, 0, 0).marker);

    r = engine.knockOutWeapon({0, 0}, 0); // 3 still working
    QCOMPARE(r.records.first().points, 0);
    QCOMPARE(currentOf(bg, 0), 12);

    r = engine.knockOutWeapon({0, 0}, 1); // 2 working
    QCOMPARE(r.records.first().points, 1);
    QCOMPARE(currentOf(bg, 0), 11);
    QVERIFY(stateOf(bg, 0, 0).marker);
}

QTEST_GUILESS_MAIN(TestRatioEngineExamples)
#include "tst_ratioengine_examples.moc"
