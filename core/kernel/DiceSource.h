#pragma once

#include "kernel/DieSpec.h"

namespace md {

// Where a die's face comes from: the program's generator, the player's own die, or a script.
class DiceSource
{
public:
    virtual ~DiceSource() = default;
    // A face 1..sides (a d10's "0" reads as 10).
    virtual int roll(int sides) = 0;
    // A convenience for roll(10), kept for the rules that roll one d10; new rules call roll() or rollSum().
    int rollD10() { return roll(10); }
    // The total of spec.count dice of spec.sides. By default the sum of spec.count roll()s; a source that
    // knows only the total (the player typed it, TypedDie) overrides it.
    virtual int rollSum(const DieSpec &spec);
    // True when the faces are the player's own dice, typed in (TypedDie); false for the program's generator
    // and scripts. A log records it so the dice history can tell the two apart.
    virtual bool typedByPlayer() const { return false; }

protected:
    DiceSource() = default;
    DiceSource(const DiceSource &) = default;
    DiceSource &operator=(const DiceSource &) = default;
};

} // namespace md
