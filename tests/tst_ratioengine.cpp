// The ratio-morale rules engine (RatioEngine) judged against the specification
// (shared/rules/ratio-morale.md, R1-R13), not against its own code: marker and turn bookkeeping (R6, R13),
// unit levels (R2-R4), losses (R7, R9, R10), optional factors (R8), the breaking point (R11) and the log.
#include "ratio/model/Battlegroup.h"
#include "kernel/Dice.h"
#include "ratio/rules/FieldDecision.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/RatioMorale.h"

#include <QRandomGenerator>
#include <QTest>
#include <QTranslator>

#include <algorithm>

using namespace md;
using namespace md::ratio;
using namespace Qt::StringLiterals;

// Readable QCOMPARE failures for the model's enums and piece references.
namespace md {
char *toString(FailureResult v) { return qstrdup(qPrintable(enumKey(v))); }
char *toString(MoraleStatus v) { return qstrdup(qPrintable(enumKey(v))); }
char *toString(CheckOutcome v) { return qstrdup(qPrintable(enumKey(v))); }
char *toString(Automatic v) { return qstrdup(qPrintable(enumKey(v))); }
char *toString(Presence v) { return qstrdup(qPrintable(enumKey(v))); }
char *toString(LogEvent v) { return qstrdup(qPrintable(enumKey(v))); }
} // namespace md

namespace md::ratio {
char *toString(const PieceRef &r) { return qstrdup(qPrintable(u"{%1,%2}"_s.arg(r.unit).arg(r.piece))); }
// R11 through the one function that decides it: "first", "second", "neither" or "undecided".
QString fieldHeldBy(const Battlegroup &first, const Battlegroup &second)
{
    const FieldDecision d = FieldDecision::decide({{u"first"_s, first.breakingTurn}, {u"second"_s, second.breakingTurn}});
    switch (d.outcome) {
    case BattleOutcome::Held:
        return d.heldBy;
    case BattleOutcome::Neither:
        return u"neither"_s;
    case BattleOutcome::Undecided:
    case BattleOutcome::Retreated:
        break;
    }
    return u"undecided"_s;
}
} // namespace md::ratio

