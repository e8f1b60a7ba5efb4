// The Napoleonic rules against Part B of shared/rules/secondary-systems.md: the B.7 vectors 003-V1...V20, the
// 15.54 bands at their edges (B.3.2, B-6), the 15.55 odds table (B.3.3, B-7) and every cell of the MFP table
// (B.4.5, B-20). The engine's verbs are tst_nap_engine's.

#include "NapFixtures.h"

#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapEngine.h"
#include "napoleonic/rules/NapMfp.h"
#include "napoleonic/rules/NapTriggers.h"

#include <QtTest>

using namespace md;
using namespace md::test::nap;

namespace {

// One unit alone in a command of `figures`-figure units, for the check vectors.
NapBattle oneUnitBattle(NapUnitType type, int cmr, int figures, int lost, NapPhase phase)
{
    NapBattle b;
    NapArmy a;
    a.id = u"army"_s;
    NapUnit u = makeUnit(u"u"_s, type, cmr, figures);
    u.figuresLost = lost;
    // A big command beside it keeps the command-loss rows (N18-N20) out of the vectors that do not name them.
    NapUnit filler = makeUnit(u"filler"_s, NapUnitType::Infantry, 5, 100);
    a.commands = {makeCommand(u"c"_s, NapCommandLevel::Brigade, NapOrder::Defend, {u, filler})};
    b.armies = {a};
    setPhase(b, phase);
    return b;
}

} // namespace

class TestNapRules : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void checkVectors_data();
    void checkVectors();
    void oddsVector_data();
    void oddsVector();
    void rallyVectors();
    void startingMfpVector();
    void mfpPhaseVector();
    void tierVector_data();
    void tierVector();
    void accrualVector_data();
    void accrualVector();
    void artilleryVector();
    void exemptionVector();
    void squareVector();
    void closedForm_data();
    void closedForm();
    void chargeBands_data();
    void chargeBands();
    void commandLossBands_data();
    void commandLossBands();
    void mfpTable_data();
    void mfpTable();
    void officerValues();
    void eventValues();
    void gradeEdges();
    void mfpText();
};

