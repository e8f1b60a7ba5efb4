#pragma once

#include "model/Battlegroup.h"

#include <QList>

#include <optional>

namespace md {

// Which units differ between two states of a document. Every action works on a copy of the state, so a
// unit it did not touch still shares its data with the earlier state; testing that sharing costs a few
// pointer comparisons per unit, where comparing contents (or refreshing every row) would cost a walk over
// every piece. This keeps the cost of one loss independent of the size of the other units.
// nullopt when more than single units changed (units added or removed, the rules, the turn): the
// caller refreshes everything.
inline std::optional<QList<int>> changedUnits(const Battlegroup &before, const Battlegroup &after)
{
    if (before.units.size() != after.units.size() || !(before.rules == after.rules) || before.turn != after.turn
        || before.breakingTurn != after.breakingTurn)
        return std::nullopt;
    QList<int> changed;
    if (before.units.isSharedWith(after.units))
        return changed;
    const auto sameText = [](const QString &a, const QString &b) { return a.isSharedWith(b) || a == b; };
    for (int u = 0; u < after.units.size(); ++u) {
        const Unit &a = before.units.at(u);
        const Unit &b = after.units.at(u);
        const bool same = a.pieces.isSharedWith(b.pieces) && a.kind == b.kind && a.moraleClass == b.moraleClass
            && a.experience == b.experience && a.nbcEquipped == b.nbcEquipped && sameText(a.id, b.id)
            && sameText(a.name, b.name) && sameText(a.notes, b.notes);
        if (!same)
            changed.append(u);
    }
    return changed;
}

} // namespace md