// A refused action must report why, log nothing and leave the battlegroup exactly as it was.
#define VERIFY_REFUSED(bg, action)                                                                 \
    do {                                                                                           \
        const md::Battlegroup before_ = (bg);                                                      \
        const md::ratio::ActionResult result_ = (action);                                          \
        QVERIFY2(!result_.ok(), "expected a refusal: " #action);                                   \
        QVERIFY(result_.records.isEmpty());                                                        \
        QVERIFY2((bg) == before_, "a refused action changed the battlegroup: " #action);           \
    } while (false)

#define VERIFY_OK(action)                                                                          \
    do {                                                                                           \
        const md::ratio::ActionResult result_ = (action);                                          \
        QVERIFY2(result_.ok(), qPrintable(u"" #action ": "_s + result_.error));                     \
    } while (false)

namespace {

// A die that counts how often it is asked: a certain result must not consume a die (R8).
class CountingDice final : public DiceSource
{
public:
    explicit CountingDice(int face) : m_face(face) {}
    int roll(int) override
    {
        ++calls;
        return m_face;
    }
    int calls = 0;

private:
    int m_face;
};

Piece makeSoldier(const QString &id, Rank rank = Rank::Trooper, bool moraleOfficer = false)
{
    Piece p;
    p.id = id;
    p.name = id;
    p.kind = PieceKind::Soldier;
    p.style = MoraleStyle::Infantry;
    p.rank = rank;
    p.moraleOfficer = moraleOfficer;
    return p;
}

Unit makeInfantry(const QString &id, const QList<Piece> &pieces)
{
    Unit u;
    u.id = id;
    u.name = id;
    u.kind = UnitKind::Infantry;
    u.pieces = pieces;
    return u;
}

QList<Piece> troopers(const QString &unitId, int count, int firstNumber = 1)
{
    QList<Piece> list;
    for (int i = 0; i < count; ++i)
        list.append(makeSoldier(u"%1-t%2"_s.arg(unitId).arg(firstNumber + i)));
    return list;
}

// A squad of `count` Troopers (1 point each with or without Leaders).
Unit makeSquad(const QString &id, int count) { return makeInfantry(id, troopers(id, count)); }

// The seed's Leaders squad (R2): Sergeant [0], Corporal [1], 8 Troopers [2..9] = 13 with Leaders.
QList<Piece> leadersSquadPieces(const QString &unitId)
{
    QList<Piece> list{makeSoldier(unitId + u"-sgt"_s, Rank::Sergeant), makeSoldier(unitId + u"-cpl"_s, Rank::Corporal)};
    list.append(troopers(unitId, 8));
    return list;
}
Unit makeLeadersSquad(const QString &id) { return makeInfantry(id, leadersSquadPieces(id)); }

Piece makeRobot(const QString &id, int size, PieceKind kind = PieceKind::Warbot)
{
    Piece p;
    p.id = id;
    p.name = id;
    p.kind = kind;
    p.style = MoraleStyle::Robot;
    p.size = size;
    return p;
}

Unit makeRobotUnit(const QString &id, int count, int size)
{
    Unit u;
    u.id = id;
    u.name = id;
    u.kind = UnitKind::Robots;
    for (int i = 0; i < count; ++i)
        u.pieces.append(makeRobot(u"%1-bot%2"_s.arg(id).arg(i + 1), size));
    return u;
}

// A vehicle-style piece with fully working systems, `weapons` weapon systems and a crew.
Piece makeVehicle(const QString &id, int movement, int targeting, int damageControl, int weapons,
                  const QList<Rank> &crew = {Rank::Trooper, Rank::Trooper, Rank::Trooper},
                  PieceKind kind = PieceKind::Vehicle)
{
    Piece p;
    p.id = id;
    p.name = id;
    p.kind = kind;
    p.style = MoraleStyle::Vehicle;
    p.movement = {movement, movement};
    p.targeting = {targeting, targeting};
    p.damageControl = {damageControl, damageControl};
    p.hasMovement = movement > 0 || kind != PieceKind::Strongpoint;
    p.movementRate = movement > 0 ? 6 : 0;
    p.currentMovement = p.movementRate;
    for (int i = 0; i < weapons; ++i)
        p.weapons.append({u"W%1"_s.arg(i + 1), false});
    p.crew = crew;
    return p;
}

Unit makeVehicleUnit(const QString &id, const Piece &vehicle)
{
    Unit u;
    u.id = id;
    u.name = id;
    u.kind = vehicle.kind == PieceKind::Strongpoint ? UnitKind::Strongpoint : UnitKind::Vehicle;
    u.pieces = {vehicle};
    return u;
}

Battlegroup makeBattlegroup(const QList<Unit> &units, const RuleOptions &rules = {})
{
    Battlegroup bg;
    bg.name = u"Test group"_s;
    bg.side = u"Blue"_s;
    bg.rules = rules;
    bg.units = units;
    return bg;
}

RuleOptions leadersRules()
{
    RuleOptions r;
    r.leaders = true;
    return r;
}

// Copies, so that no reference into the battlegroup outlives a mutation.
PieceState stateOf(const Battlegroup &bg, int unit, int piece) { return bg.units.at(unit).pieces.at(piece).state; }
int currentOf(const Battlegroup &bg, int unit) { return unitCurrent(bg.units.at(unit), bg.rules); }

bool sameRefs(QList<PieceRef> a, QList<PieceRef> b)
{
    const auto less = [](const PieceRef &x, const PieceRef &y) { return x.unit != y.unit ? x.unit < y.unit : x.piece < y.piece; };
    std::sort(a.begin(), a.end(), less);
    std::sort(b.begin(), b.end(), less);
    return a == b;
}

// Takes `points` morale points off a vehicle-style piece (enemy fire, not its own initiative):
// targeting, then damage control, then movement, then weapon systems.
bool damageVehicle(RatioEngine &engine, PieceRef ref, int points)
{
    for (int i = 0; i < points; ++i) {
        const Piece &p = engine.piece(ref);
        ActionResult r;
        if (p.targeting.current > 0)
            r = engine.loseSystemLevel(ref, VehicleSystem::Targeting);
        else if (p.damageControl.current > 0)
            r = engine.loseSystemLevel(ref, VehicleSystem::DamageControl);
        else if (p.movement.current > 0)
            r = engine.loseSystemLevel(ref, VehicleSystem::Movement);
        else {
            const auto it = std::find_if(p.weapons.cbegin(), p.weapons.cend(), [](const Weapon &w) { return !w.knockedOut; });
            r = engine.knockOutWeapon(ref, static_cast<int>(it - p.weapons.cbegin()));
        }
        if (!r.ok())
            return false;
    }
    return true;
}

bool loseLevels(RatioEngine &engine, PieceRef ref, VehicleSystem system, int levels)
{
    for (int i = 0; i < levels; ++i) {
        if (!engine.loseSystemLevel(ref, system).ok())
            return false;
    }
    return true;
}

bool casualties(RatioEngine &engine, int unit, int from, int to)
{
    for (int i = from; i <= to; ++i) {
        if (!engine.casualty({unit, i}).ok())
            return false;
    }
    return true;
}

} // namespace

class TestRatioEngine : public QObject
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

    // R6: markers and turns
    void r6_fullStrengthPlacesNoMarker();
    void r6_oneCheckPerTurn();
    void r6_failedPieceStaysMarkedAndChecksEveryTurn();
    void r6_endTurnRefusedWhileChecksDue();
    void r6_checksDueAndChecksNextTurn();
    void r6_markActedDefersLaterMarker();
    void r6_ratioAtTheMomentOfTheRoll();
    void r6_resultsAreNotSticky();
    void r6_mixedUnitEveryPieceRollsAgainstCombinedRatio();
    void r6_refusedActionsChangeNothing();
    void r6_overrideNamesUncheckedPiecesWhoStayDue();
    void r6_overrideListSeparatorsAreTranslated();
    void r6_pieceDueToCheckTakesNoOtherActionFirst();

    // R2-R5: levels and the seed examples through the engine
    void r2r3r4_startingLevels_data();
    void r2r3r4_startingLevels();
    void r2_seedLeadersSquadExamples();
    void r5_seedEightMenTwoCasualties();
    void r3_penetratingHitsRemovePoints();
    void r4_heavyBattledroneSeedExample();
    void r4_weaponsAboveThreeCostNothing();

    // R7
    void r7_eliminatedSoldierIsACasualty();
    void r6r7_eliminatedRobotInMixedUnitMarksTheOthers();
    void r7_leavingTheBoardKeepsUnitLevel();

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

    // R9
    void r9_surrenderOnlyFromBrokenOrShaken_data();
    void r9_surrenderOnlyFromBrokenOrShaken();
    void r9_surrenderingSergeantCostsThreeAndPlacesMarkers();
    void r9_moraleOfficerEligibility_data();
    void r9_moraleOfficerEligibility();
    void r9_officerShotReturnsUnitToNormal();
    void r9_surrenderOnlyRightAfterThisTurnsFailure();
    void r9_officerShootsOnlyWhereSurrenderIsPossible();
    void r9_officerOfAnyUnitShootsButNotWhenBroken();

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

    // R11
    void r11_enduranceIsSumOfStartingLevels();
    void r11_breakingPointAtExactlyHalf_data();
    void r11_breakingPointAtExactlyHalf();
    void r11_leftBoardCountsTowardBreakingPoint();
    void r11_earlierBreakingPointHandsFieldToOther();
    void r11_knownEnduranceFollowsEveryAction_data();
    void r11_knownEnduranceFollowsEveryAction();

    // R5/R6/R8: the battle log
    void r6_everyCheckAppendsLogRecord();
};

// ---------------------------------------------------------------------------------------------
// R13

// R13.1: a squad of 10 (no leaders) loses 1 man: 9 markers; each soldier 9/10 -> need 9.
void TestRatioEngine::r13_1_squadOfTenLosesOneMan()
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
void TestRatioEngine::r13_2_sameTurnRemarkChecksNextTurn()
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
void TestRatioEngine::r13_3_vehicleDamagedOnOwnInitiativeChecksNextTurn()
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
void TestRatioEngine::r13_4_failCautiousThenPassIsNormal()
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
void TestRatioEngine::r13_5_moraleOfficerShootsSurrenderingSergeant()
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
void TestRatioEngine::r13_6_bothBreakInSameTurnNeitherHolds()
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
// R6

// R6: at full strength no check is made (a loss that costs no point places no marker).
void TestRatioEngine::r6_fullStrengthPlacesNoMarker()
{
    Battlegroup bg = makeBattlegroup({makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 5))});
    RatioEngine engine(bg);
    VERIFY_OK(engine.knockOutWeapon({0, 0}, 3)); // still three working weapons: 12/12
    QVERIFY(!stateOf(bg, 0, 0).marker);
    QVERIFY(engine.checksDue().isEmpty());
    QCOMPARE(engine.assessPiece({0, 0}).automatic, Automatic::Success);
    TypedDie ten(10);
    VERIFY_REFUSED(bg, engine.check({0, 0}, ten)); // no marker, nothing to check
}

// R6: no soldier makes more than one morale check per turn; a refused check rolls no die.
void TestRatioEngine::r6_oneCheckPerTurn()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    TypedDie ten(10);
    VERIFY_OK(engine.check({0, 1}, ten)); // fails, marker stays
    QVERIFY(stateOf(bg, 0, 1).marker);

    CountingDice one(1);
    VERIFY_REFUSED(bg, engine.check({0, 1}, one));
    QCOMPARE(one.calls, 0);
    QVERIFY(!engine.whyCannotCheck({0, 1}).isEmpty());
}

// R6: a failed piece keeps its marker and must check every turn until it succeeds, even if it does nothing.
void TestRatioEngine::r6_failedPieceStaysMarkedAndChecksEveryTurn()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    TypedDie one(1);
    TypedDie ten(10);
    TypedDie nine(9);

    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_OK(engine.check({0, 1}, ten));
    for (int i = 2; i < 10; ++i)
        VERIFY_OK(engine.check({0, i}, one));
    QVERIFY(stateOf(bg, 0, 1).marker);
    QVERIFY(engine.checksDue().isEmpty());
    QCOMPARE(engine.checksNextTurn(), (QList<PieceRef>{{0, 1}}));
    VERIFY_OK(engine.endTurn());

    // Turn 2: he begins the turn with a marker and must check before it ends.
    QCOMPARE(engine.checksDue(), (QList<PieceRef>{{0, 1}}));
    VERIFY_REFUSED(bg, engine.endTurn());
    VERIFY_OK(engine.check({0, 1}, ten));
    QCOMPARE(stateOf(bg, 0, 1).status, MoraleStatus::Cautious);
    QVERIFY(stateOf(bg, 0, 1).marker);
    VERIFY_OK(engine.endTurn());

    // Turn 3: again, and this time he succeeds.
    QCOMPARE(engine.checksDue(), (QList<PieceRef>{{0, 1}}));
    VERIFY_OK(engine.check({0, 1}, nine));
    QCOMPARE(stateOf(bg, 0, 1).status, MoraleStatus::Normal);
    QVERIFY(!stateOf(bg, 0, 1).marker);
}

