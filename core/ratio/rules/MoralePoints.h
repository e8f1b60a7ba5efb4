#pragma once

#include "ratio/model/Battlegroup.h"

namespace md::ratio {

// R2: a soldier's point factor. A morale officer is rank + 1 under the Leaders rule; without it
// everyone is worth 1 (R2 interpretation).
int soldierFactor(Rank rank, bool moraleOfficer, bool leaders) noexcept;

// The points a piece brought to its unit at the start of the battle (R2-R4). Crew who joined later
// from a bailed-out vehicle brought none: they stand in for the vehicle's remaining points (R10).
int startingPoints(const Piece &piece, const RuleOptions &rules) noexcept;

// The points a piece holds now, whether or not it is on the table.
int heldPoints(const Piece &piece, const RuleOptions &rules) noexcept;

// The points a piece counts toward its unit's current level. Pieces that left the board still
// count: they are not casualties (R7 interpretation).
int currentPoints(const Piece &piece, const RuleOptions &rules) noexcept;

int unitStarting(const Unit &unit, const RuleOptions &rules) noexcept;
int unitCurrent(const Unit &unit, const RuleOptions &rules) noexcept;
// R11: the points a unit still has on the table (pieces that left the board no longer count).
int unitOnTable(const Unit &unit, const RuleOptions &rules) noexcept;

// R11 interpretation: endurance is the sum of starting levels; losses are points lost to casualties,
// damage, surrenders and eliminations, plus the points of pieces that left the board.
struct Endurance
{
    int total = 0;
    int lost = 0;
    // The sum that `lost` comes from, kept so that one unit's change can be applied without a walk over
    // the others (crew who joined after a bail-out can hold more than their vehicle started with).
    int onTable = 0;
    bool atBreakingPoint() const noexcept { return total > 0 && 2 * lost >= total; } // >= 50 %
    static Endurance fromSums(int total, int onTable) noexcept;
    friend bool operator==(const Endurance &, const Endurance &) = default;
};
Endurance endurance(const Battlegroup &bg) noexcept;

// R11: a battlegroup retreats from the turn after the one in which it reached its breaking point.
constexpr bool mustRetreat(const Battlegroup &bg) noexcept { return bg.breakingTurn > 0 && bg.turn > bg.breakingTurn; }

} // namespace md::ratio
