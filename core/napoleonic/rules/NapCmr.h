#pragma once

#include "kernel/Modifier.h"
#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>

namespace md::nap {

// A unit's current CMR (B.3.1) with every term behind it.
struct NapCmrValue
{
    int value = 0;
    Modifiers terms; // "start" first, then figures lost, half strength, cannon, army penalties, 15.28
};

// B.3.1 and 15.27: grades and the current CMR.
class NapCmr
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCmr)

public:
    // 15.27: Militia 1-4 (and 0), Line 5-7, Elite 8+.
    static NapGrade gradeOf(int cmr);
    // The unit's grade for X-a and the MFP table: from its starting CMR (15.27), or its current CMR with
    // rules.gradeFromCurrentCmr (B-4). A headquarters base is Elite (15.26h).
    static NapGrade grade(const NapUnit &unit, const NapArmy &army, const NapBattle &battle);
    // 15.52/15.53, B-30, B-35: 2 x figures lost >= start figures, or (artillery) 2 x cannon lost >= start cannon.
    static bool halfStrength(const NapUnit &unit);
    // B.3.1 in `phase`: start (8 for a headquarters base, 15.26h) - figures lost - 2 at half strength (once:
    // rules.stackHalfStrength adds N17 among the adjustments, B-5) - cannon lost this phase (or all cannon lost with
    // rules.cannonLossPermanent, 15.53a) + the army's demoralization penalty + the campaign -1 (unless the
    // unit or its command arrived on a later battleday) + shockPhaseAdj in the Shock Combat Phase.
    static NapCmrValue current(const NapUnit &unit, const NapCommand &command, const NapArmy &army,
                               const NapBattle &battle, NapPhase phase);
    // The same for a unit found by id in `battle` at its current phase; value 0 and no terms when unknown.
    static NapCmrValue current(const NapBattle &battle, const QString &unitId);
};

} // namespace md::nap