void TestNapRules::checkVectors_data()
{
    QTest::addColumn<int>("cmr");
    QTest::addColumn<int>("figures");
    QTest::addColumn<int>("lost");
    QTest::addColumn<NapUnitType>("type");
    QTest::addColumn<NapPhase>("phase");
    QTest::addColumn<QStringList>("ticked");
    QTest::addColumn<int>("chargeHalfInches");
    QTest::addColumn<QStringList>("terrain");
    QTest::addColumn<QString>("odds");
    QTest::addColumn<int>("target");
    QTest::addColumn<int>("roll");          // 0: the distribution only
    QTest::addColumn<NapResult>("result");
    QTest::addColumn<int>("shockDelta");
    QTest::addColumn<QString>("pass");
    QTest::addColumn<QString>("disorder");
    QTest::addColumn<QString>("rout");

    const auto inf = NapUnitType::Infantry;
    const auto raf = NapPhase::ReciprocalArtilleryFire;
    const auto shock = NapPhase::ShockCombat;
    // The seed's worked examples first.
    QTest::newRow("003-V1 SEED-EX 15.11: CMR 6, 1 lost, roll 7: Disordered")
        << 6 << 12 << 1 << inf << raf << QStringList() << -1 << QStringList() << QString() << 5 << 7
        << NapResult::Disordered << 0 << u"5/10"_s << u"4/10"_s << u"1/10"_s;
    QTest::newRow("003-V2 SEED-EX 15.11: same unit, roll 0 (= 10): Routed")
        << 6 << 12 << 1 << inf << raf << QStringList() << -1 << QStringList() << QString() << 5 << 10
        << NapResult::Routed << 0 << u"5/10"_s << u"4/10"_s << u"1/10"_s;
    QTest::newRow("003-V4 SEED-EX 15.28: Shock Phase T 6, natural 10: Routed, -1 kept")
        << 6 << 12 << 0 << inf << shock << QStringList() << -1 << QStringList() << QString() << 6 << 10
        << NapResult::Routed << -1 << u"6/10"_s << u"3/10"_s << u"1/10"_s;
    QTest::newRow("003-V4 outside the Shock Phase the same roll: Disordered")
        << 6 << 12 << 0 << inf << raf << QStringList() << -1 << QStringList() << QString() << 6 << 10
        << NapResult::Disordered << 0 << u"6/10"_s << u"4/10"_s << u"0"_s;
    QTest::newRow("003-V3 the distribution of V1's unit")
        << 6 << 12 << 1 << inf << raf << QStringList() << -1 << QStringList() << QString() << 5 << 0
        << NapResult::None << 0 << u"5/10"_s << u"4/10"_s << u"1/10"_s;
    QTest::newRow("003-V5 B-3: Shock Phase T 6 distribution")
        << 6 << 12 << 0 << inf << shock << QStringList() << -1 << QStringList() << QString() << 6 << 0
        << NapResult::None << 0 << u"6/10"_s << u"3/10"_s << u"1/10"_s;
    QTest::newRow("003-V5 outside the Shock Phase")
        << 6 << 12 << 0 << inf << raf << QStringList() << -1 << QStringList() << QString() << 6 << 0
        << NapResult::None << 0 << u"6/10"_s << u"4/10"_s << u"0"_s;
    // T -4: CMR 5, 6 of 12 lost (-6, -2 half strength), out of ammunition (N15 -1).
    QTest::newRow("003-V6 B-3: Shock Phase T -4, natural 1: Disordered, +1 kept")
        << 5 << 12 << 6 << inf << shock << QStringList{u"n15"_s} << -1 << QStringList() << QString() << -4 << 1
        << NapResult::Disordered << 1 << u"0"_s << u"1/10"_s << u"9/10"_s;
    QTest::newRow("003-V6 without 15.28 the same roll routs")
        << 5 << 12 << 6 << inf << raf << QStringList{u"n15"_s} << -1 << QStringList() << QString() << -4 << 1
        << NapResult::Routed << 0 << u"0"_s << u"0"_s << u"1"_s;
    QTest::newRow("003-V7 B-5: CMR 7, 6 of 12 lost: T -1")
        << 7 << 12 << 6 << inf << raf << QStringList() << -1 << QStringList() << QString() << -1 << 0
        << NapResult::None << 0 << u"0"_s << u"3/10"_s << u"7/10"_s;
    QTest::newRow("003-V8 foot CMR 6, cavalry charge declared at 3\" (-5): T 1")
        << 6 << 12 << 0 << inf << NapPhase::DeclaredCavalryCharge << QStringList() << 6 << QStringList() << QString()
        << 1 << 0 << NapResult::None << 0 << u"1/10"_s << u"4/10"_s << u"5/10"_s;
    QTest::newRow("003-V9 B-6: at 6\" (-3): T 3")
        << 6 << 12 << 0 << inf << NapPhase::DeclaredCavalryCharge << QStringList() << 12 << QStringList() << QString()
        << 3 << 0 << NapResult::None << 0 << u"3/10"_s << u"4/10"_s << u"3/10"_s;
    QTest::newRow("003-V9 B-6: at exactly 4\" (-5): as V8")
        << 6 << 12 << 0 << inf << NapPhase::DeclaredCavalryCharge << QStringList() << 8 << QStringList() << QString()
        << 1 << 0 << NapResult::None << 0 << u"1/10"_s << u"4/10"_s << u"5/10"_s;
    QTest::newRow("003-V10 B-8: CMR 7, Class III building +2, assault at 450% -3: T 6")
        << 7 << 12 << 0 << inf << NapPhase::ShockCombat << QStringList() << -1 << QStringList{u"Class III chateau"_s}
        << u"450:100"_s << 6 << 0 << NapResult::None << 0 << u"6/10"_s << u"3/10"_s << u"1/10"_s;
    QTest::newRow("003-V10 B-8 outside the Shock Phase's 15.28: Pass 6/10, Disordered 4/10, Routed 0")
        << 7 << 12 << 0 << inf << NapPhase::Movement << QStringList() << -1 << QStringList{u"Class III chateau"_s}
        << u"450:100"_s << 6 << 0 << NapResult::None << 0 << u"6/10"_s << u"4/10"_s << u"0"_s;
}

