// NapEngine with each of the 14 NapRules switches at both settings, each named by its rule: B-5, 15.53a, B-4,
// B-31 (twice), B-10, B-14, B-9, B.4.7's recompute option, B-19, B-21, B-33, B-27 and 15.96. The verbs
// themselves are tst_nap_engine's.

#include "NapFixtures.h"

#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapEngine.h"
#include "napoleonic/rules/NapMfp.h"

#include <QtTest>

using namespace md;
using namespace md::test::nap;

namespace {

NapCheckRequest one(const QString &unitId, NapCircumstance circumstance, NapSituation situation = {})
{
    NapCheckRequest r;
    r.unitIds = {unitId};
    r.circumstance = circumstance;
    r.situation = std::move(situation);
    return r;
}

} // namespace

class TestNapEngineSwitches : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void switchStackHalfStrength();
    void switchCannonLossPermanent();
    void switchGradeFromCurrentCmr();
    void switchSumOfficerBenefits();
    void switchSumTerrain();
    void switchSkirmisherFailureNotDisordered();
    void switchDisorderEscalates();
    void switchShockAdjOmittedFirstCheckOnly();
    void switchRecomputeDemoralPenalty();
    void switchRoutOffTableCostsMfp();
    void switchWithdrawalRemovesMfp();
    void switchSkirmishCountsForMfp();
    void switchOfferN16();
    void switchCampaignPenalty();
};

void TestNapEngineSwitches::switchStackHalfStrength()
{
    // B-5 (B.3.1): N17 stacks with 15.52's -2 only when switched on.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.stackHalfStrength = on;
        b.unit(u"fr-guard"_s)->figuresLost = 4; // 8 - 4 - 2 = 2; the brigade lost 4 of 39: no command row
        QCOMPARE(NapEngine::preview(b, one(u"fr-guard"_s, NapCircumstance::If)).target, on ? 0 : 2);
    }
}

void TestNapEngineSwitches::switchCannonLossPermanent()
{
    // 15.53a (B.3.1): cannon lost count permanently instead of for the phase.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.cannonLossPermanent = on;
        setPhase(b, NapPhase::ReciprocalArtilleryFire);
        QString error;
        NapEngine::loss(b, u"fr-battery"_s, 0, 2, false, &error);
        QCOMPARE(NapCmr::current(b, u"fr-battery"_s).value, 4);
        b.pending.clear();
        QCOMPARE(NapEngine::nextPhase(b), QString());
        QCOMPARE(NapCmr::current(b, u"fr-battery"_s).value, on ? 4 : 6);
    }
}

void TestNapEngineSwitches::switchGradeFromCurrentCmr()
{
    // B-4: the grade for X-a from the starting CMR, or the current one with the switch.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.gradeFromCurrentCmr = on;
        b.unit(u"fr-guard"_s)->figuresLost = 3; // current 5: Line
        b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed;
        QStringList skipped;
        QCOMPARE(NapEngine::routFriends(b, u"fr-1-ligne"_s, {u"fr-guard"_s}, false, &skipped), QString());
        QCOMPARE(b.pending.size(), on ? 1 : 0);
        QCOMPARE(NapCmr::grade(*b.unit(u"fr-guard"_s), *b.army(u"french"_s), b), on ? NapGrade::Line : NapGrade::Elite);
    }
}

void TestNapEngineSwitches::switchSumOfficerBenefits()
{
    // B-31: the best single officer, or the sum.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.sumOfficerBenefits = on;
        NapSituation s;
        s.officers = {u"Brigade (average)"_s, u"Division (good)"_s};
        QCOMPARE(NapEngine::preview(b, one(u"fr-1-ligne"_s, NapCircumstance::If, s)).target, on ? 9 : 8);
    }
}

void TestNapEngineSwitches::switchSumTerrain()
{
    // B-31: the best single terrain value (P03-P05), or the sum.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.sumTerrain = on;
        NapSituation s;
        s.terrain = {u"Woods"_s, u"Class III chateau"_s};
        QCOMPARE(NapEngine::preview(b, one(u"fr-1-ligne"_s, NapCircumstance::If, s)).target, on ? 9 : 8);
    }
}

void TestNapEngineSwitches::switchSkirmisherFailureNotDisordered()
{
    // B-10 (B.3.5): fully deployed skirmishers failing by 1-4: column and retire 10", and Disordered unless switched.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.skirmisherFailureNotDisordered = on;
        NapCheckRequest r = one(u"fr-voltigeurs"_s, NapCircumstance::If);
        r.tester = NapTesterKind::DeployedSkirmishers;
        NapDice d{8};
        const NapCheckOutcome o = NapEngine::check(b, r, d);
        QCOMPARE(o.result, NapResult::Disordered);
        QCOMPARE(b.unit(u"fr-voltigeurs"_s)->state, on ? NapUnitState::Good : NapUnitState::Disordered);
        QVERIFY(o.effect.contains(u"retire 10\""_s));
    }
    // A cluster's figures never rout (15.24).
    NapBattle b = smallBattle();
    NapCheckRequest r = one(u"fr-voltigeurs"_s, NapCircumstance::If);
    r.unitIds.append(u"fr-1-ligne"_s);
    r.tester = NapTesterKind::Cluster;
    r.situation.ticked = {u"n02"_s}; // T 6 - 3 = 3: a 10 fails by 7
    NapDice d{10};
    const NapCheckOutcome o = NapEngine::check(b, r, d);
    QCOMPARE(o.result, NapResult::Routed);
    QCOMPARE(b.unit(u"fr-voltigeurs"_s)->state, NapUnitState::Good);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Good);
    QVERIFY(o.routed.isEmpty());
}

