#pragma once

#include "kernel/EnumText.h"

#include <array>
#include <span>

namespace md::fantasy {

// C.1: a unit's morale class, recorded before the battle; what each is called is the race's (classNames).
enum class FanClass { A, B, C };
// C.3 step 5, C.4.1: what a Final Morale Value means. The order of the bands is the race's data (C-2).
enum class FanResult { Rout, Retire, CarryOn, UncontrolledAdvance };
// C.1, C.2: what tests. Characters never test; skeletons never test and go with their controller (C-14);
// monsters test only where their sheet lists a trigger, and never count as friends (C.3, C-15).
enum class FanUnitKind { Regiment, Monster, Skeletons, Character };
// C.1: a unit's morale state. Disordered: rallied, waiting for a Reform order (C.4.2).
enum class FanUnitState { Normal, Routing, Retiring, UncontrolledAdvance, Disordered, Destroyed };
// C.3 step 3, C-8: the three cover modifiers; None when no type holds 75 % of the unit.
enum class FanCover { None, Light, Medium, Heavy };
// C.3 step 3: which of the seed's conditions a Profile Sheet modifier stands for, so that the resolver can
// apply its eligibility rule; Custom rows (the race's own) are ticked or counted by the players.
enum class FanModifierRole {
    Custom,
    CharacterInControl,
    FriendNear,
    CharacterKilled,
    EnemyNear,
    HatedFoe,
    Flank,
    Rear,
    EnemyTwice,
    EnemyHalf,
    LostLastRound,
    LightCover,
    MediumCover,
    HeavyCover,
    Attacked,        // "MAGIC/MONSTER/UNDEAD" as one modifier (C.3)
    AttackedByMagic, // the three apart, for a sheet that lists them apart
    AttackedByMonster,
    AttackedByUndead,
};

// Why a unit takes a Morale Test (C.2): an entry of its race's list, the phase-11 rally, being the target of a
// delayed Uncontrolled Advance, or after combat.
enum class FanTrigger { Listed, Rally, UaTarget, PostCombat };
// What one record of the battle log holds.
enum class FanEvent { Test, Losses, Charged, Obstacle, Removed, CarriedOut, Reform, Clock, Spell, Moved };

} // namespace md::fantasy

