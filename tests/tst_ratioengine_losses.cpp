// The rules engine (RatioEngine) against the specification (shared/rules/ratio-morale.md): losses of soldiers
// and robots (R7) and surrender and the morale officer's shot (R9).
#include "RatioEngineFixtures.h"

#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestRatioEngineLosses : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // R7
    void r7_eliminatedSoldierIsACasualty();
    void r6r7_eliminatedRobotInMixedUnitMarksTheOthers();
    void r7_leavingTheBoardKeepsUnitLevel();

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
};

// ---------------------------------------------------------------------------------------------
// R7

// R7 interpretation: an Eliminated soldier counts as a casualty: his unit's level drops and the
// others get markers (R6).
void TestRatioEngineLosses::r7_eliminatedSoldierIsACasualty()
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
void TestRatioEngineLosses::r6r7_eliminatedRobotInMixedUnitMarksTheOthers()
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
void TestRatioEngineLosses::r7_leavingTheBoardKeepsUnitLevel()
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
// R9

void TestRatioEngineLosses::r9_surrenderOnlyFromBrokenOrShaken_data()
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
void TestRatioEngineLosses::r9_surrenderOnlyFromBrokenOrShaken()
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
void TestRatioEngineLosses::r9_surrenderingSergeantCostsThreeAndPlacesMarkers()
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

void TestRatioEngineLosses::r9_moraleOfficerEligibility_data()
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
void TestRatioEngineLosses::r9_moraleOfficerEligibility()
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
void TestRatioEngineLosses::r9_officerShotReturnsUnitToNormal()
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
void TestRatioEngineLosses::r9_surrenderOnlyRightAfterThisTurnsFailure()
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
void TestRatioEngineLosses::r9_officerShootsOnlyWhereSurrenderIsPossible()
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
void TestRatioEngineLosses::r9_officerOfAnyUnitShootsButNotWhenBroken()
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

QTEST_GUILESS_MAIN(TestRatioEngineLosses)
#include "tst_ratioengine_losses.moc"
