// The rules engine (RatioEngine) against the specification (shared/rules/ratio-morale.md): the optional
// factors (R8), the NBC attack (R8a) and the needs a unit shows and rolls.
#include "RatioEngineFixtures.h"

#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestRatioEngineFactors : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // R8
    void r8_factorsThroughEngine_data();
    void r8_factorsThroughEngine();
    void r8_robotsHaveNoClassOrExperience();
    void r8_classFollowsKindNotStyle_data();
    void r8_classFollowsKindNotStyle();
    void r8_unitNeedIsTheNeedRolled();
    void r8_mixedUnitNeedDoesNotFollowWhoIsDue();
    void r8a_nbcAttackForcesCheckAtFullStrength();
    void r8a_nbcAttackRefusedWithoutRuleOrWhenEquipped();
    void r8a_nbcWithLossesIsOneCheck();
    void r8_levyAtFifteenFailsWithoutRollAndIsBroken();
    void r8_eliteAtNeedNineCannotFail();
    void r8_automaticFailureIgnoresFactors();
};

// ---------------------------------------------------------------------------------------------
// R8

// R8 factor vectors through the engine at need 6: the seed Leaders squad after losing the Corporal
// and three Troopers is 8/13 with Leaders, 6/10 without: need 6 either way.
void TestRatioEngineFactors::r8_factorsThroughEngine_data()
{
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<bool>("classes");
    QTest::addColumn<bool>("experience");
    QTest::addColumn<MoraleClass>("moraleClass");
    QTest::addColumn<Experience>("exp");
    QTest::addColumn<bool>("viaDefault");
    QTest::addColumn<int>("modifiedNeed");
    QTest::addColumn<QStringList>("keys");

    const auto E = MoraleClass::Elite;
    const auto R = MoraleClass::Regular;
    const auto L = MoraleClass::Levy;
    const auto S = Experience::Seasoned;
    const auto G = Experience::Green;
    QTest::newRow("toggles off: an Elite green unit gets nothing") << true << false << false << E << G << false << 6 << QStringList{};
    QTest::newRow("toggles off, no Leaders") << false << false << false << L << G << false << 6 << QStringList{};
    QTest::newRow("Elite +1 -> 7") << true << true << true << E << S << false << 7 << QStringList{u"elite"_s};
    QTest::newRow("Regular -> 6") << true << true << true << R << S << false << 6 << QStringList{};
    QTest::newRow("Levy -1 -> 5") << true << true << true << L << S << false << 5 << QStringList{u"levy"_s};
    QTest::newRow("Regular green -> 5") << true << true << true << R << G << false << 5 << QStringList{u"green"_s};
    QTest::newRow("Levy green -> 4") << true << true << true << L << G << false << 4 << QStringList{u"levy"_s, u"green"_s};
    QTest::newRow("Elite green -> 6") << true << true << true << E << G << false << 6 << QStringList{u"elite"_s, u"green"_s};
    QTest::newRow("Levy green, only classes on -> 5") << true << true << false << L << G << false << 5 << QStringList{u"levy"_s};
    QTest::newRow("Levy green, only experience on -> 5") << true << false << true << L << G << false << 5 << QStringList{u"green"_s};
    QTest::newRow("no Leaders, Levy green -> 4") << false << true << true << L << G << false << 4 << QStringList{u"levy"_s, u"green"_s};
    QTest::newRow("Elite from the battlegroup default -> 7") << true << true << true << E << S << true << 7 << QStringList{u"elite"_s};
    QTest::newRow("green from the battlegroup default -> 5") << true << true << true << R << G << true << 5 << QStringList{u"green"_s};
}

