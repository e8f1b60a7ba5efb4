#pragma once

#include "napoleonic/campaign/NapCampaignTypes.h"

#include <QCoreApplication>

namespace md::nap {

// The Napoleonic campaign rule on plain battles, with no database. Seed 003 gives 15.96 (B.4.7 "Campaign"):
// an army that exceeded its MFP during a battleday is -1 CMR on the next one, commands arriving on later
// battledays exempt. The rest is the program's reading, told to the players by reading() wherever it applies:
// - the next battleday is battleday + 1 from turn 1 and the first phase, every army's MFP used 0, tier 0 and
//   demoralization penalty 0 (15.85, 15.91 count within a battleday), `campaignPenalty` -1 for an army whose
//   `exceededToday` was set and 0 otherwise, `exceededToday` false;
// - figures lost carry over (15.52: "permanent"), and so do cannon lost; the starting CMR stays (15.27);
// - Disordered and Routed units start Good; eliminated units stay out (they are not in the next battleday);
//   rally failures, shock adjustments and the phase's checks are reset (they belong to a rout or a phase);
// - commands still awaiting their arrival at the end of the day arrive on a later battleday (`lateArrival`:
//   exempt from the -1); every unit and command that was on the table or withdrew is no late arrival on the
//   next battleday; withdrawn commands are back on the table (the players deploy the new battleday);
// - orders are given afresh (None), captured positions are the owner's again (15.86: "for the rest of the
//   battleday"); officers, the players' data (B.6), the switches (B.5) and names stay; the log and the
//   pending checks start empty.
class NapCarryOver
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCarryOver)

public:
    // The battle as one army recorded it: that army alone, its log records and those naming no army (the
    // turns, the phases). The players' data and the switches are the battle's.
    static NapBattle armyBattle(const NapBattle &battle, const NapArmy &army);
    // Turns played: the latest turn its log names, else its turn.
    static int playedTurns(const NapBattle &battle);
    // B.4.7: the highest of the army's tier at the end, the tier its used total gives against its total at
    // the end, and 1 when it exceeded its MFP during the day.
    static int tierReached(const NapArmy &army, const NapBattle &battle);

    static QList<NapUnitResult> unitResults(const NapBattle &battle, const NapArmy &army);
    static NapArmyResult result(const NapBattle &battle, const NapArmy &army);

    // The battle as the day began, from its end state and its log: figures and cannon the log recorded lost
    // are undone, units the log checked, rallied or removed are Good, the armies' MFP used, tier and
    // demoralization are 0, nothing exceeded, no position taken, the log and pending checks empty, turn 1.
    static NapBattle entrySnapshot(const NapBattle &exit);

    // The battle for its next battleday (the rule and the reading above).
    static NapNextBattleday nextBattleday(const NapBattle &last);
    // The rule and the reading, in the players' words (the status text of the next battleday, the docs).
    static QString reading();
};

} // namespace md::nap
