#pragma once

#include "fantasy/model/FanEnums.h"
#include "fantasy/model/FanMoment.h"

#include <QString>

#include <optional>

namespace md::fantasy {

// A result decided now and carried out later (C.4): a post-combat test's, a Retire obtained in phase 11, or a
// failed rally's next rout move, all in phase 1 of the next turn.
struct FanPending
{
    FanResult result = FanResult::CarryOn;
    FanTrigger trigger = FanTrigger::Listed;
    FanMoment due;
    friend bool operator==(const FanPending &, const FanPending &) = default;
};

// A regiment, monster, skeleton unit or character of one side (C.1). Figures are recorded before the battle;
// losses are always against the recorded start (C-11).
struct FanUnit
{
    QString id;                          // typed in play steps: no spaces
    QString name;
    QString race;                        // the Profile Sheet it tests with (FanBattle::profiles, by race)
    FanClass moraleClass = FanClass::B;
    FanUnitKind kind = FanUnitKind::Regiment;
    int startFigures = 20;
    int currentFigures = 20;
    FanUnitState state = FanUnitState::Normal;
    std::optional<FanMoment> routedAt;   // decides its first rally (C.4.2)
    std::optional<FanPending> pending;
    bool movedThisTurn = false;          // decides when an Uncontrolled Advance charges (C.4.1)
    QString controllerId;                // skeletons: the character whose wound or death removes them (C-14)
    QString withUnitId;                  // a character: the unit he is with (routs and retires with it, C.4.1)
    bool wounded = false;                // a character
    int exemptThroughTurn = 0;           // a spell, miracle, curse or wonder: no test up to this turn (C.2)
    int rallyFailures = 0;
    QString notes;

    bool gone() const { return state == FanUnitState::Destroyed; }
    friend bool operator==(const FanUnit &, const FanUnit &) = default;
};

// One army on the table: both are in the battle, so that a test can name friends from one and enemies from the
// other.
struct FanSide
{
    QString name;
    QList<FanUnit> units;
    friend bool operator==(const FanSide &, const FanSide &) = default;
};

} // namespace md::fantasy
