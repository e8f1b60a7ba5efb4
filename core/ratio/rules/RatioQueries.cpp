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
        return tr("That piece is no longer in the battlegroup; select another in the roster.");
    const Piece &p = piece(ref);
    if (!p.isActive())
        return tr("%1 is no longer on the table (%2); choose a piece that is still in play.").arg(label(p), enumDisplayName(p.state.presence));
    return {};
}

QString RatioQueries::whyCannotCheck(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (!p.state.marker)
        return tr("%1 has no morale check marker, so there is nothing to check; a loss in the unit places one (R6).").arg(label(p));
    if (p.state.lastCheckTurn == m_view.turn)
        return tr("%1 already checked this turn; the next check is next turn (R6).").arg(label(p));
    if (p.state.markerDueTurn > m_view.turn)
        return tr("%1 was marked after acting this turn (or in its own initiative), so it checks next turn (R6).").arg(label(p));
    return {};
}

QString RatioQueries::whyCannotAct(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    // R6: "must check when he gets the initiative, before any other action".
    if (whyCannotCheck(ref).isEmpty())
        return tr("%1 must check morale first: roll or type the die for the check, then act (R6).").arg(label(piece(ref)));
    return {};
}

QString RatioQueries::whyCannotMarkActed(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    if (piece(ref).state.actedTurn == m_view.turn)
        return tr("%1 is already marked as having moved or fired this turn; there is nothing to add.").arg(label(piece(ref)));
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
        return tr("%1 is not a crewed vehicle: only a vehicle's crew bails out (R7, R10).").arg(label(p));
    if (p.crew.isEmpty())
        return tr("%1 has no crew on its status sheet; add the crew in the editor first.").arg(label(p));
    if (p.state.status != MoraleStatus::Broken)
        return tr("%1 is %2, not Broken: its crew abandons it only after a Broken result (R7).").arg(label(p), enumDisplayName(p.state.status));
    if (p.movement.current > 0)
        return tr("%1 can still move, so its Broken crew withdraws in it instead of bailing out (R7).").arg(label(p));
    // R6: a Broken result from an earlier turn is checked again before the crew does anything.
    return whyCannotAct(ref);
}

QString RatioQueries::whyCannotSurrender(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (p.style != MoraleStyle::Infantry)
        return tr("%1 is not a soldier: only soldiers surrender (R9).").arg(label(p));
    if (!canLeadToSurrender(p.state.status))
        return tr("%1 is %2: only a soldier who must fall back (Broken, or Shaken caught in the open) can "
                  "surrender (R9).")
            .arg(label(p), enumDisplayName(p.state.status));
    // R9 interpretation: a failure kept from an earlier turn does not allow it. A check this turn that
    // left a Broken or Shaken status is this turn's failed check (a pass returns the piece to normal).
    if (p.state.lastCheckTurn != m_view.turn)
        return tr("%1 has been %2 since an earlier turn: he can surrender only right after failing a check this "
                  "turn (R9).")
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
        return tr("%1 cannot shoot himself.").arg(label(piece(officerRef)));
    if (!officer.moraleOfficer || officer.style != MoraleStyle::Infantry)
        return tr("%1 is not a morale officer; only a morale officer shoots to stop a surrender (R9).").arg(label(officer));
    // R9 limits the shot by rank only: the source speaks of "a friendly trooper" and clears the markers of
    // "the trooper's unit" (notes 6.4), so an officer of another unit of the battlegroup may shoot too.
    // R7: a Broken piece does not fire while withdrawing, and the shot is the officer's own fire (notes 6.4).
    if (officer.state.status == MoraleStatus::Broken)
        return tr("%1 is Broken and does not fire while withdrawing (R7).").arg(label(officer));
    // R9: the shot is allowed only to prevent a surrender, so only where a surrender is possible now.
    if (QString why = whyCannotSurrender(victimRef); !why.isEmpty())
        return tr("A morale officer shoots only to stop a surrender (R9). %1").arg(why);
    if (whyCannotCheck(officerRef).isEmpty())
        return tr("%1 must check morale first: roll or type the die for his check, then he may shoot (R6).").arg(label(officer));
    if (rankFactor(victim.rank) > rankFactor(officer.rank))
        return tr("%1 (%2) may shoot only soldiers of his own rank or lower; %3 is a %4 (R9).")
            .arg(label(officer), enumDisplayName(officer.rank), label(victim), enumDisplayName(victim.rank));
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
        return tr("There is no morale officer on the table who could shoot %1 (R9).").arg(label(piece(victim)));
    return reasons.join(QLatin1Char(' '));
}

namespace {
// What to record instead, by the piece's morale style: the loss each style has (R2-R4).
QString insteadFor(const Piece &p)
{
    switch (p.style) {
    case MoraleStyle::Infantry:
        return RatioQueries::tr("record a casualty instead (R2)");
    case MoraleStyle::Robot:
        return RatioQueries::tr("record a penetrating hit instead (R3)");
    case MoraleStyle::Vehicle:
        break;
    }
    return RatioQueries::tr("record a lost system level or weapon instead (R4)");
}
} // namespace

