#pragma once

#include "kernel/Problem.h"
#include "ww1/model/Ww1Force.h"

#include <optional>

namespace md::ww1 {

// A WW1 force file read: the force only when there is no problem at all, never a half-loaded one.
struct Ww1LoadResult
{
    std::optional<Ww1Force> force;
    Problems problems;
    bool ok() const { return force.has_value() && problems.isEmpty(); }
};

} // namespace md::ww1