namespace md {

template<>
struct EnumTable<fantasy::FanClass>
{
    static constexpr const char *context = "md::fantasy::FanClass";
    static std::span<const EnumText<fantasy::FanClass>> rows()
    {
        static constexpr std::array<EnumText<fantasy::FanClass>, 3> table{{
            {fantasy::FanClass::A, "A", QT_TRANSLATE_NOOP("md::fantasy::FanClass", "Class A")},
            {fantasy::FanClass::B, "B", QT_TRANSLATE_NOOP("md::fantasy::FanClass", "Class B")},
            {fantasy::FanClass::C, "C", QT_TRANSLATE_NOOP("md::fantasy::FanClass", "Class C")},
        }};
        return table;
    }
};

template<>
struct EnumTable<fantasy::FanResult>
{
    static constexpr const char *context = "md::fantasy::FanResult";
    static std::span<const EnumText<fantasy::FanResult>> rows()
    {
        static constexpr std::array<EnumText<fantasy::FanResult>, 4> table{{
            {fantasy::FanResult::Rout, "Rout", QT_TRANSLATE_NOOP("md::fantasy::FanResult", "Rout")},
            {fantasy::FanResult::Retire, "Retire", QT_TRANSLATE_NOOP("md::fantasy::FanResult", "Retire")},
            {fantasy::FanResult::CarryOn, "CarryOn", QT_TRANSLATE_NOOP("md::fantasy::FanResult", "Carry On")},
            {fantasy::FanResult::UncontrolledAdvance, "UA", QT_TRANSLATE_NOOP("md::fantasy::FanResult", "Uncontrolled Advance")},
        }};
        return table;
    }
};

template<>
struct EnumTable<fantasy::FanUnitKind>
{
    static constexpr const char *context = "md::fantasy::FanUnitKind";
    static std::span<const EnumText<fantasy::FanUnitKind>> rows()
    {
        static constexpr std::array<EnumText<fantasy::FanUnitKind>, 4> table{{
            {fantasy::FanUnitKind::Regiment, "regiment", QT_TRANSLATE_NOOP("md::fantasy::FanUnitKind", "Regiment")},
            {fantasy::FanUnitKind::Monster, "monster", QT_TRANSLATE_NOOP("md::fantasy::FanUnitKind", "Monster")},
            {fantasy::FanUnitKind::Skeletons, "skeletons", QT_TRANSLATE_NOOP("md::fantasy::FanUnitKind", "Skeletons")},
            {fantasy::FanUnitKind::Character, "character", QT_TRANSLATE_NOOP("md::fantasy::FanUnitKind", "Character")},
        }};
        return table;
    }
};

template<>
struct EnumTable<fantasy::FanUnitState>
{
    static constexpr const char *context = "md::fantasy::FanUnitState";
    static std::span<const EnumText<fantasy::FanUnitState>> rows()
    {
        static constexpr std::array<EnumText<fantasy::FanUnitState>, 6> table{{
            {fantasy::FanUnitState::Normal, "normal", QT_TRANSLATE_NOOP("md::fantasy::FanUnitState", "Normal")},
            {fantasy::FanUnitState::Routing, "routing", QT_TRANSLATE_NOOP("md::fantasy::FanUnitState", "Routing")},
            {fantasy::FanUnitState::Retiring, "retiring", QT_TRANSLATE_NOOP("md::fantasy::FanUnitState", "Retiring")},
            {fantasy::FanUnitState::UncontrolledAdvance, "uncontrolled-advance", QT_TRANSLATE_NOOP("md::fantasy::FanUnitState", "Uncontrolled Advance")},
            {fantasy::FanUnitState::Disordered, "disordered", QT_TRANSLATE_NOOP("md::fantasy::FanUnitState", "Disordered (needs Reform)")},
            {fantasy::FanUnitState::Destroyed, "destroyed", QT_TRANSLATE_NOOP("md::fantasy::FanUnitState", "Destroyed")},
        }};
        return table;
    }
};

template<>
struct EnumTable<fantasy::FanCover>
{
    static constexpr const char *context = "md::fantasy::FanCover";
    static std::span<const EnumText<fantasy::FanCover>> rows()
    {
        static constexpr std::array<EnumText<fantasy::FanCover>, 4> table{{
            {fantasy::FanCover::None, "none", QT_TRANSLATE_NOOP("md::fantasy::FanCover", "No cover")},
            {fantasy::FanCover::Light, "light", QT_TRANSLATE_NOOP("md::fantasy::FanCover", "Light cover")},
            {fantasy::FanCover::Medium, "medium", QT_TRANSLATE_NOOP("md::fantasy::FanCover", "Medium cover")},
            {fantasy::FanCover::Heavy, "heavy", QT_TRANSLATE_NOOP("md::fantasy::FanCover", "Heavy cover")},
        }};
        return table;
    }
};

template<>
struct EnumTable<fantasy::FanModifierRole>
{
    static constexpr const char *context = "md::fantasy::FanModifierRole";
    static std::span<const EnumText<fantasy::FanModifierRole>> rows()
    {
        using R = fantasy::FanModifierRole;
        static constexpr std::array<EnumText<R>, 18> table{{
            {R::Custom, "custom", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "The race's own (ticked or counted)")},
            {R::CharacterInControl, "character-in-control", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Character in direct control of the unit")},
            {R::FriendNear, "friend-near", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Each free visible friendly character or unit within 10 cm")},
            {R::CharacterKilled, "character-killed", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Character in direct control killed this turn")},
            {R::EnemyNear, "enemy-near", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Each free visible enemy monster or unit within 20 cm")},
            {R::HatedFoe, "hated-foe", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Hated foe within 20 cm")},
            {R::Flank, "flank", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Attacked in flank")},
            {R::Rear, "rear", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Attacked in rear")},
            {R::EnemyTwice, "enemy-twice", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Engaged with enemy twice its number")},
            {R::EnemyHalf, "enemy-half", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Engaged with enemy half its number")},
            {R::LostLastRound, "lost-last-round", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Lost the last round of combat")},
            {R::LightCover, "light-cover", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "In light cover")},
            {R::MediumCover, "medium-cover", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "In medium cover")},
            {R::HeavyCover, "heavy-cover", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "In heavy cover")},
            {R::Attacked, "attacked", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Attacked by magic, monster or undead this turn")},
            {R::AttackedByMagic, "attacked-magic", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Attacked by magic this turn")},
            {R::AttackedByMonster, "attacked-monster", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Attacked by a monster this turn")},
            {R::AttackedByUndead, "attacked-undead", QT_TRANSLATE_NOOP("md::fantasy::FanModifierRole", "Attacked by undead this turn")},
        }};
        return table;
    }
};

template<>
struct EnumTable<fantasy::FanTrigger>
{
    static constexpr const char *context = "md::fantasy::FanTrigger";
    static std::span<const EnumText<fantasy::FanTrigger>> rows()
    {
        using T = fantasy::FanTrigger;
        static constexpr std::array<EnumText<T>, 4> table{{
            {T::Listed, "listed", QT_TRANSLATE_NOOP("md::fantasy::FanTrigger", "On the race's list")},
            {T::Rally, "rally", QT_TRANSLATE_NOOP("md::fantasy::FanTrigger", "Rally (phase 11)")},
            {T::UaTarget, "ua-target", QT_TRANSLATE_NOOP("md::fantasy::FanTrigger", "Target of an Uncontrolled Advance")},
            {T::PostCombat, "post-combat", QT_TRANSLATE_NOOP("md::fantasy::FanTrigger", "After combat")},
        }};
        return table;
    }
};

template<>
struct EnumTable<fantasy::FanEvent>
{
    static constexpr const char *context = "md::fantasy::FanEvent";
    static std::span<const EnumText<fantasy::FanEvent>> rows()
    {
        using E = fantasy::FanEvent;
        static constexpr std::array<EnumText<E>, 10> table{{
            {E::Test, "test", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Morale Test")},
            {E::Losses, "losses", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Losses")},
            {E::Charged, "charged", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Charged while routing")},
            {E::Obstacle, "obstacle", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Rout obstacle")},
            {E::Removed, "removed", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Removed")},
            {E::CarriedOut, "carried-out", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Result carried out")},
            {E::Reform, "reform", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Reform order")},
            {E::Clock, "clock", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Phase")},
            {E::Spell, "spell", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Exempt by a spell")},
            {E::Moved, "moved", QT_TRANSLATE_NOOP("md::fantasy::FanEvent", "Moved this turn")},
        }};
        return table;
    }
};

} // namespace md
