// Issue 17: the fantasy verbs of play (core/fantasy/rules/FanEngine, FanStepParser) and the system behind the
// RuleSystem seam (FanSystem): C.2 – C.4 as a game goes, with the PLACEHOLDER profile of C.6 from the test fixture.
#include "FanFixtures.h"

#include "fantasy/FanState.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/rules/FanStepParser.h"
#include "kernel/DiceScript.h"
#include "kernel/FileEnvelope.h"
#include "systems/BuiltInSystems.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

using namespace md;
using namespace md::test;

namespace {

// Read when first asked: the reader's own constants are not yet made while statics are.
QString race() { return placeholderProfile().race; }

FanUnit unit(const QString &id, FanClass c, int start, int current = -1, FanUnitKind kind = FanUnitKind::Regiment)
{
    FanUnit u;
    u.id = id;
    u.name = id;
    u.race = race();
    u.moraleClass = c;
    u.kind = kind;
    u.startFigures = start;
    u.currentFigures = current < 0 ? start : current;
    return u;
}

// Two sides with the placeholder sheet: goblins (class B, 20 figures, 3 lost: V1/V3), militia (class C, 10
// figures, 4 lost: V5), a character with the goblins, skeletons controlled by a shaman; the enemy has raiders.
FanBattle battle()
{
    FanBattle b;
    b.name = u"test"_s;
    b.profiles = {placeholderProfile()};
    b.sides[0].name = u"Ours"_s;
    b.sides[1].name = u"Theirs"_s;
    b.sides[0].units = {unit(u"goblins"_s, FanClass::B, 20, 17), unit(u"militia"_s, FanClass::C, 10, 6),
                        unit(u"captain"_s, FanClass::B, 1, 1, FanUnitKind::Character),
                        unit(u"shaman"_s, FanClass::B, 1, 1, FanUnitKind::Character),
                        unit(u"bones"_s, FanClass::B, 12, 12, FanUnitKind::Skeletons)};
    b.sides[0].units[2].withUnitId = u"goblins"_s;
    b.sides[0].units[4].controllerId = u"shaman"_s;
    b.sides[1].units = {unit(u"raiders"_s, FanClass::A, 12)};
    return b;
}

// One step; the test fails with the step's words when it is refused.
QStringList play(FanBattle &b, const QString &step, QList<int> dice = {})
{
    DiceScript script(std::move(dice));
    const FanStepParser::Result r = FanStepParser::run(b, step, script);
    if (!r.error.isEmpty())
        qWarning("refused: %s: %s", qPrintable(step), qPrintable(r.error));
    return r.error.isEmpty() ? r.lines : QStringList{u"REFUSED: "_s + r.error};
}

void phaseTo(FanBattle &b, int turn, int phase, int half = 1)
{
    while (b.now < FanMoment{turn, phase, half}) {
        // A refusal (the rally round not yet rolled, C-5) stops here; the caller's checks then fail.
        if (const FanOutcome o = FanEngine::advance(b); !o.ok()) {
            qWarning("next refused: %s", qPrintable(o.error));
            return;
        }
    }
}

} // namespace

class TestFanPlay : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listedTestWithTypedDie();
    void oddsChangeNothing();
    void refusedStepsChangeNothing_data();
    void refusedStepsChangeNothing();
    void routThenRallyInPhase11();
    void rallyFailsAndRoutsOnInPhase1();
    void routInPhase11RalliesNextTurn();
    void postCombatResultWaitsForPhase1();
    void uncontrolledAdvanceTiming();
    void exemptions();
    void routingUnitChargedAndObstacle();
    void laterResultsReplaceEarlierOnes();
    void rallyRoundIsNotSkipped();
    void throughTheSeam();
    void sampleReadsAndPlays();
};