void TestNapRules::checkVectors()
{
    QFETCH(int, cmr);
    QFETCH(int, figures);
    QFETCH(int, lost);
    QFETCH(NapUnitType, type);
    QFETCH(NapPhase, phase);
    QFETCH(QStringList, ticked);
    QFETCH(int, chargeHalfInches);
    QFETCH(QStringList, terrain);
    QFETCH(QString, odds);
    QFETCH(int, target);
    QFETCH(int, roll);
    QFETCH(NapResult, result);
    QFETCH(int, shockDelta);
    QFETCH(QString, pass);
    QFETCH(QString, disorder);
    QFETCH(QString, rout);

    const NapBattle b = oneUnitBattle(type, cmr, figures, lost, phase);
    const NapCommand *command = nullptr;
    const NapArmy *army = nullptr;
    const NapUnit *unit = b.unit(u"u"_s, &command, &army);
    QVERIFY(unit);
    NapSituation s;
    s.ticked = ticked;
    s.chargeDistanceHalfInches = chargeHalfInches;
    s.terrain = terrain;
    if (!odds.isEmpty()) {
        s.oddsAttacker = odds.section(u':', 0, 0).toInt();
        s.oddsDefender = odds.section(u':', 1, 1).toInt();
    }
    QString error;
    const Modifiers adjustments = NapAdjustments::situational(*unit, *command, b, s, &error);
    QCOMPARE(error, QString());
    int t = NapCmr::current(*unit, *command, *army, b, phase).value;
    for (const Modifier &m : adjustments)
        t += m.delta;
    QCOMPARE(t, target);
    const bool shockRule = phase == NapPhase::ShockCombat;
    const NapOdds o = NapCheck::odds(t, shockRule);
    QCOMPARE(o.pass, specFraction(pass));
    QCOMPARE(o.disorder, specFraction(disorder));
    QCOMPARE(o.rout, specFraction(rout));
    if (roll > 0) {
        int delta = 99;
        QCOMPARE(NapCheck::resolve(t, roll, shockRule, &delta), result);
        QCOMPARE(delta, shockDelta);
    }

    // The same check through the engine: one record, the target and the roll as above.
    if (roll > 0) {
        NapBattle played = b;
        NapCheckRequest request;
        request.unitIds = {u"u"_s};
        request.circumstance = phase == NapPhase::ShockCombat ? NapCircumstance::Id : NapCircumstance::Pa;
        request.situation = s;
        NapDice dice{roll};
        const NapCheckOutcome outcome = NapEngine::check(played, request, dice);
        QCOMPARE(outcome.error, QString());
        QCOMPARE(outcome.preview.target, target);
        QCOMPARE(outcome.result, result);
        QCOMPARE(outcome.shockDelta, shockDelta);
        QCOMPARE(played.unit(u"u"_s)->shockPhaseAdj, shockDelta);
        QCOMPARE(played.log.size(), 1);
    }
}

void TestNapRules::oddsVector_data()
{
    QTest::addColumn<int>("attacker");
    QTest::addColumn<int>("defender");
    QTest::addColumn<int>("adjustment");
    // 003-V11 (B-7) in the spec's order, then the other edges of the B.3.3 table.
    QTest::newRow("003-V11 600%") << 600 << 100 << -4;
    QTest::newRow("003-V11 590%") << 590 << 100 << -3;
    QTest::newRow("003-V11 300%") << 300 << 100 << -2;
    QTest::newRow("003-V11 299%") << 299 << 100 << -1;
    QTest::newRow("003-V11 100%") << 100 << 100 << 0;
    QTest::newRow("003-V11 75%") << 75 << 100 << 0;
    QTest::newRow("003-V11 74%") << 74 << 100 << 1;
    QTest::newRow("003-V11 50%") << 50 << 100 << 1;
    QTest::newRow("003-V11 49%") << 49 << 100 << 2;
    QTest::newRow("B.3.3 599%") << 599 << 100 << -3;
    QTest::newRow("B.3.3 400%") << 4 << 1 << -3;
    QTest::newRow("B.3.3 399%") << 399 << 100 << -2;
    QTest::newRow("B.3.3 200%") << 2 << 1 << -1;
    QTest::newRow("B.3.3 199%") << 199 << 100 << 0;
    QTest::newRow("B.3.3 floor: 2:3 is 66%") << 2 << 3 << 1;
    QTest::newRow("B.3.3 floor: 1:2 is 50%") << 1 << 2 << 1;
    QTest::newRow("B.3.3 floor: 149:300 is 49%") << 149 << 300 << 2;
    QTest::newRow("B.3.3 floor: 17:3 is 566%") << 17 << 3 << -3;
    QTest::newRow("B.3.3 train counts 1: 6:1") << 6 << 1 << -4;
    QTest::newRow("B.3.3 no defender") << 5 << 0 << 0;
}

void TestNapRules::oddsVector()
{
    QFETCH(int, attacker);
    QFETCH(int, defender);
    QFETCH(int, adjustment);
    QCOMPARE(NapAdjustments::shockOdds(attacker, defender), adjustment);
}