QString RatioQueries::whyCannotCasualty(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (p.style != MoraleStyle::Infantry)
        return tr("%1 is not a soldier: %2.").arg(label(p), insteadFor(p));
    return {};
}

QString RatioQueries::whyCannotPenetratingHit(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    // R3: penetrating hits reduce warbots, wardrones and robot-style pieces only.
    if (p.style != MoraleStyle::Robot)
        return tr("%1 is not a robot, and a penetrating hit costs points only to robots: %2.").arg(label(p), insteadFor(p));
    return {};
}

QString RatioQueries::whyCannotLoseSystemLevel(PieceRef ref, VehicleSystem system) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (p.style != MoraleStyle::Vehicle)
        return tr("%1 has no vehicle systems to lose: %2.").arg(label(p), insteadFor(p));
    if (p.system(system).current <= 0)
        return tr("%1 has no %2 levels left to lose (R4).").arg(label(p), enumNameInSentence(system));
    return {};
}

QString RatioQueries::whyCannotKnockOutWeapon(PieceRef ref, int weapon) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (!p.isVehicleKind() && p.style != MoraleStyle::Vehicle)
        return tr("%1 has no weapon systems to knock out: only vehicles and strongpoints have them (R4).").arg(label(p));
    if (weapon < 0 || weapon >= p.weapons.size())
        return tr("%1 has no weapon system number %2.").arg(label(p)).arg(weapon + 1);
    if (p.weapons.at(weapon).knockedOut) {
        const QString name = p.weapons.at(weapon).name.isEmpty() ? QString::number(weapon + 1) : p.weapons.at(weapon).name;
        return tr("%1's %2 is already knocked out; choose another weapon.").arg(label(p), name);
    }
    return {};
}

QString RatioQueries::whyCannotKnockOutAnyWeapon(PieceRef ref) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (!p.isVehicleKind() && p.style != MoraleStyle::Vehicle)
        return whyCannotKnockOutWeapon(ref, 0); // not a vehicle: the same reason as for any weapon
    if (p.weapons.isEmpty())
        return tr("%1 has no weapon systems on its status sheet; add them in the editor first.").arg(label(p));
    for (int i = 0; i < p.weapons.size(); ++i) {
        if (whyCannotKnockOutWeapon(ref, i).isEmpty())
            return {};
    }
    return tr("%1 has no more weapons to knock out.").arg(label(p));
}

QString RatioQueries::whyCannotNbcAttack(int unitIndex) const
{
    if (unitIndex < 0 || unitIndex >= m_view.units.size())
        return tr("That unit is no longer in the battlegroup; select another in the roster.");
    if (!m_view.rules.nbc)
        return tr("NBC attacks are not in use in this battlegroup: turn on the NBC rule in its settings to record "
                  "one (R8a).");
    const Unit &unit = m_view.units.at(unitIndex);
    if (m_view.nbcEquippedOf(unit))
        return tr("%1 is equipped for NBC warfare: an NBC attack forces no check on it, so there is nothing to "
                  "record (R8a).").arg(unit.name);
    // R8a: troops panic, machines do not.
    const bool anyTroops = std::any_of(unit.pieces.cbegin(), unit.pieces.cend(), [](const Piece &p) {
        return p.isActive() && p.style == MoraleStyle::Infantry;
    });
    if (!anyTroops)
        return tr("%1 has no soldiers on the table, and an NBC attack affects only troops (R8a).").arg(unit.name);
    return {};
}

QString RatioQueries::whyCannotExplode(PieceRef ref, bool withSurvivors) const
{
    if (QString why = whyNotActive(ref); !why.isEmpty())
        return why;
    const Piece &p = piece(ref);
    if (!p.isVehicleKind() && p.style != MoraleStyle::Vehicle)
        return tr("%1 is not a vehicle or strongpoint: explosive destruction applies only to those (R10); %2.")
            .arg(label(p), insteadFor(p));
    const UnitKind kind = m_view.units.at(ref.unit).kind;
    if (withSurvivors && kind != UnitKind::Vehicle && kind != UnitKind::Strongpoint)
        return tr("%1 is part of a larger unit, so its surviving crew cannot stand in for it: record the explosion "
                  "with no survivors (R1, R10).").arg(label(p));
    return {};
}

QString RatioQueries::whyCannotEndTurn() const
{
    const QList<PieceRef> due = checksDue();
    if (due.isEmpty())
        return {};
    return tr("%n piece(s) must still check morale this turn (%1): roll their checks first, or end the turn anyway "
              "and they check first thing next turn (R6).", nullptr, static_cast<int>(due.size()))
        .arg(dueNames(due));
}

QString RatioQueries::dueNames(const QList<PieceRef> &due, int named) const
{
    QStringList names;
    for (qsizetype i = 0; i < due.size() && i < named; ++i)
        names << label(piece(due.at(i)));
    //: Between two piece names in a sentence listing the pieces still to check.
    QString text = names.join(tr(", "));
    if (due.size() > named)
        text = tr("%1 and %n more", nullptr, static_cast<int>(due.size() - named)).arg(text);
    return text;
}

} // namespace md::ratio
