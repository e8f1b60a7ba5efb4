#include "ratio/rules/RatioQueries.h"

#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"

#include <algorithm>

namespace md::ratio {

namespace {
QString label(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }
} // namespace

bool RatioQueries::isValid(PieceRef ref) const
{
    return ref.unit >= 0 && ref.unit < m_view.units.size() && ref.piece >= 0
        && ref.piece < m_view.units.at(ref.unit).pieces.size();
}

const Piece &RatioQueries::piece(PieceRef ref) const { return m_view.units.at(ref.unit).pieces.at(ref.piece); }

CheckFactors RatioQueries::checkFactors(PieceRef ref) const { return ratio::checkFactors(m_view, ref); }

CheckAssessment RatioQueries::assessPiece(PieceRef ref) const { return ratio::assessPiece(m_view, ref); }

CheckAssessment RatioQueries::assessUnit(int unit) const { return ratio::assessUnit(m_view, unit); }

QList<PieceRef> RatioQueries::checksDue() const { return ratio::checksDue(m_view); }

QList<PieceRef> RatioQueries::checksNextTurn() const { return ratio::checksNextTurn(m_view); }

QString RatioQueries::whyNotActive(PieceRef ref) const
{
    if (!isValid(ref))
        return tr("There is no such piece.");
    const Piece &p = piece(ref);
    if (!p.isActive())
        return tr("%1 is no longer on the table (%2).").arg(label(p), enumDisplayName(p.state.presence));
    return {};
}

QString RatioQueries::whyCannotCheck(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (!p.state.marker)
        return tr("%1 has no morale check marker.").arg(label(p));
    if (p.state.lastCheckTurn == m_view.turn)
        return tr("%1 has already checked morale this turn and checks again next turn (R6).").arg(label(p));
    if (p.state.markerDueTurn > m_view.turn)
        return tr("%1 was marked after acting this turn and checks next turn (R6).").arg(label(p));
    return {};
}

QString RatioQueries::whyCannotAct(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    // R6: "must check when he gets the initiative, before any other action".
    if (whyCannotCheck(ref).isEmpty())
        return tr("%1 must check morale before any other action (R6).").arg(label(piece(ref)));
    return {};
}

QString RatioQueries::whyCannotMarkActed(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    if (piece(ref).state.actedTurn == m_view.turn)
        return tr("%1 has already been marked as having moved or fired this turn.").arg(label(piece(ref)));
    return whyCannotAct(ref);
}

int RatioQueries::survivorsIfBailing(PieceRef ref) const
{
    if (!isValid(ref))
        return 0;
    const Piece &p = piece(ref);
    const int levels = startingPoints(p, m_view.rules);
    if (p.crew.isEmpty() || levels <= 0)
        return 0;
    return crewSurvivors(static_cast<int>(p.crew.size()), levels, std::min(levels, heldPoints(p, m_view.rules)));
}

QString RatioQueries::whyCannotBailOut(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (p.kind != PieceKind::Vehicle || p.style != MoraleStyle::Vehicle)
        return tr("Only the crew of a vehicle bails out (R7, R10).");
    if (p.crew.isEmpty())
        return tr("%1 has no crew on its status sheet.").arg(label(p));
    if (p.state.status != MoraleStatus::Broken)
        return tr("A crew abandons its vehicle only after a Broken result (R7).");
    if (p.movement.current > 0)
        return tr("%1 can still move: a Broken crew withdraws in the vehicle (R7).").arg(label(p));
    // R6: a Broken result from an earlier turn is checked again before the crew does anything.
    return whyCannotAct(ref);
}

QString RatioQueries::whyCannotSurrender(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (p.style != MoraleStyle::Infantry)
        return tr("Only soldiers surrender (R9).");
    if (!canLeadToSurrender(p.state.status))
        return tr("%1 is %2: only a failure that forces falling back (Broken, or Shaken "
                  "caught in the open) can end in surrender (R9).")
            .arg(label(p), enumDisplayName(p.state.status));
    // R9 interpretation: a failure kept from an earlier turn does not allow it. A check this turn that
    // left a Broken or Shaken status is this turn's failed check (a pass returns the piece to normal).
    if (p.state.lastCheckTurn != m_view.turn)
        return tr("%1 is %2 from an earlier turn: surrender is possible only right after a failed check in "
                  "this turn (R9).")
            .arg(label(p), enumDisplayName(p.state.status));
    return {};
}

QString RatioQueries::whyCannotShoot(PieceRef officerRef, PieceRef victimRef) const
{
    // R2/R9: no Leaders rule needed; without it the officer is worth 1 point but still shoots, by rank.
    if (QString why = whyNotActive(officerRef); !why.isEmpty())
        return why;
    if (QString why = whyNotActive(victimRef); !why.isEmpty())
        return why;
    const Piece &officer = piece(officerRef);
    const Piece &victim = piece(victimRef);
    if (officerRef == victimRef)
        return tr("A morale officer cannot shoot himself.");
    if (!officer.moraleOfficer || officer.style != MoraleStyle::Infantry)
        return tr("%1 is not a morale officer.").arg(label(officer));
    // R9 limits the shot by rank only: the source speaks of "a friendly trooper" and clears the markers of
    // "the trooper's unit" (notes 6.4), so an officer of another unit of the battlegroup may shoot too.
    // R7: a Broken piece does not fire while withdrawing, and the shot is the officer's own fire (notes 6.4).
    if (officer.state.status == MoraleStatus::Broken)
        return tr("%1 is Broken and does not fire while withdrawing (R7).").arg(label(officer));
    // R9: the shot is allowed only to prevent a surrender, so only where a surrender is possible now.
    if (QString why = whyCannotSurrender(victimRef); !why.isEmpty())
        return tr("A morale officer shoots only to stop a surrender (R9). %1").arg(why);
    if (whyCannotCheck(officerRef).isEmpty())
        return tr("%1 must check morale before any other action (R6).").arg(label(officer));
    if (rankFactor(victim.rank) > rankFactor(officer.rank))
        return tr("A %1 may shoot only soldiers of his own rank or lower, not a %2 (R9).")
            .arg(enumDisplayName(officer.rank), enumDisplayName(victim.rank));
    return {};
}

QList<PieceRef> RatioQueries::officersWhoMayShoot(PieceRef victim) const
{
    QList<PieceRef> officers;
    for (int u = 0; u < m_view.units.size(); ++u) {
        const auto &pieces = m_view.units.at(u).pieces;
        for (int i = 0; i < pieces.size(); ++i) {
            if (pieces.at(i).moraleOfficer && whyCannotShoot({u, i}, victim).isEmpty())
                officers.append({u, i});
        }
    }
    return officers;
}

QString RatioQueries::whyNoOfficerMayShoot(PieceRef victim) const
{
    if (QString why = whyNotActive(victim); !why.isEmpty())
        return why;
    if (QString why = whyCannotSurrender(victim); !why.isEmpty())
        return tr("A morale officer shoots only to stop a surrender (R9). %1").arg(why);
    QStringList reasons;
    for (int u = 0; u < m_view.units.size(); ++u) {
        const auto &pieces = m_view.units.at(u).pieces;
        for (int i = 0; i < pieces.size(); ++i) {
            if (!pieces.at(i).moraleOfficer || !pieces.at(i).isActive() || PieceRef{u, i} == victim)
                continue;
            const QString why = whyCannotShoot({u, i}, victim);
            if (why.isEmpty())
                return {};
            reasons << why;
        }
    }
    if (reasons.isEmpty())
        return tr("There is no morale officer on the table.");
    return reasons.join(QLatin1Char(' '));
}

} // namespace md::ratio
