// The rules engine (RatioEngine) against the specification (shared/rules/ratio-morale.md): the breaking point
// (R11): endurance, losses, who holds the field, and the known endurance against a full count.
#include "RatioEngineFixtures.h"

#include <QRandomGenerator>
#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestRatioEngineBreakingPoint : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // R11
    void r11_enduranceIsSumOfStartingLevels();
    void r11_breakingPointAtExactlyHalf_data();
    void r11_breakingPointAtExactlyHalf();
    void r11_leftBoardCountsTowardBreakingPoint();
    void r11_earlierBreakingPointHandsFieldToOther();
    void r11_knownEnduranceFollowsEveryAction_data();
    void r11_knownEnduranceFollowsEveryAction();
};

// ---------------------------------------------------------------------------------------------
// R11

// R11 interpretation: endurance = the sum of the units' starting levels (Leaders-weighted); losses are
// points lost to casualties, damage and hits, plus pieces that left the board.
void TestRatioEngineBreakingPoint::r11_enduranceIsSumOfStartingLevels()
{
    Battlegroup bg = makeBattlegroup({makeLeadersSquad(u"alpha"_s), makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 3)),
                                      makeRobotUnit(u"bots"_s, 4, 1)},
                                     leadersRules());
    RatioEngine engine(bg);
    QCOMPARE(endurance(bg).total, 13 + 12 + 12);
    QCOMPARE(endurance(bg).lost, 0);
    VERIFY_OK(engine.casualty({0, 0})); // the Sergeant: 3
    QCOMPARE(endurance(bg).lost, 3);
    VERIFY_OK(engine.loseSystemLevel({1, 0}, VehicleSystem::Targeting));
    QCOMPARE(endurance(bg).lost, 4);
    VERIFY_OK(engine.penetratingHit({2, 0}));
    QCOMPARE(endurance(bg).lost, 5);
    TypedDie one(1);
    VERIFY_OK(engine.check({0, 1}, one)); // R6: marked, he checks before he may leave
    VERIFY_OK(engine.leaveBoard({0, 1})); // the Corporal: 2
    QCOMPARE(endurance(bg).lost, 7);
    QCOMPARE(endurance(bg).total, 37);
    QCOMPARE(bg.breakingTurn, 0);
}

void TestRatioEngineBreakingPoint::r11_breakingPointAtExactlyHalf_data()
{
    QTest::addColumn<int>("sizeA");
    QTest::addColumn<int>("sizeB");
    QTest::addColumn<int>("safeLosses");
    QTest::newRow("10 points: 4 lost is 40 %, the 5th is exactly 50 %") << 5 << 5 << 4;
    QTest::newRow("9 points: 4 lost is 44 %, the 5th is 56 %") << 5 << 4 << 4;
    QTest::newRow("20 points: 9 lost is 45 %, the 10th is exactly 50 %") << 10 << 10 << 9;
}

// R11: the breaking point is reached at 50 % or more (inclusive) in the current turn; the battlegroup
// must retreat from the beginning of the next turn.
void TestRatioEngineBreakingPoint::r11_breakingPointAtExactlyHalf()
{
    QFETCH(int, sizeA);
    QFETCH(int, sizeB);
    QFETCH(int, safeLosses);

    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, sizeA), makeSquad(u"bravo"_s, sizeB)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.endTurn());
    VERIFY_OK(engine.endTurn());
    QCOMPARE(bg.turn, 3);

    QList<PieceRef> order;
    for (int i = 0; i < sizeA; ++i)
        order.append({0, i});
    for (int i = 0; i < sizeB; ++i)
        order.append({1, i});
    for (int i = 0; i < safeLosses; ++i)
        VERIFY_OK(engine.casualty(order.at(i)));
    QCOMPARE(bg.breakingTurn, 0);
    QVERIFY(!endurance(bg).atBreakingPoint());

    const ActionResult r = engine.casualty(order.at(safeLosses));
    QVERIFY2(r.ok(), qPrintable(r.error));
    QVERIFY(endurance(bg).atBreakingPoint());
    QCOMPARE(bg.breakingTurn, 3);
    QCOMPARE(r.records.last().event, LogEvent::BreakingPoint);
    QCOMPARE(r.records.last().turn, 3);
    QVERIFY(!mustRetreat(bg)); // not in the turn it is reached

    VERIFY_OK(engine.endTurn(true));
    QVERIFY(mustRetreat(bg));
    QCOMPARE(bg.breakingTurn, 3); // set once
}

// R7/R11: pieces that left the board count toward the breaking point though their unit keeps its level.
void TestRatioEngineBreakingPoint::r11_leftBoardCountsTowardBreakingPoint()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 4), makeSquad(u"bravo"_s, 4)});
    RatioEngine engine(bg);
    for (int i = 0; i < 3; ++i)
        VERIFY_OK(engine.leaveBoard({0, i}));
    QCOMPARE(bg.breakingTurn, 0);
    VERIFY_OK(engine.leaveBoard({0, 3}));
    QCOMPARE(bg.breakingTurn, 1);
    QCOMPARE(currentOf(bg, 0), 4);
}