// R6: a player may not pass while pieces must check this turn; the program allows an explicit override.
void TestRatioEngine::r6_endTurnRefusedWhileChecksDue()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_REFUSED(bg, engine.endTurn());
    QVERIFY(!engine.endTurn().error.isEmpty());
    QCOMPARE(bg.turn, 1);

    const ActionResult r = engine.endTurn(true);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(bg.turn, 2);
    QCOMPARE(bg.log.last().event, LogEvent::TurnEnded);
    QCOMPARE(bg.log.last().turn, 1);

    // The skipped checks are still owed: nine soldiers begin turn 2 with a marker.
    QCOMPARE(engine.checksDue().size(), qsizetype(9));
    SeededD10 dice(2024);
    for (int i = 1; i < 10; ++i)
        VERIFY_OK(engine.check({0, i}, dice));
    VERIFY_OK(engine.endTurn());
    QCOMPARE(bg.turn, 3);
}

// R6: the lists of pending checks for this turn and for the next.
void TestRatioEngine::r6_checksDueAndChecksNextTurn()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 5), makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 3))});
    RatioEngine engine(bg);
    QVERIFY(engine.checksDue().isEmpty());
    QVERIFY(engine.checksNextTurn().isEmpty());

    VERIFY_OK(engine.markActed({0, 2}));
    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_OK(engine.loseSystemLevel({1, 0}, VehicleSystem::Movement, true));
    QVERIFY(sameRefs(engine.checksDue(), {{0, 1}, {0, 3}, {0, 4}}));
    QVERIFY(sameRefs(engine.checksNextTurn(), {{0, 2}, {1, 0}}));

    TypedDie ten(10);
    VERIFY_OK(engine.check({0, 1}, ten)); // fails: checks again next turn
    QVERIFY(sameRefs(engine.checksDue(), {{0, 3}, {0, 4}}));
    QVERIFY(sameRefs(engine.checksNextTurn(), {{0, 1}, {0, 2}, {1, 0}}));

    TypedDie one(1);
    VERIFY_OK(engine.check({0, 3}, one)); // passes: no longer pending at all
    QVERIFY(sameRefs(engine.checksDue(), {{0, 4}}));
    QVERIFY(sameRefs(engine.checksNextTurn(), {{0, 1}, {0, 2}, {1, 0}}));

    VERIFY_OK(engine.endTurn(true));
    QVERIFY(sameRefs(engine.checksDue(), {{0, 1}, {0, 2}, {0, 4}, {1, 0}}));
    QVERIFY(engine.checksNextTurn().isEmpty());
}

// R6: a soldier who has already moved or fired this turn checks a new marker next turn; one marked
// before he acts must check first.
void TestRatioEngine::r6_markActedDefersLaterMarker()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 5)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.markActed({0, 1}));
    VERIFY_REFUSED(bg, engine.markActed({0, 1})); // already recorded this turn
    VERIFY_OK(engine.casualty({0, 0}));

    QCOMPARE(stateOf(bg, 0, 1).markerDueTurn, 2);
    QVERIFY(!engine.whyCannotCheck({0, 1}).isEmpty());
    QCOMPARE(stateOf(bg, 0, 2).markerDueTurn, 1);
    QVERIFY(engine.whyCannotCheck({0, 2}).isEmpty());

    // A marked piece must check before it moves or fires, so it cannot act first.
    VERIFY_REFUSED(bg, engine.markActed({0, 2}));
    QVERIFY(engine.checksDue().contains(PieceRef{0, 2}));

    TypedDie one(1);
    VERIFY_REFUSED(bg, engine.check({0, 1}, one));
    for (int i = 2; i < 5; ++i)
        VERIFY_OK(engine.check({0, i}, one));
    VERIFY_OK(engine.endTurn());
    QCOMPARE(engine.checksDue(), (QList<PieceRef>{{0, 1}}));
    VERIFY_OK(engine.check({0, 1}, one));
}

// R5/R6: the ratio is the one at the moment of the roll, not when the marker was placed.
void TestRatioEngine::r6_ratioAtTheMomentOfTheRoll()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0})); // marker placed at 9/10 (need 9, Cautious)
    QCOMPARE(engine.assessPiece({0, 9}).need, 9);
    QVERIFY(casualties(engine, 0, 1, 4)); // 5/10 by the time he rolls

    TypedDie six(6);
    const ActionResult r = engine.check({0, 9}, six);
    QVERIFY2(r.ok(), qPrintable(r.error));
    const LogRecord &rec = r.records.first();
    QCOMPARE(rec.starting, 10);
    QCOMPARE(rec.current, 5);
    QCOMPARE(rec.need, 5);
    QCOMPARE(rec.outcome, CheckOutcome::Failed); // a 6 would have passed at 9/10
    QCOMPARE(rec.result, FailureResult::Shaken);
    QCOMPARE(stateOf(bg, 0, 9).status, MoraleStatus::Shaken);
}

// R6: results are not sticky: a later failure replaces the status with the band's result at that time,
// and a success clears even Broken back to Normal.
void TestRatioEngine::r6_resultsAreNotSticky()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    TypedDie ten(10);
    const PieceRef x{0, 9};

    VERIFY_OK(engine.casualty({0, 0})); // 9/10
    VERIFY_OK(engine.check(x, ten));
    QCOMPARE(stateOf(bg, 0, 9).status, MoraleStatus::Cautious);
    VERIFY_OK(engine.endTurn(true));

    QVERIFY(casualties(engine, 0, 1, 4)); // 5/10
    VERIFY_OK(engine.check(x, ten));
    QCOMPARE(stateOf(bg, 0, 9).status, MoraleStatus::Shaken);
    VERIFY_OK(engine.endTurn(true));

    QVERIFY(casualties(engine, 0, 5, 6)); // 3/10
    VERIFY_OK(engine.check(x, ten));
    QCOMPARE(stateOf(bg, 0, 9).status, MoraleStatus::Broken);
    VERIFY_OK(engine.endTurn(true));

    TypedDie three(3);
    const ActionResult r = engine.check(x, three);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().outcome, CheckOutcome::Passed);
    QCOMPARE(stateOf(bg, 0, 9).status, MoraleStatus::Normal);
    QVERIFY(!stateOf(bg, 0, 9).marker);
}

// R3/R6: infantry with an attached warbot: every piece, soldier or robot, is marked and rolls against the
// combined ratio.
void TestRatioEngine::r6_mixedUnitEveryPieceRollsAgainstCombinedRatio()
{
    QList<Piece> pieces = troopers(u"alpha"_s, 10);
    pieces.append(makeRobot(u"alpha-bot"_s, 2)); // [10], 4 points
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces)});
    RatioEngine engine(bg);
    QCOMPARE(unitStarting(bg.units.at(0), bg.rules), 14);

    VERIFY_OK(engine.penetratingHit({0, 10})); // 13/14
    for (int i = 0; i < 11; ++i) {
        QVERIFY(stateOf(bg, 0, i).marker);
        QCOMPARE(engine.assessPiece({0, i}).need, 9);
    }
    VERIFY_OK(engine.casualty({0, 0})); // 12/14 -> need 8
    QCOMPARE(engine.assessPiece({0, 10}).need, 8);
    QCOMPARE(engine.assessPiece({0, 1}).need, 8);

    TypedDie nine(9);
    const ActionResult r = engine.check({0, 10}, nine);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().starting, 14);
    QCOMPARE(r.records.first().current, 12);
    QCOMPARE(r.records.first().result, FailureResult::Cautious);
}

