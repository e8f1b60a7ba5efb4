#pragma once

#include "kernel/Fraction.h"
#include "napoleonic/model/NapEnums.h"
#include "napoleonic/model/NapRules.h"

namespace md::nap {

// The exact odds of a check's three outcomes before the roll.
struct NapOdds
{
    Fraction pass;
    Fraction disorder;
    Fraction rout;
    friend bool operator==(const NapOdds &, const NapOdds &) = default;
};

// One d10 against a target (B.3.4), and what the result does to a unit's state (B.3.5, B.3.6).
class NapCheck
{
public:
    // B.3.4 step 4: margin = roll - target: <= 0 Pass, 1-4 Disordered, >= 5 Routed.
    static NapResult band(int roll, int target);
    // B.3.4 steps 3-4: with `shockRule` (a Shock Combat Phase check of a single unit, 15.28, B-3) a natural 1
    // adds 1 and a natural 10 subtracts 1 from the target before the band is read; `shockDelta` gets that +1/-1
    // (0 otherwise), which the unit keeps to the end of the Shock Phase. `roll` is 1-10 (a "0" is 10).
    static NapResult resolve(int target, int roll, bool shockRule, int *shockDelta = nullptr);
    // Exact odds by the ten faces (closed form outside the Shock Phase: pass clamp(T,0,10)/10, rout
    // clamp(6 - T,0,10)/10).
    static NapOdds odds(int target, bool shockRule);
    // B.4.4, B-17: a rally passes on roll <= target.
    static bool rallied(int roll, int target) { return roll <= target; }
    static Fraction rallyOdds(int target);
    // B.3.5, B.3.6: a unit's state after `result`: Pass keeps it; Disordered makes Good Disordered (and keeps
    // Disordered, or routs it with rules.disorderEscalates, B-14); Routed routs. A fully deployed skirmisher's
    // 1-4 failure is Disordered (close-order column, retire 10") unless rules.skirmisherFailureNotDisordered
    // (B-10); a cluster's figures never rout (15.24): any failure returns them to their parents, state kept.
    static NapUnitState next(NapUnitState state, NapResult result, NapTesterKind tester, const NapRules &rules);
};

} // namespace md::nap