// 004-V4: class B, BMV 8, flank -2, one friend within 10 cm +1: MMV 7; D4 1 gives FMV 8, Retire.
void TestFanPlay::listedTestWithTypedDie()
{
    FanBattle b = battle();
    b.sides[0].units.append(unit(u"friend"_s, FanClass::B, 10));
    const QStringList lines = play(b, u"test goblins on=1 flank friends=friend d4=1"_s);
    QVERIFY2(lines.join(u' ').contains(u"MMV 7, D4 1, FMV 8: Retire"_s), qPrintable(lines.join(u'\n')));
    const FanUnit &g = *b.unit(u"goblins"_s);
    QCOMPARE(g.state, FanUnitState::Retiring);
    // C.4.1: the character with the unit retires too.
    QCOMPARE(b.unit(u"captain"_s)->state, FanUnitState::Retiring);
    const FanLogRecord &r = b.log.constLast();
    QCOMPARE(r.event, FanEvent::Test);
    QCOMPARE(r.die, std::optional<int>(1));
    QVERIFY(r.typed);
    QCOMPARE(r.bmv, 8);
    QCOMPARE(r.mmv, 7);
    QCOMPARE(r.profileRevision, 1);
    QCOMPARE(r.listedTrigger, placeholderProfile().whenToTest.at(0));
    QVERIFY(!r.deferred);
    // A new turn ends the retirement.
    phaseTo(b, 2, 1);
    QCOMPARE(b.unit(u"goblins"_s)->state, FanUnitState::Normal);
}

void TestFanPlay::oddsChangeNothing()
{
    FanBattle b = battle();
    const FanBattle before = b;
    const QStringList lines = play(b, u"odds militia on=1 control"_s);
    // 004-V5: class C, 40 %, BMV 4, +2: MMV 6; Rout 1/4, Retire 2/4, Carry On 1/4.
    QVERIFY2(lines.constFirst().contains(u"MMV 6"_s), qPrintable(lines.join(u'\n')));
    QVERIFY2(lines.constFirst().contains(u"Rout 1/4"_s) && lines.constFirst().contains(u"Retire 1/2"_s)
                 && lines.constFirst().contains(u"Carry On 1/4"_s),
             qPrintable(lines.constFirst()));
    QCOMPARE(b, before);
}

void TestFanPlay::refusedStepsChangeNothing_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("reason");
    QTest::newRow("no trigger") << u"test goblins d4=2"_s << u"Say why it tests"_s;
    QTest::newRow("not on the list (C.2)") << u"test goblins on=9 d4=2"_s << u"When to Test Morale"_s;
    QTest::newRow("d4 out of range") << u"test goblins on=1 d4=5"_s << u"d4= takes a whole number from 1 to 4"_s;
    QTest::newRow("character (C.2)") << u"test captain on=1 d4=2"_s << u"immune"_s;
    QTest::newRow("skeletons (C.2)") << u"test bones on=1 d4=2"_s << u"skeletons never test"_s;
    QTest::newRow("rally outside phase 11 (C.4.2)") << u"rally goblins d4=2"_s << u"only a routing unit"_s;
    QTest::newRow("unknown unit") << u"loss nobody 2"_s << u"There is no unit"_s;
    QTest::newRow("too many losses") << u"loss goblins 18"_s << u"cannot lose 18"_s;
    QTest::newRow("charged, not routing") << u"charged goblins 3"_s << u"not routing"_s;
    QTest::newRow("reform, not disordered") << u"reform goblins"_s << u"not Disordered"_s;
    QTest::newRow("unknown word") << u"test goblins on=1 sideways d4=2"_s << u"Unknown word"_s;
    // C.3: the window's lists allow only the tester's own side as friends, the other as enemies, each unit once.
    QTest::newRow("itself a friend") << u"test goblins on=1 friends=goblins d4=2"_s << u"no neighbour of its own"_s;
    QTest::newRow("an enemy as a friend") << u"test goblins on=1 friends=raiders d4=2"_s << u"name it in enemies="_s;
    QTest::newRow("a friend as an enemy") << u"test goblins on=1 enemies=militia d4=2"_s << u"name it in friends="_s;
    QTest::newRow("a friend twice") << u"test goblins on=1 friends=militia,militia d4=2"_s << u"named twice"_s;
    QTest::newRow("unknown step") << u"dance goblins"_s << u"Unknown step"_s;
}