void TestNapRules::rallyVectors()
{
    // 003-V12: a night rally, current CMR 5, N12 -2, a visible officer +1 (PLACEHOLDER "Brigade (average)"): T 4.
    NapBattle b = oneUnitBattle(NapUnitType::Infantry, 5, 12, 0, NapPhase::Rally);
    b.night = true;
    b.unit(u"u"_s)->state = NapUnitState::Routed;
    NapSituation s;
    s.officers = {u"Brigade (average)"_s};
    const NapCheckPreview preview = NapEngine::rallyPreview(b, u"u"_s, s);
    QCOMPARE(preview.error, QString());
    QCOMPARE(preview.target, 4);
    QCOMPARE(preview.odds.pass, specFraction(u"4/10"_s));
    QCOMPARE(NapCheck::rallyOdds(4), specFraction(u"4/10"_s));
    QCOMPARE(Fraction(1, 1), NapCheck::rallyOdds(10));
    QVERIFY(NapCheck::rallied(4, 4));
    QVERIFY(!NapCheck::rallied(5, 4));

    // 003-V13: two attempts at T 4 both fail with (6/10)^2 = 9/25; the removed unit costs 1 MFP per figure.
    int bothFail = 0;
    for (int first = 1; first <= 10; ++first)
        for (int second = 1; second <= 10; ++second)
            bothFail += !NapCheck::rallied(first, 4) && !NapCheck::rallied(second, 4) ? 1 : 0;
    QCOMPARE(Fraction(bothFail, 100), specFraction(u"9/25"_s));

    NapDice dice{7};
    NapRallyOutcome first = NapEngine::rally(b, u"u"_s, s, dice);
    QCOMPARE(first.error, QString());
    QCOMPARE(first.result, NapResult::RallyFailed);
    QCOMPARE(b.unit(u"u"_s)->rallyFailures, 1);
    // The second attempt is in the next Rally Phase (15.21: one per phase).
    for (int i = 0; i < b.settings.phases.size(); ++i)
        QCOMPARE(NapEngine::nextPhase(b), QString());
    NapDice dice2{5};
    const NapRallyOutcome second = NapEngine::rally(b, u"u"_s, s, dice2);
    QCOMPARE(second.error, QString());
    QCOMPARE(second.result, NapResult::Removed);
    QCOMPARE(second.figuresRemoved, 12);
    QCOMPARE(b.unit(u"u"_s)->state, NapUnitState::Eliminated);
    QCOMPARE(b.log.constLast().mfpHalf, 24); // E03: 12 figures, 12 MFP
    const QList<NapMfpEntry> suggested = NapMfp::suggested(b, u"army"_s);
    QVERIFY(suggested.contains(NapMfpEntry{NapMfpEvent::E03, 12, 0}));
}

void TestNapRules::startingMfpVector()
{
    // 003-V14 (B-20, B-33): 4 + 4 + 1 + 2 + 1 + 5 + 15 = 32.
    NapBattle b;
    NapArmy a;
    a.id = u"a"_s;
    NapUnit battery = makeUnit(u"battery"_s, NapUnitType::Artillery, 6, 4);
    battery.startCannon = 6;
    a.commands = {
        makeCommand(u"bde"_s, NapCommandLevel::Brigade, NapOrder::Defend,
                    {makeUnit(u"line"_s, NapUnitType::Infantry, 6, 12), makeUnit(u"elite"_s, NapUnitType::Infantry, 8, 8),
                     makeUnit(u"militia"_s, NapUnitType::Infantry, 3, 6), battery,
                     makeUnit(u"coy"_s, NapUnitType::Skirmish, 6, 3)}),
        makeCommand(u"army"_s, NapCommandLevel::Army, NapOrder::None, {}),
    };
    b.armies = {a};
    QCOMPARE(NapMfp::commandValue(a.commands.at(0), a, b), 17);
    QCOMPARE(NapMfp::totalHalf(b.armies.at(0), b), 64);
    QCOMPARE(NapMfp::text(NapMfp::totalHalf(b.armies.at(0), b)), u"32"_s);
    // B-33 switched off: the skirmish company is no MFP unit.
    b.rules.skirmishCountsForMfp = false;
    QCOMPARE(NapMfp::totalHalf(b.armies.at(0), b), 62);
}

void TestNapRules::mfpPhaseVector()
{
    // 003-V15: 3 lost to fire (3), 1 surrendered (2), brigade commander killed (5), 2 ATTACK (8), 1 DEFEND (2),
    // 1 involuntary formation violation (1/2): 20.5 MFP, 41 half-points.
    const QList<NapMfpEntry> entries{{NapMfpEvent::E01, 3, 0}, {NapMfpEvent::E04, 1, 0}, {NapMfpEvent::E07, 1, 0},
                                     {NapMfpEvent::E11, 2, 0}, {NapMfpEvent::E12, 1, 0}, {NapMfpEvent::E15, 1, 0}};
    int half = 0;
    for (const NapMfpEntry &e : entries)
        half += NapMfp::eventHalf(e, NapSettings());
    QCOMPARE(half, 41);
    QCOMPARE(NapMfp::text(half), u"20.5"_s);

    // Through the engine, in an Army Morale Fatigue Phase.
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::ArmyMoraleFatigue);
    const NapMfpOutcome outcome = NapEngine::mfpPhase(b, u"french"_s, entries);
    QCOMPARE(outcome.error, QString());
    QCOMPARE(outcome.addedHalf, 41);
    QCOMPARE(b.army(u"french"_s)->mfpUsedHalf, 41);
}

