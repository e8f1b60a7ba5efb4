#pragma once

#include "kernel/EnumText.h"
#include "ratio/model/Outcome.h"
#include "ratio/model/Rank.h"

#include <QList>
#include <QString>

#include <array>

namespace md {

enum class PieceKind { Soldier, Warbot, Wardrone, Vehicle, Strongpoint };

// Which formula gives a piece its morale points (R2, R3, R4). A heavy battledrone is a
// robot with vehicle-style morale; any vehicle may be given robot-style morale (R4).
enum class MoraleStyle { Infantry, Robot, Vehicle };

// Whether a piece is still on the table, and if not, why not.
enum class Presence {
    Active,
    Casualty,    // killed or wounded out by enemy fire
    Surrendered, // R9
    Shot,        // shot by a morale officer to stop a surrender (R9)
    Eliminated,  // failed a check in the .01-.09 band (R7)
    Destroyed,   // a robot or vehicle brought to 0 points, or explosive destruction (R10)
    Abandoned,   // a hulk left behind by its bailed-out crew (R10)
    LeftBoard,   // R7: a loss to the battlegroup, not a casualty of the unit
};

enum class VehicleSystem { Movement, Targeting, DamageControl };

struct SystemTrack
{
    int levels = 3;  // fully operational levels (0-3)
    int current = 3; // levels still working
    friend bool operator==(const SystemTrack &, const SystemTrack &) = default;
};

struct Weapon
{
    QString name;
    bool knockedOut = false;
    friend bool operator==(const Weapon &, const Weapon &) = default;
};

// The play state of a piece (R6).
struct PieceState
{
    Presence presence = Presence::Active;
    MoraleStatus status = MoraleStatus::Normal;
    bool marker = false;
    int markerDueTurn = 0; // first turn in which the marker may be checked
    int lastCheckTurn = 0; // 0: never checked
    int actedTurn = 0;     // last turn in which the piece moved or fired
    bool nbcPending = false; // the next check is one an NBC attack forced (R8a)
    friend bool operator==(const PieceState &, const PieceState &) = default;
};

struct Piece
{
    QString id;
    QString name;
    PieceKind kind = PieceKind::Soldier;
    MoraleStyle style = MoraleStyle::Infantry;

    // Soldiers, and the crew of vehicles
    Rank rank = Rank::Trooper;
    bool moraleOfficer = false;
    bool crewSurvivor = false; // joined the unit from a bailed-out or destroyed vehicle (R10)

    // Robot-style morale: size + 2 points, one lost per penetrating hit (R3)
    int size = 1;
    int hits = 0;

    // Vehicle-style morale and the status-sheet fields of R4
    QString armorClass;
    int movementRate = 0;
    int currentMovement = 0;
    int targetingBonus = 0;
    bool hasMovement = true; // false for most strongpoints (R4 interpretation)
    SystemTrack movement;
    SystemTrack targeting;
    SystemTrack damageControl;
    QList<Weapon> weapons;
    QList<Rank> crew;

    PieceState state;

    bool isActive() const noexcept { return state.presence == Presence::Active; }
    bool isRobotKind() const noexcept { return kind == PieceKind::Warbot || kind == PieceKind::Wardrone; }
    bool isVehicleKind() const noexcept { return kind == PieceKind::Vehicle || kind == PieceKind::Strongpoint; }
    const SystemTrack &system(VehicleSystem s) const;
    SystemTrack &system(VehicleSystem s);
    int workingWeapons() const;

    friend bool operator==(const Piece &, const Piece &) = default;
};

MoraleStyle defaultStyle(PieceKind kind) noexcept;

template<>
struct EnumTable<PieceKind>
{
    static constexpr const char *context = "md::PieceKind";
    static std::span<const EnumText<PieceKind>> rows()
    {
        static constexpr std::array<EnumText<PieceKind>, 5> table{{
            {PieceKind::Soldier, "soldier", QT_TRANSLATE_NOOP("md::PieceKind", "Soldier")},
            {PieceKind::Warbot, "warbot", QT_TRANSLATE_NOOP("md::PieceKind", "Warbot")},
            {PieceKind::Wardrone, "wardrone", QT_TRANSLATE_NOOP("md::PieceKind", "Wardrone")},
            {PieceKind::Vehicle, "vehicle", QT_TRANSLATE_NOOP("md::PieceKind", "Vehicle")},
            {PieceKind::Strongpoint, "strongpoint", QT_TRANSLATE_NOOP("md::PieceKind", "Strongpoint")},
        }};
        return table;
    }
};

template<>
struct EnumTable<MoraleStyle>
{
    static constexpr const char *context = "md::MoraleStyle";
    static std::span<const EnumText<MoraleStyle>> rows()
    {
        static constexpr std::array<EnumText<MoraleStyle>, 3> table{{
            {MoraleStyle::Infantry, "infantry", QT_TRANSLATE_NOOP("md::MoraleStyle", "Infantry (rank points)")},
            {MoraleStyle::Robot, "robot", QT_TRANSLATE_NOOP("md::MoraleStyle", "Robot-style (size + 2)")},
            {MoraleStyle::Vehicle, "vehicle", QT_TRANSLATE_NOOP("md::MoraleStyle", "Vehicle-style (systems + weapons)")},
        }};
        return table;
    }
};

template<>
struct EnumTable<Presence>
{
    static constexpr const char *context = "md::Presence";
    static std::span<const EnumText<Presence>> rows()
    {
        static constexpr std::array<EnumText<Presence>, 8> table{{
            {Presence::Active, "active", QT_TRANSLATE_NOOP("md::Presence", "On the table")},
            {Presence::Casualty, "casualty", QT_TRANSLATE_NOOP("md::Presence", "Casualty")},
            {Presence::Surrendered, "surrendered", QT_TRANSLATE_NOOP("md::Presence", "Surrendered")},
            {Presence::Shot, "shot", QT_TRANSLATE_NOOP("md::Presence", "Shot by a morale officer")},
            {Presence::Eliminated, "eliminated", QT_TRANSLATE_NOOP("md::Presence", "Eliminated")},
            {Presence::Destroyed, "destroyed", QT_TRANSLATE_NOOP("md::Presence", "Destroyed")},
            {Presence::Abandoned, "abandoned", QT_TRANSLATE_NOOP("md::Presence", "Abandoned hulk")},
            {Presence::LeftBoard, "left-board", QT_TRANSLATE_NOOP("md::Presence", "Left the board")},
        }};
        return table;
    }
};

template<>
struct EnumTable<VehicleSystem>
{
    static constexpr const char *context = "md::VehicleSystem";
    static std::span<const EnumText<VehicleSystem>> rows()
    {
        static constexpr std::array<EnumText<VehicleSystem>, 3> table{{
            {VehicleSystem::Movement, "movement", QT_TRANSLATE_NOOP("md::VehicleSystem", "Movement")},
            {VehicleSystem::Targeting, "targeting", QT_TRANSLATE_NOOP("md::VehicleSystem", "Targeting")},
            {VehicleSystem::DamageControl, "damageControl", QT_TRANSLATE_NOOP("md::VehicleSystem", "Damage control")},
        }};
        return table;
    }
};

} // namespace md
