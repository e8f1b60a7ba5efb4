#pragma once

#include "ratio/rules/FieldDecision.h"
#include "ratio/rules/RatioEngine.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

namespace md::ratio {

// The turn both sides of a game share (issue 15): ending it for both at once (R6), and R11 decided for both in
// a player's words. A single battlegroup is a game of one side here: the same words, the same rule.
class GameTurn
{
    Q_DECLARE_TR_FUNCTIONS(md::ratio::GameTurn)

public:
    // R6: ends the shared turn on every side, or on none. Refused while any side has checks due, naming the
    // side and its pieces, unless `overridePending` (the override each side's log then records, as for one).
    // On success every side's turn has advanced by one; on refusal `sides` is untouched.
    static ActionResult endTurn(QList<Battlegroup> &sides, bool overridePending = false);

    // The pieces that must still check this turn, side by side ("3rd Rangers: Pvt. Cole, Pvt. Diaz; Red Force:
    // Tank"); empty when none is due.
    static QString dueText(const QList<Battlegroup> &sides);

    // R11 for the sides of one game: each side is a participant, named by its index so that two sides with the
    // same name are still two.
    static FieldDecision decide(const QList<Battlegroup> &sides);

    // R11 in plain words for the retreat banner; empty while no side has reached its breaking point.
    // "Red Force reached its breaking point in turn 3: it retreats from turn 4; 3rd Rangers hold the field."
    // "Both battlegroups reached their breaking point in turn 4: neither holds the field."
    static QString outcomeText(const QList<Battlegroup> &sides);

    // A side as a player calls it: its name, else its side, else "Side 1".
    static QString sideName(const QList<Battlegroup> &sides, int index);
};

} // namespace md::ratio