void TestRatioEngineFactors::r8_factorsThroughEngine()
{
    QFETCH(bool, leaders);
    QFETCH(bool, classes);
    QFETCH(bool, experience);
    QFETCH(MoraleClass, moraleClass);
    QFETCH(Experience, exp);
    QFETCH(bool, viaDefault);
    QFETCH(int, modifiedNeed);
    QFETCH(QStringList, keys);

    RuleOptions rules;
    rules.leaders = leaders;
    rules.moraleClasses = classes;
    rules.experience = experience;
    Unit unit = makeLeadersSquad(u"alpha"_s);
    if (viaDefault) {
        rules.defaultClass = moraleClass;
        rules.defaultExperience = exp;
    } else {
        unit.moraleClass = moraleClass;
        unit.experience = exp;
    }
    Battlegroup bg = makeBattlegroup({unit}, rules);
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 1}));
    QVERIFY(casualties(engine, 0, 2, 4));

    const CheckAssessment a = engine.assessPiece({0, 0});
    QCOMPARE(a.need, 6);
    QCOMPARE(a.modifiedNeed, modifiedNeed);
    QCOMPARE(a.successFaces, modifiedNeed);
    QCOMPARE(a.failure, FailureResult::Shaken);
    QStringList gotKeys;
    int sum = 6;
    for (const Factor &f : a.factors) {
        gotKeys << f.key;
        sum += f.delta;
    }
    QCOMPARE(gotKeys, keys);
    QCOMPARE(sum, modifiedNeed);

    // A d10 showing the modified need passes; one more fails with the band's result (Shaken).
    Battlegroup passBg = bg;
    RatioEngine passEngine(passBg);
    TypedDie pass(modifiedNeed);
    ActionResult r = passEngine.check({0, 0}, pass);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().outcome, CheckOutcome::Passed);
    QCOMPARE(r.records.first().modifiedNeed, modifiedNeed);

    TypedDie fail(modifiedNeed + 1);
    r = engine.check({0, 0}, fail);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().outcome, CheckOutcome::Failed);
    QCOMPARE(r.records.first().result, FailureResult::Shaken);
    QCOMPARE(stateOf(bg, 0, 0).status, MoraleStatus::Shaken);
}

// R8 / notes 2.5: robots (warbots, wardrones, and a robot with vehicle-style morale) are Regular and
// seasoned; soldiers and vehicle crews get the class and experience factors.
void TestRatioEngineFactors::r8_robotsHaveNoClassOrExperience()
{
    RuleOptions rules;
    rules.moraleClasses = true;
    rules.experience = true;
    rules.defaultClass = MoraleClass::Levy;
    rules.defaultExperience = Experience::Green;
    QList<Piece> mixed = troopers(u"mixed"_s, 10);
    mixed.append(makeRobot(u"mixed-bot"_s, 2)); // [10]
    Battlegroup bg = makeBattlegroup({makeRobotUnit(u"bots"_s, 4, 1), makeInfantry(u"mixed"_s, mixed),
                                      makeVehicleUnit(u"drone"_s, makeVehicle(u"drone"_s, 3, 3, 3, 3, {}, PieceKind::Wardrone)),
                                      makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 3))},
                                     rules);
    RatioEngine engine(bg);
    VERIFY_OK(engine.penetratingHit({0, 0}));                        // 11/12
    VERIFY_OK(engine.penetratingHit({1, 10}));                       // 13/14
    VERIFY_OK(engine.loseSystemLevel({2, 0}, VehicleSystem::Targeting)); // 11/12
    VERIFY_OK(engine.loseSystemLevel({3, 0}, VehicleSystem::Targeting)); // 11/12

    for (const PieceRef ref : {PieceRef{0, 1}, PieceRef{1, 10}, PieceRef{2, 0}}) {
        const CheckAssessment a = engine.assessPiece(ref);
        QCOMPARE(a.need, 9);
        QVERIFY(a.factors.isEmpty());
        QCOMPARE(a.modifiedNeed, 9);
    }
    for (const PieceRef ref : {PieceRef{1, 0}, PieceRef{3, 0}}) {
        const CheckAssessment a = engine.assessPiece(ref);
        QCOMPARE(a.need, 9);
        QCOMPARE(a.factors.size(), qsizetype(2));
        QCOMPARE(a.modifiedNeed, 7);
    }

    // Same die, same ratio: the robot passes, its Levy green comrade does not.
    TypedDie nine(9);
    ActionResult r = engine.check({1, 10}, nine);
    QCOMPARE(r.records.first().outcome, CheckOutcome::Passed);
    r = engine.check({1, 0}, nine);
    QCOMPARE(r.records.first().outcome, CheckOutcome::Failed);
}

