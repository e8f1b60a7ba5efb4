#pragma once

#include "ratio/model/Battlegroup.h"

#include <QList>

#include <optional>

namespace md {

// Every action works on a copy of the state, so a unit it did not touch still shares its data with the
// earlier state; testing that sharing costs a few pointer comparisons per unit, where comparing contents
// would cost a walk over every piece. This keeps the cost of one loss independent of the size of the
// other units. True: `after` is `before` untouched. False: written to, or copied whole (compare contents
// where that matters).
inline bool untouchedUnit(const Unit &before, const Unit &after)
{
    const auto sameText = [](const QString &a, const QString &b) { return a.isSharedWith(b) || a == b; };
    return before.pieces.isSharedWith(after.pieces) && before.kind == after.kind
        && before.moraleClass == after.moraleClass && before.experience == after.experience
        && before.nbcEquipped == after.nbcEquipped && sameText(before.id, after.id)
        && sameText(before.name, after.name) && sameText(before.notes, after.notes);
}

// Which units differ between two states of a document, by untouchedUnit(). nullopt when more than single
// units changed (units added or removed, the rules, the turn): the caller refreshes everything.
inline std::optional<QList<int>> changedUnits(const Battlegroup &before, const Battlegroup &after)
{
    if (before.units.size() != after.units.size() || !(before.rules == after.rules) || before.turn != after.turn
        || before.breakingTurn != after.breakingTurn)
        return std::nullopt;
    QList<int> changed;
    if (before.units.isSharedWith(after.units))
        return changed;
    for (int u = 0; u < after.units.size(); ++u) {
        if (!untouchedUnit(before.units.at(u), after.units.at(u)))
            changed.append(u);
    }
    return changed;
}

} // namespace md
