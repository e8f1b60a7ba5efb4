// The rules engine (RatioEngine) against the specification (shared/rules/ratio-morale.md): R6 markers and
// turns (one check per turn, checks due, refusals, the end-turn override) and the battle log of every check.
#include "RatioEngineFixtures.h"

#include <QTranslator>
#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestRatioEngineMarkers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
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

    // R5/R6/R8: the battle log
    void r6_everyCheckAppendsLogRecord();
};

// ---------------------------------------------------------------------------------------------
// R6

// R6: at full strength no check is made (a loss that costs no point places no marker).
void TestRatioEngineMarkers::r6_fullStrengthPlacesNoMarker()
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
void TestRatioEngineMarkers::r6_oneCheckPerTurn()
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
void TestRatioEngineMarkers::r6_failedPieceStaysMarkedAndChecksEveryTurn()
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
void TestRatioEngineMarkers::r6_endTurnRefusedWhileChecksDue()
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
void TestRatioEngineMarkers::r6_checksDueAndChecksNextTurn()
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
void TestRatioEngineMarkers::r6_markActedDefersLaterMarker()
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
void TestRatioEngineMarkers::r6_ratioAtTheMomentOfTheRoll()
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
void TestRatioEngineMarkers::r6_resultsAreNotSticky()
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
void TestRatioEngineMarkers::r6_mixedUnitEveryPieceRollsAgainstCombinedRatio()
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
void TestRatioEngineMarkers::r6_refusedActionsChangeNothing()
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
void TestRatioEngineMarkers::r6_overrideNamesUncheckedPiecesWhoStayDue()
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
void TestRatioEngineMarkers::r6_overrideListSeparatorsAreTranslated()
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
void TestRatioEngineMarkers::r6_pieceDueToCheckTakesNoOtherActionFirst()
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
// The battle log

// R5/R6/R8: every check appends one LogRecord with the turn, the unit and piece, starting and current
// levels, need, modified need, factors, die and outcome.
void TestRatioEngineMarkers::r6_everyCheckAppendsLogRecord()
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

QTEST_GUILESS_MAIN(TestRatioEngineMarkers)
#include "tst_ratioengine_markers.moc"