void TestNapRules::tierVector_data()
{
    QTest::addColumn<int>("used");
    QTest::addColumn<int>("tier");
    QTest::addColumn<bool>("warning");
    // 003-V16 (B-25), M = 200.
    QTest::newRow("003-V16 179") << 179 << 0 << false;
    QTest::newRow("003-V16 180: 90% warning") << 180 << 0 << true;
    QTest::newRow("003-V16 200: not exceeded") << 200 << 0 << true;
    QTest::newRow("003-V16 201: demoralized") << 201 << 1 << true;
    QTest::newRow("003-V16 299") << 299 << 1 << true;
    QTest::newRow("003-V16 300: 150% March only") << 300 << 2 << true;
    QTest::newRow("003-V16 399") << 399 << 2 << true;
    QTest::newRow("003-V16 400: 200%") << 400 << 3 << true;
}

void TestNapRules::tierVector()
{
    QFETCH(int, used);
    QFETCH(int, tier);
    QFETCH(bool, warning);
    QCOMPARE(NapMfp::tier(2 * used, 400), tier);
    QCOMPARE(NapMfp::within90(2 * used, 400), warning);
    // Exact on half-points: 200.5 of 200 exceeds.
    QCOMPARE(NapMfp::tier(401, 400), 1);
    QCOMPARE(NapMfp::tier(599, 400), 1);
    QCOMPARE(NapMfp::within90(359, 400), false);
}

void TestNapRules::accrualVector_data()
{
    QTest::addColumn<bool>("recompute");
    QTest::addColumn<QList<int>>("penalties");
    // 003-V17 (B-24): tiers 1, 1, 2, 3 over four hourly turns; the recompute option of B.4.7 besides.
    QTest::newRow("003-V17 accumulated") << false << QList<int>{-1, -2, -4, -7};
    QTest::newRow("003-V17 recomputed -rate x hours") << true << QList<int>{-1, -2, -6, -12};
}

void TestNapRules::accrualVector()
{
    QFETCH(bool, recompute);
    QFETCH(QList<int>, penalties);
    NapBattle b = smallBattle();
    b.rules.recomputeDemoralPenalty = recompute;
    b.settings.turnsPerHour = 1;
    const QList<int> tiers{1, 1, 2, 3};
    for (qsizetype hour = 0; hour < tiers.size(); ++hour) {
        b.army(u"french"_s)->demoralTier = tiers.at(hour);
        // To the last phase, then into the next (hourly) turn.
        while (b.phaseIndex < b.settings.phases.size() - 1)
            QCOMPARE(NapEngine::nextPhase(b), QString());
        QCOMPARE(NapEngine::nextPhase(b), QString());
        QCOMPARE(b.army(u"french"_s)->demoralPenalty, penalties.at(hour));
        QCOMPARE(b.army(u"allied"_s)->demoralPenalty, 0);
    }
}

void TestNapRules::artilleryVector()
{
    // 003-V18: a 6-gun Line battery (CMR 6) loses 3 cannon to enemy artillery in the Reciprocal Artillery Fire
    // Phase: 6 - 3 (this phase) - 2 (half strength) = 1; afterwards 4; with 15.53a 1 for the rest of the game.
    for (const bool permanent : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.cannonLossPermanent = permanent;
        setPhase(b, NapPhase::ReciprocalArtilleryFire);
        QString error;
        NapEngine::loss(b, u"fr-battery"_s, 0, 3, false, &error);
        QCOMPARE(error, QString());
        QCOMPARE(NapCmr::current(b, u"fr-battery"_s).value, 1);
        QVERIFY(NapCmr::halfStrength(*b.unit(u"fr-battery"_s)));
        b.pending.clear(); // the P-a check is tst_nap_engine's
        QCOMPARE(NapEngine::nextPhase(b), QString());
        QCOMPARE(NapCmr::current(b, u"fr-battery"_s).value, permanent ? 1 : 4);
    }
    // B-35: half the crew and half the cannon: -2 once.
    NapUnit u = makeUnit(u"b"_s, NapUnitType::Artillery, 6, 4);
    u.startCannon = 6;
    u.cannonLost = 3;
    u.figuresLost = 2;
    NapBattle b;
    NapArmy a;
    a.commands = {makeCommand(u"c"_s, NapCommandLevel::Brigade, NapOrder::None, {u})};
    b.armies = {a};
    QCOMPARE(NapCmr::current(b, u"b"_s).value, 6 - 2 - 2);
}

