#pragma once

// What tst_nap_print and tst_nap_export share: a battle mid-game whose sheet's every field is known, built on
// NapFixtures' small battle.

#include "NapFixtures.h"

namespace md::test::nap {

// The small battle in turn 4's Reciprocal Artillery Fire Phase:
//  1st Ligne (start 6, 12 figures) lost 6: 6 - 6 - 2 at half strength = -2 (B.3.1, 003-V7's sum), Disordered,
//    tested P-a this phase (15.21);
//  2nd Ligne (start 5) lost 1: 4, Routed after one failed rally (B.4.4);
//  the foot battery (start 6, 6 cannon) lost 3 cannon this phase: 6 - 3 - 2 = 1 (003-V18);
//  the Landwehr eliminated; the French used 20.5 MFP in one fatigue phase (003-V15) and a check waits.
inline NapBattle midGameBattle()
{
    NapBattle b = smallBattle();
    b.name = u"Quatre Bras, 16 June"_s;
    b.turn = 4;
    b.notes = u"The Brunswickers arrive at 3 pm."_s;
    setPhase(b, NapPhase::ReciprocalArtilleryFire);
    NapUnit *ligne = b.unit(u"fr-1-ligne"_s);
    ligne->figuresLost = 6;
    ligne->state = NapUnitState::Disordered;
    ligne->checksThisPhase = {NapCircumstance::Pa};
    NapUnit *second = b.unit(u"fr-2-ligne"_s);
    second->figuresLost = 1;
    second->state = NapUnitState::Routed;
    second->rallyFailures = 1;
    NapUnit *battery = b.unit(u"fr-battery"_s);
    battery->cannonLost = 3;
    battery->cannonLostThisPhase = 3;
    b.unit(u"al-militia"_s)->state = NapUnitState::Eliminated;
    NapArmy *french = b.army(u"french"_s);
    french->mfpUsedHalf = 41;
    NapLogRecord fatigue;
    fatigue.turn = 1;
    fatigue.phase = NapPhase::ArmyMoraleFatigue;
    fatigue.event = NapLogEvent::MfpPhase;
    fatigue.armyId = u"french"_s;
    fatigue.mfpHalf = 41;
    fatigue.detail = u"E01x3,E04x1,E07x1,E11x2,E12x1,E15x1"_s;
    b.log = {fatigue};
    NapPendingCheck check;
    check.unitId = u"fr-voltigeurs"_s;
    check.circumstance = NapCircumstance::Ib;
    check.instantaneous = true;
    check.causeUnitId = u"fr-2-ligne"_s;
    check.note = u"Saw the 2nd Ligne rout"_s;
    b.pending = {check};
    return b;
}

} // namespace md::test::nap
