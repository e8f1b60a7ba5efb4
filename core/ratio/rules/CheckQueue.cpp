#include "ratio/rules/CheckQueue.h"

#include <QHash>

#include <algorithm>

namespace md::ratio {

bool marksUnit(const LogRecord &record)
{
    switch (record.event) {
    case LogEvent::Casualty:
    case LogEvent::PenetratingHit:
    case LogEvent::SystemDamage:
    case LogEvent::WeaponLost:
    case LogEvent::Surrender:
    case LogEvent::BailOut:
    case LogEvent::Explosion:
    case LogEvent::NbcAttack:
        return true;
    case LogEvent::Check:
        // R7 interpretation: an Eliminated soldier (or a destroyed robot) is a loss of his unit.
        return record.result == FailureResult::Eliminated || record.result == FailureResult::Destroyed;
    default:
        return false;
    }
}

namespace {
// The position of a piece's group in the queue (R6): carried over, began the turn marked, marked this turn.
int groupOf(QueueReason reason)
{
    switch (reason) {
    case QueueReason::CarriedOver:
        return 0;
    case QueueReason::FailedBefore:
    case QueueReason::MarkedLastTurn:
        return 1;
    default:
        return 2;
    }
}
} // namespace

CheckQueue checkQueue(const Battlegroup &bg)
{
    // This turn's latest marking loss per unit id: the log is read back to the turn's start only.
    QHash<QString, qsizetype> causes;
    for (qsizetype i = bg.log.size() - 1; i >= 0 && bg.log.at(i).turn == bg.turn; --i) {
        const LogRecord &r = bg.log.at(i);
        if (marksUnit(r) && !causes.contains(r.unitId))
            causes.insert(r.unitId, i);
    }

    CheckQueue queue;
    for (int u = 0; u < bg.units.size(); ++u) {
        const Unit &unit = bg.units.at(u);
        const qsizetype cause = causes.value(unit.id, -1);
        for (int i = 0; i < unit.pieces.size(); ++i) {
            const PieceState &s = unit.pieces.at(i).state;
            if (s.presence != Presence::Active || !s.marker)
                continue;
            QueuedCheck q;
            q.ref = {u, i};
            q.turn = bg.turn;
            if (s.lastCheckTurn == bg.turn) {
                // One check per turn (R6): a failure keeps the marker it had; a pass then a new loss sets a later one.
                q.reason = s.markerDueTurn <= bg.turn ? QueueReason::FailedThisTurn : QueueReason::CheckedThisTurn;
                queue.nextTurn.append(q);
            } else if (s.markerDueTurn > bg.turn) {
                q.reason = s.actedTurn == bg.turn ? QueueReason::ActedThisTurn : QueueReason::OwnInitiative;
                queue.nextTurn.append(q);
            } else if (s.markerDueTurn < bg.turn) {
                if (s.lastCheckTurn == bg.turn - 1 && s.lastCheckTurn >= s.markerDueTurn) {
                    // Checked last turn with this marker and kept it: a failure (R6).
                    q.reason = QueueReason::FailedBefore;
                    q.turn = s.lastCheckTurn;
                } else {
                    // Due in an earlier turn and not checked in the last: an end-turn override passed it by.
                    q.reason = QueueReason::CarriedOver;
                    q.turn = std::max(s.markerDueTurn, s.lastCheckTurn + 1);
                }
                queue.now.append(q);
            } else if (cause >= 0 || bg.turn == 1) {
                q.reason = QueueReason::MarkedThisTurn;
                q.cause = cause;
                queue.now.append(q);
            } else {
                q.reason = QueueReason::MarkedLastTurn;
                q.turn = bg.turn - 1;
                queue.now.append(q);
            }
        }
    }
    // Roster order within each group: a stable sort by group keeps it.
    std::stable_sort(queue.now.begin(), queue.now.end(),
                     [](const QueuedCheck &a, const QueuedCheck &b) { return groupOf(a.reason) < groupOf(b.reason); });
    return queue;
}

} // namespace md::ratio
