#pragma once

#include "ww1/campaign/Ww1CampaignTypes.h"

#include <QCoreApplication>

namespace md::ww1 {

// WW1's campaign rules on plain forces, with no database. Seed 002 gives none; this is the program's reading,
// told to the players by reading() wherever it is applied:
// - a group starts its next battle at its effective members (start - casualties): "recovering any casualties"
//   (A.4.1) happens within a battle, so losses are for good between battles; its casualties are 0, no
//   condition tested (A.2.1 counts against the new start), carrying on (a withdrawal ends at its own line,
//   A.4.1, A-10);
// - surrendered stands are prisoners and gone (A.4.2: "permanent"); every other stand's result is cleared;
// - the once-per-game flags (T1 first time under fire, T3 first hand-to-hand, T2 under A-6) are reset: each
//   battle is a game as the seed writes it. Keeping T1 and T3 ("veterans") is a house rule
//   (Ww1NextBattleOptions::keepFirstTimeFlags);
// - a group with no one left is gone with its stands; the log starts empty at turn 1; names, sides, roles,
//   squares, the players' data (A.6) and the switches (A.5) stay.
class Ww1CarryOver
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1CarryOver)

public:
    // The side the campaign files a force under: its groups' side when they share one, else its first group's
    // side that has one, else the force's name. A force holding both sides is split first (bySide()).
    static QString forceSide(const Ww1Force &force);
    // A force as the campaign records it: one force per side its groups name, so that each side's groups are
    // filed under that side and its next battle gives that side's groups. A force of one side (or of none) is
    // itself; otherwise each part is named "<force name> (<side>)" and holds that side's groups (a group
    // naming no side goes with the first side's), the log records of those groups and their stands, and every
    // record naming no group or stand (the turns).
    static QList<Ww1Force> bySide(const Ww1Force &force);
    // Turns played: the latest turn its log names, else its turn.
    static int playedTurns(const Ww1Force &force);

    static Ww1GroupResult groupResult(const Ww1Force &force, const Ww1Group &group);
    static QList<Ww1StandResult> standResults(const Ww1Force &force, const Ww1Group &group);
    static Ww1ForceResult result(const Ww1Force &force);

    // The force as the battle began, from its end state and its log: casualties and tested conditions the log
    // recorded are undone, results and first-time flags it set are cleared, the log is empty, turn 1.
    static Ww1Force entrySnapshot(const Ww1Force &exit);

    // The force for its next battle (the reading above); `ordinal` is the battle it is for.
    static Ww1NextBattle nextBattle(const Ww1Force &lastExit, int ordinal, const Ww1NextBattleOptions &options = {});
    // The reading, in the players' words (the status text of the next battle, the docs).
    static QString reading(const Ww1NextBattleOptions &options = {});
};

} // namespace md::ww1