void TestNapRules::exemptionVector()
{
    NapBattle b = smallBattle();
    NapUnit *guard = b.unit(u"fr-guard"_s);
    NapUnit *ligne = b.unit(u"fr-1-ligne"_s);
    // 003-V19 (a): an Elite unit sees a Line unit rout within 2": X-a.
    ligne->state = NapUnitState::Routed;
    QCOMPARE(NapTriggers::exemption(b, *guard, NapCircumstance::Ib, ligne).code, u"X-a"_s);
    // 003-V19 (b): an 8-figure Line unit sees a 3-figure unit rout: X-b (3 < 4).
    NapUnit eight = makeUnit(u"eight"_s, NapUnitType::Infantry, 6, 8);
    NapUnit three = makeUnit(u"three"_s, NapUnitType::Infantry, 6, 3);
    three.state = NapUnitState::Routed;
    b.armies[0].commands[0].units.append({eight, three});
    QCOMPARE(NapTriggers::exemption(b, *b.unit(u"eight"_s), NapCircumstance::Ib, b.unit(u"three"_s)).code, u"X-b"_s);
    // 4 figures is not fewer than half of 8: the check is taken.
    b.unit(u"three"_s)->startFigures = 4;
    QVERIFY(!NapTriggers::exemption(b, *b.unit(u"eight"_s), NapCircumstance::Ib, b.unit(u"three"_s)).exempt());
}

void TestNapRules::squareVector()
{
    // 003-V20 (B-9, B-32): a square holding units at current CMR 5 and 7 receiving a check in the Shock Phase:
    // one roll against 7, 15.28 not applied, the result applies to both.
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::ShockCombat);
    b.unit(u"fr-1-ligne"_s)->figuresLost = 1;  // 6 - 1 = 5
    b.unit(u"fr-guard"_s)->figuresLost = 1;    // 8 - 1 = 7
    NapCheckRequest request;
    request.unitIds = {u"fr-1-ligne"_s, u"fr-guard"_s};
    request.tester = NapTesterKind::Formation;
    request.circumstance = NapCircumstance::Id;
    QCOMPARE(NapTriggers::highestCmr(b, request.unitIds), u"fr-guard"_s);
    // N15 besides makes T 6, where a natural 10 with 15.28 would rout (T 5, margin 5): grouped, it disorders.
    request.situation.ticked = {u"n15"_s};
    NapDice dice{10};
    const NapCheckOutcome outcome = NapEngine::check(b, request, dice);
    QCOMPARE(outcome.error, QString());
    QCOMPARE(outcome.preview.testerId, u"fr-guard"_s);
    QCOMPARE(outcome.preview.target, 6);
    QVERIFY(!outcome.preview.shockRule);
    QCOMPARE(outcome.shockDelta, 0);
    QCOMPARE(outcome.result, NapResult::Disordered);
    QCOMPARE(outcome.unitIds, request.unitIds);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Disordered);
    QCOMPARE(b.unit(u"fr-guard"_s)->state, NapUnitState::Disordered);
    QCOMPARE(b.unit(u"fr-guard"_s)->shockPhaseAdj, 0);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->shockPhaseAdj, 0);
    QCOMPARE(b.log.size(), 1);
    QCOMPARE(b.log.constFirst().unitIds, request.unitIds);
    QCOMPARE(b.log.constFirst().target, 6);
}

void TestNapRules::closedForm_data()
{
    QTest::addColumn<int>("target");
    for (int t = -6; t <= 12; ++t)
        QTest::addRow("T %d", t) << t;
}

void TestNapRules::closedForm()
{
    // B.3.4: outside the Shock Phase, pass clamp(T,0,10)/10, rout clamp(6 - T,0,10)/10, disorder the rest.
    QFETCH(int, target);
    const NapOdds o = NapCheck::odds(target, false);
    QCOMPARE(o.pass, Fraction(std::clamp(target, 0, 10), 10));
    QCOMPARE(o.rout, Fraction(std::clamp(6 - target, 0, 10), 10));
    QCOMPARE(o.disorder, Fraction(10 - std::clamp(target, 0, 10) - std::clamp(6 - target, 0, 10), 10));
}

