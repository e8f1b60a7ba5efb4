#pragma once

#include <compare>

namespace md::fantasy {

// A point in the 11-phase game turn; phase 11 has two halves (C.4.2).
struct FanMoment
{
    static constexpr int phases = 11;
    int turn = 1;
    int phase = 1; // 1 … 11
    int half = 1;  // 1 or 2; 1 outside phase 11
    friend auto operator<=>(const FanMoment &, const FanMoment &) = default;
    friend bool operator==(const FanMoment &, const FanMoment &) = default;
};

} // namespace md::fantasy
