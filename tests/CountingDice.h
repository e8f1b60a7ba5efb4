#pragma once

// A die that counts how often it is asked: a certain result must not consume a die (R8).
// Shared by the rules engine's tests (tst_ratioengine_*).

#include "kernel/Dice.h"

namespace md::test {

class CountingDice final : public DiceSource
{
public:
    explicit CountingDice(int face) : m_face(face) {}
    int roll(int) override
    {
        ++calls;
        return m_face;
    }
    int calls = 0;

private:
    int m_face;
};

} // namespace md::test