void TestNapRules::chargeBands_data()
{
    QTest::addColumn<bool>("foot");
    QTest::addColumn<int>("halfInches");
    QTest::addColumn<int>("adjustment");
    // B.3.2, B-6: d <= 4", 4" < d <= 8", 8" < d <= 16" (half inches: 8, 16, 32).
    QTest::newRow("N04 foot 0\"") << true << 0 << -5;
    QTest::newRow("N04 foot 4\"") << true << 8 << -5;
    QTest::newRow("N05 foot 4.5\"") << true << 9 << -3;
    QTest::newRow("N05 foot 8\"") << true << 16 << -3;
    QTest::newRow("N06 foot 8.5\"") << true << 17 << -1;
    QTest::newRow("N06 foot 16\"") << true << 32 << -1;
    QTest::newRow("foot 16.5\"") << true << 33 << 0;
    QTest::newRow("N07 cavalry 4\"") << false << 8 << -3;
    QTest::newRow("N08 cavalry 4.5\"") << false << 9 << -1;
    QTest::newRow("N08 cavalry 8\"") << false << 16 << -1;
    QTest::newRow("cavalry 8.5\"") << false << 17 << 0;
    QTest::newRow("no charge") << true << -1 << 0;
}

void TestNapRules::chargeBands()
{
    QFETCH(bool, foot);
    QFETCH(int, halfInches);
    QFETCH(int, adjustment);
    QCOMPARE(NapAdjustments::chargeDistance(foot, halfInches), adjustment);
}

void TestNapRules::commandLossBands_data()
{
    QTest::addColumn<int>("lost");
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("adjustment");
    // B.3.2 N18-N20 by exact integers: 20 % <= p < 40 % -1, 40 % <= p < 60 % -2, p >= 60 % -3.
    QTest::newRow("19%") << 19 << 100 << 0;
    QTest::newRow("N18 20%") << 20 << 100 << -1;
    QTest::newRow("N18 39%") << 39 << 100 << -1;
    QTest::newRow("N19 40%") << 40 << 100 << -2;
    QTest::newRow("N19 59%") << 59 << 100 << -2;
    QTest::newRow("N20 60%") << 60 << 100 << -3;
    QTest::newRow("N20 100%") << 100 << 100 << -3;
    QTest::newRow("1 of 7 (14%)") << 1 << 7 << 0;
    QTest::newRow("N18 2 of 7 (28%)") << 2 << 7 << -1;
    QTest::newRow("N19 3 of 7 (42%)") << 3 << 7 << -2;
    QTest::newRow("N19 4 of 7 (57%)") << 4 << 7 << -2;
    QTest::newRow("N20 5 of 7 (71%)") << 5 << 7 << -3;
    QTest::newRow("N18 1 of 5 (exactly 20%)") << 1 << 5 << -1;
    QTest::newRow("N20 3 of 5 (exactly 60%)") << 3 << 5 << -3;
    QTest::newRow("no figures") << 0 << 0 << 0;
}

void TestNapRules::commandLossBands()
{
    QFETCH(int, lost);
    QFETCH(int, start);
    QFETCH(int, adjustment);
    QCOMPARE(NapAdjustments::commandLoss(lost, start), adjustment);
}

void TestNapRules::mfpTable_data()
{
    QTest::addColumn<NapUnitType>("type");
    QTest::addColumn<NapGrade>("grade");
    QTest::addColumn<int>("figures");
    QTest::addColumn<int>("mfp");
    // B.4.5 (1), B-20: every cell at both edges of its figure band; 13+ as 11-12; artillery and train 1/2/3.
    const QList<QPair<NapGrade, int>> grades{{NapGrade::Militia, 0}, {NapGrade::Line, 1}, {NapGrade::Elite, 2}};
    const QList<QPair<int, int>> bands{{1, 0}, {3, 0}, {4, 1}, {7, 1}, {8, 2}, {10, 2}, {11, 3}, {12, 3}, {13, 3}, {30, 3}};
    for (const auto &g : grades) {
        for (const auto &band : bands)
            QTest::addRow("%s %d figures", qPrintable(enumKey(g.first)), band.first)
                << NapUnitType::Infantry << g.first << band.first << band.second + g.second;
        QTest::addRow("%s cavalry 8", qPrintable(enumKey(g.first))) << NapUnitType::Cavalry << g.first << 8 << 2 + g.second;
        QTest::addRow("%s artillery", qPrintable(enumKey(g.first))) << NapUnitType::Artillery << g.first << 12 << 1 + g.second;
        QTest::addRow("%s train", qPrintable(enumKey(g.first))) << NapUnitType::Train << g.first << 1 << 1 + g.second;
        QTest::addRow("%s skirmish 3 (B-33)", qPrintable(enumKey(g.first))) << NapUnitType::Skirmish << g.first << 3 << g.second;
        QTest::addRow("%s headquarters", qPrintable(enumKey(g.first))) << NapUnitType::Headquarters << g.first << 1 << 0;
    }
}