// Every action validates first: a refusal changes nothing and logs nothing.
void TestRatioEngine::r6_refusedActionsChangeNothing()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 5), makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 3))},
                                     leadersRules());
    RatioEngine engine(bg);
    TypedDie one(1);
    VERIFY_OK(engine.casualty({0, 0}));

    VERIFY_REFUSED(bg, engine.check({0, 0}, one));                           // a casualty checks no more
    VERIFY_REFUSED(bg, engine.check({1, 0}, one));                           // no marker
    VERIFY_REFUSED(bg, engine.check({0, 9}, one));                           // no such piece
    VERIFY_REFUSED(bg, engine.check({5, 0}, one));                           // no such unit
    TypedDie eleven(11);
    VERIFY_REFUSED(bg, engine.check({0, 1}, eleven));                        // not a face of a d10
    VERIFY_REFUSED(bg, engine.casualty({0, 0}));                             // already a casualty
    VERIFY_REFUSED(bg, engine.casualty({1, 0}));                             // a vehicle is not a soldier
    VERIFY_REFUSED(bg, engine.penetratingHit({0, 1}));                       // R3: robots only
    VERIFY_REFUSED(bg, engine.loseSystemLevel({0, 1}, VehicleSystem::Movement)); // R4: vehicles only
    VERIFY_REFUSED(bg, engine.knockOutWeapon({1, 0}, 7));                    // no such weapon
    VERIFY_REFUSED(bg, engine.surrender({0, 1}));                            // R9: Normal never surrenders
    VERIFY_REFUSED(bg, engine.officerShoots({0, 1}, {0, 2}));                // R9: not a morale officer
    VERIFY_REFUSED(bg, engine.nbcAttack(0));                                 // R8a: rule off
    VERIFY_REFUSED(bg, engine.nbcAttack(9));                                 // no such unit
    VERIFY_REFUSED(bg, engine.leaveBoard({0, 0}));                           // already gone
    VERIFY_REFUSED(bg, engine.bailOut({1, 0}));                              // R10: not Broken
    VERIFY_REFUSED(bg, engine.explosiveDestruction({1, 0}, {0, 0}));         // crew member named twice
    VERIFY_REFUSED(bg, engine.explosiveDestruction({1, 0}, {5}));            // no such crew member
    VERIFY_REFUSED(bg, engine.explosiveDestruction({0, 1}, {}));             // not a vehicle

    QVERIFY(loseLevels(engine, {1, 0}, VehicleSystem::Movement, 3));
    VERIFY_REFUSED(bg, engine.loseSystemLevel({1, 0}, VehicleSystem::Movement)); // no levels left
    VERIFY_OK(engine.knockOutWeapon({1, 0}, 0));
    VERIFY_REFUSED(bg, engine.knockOutWeapon({1, 0}, 0));                    // already knocked out
}

// R6 interpretation (issue item 5): the end-turn override is written to the log naming every piece left
// unchecked (the count in `points`, docs/file-format.md); those pieces keep their markers and are due first
// thing next turn: they check before any other action.
void TestRatioEngine::r6_overrideNamesUncheckedPiecesWhoStayDue()
{
    Unit alpha = makeSquad(u"alpha"_s, 4);
    alpha.name = u"1st Squad"_s;
    alpha.pieces[2].name = u"Pvt. Cole"_s;
    alpha.pieces[3].name = u"Pvt. Diaz"_s;
    Battlegroup bg = makeBattlegroup({alpha, makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 3))});
    bg.units[1].name = u"Tank"_s;
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_OK(engine.loseSystemLevel({1, 0}, VehicleSystem::Targeting));
    TypedDie one(1);
    VERIFY_OK(engine.check({0, 1}, one));
    const QList<PieceRef> due{{0, 2}, {0, 3}, {1, 0}};
    QCOMPARE(engine.checksDue(), due);

    const ActionResult r = engine.endTurn(true);
    QVERIFY2(r.ok(), qPrintable(r.error));
    const LogRecord &ended = bg.log.last();
    QCOMPARE(ended.event, LogEvent::TurnEnded);
    QCOMPARE(ended.turn, 1);
    QCOMPARE(ended.points, 3);
    QCOMPARE(ended.detail, u"1st Squad: Pvt. Cole, Pvt. Diaz; Tank: tank"_s);

    // Turn 2: the same pieces are due, and none of them may do anything before checking.
    QCOMPARE(engine.checksDue(), due);
    for (const PieceRef &ref : due) {
        QVERIFY(stateOf(bg, ref.unit, ref.piece).marker);
        QVERIFY(!engine.whyCannotAct(ref).isEmpty());
        VERIFY_REFUSED(bg, engine.markActed(ref));
        VERIFY_REFUSED(bg, engine.leaveBoard(ref));
    }
    VERIFY_REFUSED(bg, engine.endTurn());

    // An ordinary turn end names nobody.
    for (const PieceRef &ref : due)
        VERIFY_OK(engine.check(ref, one));
    VERIFY_OK(engine.endTurn());
    QCOMPARE(bg.log.last().points, 0);
    QCOMPARE(bg.log.last().detail, QString());
}

// House rule (tr() on every visible string): the separators of the override's list of unchecked pieces
// (R6) are translatable too. A translator that changes only them shows in the log's text.
void TestRatioEngine::r6_overrideListSeparatorsAreTranslated()
{
    class SeparatorTranslator final : public QTranslator
    {
    public:
        QString translate(const char *context, const char *source, const char *, int) const override
        {
            if (qstrcmp(context, "md::ratio::RatioEngine") != 0)
                return {};
            const QString text = QString::fromUtf8(source);
            if (text == u", "_s)
                return u" / "_s;
            if (text == u"; "_s)
                return u" | "_s;
            if (text == u"%1: "_s)
                return u"%1 : "_s;
            return {};
        }
        bool isEmpty() const override { return false; }
    };

    Unit alpha = makeSquad(u"alpha"_s, 3);
    alpha.name = u"1st Squad"_s;
    Battlegroup bg = makeBattlegroup({alpha, makeVehicleUnit(u"tank"_s, makeVehicle(u"tank"_s, 3, 3, 3, 3))});
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_OK(engine.loseSystemLevel({1, 0}, VehicleSystem::Targeting));

    SeparatorTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const ActionResult r = engine.endTurn(true);
    QCoreApplication::removeTranslator(&translator);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(bg.log.last().detail, u"1st Squad : alpha-t2 / alpha-t3 | tank : tank"_s);
}

// R6 (issue item 12): a marked piece that is due to check takes no other action first: it can no more leave
// the board than move or fire. Once it has checked it may.
void TestRatioEngine::r6_pieceDueToCheckTakesNoOtherActionFirst()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 5)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    QVERIFY(engine.checksDue().contains(PieceRef{0, 1}));
    QVERIFY(!engine.whyCannotLeaveBoard({0, 1}).isEmpty());
    QCOMPARE(engine.whyCannotLeaveBoard({0, 1}), engine.whyCannotMarkActed({0, 1}));
    VERIFY_REFUSED(bg, engine.leaveBoard({0, 1}));
    VERIFY_REFUSED(bg, engine.markActed({0, 1}));

    TypedDie ten(10);
    VERIFY_OK(engine.check({0, 1}, ten)); // fails: marker stays, but he has checked this turn
    QVERIFY(engine.whyCannotLeaveBoard({0, 1}).isEmpty());
    VERIFY_OK(engine.leaveBoard({0, 1}));
    QCOMPARE(stateOf(bg, 0, 1).presence, Presence::LeftBoard);
}

// ---------------------------------------------------------------------------------------------
// R2-R5 levels

void TestRatioEngine::r2r3r4_startingLevels_data()
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

