#include "ratio/rules/WhatIf.h"

#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"

namespace md::ratio {

std::optional<WhatIf> whatIf(const Battlegroup &bg, PieceRef shown)
{
    if (shown.unit < 0 || shown.unit >= bg.units.size())
        return std::nullopt;
    const Unit &unit = bg.units.at(shown.unit);
    const int starting = unitStarting(unit, bg.rules);
    const int current = unitCurrent(unit, bg.rules);
    const std::optional<int> lost = pointsToWorseBand(starting, current);
    if (!lost)
        return std::nullopt;
    WhatIf w;
    w.lost = *lost;
    w.pointsAfter = current - *lost;
    w.starting = starting;
    // R8: the same factors as the assessment and the roll itself (R8 interpretation, who takes class and
    // experience).
    const CheckFactors factors = shown.piece >= 0 ? checkFactors(bg, shown) : unitCheckFactors(bg, shown.unit);
    const CheckAssessment a = assess(starting, w.pointsAfter, factors);
    w.successFaces = a.successFaces;
    w.failure = a.failure;
    w.destroyed = a.automatic == Automatic::Destroyed;
    w.automaticFailure = a.automatic == Automatic::Failure;
    return w;
}

SurvivorsCheck survivorsCheck(const Battlegroup &bg, int unit, int survivors)
{
    if (survivors <= 0 || unit < 0 || unit >= bg.units.size() || bg.units.at(unit).pieces.isEmpty())
        return SurvivorsCheck::NoSurvivors;
    // The survivors are the last pieces of the unit; they check when their vehicle would have (R6, R10).
    const Piece &last = bg.units.at(unit).pieces.constLast();
    return last.state.markerDueTurn > bg.turn ? SurvivorsCheck::NextTurn : SurvivorsCheck::ThisTurn;
}

} // namespace md::ratio