// R11: if one battlegroup retreats (reached its breaking point in an earlier turn) the other holds.
void TestRatioEngineBreakingPoint::r11_earlierBreakingPointHandsFieldToOther()
{
    Battlegroup blue = makeBattlegroup({makeSquad(u"blue"_s, 4)});
    Battlegroup red = makeBattlegroup({makeSquad(u"red"_s, 4)});
    RatioEngine blueEngine(blue);
    RatioEngine redEngine(red);

    QVERIFY(casualties(blueEngine, 0, 0, 1)); // blue breaks in turn 1
    VERIFY_OK(blueEngine.endTurn(true));
    VERIFY_OK(redEngine.endTurn(true));
    QVERIFY(mustRetreat(blue));
    QVERIFY(casualties(redEngine, 0, 0, 1)); // red breaks in turn 2
    QCOMPARE(blue.breakingTurn, 1);
    QCOMPARE(red.breakingTurn, 2);
    QVERIFY(!mustRetreat(red));
    QCOMPARE(fieldHeldBy(blue, red), u"second"_s);
    QCOMPARE(fieldHeldBy(red, blue), u"first"_s);
}

// R11 kept from the units an action touches (the engine given the endurance before it) must agree with a
// full count after every action of long random games, and place the breaking point in the same turn as an
// engine that counts everything.
void TestRatioEngineBreakingPoint::r11_knownEnduranceFollowsEveryAction_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 40; ++seed)
        QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
}

void TestRatioEngineBreakingPoint::r11_knownEnduranceFollowsEveryAction()
{
    QFETCH(quint32, seed);
    RuleOptions rules = leadersRules();
    rules.bailedCrew = true;
    rules.nbc = true;
    Unit leaders = makeLeadersSquad(u"ldr"_s);
    leaders.pieces[1].moraleOfficer = true;
    const Battlegroup start = makeBattlegroup({leaders, makeSquad(u"sq"_s, 6), makeRobotUnit(u"bots"_s, 3, 2),
                                               makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 2, 2, 2, 4)),
                                               makeVehicleUnit(u"apc"_s, makeVehicle(u"apc"_s, 1, 1, 1, 1)),
                                               makeVehicleUnit(u"bunker"_s, makeVehicle(u"bunker"_s, 0, 2, 2, 2, {Rank::Corporal, Rank::Trooper}, PieceKind::Strongpoint))},
                                              rules);
    Battlegroup counted = start; // the engine counts every piece
    Battlegroup kept = start;    // the engine is told the endurance and keeps it
    Endurance known = endurance(kept);
    QRandomGenerator random(seed);
    int applied = 0;
    for (int step = 0; step < 400; ++step) {
        const int u = static_cast<int>(random.bounded(static_cast<int>(counted.units.size())));
        const int pieceCount = static_cast<int>(counted.units.at(u).pieces.size());
        const PieceRef ref{u, static_cast<int>(random.bounded(pieceCount))};
        const PieceRef other{u, static_cast<int>(random.bounded(pieceCount))};
        const int face = static_cast<int>(random.bounded(1, 11));
        const int action = static_cast<int>(random.bounded(14));
        const auto act = [&](RatioEngine &e) {
            TypedDie die(face);
            switch (action) {
            case 0: return e.casualty(ref);
            case 1: return e.penetratingHit(ref);
            case 2: return e.loseSystemLevel(ref, VehicleSystem::Movement);
            case 3: return e.loseSystemLevel(ref, VehicleSystem::Targeting);
            case 4: return e.knockOutWeapon(ref, 0);
            case 5: return e.leaveBoard(ref);
            case 6: return e.surrender(ref);
            case 7: return e.officerShoots(other, ref);
            case 8: return e.bailOut(ref);
            case 9: return e.explosiveDestruction(ref, {0});
            case 10: return e.nbcAttack(u);
            case 11: return e.markActed(ref);
            case 12: return e.endTurn(true);
            default: return e.check(ref, die);
            }
        };
        RatioEngine countingEngine(counted);
        const ActionResult a = act(countingEngine);
        RatioEngine keepingEngine(kept, known);
        const ActionResult b = act(keepingEngine);
        QCOMPARE(b.ok(), a.ok());
        QVERIFY2(counted == kept, qPrintable(u"step %1, action %2"_s.arg(step).arg(action)));
        if (!b.ok())
            continue;
        ++applied;
        QVERIFY2(b.endurance.has_value(), qPrintable(u"action %1 reported no endurance"_s.arg(action)));
        QCOMPARE(*b.endurance, endurance(kept));
        QVERIFY(!a.endurance.has_value()); // an engine not told the endurance reports none
        known = *b.endurance;
    }
    QVERIFY2(applied >= 40, qPrintable(u"only %1 actions applied"_s.arg(applied)));
    QVERIFY(kept.breakingTurn > 0); // the games run past the breaking point, so it was placed by the kept sums
}

QTEST_GUILESS_MAIN(TestRatioEngineBreakingPoint)
#include "tst_ratioengine_breakingpoint.moc"
