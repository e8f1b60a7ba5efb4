#pragma once

namespace md::fantasy {

// The switchable readings of Part C (FanOptions).
struct FanRules
{
    bool attacksSeparate = false; // C.3: magic, monster and undead as three modifiers instead of one
    friend bool operator==(const FanRules &, const FanRules &) = default;
};

} // namespace md::fantasy
