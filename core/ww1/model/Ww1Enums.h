#pragma once

#include "kernel/EnumText.h"

#include <QList>

#include <algorithm>
#include <array>
#include <span>

namespace md::ww1 {

// A.1: a group is the unit of group morale, a platoon or a company (a section is the templates' smallest).
enum class Ww1GroupKind { Section, Platoon, Company };
// A.1, A.3.2: set per engagement by the players; used only for the testing order.
enum class Ww1Role { Attacker, Defender };
// A.1, A.4.1: Withdrawing after a failed group test, until the player clears it (A.4.1, A-10).
enum class Ww1GroupStatus { Normal, Withdrawing };
// A.2.1: the three group conditions, C1 (two casualties or 25 %), C2 (50 %, at -2), C3 (75 %, at -4).
enum class Ww1Condition { C1, C2, C3 };
// A list of conditions (tested, settled, due) that compares safely: Qt 6.4 compares lists of enums with
// memcmp, which is undefined for an empty list without storage (the sanitizers stop on it).
class Ww1Conditions : public QList<Ww1Condition>
{
public:
    using QList<Ww1Condition>::QList;
    Ww1Conditions() = default;
    Ww1Conditions(const QList<Ww1Condition> &list) : QList<Ww1Condition>(list) {} // NOLINT: a list is one
    friend bool operator==(const Ww1Conditions &a, const Ww1Conditions &b)
    {
        return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend());
    }
    friend bool operator==(const Ww1Conditions &a, const QList<Ww1Condition> &b)
    {
        return std::equal(a.cbegin(), a.cend(), b.cbegin(), b.cend());
    }
};
// A.1: the stand's rank, for IM1, IM7, IM8.
enum class Ww1Rank { Officer, Nco, Other };
// A.2.2: the individual triggers T1 (first time under fire), T2 (entering an enemy position), T3 (first
// hand-to-hand combat).
enum class Ww1Trigger { UnderFire, EnterPosition, HandToHand };
// A.1, A.3.3: the latest individual result.
enum class Ww1Result { None, CarryOn, NoCloser, DuckBack, Surrendered };

} // namespace md::ww1

namespace md {

template<>
struct EnumTable<ww1::Ww1GroupKind>
{
    static constexpr const char *context = "md::ww1::Ww1GroupKind";
    static std::span<const EnumText<ww1::Ww1GroupKind>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1GroupKind>, 3> table{{
            {ww1::Ww1GroupKind::Section, "section", QT_TRANSLATE_NOOP("md::ww1::Ww1GroupKind", "Section")},
            {ww1::Ww1GroupKind::Platoon, "platoon", QT_TRANSLATE_NOOP("md::ww1::Ww1GroupKind", "Platoon")},
            {ww1::Ww1GroupKind::Company, "company", QT_TRANSLATE_NOOP("md::ww1::Ww1GroupKind", "Company")},
        }};
        return table;
    }
};

template<>
struct EnumTable<ww1::Ww1Role>
{
    static constexpr const char *context = "md::ww1::Ww1Role";
    static std::span<const EnumText<ww1::Ww1Role>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1Role>, 2> table{{
            {ww1::Ww1Role::Attacker, "attacker", QT_TRANSLATE_NOOP("md::ww1::Ww1Role", "Attacker")},
            {ww1::Ww1Role::Defender, "defender", QT_TRANSLATE_NOOP("md::ww1::Ww1Role", "Defender")},
        }};
        return table;
    }
};

template<>
struct EnumTable<ww1::Ww1GroupStatus>
{
    static constexpr const char *context = "md::ww1::Ww1GroupStatus";
    static std::span<const EnumText<ww1::Ww1GroupStatus>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1GroupStatus>, 2> table{{
            {ww1::Ww1GroupStatus::Normal, "normal", QT_TRANSLATE_NOOP("md::ww1::Ww1GroupStatus", "Carrying on")},
            {ww1::Ww1GroupStatus::Withdrawing, "withdrawing", QT_TRANSLATE_NOOP("md::ww1::Ww1GroupStatus", "Withdrawing")},
        }};
        return table;
    }
};

template<>
struct EnumTable<ww1::Ww1Condition>
{
    static constexpr const char *context = "md::ww1::Ww1Condition";
    static std::span<const EnumText<ww1::Ww1Condition>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1Condition>, 3> table{{
            {ww1::Ww1Condition::C1, "c1", QT_TRANSLATE_NOOP("md::ww1::Ww1Condition", "C1: two casualties (25 % above eight)")},
            {ww1::Ww1Condition::C2, "c2", QT_TRANSLATE_NOOP("md::ww1::Ww1Condition", "C2: 50 % casualties")},
            {ww1::Ww1Condition::C3, "c3", QT_TRANSLATE_NOOP("md::ww1::Ww1Condition", "C3: 75 % casualties")},
        }};
        return table;
    }
};

template<>
struct EnumTable<ww1::Ww1Rank>
{
    static constexpr const char *context = "md::ww1::Ww1Rank";
    static std::span<const EnumText<ww1::Ww1Rank>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1Rank>, 3> table{{
            {ww1::Ww1Rank::Officer, "officer", QT_TRANSLATE_NOOP("md::ww1::Ww1Rank", "Officer")},
            {ww1::Ww1Rank::Nco, "nco", QT_TRANSLATE_NOOP("md::ww1::Ww1Rank", "NCO")},
            {ww1::Ww1Rank::Other, "other", QT_TRANSLATE_NOOP("md::ww1::Ww1Rank", "Other rank")},
        }};
        return table;
    }
};

template<>
struct EnumTable<ww1::Ww1Trigger>
{
    static constexpr const char *context = "md::ww1::Ww1Trigger";
    static std::span<const EnumText<ww1::Ww1Trigger>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1Trigger>, 3> table{{
            {ww1::Ww1Trigger::UnderFire, "under-fire", QT_TRANSLATE_NOOP("md::ww1::Ww1Trigger", "T1: under fire for the first time")},
            {ww1::Ww1Trigger::EnterPosition, "enter-position", QT_TRANSLATE_NOOP("md::ww1::Ww1Trigger", "T2: entering an enemy position")},
            {ww1::Ww1Trigger::HandToHand, "hand-to-hand", QT_TRANSLATE_NOOP("md::ww1::Ww1Trigger", "T3: first hand-to-hand combat")},
        }};
        return table;
    }
};

template<>
struct EnumTable<ww1::Ww1Result>
{
    static constexpr const char *context = "md::ww1::Ww1Result";
    static std::span<const EnumText<ww1::Ww1Result>> rows()
    {
        static constexpr std::array<EnumText<ww1::Ww1Result>, 5> table{{
            {ww1::Ww1Result::None, "none", QT_TRANSLATE_NOOP("md::ww1::Ww1Result", "Not tested")},
            {ww1::Ww1Result::CarryOn, "carry-on", QT_TRANSLATE_NOOP("md::ww1::Ww1Result", "Carry on")},
            {ww1::Ww1Result::NoCloser, "no-closer", QT_TRANSLATE_NOOP("md::ww1::Ww1Result", "No closer")},
            {ww1::Ww1Result::DuckBack, "duck-back", QT_TRANSLATE_NOOP("md::ww1::Ww1Result", "Duck back")},
            {ww1::Ww1Result::Surrendered, "surrendered", QT_TRANSLATE_NOOP("md::ww1::Ww1Result", "Surrendered")},
        }};
        return table;
    }
};

} // namespace md
