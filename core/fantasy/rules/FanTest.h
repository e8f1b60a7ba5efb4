#pragma once

#include "fantasy/model/FanProfile.h"
#include "fantasy/model/FanRules.h"
#include "kernel/Fraction.h"
#include "kernel/Modifier.h"

#include <QCoreApplication>
#include <QHash>

namespace md::fantasy {

// A character, unit or monster near the tester, as the players point it out: the resolver decides whether it
// counts (C.3: free = out of combat, visible, not routing or retiring; a monster is never a friend).
struct FanNeighbour
{
    QString name;
    FanUnitKind kind = FanUnitKind::Regiment;
    FanUnitState state = FanUnitState::Normal;
    bool visible = true;
    bool inCombat = false;
};

// What happened to the tester, one field per condition of C.3 step 3.
struct FanConditions
{
    bool characterInControl = false;
    bool characterKilled = false;             // this turn (C-9: then only this one applies)
    QList<FanNeighbour> friendsWithin10cm;
    QList<FanNeighbour> enemiesWithin20cm;
    bool hatedFoeWithin20cm = false;
    bool flank = false;
    bool rear = false;
    int enemyFiguresEngaged = 0;              // C-6: all enemy figures in the engagement
    bool lostLastRound = false;
    int figuresInLightCover = 0;
    int figuresInMediumCover = 0;
    int figuresInHeavyCover = 0;
    bool attackedByMagic = false;
    bool attackedByMonster = false;           // a monster's flame attack counts
    bool attackedByUndead = false;            // not by undead missiles (C.3)
    QHash<QString, int> custom;               // the race's own rows by id: 1 for a tick, or a count
};

struct FanTestInput
{
    FanClass moraleClass = FanClass::B;
    FanUnitKind kind = FanUnitKind::Regiment;
    FanUnitState state = FanUnitState::Normal;
    int startFigures = 1;
    int currentFigures = 1;
    FanTrigger trigger = FanTrigger::Listed;
    QString listedTrigger;                    // with FanTrigger::Listed: an entry of the race's whenToTest
    bool exemptBySpell = false;               // a spell, miracle, curse or wonder (C.2)
    FanConditions conditions;
};

// Everything the table needs before the D4 is rolled.
struct FanAssessment
{
    QStringList refusals;        // why there is no test (exempt, destroyed, a needed table empty); empty: it tests
    int lossStep = 0;            // 0 … 90
    int bmv = 0;
    Modifiers modifiers;         // each applied row of the sheet, with its count in the label
    QStringList notCounted;      // neighbours left out, each with the reason
    int mmv = 0;                 // BMV + the modifiers
    std::array<Fraction, 4> odds; // by FanResult, in quarters
    bool tests() const { return refusals.isEmpty(); }
    Fraction chance(FanResult r) const { return odds[static_cast<size_t>(r)]; }
};

// C.3: the Morale Test, from the Profile Sheet's numbers and the unit's conditions to one D4.
class FanTest
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanTest)

public:
    static FanAssessment assess(const FanProfile &profile, const FanTestInput &input, const FanRules &rules = {});
    // C.3 step 5: the band of `bands` that holds `fmv`; nullopt where a table has a gap.
    static std::optional<FanResult> resultFor(const QList<FanResultBand> &bands, int fmv);
    // C.3 steps 4-5: FMV = MMV + D4 (1-4), looked up in the class's column. The assessment must test.
    static FanResult resolve(const FanProfile &profile, FanClass moraleClass, const FanAssessment &assessment, int d4);
    // C.4.2, C-3: a rally passes on Carry On or Uncontrolled Advance, fails on Rout or Retire.
    static bool rallies(FanResult result)
    {
        return result == FanResult::CarryOn || result == FanResult::UncontrolledAdvance;
    }
    // C.2, C-14: skeletons go the moment their controller is wounded or killed.
    static bool skeletonsRemoved(bool controllerWounded, bool controllerKilled)
    {
        return controllerWounded || controllerKilled;
    }
};

} // namespace md::fantasy
