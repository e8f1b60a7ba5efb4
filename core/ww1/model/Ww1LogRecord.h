#pragma once

#include "kernel/EnumText.h"
#include "ww1/model/Ww1Enums.h"

#include <QList>
#include <QString>

#include <array>
#include <span>

namespace md::ww1 {

enum class Ww1LogEvent {
    Casualties,       // individual hits on a group (A.1)
    GroupTest,        // A.3.1
    IndividualTest,   // A.3.3, one record per stand; the stands of one square share `roll`
    WithdrawalCleared,// A.4.1, A-10
    ResultCleared,    // A.4.2: the player cleared a stand's result
    TurnEnded,
};

// Everything that happens in play leaves one record in the battle log.
struct Ww1LogRecord
{
    int turn = 1;
    Ww1LogEvent event = Ww1LogEvent::Casualties;
    QString groupId;
    QString standId;                 // individual tests and cleared results
    QString square;                  // individual tests
    int count = 0;                   // casualties: how many
    Ww1Conditions conditions;  // group test: the conditions it settles
    Ww1Trigger trigger = Ww1Trigger::UnderFire; // individual test
    int roll = 0;                    // the 2d6 as rolled or typed (2-12)
    bool typed = false;              // tests: the player typed the roll off their own dice (else the program's)
    int modifier = 0;                // group: 0, -2, -4; individual: the net of IM1-IM8
    bool passed = false;             // group test
    Ww1Result result = Ww1Result::None; // individual test
    QString detail;                  // the modifiers applied, "fire,friendly=2,nco"

    friend bool operator==(const Ww1LogRecord &, const Ww1LogRecord &) = default;
};

} // namespace md::ww1

namespace md {

template<>
struct EnumTable<ww1::Ww1LogEvent>
{
    static constexpr const char *context = "md::ww1::Ww1LogEvent";
    static std::span<const EnumText<ww1::Ww1LogEvent>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1LogEvent>, 6> table{{
            {ww1::Ww1LogEvent::Casualties, "casualties", QT_TRANSLATE_NOOP("md::ww1::Ww1LogEvent", "Casualties")},
            {ww1::Ww1LogEvent::GroupTest, "group-test", QT_TRANSLATE_NOOP("md::ww1::Ww1LogEvent", "Group test")},
            {ww1::Ww1LogEvent::IndividualTest, "individual-test", QT_TRANSLATE_NOOP("md::ww1::Ww1LogEvent", "Individual test")},
            {ww1::Ww1LogEvent::WithdrawalCleared, "withdrawal-cleared", QT_TRANSLATE_NOOP("md::ww1::Ww1LogEvent", "Withdrawal ended")},
            {ww1::Ww1LogEvent::ResultCleared, "result-cleared", QT_TRANSLATE_NOOP("md::ww1::Ww1LogEvent", "Result cleared")},
            {ww1::Ww1LogEvent::TurnEnded, "turn-ended", QT_TRANSLATE_NOOP("md::ww1::Ww1LogEvent", "Turn ended")},
        }};
        return table;
    }
};

} // namespace md
