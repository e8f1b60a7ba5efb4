#pragma once

#include "kernel/EnumText.h"
#include "ratio/model/Piece.h"

#include <QList>
#include <QString>

#include <array>
#include <optional>

namespace md {

// A morale unit (R1): its members check against its starting and current level together.
enum class UnitKind { Infantry, Robots, Vehicle, Strongpoint };

enum class MoraleClass { Elite, Regular, Levy };
enum class Experience { Seasoned, Green };

struct Unit
{
    QString id;
    QString name;
    UnitKind kind = UnitKind::Infantry;
    // Unset: the battlegroup's default applies.
    std::optional<MoraleClass> moraleClass;
    std::optional<Experience> experience;
    std::optional<bool> nbcEquipped;
    QString notes;
    QList<Piece> pieces;

    friend bool operator==(const Unit &, const Unit &) = default;
};

template<>
struct EnumTable<UnitKind>
{
    static constexpr const char *context = "md::UnitKind";
    static std::span<const EnumText<UnitKind>> rows()
    {
        static constexpr std::array<EnumText<UnitKind>, 4> table{{
            {UnitKind::Infantry, "infantry", QT_TRANSLATE_NOOP("md::UnitKind", "Infantry")},
            {UnitKind::Robots, "robots", QT_TRANSLATE_NOOP("md::UnitKind", "Warbots / wardrones")},
            {UnitKind::Vehicle, "vehicle", QT_TRANSLATE_NOOP("md::UnitKind", "Vehicle")},
            {UnitKind::Strongpoint, "strongpoint", QT_TRANSLATE_NOOP("md::UnitKind", "Strongpoint")},
        }};
        return table;
    }
};

template<>
struct EnumTable<MoraleClass>
{
    static constexpr const char *context = "md::MoraleClass";
    static std::span<const EnumText<MoraleClass>> rows()
    {
        static constexpr std::array<EnumText<MoraleClass>, 3> table{{
            {MoraleClass::Elite, "elite", QT_TRANSLATE_NOOP("md::MoraleClass", "Elite")},
            {MoraleClass::Regular, "regular", QT_TRANSLATE_NOOP("md::MoraleClass", "Regular")},
            {MoraleClass::Levy, "levy", QT_TRANSLATE_NOOP("md::MoraleClass", "Levy")},
        }};
        return table;
    }
};

template<>
struct EnumTable<Experience>
{
    static constexpr const char *context = "md::Experience";
    static std::span<const EnumText<Experience>> rows()
    {
        static constexpr std::array<EnumText<Experience>, 2> table{{
            {Experience::Seasoned, "seasoned", QT_TRANSLATE_NOOP("md::Experience", "Seasoned / veteran")},
            {Experience::Green, "green", QT_TRANSLATE_NOOP("md::Experience", "Green / inexperienced")},
        }};
        return table;
    }
};

} // namespace md
