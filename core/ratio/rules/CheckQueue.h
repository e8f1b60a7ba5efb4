#pragma once

#include "ratio/model/Battlegroup.h"
#include "ratio/rules/RatioQueries.h"

#include <QList>

namespace md::ratio {

// Why a piece is in the checks queue (R6). The window puts it in a player's words.
enum class QueueReason {
    // Due now
    CarriedOver,    // an end-turn override left it unchecked: due "at the start of the next turn, before anything else"
    FailedBefore,   // failed its last check, in an earlier turn: the marker stays, it checks every turn until it passes
    MarkedLastTurn, // marked last turn after it had acted or checked (or on its own initiative): it checks this turn
    MarkedThisTurn, // its unit suffered a loss, or it was damaged, this turn
    // Next turn
    FailedThisTurn,  // failed this turn: checks again next turn, and every turn until it passes
    CheckedThisTurn, // checked this turn and was marked again after it: one check a turn (R13 case 2)
    ActedThisTurn,   // marked after it moved or fired this turn
    OwnInitiative,   // damaged while it had the initiative: no check until its next turn (R13 case 3)
};

struct QueuedCheck
{
    PieceRef ref;
    QueueReason reason = QueueReason::MarkedThisTurn;
    // CarriedOver: the first turn it was due and left unchecked. FailedBefore, FailedThisTurn, CheckedThisTurn:
    // the turn of its last check. Otherwise the current turn (MarkedLastTurn: the turn before).
    int turn = 0;
    // MarkedThisTurn: the log record of this turn's latest loss that marks its unit; -1 when the log has none.
    qsizetype cause = -1;
    friend bool operator==(const QueuedCheck &, const QueuedCheck &) = default;
};

struct CheckQueue
{
    // R6, in the order the checks are made (see checkQueue()).
    QList<QueuedCheck> now;
    // R6: marked, but not before next turn; roster order.
    QList<QueuedCheck> nextTurn;
};

// The checks of the current turn as a queue. The order (R6):
//  1. pieces an end-turn override left unchecked: "due at the start of the next turn, before anything else";
//  2. the other pieces that began the turn with a marker (failed earlier, or marked last turn after acting):
//     "a soldier who begins a turn with a marker must check before the end of that turn";
//  3. the pieces marked this turn ("must check when he gets the initiative, before any other action").
// Within each group roster order (unit by unit, piece by piece), as the players read the status sheet.
// A marker placed this turn and one kept from last turn look the same on the piece; the log tells them apart:
// a marker due now whose unit suffered no marking loss this turn was placed in an earlier turn.
CheckQueue checkQueue(const Battlegroup &bg);

// Whether a log record is a loss or event that marks its unit's remaining members (R6, R8a, R10).
bool marksUnit(const LogRecord &record);

} // namespace md::ratio