void TestRatioEngine::r2r3r4_startingLevels()
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
void TestRatioEngine::r2_seedLeadersSquadExamples()
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
void TestRatioEngine::r5_seedEightMenTwoCasualties()
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
void TestRatioEngine::r3_penetratingHitsRemovePoints()
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
void TestRatioEngine::r4_heavyBattledroneSeedExample()
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
void TestRatioEngine::r4_weaponsAboveThreeCostNothing()
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

// ---------------------------------------------------------------------------------------------
// R7

// R7 interpretation: an Eliminated soldier counts as a casualty: his unit's level drops and the
// others get markers (R6).
void TestRatioEngine::r7_eliminatedSoldierIsACasualty()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 30)});
    RatioEngine engine(bg);
    QVERIFY(casualties(engine, 0, 0, 27)); // 2/30 = .06: F
    // B [29] has no marker, as after a morale officer's shot cleared the unit's markers (R9).
    bg.units[0].pieces[29].state.marker = false;
    const int lostBefore = endurance(bg).lost;

    CountingDice dice(1);
    const ActionResult r = engine.check({0, 28}, dice);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(dice.calls, 0); // automatic failure: no die
    const LogRecord &rec = r.records.first();
    QCOMPARE(rec.need, 0);
    QCOMPARE(rec.automatic, Automatic::Failure);
    QVERIFY(!rec.die.has_value());
    QCOMPARE(rec.result, FailureResult::Eliminated);

    QCOMPARE(stateOf(bg, 0, 28).presence, Presence::Eliminated);
    QCOMPARE(currentOf(bg, 0), 1);
    QCOMPARE(endurance(bg).lost, lostBefore + 1);
    QVERIFY(stateOf(bg, 0, 29).marker);
    QCOMPARE(stateOf(bg, 0, 29).markerDueTurn, 1);
}

// R6/R7: in a mixed infantry + robot unit an Eliminated robot is a loss of the unit like any other:
// its points leave the unit's level and every remaining member gets a marker (R6: "whenever the unit
// suffers a loss ... every remaining member gets a marker").
void TestRatioEngine::r6r7_eliminatedRobotInMixedUnitMarksTheOthers()
{
    QList<Piece> pieces = troopers(u"alpha"_s, 47);
    pieces.append(makeRobot(u"alpha-bot"_s, 2)); // [47], 4 points: 51 in all
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces)});
    RatioEngine engine(bg);
    QVERIFY(casualties(engine, 0, 0, 45)); // trooper [46] + bot = 5/51: F
    // The trooper has no marker, as after a morale officer's shot cleared the unit's markers (R9).
    bg.units[0].pieces[46].state.marker = false;

    TypedDie one(1);
    const ActionResult r = engine.check({0, 47}, one);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().result, FailureResult::Eliminated);
    QVERIFY(stateOf(bg, 0, 47).presence != Presence::Active);
    QCOMPARE(currentOf(bg, 0), 1);
    QVERIFY2(stateOf(bg, 0, 46).marker, "R6: the unit lost 4 points; the remaining trooper must be marked");
}

// R7 interpretation: leaving the board does not lower the unit's current level and places no markers,
// but counts toward the battlegroup's losses (R11).
void TestRatioEngine::r7_leavingTheBoardKeepsUnitLevel()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10), makeSquad(u"bravo"_s, 10)});
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    TypedDie one(1);
    for (int i = 1; i < 10; ++i)
        VERIFY_OK(engine.check({0, i}, one)); // all pass: no markers left
    QCOMPARE(endurance(bg).lost, 1);

    const ActionResult r = engine.leaveBoard({0, 3});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(stateOf(bg, 0, 3).presence, Presence::LeftBoard);
    QCOMPARE(currentOf(bg, 0), 9);
    QCOMPARE(engine.assessUnit(0).current, 9);
    for (int i = 1; i < 10; ++i)
        QVERIFY(!stateOf(bg, 0, i).marker);
    QCOMPARE(endurance(bg).lost, 2);
    QCOMPARE(r.records.first().event, LogEvent::LeftBoard);
    QCOMPARE(r.records.first().points, 1);
    VERIFY_REFUSED(bg, engine.casualty({0, 3})); // off the board for this battle
}

// ---------------------------------------------------------------------------------------------
// R8

// R8 factor vectors through the engine at need 6: the seed Leaders squad after losing the Corporal
// and three Troopers is 8/13 with Leaders, 6/10 without: need 6 either way.
void TestRatioEngine::r8_factorsThroughEngine_data()
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

void TestRatioEngine::r8_factorsThroughEngine()
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
void TestRatioEngine::r8_robotsHaveNoClassOrExperience()
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

void TestRatioEngine::r8_classFollowsKindNotStyle_data()
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
void TestRatioEngine::r8_classFollowsKindNotStyle()
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
void TestRatioEngine::r8_unitNeedIsTheNeedRolled()
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
void TestRatioEngine::r8_mixedUnitNeedDoesNotFollowWhoIsDue()
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
void TestRatioEngine::r8a_nbcAttackForcesCheckAtFullStrength()
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
void TestRatioEngine::r8a_nbcAttackRefusedWithoutRuleOrWhenEquipped()
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
void TestRatioEngine::r8a_nbcWithLossesIsOneCheck()
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
void TestRatioEngine::r8_levyAtFifteenFailsWithoutRollAndIsBroken()
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
void TestRatioEngine::r8_eliteAtNeedNineCannotFail()
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
void TestRatioEngine::r8_automaticFailureIgnoresFactors()
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

// ---------------------------------------------------------------------------------------------
// R9

void TestRatioEngine::r9_surrenderOnlyFromBrokenOrShaken_data()
{
    QTest::addColumn<int>("lost");
    QTest::addColumn<bool>("fails");
    QTest::addColumn<MoraleStatus>("status");
    QTest::addColumn<bool>("allowed");
    QTest::newRow("Normal (marked, not yet checked): refused") << 1 << false << MoraleStatus::Normal << false;
    QTest::newRow("Cautious never surrenders") << 1 << true << MoraleStatus::Cautious << false;
    QTest::newRow("Shaken (caught in the open) may") << 5 << true << MoraleStatus::Shaken << true;
    QTest::newRow("Broken may") << 7 << true << MoraleStatus::Broken << true;
}

// R9: only a failure that requires falling back can end in surrender; the unit loses him as a casualty.
void TestRatioEngine::r9_surrenderOnlyFromBrokenOrShaken()
{
    QFETCH(int, lost);
    QFETCH(bool, fails);
    QFETCH(MoraleStatus, status);
    QFETCH(bool, allowed);

    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    QVERIFY(casualties(engine, 0, 0, lost - 1));
    TypedDie ten(10);
    if (fails)
        VERIFY_OK(engine.check({0, 9}, ten));
    QCOMPARE(stateOf(bg, 0, 9).status, status);

    if (!allowed) {
        VERIFY_REFUSED(bg, engine.surrender({0, 9}));
        return;
    }
    const int before = currentOf(bg, 0);
    const ActionResult r = engine.surrender({0, 9});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(stateOf(bg, 0, 9).presence, Presence::Surrendered);
    QCOMPARE(currentOf(bg, 0), before - 1);
    QCOMPARE(r.records.first().event, LogEvent::Surrender);
    QCOMPARE(r.records.first().points, 1);
}