void TestFanPlay::refusedStepsChangeNothing()
{
    QFETCH(QString, step);
    QFETCH(QString, reason);
    FanBattle b = battle();
    const FanBattle before = b;
    DiceScript dice({3});
    const FanStepParser::Result r = FanStepParser::run(b, step, dice);
    QVERIFY2(r.error.contains(reason), qPrintable(r.error));
    QCOMPARE(b, before);
    QCOMPARE(dice.used(), 0); // a refused step never spends the die
}

// 004-V13 (first part) and V5 as a rally: a rout in phase 6 tries in the first half of phase 11 of the same turn;
// Carry On rallies it, Disordered until a Reform order.
void TestFanPlay::routThenRallyInPhase11()
{
    FanBattle b = battle();
    phaseTo(b, 1, 6);
    play(b, u"test militia on=1 d4=1"_s); // MMV 4 + 1 = 5: Rout
    QCOMPARE(b.unit(u"militia"_s)->state, FanUnitState::Routing);
    QCOMPARE(b.unit(u"militia"_s)->routedAt, std::optional<FanMoment>(FanMoment{1, 6, 1}));
    QVERIFY(FanEngine::rallyQueue(b).isEmpty());
    phaseTo(b, 1, 11);
    QCOMPARE(FanEngine::rallyQueue(b), QStringList{u"militia"_s});
    // MMV 4 with "control" +2 = 6; D4 4 gives 10: Carry On (C-3: a pass).
    const QStringList lines = play(b, u"rally militia control d4=4"_s);
    QVERIFY2(lines.join(u' ').contains(u"Disordered"_s), qPrintable(lines.join(u'\n')));
    QCOMPARE(b.unit(u"militia"_s)->state, FanUnitState::Disordered);
    QVERIFY(FanEngine::rallyQueue(b).isEmpty());
    play(b, u"reform militia"_s);
    QCOMPARE(b.unit(u"militia"_s)->state, FanUnitState::Normal);
}

// C.4.2: a failed rally keeps routing and makes another rout move in phase 1; one attempt per phase 11.
void TestFanPlay::rallyFailsAndRoutsOnInPhase1()
{
    FanBattle b = battle();
    phaseTo(b, 1, 3);
    play(b, u"test militia on=1 d4=1"_s);
    phaseTo(b, 1, 11);
    play(b, u"rally militia d4=1"_s); // 4 + 1 = 5: Rout, a failure
    FanUnit m = *b.unit(u"militia"_s);
    QCOMPARE(m.state, FanUnitState::Routing);
    QCOMPARE(m.rallyFailures, 1);
    QCOMPARE(m.pending->due, (FanMoment{2, 1, 1}));
    const FanBattle before = b;
    DiceScript dice({4});
    QVERIFY(FanStepParser::run(b, u"rally militia"_s, dice).error.contains(u"may not try to rally now"_s));
    QCOMPARE(b, before);
    const FanOutcome next = FanEngine::advance(b); // second half
    QVERIFY(FanEngine::rallyQueue(b).isEmpty());
    const FanOutcome turn = FanEngine::advance(b); // turn 2, phase 1
    QVERIFY2(turn.lines.join(u' ').contains(u"another rout move"_s), qPrintable(turn.lines.join(u'\n')));
    QVERIFY(!b.unit(u"militia"_s)->pending);
    phaseTo(b, 2, 11);
    QCOMPARE(FanEngine::rallyQueue(b), QStringList{u"militia"_s});
    Q_UNUSED(next)
}

// 004-V13 (second part), C-4: a rout in phase 11 (either half) first tries in phase 11 of the next turn.
void TestFanPlay::routInPhase11RalliesNextTurn()
{
    FanBattle b = battle();
    phaseTo(b, 1, 11, 2);
    play(b, u"test militia on=3 d4=1"_s);
    QCOMPARE(b.unit(u"militia"_s)->state, FanUnitState::Routing);
    FanEngine::advance(b);
    phaseTo(b, 2, 11);
    QCOMPARE(FanEngine::rallyQueue(b), QStringList{u"militia"_s});
}

