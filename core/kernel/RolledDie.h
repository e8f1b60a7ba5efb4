#pragma once

#include "kernel/DieSpec.h"

#include <QList>
#include <QString>

namespace md {

// One roll of the dice a game's log records, in neutral terms: which side rolled it, in which turn, which dice,
// what they showed, whether the player typed it or the program rolled it, and what it was for. The dice
// history (every system's RuleSystem::rolls()) is a list of these.
struct RolledDie
{
    QString side;        // the side's name (a battlegroup, a WW1 side); may be empty
    int turn = 1;
    DieSpec spec;        // d10, 2d6
    int value = 0;       // the face (a single die) or the total (several dice), spec.minimum()..spec.maximum()
    bool typed = false;  // the player's own dice, typed in (TypedDie), or the program's
    QString purpose;     // what it was for, in the player's words: "R6 morale check: Hicks"
    friend bool operator==(const RolledDie &, const RolledDie &) = default;
};

using RolledDice = QList<RolledDie>;

} // namespace md
