#pragma once

#include "fantasy/model/FanBattle.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

#include <array>

namespace md::fantasy {

// The fantasy campaign records (docs/campaign-format.md, "The fantasy records"): what one battle did to each
// side and unit, and a side's army for its next battle. Part C has no campaign rule: everything the carry-over
// does is the program's reading (FanCarryOver), shown to the players wherever it is applied.

// Why a unit is not in its side's next battle.
enum class FanGoneReason { Destroyed, Killed, RoutedOffTable, ControllerGone };

// One unit as a battle ended.
struct FanUnitResult
{
    QString unitId;
    QString name;
    QString race;
    FanClass moraleClass = FanClass::B;
    FanUnitKind kind = FanUnitKind::Regiment;
    int startFigures = 0;      // as recorded for this battle (C-11)
    int endFigures = 0;
    FanUnitState endState = FanUnitState::Normal;
    bool wounded = false;      // a character
    int tests = 0;             // Morale Tests naming it in the battle's log, rallies included
    int routs = 0;             // of them, those whose result was Rout, rallies left out (a failed rally routs on)
    int rallyFailures = 0;

    int figuresLost() const { return startFigures > endFigures ? startFigures - endFigures : 0; }
    bool gone() const { return endState == FanUnitState::Destroyed; }
    friend bool operator==(const FanUnitResult &, const FanUnitResult &) = default;
};

// One side (a campaign battlegroup) in one recorded battle.
struct FanSideResult
{
    QString side;              // its name: the campaign's battlegroup and side
    int index = 0;             // 0 or 1: its place in the battle file
    int ordinal = 0;           // this was the side's n-th recorded battle
    int turns = 0;
    QList<FanUnitResult> units;

    int figuresLost() const
    {
        int n = 0;
        for (const FanUnitResult &u : units)
            n += u.figuresLost();
        return n;
    }
    int count(FanUnitState state) const
    {
        int n = 0;
        for (const FanUnitResult &u : units)
            n += u.endState == state ? 1 : 0;
        return n;
    }
    int tests() const
    {
        int n = 0;
        for (const FanUnitResult &u : units)
            n += u.tests;
        return n;
    }
    int routs() const
    {
        int n = 0;
        for (const FanUnitResult &u : units)
            n += u.routs;
        return n;
    }
    friend bool operator==(const FanSideResult &, const FanSideResult &) = default;
};

struct FanBattleRecord
{
    int number = 0;            // the campaign's battle number (shared with every system's battles)
    QDate date;
    QString name;              // the campaign's name for it (the battle file's name unless given)
    QString battleName;        // the battle file's name
    QString scenario;
    int turns = 0;
    QString notes;
    int turnReached = 1;       // the clock's turn as the battle ended
    std::array<QString, FanBattle::sideCount> sideNames;
    QString profiles;          // the sheets the battle held: "RACE rN", joined by "; "
    QList<FanSideResult> sides; // the sides recorded (a side without units is not), in the file's order
    friend bool operator==(const FanBattleRecord &, const FanBattleRecord &) = default;
};

// A side's army for its next battle and what the carry-over did, in the players' words.
struct FanNextBattle
{
    FanBattle battle;
    QString side;
    int sideIndex = 0;
    QStringList carried;       // "Hearth guard (17 figures)"
    QStringList gone;          // "Miners (destroyed)"
    QStringList wounded;       // characters who stay wounded
    QStringList profiles;      // "Example dwarfs r2"
    QString status;            // the lines above in one text, then the reading
    QString reading;
};

} // namespace md::fantasy
