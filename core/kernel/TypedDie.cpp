#include "kernel/TypedDie.h"

namespace md {

std::optional<int> TypedDie::faceFromTyped(int typed, int sides)
{
    if (sides == 10 && typed == 0)
        return 10; // a d10's face marked "0"
    if (typed >= 1 && typed <= sides)
        return typed;
    return std::nullopt;
}

std::optional<int> TypedDie::totalFromTyped(int typed, const DieSpec &spec)
{
    if (spec.count == 1)
        return faceFromTyped(typed, spec.sides);
    if (typed >= spec.minimum() && typed <= spec.maximum())
        return typed;
    return std::nullopt;
}

int TypedDie::roll(int sides)
{
    Q_UNUSED(sides) // the engine checks the face against its die
    return m_value;
}

int TypedDie::rollSum(const DieSpec &spec)
{
    Q_UNUSED(spec) // checked by totalFromTyped() where it was typed
    return m_value;
}

} // namespace md