// R9: with Leaders a surrendering Sergeant costs his whole factor (3) and, as a casualty, marks the others.
void TestRatioEngine::r9_surrenderingSergeantCostsThreeAndPlacesMarkers()
{
    Battlegroup bg = makeBattlegroup({makeLeadersSquad(u"alpha"_s), makeSquad(u"bravo"_s, 10)}, leadersRules());
    RatioEngine engine(bg);
    TypedDie ten(10);
    TypedDie one(1);

    QVERIFY(casualties(engine, 0, 2, 6)); // five Troopers: 8/13, need 6 (Shaken band)
    VERIFY_OK(engine.check({0, 0}, ten)); // the Sergeant fails: Shaken
    for (const int i : {1, 7, 8, 9})
        VERIFY_OK(engine.check({0, i}, one)); // everyone else passes: markers gone
    VERIFY_OK(engine.endTurn());

    // Turn 2: he fails again, cannot retreat, and surrenders.
    VERIFY_OK(engine.check({0, 0}, ten));
    QCOMPARE(stateOf(bg, 0, 0).status, MoraleStatus::Shaken);
    const ActionResult r = engine.surrender({0, 0});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.first().points, 3);
    QCOMPARE(currentOf(bg, 0), 5);
    for (const int i : {1, 7, 8, 9}) {
        QVERIFY(stateOf(bg, 0, i).marker);
        QCOMPARE(stateOf(bg, 0, i).markerDueTurn, 2);
    }
    QVERIFY(sameRefs(engine.checksDue(), {{0, 1}, {0, 7}, {0, 8}, {0, 9}}));
    const CheckAssessment a = engine.assessPiece({0, 1});
    QCOMPARE(a.need, 3); // 5/13 = .38
    QCOMPARE(a.failure, FailureResult::Broken);
    QVERIFY(!stateOf(bg, 1, 0).marker); // other units are not affected
}

void TestRatioEngine::r9_moraleOfficerEligibility_data()
{
    QTest::addColumn<Rank>("officerRank");
    QTest::addColumn<bool>("isMoraleOfficer");
    QTest::addColumn<Rank>("victimRank");
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<bool>("victimFails");
    QTest::addColumn<bool>("allowed");

    QTest::newRow("Lieutenant MO may shoot a Lieutenant") << Rank::Lieutenant << true << Rank::Lieutenant << true << true << true;
    QTest::newRow("Lieutenant MO may shoot a Sergeant") << Rank::Lieutenant << true << Rank::Sergeant << true << true << true;
    QTest::newRow("Lieutenant MO may not shoot a Captain") << Rank::Lieutenant << true << Rank::Captain << true << true << false;
    QTest::newRow("Captain MO may shoot a Captain") << Rank::Captain << true << Rank::Captain << true << true << true;
    QTest::newRow("a plain Lieutenant is no morale officer") << Rank::Lieutenant << false << Rank::Trooper << true << true << false;
    // R2/R9 interpretation: without the Leaders rule a morale officer is worth 1 but keeps the power to shoot,
    // eligible by rank. (This row used to expect a refusal.)
    QTest::newRow("without Leaders a morale officer still shoots") << Rank::Lieutenant << true << Rank::Trooper << false << true << true;
    QTest::newRow("without Leaders a Lieutenant MO may shoot a Lieutenant") << Rank::Lieutenant << true << Rank::Lieutenant << false << true << true;
    QTest::newRow("without Leaders still by rank: not a Captain") << Rank::Lieutenant << true << Rank::Captain << false << true << false;
    QTest::newRow("only a soldier about to surrender") << Rank::Lieutenant << true << Rank::Trooper << true << false << false;
}

// R9: a morale officer may shoot a soldier of the same rank or lower (by rank, not factor), with or without
// the Leaders rule (R2): the level drops by the victim's factor, no markers, every marker in the unit removed.
void TestRatioEngine::r9_moraleOfficerEligibility()
{
    QFETCH(Rank, officerRank);
    QFETCH(bool, isMoraleOfficer);
    QFETCH(Rank, victimRank);
    QFETCH(bool, leaders);
    QFETCH(bool, victimFails);
    QFETCH(bool, allowed);

    QList<Piece> pieces{makeSoldier(u"alpha-officer"_s, officerRank, isMoraleOfficer), makeSoldier(u"alpha-victim"_s, victimRank)};
    pieces.append(troopers(u"alpha"_s, 8));
    RuleOptions rules;
    rules.leaders = leaders;
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces), makeSquad(u"bravo"_s, 30)}, rules);
    RatioEngine engine(bg);
    QVERIFY(casualties(engine, 0, 2, 9)); // Shaken or Broken band in every row
    TypedDie ten(10);
    if (victimFails) {
        VERIFY_OK(engine.check({0, 1}, ten));
        QVERIFY(canLeadToSurrender(stateOf(bg, 0, 1).status));
    }
    // R6: a marked officer checks before any other action; here he passes first.
    TypedDie one(1);
    if (engine.whyCannotCheck({0, 0}).isEmpty())
        VERIFY_OK(engine.check({0, 0}, one));

    QCOMPARE(engine.whyCannotShoot({0, 0}, {0, 1}).isEmpty(), allowed);
    QCOMPARE(engine.officersWhoMayShoot({0, 1}), allowed ? (QList<PieceRef>{{0, 0}}) : QList<PieceRef>());
    QCOMPARE(engine.whyNoOfficerMayShoot({0, 1}).isEmpty(), allowed);
    if (!allowed) {
        VERIFY_REFUSED(bg, engine.officerShoots({0, 0}, {0, 1}));
        return;
    }
    const int before = currentOf(bg, 0);
    const ActionResult r = engine.officerShoots({0, 0}, {0, 1});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(before - currentOf(bg, 0), soldierFactor(victimRank, false, leaders));
    QCOMPARE(stateOf(bg, 0, 1).presence, Presence::Shot);
    QVERIFY(!stateOf(bg, 0, 0).marker);
    QVERIFY(engine.checksDue().isEmpty());
}

// R9 interpretation (issue item 3): the officer's shot removes every marker in the unit and returns every
// member on the table to normal, so no failure status is left that could never be checked off (R6).
void TestRatioEngine::r9_officerShotReturnsUnitToNormal()
{
    // [0] Lieutenant morale officer, [1] Sergeant, [2..9] Troopers; 10 points without Leaders.
    QList<Piece> pieces{makeSoldier(u"alpha-lt"_s, Rank::Lieutenant, true), makeSoldier(u"alpha-sgt"_s, Rank::Sergeant)};
    pieces.append(troopers(u"alpha"_s, 8));
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces), makeSquad(u"bravo"_s, 10)});
    RatioEngine engine(bg);
    TypedDie ten(10);
    TypedDie one(1);
    VERIFY_OK(engine.casualty({1, 0})); // another unit: its markers are not the shot's business
    QVERIFY(casualties(engine, 0, 2, 5)); // 6/10: need 6, Shaken band
    VERIFY_OK(engine.check({0, 6}, ten)); // Shaken
    VERIFY_OK(engine.check({0, 1}, ten)); // the Sergeant: Shaken, about to surrender
    VERIFY_OK(engine.check({0, 0}, one)); // the officer passes first (R6)
    QCOMPARE(stateOf(bg, 0, 6).status, MoraleStatus::Shaken);
    VERIFY_OK(engine.check({0, 7}, ten));
    VERIFY_OK(engine.leaveBoard({0, 7})); // a Shaken soldier who has left keeps his status (R7)

    const ActionResult r = engine.officerShoots({0, 0}, {0, 1});
    QVERIFY2(r.ok(), qPrintable(r.error));
    for (int i = 0; i < bg.units.at(0).pieces.size(); ++i) {
        const PieceState s = stateOf(bg, 0, i);
        QVERIFY2(!s.marker, qPrintable(u"piece %1 kept its marker"_s.arg(i)));
        if (s.presence == Presence::Active)
            QVERIFY2(s.status == MoraleStatus::Normal, qPrintable(u"piece %1 kept a status it can never check off"_s.arg(i)));
    }
    QCOMPARE(stateOf(bg, 0, 7).status, MoraleStatus::Shaken);
    QCOMPARE(stateOf(bg, 0, 7).presence, Presence::LeftBoard);
    QVERIFY(stateOf(bg, 1, 1).marker);
    // Steadied: nothing is due in the unit next turn either, and the former Shaken soldier cannot surrender.
    VERIFY_OK(engine.endTurn(true));
    QVERIFY(checksDue(bg, 0).isEmpty());
    QVERIFY(!engine.whyCannotSurrender({0, 6}).isEmpty());
}

