#include "ratio/widgets/PlayRefusals.h"

#include "ratio/rules/RatioEngine.h"

namespace md {

namespace {
QString unitLabel(const Unit &u) { return u.name.isEmpty() ? u.id : u.name; }
} // namespace

PlayRefusals::PlayRefusals(const Battlegroup &battlegroup, ratio::PieceRef selection)
    : m_bg(battlegroup)
    , m_queries(battlegroup)
    , m_selection(selection)
{
}

QList<PlayVerb> PlayRefusals::verbs()
{
    return {PlayVerb::Roll,         PlayVerb::Casualty,   PlayVerb::PenetratingHit, PlayVerb::LoseMovement,
            PlayVerb::LoseTargeting, PlayVerb::LoseDamageControl, PlayVerb::KnockOutWeapon, PlayVerb::Surrender,
            PlayVerb::OfficerShoots, PlayVerb::LeaveBoard, PlayVerb::MarkActed,     PlayVerb::NbcAttack,
            PlayVerb::BailOut,      PlayVerb::ExplosiveDestruction};
}

VehicleSystem PlayRefusals::systemOf(PlayVerb verb)
{
    switch (verb) {
    case PlayVerb::LoseTargeting:
        return VehicleSystem::Targeting;
    case PlayVerb::LoseDamageControl:
        return VehicleSystem::DamageControl;
    default:
        break;
    }
    return VehicleSystem::Movement;
}

ratio::PieceRef PlayRefusals::checkTarget() const
{
    if (m_selection.unit < 0 || m_selection.unit >= m_bg.units.size())
        return {};
    if (m_selection.piece >= 0)
        return m_selection;
    const QList<ratio::PieceRef> due = ratio::checksDue(m_bg, m_selection.unit);
    return due.isEmpty() ? ratio::PieceRef{} : due.constFirst();
}

QString PlayRefusals::whyNoCheck() const
{
    if (m_selection.piece >= 0)
        return m_queries.whyCannotCheck(m_selection);
    const ratio::PieceRef target = checkTarget();
    if (target.unit >= 0)
        return m_queries.whyCannotCheck(target);
    const Unit &unit = m_bg.units.at(m_selection.unit);
    const QList<ratio::PieceRef> later = ratio::checksNextTurn(m_bg);
    const bool waits = std::any_of(later.cbegin(), later.cend(), [this](ratio::PieceRef r) { return r.unit == m_selection.unit; });
    return waits ? tr("No piece of %1 must check morale now; its marked pieces check next turn (R6).").arg(unitLabel(unit))
                 : tr("No piece of %1 has a morale check marker, so there is nothing to roll for (R6).").arg(unitLabel(unit));
}

QString PlayRefusals::whyNot(PlayVerb verb) const
{
    if (m_selection.unit < 0 || m_selection.unit >= m_bg.units.size())
        return tr("Select a unit or a piece in the roster first.");
    if (verb == PlayVerb::Roll)
        return whyNoCheck();
    if (verb == PlayVerb::NbcAttack)
        return m_queries.whyCannotNbcAttack(m_selection.unit); // R8a: it hits the whole unit
    if (m_selection.piece < 0 || !m_queries.isValid(m_selection)) {
        return tr("Select one piece of %1 in the roster: this happens to a piece, not to the whole unit.")
            .arg(unitLabel(m_bg.units.at(m_selection.unit)));
    }
    switch (verb) {
    case PlayVerb::Roll:
    case PlayVerb::NbcAttack:
        break;
    case PlayVerb::Casualty:
        return m_queries.whyCannotCasualty(m_selection);
    case PlayVerb::PenetratingHit:
        return m_queries.whyCannotPenetratingHit(m_selection);
    case PlayVerb::LoseMovement:
    case PlayVerb::LoseTargeting:
    case PlayVerb::LoseDamageControl:
        return m_queries.whyCannotLoseSystemLevel(m_selection, systemOf(verb));
    case PlayVerb::KnockOutWeapon:
        return m_queries.whyCannotKnockOutAnyWeapon(m_selection);
    case PlayVerb::Surrender:
        return m_queries.whyCannotSurrender(m_selection);
    case PlayVerb::OfficerShoots:
        return m_queries.whyNoOfficerMayShoot(m_selection);
    case PlayVerb::LeaveBoard:
        return m_queries.whyCannotLeaveBoard(m_selection);
    case PlayVerb::MarkActed:
        return m_queries.whyCannotMarkActed(m_selection);
    case PlayVerb::BailOut:
        return m_queries.whyCannotBailOut(m_selection);
    case PlayVerb::ExplosiveDestruction:
        return m_queries.whyCannotExplode(m_selection, false);
    }
    return {};
}

} // namespace md
