#pragma once

#include "kernel/EnumText.h"

#include <array>

namespace md {

// The nine ranks of the Leaders rule (R2). The enumerator value is the rank's point factor.
enum class Rank : int {
    Trooper = 1,
    Corporal = 2, // "Corporal or Warder"
    Sergeant = 3,
    Lieutenant = 4,
    Captain = 5,
    Major = 6,
    Colonel = 7,
    General = 8,
    Marshal = 9,
};

constexpr int rankFactor(Rank rank) noexcept { return static_cast<int>(rank); }

template<>
struct EnumTable<Rank>
{
    static constexpr const char *context = "md::Rank";
    static std::span<const EnumText<Rank>> rows()
    {
        static constexpr std::array<EnumText<Rank>, 9> table{{
            {Rank::Trooper, "trooper", QT_TRANSLATE_NOOP("md::Rank", "Trooper")},
            {Rank::Corporal, "corporal", QT_TRANSLATE_NOOP("md::Rank", "Corporal / Warder")},
            {Rank::Sergeant, "sergeant", QT_TRANSLATE_NOOP("md::Rank", "Sergeant")},
            {Rank::Lieutenant, "lieutenant", QT_TRANSLATE_NOOP("md::Rank", "Lieutenant")},
            {Rank::Captain, "captain", QT_TRANSLATE_NOOP("md::Rank", "Captain")},
            {Rank::Major, "major", QT_TRANSLATE_NOOP("md::Rank", "Major")},
            {Rank::Colonel, "colonel", QT_TRANSLATE_NOOP("md::Rank", "Colonel")},
            {Rank::General, "general", QT_TRANSLATE_NOOP("md::Rank", "General")},
            {Rank::Marshal, "marshal", QT_TRANSLATE_NOOP("md::Rank", "Marshal")},
        }};
        return table;
    }
};

} // namespace md
