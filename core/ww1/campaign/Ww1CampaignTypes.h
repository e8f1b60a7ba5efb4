#pragma once

#include "ww1/model/Ww1Enums.h"
#include "ww1/model/Ww1Force.h"

#include <QDate>
#include <QList>
#include <QString>
#include <QStringList>

namespace md::ww1 {

// WW1's campaign records (docs/campaign-format.md, "WW1's tables"): what one battle did to each group and
// stand of a force, and the force for its next battle. Seed 002 has no campaign rule: the carry-over is the
// program's reading (Ww1CarryOver), shown to the players whenever it is applied.

// One group (platoon, company, section) at the end of one battle.
struct Ww1GroupResult
{
    QString groupId;
    QString name;
    QString side;
    Ww1GroupKind kind = Ww1GroupKind::Platoon;
    Ww1Role role = Ww1Role::Attacker;
    int startMembers = 0;
    int casualties = 0;
    Ww1Conditions conditionsTested;
    int testsPassed = 0;  // group tests (A.3.1) in this battle's log
    int testsFailed = 0;
    bool withdrew = false; // failed a group test in this battle, or ended it withdrawing (A.4.1)
    Ww1GroupStatus endStatus = Ww1GroupStatus::Normal;
    int stands = 0;
    int surrendered = 0; // stands whose latest result is Surrendered (A.4.2: for good)

    int effectiveMembers() const { return startMembers > casualties ? startMembers - casualties : 0; }
    friend bool operator==(const Ww1GroupResult &, const Ww1GroupResult &) = default;
};

// One stand at the end of one battle.
struct Ww1StandResult
{
    QString groupId;
    QString standId;
    QString name;
    Ww1Rank rank = Ww1Rank::Other;
    QString officerRank;
    QString square;
    Ww1Result result = Ww1Result::None;
    int tests = 0; // individual tests (A.3.3) in this battle's log
    bool testedUnderFire = false;
    bool testedHandToHand = false;
    bool testedEnterPosition = false;

    bool surrendered() const { return result == Ww1Result::Surrendered; }
    friend bool operator==(const Ww1StandResult &, const Ww1StandResult &) = default;
};

// One force (a campaign battlegroup) in one recorded battle.
struct Ww1ForceResult
{
    QString force;
    QString side;      // the side the campaign files it under (Ww1CarryOver::forceSide)
    int ordinal = 0;   // this was the force's n-th battle
    int turns = 0;
    int logRecords = 0;
    QList<Ww1GroupResult> groups;
    QList<Ww1StandResult> stands;

    int casualties() const
    {
        int n = 0;
        for (const Ww1GroupResult &g : groups)
            n += g.casualties;
        return n;
    }
    int withdrawals() const
    {
        int n = 0;
        for (const Ww1GroupResult &g : groups)
            n += g.withdrew ? 1 : 0;
        return n;
    }
    int surrenders() const
    {
        int n = 0;
        for (const Ww1GroupResult &g : groups)
            n += g.surrendered;
        return n;
    }
    friend bool operator==(const Ww1ForceResult &, const Ww1ForceResult &) = default;
};

struct Ww1BattleRecord
{
    int number = 0; // the campaign's battle number (shared with every system's battles)
    QDate date;
    QString name;
    QString scenario;
    int turns = 0;
    QString notes;
    QList<Ww1ForceResult> forces;
    friend bool operator==(const Ww1BattleRecord &, const Ww1BattleRecord &) = default;
};

// House rule for the next battle: the program's reading resets the once-per-game flags (T1, T3); a club that
// treats its men as veterans keeps them.
struct Ww1NextBattleOptions
{
    bool keepFirstTimeFlags = false;
};

// A force for its next battle and what the carry-over did to it, in the players' words.
struct Ww1NextBattle
{
    Ww1Force force;
    int ordinal = 0;            // the battle it is for (the force's n-th)
    QStringList groups;         // "1st Platoon: 30 men, 8 casualties: starts with 22"
    QStringList surrendered;    // stands gone as prisoners
    QStringList lost;           // groups with no one left
    QString reading;            // the program's campaign reading, as applied
};

} // namespace md::ww1
