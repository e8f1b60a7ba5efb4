#include "napoleonic/rules/NapCheck.h"

namespace md::nap {

namespace {

constexpr int faces = 10;

} // namespace

NapResult NapCheck::band(int roll, int target)
{
    const int margin = roll - target;
    if (margin <= 0)
        return NapResult::Pass; // 15.73: equal or less
    if (margin <= 4)
        return NapResult::Disordered; // B-2
    return NapResult::Routed;
}

NapResult NapCheck::resolve(int target, int roll, bool shockRule, int *shockDelta)
{
    int delta = 0;
    if (shockRule) {
        // 15.28, B-3: on the unmodified die, and it counts for this check already.
        if (roll == 1)
            delta = 1;
        else if (roll == faces)
            delta = -1;
    }
    if (shockDelta)
        *shockDelta = delta;
    return band(roll, target + delta);
}

NapOdds NapCheck::odds(int target, bool shockRule)
{
    int pass = 0;
    int disorder = 0;
    int rout = 0;
    for (int face = 1; face <= faces; ++face) {
        switch (resolve(target, face, shockRule)) {
        case NapResult::Pass:
            ++pass;
            break;
        case NapResult::Disordered:
            ++disorder;
            break;
        default:
            ++rout;
            break;
        }
    }
    return {Fraction(pass, faces), Fraction(disorder, faces), Fraction(rout, faces)};
}

Fraction NapCheck::rallyOdds(int target)
{
    return Fraction(std::clamp(target, 0, faces), faces);
}

NapUnitState NapCheck::next(NapUnitState state, NapResult result, NapTesterKind tester, const NapRules &rules)
{
    if (state == NapUnitState::Eliminated)
        return state;
    switch (result) {
    case NapResult::Rallied:
        return state == NapUnitState::Routed ? NapUnitState::Disordered : state;
    case NapResult::Removed:
        return NapUnitState::Eliminated;
    case NapResult::None:
    case NapResult::Pass:
    case NapResult::RallyFailed:
        return state;
    case NapResult::Disordered:
    case NapResult::Routed:
        break;
    }
    if (state == NapUnitState::Routed)
        return state; // X-g: a routed unit takes no check but its rally
    if (tester == NapTesterKind::Cluster)
        return state; // 15.24: the figures return to their parents and never rout
    if (result == NapResult::Routed)
        return NapUnitState::Routed;
    if (tester == NapTesterKind::DeployedSkirmishers && rules.skirmisherFailureNotDisordered)
        return state; // B-10 option: column and retire 10" only
    if (state == NapUnitState::Disordered && rules.disorderEscalates)
        return NapUnitState::Routed; // B-14 option
    return NapUnitState::Disordered;
}

} // namespace md::nap
