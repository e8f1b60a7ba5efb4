#pragma once

#include "kernel/EnumText.h"
#include "ratio/model/Outcome.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace md {

// Everything that happens during play leaves one record in the battle log.
enum class LogEvent {
    Check,          // a morale check (R5, R6, R8)
    Casualty,       // a soldier killed or put out of action
    PenetratingHit, // a robot-style piece lost a point (R3)
    SystemDamage,   // a vehicle-style piece lost a system level (R4)
    WeaponLost,     // a weapon system knocked out (R4)
    Surrender,      // R9
    OfficerShot,    // R9: a morale officer shot a surrendering soldier
    LeftBoard,      // R7
    BailOut,        // R10: crew abandoned an immobile Broken vehicle
    Explosion,      // R10: explosive destruction
    NbcAttack,      // R8a
    TurnEnded,      // R6
    BreakingPoint,  // R11
    SheetEntered,   // a marked-up paper status sheet keyed back in; `detail` lists what it changed
};

// One optional factor applied to the need (R8).
struct Factor
{
    QString key; // "elite", "levy", "green", "nbc"
    int delta = 0;
    friend bool operator==(const Factor &, const Factor &) = default;
};

struct LogRecord
{
    int turn = 1;
    LogEvent event = LogEvent::Check;
    QString unitId;
    QString pieceId;
    QString detail;  // a system key, a weapon, the officer's id, survivors, or checks skipped at turn end
    int points = 0;  // morale points this event cost the unit

    // Checks only
    int starting = 0;
    int current = 0;
    std::optional<int> need;         // 0 (F) to 10 (NBC-forced at full strength); unset for S and 0
    std::optional<int> modifiedNeed; // unset for the table's own S, F and 0, where no factor applies
    QList<Factor> factors;
    std::optional<int> die;          // unset when no die was needed
    bool typed = false;              // the die is the player's own, typed in (TypedDie); else the program's
    Automatic automatic = Automatic::None;
    CheckOutcome outcome = CheckOutcome::Passed;
    FailureResult result = FailureResult::None; // what the piece became (None when passed)
    bool interceptive = false;

    friend bool operator==(const LogRecord &, const LogRecord &) = default;
};

template<>
struct EnumTable<LogEvent>
{
    static constexpr const char *context = "md::LogEvent";
    static std::span<const EnumText<LogEvent>> rows()
    {
        static constexpr std::array<EnumText<LogEvent>, 14> table{{
            {LogEvent::Check, "check", QT_TRANSLATE_NOOP("md::LogEvent", "Morale check")},
            {LogEvent::Casualty, "casualty", QT_TRANSLATE_NOOP("md::LogEvent", "Casualty")},
            {LogEvent::PenetratingHit, "penetrating-hit", QT_TRANSLATE_NOOP("md::LogEvent", "Penetrating hit")},
            {LogEvent::SystemDamage, "system-damage", QT_TRANSLATE_NOOP("md::LogEvent", "System level lost")},
            {LogEvent::WeaponLost, "weapon-lost", QT_TRANSLATE_NOOP("md::LogEvent", "Weapon knocked out")},
            {LogEvent::Surrender, "surrender", QT_TRANSLATE_NOOP("md::LogEvent", "Surrender")},
            {LogEvent::OfficerShot, "officer-shot", QT_TRANSLATE_NOOP("md::LogEvent", "Shot by morale officer")},
            {LogEvent::LeftBoard, "left-board", QT_TRANSLATE_NOOP("md::LogEvent", "Left the board")},
            {LogEvent::BailOut, "bail-out", QT_TRANSLATE_NOOP("md::LogEvent", "Crew bailed out")},
            {LogEvent::Explosion, "explosion", QT_TRANSLATE_NOOP("md::LogEvent", "Explosive destruction")},
            {LogEvent::NbcAttack, "nbc-attack", QT_TRANSLATE_NOOP("md::LogEvent", "NBC attack")},
            {LogEvent::TurnEnded, "turn-ended", QT_TRANSLATE_NOOP("md::LogEvent", "Turn ended")},
            {LogEvent::BreakingPoint, "breaking-point", QT_TRANSLATE_NOOP("md::LogEvent", "Breaking point reached")},
            {LogEvent::SheetEntered, "sheet-entered", QT_TRANSLATE_NOOP("md::LogEvent", "Marked-up sheet keyed in")},
        }};
        return table;
    }
};

} // namespace md
