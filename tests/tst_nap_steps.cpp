// NapStepParser, the play grammar of `moraledesk play` on a Napoleonic file: every step with ids and names, typed
// rolls, the lines it says (target and terms, exact odds, roll, result and meaning), and refusals that change
// nothing and say why.

#include "NapFixtures.h"
#include "NapIoFixtures.h"

#include "napoleonic/io/NapValidator.h"
#include "napoleonic/io/NapWriter.h"
#include "napoleonic/rules/NapStepParser.h"

#include <QtTest>

using namespace md;
using namespace md::test::nap;

namespace {

// Runs the steps in order; every one must be done. The lines of the last.
QStringList play(NapBattle &b, const QStringList &steps, DiceSource &dice)
{
    QStringList lines;
    for (const QString &step : steps) {
        const NapStepParser::Result r = NapStepParser::run(b, step, dice);
        if (!r.error.isEmpty())
            return {u"REFUSED "_s + step + u": "_s + r.error};
        lines = r.lines;
    }
    return lines;
}

QString joined(const QStringList &lines)
{
    return lines.join(u'\n');
}

} // namespace

class TestNapSteps : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void helpNamesEveryStep();
    void lossAndCheck();
    void checkOptions();
    void groupedCheck();
    void cascadeSteps();
    void queueDismissStatus();
    void rallyPhaseSteps();
    void mfpSteps();
    void commandSteps();
    void refusals_data();
    void refusals();
    void everyStateSavesAndReadsBack();
};

void TestNapSteps::helpNamesEveryStep()
{
    const QString help = NapStepParser::help();
    for (const char *verb : {"loss ", "check ", "friends ", "queue ", "dismiss ", "clear-disorder ", "rally ", "off-table ",
                             "mfp ", "officer ", "order ", "arrive ", "withdraw ", "take ", "next-phase", "status"})
        QVERIFY2(help.contains(QLatin1StringView(verb)), verb);
}

void TestNapSteps::lossAndCheck()
{
    NapBattle b = smallBattle();
    NapDice dice{};
    b.phaseIndex = 5; // Reciprocal Artillery Fire
    QStringList lines = play(b, {u"loss \"1st Ligne\" 1"_s}, dice);
    QVERIFY2(joined(lines).contains(u"1st Ligne loses 1 figure(s): 11 of 12 figures left; current CMR 5."_s),
             qPrintable(joined(lines)));
    QVERIFY(joined(lines).contains(u"at the end of the phase (15.41)"_s));
    QCOMPARE(b.pending.size(), 1);
    // 003-V1 typed: roll 7 against 5.
    lines = play(b, {u"check fr-1-ligne P-a roll=7"_s}, dice);
    const QString text = joined(lines);
    QVERIFY2(text.contains(u"1st Ligne tests for P-a"_s), qPrintable(text));
    QVERIFY(text.contains(u"Target 5 = 6 Starting CMR (15.27), -1 1 figure(s) lost (15.52)."_s));
    QVERIFY(text.contains(u"Odds: pass 1/2, Disordered 2/5, Routed 1/10."_s));
    QVERIFY(text.contains(u"Rolled 7 (typed)."_s));
    QVERIFY(text.contains(u"Result: Morale Disordered. Disordered: half movement"_s));
    QVERIFY(b.log.constLast().typed);
    QVERIFY(b.pending.isEmpty());
    // 003-V2: "0" is 10, and the program's dice when no roll is typed.
    NapDice ten{10};
    lines = play(b, {u"check fr-2-ligne I-f"_s}, ten);
    QVERIFY(joined(lines).contains(u"Rolled 10."_s));
    QCOMPARE(ten.rolled, 1);
    QVERIFY(joined(lines).contains(u"Result: Routed. Routed: rout move to the rear now"_s));
    QVERIFY(joined(lines).contains(u"friends fr-2-ligne UNIT..."_s));
    lines = play(b, {u"check fr-guard I-f roll=0"_s}, dice);
    QVERIFY(joined(lines).contains(u"Rolled 10 (typed)."_s));
}