// 004-V13 (third part), C.4: a post-combat Retire is carried out in phase 1 of the next turn; so is a Retire
// obtained in phase 11.
void TestFanPlay::postCombatResultWaitsForPhase1()
{
    FanBattle b = battle();
    b.sides[0].units.append(unit(u"friend"_s, FanClass::B, 10));
    phaseTo(b, 1, 10);
    play(b, u"test goblins post-combat flank friends=friend d4=1"_s); // MMV 7 + 1 = 8: Retire
    QCOMPARE(b.unit(u"goblins"_s)->state, FanUnitState::Normal);
    QVERIFY(b.log.constLast().deferred);
    phaseTo(b, 2, 1);
    QCOMPARE(b.unit(u"goblins"_s)->state, FanUnitState::Retiring);
    QCOMPARE(b.log.constLast().event, FanEvent::CarriedOut);
    // It retires through turn 2 and is back to normal in turn 3.
    phaseTo(b, 3, 1);
    QCOMPARE(b.unit(u"goblins"_s)->state, FanUnitState::Normal);
}

// C.4.1: an Uncontrolled Advance of a unit that has not moved charges from phase 4 and completes in phase 9; one
// that has moved charges in phase 1 of the next turn.
void TestFanPlay::uncontrolledAdvanceTiming()
{
    FanBattle b = battle();
    b.sides[0].units.append(unit(u"guards"_s, FanClass::A, 12)); // 004-V6: BMV 10
    b.sides[0].units.append(unit(u"f1"_s, FanClass::B, 10));
    b.sides[0].units.append(unit(u"f2"_s, FanClass::B, 10));
    phaseTo(b, 1, 2);
    const QStringList lines = play(b, u"test guards on=1 hated friends=f1,f2 d4=1"_s); // MMV 13 + 1 = 14: UA
    QVERIFY2(lines.join(u' ').contains(u"starts in phase 4"_s), qPrintable(lines.join(u'\n')));
    QCOMPARE(b.unit(u"guards"_s)->state, FanUnitState::UncontrolledAdvance);
    phaseTo(b, 1, 9);
    QCOMPARE(b.unit(u"guards"_s)->state, FanUnitState::UncontrolledAdvance);
    phaseTo(b, 1, 10);
    QCOMPARE(b.unit(u"guards"_s)->state, FanUnitState::Normal);

    FanBattle moved = battle();
    moved.sides[0].units.append(unit(u"guards"_s, FanClass::A, 12));
    moved.sides[0].units.append(unit(u"f1"_s, FanClass::B, 10));
    moved.sides[0].units.append(unit(u"f2"_s, FanClass::B, 10));
    phaseTo(moved, 1, 7);
    play(moved, u"moved guards"_s);
    const QStringList late = play(moved, u"test guards on=1 hated friends=f1,f2 d4=1"_s);
    QVERIFY2(late.join(u' ').contains(u"phase 1 of turn 2"_s), qPrintable(late.join(u'\n')));
    phaseTo(moved, 2, 1);
    QCOMPARE(moved.unit(u"guards"_s)->state, FanUnitState::UncontrolledAdvance);
    QVERIFY(!moved.unit(u"guards"_s)->movedThisTurn); // a new turn
    phaseTo(moved, 2, 2);
    QCOMPARE(moved.unit(u"guards"_s)->state, FanUnitState::Normal);
}