// R9 interpretation (issue item 4): surrender only right after a failed check in the current turn whose
// result requires falling back; a status kept from an earlier turn does not allow it.
void TestRatioEngine::r9_surrenderOnlyRightAfterThisTurnsFailure()
{
    Battlegroup bg = makeBattlegroup({makeSquad(u"alpha"_s, 10)});
    RatioEngine engine(bg);
    TypedDie ten(10);
    TypedDie one(1);
    QVERIFY(casualties(engine, 0, 0, 6)); // 3/10: need 3, Broken band
    VERIFY_OK(engine.check({0, 9}, ten));
    QCOMPARE(stateOf(bg, 0, 9).status, MoraleStatus::Broken);
    QVERIFY(engine.whyCannotSurrender({0, 9}).isEmpty()); // turn 1: right after his failure
    VERIFY_OK(engine.endTurn(true));

    // Turn 2: still Broken from turn 1, not yet checked: no surrender.
    QCOMPARE(stateOf(bg, 0, 9).status, MoraleStatus::Broken);
    QVERIFY(!engine.whyCannotSurrender({0, 9}).isEmpty());
    VERIFY_REFUSED(bg, engine.surrender({0, 9}));
    // He passes: back to normal, still no surrender.
    VERIFY_OK(engine.check({0, 8}, ten)); // another fails this turn
    VERIFY_OK(engine.check({0, 9}, one));
    VERIFY_REFUSED(bg, engine.surrender({0, 9}));
    // The one who failed this turn may.
    QVERIFY(engine.whyCannotSurrender({0, 8}).isEmpty());
    VERIFY_OK(engine.endTurn(true));

    // Turn 3: he fails again, and only now may surrender again.
    VERIFY_REFUSED(bg, engine.surrender({0, 8}));
    VERIFY_OK(engine.check({0, 8}, ten));
    const ActionResult r = engine.surrender({0, 8});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(stateOf(bg, 0, 8).presence, Presence::Surrendered);
}

// R9 (issue item 11): the officer's shot is allowed only where it prevents a surrender, so not at a soldier
// whose Broken status is from an earlier turn (he can no longer surrender).
void TestRatioEngine::r9_officerShootsOnlyWhereSurrenderIsPossible()
{
    QList<Piece> pieces{makeSoldier(u"alpha-lt"_s, Rank::Lieutenant, true)};
    pieces.append(troopers(u"alpha"_s, 9));
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, pieces)}, leadersRules());
    RatioEngine engine(bg);
    TypedDie ten(10);
    TypedDie one(1);
    QVERIFY(casualties(engine, 0, 1, 8)); // the officer (5) + one Trooper = 6/14 = .42: need 4, Shaken band
    VERIFY_OK(engine.check({0, 9}, ten)); // Shaken this turn
    VERIFY_OK(engine.check({0, 0}, one));
    VERIFY_OK(engine.endTurn());

    // Turn 2: the Trooper's Shaken status is from turn 1 and he has not checked again.
    QVERIFY(!engine.whyCannotShoot({0, 0}, {0, 9}).isEmpty());
    QVERIFY(engine.officersWhoMayShoot({0, 9}).isEmpty());
    QVERIFY(!engine.whyNoOfficerMayShoot({0, 9}).isEmpty());
    VERIFY_REFUSED(bg, engine.officerShoots({0, 0}, {0, 9}));

    // He fails again this turn: now a surrender is possible and the officer may stop it.
    VERIFY_OK(engine.check({0, 9}, ten));
    QVERIFY(engine.whyCannotSurrender({0, 9}).isEmpty());
    QCOMPARE(engine.officersWhoMayShoot({0, 9}), (QList<PieceRef>{{0, 0}}));
    const ActionResult r = engine.officerShoots({0, 0}, {0, 9});
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(stateOf(bg, 0, 9).presence, Presence::Shot);
}

// R9: a morale officer shoots "a soldier of the same rank or lower" and then every member of the unit
// removes his marker: his own unit, not another. R7: a Broken piece does not fire while withdrawing, and
// the shot is the officer's own fire (notes 6.4), so a Broken officer cannot shoot.
// R9 limits the shot by rank only ("a friendly trooper"; the markers of "the trooper's unit" go, notes 6.4):
// another unit's officer may shoot too. R7: a Broken officer does not fire.
void TestRatioEngine::r9_officerOfAnyUnitShootsButNotWhenBroken()
{
    // alpha: [0] Lieutenant morale officer, [1] Sergeant, [2..9] Troopers; bravo: [0] Lieutenant MO, 9 Troopers.
    QList<Piece> alpha{makeSoldier(u"alpha-lt"_s, Rank::Lieutenant, true), makeSoldier(u"alpha-sgt"_s, Rank::Sergeant)};
    alpha.append(troopers(u"alpha"_s, 8));
    QList<Piece> bravo{makeSoldier(u"bravo-lt"_s, Rank::Lieutenant, true)};
    bravo.append(troopers(u"bravo"_s, 9));
    Battlegroup bg = makeBattlegroup({makeInfantry(u"alpha"_s, alpha), makeInfantry(u"bravo"_s, bravo)});
    RatioEngine engine(bg);
    TypedDie ten(10);
    TypedDie one(1);
    QVERIFY(casualties(engine, 0, 2, 8)); // 3/10: need 3, Broken band
    VERIFY_OK(engine.check({0, 1}, ten)); // the Sergeant: Broken, about to surrender
    QVERIFY(engine.whyCannotSurrender({0, 1}).isEmpty());

    // Another unit's officer, unmarked and eligible by rank, may; alpha's own must check first (R6).
    QVERIFY2(engine.whyCannotShoot({1, 0}, {0, 1}).isEmpty(), qPrintable(engine.whyCannotShoot({1, 0}, {0, 1})));
    QCOMPARE(engine.officersWhoMayShoot({0, 1}), (QList<PieceRef>{{1, 0}}));
    {
        Battlegroup shot = bg;
        RatioEngine shotEngine(shot);
        VERIFY_OK(shotEngine.officerShoots({1, 0}, {0, 1}));
        // The victim's unit is steadied; the shooter's unit is untouched.
        for (const Piece &p : std::as_const(shot.units.at(0).pieces)) {
            if (p.isActive()) {
                QVERIFY(!p.state.marker);
                QCOMPARE(p.state.status, MoraleStatus::Normal);
            }
        }
        // (The officer himself has acted: the shot is his action for the turn.)
        for (int i = 1; i < bg.units.at(1).pieces.size(); ++i)
            QCOMPARE(shot.units.at(1).pieces.at(i), bg.units.at(1).pieces.at(i));
        QCOMPARE(shot.units.at(1).pieces.at(0).state.marker, bg.units.at(1).pieces.at(0).state.marker);
    }

    // His own officer passes his check: he may.
    Battlegroup steady = bg;
    RatioEngine steadyEngine(steady);
    VERIFY_OK(steadyEngine.check({0, 0}, one));
    QCOMPARE(steadyEngine.officersWhoMayShoot({0, 1}), (QList<PieceRef>{{0, 0}, {1, 0}}));

    // He fails it and is Broken himself: no shot from him, and the reason says so.
    VERIFY_OK(engine.check({0, 0}, ten));
    QCOMPARE(stateOf(bg, 0, 0).status, MoraleStatus::Broken);
    QVERIFY(engine.whyCannotShoot({0, 0}, {0, 1}).contains(u"R7"_s));
    VERIFY_REFUSED(bg, engine.officerShoots({0, 0}, {0, 1}));
    QCOMPARE(engine.officersWhoMayShoot({0, 1}), (QList<PieceRef>{{1, 0}}));
    // With bravo's officer gone too, nobody may, and the answer names the Broken officer's reason.
    Battlegroup alone = bg;
    alone.units[1].pieces[0].state.presence = Presence::LeftBoard;
    RatioQueries aloneQueries(alone);
    QVERIFY(aloneQueries.officersWhoMayShoot({0, 1}).isEmpty());
    QVERIFY(aloneQueries.whyNoOfficerMayShoot({0, 1}).contains(u"R7"_s));
}