void TestNapSteps::checkOptions()
{
    NapBattle b = smallBattle();
    NapDice dice{};
    // 003-V8 by the step: a charge at 3", foot unit current 6: T 1.
    b.phaseIndex = 3;
    QString text = joined(play(b, {u"check \"1st Ligne\" P-d charge=3 roll=1"_s}, dice));
    QVERIFY2(text.contains(u"Target 1 = 6 Starting CMR (15.27), -5 "_s), qPrintable(text));
    QVERIFY(text.contains(u"Odds: pass 1/10, Disordered 2/5, Routed 1/2."_s));
    // 003-V10: Class III building +2, an assault at 450 % -3: T 6 (Movement Phase, so no 15.28).
    b.phaseIndex = 2;
    text = joined(play(b, {u"check al-highlanders I-d terrain=\"Class III chateau\" odds=450:100 roll=6"_s}, dice));
    QVERIFY2(text.contains(u"Target 6 = "_s), qPrintable(text));
    QVERIFY(text.contains(u"+2 Terrain: Class III chateau (P03-P05)"_s));
    QVERIFY(text.contains(u"-3 Shock odds 450:100 (15.55)"_s));
    QVERIFY(text.contains(u"Odds: pass 3/5, Disordered 2/5, Routed 0."_s));
    // 003-V10 as B.7 gives it in the Shock Combat Phase: a building's units test as one group (15.22), so 15.28
    // is omitted (B-9) and the odds are the spec's 6/10, 4/10, 0.
    NapBattle shock = smallBattle();
    shock.phaseIndex = 4;
    text = joined(play(shock, {u"check al-highlanders I-d as=formation terrain=\"Class III chateau\" odds=450:100 roll=6"_s}, dice));
    QVERIFY2(text.contains(u"Target 6 = "_s), qPrintable(text));
    QVERIFY2(text.contains(u"Odds: pass 3/5, Disordered 2/5, Routed 0 (15.28 not applied to a grouped check, B-9)."_s), qPrintable(text));
    QVERIFY(text.contains(u"Result: Passed."_s));
    // Chart rows, an officer, half inches, and a natural 10 in the Shock Combat Phase (15.28).
    b.phaseIndex = 4;
    text = joined(play(b, {u"check fr-guard I-d N09 officer=\"Brigade (average)\" roll=10"_s}, dice));
    QVERIFY2(text.contains(u"Target 7 = 8 Starting CMR (15.27), -2 "_s), qPrintable(text));
    QVERIFY(text.contains(u"+1 Officer: Brigade (average) (P06)"_s));
    QVERIFY(text.contains(u"Natural 10 in the Shock Combat Phase: -1 to the target now and to the end of the phase (15.28)."_s));
    QCOMPARE(b.unit(u"fr-guard"_s)->shockPhaseAdj, -1);
    b.phaseIndex = 3;
    text = joined(play(b, {u"check al-hussars P-d charge=4.5 roll=1"_s}, dice));
    QVERIFY2(text.contains(u"Target 5 = "_s), qPrintable(text)); // cavalry at 4.5": N08 -1
}

void TestNapSteps::groupedCheck()
{
    // 003-V20 by the step: one roll against the highest current CMR, 15.28 not applied.
    NapBattle b = smallBattle();
    NapDice dice{};
    b.phaseIndex = 4;
    b.unit(u"fr-1-ligne"_s)->figuresLost = 1;
    b.unit(u"fr-guard"_s)->figuresLost = 1;
    const QString text = joined(play(b, {u"check fr-1-ligne,\"Guard Grenadiers\" I-d as=formation roll=10"_s}, dice));
    QVERIFY2(text.contains(u"1st Ligne, Guard Grenadiers test together for I-d"_s), qPrintable(text));
    QVERIFY(text.contains(u"one roll against Guard Grenadiers (15.22, B-32)"_s));
    QVERIFY(text.contains(u"Target 7 = "_s));
    QVERIFY(text.contains(u"(15.28 not applied to a grouped check, B-9)"_s));
    QVERIFY(!text.contains(u"Natural 10"_s));
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Disordered);
    QCOMPARE(b.unit(u"fr-guard"_s)->state, NapUnitState::Disordered);
    QCOMPARE(b.log.size(), 1);
}

void TestNapSteps::cascadeSteps()
{
    NapBattle b = smallBattle();
    NapDice dice{};
    b.phaseIndex = 2;
    QString text = joined(play(b, {u"check fr-2-ligne I-f roll=10"_s, u"friends fr-2-ligne fr-1-ligne fr-guard"_s}, dice));
    QVERIFY2(text.contains(u"No check: Guard Grenadiers: X-a"_s), qPrintable(text));
    QVERIFY(text.contains(u"Queued checks: 1. 1st Ligne I-b (cause 2nd Ligne)."_s));
    QVERIFY(NapStepParser::run(b, u"next-phase"_s, dice).error.contains(u"1st Ligne's I-b"_s));
    text = joined(play(b, {u"check fr-1-ligne I-b n09 roll=4"_s}, dice));
    QVERIFY2(text.contains(u"Target 4 = "_s), qPrintable(text));
    QVERIFY(text.contains(u"No checks queued."_s));
    text = joined(play(b, {u"next-phase"_s}, dice));
    QVERIFY2(text.contains(u"Declared Cavalry Charge Phase."_s), qPrintable(text));
}

