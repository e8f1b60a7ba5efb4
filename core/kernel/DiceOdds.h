#pragma once

#include "kernel/Dice.h"
#include "kernel/Fraction.h"

#include <QList>

namespace md {

// Exact odds of the sum of `spec.count` dice, by enumerating every way the dice can fall: no floating point
// anywhere a rule decides ("2d6 <= 7" is 7/12, "d10 <= 3" is 3/10).
class DiceOdds
{
public:
    // ways[s] = in how many of the sides^count equally likely outcomes the sum is s (index 0 .. maximum()).
    static QList<qint64> ways(const DieSpec &spec);
    static qint64 outcomes(const DieSpec &spec);

    static Fraction atMost(const DieSpec &spec, int n);
    static Fraction atLeast(const DieSpec &spec, int n);
    static Fraction exactly(const DieSpec &spec, int n);
};

} // namespace md
