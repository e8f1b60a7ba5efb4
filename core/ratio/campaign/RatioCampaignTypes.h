#pragma once

#include "ratio/model/Battlegroup.h"
#include "ratio/rules/FieldDecision.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace md {

// Ratio's campaign records (R7, R8, R11, R12): what a battle did to each unit and piece, service records,
// replacements and the carry-over to the next battle. The generic campaign (app/campaign) never sees these.

// The losses and checks of one unit (or a total over several battles).
struct UnitTally
{
    int casualties = 0;
    int surrendered = 0;
    int shot = 0;
    int eliminated = 0;
    int destroyed = 0;
    int abandoned = 0;
    int leftBoard = 0;
    int leadersLost = 0; // soldiers above Trooper who are casualties, surrendered, shot or eliminated
    int checksPassed = 0;
    int checksFailed = 0;
    int timesBroken = 0; // failed checks whose result was Broken (R7)

    int piecesLost() const noexcept { return casualties + surrendered + shot + eliminated + destroyed + abandoned; }
    UnitTally &operator+=(const UnitTally &o) noexcept
    {
        casualties += o.casualties;
        surrendered += o.surrendered;
        shot += o.shot;
        eliminated += o.eliminated;
        destroyed += o.destroyed;
        abandoned += o.abandoned;
        leftBoard += o.leftBoard;
        leadersLost += o.leadersLost;
        checksPassed += o.checksPassed;
        checksFailed += o.checksFailed;
        timesBroken += o.timesBroken;
        return *this;
    }
    friend bool operator==(const UnitTally &, const UnitTally &) = default;
};

// One battlegroup in one recorded battle.
struct ParticipantResult
{
    QString battlegroup;
    QString side;            // the side it fought for (its name when the battlegroup names none)
    int ordinal = 0;         // this was the battlegroup's n-th battle
    int breakingTurn = 0;    // R11; 0 = never reached
    int retreatedFromTurn = 0; // breakingTurn + 1; 0 = did not retreat
    bool heldField = false;
    int startingPoints = 0;  // endurance as the battle began (R11)
    int endingPoints = 0;    // points still on the table at the end
    int lostPoints = 0;      // R11 losses, including pieces that left the board
    int units = 0;
    int piecesLost = 0;      // permanent losses
    int piecesLeftBoard = 0; // may return (R7)
    int logRecords = 0;
    friend bool operator==(const ParticipantResult &, const ParticipantResult &) = default;
};

struct BattleRecord
{
    int number = 0; // 1, 2, … in the order the battles were recorded
    QDate date;
    QString name;
    QString scenario;
    int turns = 0;
    BattleOutcome outcome = BattleOutcome::Undecided;
    QString heldBy; // the side that held the field when outcome is Held
    QString retreated; // the side that retreated when outcome is Retreated
    QString notes;
    QList<ParticipantResult> participants;
    friend bool operator==(const BattleRecord &, const BattleRecord &) = default;
};

// One line of a service record: one unit in one battle.
struct UnitBattle
{
    int battle = 0;
    QDate date;
    QString battleName;
    Experience experience = Experience::Seasoned; // as it entered the battle
    int pieces = 0;
    int startingPoints = 0;
    int endingPoints = 0;
    UnitTally tally;
    QString endStatus; // worst status still on the table, or "left-board" or "lost"
    friend bool operator==(const UnitBattle &, const UnitBattle &) = default;
};

struct ServiceRecord
{
    QString battlegroup;
    QString unitId;
    QString name;
    UnitKind kind = UnitKind::Infantry;
    Experience experience = Experience::Seasoned; // for its next battle (R8: green → seasoned after two)
    UnitTally total;
    QList<UnitBattle> battles;
    friend bool operator==(const ServiceRecord &, const ServiceRecord &) = default;
};

// A unit that has fought in the campaign: what the service-record view picks from.
struct CampaignUnit
{
    QString battlegroup;
    QString unitId;
    QString name;
    UnitKind kind = UnitKind::Infantry;
    int battles = 0;
    friend bool operator==(const CampaignUnit &, const CampaignUnit &) = default;
};

// R12: pieces on their way to the front. `unit` holds only the pieces that arrive when a unit of that id
// is already in the roster; otherwise it arrives as a whole new unit.
struct Replacement
{
    qint64 id = 0;
    QString battlegroup;
    Unit unit;
    int requestedAfter = 0; // battles the battlegroup had fought when they were asked for
    int delay = 0;          // battles they miss before they arrive
    int joinedBattle = 0;   // the battle number in which they first fought; 0 = not yet
    QString notes;
    // The battlegroup's battle (its ordinal) for which they are there.
    int arrivesFor() const noexcept { return requestedAfter + delay + 1; }
    friend bool operator==(const Replacement &, const Replacement &) = default;
};

struct NextBattleOptions
{
    // Surviving robots and vehicles start the next battle repaired. Off: damage carries over (house rule).
    bool repairDamage = true;
};

// A battlegroup ready for its next battle, and what the carry-over rules did to it (R7, R8, R12).
struct NextBattle
{
    Battlegroup battlegroup;
    int ordinal = 0;        // the battlegroup's battle this will be
    QStringList returned;   // pieces that left the board and are back (R7)
    QStringList survived;   // crew who survived their vehicle (R10) and are back on foot (R12)
    QStringList arrived;    // replacements (R12)
    QStringList promoted;   // units that became seasoned (R8)
    QStringList lost;       // pieces left out for good
    QStringList dissolved;  // units with nothing left
    QStringList repaired;   // robots and vehicles repaired
};

} // namespace md
