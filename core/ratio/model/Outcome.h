#pragma once

#include "kernel/EnumText.h"

#include <array>

namespace md {

// What a failed check does to a piece (R5, R7). `Destroyed` is the "0, no roll possible" row.
enum class FailureResult { None, Cautious, Shaken, Broken, Eliminated, Destroyed };

// The lasting morale state of a piece still on the table (R6: not sticky).
enum class MoraleStatus { Normal, Cautious, Shaken, Broken };

// How a single check ended.
enum class CheckOutcome { Passed, Failed };

// The table's own automatic entries (S, F, 0); never produced by a modified need.
enum class Automatic { None, Success, Failure, Destroyed };

template<>
struct EnumTable<FailureResult>
{
    static constexpr const char *context = "md::FailureResult";
    static std::span<const EnumText<FailureResult>> rows()
    {
        static constexpr std::array<EnumText<FailureResult>, 6> table{{
            {FailureResult::None, "none", QT_TRANSLATE_NOOP("md::FailureResult", "No failure possible")},
            {FailureResult::Cautious, "cautious", QT_TRANSLATE_NOOP("md::FailureResult", "Cautious")},
            {FailureResult::Shaken, "shaken", QT_TRANSLATE_NOOP("md::FailureResult", "Shaken")},
            {FailureResult::Broken, "broken", QT_TRANSLATE_NOOP("md::FailureResult", "Broken")},
            {FailureResult::Eliminated, "eliminated", QT_TRANSLATE_NOOP("md::FailureResult", "Eliminated")},
            {FailureResult::Destroyed, "destroyed", QT_TRANSLATE_NOOP("md::FailureResult", "Destroyed")},
        }};
        return table;
    }
};

template<>
struct EnumTable<MoraleStatus>
{
    static constexpr const char *context = "md::MoraleStatus";
    static std::span<const EnumText<MoraleStatus>> rows()
    {
        static constexpr std::array<EnumText<MoraleStatus>, 4> table{{
            {MoraleStatus::Normal, "normal", QT_TRANSLATE_NOOP("md::MoraleStatus", "Normal")},
            {MoraleStatus::Cautious, "cautious", QT_TRANSLATE_NOOP("md::MoraleStatus", "Cautious")},
            {MoraleStatus::Shaken, "shaken", QT_TRANSLATE_NOOP("md::MoraleStatus", "Shaken")},
            {MoraleStatus::Broken, "broken", QT_TRANSLATE_NOOP("md::MoraleStatus", "Broken")},
        }};
        return table;
    }
};

template<>
struct EnumTable<CheckOutcome>
{
    static constexpr const char *context = "md::CheckOutcome";
    static std::span<const EnumText<CheckOutcome>> rows()
    {
        static constexpr std::array<EnumText<CheckOutcome>, 2> table{{
            {CheckOutcome::Passed, "passed", QT_TRANSLATE_NOOP("md::CheckOutcome", "Passed")},
            {CheckOutcome::Failed, "failed", QT_TRANSLATE_NOOP("md::CheckOutcome", "Failed")},
        }};
        return table;
    }
};

template<>
struct EnumTable<Automatic>
{
    static constexpr const char *context = "md::Automatic";
    static std::span<const EnumText<Automatic>> rows()
    {
        static constexpr std::array<EnumText<Automatic>, 4> table{{
            {Automatic::None, "none", QT_TRANSLATE_NOOP("md::Automatic", "Roll")},
            {Automatic::Success, "success", QT_TRANSLATE_NOOP("md::Automatic", "Automatic success")},
            {Automatic::Failure, "failure", QT_TRANSLATE_NOOP("md::Automatic", "Automatic failure")},
            {Automatic::Destroyed, "destroyed", QT_TRANSLATE_NOOP("md::Automatic", "No roll possible")},
        }};
        return table;
    }
};

// The status a failure leaves on a piece that stays on the table.
constexpr MoraleStatus statusFor(FailureResult result) noexcept
{
    switch (result) {
    case FailureResult::Cautious:
        return MoraleStatus::Cautious;
    case FailureResult::Shaken:
        return MoraleStatus::Shaken;
    case FailureResult::Broken:
        return MoraleStatus::Broken;
    case FailureResult::None:
    case FailureResult::Eliminated:
    case FailureResult::Destroyed:
        break;
    }
    return MoraleStatus::Normal;
}

} // namespace md
