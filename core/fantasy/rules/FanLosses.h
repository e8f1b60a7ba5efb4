#pragma once

#include "fantasy/model/FanEnums.h"

#include <optional>

namespace md::fantasy {

// Figure counts and what the seed reads from them, in whole numbers only.
class FanLosses
{
public:
    static constexpr int maxFigures = 100000; // a unit's starting figures, and enemy figures engaged
    // C.3 step 1: losses rounded down to the nearest 10 % of the recorded starting strength (C-11), as the
    // chart's column 0 … 90; nullopt when the unit has lost every figure (destroyed, never tests, C-12).
    // `start` must be at least 1 and `current` between 0 and `start`.
    static std::optional<int> lossStep(int start, int current);
    // C.3 step 3: a cover type counts when at least 75 % of the unit's current figures are in it
    // (4 · inCover >= 3 · current).
    static bool coverHolds(int inCover, int current);
    // C-8: with mixed cover, the best type such that 75 % of the figures are in that type or better.
    static FanCover bestCover(int inLight, int inMedium, int inHeavy, int current);
    // C-6: the enemy figures engaged against the unit's current figures: twice is >= 2x, half is <= 1/2x.
    // "Half its number" never applies to a monster (C-15).
    static bool enemyTwice(int enemyFigures, int current);
    static bool enemyHalf(int enemyFigures, int current, FanUnitKind kind);
    // C.4.1: a routing unit charged or pursued cannot reply and loses one figure per attacking figure in
    // base-to-base contact; the figures left (never below 0).
    static int routingUnitCharged(int current, int attackersInContact);
};

} // namespace md::fantasy