void TestNapSteps::queueDismissStatus()
{
    NapBattle b = smallBattle();
    NapDice dice{};
    QString text = joined(play(b, {u"queue Highlanders I-g"_s, u"queue al-militia I-g"_s}, dice));
    QVERIFY2(text.contains(u"1. Highlanders I-g; 2. Landwehr I-g"_s), qPrintable(text));
    text = joined(play(b, {u"dismiss 2 Outside the radius after all"_s}, dice));
    QVERIFY(text.contains(u"Check 2 dismissed: Outside the radius after all"_s));
    QCOMPARE(b.pending.size(), 1);
    text = joined(play(b, {u"status"_s}, dice));
    QVERIFY2(text.contains(u"Turn 1, Facing Phase."_s), qPrintable(text));
    QVERIFY(text.contains(u"French: 0 MFP used of 35, demoralization tier 0, CMR 0 from demoralization."_s));
    QVERIFY(text.contains(u"1. Highlanders I-g"_s));
}

void TestNapSteps::rallyPhaseSteps()
{
    NapBattle b = smallBattle();
    NapDice dice{};
    setPhase(b, NapPhase::Rally);
    b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed;
    b.unit(u"fr-2-ligne"_s)->state = NapUnitState::Disordered;
    b.unit(u"fr-guard"_s)->state = NapUnitState::Disordered;
    QString text = joined(play(b, {u"clear-disorder French held=fr-guard"_s}, dice));
    QVERIFY2(text.contains(u"Good again (B.4.3): 2nd Ligne."_s), qPrintable(text));
    QVERIFY(text.contains(u"Guard Grenadiers stays Disordered"_s));
    b.night = true;
    text = joined(play(b, {u"rally fr-1-ligne officer=\"Brigade (average)\" roll=5"_s}, dice));
    QVERIFY2(text.contains(u"Target 5 = "_s), qPrintable(text)); // 6 - 2 night + 1 officer
    QVERIFY(text.contains(u"Odds: rallies 1/2, fails 1/2."_s));
    QVERIFY(text.contains(u"Result: Rallied."_s));
    b.unit(u"fr-2-ligne"_s)->state = NapUnitState::Routed;
    b.unit(u"fr-2-ligne"_s)->rallyFailures = 1;
    text = joined(play(b, {u"rally fr-2-ligne roll=9"_s}, dice));
    QVERIFY2(text.contains(u"Result: Removed as casualties. Second failure"_s), qPrintable(text));
    QVERIFY(text.contains(u"12 MFP"_s));
    b.unit(u"al-militia"_s)->state = NapUnitState::Routed;
    text = joined(play(b, {u"off-table Landwehr"_s}, dice));
    QVERIFY2(text.contains(u"Landwehr routs off the table: 6 MFP"_s), qPrintable(text));
}

void TestNapSteps::mfpSteps()
{
    NapBattle b = smallBattle();
    NapDice dice{};
    setPhase(b, NapPhase::ArmyMoraleFatigue);
    QString text = joined(play(b, {u"mfp french E01x3 E04 E07x1 E11x2 E12x1 E15x1"_s}, dice));
    QVERIFY2(text.contains(u"Added 20.5 MFP: 20.5 used of 35 (tier 0)."_s), qPrintable(text));
    QVERIFY(text.contains(u"E15 x1 = 0.5"_s));
    text = joined(play(b, {u"mfp Allied E19x1=2 E01x12"_s}, dice));
    QVERIFY2(text.contains(u"Added 14 MFP: 14 used of 13 (tier 1)."_s), qPrintable(text));
    QVERIFY(text.contains(u"Allied Brigade's Defend order"_s) || text.contains(u"Allied is demoralized"_s));
    QCOMPARE(b.army(u"allied"_s)->demoralTier, 1);
    // suggested: from the log since the last phase.
    b.turn = 2;
    QString error;
    QCOMPARE(NapStepParser::run(b, u"mfp french suggested"_s, dice).error, QString());
    QCOMPARE(b.log.constLast().event, NapLogEvent::MfpPhase);
}

