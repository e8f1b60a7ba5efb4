#pragma once

#include "kernel/DiceSource.h"

#include <QRandomGenerator>

namespace md {

// Seedable, so a test or a replay gets the same faces again.
class SeededDice final : public DiceSource
{
public:
    explicit SeededDice(quint32 seed) : m_generator(seed) {}
    SeededDice() : m_generator(QRandomGenerator::securelySeeded()) {}
    int roll(int sides) override { return static_cast<int>(m_generator.bounded(1, sides + 1)); }

private:
    QRandomGenerator m_generator;
};
// The older name, kept for its callers; a d10 is just roll(10).
using SeededD10 = SeededDice;

} // namespace md