void TestRatioEngineFactors::r8_classFollowsKindNotStyle_data()
{
    QTest::addColumn<Piece>("piece");
    QTest::addColumn<int>("need");
    QTest::addColumn<int>("modifiedNeed");

    // Elite green: +1 - 1 would hide the bug, so Elite seasoned (+1) for the pieces that take it.
    Piece drone = makeVehicle(u"drone"_s, 3, 3, 3, 3, {}, PieceKind::Wardrone); // 12, heavy battledrone (R4)
    Piece bot = makeVehicle(u"bot"_s, 3, 3, 3, 3, {}, PieceKind::Warbot);       // 12
    Piece tank = makeVehicle(u"tank"_s, 3, 3, 3, 3);                             // 12
    tank.style = MoraleStyle::Robot;                                              // a vehicle with robot-style morale
    tank.size = 2;                                                                // 4 points
    QTest::newRow("R8 wardrone with vehicle-style morale: Regular, 11/12 -> 9") << drone << 9 << 9;
    QTest::newRow("R8 warbot with vehicle-style morale: Regular, 11/12 -> 9") << bot << 9 << 9;
    QTest::newRow("R8 vehicle with robot-style morale: Elite, 3/4 -> 7 + 1") << tank << 7 << 8;
}

// R8 interpretation (who takes class and experience): the piece's kind decides, not its morale style, and
// the unit's assessment (roster, sheet, CLI summary) shows the need the piece's own roll is made at.
void TestRatioEngineFactors::r8_classFollowsKindNotStyle()
{
    QFETCH(Piece, piece);
    QFETCH(int, need);
    QFETCH(int, modifiedNeed);

    RuleOptions rules;
    rules.moraleClasses = true;
    rules.experience = true;
    rules.defaultClass = MoraleClass::Elite;
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"v"_s, piece)}, rules);
    RatioEngine engine(bg);
    if (piece.style == MoraleStyle::Robot)
        VERIFY_OK(engine.penetratingHit({0, 0}));
    else
        VERIFY_OK(engine.loseSystemLevel({0, 0}, VehicleSystem::Targeting));

    const CheckAssessment own = engine.assessPiece({0, 0});
    const CheckAssessment unit = engine.assessUnit(0);
    QCOMPARE(own.need, need);
    QCOMPARE(own.modifiedNeed, modifiedNeed);
    QCOMPARE(unit.need, need);
    QCOMPARE(unit.modifiedNeed, modifiedNeed);
    QCOMPARE(unit.factors, own.factors);
    QCOMPARE(unitCheckFactors(bg, 0).moraleClass, checkFactors(bg, {0, 0}).moraleClass);

    // The roll is made at the need shown: a die of exactly that passes, one more fails.
    Battlegroup failBg = bg;
    RatioEngine failEngine(failBg);
    TypedDie pass(modifiedNeed);
    TypedDie fail(modifiedNeed + 1);
    QCOMPARE(engine.check({0, 0}, pass).records.first().outcome, CheckOutcome::Passed);
    QCOMPARE(failEngine.check({0, 0}, fail).records.first().outcome, CheckOutcome::Failed);
}

