#include "ratio/models/CheckQueueText.h"

namespace md {

namespace {
QString label(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }

QString nameIn(const Unit &unit, const QString &pieceId)
{
    for (const Piece &p : unit.pieces) {
        if (p.id == pieceId)
            return label(p);
    }
    return pieceId;
}
} // namespace

QString CheckQueueText::why(const Battlegroup &bg, const ratio::QueuedCheck &check)
{
    using ratio::QueueReason;
    const Unit &unit = bg.units.at(check.ref.unit);
    const Piece &piece = unit.pieces.at(check.ref.piece);
    const bool soldier = piece.kind == PieceKind::Soldier;
    switch (check.reason) {
    case QueueReason::CarriedOver:
        return tr("carried over from turn %1").arg(check.turn);
    case QueueReason::FailedBefore:
        return soldier ? tr("failed last turn: checks every turn until he passes")
                       : tr("failed last turn: checks every turn until it passes");
    case QueueReason::MarkedLastTurn:
        return soldier ? tr("marked last turn after he had moved, fired or checked")
                       : tr("marked last turn after it had acted, checked or was hit on its own initiative");
    case QueueReason::MarkedThisTurn:
        break;
    case QueueReason::FailedThisTurn:
        return soldier ? tr("failed this turn: checks every turn until he passes")
                       : tr("failed this turn: checks every turn until it passes");
    case QueueReason::CheckedThisTurn:
        return tr("already checked this turn, marked again since: one check a turn");
    case QueueReason::ActedThisTurn:
        return soldier ? tr("marked after he moved or fired this turn") : tr("marked after it moved or fired this turn");
    case QueueReason::OwnInitiative:
        return tr("damaged during its own initiative");
    }
    if (check.cause < 0 || check.cause >= bg.log.size())
        return tr("marked this turn");
    const LogRecord &cause = bg.log.at(check.cause);
    const QString other = nameIn(unit, cause.pieceId);
    if (cause.pieceId == piece.id)
        return tr("damaged this turn");
    switch (cause.event) {
    case LogEvent::Casualty:
        return tr("lost a comrade this turn (%1)").arg(other);
    case LogEvent::Surrender:
        return tr("lost a comrade this turn: %1 surrendered").arg(other);
    case LogEvent::Check:
        return tr("lost a comrade this turn: %1 was eliminated").arg(other);
    case LogEvent::PenetratingHit:
    case LogEvent::SystemDamage:
    case LogEvent::WeaponLost:
        return tr("%1 of the unit was damaged this turn").arg(other);
    case LogEvent::BailOut:
        return piece.crewSurvivor ? tr("bailed out of %1 this turn").arg(other) : tr("the crew of %1 bailed out this turn").arg(other);
    case LogEvent::Explosion:
        return piece.crewSurvivor ? tr("survived the destruction of %1 this turn").arg(other)
                                  : tr("%1 of the unit was destroyed this turn").arg(other);
    case LogEvent::NbcAttack:
        return tr("NBC attack on the unit this turn");
    default:
        return tr("marked this turn");
    }
}

QString CheckQueueText::rule(const ratio::QueuedCheck &check)
{
    using ratio::QueueReason;
    switch (check.reason) {
    case QueueReason::CarriedOver:
        return tr("The turn was ended without this check: it is due at the start of this turn, before anything else (R6).");
    case QueueReason::FailedBefore:
    case QueueReason::FailedThisTurn:
        return tr("A failure keeps the marker: the piece checks every turn until it passes (R6).");
    case QueueReason::MarkedLastTurn:
        return tr("A piece that begins a turn with a marker must check before the end of that turn (R6).");
    case QueueReason::MarkedThisTurn:
        return tr("A loss marks every remaining member; a marked piece checks when it gets the initiative, before any "
                  "other action (R6).");
    case QueueReason::CheckedThisTurn:
        return tr("No piece makes more than one morale check a turn: the new marker is checked next turn (R6, R13 case 2).");
    case QueueReason::ActedThisTurn:
        return tr("A piece that has already moved or fired this turn checks next turn (R6).");
    case QueueReason::OwnInitiative:
        return tr("Damage taken while the piece itself has the initiative is checked in its next turn (R6, R13 case 3).");
    }
    return {};
}

QString CheckQueueText::roll(const LogRecord &record)
{
    const QString result = record.outcome == CheckOutcome::Passed ? tr("passed") : tr("failed, %1").arg(enumDisplayName(record.result));
    if (!record.die)
        return tr("no roll: %1").arg(result);
    return tr("%1: %2").arg(*record.die).arg(result);
}

QString CheckQueueText::preview(const ratio::CheckAssessment &assessment, std::optional<int> face)
{
    const bool passes = face ? assessment.passesWith(*face) : assessment.successFaces >= 10;
    const QString result = passes ? tr("passes") : tr("fails: %1").arg(enumDisplayName(assessment.failure));
    if (!face)
        return tr("no roll → %1").arg(result);
    return tr("%1 → %2").arg(*face).arg(result);
}

} // namespace md
