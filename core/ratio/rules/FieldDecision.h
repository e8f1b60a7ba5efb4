#pragma once

#include "ratio/model/Battlegroup.h"

#include <QList>
#include <QString>

namespace md {

// R11: who held the field.
enum class BattleOutcome {
    Undecided, // nobody retreated (or several sides are still on the field)
    Held,      // one side held the field
    Neither,   // the last sides on the field reached their breaking point in the same turn
    Retreated, // the only side recorded retreated: its opponent, not recorded, held the field
};

namespace ratio {

// R11: who held the field, from the battlegroups of one battle. The one function that decides every line-up;
// the campaign records only store the answer.
struct FieldDecision
{
    // One recorded battlegroup: the side it fought for and the turn it reached its breaking point (0: never).
    struct Participant
    {
        QString side;
        int breakingTurn = 0;
    };

    BattleOutcome outcome = BattleOutcome::Undecided;
    QString heldBy;        // the side that held the field when outcome is Held
    QString retreated;     // the side that retreated when outcome is Retreated
    QList<bool> heldField; // per participant, in the order given

    // A side is on the field while any of its battlegroups is; it leaves in the turn its last one reached the
    // breaking point (it retreats from the next, R11).
    // - No side left: Undecided. Several sides still there: Undecided (nobody holds it alone).
    // - Exactly one side still there: it holds the field.
    // - Every side left: the one that left last holds it ("if one battlegroup retreats the other holds the
    //   field"); several that left in that same last turn: Neither ("both reach the breaking point in the same
    //   turn: neither holds it", R13 case 6).
    // - Only one side recorded: Retreated when it left (its opponent, not recorded, held the field), else
    //   Undecided.
    static FieldDecision decide(const QList<Participant> &participants);
};

} // namespace ratio
} // namespace md
