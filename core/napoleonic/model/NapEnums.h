#pragma once

#include "kernel/EnumText.h"

#include <array>
#include <span>

namespace md::nap {

// B.1: what a unit is; `foot` is every type but cavalry.
enum class NapUnitType { Infantry, Cavalry, Skirmish, Artillery, Headquarters, Train };
// 15.27: from the starting battleday CMR: Militia 1-4, Line 5-7, Elite 8+ (B-4).
enum class NapGrade { Militia, Line, Elite };
// B.1: the unit's formation (the triggers and adjustments that depend on it).
enum class NapFormation { Line, Column, PreformedColumn, Square, OpenOrderFull, OpenOrderPartial, Limbered, Unlimbered, Mounted };
// 15.0: Good, Disordered or Routed; Eliminated once removed as casualties (B.4.4 step 3) or routed off the table.
enum class NapUnitState { Good, Disordered, Routed, Eliminated };
// B.1: the level of a command and its officer (B.4.5 (2), E07-E10).
enum class NapCommandLevel { Brigade, Division, WingCorps, Army, Nation };
// B.1: the command's officer.
enum class NapOfficerStatus { Alive, Wounded, Killed };
// B.1: the command's order marker (E11-E13 on hourly turns; B.4.7 changes them).
enum class NapOrder { None, Attack, Engage, Defend, March };
// B.1 `onTable`: a command waiting to arrive (15.82), on the table, or withdrawn (E20, B-21).
enum class NapPresence { OnTable, Awaiting, Withdrawn };
// B.6: the phases of a game turn (their order is the players' data, NapSettings::phases).
enum class NapPhase { Facing, Formation, Movement, DeclaredCavalryCharge, ShockCombat, ReciprocalArtilleryFire, ReciprocalInfantryFire, Rally, ArmyMoraleFatigue };
// B.2.1 (I-a ... I-g, at once, 15.31) and B.2.2 (P-a ... P-f, at the phase's end, 15.41).
enum class NapCircumstance { Ia, Ib, Ic, Id, Ie, If, Ig, Pa, Pb, Pc, Pd, Pe, Pf };
// B.2.3, B.3.5: who rolls: one unit, a square or a redoubt/building's units together (15.22), fully deployed skirmishers (15.23) or a partially deployed cluster (15.24).
enum class NapTesterKind { Single, Formation, DeployedSkirmishers, Cluster };
// B.3.4, B.4.4: a check's outcome.
enum class NapResult { None, Pass, Disordered, Routed, Rallied, RallyFailed, Removed };
// B.4.6: the MFP events E01-E20 of the Army Morale Fatigue Phase.
enum class NapMfpEvent { E01, E02, E03, E04, E05, E06, E07, E08, E09, E10, E11, E12, E13, E14, E15, E16, E17, E18, E19, E20 };
// Everything that happens in play leaves one record in the battle log.
enum class NapLogEvent { Loss, Check, Rally, DisorderCleared, MfpPhase, PhaseEnded, TurnEnded, CommandChanged, PositionTaken, RoutedOff, CheckDismissed };

} // namespace md::nap