// R8 interpretation: one decision for every need shown or rolled. A unit shows the need of the piece that
// checks next, NBC factor included (R8a), and falls back on its troops' need when none is due.
void TestRatioEngineFactors::r8_unitNeedIsTheNeedRolled()
{
    RuleOptions rules;
    rules.nbc = true;
    rules.experience = true;
    rules.defaultExperience = Experience::Green;
    QList<Piece> pieces = troopers(u"alpha"_s, 5);
    pieces.append(makeRobot(u"alpha-bot"_s, 1)); // [5]
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces), makeRobotUnit(u"bots"_s, 2, 1)}, rules);
    RatioEngine engine(bg);

    // At full strength nobody is due: S for the unit.
    QCOMPARE(engine.assessUnit(0).automatic, Automatic::Success);
    // R8a: an NBC attack forces a check at 10 - 2 (NBC) - 1 (green) = 7; the unit says so too.
    VERIFY_OK(engine.nbcAttack(0));
    QCOMPARE(engine.assessPiece({0, 0}).modifiedNeed, 7);
    QCOMPARE(engine.assessUnit(0).modifiedNeed, 7);
    QCOMPARE(engine.assessUnit(0).failure, FailureResult::Cautious);
    TypedDie one(1);
    for (int i = 0; i < 5; ++i) {
        // The unit keeps showing the NBC need while any of its troops still has that check to make.
        QCOMPARE(engine.assessUnit(0).modifiedNeed, 7);
        VERIFY_OK(engine.check({0, i}, one));
    }
    QCOMPARE(engine.assessUnit(0).automatic, Automatic::Success);

    // A robot unit never takes class or experience (R8): green does not reach it.
    VERIFY_OK(engine.penetratingHit({1, 0})); // 5/6 -> 8
    QCOMPARE(engine.assessUnit(1).modifiedNeed, 8);
    QVERIFY(engine.assessUnit(1).factors.isEmpty());
    QVERIFY(!offersClassAndExperience(bg.units.at(1)));
    QVERIFY(offersClassAndExperience(bg.units.at(0)));
}

// R8 interpretation: the same factors everywhere a need is shown. A green squad with an attached wardrone
// shows the troops' need whoever is due next; the robot still rolls at its own (Regular, seasoned) need.
void TestRatioEngineFactors::r8_mixedUnitNeedDoesNotFollowWhoIsDue()
{
    RuleOptions rules;
    rules.experience = true;
    rules.defaultExperience = Experience::Green;
    QList<Piece> pieces{makeRobot(u"alpha-drone"_s, 1, PieceKind::Wardrone)}; // [0], 3 points, listed first
    pieces.append(troopers(u"alpha"_s, 7));                                    // [1..7]
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces)}, rules);
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 7})); // 9/10 -> need 9; green troops 8

    QCOMPARE(engine.assessUnit(0).need, 9);
    QCOMPARE(engine.assessUnit(0).modifiedNeed, 8); // the robot is due first in roster order
    TypedDie one(1);
    for (int i = 1; i < 7; ++i) {
        VERIFY_OK(engine.check({0, i}, one));
        QCOMPARE(engine.assessUnit(0).modifiedNeed, 8);
    }
    QVERIFY(sameRefs(engine.checksDue(), {{0, 0}})); // only the robot is due now
    QCOMPARE(engine.assessUnit(0).modifiedNeed, 8);
    QCOMPARE(engine.assessPiece({0, 0}).modifiedNeed, 9); // its own roll: no experience factor
    QCOMPARE(engine.assessPiece({0, 1}).modifiedNeed, 8);
}