// ---------------------------------------------------------------------------------------------
// R10

void TestRatioEngine::r10_crewSurvivors_data()
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
void TestRatioEngine::r10_crewSurvivors()
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

void TestRatioEngine::r10_bailOutOnlyWhenBrokenAndImmobile_data()
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
void TestRatioEngine::r10_bailOutOnlyWhenBrokenAndImmobile()
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

void TestRatioEngine::r10_bailedCrewSeedExample_data()
{
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<int>("current");
    QTest::addColumn<int>("need");
    QTest::newRow("seed: Corporal + Trooper with Leaders -> 3/11 -> need 2") << true << 3 << 2;
    QTest::newRow("without Leaders each crewman is 1 -> 2/11 -> need 1") << false << 2 << 1;
}

// R10 Bailed crew rule: the survivors are the vehicle's remaining points (by rank under Leaders)
// against its original level; the vehicle becomes a hulk; survivors get markers.
void TestRatioEngine::r10_bailedCrewSeedExample()
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
void TestRatioEngine::r10_withoutBailedCrewRuleSurvivorsAreKeptAndMarked()
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

void TestRatioEngine::r10_bailedCrewOptionChangesNoCheck_data()
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
void TestRatioEngine::r10_bailedCrewOptionChangesNoCheck()
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

void TestRatioEngine::r6r10_survivorsCheckWhenTheirVehicleWould_data()
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
void TestRatioEngine::r6r10_survivorsCheckWhenTheirVehicleWould()
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

void TestRatioEngine::r10_explosiveDestructionSurvivorsCheckLikeBailedCrew_data()
{
    QTest::addColumn<bool>("leaders");
    QTest::addColumn<int>("current");
    QTest::addColumn<int>("need");
    QTest::newRow("Corporal + Trooper with Leaders -> 3/11 -> need 2") << true << 3 << 2;
    QTest::newRow("two crewmen without Leaders -> 2/11 -> need 1") << false << 2 << 1;
}

// R10 interpretation: after explosive destruction the survivors check like a bailed crew (their points
// over the vehicle's original level) even with the Bailed crew rule off.
void TestRatioEngine::r10_explosiveDestructionSurvivorsCheckLikeBailedCrew()
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

void TestRatioEngine::r6r10_losingAVehicleMarksTheRestOfItsUnit_data()
{
    QTest::addColumn<bool>("explosion");
    QTest::newRow("explosive destruction of an attached vehicle-style wardrone") << true;
    QTest::newRow("bail-out from a vehicle inside a mixed unit") << false;
}

// R6: a loss marks every remaining member of the unit. Losing a vehicle-style piece in a mixed unit, by
// explosion or bail-out (R10), is such a loss: the soldiers are marked, due this turn. Bail-out survivors
// keep the turn set for them (after the vehicle's Broken check: next turn).
void TestRatioEngine::r6r10_losingAVehicleMarksTheRestOfItsUnit()
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

void TestRatioEngine::r10_interceptiveFire_data()
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
void TestRatioEngine::r10_interceptiveFire()
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

// ---------------------------------------------------------------------------------------------
// R11

// R11 interpretation: endurance = the sum of the units' starting levels (Leaders-weighted); losses are
// points lost to casualties, damage and hits, plus pieces that left the board.
void TestRatioEngine::r11_enduranceIsSumOfStartingLevels()
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

void TestRatioEngine::r11_breakingPointAtExactlyHalf_data()
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
void TestRatioEngine::r11_breakingPointAtExactlyHalf()
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
void TestRatioEngine::r11_leftBoardCountsTowardBreakingPoint()
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
void TestRatioEngine::r11_earlierBreakingPointHandsFieldToOther()
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
void TestRatioEngine::r11_knownEnduranceFollowsEveryAction_data()
{
    QTest::addColumn<quint32>("seed");
    for (quint32 seed = 1; seed <= 40; ++seed)
        QTest::newRow(qPrintable(u"seed %1"_s.arg(seed))) << seed;
}

void TestRatioEngine::r11_knownEnduranceFollowsEveryAction()
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

// ---------------------------------------------------------------------------------------------
// The battle log

// R5/R6/R8: every check appends one LogRecord with the turn, the unit and piece, starting and current
// levels, need, modified need, factors, die and outcome.
void TestRatioEngine::r6_everyCheckAppendsLogRecord()
{
    RuleOptions rules;
    rules.moraleClasses = true;
    Unit unit = makeSquad(u"alpha"_s, 10);
    unit.moraleClass = MoraleClass::Levy;
    Battlegroup bg = makeBattlegroup({unit}, rules);
    RatioEngine engine(bg);
    VERIFY_OK(engine.casualty({0, 0}));
    VERIFY_OK(engine.endTurn(true));

    const qsizetype before = bg.log.size();
    TypedDie nine(9);
    const ActionResult r = engine.check({0, 3}, nine);
    QVERIFY2(r.ok(), qPrintable(r.error));
    QCOMPARE(r.records.size(), qsizetype(1));
    QCOMPARE(bg.log.size(), before + 1);
    const LogRecord &rec = bg.log.last();
    QVERIFY(rec == r.records.first());
    QCOMPARE(rec.event, LogEvent::Check);
    QCOMPARE(rec.turn, 2);
    QCOMPARE(rec.unitId, u"alpha"_s);
    QCOMPARE(rec.pieceId, u"alpha-t4"_s);
    QCOMPARE(rec.starting, 10);
    QCOMPARE(rec.current, 9);
    QCOMPARE(rec.need, 9);
    QCOMPARE(rec.modifiedNeed, 8);
    QCOMPARE(rec.factors, (QList<Factor>{{u"levy"_s, -1}}));
    QCOMPARE(rec.die, 9);
    QCOMPARE(rec.automatic, Automatic::None);
    QCOMPARE(rec.outcome, CheckOutcome::Failed);
    QCOMPARE(rec.result, FailureResult::Cautious);
    QVERIFY(!rec.interceptive);

    // Every check logs, passes included; the other events of the turn are logged too.
    SeededD10 dice(7);
    for (int i = 1; i < 10; ++i) {
        if (i == 3)
            continue;
        const qsizetype n = bg.log.size();
        VERIFY_OK(engine.check({0, i}, dice));
        QCOMPARE(bg.log.size(), n + 1);
        QCOMPARE(bg.log.last().event, LogEvent::Check);
        QCOMPARE(bg.log.last().pieceId, u"alpha-t%1"_s.arg(i + 1));
        QVERIFY(bg.log.last().die.has_value());
        QVERIFY(*bg.log.last().die >= 1 && *bg.log.last().die <= 10);
    }
}

QTEST_GUILESS_MAIN(TestRatioEngine)
#include "tst_ratioengine.moc"