namespace md {

template<>
struct EnumTable<nap::NapUnitType>
{
    static constexpr const char *context = "md::nap::NapUnitType";
    static std::span<const EnumText<nap::NapUnitType>> rows()
    {
        static constexpr std::array<EnumText<nap::NapUnitType>, 6> table{{
            {nap::NapUnitType::Infantry, "infantry", QT_TRANSLATE_NOOP("md::nap::NapUnitType", "Infantry")},
            {nap::NapUnitType::Cavalry, "cavalry", QT_TRANSLATE_NOOP("md::nap::NapUnitType", "Cavalry")},
            {nap::NapUnitType::Skirmish, "skirmish", QT_TRANSLATE_NOOP("md::nap::NapUnitType", "Skirmish company")},
            {nap::NapUnitType::Artillery, "artillery", QT_TRANSLATE_NOOP("md::nap::NapUnitType", "Artillery")},
            {nap::NapUnitType::Headquarters, "headquarters", QT_TRANSLATE_NOOP("md::nap::NapUnitType", "Headquarters base")},
            {nap::NapUnitType::Train, "train", QT_TRANSLATE_NOOP("md::nap::NapUnitType", "Train")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapGrade>
{
    static constexpr const char *context = "md::nap::NapGrade";
    static std::span<const EnumText<nap::NapGrade>> rows()
    {
        static constexpr std::array<EnumText<nap::NapGrade>, 3> table{{
            {nap::NapGrade::Militia, "militia", QT_TRANSLATE_NOOP("md::nap::NapGrade", "Militia")},
            {nap::NapGrade::Line, "line", QT_TRANSLATE_NOOP("md::nap::NapGrade", "Line")},
            {nap::NapGrade::Elite, "elite", QT_TRANSLATE_NOOP("md::nap::NapGrade", "Elite")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapFormation>
{
    static constexpr const char *context = "md::nap::NapFormation";
    static std::span<const EnumText<nap::NapFormation>> rows()
    {
        static constexpr std::array<EnumText<nap::NapFormation>, 9> table{{
            {nap::NapFormation::Line, "line", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Line")},
            {nap::NapFormation::Column, "column", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Column")},
            {nap::NapFormation::PreformedColumn, "preformed-column", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Pre-formed column")},
            {nap::NapFormation::Square, "square", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Square")},
            {nap::NapFormation::OpenOrderFull, "open-order-full", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Open order, fully deployed")},
            {nap::NapFormation::OpenOrderPartial, "open-order-partial", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Open order, partially deployed")},
            {nap::NapFormation::Limbered, "limbered", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Limbered")},
            {nap::NapFormation::Unlimbered, "unlimbered", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Unlimbered")},
            {nap::NapFormation::Mounted, "mounted", QT_TRANSLATE_NOOP("md::nap::NapFormation", "Mounted")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapUnitState>
{
    static constexpr const char *context = "md::nap::NapUnitState";
    static std::span<const EnumText<nap::NapUnitState>> rows()
    {
        static constexpr std::array<EnumText<nap::NapUnitState>, 4> table{{
            {nap::NapUnitState::Good, "good", QT_TRANSLATE_NOOP("md::nap::NapUnitState", "Good")},
            {nap::NapUnitState::Disordered, "disordered", QT_TRANSLATE_NOOP("md::nap::NapUnitState", "Disordered")},
            {nap::NapUnitState::Routed, "routed", QT_TRANSLATE_NOOP("md::nap::NapUnitState", "Routed")},
            {nap::NapUnitState::Eliminated, "eliminated", QT_TRANSLATE_NOOP("md::nap::NapUnitState", "Eliminated")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapCommandLevel>
{
    static constexpr const char *context = "md::nap::NapCommandLevel";
    static std::span<const EnumText<nap::NapCommandLevel>> rows()
    {
        static constexpr std::array<EnumText<nap::NapCommandLevel>, 5> table{{
            {nap::NapCommandLevel::Brigade, "brigade", QT_TRANSLATE_NOOP("md::nap::NapCommandLevel", "Brigade")},
            {nap::NapCommandLevel::Division, "division", QT_TRANSLATE_NOOP("md::nap::NapCommandLevel", "Division")},
            {nap::NapCommandLevel::WingCorps, "wing-corps", QT_TRANSLATE_NOOP("md::nap::NapCommandLevel", "Wing or corps")},
            {nap::NapCommandLevel::Army, "army", QT_TRANSLATE_NOOP("md::nap::NapCommandLevel", "Army")},
            {nap::NapCommandLevel::Nation, "nation", QT_TRANSLATE_NOOP("md::nap::NapCommandLevel", "Nation")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapOfficerStatus>
{
    static constexpr const char *context = "md::nap::NapOfficerStatus";
    static std::span<const EnumText<nap::NapOfficerStatus>> rows()
    {
        static constexpr std::array<EnumText<nap::NapOfficerStatus>, 3> table{{
            {nap::NapOfficerStatus::Alive, "alive", QT_TRANSLATE_NOOP("md::nap::NapOfficerStatus", "Alive")},
            {nap::NapOfficerStatus::Wounded, "wounded", QT_TRANSLATE_NOOP("md::nap::NapOfficerStatus", "Wounded")},
            {nap::NapOfficerStatus::Killed, "killed", QT_TRANSLATE_NOOP("md::nap::NapOfficerStatus", "Killed")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapOrder>
{
    static constexpr const char *context = "md::nap::NapOrder";
    static std::span<const EnumText<nap::NapOrder>> rows()
    {
        static constexpr std::array<EnumText<nap::NapOrder>, 5> table{{
            {nap::NapOrder::None, "none", QT_TRANSLATE_NOOP("md::nap::NapOrder", "No order")},
            {nap::NapOrder::Attack, "attack", QT_TRANSLATE_NOOP("md::nap::NapOrder", "Attack")},
            {nap::NapOrder::Engage, "engage", QT_TRANSLATE_NOOP("md::nap::NapOrder", "Engage")},
            {nap::NapOrder::Defend, "defend", QT_TRANSLATE_NOOP("md::nap::NapOrder", "Defend")},
            {nap::NapOrder::March, "march", QT_TRANSLATE_NOOP("md::nap::NapOrder", "March")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapPresence>
{
    static constexpr const char *context = "md::nap::NapPresence";
    static std::span<const EnumText<nap::NapPresence>> rows()
    {
        static constexpr std::array<EnumText<nap::NapPresence>, 3> table{{
            {nap::NapPresence::OnTable, "on-table", QT_TRANSLATE_NOOP("md::nap::NapPresence", "On the table")},
            {nap::NapPresence::Awaiting, "awaiting", QT_TRANSLATE_NOOP("md::nap::NapPresence", "Not yet arrived")},
            {nap::NapPresence::Withdrawn, "withdrawn", QT_TRANSLATE_NOOP("md::nap::NapPresence", "Withdrawn")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapPhase>
{
    static constexpr const char *context = "md::nap::NapPhase";
    static std::span<const EnumText<nap::NapPhase>> rows()
    {
        static constexpr std::array<EnumText<nap::NapPhase>, 9> table{{
            {nap::NapPhase::Facing, "facing", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Facing")},
            {nap::NapPhase::Formation, "formation", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Formation")},
            {nap::NapPhase::Movement, "movement", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Movement")},
            {nap::NapPhase::DeclaredCavalryCharge, "declared-cavalry-charge", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Declared Cavalry Charge")},
            {nap::NapPhase::ShockCombat, "shock-combat", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Shock Combat")},
            {nap::NapPhase::ReciprocalArtilleryFire, "reciprocal-artillery-fire", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Reciprocal Artillery Fire")},
            {nap::NapPhase::ReciprocalInfantryFire, "reciprocal-infantry-fire", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Reciprocal Infantry/Cavalry Fire")},
            {nap::NapPhase::Rally, "rally", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Rally")},
            {nap::NapPhase::ArmyMoraleFatigue, "army-morale-fatigue", QT_TRANSLATE_NOOP("md::nap::NapPhase", "Army Morale Fatigue")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapCircumstance>
{
    static constexpr const char *context = "md::nap::NapCircumstance";
    static std::span<const EnumText<nap::NapCircumstance>> rows()
    {
        static constexpr std::array<EnumText<nap::NapCircumstance>, 13> table{{
            {nap::NapCircumstance::Ia, "I-a", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "I-a Figures or cannon lost to fire")},
            {nap::NapCircumstance::Ib, "I-b", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "I-b Friendly formed unit routs within 2\"")},
            {nap::NapCircumstance::Ic, "I-c", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "I-c Friendly formed unit passes by in rout within 2\"")},
            {nap::NapCircumstance::Id, "I-d", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "I-d Receiving enemy Shock Combat")},
            {nap::NapCircumstance::Ie, "I-e", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "I-e Declaring a cavalry counter-charge")},
            {nap::NapCircumstance::If, "I-f", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "I-f Surprise enemy sighting or siege sortie")},
            {nap::NapCircumstance::Ig, "I-g", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "I-g Within an explosion radius")},
            {nap::NapCircumstance::Pa, "P-a", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "P-a Losses in the Reciprocal Artillery Fire Phase")},
            {nap::NapCircumstance::Pb, "P-b", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "P-b Losses in the Reciprocal Infantry/Cavalry Fire Phase")},
            {nap::NapCircumstance::Pc, "P-c", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "P-c Rallying a routing unit")},
            {nap::NapCircumstance::Pd, "P-d", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "P-d Inside a Declared Cavalry Charge Zone")},
            {nap::NapCircumstance::Pe, "P-e", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "P-e Declaring a cavalry charge")},
            {nap::NapCircumstance::Pf, "P-f", QT_TRANSLATE_NOOP("md::nap::NapCircumstance", "P-f Keeping figures inside burning terrain")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapTesterKind>
{
    static constexpr const char *context = "md::nap::NapTesterKind";
    static std::span<const EnumText<nap::NapTesterKind>> rows()
    {
        static constexpr std::array<EnumText<nap::NapTesterKind>, 4> table{{
            {nap::NapTesterKind::Single, "unit", QT_TRANSLATE_NOOP("md::nap::NapTesterKind", "Unit")},
            {nap::NapTesterKind::Formation, "formation", QT_TRANSLATE_NOOP("md::nap::NapTesterKind", "Units together (square, redoubt, building)")},
            {nap::NapTesterKind::DeployedSkirmishers, "deployed-skirmishers", QT_TRANSLATE_NOOP("md::nap::NapTesterKind", "Fully deployed skirmishers")},
            {nap::NapTesterKind::Cluster, "cluster", QT_TRANSLATE_NOOP("md::nap::NapTesterKind", "Skirmisher cluster")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapResult>
{
    static constexpr const char *context = "md::nap::NapResult";
    static std::span<const EnumText<nap::NapResult>> rows()
    {
        static constexpr std::array<EnumText<nap::NapResult>, 7> table{{
            {nap::NapResult::None, "none", QT_TRANSLATE_NOOP("md::nap::NapResult", "None")},
            {nap::NapResult::Pass, "pass", QT_TRANSLATE_NOOP("md::nap::NapResult", "Passed")},
            {nap::NapResult::Disordered, "disordered", QT_TRANSLATE_NOOP("md::nap::NapResult", "Morale Disordered")},
            {nap::NapResult::Routed, "routed", QT_TRANSLATE_NOOP("md::nap::NapResult", "Routed")},
            {nap::NapResult::Rallied, "rallied", QT_TRANSLATE_NOOP("md::nap::NapResult", "Rallied")},
            {nap::NapResult::RallyFailed, "rally-failed", QT_TRANSLATE_NOOP("md::nap::NapResult", "Failed to rally")},
            {nap::NapResult::Removed, "removed", QT_TRANSLATE_NOOP("md::nap::NapResult", "Removed as casualties")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapMfpEvent>
{
    static constexpr const char *context = "md::nap::NapMfpEvent";
    static std::span<const EnumText<nap::NapMfpEvent>> rows()
    {
        static constexpr std::array<EnumText<nap::NapMfpEvent>, 20> table{{
            {nap::NapMfpEvent::E01, "E01", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Figure lost to Fire Attack combat")},
            {nap::NapMfpEvent::E02, "E02", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Figure lost to Shock Combat")},
            {nap::NapMfpEvent::E03, "E03", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Figure removed for failing the second rally attempt")},
            {nap::NapMfpEvent::E04, "E04", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Figure surrendered")},
            {nap::NapMfpEvent::E05, "E05", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Battery or train de-crewed by Fire or Shock Combat")},
            {nap::NapMfpEvent::E06, "E06", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Battery or train overrun by Shock Combat")},
            {nap::NapMfpEvent::E07, "E07", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Brigade, divisional, corps or wing commander wounded or killed")},
            {nap::NapMfpEvent::E08, "E08", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Corps or wing headquarters routed or lost")},
            {nap::NapMfpEvent::E09, "E09", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Army or nation commander wounded or killed")},
            {nap::NapMfpEvent::E10, "E10", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Army or nation headquarters routed or lost")},
            {nap::NapMfpEvent::E11, "E11", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "ATTACK order in effect on an hourly turn")},
            {nap::NapMfpEvent::E12, "E12", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "ENGAGE or DEFEND order in effect on an hourly turn")},
            {nap::NapMfpEvent::E13, "E13", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "MARCH order in effect on an hourly turn")},
            {nap::NapMfpEvent::E14, "E14", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Unit violated its command's orders")},
            {nap::NapMfpEvent::E15, "E15", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Unit involuntarily violated formation order restrictions")},
            {nap::NapMfpEvent::E16, "E16", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Defend/Hold order marker overrun")},
            {nap::NapMfpEvent::E17, "E17", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Hour of march by an arriving command")},
            {nap::NapMfpEvent::E18, "E18", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Geographical objective held or lost")},
            {nap::NapMfpEvent::E19, "E19", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Enemy unit exits or touches a road entrance/exit point")},
            {nap::NapMfpEvent::E20, "E20", QT_TRANSLATE_NOOP("md::nap::NapMfpEvent", "Command withdraws or is forced to retreat (per unit)")},
        }};
        return table;
    }
};

template<>
struct EnumTable<nap::NapLogEvent>
{
    static constexpr const char *context = "md::nap::NapLogEvent";
    static std::span<const EnumText<nap::NapLogEvent>> rows()
    {
        static constexpr std::array<EnumText<nap::NapLogEvent>, 11> table{{
            {nap::NapLogEvent::Loss, "loss", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Losses")},
            {nap::NapLogEvent::Check, "check", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Morale check")},
            {nap::NapLogEvent::Rally, "rally", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Rally attempt")},
            {nap::NapLogEvent::DisorderCleared, "disorder-cleared", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Disorder removed")},
            {nap::NapLogEvent::MfpPhase, "mfp-phase", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Army Morale Fatigue Phase")},
            {nap::NapLogEvent::PhaseEnded, "phase-ended", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Phase ended")},
            {nap::NapLogEvent::TurnEnded, "turn-ended", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Turn ended")},
            {nap::NapLogEvent::CommandChanged, "command-changed", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Command changed")},
            {nap::NapLogEvent::PositionTaken, "position-taken", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Position taken")},
            {nap::NapLogEvent::RoutedOff, "routed-off", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Routed off the table")},
            {nap::NapLogEvent::CheckDismissed, "check-dismissed", QT_TRANSLATE_NOOP("md::nap::NapLogEvent", "Check dismissed")},
        }};
        return table;
    }
};

} // namespace md
