#pragma once

#include "napoleonic/model/NapBattle.h"
#include "napoleonic/model/NapEnums.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace md::nap {

// The Napoleonic campaign records (docs/campaign-format.md, "The Napoleonic tables"): what one battleday did
// to each army and unit, and the battle for its next battleday. Seed 003 gives one campaign rule (15.96: an
// army that exceeded its MFP is -1 CMR on the next battleday); everything else the carry-over does is the
// program's reading (NapCarryOver), shown to the players whenever it is applied.

// One unit at the end of one battleday.
struct NapUnitResult
{
    QString unitId;
    QString name;
    QString commandId;
    QString command;           // the command's name
    NapUnitType type = NapUnitType::Infantry;
    int startCmr = 0;
    int startFigures = 0;
    int figuresLost = 0;       // cumulative: carried over from earlier battledays (15.52)
    int startCannon = 0;
    int cannonLost = 0;
    NapUnitState endState = NapUnitState::Good;
    bool lateArrival = false;  // it or its command arrived on a later battleday (15.96's exemption)
    int checks = 0;            // morale checks naming it in this battleday's log

    int currentFigures() const { return startFigures > figuresLost ? startFigures - figuresLost : 0; }
    friend bool operator==(const NapUnitResult &, const NapUnitResult &) = default;
};

// One army (a campaign battlegroup) in one recorded battleday.
struct NapArmyResult
{
    QString army;              // its name: the campaign's battlegroup and side
    QString armyId;
    int ordinal = 0;           // this was the army's n-th recorded battleday
    int turns = 0;
    int mfpTotalHalf = 0;      // B.4.5 at the end of the day, half-points
    int mfpUsedHalf = 0;       // 15.85, half-points
    int tierReached = 0;       // B.4.7: 0 normal ... 3 at 200 %
    int demoralPenalty = 0;    // 15.91 at the end of the day (<= 0)
    int campaignPenalty = 0;   // the -1 it carried into this day (15.96), or 0
    bool exceeded = false;     // exceeded its MFP this day: -1 CMR on the next (15.96)
    int logRecords = 0;
    QList<NapUnitResult> units;

    int nextPenalty() const { return exceeded ? -1 : 0; }
    int figuresLost() const
    {
        int n = 0;
        for (const NapUnitResult &u : units)
            n += u.figuresLost;
        return n;
    }
    int count(NapUnitState state) const
    {
        int n = 0;
        for (const NapUnitResult &u : units)
            n += u.endState == state ? 1 : 0;
        return n;
    }
    friend bool operator==(const NapArmyResult &, const NapArmyResult &) = default;
};

struct NapBattledayRecord
{
    int number = 0;            // the campaign's battle number (shared with every system's battles)
    QDate date;
    QString name;              // the campaign's name for it ("Waterloo, battleday 1" unless given)
    QString battleName;        // the battle file's name
    int battleday = 1;
    QString scenario;
    int turns = 0;
    QString notes;
    QList<NapArmyResult> armies;
    friend bool operator==(const NapBattledayRecord &, const NapBattledayRecord &) = default;
};

// A battle for its next battleday and what the carry-over did, in the players' words.
struct NapNextBattleday
{
    NapBattle battle;
    int battleday = 0;         // the battleday it is for
    QStringList armies;        // "French: exceeded its MFP on battleday 1: -1 CMR on battleday 2 (15.96)"
    QStringList eliminated;    // units that stay out
    QStringList lateArrivals;  // commands still to arrive: exempt from the -1
    QString reading;           // the rule and the program's reading, as applied
};

} // namespace md::nap
