#pragma once

#include "kernel/Problem.h"
#include "napoleonic/model/NapBattle.h"

#include <optional>

namespace md::nap {

// A Napoleonic battle file read: the battle only when there is no problem at all, never a half-loaded one.
struct NapLoadResult
{
    std::optional<NapBattle> battle;
    Problems problems;
    bool ok() const { return battle.has_value() && problems.isEmpty(); }
};

} // namespace md::nap
