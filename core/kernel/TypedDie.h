#pragma once

#include "kernel/DiceSource.h"

#include <optional>

namespace md {

// The face of a real die, typed by the player: every roll gives it (a rule rolls it at most once).
class TypedDie final : public DiceSource
{
public:
    // The face a player's typed number stands for on a die of `sides`: 1..sides, and on a d10 also 0 for
    // the face marked "0" (= 10). nullopt for anything else.
    static std::optional<int> faceFromTyped(int typed, int sides = 10);
    explicit TypedDie(int face) : m_face(face) {}
    int roll(int sides) override;

private:
    int m_face;
};

} // namespace md
