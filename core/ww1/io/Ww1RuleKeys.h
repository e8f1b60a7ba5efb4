#pragma once

#include "ww1/model/Ww1Rules.h"

#include <QLatin1StringView>

#include <array>

namespace md::ww1 {

// The five switches of a force file's "rules" object (A.5), by the keys Ww1Options lists them under, in the
// order the file documents them.
struct Ww1RuleKey
{
    QLatin1StringView key;
    bool Ww1Rules::*member;
};

inline constexpr std::array<Ww1RuleKey, 5> ww1RuleKeys {{
    {QLatin1StringView("c1-round-down"), &Ww1Rules::c1RoundDown},
    {QLatin1StringView("each-condition-in-turn"), &Ww1Rules::eachConditionInTurn},
    {QLatin1StringView("order-by-starting-size"), &Ww1Rules::orderByStartingSize},
    {QLatin1StringView("enter-position-every-attempt"), &Ww1Rules::enterPositionEveryAttempt},
    {QLatin1StringView("casualties-within-squares"), &Ww1Rules::casualtiesWithinSquares},
}};

} // namespace md::ww1