// R8a: an NBC attack on troops not equipped for NBC forces a check even at full strength: need 10,
// modified 8, failure Cautious. Only troops panic: robots are not marked.
void TestRatioEngineFactors::r8a_nbcAttackForcesCheckAtFullStrength()
{
    RuleOptions rules;
    rules.nbc = true;
    QList<Piece> pieces = troopers(u"alpha"_s, 5);
    pieces.append(makeRobot(u"alpha-bot"_s, 1)); // [5]
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces)}, rules);
    RatioEngine engine(bg);

    const ActionResult attack = engine.nbcAttack(0);
    QVERIFY2(attack.ok(), qPrintable(attack.error));
    QCOMPARE(bg.log.last().event, LogEvent::NbcAttack);
    QCOMPARE(bg.log.last().unitId, u"alpha"_s);
    for (int i = 0; i < 5; ++i) {
        QVERIFY(stateOf(bg, 0, i).marker);
        QCOMPARE(stateOf(bg, 0, i).markerDueTurn, 1);
    }
    QVERIFY(!stateOf(bg, 0, 5).marker);

    const CheckAssessment a = engine.assessPiece({0, 0});
    QCOMPARE(a.starting, 8);
    QCOMPARE(a.current, 8);
    QCOMPARE(a.need, 10);
    QCOMPARE(a.modifiedNeed, 8);
    QCOMPARE(a.failure, FailureResult::Cautious);
    QCOMPARE(a.factors, (QList<Factor>{{u"nbc"_s, -2}}));

    TypedDie nine(9);
    ActionResult r = engine.check({0, 0}, nine);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().need, 10);
    QCOMPARE(r.records.first().modifiedNeed, 8);
    QCOMPARE(r.records.first().die, 9);
    QCOMPARE(r.records.first().outcome, CheckOutcome::Failed);
    QCOMPARE(r.records.first().result, FailureResult::Cautious);
    QCOMPARE(stateOf(bg, 0, 0).status, MoraleStatus::Cautious);
    QVERIFY(stateOf(bg, 0, 0).marker);

    TypedDie eight(8);
    r = engine.check({0, 1}, eight);
    QCOMPARE(r.records.first().outcome, CheckOutcome::Passed);
    QVERIFY(!stateOf(bg, 0, 1).marker);

    // With Levy troops the same attack needs 7.
    RuleOptions levyRules = rules;
    levyRules.moraleClasses = true;
    levyRules.defaultClass = MoraleClass::Levy;
    Battlegroup levy = makeBattlegroup({makeSquad(u"levy"_s, 5)}, levyRules);
    RatioEngine levyEngine(levy);
    VERIFY_OK(levyEngine.nbcAttack(0));
    QCOMPARE(levyEngine.assessPiece({0, 0}).modifiedNeed, 7);
}

// R8a: only with the NBC rule on, and only on troops not equipped for NBC.
void TestRatioEngineFactors::r8a_nbcAttackRefusedWithoutRuleOrWhenEquipped()
{
    Battlegroup off = makeBattlegroup({makeSquad(u"alpha"_s, 5)});
    RatioEngine offEngine(off);
    VERIFY_REFUSED(off, offEngine.nbcAttack(0));

    RuleOptions rules;
    rules.nbc = true;
    Unit equipped = makeSquad(u"armoured"_s, 5);
    equipped.nbcEquipped = true;
    Battlegroup bg = makeBattlegroup({equipped, makeSquad(u"plain"_s, 5)}, rules);
    RatioEngine engine(bg);
    VERIFY_REFUSED(bg, engine.nbcAttack(0));
    VERIFY_OK(engine.nbcAttack(1));

    // Equipped by the battlegroup's default, unless the unit says otherwise.
    rules.defaultNbcEquipped = true;
    Unit unsealed = makeSquad(u"unsealed"_s, 5);
    unsealed.nbcEquipped = false;
    Battlegroup bg2 = makeBattlegroup({makeSquad(u"suits"_s, 5), unsealed}, rules);
    RatioEngine engine2(bg2);
    VERIFY_REFUSED(bg2, engine2.nbcAttack(0));
    VERIFY_OK(engine2.nbcAttack(1));

    // Machines do not panic: a unit of warbots has no troops for the attack to affect.
    rules.defaultNbcEquipped = false;
    Battlegroup bots = makeBattlegroup({makeRobotUnit(u"bots"_s, 4, 1)}, rules);
    RatioEngine botEngine(bots);
    VERIFY_REFUSED(bots, botEngine.nbcAttack(0));
}