void TestNapSteps::commandSteps()
{
    NapBattle b = smallBattle();
    NapDice dice{};
    QString text = joined(play(b, {u"officer \"1st Brigade\" killed"_s}, dice));
    QVERIFY2(text.contains(u"1st Brigade's officer: Killed."_s), qPrintable(text));
    QVERIFY(text.contains(u"5 MFP at the next Army Morale Fatigue Phase."_s));
    text = joined(play(b, {u"order fr-1bde defend"_s}, dice));
    QVERIFY(text.contains(u"1st Brigade's order: Defend."_s));
    text = joined(play(b, {u"arrive \"Reserve Brigade\""_s}, dice));
    QVERIFY2(text.contains(u"Reserve Brigade arrives with a March order (15.82)."_s), qPrintable(text));
    QVERIFY(text.contains(u"Allied: 0 MFP used of 22."_s));
    text = joined(play(b, {u"withdraw al-reserve"_s}, dice));
    QVERIFY(text.contains(u"1 MFP at the next Army Morale Fatigue Phase."_s));
    b.armies[0].positions.append(NapPosition{u"Chapel hill"_s, 4, false});
    text = joined(play(b, {u"take french \"Chapel hill\""_s}, dice));
    QVERIFY2(text.contains(u"The enemy takes French's position Chapel hill: 4 MFP"_s), qPrintable(text));
}

void TestNapSteps::refusals_data()
{
    QTest::addColumn<QString>("step");
    QTest::addColumn<QString>("reason");
    QTest::newRow("empty") << u"  "_s << u"The step is empty"_s;
    QTest::newRow("open quote") << u"check \"1st Ligne I-a"_s << u"not closed"_s;
    QTest::newRow("unknown step") << u"charge fr-1-ligne"_s << u"Unknown step \"charge\""_s;
    QTest::newRow("unknown unit") << u"loss \"Old Guard\" 1"_s << u"no unit \"Old Guard\""_s;
    QTest::newRow("loss: not a number") << u"loss fr-1-ligne two"_s << u"FIGURES is a whole number"_s;
    QTest::newRow("loss: too many") << u"loss fr-1-ligne 20"_s << u"cannot lose more"_s;
    QTest::newRow("loss: stray word") << u"loss fr-1-ligne 1 fire"_s << u"not a loss word"_s;
    QTest::newRow("check: circumstance") << u"check fr-1-ligne X-a"_s << u"CIRC is one of"_s;
    QTest::newRow("check: roll 11") << u"check fr-1-ligne I-f roll=11"_s << u"roll= is a d10 face"_s;
    QTest::newRow("check: charge 3.3") << u"check fr-1-ligne P-d charge=3.3"_s << u"charge= is the distance"_s;
    QTest::newRow("check: as=") << u"check fr-1-ligne I-f as=square"_s << u"as= is formation"_s;
    QTest::newRow("check: odds") << u"check fr-1-ligne I-d odds=4to1"_s << u"odds= is attacker:defender"_s;
    QTest::newRow("check: unknown word") << u"check fr-1-ligne I-f bravely"_s << u"not a check word"_s;
    QTest::newRow("check: terrain not in the chart") << u"check fr-1-ligne I-f terrain=Vineyard"_s << u"terrain chart"_s;
    QTest::newRow("check: routed unit") << u"check al-reserve-bn I-f"_s << u"no longer"_s;
    QTest::newRow("friends: not routed") << u"friends fr-1-ligne fr-2-ligne"_s << u"is not routed"_s;
    QTest::newRow("dismiss: not a number") << u"dismiss one because"_s << u"N is the queued check's number"_s;
    QTest::newRow("clear-disorder: phase") << u"clear-disorder french"_s << u"start of the Rally Phase"_s;
    QTest::newRow("rally: check words") << u"rally fr-1-ligne charge=3"_s << u"not a rally word"_s;
    QTest::newRow("off-table: not routed") << u"off-table fr-1-ligne"_s << u"is not routed"_s;
    QTest::newRow("mfp: event") << u"mfp french E99x2"_s << u"not an MFP event"_s;
    QTest::newRow("mfp: phase") << u"mfp french E01x2"_s << u"Army Morale Fatigue Phase"_s;
    QTest::newRow("officer: status") << u"officer fr-1bde captured"_s << u"wounded, killed or alive"_s;
    QTest::newRow("order: none") << u"order fr-1bde none"_s << u"attack, engage, defend or march"_s;
    QTest::newRow("order: same") << u"order fr-1bde attack"_s << u"already has"_s;
    QTest::newRow("arrive: on the table") << u"arrive fr-1bde"_s << u"already on the table"_s;
    QTest::newRow("take: no such position") << u"take french Mill"_s << u"no position \"Mill\""_s;
    QTest::newRow("next-phase: extra word") << u"next-phase now"_s << u"Expected: next-phase"_s;
    QTest::newRow("ambiguous name") << u"loss Twin 1"_s << u"names 2 units"_s;
}