void TestNapRules::mfpTable()
{
    QFETCH(NapUnitType, type);
    QFETCH(NapGrade, grade);
    QFETCH(int, figures);
    QFETCH(int, mfp);
    const NapUnit u = makeUnit(u"u"_s, type, 6, figures);
    QCOMPARE(NapMfp::unitValue(u, grade, NapRules()), mfp);
}

void TestNapRules::officerValues()
{
    // B.4.5 (2).
    QCOMPARE(NapMfp::officerValue(NapCommandLevel::Brigade), 5);
    QCOMPARE(NapMfp::officerValue(NapCommandLevel::Division), 5);
    QCOMPARE(NapMfp::officerValue(NapCommandLevel::WingCorps), 5);
    QCOMPARE(NapMfp::officerValue(NapCommandLevel::Army), 15);
    QCOMPARE(NapMfp::officerValue(NapCommandLevel::Nation), 15);
}

void TestNapRules::eventValues()
{
    // B.4.6: each event once, in half-points; E19 at the players' road-exit value (B-22), E18 the scenario's.
    const QList<QPair<NapMfpEvent, int>> values{
        {NapMfpEvent::E01, 2}, {NapMfpEvent::E02, 2}, {NapMfpEvent::E03, 2}, {NapMfpEvent::E04, 4},
        {NapMfpEvent::E05, 10}, {NapMfpEvent::E06, 10}, {NapMfpEvent::E07, 10}, {NapMfpEvent::E08, 10},
        {NapMfpEvent::E09, 30}, {NapMfpEvent::E10, 30}, {NapMfpEvent::E11, 8}, {NapMfpEvent::E12, 4},
        {NapMfpEvent::E13, 2}, {NapMfpEvent::E14, 4}, {NapMfpEvent::E15, 1}, {NapMfpEvent::E16, 10},
        {NapMfpEvent::E17, 2}, {NapMfpEvent::E19, 2}, {NapMfpEvent::E20, 2}};
    NapSettings settings;
    for (const auto &v : values)
        QCOMPARE(NapMfp::eventHalf(NapMfpEntry{v.first, 1, 0}, settings), v.second);
    QCOMPARE(NapMfp::eventHalf(NapMfpEntry{NapMfpEvent::E18, 1, 7}, settings), 14);
    QCOMPARE(NapMfp::eventHalf(NapMfpEntry{NapMfpEvent::E18, 1, -7}, settings), -14);
    settings.roadExitMfp = 3;
    QCOMPARE(NapMfp::eventHalf(NapMfpEntry{NapMfpEvent::E19, 2, 0}, settings), 12);
    QCOMPARE(NapMfp::eventHalf(NapMfpEntry{NapMfpEvent::E19, 2, 5}, settings), 20);
    QCOMPARE(NapMfp::eventHalf(NapMfpEntry{NapMfpEvent::E15, 3, 0}, settings), 3);
}

void TestNapRules::gradeEdges()
{
    // 15.27: Militia 1-4, Line 5-7, Elite 8+.
    QCOMPARE(NapCmr::gradeOf(0), NapGrade::Militia);
    QCOMPARE(NapCmr::gradeOf(4), NapGrade::Militia);
    QCOMPARE(NapCmr::gradeOf(5), NapGrade::Line);
    QCOMPARE(NapCmr::gradeOf(7), NapGrade::Line);
    QCOMPARE(NapCmr::gradeOf(8), NapGrade::Elite);
    QCOMPARE(NapCmr::gradeOf(15), NapGrade::Elite);
    // 15.26h: a headquarters base tests at CMR 8 and is Elite.
    const NapBattle b = smallBattle();
    QCOMPARE(NapCmr::current(b, u"fr-hq"_s).value, 8);
    QCOMPARE(NapCmr::grade(*b.unit(u"fr-hq"_s), *b.army(u"french"_s), b), NapGrade::Elite);
}

void TestNapRules::mfpText()
{
    QCOMPARE(NapMfp::text(41), u"20.5"_s);
    QCOMPARE(NapMfp::text(40), u"20"_s);
    QCOMPARE(NapMfp::text(1), u"0.5"_s);
    QCOMPARE(NapMfp::text(-3), u"-1.5"_s);
    QCOMPARE(NapMfp::text(0), u"0"_s);
}

QTEST_GUILESS_MAIN(TestNapRules)
#include "tst_nap_rules.moc"
