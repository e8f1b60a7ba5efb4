#pragma once

#include "kernel/DiceSource.h"

#include <optional>

namespace md {

// What the player read off their own dice and typed: one die's face, or the total of several ("2d6" = 7).
// roll() gives it as the face and rollSum() as the total, whatever the die: a rule rolls it at most once.
// Check the typed number first with faceFromTyped() or totalFromTyped().
class TypedDie final : public DiceSource
{
public:
    // The face a player's typed number stands for on a die of `sides`: 1..sides, and on a d10 also 0 for
    // the face marked "0" (= 10). nullopt for anything else.
    static std::optional<int> faceFromTyped(int typed, int sides = 10);
    // The total a player's typed number stands for when `spec` is rolled: a single die as faceFromTyped();
    // several dice spec.minimum()..spec.maximum() (2..12 for 2d6). nullopt for anything else.
    static std::optional<int> totalFromTyped(int typed, const DieSpec &spec);
    explicit TypedDie(int value) : m_value(value) {}
    int roll(int sides) override;
    // The typed number is already the total: the player added their dice up.
    int rollSum(const DieSpec &spec) override;
    bool typedByPlayer() const override { return true; }

private:
    int m_value;
};

} // namespace md