// R8a (notes 2.3): an NBC attack that also caused losses is one check at the new ratio with -2.
void TestRatioEngineFactors::r8a_nbcWithLossesIsOneCheck()
{
    RuleOptions rules;
    rules.nbc = true;
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)}, rules);
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_OK(engine.nbcAttack(0));
    const CheckAssessment a = engine.assessPiece({0, 1});
    QCOMPARE(a.need, 9);
    QCOMPARE(a.modifiedNeed, 7);

    TypedDie eight(8);
    const ActionResult r = engine.check({0, 1}, eight);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().outcome, CheckOutcome::Failed);
    QCOMPARE(r.records.first().result, FailureResult::Cautious);
    TypedDie one(1);
    VERIFY_REFUSED(bg, engine.check({0, 1}, one));
}

// R8: a Levy unit at .15 has modified need 0: it fails without a roll (no die consumed), and the
// result is the band's, Broken, not Eliminated.
void TestRatioEngineFactors::r8_levyAtFifteenFailsWithoutRollAndIsBroken()
{
    RuleOptions rules;
    rules.moraleClasses = true;
    Unit unit = makeSquad(u"levy"_s, 20);
    unit.moraleClass = MoraleClass::Levy;
    Battlegroup bg = makeBattlegroup({unit}, rules);
    RatioEngine engine(bg);
    QVERIFY(casualties(engine, 0, 0, 16)); // 3/20 = .15

    CountingDice dice(1); // would pass if it were rolled
    const ActionResult r = engine.check({0, 17}, dice);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(dice.calls, 0);
    const LogRecord &rec = r.records.first();
    QCOMPARE(rec.need, 1);
    QCOMPARE(rec.modifiedNeed, 0);
    QVERIFY(!rec.die.has_value());
    QCOMPARE(rec.automatic, Automatic::None); // not the table's F
    QCOMPARE(rec.outcome, CheckOutcome::Failed);
    QCOMPARE(rec.result, FailureResult::Broken);
    QCOMPARE(stateOf(bg, 0, 17).presence, Presence::Active);
    QCOMPARE(stateOf(bg, 0, 17).status, MoraleStatus::Broken);
}

// R8: Elite at need 9 -> 10: cannot fail, and no die is consumed.
void TestRatioEngineFactors::r8_eliteAtNeedNineCannotFail()
{
    RuleOptions rules;
    rules.moraleClasses = true;
    Unit unit = makeSquad(u"elite"_s, 10);
    unit.moraleClass = MoraleClass::Elite;
    Battlegroup bg = makeBattlegroup({unit}, rules);
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));

    CountingDice dice(10); // would fail if it were rolled
    const ActionResult r = engine.check({0, 1}, dice);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(dice.calls, 0);
    QCOMPARE(r.records.first().need, 9);
    QCOMPARE(r.records.first().modifiedNeed, 10);
    QVERIFY(!r.records.first().die.has_value());
    QCOMPARE(r.records.first().outcome, CheckOutcome::Passed);
    QVERIFY(!stateOf(bg, 0, 1).marker);
}

// R8: F (ratio under .10) stays an automatic failure whatever the modifiers.
void TestRatioEngineFactors::r8_automaticFailureIgnoresFactors()
{
    RuleOptions rules;
    rules.moraleClasses = true;
    Unit unit = makeSquad(u"elite"_s, 20);
    unit.moraleClass = MoraleClass::Elite;
    Battlegroup bg = makeBattlegroup({unit}, rules);
    RatioEngine engine(bg);
    QVERIFY(casualties(engine, 0, 0, 18)); // 1/20

    CountingDice dice(1);
    const ActionResult r = engine.check({0, 19}, dice);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(dice.calls, 0);
    QCOMPARE(r.records.first().automatic, Automatic::Failure);
    QCOMPARE(r.records.first().result, FailureResult::Eliminated);
    QCOMPARE(stateOf(bg, 0, 19).presence, Presence::Eliminated);
}

QTEST_GUILESS_MAIN(TestRatioEngineFactors)
#include "tst_ratioengine_factors.moc"