// 004-V11: characters and skeletons never test; skeletons go when their controller is wounded or killed (C-14);
// a spell exempts until the end of its turn (C.2).
void TestFanPlay::exemptions()
{
    FanBattle b = battle();
    QVERIFY(!FanEngine::assess(b, {u"captain"_s, FanTrigger::Listed, placeholderProfile().whenToTest.at(0), {}}).tests());
    QVERIFY(!FanEngine::assess(b, {u"bones"_s, FanTrigger::Listed, placeholderProfile().whenToTest.at(0), {}}).tests());
    const QStringList lines = play(b, u"wounded shaman"_s);
    QVERIFY2(lines.join(u' ').contains(u"removed from play"_s), qPrintable(lines.join(u'\n')));
    QCOMPARE(b.unit(u"bones"_s)->state, FanUnitState::Destroyed);
    QVERIFY(b.unit(u"shaman"_s)->wounded);
    QCOMPARE(b.unit(u"shaman"_s)->state, FanUnitState::Normal);

    play(b, u"spell goblins 1"_s);
    const FanBattle before = b;
    DiceScript dice({2});
    QVERIFY(FanStepParser::run(b, u"test goblins on=1"_s, dice).error.contains(u"spell"_s));
    QCOMPARE(b, before);
    phaseTo(b, 2, 1);
    QVERIFY(FanEngine::assess(b, {u"goblins"_s, FanTrigger::Listed, placeholderProfile().whenToTest.at(0), {}}).tests());
}

// 004-V14 and V12.
void TestFanPlay::routingUnitChargedAndObstacle()
{
    FanBattle b = battle();
    b.sides[0].units.append(unit(u"twelve"_s, FanClass::C, 12));
    b.unit(u"twelve"_s)->state = FanUnitState::Routing;
    b.unit(u"twelve"_s)->routedAt = b.now;
    play(b, u"charged twelve 5"_s);
    QCOMPARE(b.unit(u"twelve"_s)->currentFigures, 7);
    QVERIFY(play(b, u"obstacle twelve d6=3"_s).constFirst().contains(u"right"_s));
    QVERIFY(play(b, u"obstacle twelve d6=4"_s).constFirst().contains(u"left"_s));
    QVERIFY(play(b, u"obstacle twelve"_s, {6}).constFirst().contains(u"left"_s));
    QVERIFY(!b.log.constLast().typed);
    play(b, u"charged twelve 9"_s);
    QCOMPARE(b.unit(u"twelve"_s)->currentFigures, 0);
    QCOMPARE(b.unit(u"twelve"_s)->state, FanUnitState::Destroyed);
}

// C.4.1: a unit that routs or retires gives up an Uncontrolled Advance still to be made (it never charges, nor
// rallies, from it in phase 10); a retirement lasts one turn even when another result waits; a character routed
// to death by a charge takes its skeletons with it (C-14).
void TestFanPlay::laterResultsReplaceEarlierOnes()
{
    FanBattle b = battle();
    b.sides[0].units.append(unit(u"guards"_s, FanClass::A, 12));
    b.sides[0].units.append(unit(u"f1"_s, FanClass::B, 10));
    b.sides[0].units.append(unit(u"f2"_s, FanClass::B, 10));
    phaseTo(b, 1, 2);
    play(b, u"test guards on=1 hated friends=f1,f2 d4=1"_s); // MMV 13 + 1: UA, its charge completes in phase 9
    QVERIFY(b.unit(u"guards"_s)->pending);
    phaseTo(b, 1, 3);
    play(b, u"test guards on=1 rear flank lost-round d4=1"_s); // MMV 10 - 7 + 1 = 4: Rout
    QCOMPARE(b.unit(u"guards"_s)->state, FanUnitState::Routing);
    QVERIFY(!b.unit(u"guards"_s)->pending);
    phaseTo(b, 1, 10);
    QCOMPARE(b.unit(u"guards"_s)->state, FanUnitState::Routing); // not rallied by the old UA

    FanBattle r = battle();
    phaseTo(r, 1, 2);
    play(r, u"test goblins on=1 flank d4=1"_s); // MMV 6 + 1 = 7: Retire at once
    QCOMPARE(r.unit(u"goblins"_s)->state, FanUnitState::Retiring);
    phaseTo(r, 1, 11, 2);
    play(r, u"test goblins post-combat d4=4"_s); // MMV 8 + 4 = 12: Carry On, carried out in phase 1 of turn 2
    QVERIFY(r.unit(u"goblins"_s)->pending);
    phaseTo(r, 2, 1);
    QCOMPARE(r.unit(u"goblins"_s)->state, FanUnitState::Normal);

    FanBattle c = battle();
    play(c, u"test goblins on=1 rear flank d4=1"_s); // Rout; the captain routs with the goblins
    c.unit(u"shaman"_s)->withUnitId = u"goblins"_s;
    c.unit(u"shaman"_s)->state = FanUnitState::Routing;
    play(c, u"charged shaman 1"_s);
    QCOMPARE(c.unit(u"shaman"_s)->state, FanUnitState::Destroyed);
    QCOMPARE(c.unit(u"bones"_s)->state, FanUnitState::Destroyed);
}

