#include "kernel/DiceSource.h"

namespace md {

int DiceSource::rollSum(const DieSpec &spec)
{
    int sum = 0;
    for (int i = 0; i < spec.count; ++i)
        sum += roll(spec.sides);
    return sum;
}

} // namespace md