void TestNapEngineSwitches::switchDisorderEscalates()
{
    // B-14 (B.3.6): a Disordered unit's Disorder result keeps it Disordered, or routs it with the switch.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.disorderEscalates = on;
        b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Disordered;
        NapDice d{8};
        const NapCheckOutcome o = NapEngine::check(b, one(u"fr-1-ligne"_s, NapCircumstance::If), d);
        QCOMPARE(o.result, NapResult::Disordered);
        QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, on ? NapUnitState::Routed : NapUnitState::Disordered);
        QCOMPARE(o.routed.size(), on ? 1 : 0);
    }
}

void TestNapEngineSwitches::switchShockAdjOmittedFirstCheckOnly()
{
    // B-9: 15.28 is left out of every grouped check, or (switched) only out of a unit's first check of the phase.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.shockAdjOmittedFirstCheckOnly = on;
        setPhase(b, NapPhase::ShockCombat);
        NapCheckRequest r = one(u"fr-1-ligne"_s, NapCircumstance::Id);
        r.unitIds.append(u"fr-2-ligne"_s);
        r.tester = NapTesterKind::Formation;
        QVERIFY(!NapEngine::preview(b, r).shockRule); // the first check: omitted either way
        NapDice d{1};
        QCOMPARE(NapEngine::check(b, r, d).shockDelta, 0);
        r.circumstance = NapCircumstance::Ia;
        QCOMPARE(NapEngine::preview(b, r).shockRule, on);
        NapDice d2{10};
        QCOMPARE(NapEngine::check(b, r, d2).shockDelta, on ? -1 : 0);
    }
}

void TestNapEngineSwitches::switchRecomputeDemoralPenalty()
{
    // B.4.7 option: tiers 1 then 2 over two hourly turns: -1, -3 accumulated; -1, -4 recomputed.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.recomputeDemoralPenalty = on;
        b.settings.turnsPerHour = 1;
        NapArmy *fr = b.army(u"french"_s);
        fr->demoralTier = 1;
        fr->demoralPenalty = -1;
        fr->hoursDemoralized = 1;
        while (b.turn == 1)
            QCOMPARE(NapEngine::nextPhase(b), QString());
        QCOMPARE(fr->demoralPenalty, -2);
        fr->demoralTier = 2;
        while (b.turn == 2)
            QCOMPARE(NapEngine::nextPhase(b), QString());
        QCOMPARE(fr->demoralPenalty, on ? -6 : -4);
    }
}

void TestNapEngineSwitches::switchRoutOffTableCostsMfp()
{
    // B-19: a unit routing off the table counts as E03, 1 MFP per remaining figure, or nothing.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.routOffTableCostsMfp = on;
        b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed;
        b.unit(u"fr-1-ligne"_s)->figuresLost = 2;
        QCOMPARE(NapEngine::routOffTable(b, u"fr-1-ligne"_s), QString());
        QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Eliminated);
        QCOMPARE(b.log.constLast().event, NapLogEvent::RoutedOff);
        QCOMPARE(b.log.constLast().mfpHalf, on ? 20 : 0);
        QCOMPARE(NapMfp::suggested(b, u"french"_s).contains(NapMfpEntry{NapMfpEvent::E03, 10, 0}), on);
    }
}

void TestNapEngineSwitches::switchWithdrawalRemovesMfp()
{
    // B-21: a withdrawn command's value stays in the total, or leaves it with the switch.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.withdrawalRemovesMfp = on;
        QCOMPARE(NapEngine::withdraw(b, u"al-1bde"_s), QString());
        QCOMPARE(NapMfp::totalHalf(*b.army(u"allied"_s), b), on ? 0 : 26);
        QCOMPARE(b.log.constLast().mfpHalf, 6); // E20 either way
    }
}

void TestNapEngineSwitches::switchSkirmishCountsForMfp()
{
    // B-33: the independent skirmish company counts 1 MFP (Line, 3 figures), or nothing.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.skirmishCountsForMfp = on;
        QCOMPARE(NapMfp::totalHalf(*b.army(u"french"_s), b), on ? 70 : 68);
    }
}

void TestNapEngineSwitches::switchOfferN16()
{
    // B-27: N16 may be ticked only when offered.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.offerN16 = on;
        NapSituation s;
        s.ticked = {u"n16"_s};
        const NapCheckPreview p = NapEngine::preview(b, one(u"fr-1-ligne"_s, NapCircumstance::Id, s));
        QCOMPARE(p.error.isEmpty(), on);
        if (on)
            QCOMPARE(p.target, 5);
    }
}

void TestNapEngineSwitches::switchCampaignPenalty()
{
    // 15.96 (B.3.1): the previous battleday's -1, unless switched off; a later arrival is exempt.
    for (const bool on : {false, true}) {
        NapBattle b = smallBattle();
        b.rules.campaignPenalty = on;
        b.army(u"french"_s)->campaignPenalty = -1;
        QCOMPARE(NapCmr::current(b, u"fr-1-ligne"_s).value, on ? 5 : 6);
        b.unit(u"fr-2-ligne"_s)->lateArrival = true;
        QCOMPARE(NapCmr::current(b, u"fr-2-ligne"_s).value, 5);
    }
}

QTEST_GUILESS_MAIN(TestNapEngineSwitches)
#include "tst_nap_engine_switches.moc"