// C-5: every routing unit that may rally tries; the first half of phase 11 does not end before each has. A
// rally test has no other trigger.
void TestFanPlay::rallyRoundIsNotSkipped()
{
    FanBattle b = battle();
    phaseTo(b, 1, 6);
    play(b, u"test militia on=1 d4=1"_s); // Rout
    phaseTo(b, 1, 11);
    const FanBattle before = b;
    const FanOutcome refused = FanEngine::advance(b);
    QVERIFY2(refused.error.contains(u"militia"_s) && refused.error.contains(u"C-5"_s), qPrintable(refused.error));
    QCOMPARE(b, before);
    DiceScript dice(QList<int>{});
    QVERIFY(FanStepParser::run(b, u"rally militia on=1 d4=4"_s, dice).error.contains(u"phase 11"_s));
    QCOMPARE(b, before);
    play(b, u"rally militia d4=1"_s); // fails: routs on
    QVERIFY(FanEngine::advance(b).ok());
    QCOMPARE(b.now, (FanMoment{1, 11, 2}));
}

// The registry knows the system; a written battle reads back equal and plays through RuleSystem::playStep.
void TestFanPlay::throughTheSeam()
{
    const RuleSystem *system = ruleSystems().find(u"fantasy-morale"_s);
    QVERIFY(system);
    fantasy::FanState state(battle());
    const QByteArray bytes = system->write(state);
    const EnvelopeResult read = FileEnvelope::fromJson(bytes, ruleSystems());
    QVERIFY2(read.problems.isEmpty(), qPrintable(problemLines(read.problems).join(u'\n')));
    QCOMPARE(read.state->ruleSystem(), u"fantasy-morale"_s);
    QCOMPARE(*fantasy::FanState::of(*read.state), state.battle());
    DiceScript dice({2});
    const StepResult step = system->playStep(*read.state, u"test goblins on=1"_s, dice);
    QVERIFY2(step.ok, qPrintable(step.message));
    QCOMPARE(system->rolls(*read.state).size(), 1);
    QCOMPARE(system->rolls(*read.state).constFirst().spec.sides, 4);
    QCOMPARE(system->summary(*read.state).value(u"ruleSystem"_s).toString(), u"fantasy-morale"_s);
}

// The shipped sample: clearly-named example sheets (never the spec's PLACEHOLDER), valid, and playable.
void TestFanPlay::sampleReadsAndPlays()
{
    QFile f(QStringLiteral(MORALEDESK_TEST_DATA "/../../resources/samples/fantasy-old-bridge.json"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray bytes = f.readAll();
    QVERIFY(!bytes.contains("PLACEHOLDER"));
    const EnvelopeResult read = FileEnvelope::fromJson(bytes, ruleSystems());
    QVERIFY2(read.problems.isEmpty(), qPrintable(problemLines(read.problems).join(u'\n')));
    FanBattle b = *fantasy::FanState::of(*read.state);
    for (const FanProfile &p : b.profiles)
        QVERIFY2(p.race.startsWith(u"Example "_s), qPrintable(p.race));
    QVERIFY(!play(b, u"test raiders on=1 d4=3"_s).constFirst().startsWith(u"REFUSED"_s));
    // The sample is written as the writer writes it, so that saving it unchanged changes no byte.
    QCOMPARE(QString::fromUtf8(ruleSystems().find(u"fantasy-morale"_s)->write(*read.state)), QString::fromUtf8(bytes));
}

QTEST_GUILESS_MAIN(TestFanPlay)
#include "tst_fan_play.moc"
