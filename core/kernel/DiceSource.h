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
    // A single d10, the die most of the program's rules roll.
    int rollD10() { return roll(10); }
    // The sum of spec.count dice.
    int rollSum(const DieSpec &spec);

protected:
    DiceSource() = default;
    DiceSource(const DiceSource &) = default;
    DiceSource &operator=(const DiceSource &) = default;
};

} // namespace md
