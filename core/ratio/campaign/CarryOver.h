#pragma once

#include "ratio/campaign/RatioCampaignTypes.h"

#include <QCoreApplication>
#include <QHash>
#include <QList>

namespace md {

// The campaign rules on plain battlegroups, with no database: what a battle did to each unit, and the
// roster for the next battle (R7, R8, R10, R12). Who held the field (R11) is ratio::FieldDecision's. RatioCampaignRecorder
// stores the results.
class CarryOver
{
    Q_DECLARE_TR_FUNCTIONS(md::CarryOver)

public:
    // Lost for good. Pieces that left the board are not: they may return (R7, R12).
    static bool isPermanentLoss(Presence presence) noexcept;

    // The battlegroup as the battle began, derived from its state at the end: the log is undone (damage
    // repaired, crews that bailed out back in their vehicles), every piece on the table, play state reset.
    static Battlegroup entrySnapshot(const Battlegroup &exit);

    // Turns played: the current turn, unless it was only just opened by ending the previous one.
    static int playedTurns(const Battlegroup &bg) noexcept;

    // The side a battlegroup fights for: its `side`, or its name when it has none.
    static QString sideKey(const Battlegroup &bg);
    // R11 for battlegroups as they ended the battle, each on its sideKey (ratio::FieldDecision decides).
    static ratio::FieldDecision field(const QList<Battlegroup> &battlegroups);

    static UnitTally tally(const Unit &unit, const Battlegroup &bg);
    // "normal", "cautious", "shaken", "broken" (worst on the table), else "left-board" or "lost".
    static QString endStatus(const Unit &unit);

    // The next battle's roster from the last one's end state. `unitBattles`: battles each unit (by id)
    // has fought so far; `arrivals`: replacements due now, in the order they were asked for.
    static NextBattle nextBattle(const Battlegroup &lastExit, const QHash<QString, int> &unitBattles,
                                 const QList<Replacement> &arrivals, const NextBattleOptions &options);

    // Brings a surviving robot or vehicle back to full working order; false when nothing needed it.
    static bool repair(Piece &piece);
    // The play state a piece starts a battle with.
    static Piece freshPiece(const Piece &piece);
    static QString label(const Piece &piece);
};

} // namespace md
