#include "ratio/rules/MoralePoints.h"

#include <algorithm>

namespace md::ratio {

int soldierFactor(Rank rank, bool moraleOfficer, bool leaders) noexcept
{
    if (!leaders)
        return 1;
    return rankFactor(rank) + (moraleOfficer ? 1 : 0);
}

namespace {
int robotPoints(const Piece &p) noexcept { return p.size + 2; }

int vehicleStartingPoints(const Piece &p) noexcept
{
    // R4: one point per system level, one per weapon system up to three; never above 12.
    const int weapons = std::min(3, static_cast<int>(p.weapons.size()));
    return std::min(12, p.movement.levels + p.targeting.levels + p.damageControl.levels + weapons);
}

int vehicleHeldPoints(const Piece &p) noexcept
{
    const int weapons = std::min(3, p.workingWeapons());
    return std::min(12, p.movement.current + p.targeting.current + p.damageControl.current + weapons);
}

bool holdsPoints(Presence presence) noexcept
{
    return presence == Presence::Active || presence == Presence::LeftBoard;
}
} // namespace

int startingPoints(const Piece &piece, const RuleOptions &rules) noexcept
{
    if (piece.crewSurvivor)
        return 0;
    switch (piece.style) {
    case MoraleStyle::Infantry:
        return soldierFactor(piece.rank, piece.moraleOfficer, rules.leaders);
    case MoraleStyle::Robot:
        return robotPoints(piece);
    case MoraleStyle::Vehicle:
        break;
    }
    return vehicleStartingPoints(piece);
}

int heldPoints(const Piece &piece, const RuleOptions &rules) noexcept
{
    switch (piece.style) {
    case MoraleStyle::Infantry:
        return soldierFactor(piece.rank, piece.moraleOfficer, rules.leaders);
    case MoraleStyle::Robot:
        return std::max(0, robotPoints(piece) - piece.hits);
    case MoraleStyle::Vehicle:
        break;
    }
    return vehicleHeldPoints(piece);
}

int currentPoints(const Piece &piece, const RuleOptions &rules) noexcept
{
    return holdsPoints(piece.state.presence) ? heldPoints(piece, rules) : 0;
}

int unitStarting(const Unit &unit, const RuleOptions &rules) noexcept
{
    int sum = 0;
    for (const Piece &p : unit.pieces)
        sum += startingPoints(p, rules);
    return sum;
}

int unitCurrent(const Unit &unit, const RuleOptions &rules) noexcept
{
    int sum = 0;
    for (const Piece &p : unit.pieces)
        sum += currentPoints(p, rules);
    return sum;
}

int unitOnTable(const Unit &unit, const RuleOptions &rules) noexcept
{
    int sum = 0;
    for (const Piece &p : unit.pieces) {
        if (p.isActive())
            sum += heldPoints(p, rules);
    }
    return sum;
}

Endurance Endurance::fromSums(int total, int onTable) noexcept
{
    return {total, std::max(0, total - onTable), onTable};
}

Endurance endurance(const Battlegroup &bg) noexcept
{
    int total = 0;
    int onTable = 0;
    for (const Unit &u : bg.units) {
        total += unitStarting(u, bg.rules);
        onTable += unitOnTable(u, bg.rules);
    }
    return Endurance::fromSums(total, onTable);
}

} // namespace md::ratio
