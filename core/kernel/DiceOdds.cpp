#include "kernel/DiceOdds.h"

#include <algorithm>

namespace md {

namespace {
// The specs DieSpec::parse accepts; anything larger is clamped rather than overflowing.
DieSpec bounded(const DieSpec &spec)
{
    return {std::clamp(spec.count, 1, DieSpec::maxCount), std::clamp(spec.sides, 2, DieSpec::maxSides)};
}

qint64 waysBetween(const DieSpec &spec, int low, int high)
{
    const QList<qint64> w = DiceOdds::ways(spec);
    qint64 sum = 0;
    for (int s = std::max(low, 0); s <= high && s < w.size(); ++s)
        sum += w.at(s);
    return sum;
}
} // namespace

QList<qint64> DiceOdds::ways(const DieSpec &requested)
{
    const DieSpec spec = bounded(requested);
    // One die after another: the ways to reach each sum with k dice, from those with k - 1.
    QList<qint64> ways(1, 1);
    for (int k = 0; k < spec.count; ++k) {
        QList<qint64> next(ways.size() + spec.sides, 0);
        for (qsizetype s = 0; s < ways.size(); ++s) {
            if (ways.at(s) == 0)
                continue;
            for (int face = 1; face <= spec.sides; ++face)
                next[s + face] += ways.at(s);
        }
        ways = std::move(next);
    }
    return ways;
}

qint64 DiceOdds::outcomes(const DieSpec &requested)
{
    const DieSpec spec = bounded(requested);
    qint64 n = 1;
    for (int k = 0; k < spec.count; ++k)
        n *= spec.sides;
    return n;
}

Fraction DiceOdds::atMost(const DieSpec &spec, int n)
{
    return {waysBetween(spec, 0, n), outcomes(spec)};
}

Fraction DiceOdds::atLeast(const DieSpec &spec, int n)
{
    return {waysBetween(spec, n, bounded(spec).count * bounded(spec).sides), outcomes(spec)};
}

Fraction DiceOdds::exactly(const DieSpec &spec, int n)
{
    return {waysBetween(spec, n, n), outcomes(spec)};
}

} // namespace md
