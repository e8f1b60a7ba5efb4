#pragma once

#include "ratio/rules/RatioMorale.h"
#include "ratio/rules/RatioQueries.h"
#include "ratio/model/Battlegroup.h"

#include <optional>

namespace md::ratio {

// R5, R8: what the next step of losses would do to a unit, decided here so that the play panel only words it.
struct WhatIf
{
    int lost = 0;        // the fewest further points after which a failure means something worse (R5)
    int pointsAfter = 0; // the unit's points then
    int starting = 0;
    int successFaces = 0; // faces of a d10 that would pass, with the R8 factors
    FailureResult failure = FailureResult::None;
    bool destroyed = false;        // R5: 0 points, no roll possible
    bool automaticFailure = false; // R5: F (.01-.09) fails whatever the factors; the result is Eliminated (R7)
    bool alwaysFails() const noexcept { return successFaces <= 0; } // R8: factors bring the need to 0 or below
    bool cannotFail() const noexcept { return successFaces >= 10; }
};

// For the unit of `shown`, with the factors of that piece (or of the unit when shown.piece < 0), the same
// as its assessment and roll (R8 interpretation). Nullopt when the unit has no points left to lose.
std::optional<WhatIf> whatIf(const Battlegroup &bg, PieceRef shown);

// R6, R10: when the crew who just left a vehicle of `unit` (the unit's last pieces) must check.
enum class SurvivorsCheck { NoSurvivors, ThisTurn, NextTurn };
SurvivorsCheck survivorsCheck(const Battlegroup &bg, int unit, int survivors);

} // namespace md::ratio