void TestNapSteps::refusals()
{
    QFETCH(QString, step);
    QFETCH(QString, reason);
    NapBattle b = smallBattle();
    b.unit(u"al-reserve-bn"_s)->state = NapUnitState::Eliminated;
    b.armies[0].commands[0].units.append(makeUnit(u"twin-a"_s, NapUnitType::Infantry, 5, 6, u"Twin"_s));
    b.armies[0].commands[0].units.append(makeUnit(u"twin-b"_s, NapUnitType::Infantry, 5, 6, u"Twin"_s));
    const NapBattle before = b;
    NapDice dice{5};
    const NapStepParser::Result r = NapStepParser::run(b, step, dice);
    QVERIFY2(r.error.contains(reason), qPrintable(r.error));
    QVERIFY(r.lines.isEmpty());
    QCOMPARE(b, before);
}

void TestNapSteps::everyStateSavesAndReadsBack()
{
    // Every state the engine makes keeps NapFileLimits and the validator's rules, and reads back as it was
    // written: a battle played through every step, checked after each.
    NapBattle b = smallBattle();
    b.settings.turnsPerHour = 1;
    b.armies[1].positions.append(NapPosition{u"Mill"_s, 2, false});
    NapDice dice{10, 10, 3, 9, 10, 2, 8, 9, 1, 5, 4, 7, 6};
    const QStringList steps{
        u"next-phase"_s, u"next-phase"_s,                                     // Movement
        u"loss fr-1-ligne 2"_s, u"check fr-1-ligne I-a"_s,                    // 10: routs
        u"friends fr-1-ligne fr-2-ligne fr-guard fr-voltigeurs"_s,
        u"check fr-2-ligne I-b n09"_s, u"check fr-voltigeurs I-b n09 as=skirmishers"_s,
        u"queue al-highlanders I-f"_s, u"dismiss 1 No surprise after all"_s,
        u"next-phase"_s, u"check al-hussars P-e"_s,                           // Declared Cavalry Charge
        u"next-phase"_s, u"check fr-guard I-d"_s, u"check al-highlanders,al-militia I-d as=formation"_s, // Shock
        u"loss al-militia 1 shock"_s,
        u"next-phase"_s, u"loss fr-battery 1 cannon=3"_s, u"check fr-battery P-a"_s, // Reciprocal Artillery Fire
        u"next-phase"_s, u"next-phase"_s,                                     // Rally
        u"clear-disorder french"_s, u"rally fr-1-ligne"_s, u"rally fr-2-ligne"_s,
        u"officer fr-1bde killed"_s, u"take allied Mill"_s, u"withdraw al-1bde"_s,
        u"next-phase"_s, u"mfp french suggested"_s, u"mfp allied E01x30"_s,    // Army Morale Fatigue
        u"next-phase"_s,                                                      // turn 2, hourly
        u"arrive al-reserve"_s, u"order fr-army march"_s, u"status"_s,
    };
    for (const QString &step : steps) {
        const NapStepParser::Result r = NapStepParser::run(b, step, dice);
        QVERIFY2(r.error.isEmpty(), qPrintable(step + u": "_s + r.error));
        const Problems problems = NapValidator::validate(b);
        QVERIFY2(problems.isEmpty(), qPrintable(step + u": "_s + md::test::napLines(problems).join(u'\n')));
        const QByteArray written = NapWriter::toJson(b);
        const NapLoadResult back = md::test::readNapJson(written);
        QVERIFY2(back.ok(), qPrintable(step + u": "_s + md::test::napLines(back.problems).join(u'\n')));
        QVERIFY2(*back.battle == b, qPrintable(step));
    }
    QCOMPARE(b.turn, 2);
    qsizetype phases = 0;
    for (const NapLogRecord &r : b.log)
        phases += r.event == NapLogEvent::MfpPhase ? 1 : 0;
    QCOMPARE(phases, 2);
    QCOMPARE(b.army(u"allied"_s)->commands.at(1).presence, NapPresence::OnTable);
}

QTEST_GUILESS_MAIN(TestNapSteps)
#include "tst_nap_steps.moc"
