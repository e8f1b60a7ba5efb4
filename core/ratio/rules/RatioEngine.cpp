#include "ratio/rules/RatioEngine.h"

#include "ratio/rules/MoralePoints.h"
#include "ratio/model/FileLimits.h"

#include <algorithm>

namespace md::ratio {

namespace {
QString label(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }
} // namespace

Unit &RatioEngine::mutableUnit(int unit)
{
    const auto seen = [unit](const UnitSums &t) { return t.unit == unit; };
    if (m_known && std::none_of(m_touched.cbegin(), m_touched.cend(), seen)) {
        const Unit &u = m_bg.units.at(unit);
        m_touched.append({unit, unitStarting(u, m_bg.rules), unitOnTable(u, m_bg.rules)});
    }
    return m_bg.units[unit];
}

Piece &RatioEngine::mutablePiece(PieceRef ref) { return mutableUnit(ref.unit).pieces[ref.piece]; }

Endurance RatioEngine::enduranceNow() const
{
    if (!m_known)
        return endurance(m_bg);
    // R11: only the units this engine wrote to can have changed since `m_known`.
    int total = m_known->total;
    int onTable = m_known->onTable;
    for (const UnitSums &t : m_touched) {
        const Unit &u = m_bg.units.at(t.unit);
        total += unitStarting(u, m_bg.rules) - t.starting;
        onTable += unitOnTable(u, m_bg.rules) - t.onTable;
    }
    return Endurance::fromSums(total, onTable);
}

namespace {
// R8 interpretation (who takes class and experience): the one decision behind every need shown, printed
// or rolled. The piece's kind decides (takesClassAndExperience), never its morale style.
CheckFactors pieceFactors(const Battlegroup &bg, const Unit &unit, const Piece &piece)
{
    CheckFactors f;
    if (!takesClassAndExperience(piece.kind))
        return f; // warbots and wardrones: Regular and seasoned
    if (bg.rules.moraleClasses)
        f.moraleClass = bg.moraleClassOf(unit);
    if (bg.rules.experience)
        f.green = bg.experienceOf(unit) == Experience::Green;
    f.nbc = piece.state.nbcPending;
    return f;
}

// The piece whose factors a unit's assessment shows: fixed, so the unit's need does not change with whoever
// is due next (R8 interpretation: the same factors everywhere a need is shown or printed). The first piece on
// the table that takes class and experience (a soldier or crewed piece), else the first on the table (a
// robot), else -1. Each piece's own check keeps its own factors.
int unitRepresentative(const Battlegroup &bg, int unitIndex)
{
    const auto &pieces = bg.units.at(unitIndex).pieces;
    int firstActive = -1;
    for (int i = 0; i < pieces.size(); ++i) {
        if (!pieces.at(i).isActive())
            continue;
        if (takesClassAndExperience(pieces.at(i).kind))
            return i;
        if (firstActive < 0)
            firstActive = i;
    }
    return firstActive;
}
} // namespace

CheckFactors checkFactors(const Battlegroup &bg, PieceRef ref)
{
    const Unit &unit = bg.units.at(ref.unit);
    return pieceFactors(bg, unit, unit.pieces.at(ref.piece));
}

CheckFactors unitCheckFactors(const Battlegroup &bg, int unitIndex)
{
    const int piece = unitRepresentative(bg, unitIndex);
    if (piece < 0)
        return {};
    CheckFactors f = checkFactors(bg, {unitIndex, piece});
    // R8a: the unit's troops are under an NBC attack until every one of them has made his check, whichever
    // of them checked first.
    if (takesClassAndExperience(bg.units.at(unitIndex).pieces.at(piece).kind)) {
        const auto &pieces = bg.units.at(unitIndex).pieces;
        f.nbc = std::any_of(pieces.cbegin(), pieces.cend(), [](const Piece &p) { return p.isActive() && p.state.nbcPending; });
    }
    return f;
}

CheckAssessment assessPiece(const Battlegroup &bg, PieceRef ref)
{
    const Unit &unit = bg.units.at(ref.unit);
    // R5/R6: the ratio at the moment of the roll, the unit's for every member.
    return assess(unitStarting(unit, bg.rules), unitCurrent(unit, bg.rules), checkFactors(bg, ref));
}

CheckAssessment assessUnit(const Battlegroup &bg, int unitIndex)
{
    const Unit &unit = bg.units.at(unitIndex);
    return assess(unitStarting(unit, bg.rules), unitCurrent(unit, bg.rules), unitCheckFactors(bg, unitIndex));
}

namespace {
template<typename Keep>
void unitPiecesWhere(const Battlegroup &bg, int u, Keep keep, QList<PieceRef> &refs)
{
    const auto &pieces = bg.units.at(u).pieces;
    for (int i = 0; i < pieces.size(); ++i) {
        const PieceState &s = pieces.at(i).state;
        if (s.presence == Presence::Active && s.marker && keep(s))
            refs.append({u, i});
    }
}

template<typename Keep>
QList<PieceRef> piecesWhere(const Battlegroup &bg, Keep keep)
{
    QList<PieceRef> refs;
    for (int u = 0; u < bg.units.size(); ++u)
        unitPiecesWhere(bg, u, keep, refs);
    return refs;
}

// R6: a marked piece must check this turn once its marker is due and it has not checked yet.
auto isDue(const Battlegroup &bg)
{
    return [&bg](const PieceState &s) { return s.markerDueTurn <= bg.turn && s.lastCheckTurn != bg.turn; };
}
} // namespace

QList<PieceRef> checksDue(const Battlegroup &bg) { return piecesWhere(bg, isDue(bg)); }

QList<PieceRef> checksDue(const Battlegroup &bg, int unit)
{
    QList<PieceRef> refs;
    if (unit >= 0 && unit < bg.units.size())
        unitPiecesWhere(bg, unit, isDue(bg), refs);
    return refs;
}

QList<PieceRef> checksNextTurn(const Battlegroup &bg)
{
    return piecesWhere(bg, [&bg](const PieceState &s) { return s.markerDueTurn > bg.turn || s.lastCheckTurn == bg.turn; });
}

LogRecord RatioEngine::record(LogEvent event, PieceRef ref) const
{
    LogRecord r;
    r.turn = m_bg.turn;
    r.event = event;
    if (ref.unit >= 0 && ref.unit < m_bg.units.size()) {
        r.unitId = m_bg.units.at(ref.unit).id;
        if (isValid(ref))
            r.pieceId = piece(ref).id;
    }
    return r;
}

int RatioEngine::dueTurnFor(const Piece &p, bool deferred) const
{
    // R6: one check per turn; a piece that already moved, fired or checked this turn checks next turn.
    if (deferred || p.state.lastCheckTurn == m_bg.turn || p.state.actedTurn == m_bg.turn)
        return m_bg.turn + 1;
    return m_bg.turn;
}

void RatioEngine::placeMarkers(int unitIndex, PieceRef damaged, bool ownInitiative)
{
    auto &pieces = mutableUnit(unitIndex).pieces;
    for (int i = 0; i < pieces.size(); ++i) {
        Piece &p = pieces[i];
        if (!p.isActive())
            continue;
        if (p.state.marker)
            continue; // R6: at most one marker at a time
        p.state.marker = true;
        const bool deferred = ownInitiative && damaged == PieceRef{unitIndex, i};
        p.state.markerDueTurn = dueTurnFor(p, deferred);
    }
}

void RatioEngine::lossHappened(int unitIndex, PieceRef damaged, bool ownInitiative, ActionResult &result)
{
    const Unit &unit = m_bg.units.at(unitIndex);
    // R6: a loss marks every remaining member; at full strength there is nothing to check.
    if (unitCurrent(unit, m_bg.rules) < unitStarting(unit, m_bg.rules))
        placeMarkers(unitIndex, damaged, ownInitiative);
    updateBreakingPoint(result);
}

void RatioEngine::updateBreakingPoint(ActionResult &result)
{
    if (m_bg.breakingTurn != 0)
        return;
    const Endurance e = enduranceNow();
    if (!e.atBreakingPoint())
        return;
    // R11: reached now, retreat from the start of the next turn.
    m_bg.breakingTurn = m_bg.turn;
    LogRecord r = record(LogEvent::BreakingPoint, {});
    r.starting = e.total;
    r.current = e.total - e.lost;
    r.points = e.lost;
    result.records.append(r);
}

void RatioEngine::commit(ActionResult &result)
{
    if (!result.records.isEmpty())
        m_bg.log.append(result.records);
    if (m_known)
        result.endurance = enduranceNow();
}

ActionResult RatioEngine::casualty(PieceRef ref, bool ownInitiative)
{
    if (QString why = whyCannotCasualty(ref); !why.isEmpty())
        return ActionResult::refused(why);
    Piece &p = mutablePiece(ref);
    ActionResult result;
    LogRecord r = record(LogEvent::Casualty, ref);
    r.points = heldPoints(p, m_bg.rules);
    p.state = PieceState{};
    p.state.presence = Presence::Casualty;
    result.records.append(r);
    lossHappened(ref.unit, ref, ownInitiative, result);
    commit(result);
    return result;
}

ActionResult RatioEngine::penetratingHit(PieceRef ref, bool ownInitiative)
{
    if (QString why = whyCannotPenetratingHit(ref); !why.isEmpty())
        return ActionResult::refused(why);
    Piece &p = mutablePiece(ref);
    LogRecord r = record(LogEvent::PenetratingHit, ref);
    r.points = 1;
    ++p.hits;
    return damageDone(ref, r, ownInitiative);
}

ActionResult RatioEngine::loseSystemLevel(PieceRef ref, VehicleSystem system, bool ownInitiative)
{
    if (QString why = whyCannotLoseSystemLevel(ref, system); !why.isEmpty())
        return ActionResult::refused(why);
    Piece &p = mutablePiece(ref);
    SystemTrack &track = p.system(system);
    const int before = heldPoints(p, m_bg.rules);
    --track.current;
    LogRecord r = record(LogEvent::SystemDamage, ref);
    r.detail = enumKey(system);
    r.points = before - heldPoints(p, m_bg.rules);
    if (system == VehicleSystem::Movement && track.levels > 0) {
        // Status sheet: current movement falls with the movement system, never below 0.
        p.currentMovement = (p.movementRate * track.current) / track.levels;
    }
    return damageDone(ref, r, ownInitiative);
}

ActionResult RatioEngine::damageDone(PieceRef ref, const LogRecord &r, bool ownInitiative)
{
    Piece &p = mutablePiece(ref);
    // R3, R4: a robot or vehicle with no points left is destroyed (the hits it could take are spent).
    if (heldPoints(p, m_bg.rules) == 0) {
        p.state = PieceState{};
        p.state.presence = Presence::Destroyed;
    }
    ActionResult result;
    result.records.append(r);
    lossHappened(ref.unit, ref, ownInitiative, result);
    commit(result);
    return result;
}

ActionResult RatioEngine::knockOutWeapon(PieceRef ref, int weapon, bool ownInitiative)
{
    if (QString why = whyCannotKnockOutWeapon(ref, weapon); !why.isEmpty())
        return ActionResult::refused(why);
    Piece &p = mutablePiece(ref);
    const int before = heldPoints(p, m_bg.rules);
    p.weapons[weapon].knockedOut = true;
    LogRecord r = record(LogEvent::WeaponLost, ref);
    r.detail = p.weapons.at(weapon).name;
    // R4 / notes 4.3: only three working weapons count, so the first losses may cost nothing.
    r.points = before - heldPoints(p, m_bg.rules);
    return damageDone(ref, r, ownInitiative);
}

ActionResult RatioEngine::surrender(PieceRef ref)
{
    if (QString why = whyCannotSurrender(ref); !why.isEmpty())
        return ActionResult::refused(why);
    Piece &p = mutablePiece(ref);
    ActionResult result;
    LogRecord r = record(LogEvent::Surrender, ref);
    // R9: removed when he reaches the enemy; his unit loses him as it would a casualty.
    r.points = heldPoints(p, m_bg.rules);
    p.state = PieceState{};
    p.state.presence = Presence::Surrendered;
    result.records.append(r);
    lossHappened(ref.unit, ref, false, result);
    commit(result);
    return result;
}

ActionResult RatioEngine::officerShoots(PieceRef officerRef, PieceRef victimRef)
{
    if (QString why = whyCannotShoot(officerRef, victimRef); !why.isEmpty())
        return ActionResult::refused(why);
    ActionResult result;
    Piece &victim = mutablePiece(victimRef);
    LogRecord r = record(LogEvent::OfficerShot, victimRef);
    r.detail = piece(officerRef).id;
    r.points = heldPoints(victim, m_bg.rules);
    victim.state = PieceState{};
    victim.state.presence = Presence::Shot;
    // Notes 6.4: the shot is the officer's action at his initiative.
    mutablePiece(officerRef).state.actedTurn = m_bg.turn;
    // R9: the level drops, no markers are placed, and every member removes any marker he has. R9
    // interpretation: a failure status without a marker could never be checked off (R6), so the shot also
    // returns every member on the table to normal. Pieces that left the board keep theirs (R7).
    for (Piece &p : mutableUnit(victimRef.unit).pieces) {
        p.state.marker = false;
        p.state.markerDueTurn = 0;
        p.state.nbcPending = false;
        if (p.isActive())
            p.state.status = MoraleStatus::Normal;
    }
    result.records.append(r);
    updateBreakingPoint(result);
    commit(result);
    return result;
}

ActionResult RatioEngine::leaveBoard(PieceRef ref)
{
    // R6: a piece due to check does so before any other action, leaving the board included.
    if (QString why = whyCannotLeaveBoard(ref); !why.isEmpty())
        return ActionResult::refused(why);
    ActionResult result;
    Piece &p = mutablePiece(ref);
    LogRecord r = record(LogEvent::LeftBoard, ref);
    r.points = heldPoints(p, m_bg.rules);
    // R7: off the board for this battle; not a casualty of the unit, a loss to the battlegroup.
    p.state.presence = Presence::LeftBoard;
    p.state.marker = false;
    p.state.nbcPending = false;
    result.records.append(r);
    updateBreakingPoint(result);
    commit(result);
    return result;
}

ActionResult RatioEngine::markActed(PieceRef ref)
{
    if (QString why = whyCannotMarkActed(ref); !why.isEmpty())
        return ActionResult::refused(why);
    mutablePiece(ref).state.actedTurn = m_bg.turn;
    ActionResult result;
    commit(result);
    return result;
}

ActionResult RatioEngine::nbcAttack(int unitIndex)
{
    if (QString why = whyCannotNbcAttack(unitIndex); !why.isEmpty())
        return ActionResult::refused(why);
    // R8a: troops panic, machines do not; soldiers of the unit are marked even at full strength.
    ActionResult result;
    auto &pieces = mutableUnit(unitIndex).pieces;
    for (Piece &p : pieces) {
        if (!p.isActive() || p.style != MoraleStyle::Infantry)
            continue;
        p.state.nbcPending = true;
        if (!p.state.marker) {
            p.state.marker = true;
            p.state.markerDueTurn = dueTurnFor(p, false);
        }
    }
    result.records.append(record(LogEvent::NbcAttack, {unitIndex, -1}));
    commit(result);
    return result;
}

ActionResult RatioEngine::bailOut(PieceRef ref, const QList<int> &survivorCrew)
{
    if (QString why = whyCannotBailOut(ref); !why.isEmpty())
        return ActionResult::refused(why);
    const int survivors = survivorsIfBailing(ref);
    QList<int> chosen = survivorCrew;
    if (chosen.isEmpty()) {
        for (int i = 0; i < survivors; ++i)
            chosen.append(i);
    }
    if (chosen.size() != survivors)
        return ActionResult::refused(tr("%n crew member(s) of %1 survive the bail-out (R10); choose exactly that many.", nullptr, survivors).arg(label(piece(ref))));
    // R10: survivors get markers, with or without the Bailed crew rule. R6: they are the vehicle's crew, so
    // they check this turn unless the vehicle already checked, moved or fired in it; a bail-out follows the
    // vehicle's Broken check, so normally next turn.
    return removeCrewVehicle(ref, Presence::Abandoned, chosen, LogEvent::BailOut, dueTurnFor(piece(ref), false), false);
}

ActionResult RatioEngine::explosiveDestruction(PieceRef ref, const QList<int> &survivorCrew, bool ownInitiative)
{
    // R1, R10: surviving crew stand in only for a vehicle or strongpoint that is its own morale unit.
    if (QString why = whyCannotExplode(ref, !survivorCrew.isEmpty()); !why.isEmpty())
        return ActionResult::refused(why);
    // R10 interpretation: the survivors check like a bailed crew whether or not that rule is in use. R6:
    // the same timing as a bail-out: this turn, unless the vehicle already checked, moved or fired in it, or
    // was destroyed during its own initiative.
    return removeCrewVehicle(ref, Presence::Destroyed, survivorCrew, LogEvent::Explosion,
                             dueTurnFor(piece(ref), ownInitiative), ownInitiative);
}

ActionResult RatioEngine::removeCrewVehicle(PieceRef ref, Presence presence, const QList<int> &survivorCrew,
                                            LogEvent event, int survivorsDue, bool ownInitiative)
{
    const Piece vehicle = piece(ref);
    QList<int> seen;
    for (int index : survivorCrew) {
        if (index < 0 || index >= vehicle.crew.size())
            return ActionResult::refused(tr("%1 has no crew member number %2.").arg(label(vehicle)).arg(index + 1));
        if (seen.contains(index))
            return ActionResult::refused(tr("Crew member %1 of %2 is named twice; name each survivor once.").arg(index + 1).arg(label(vehicle)));
        seen.append(index);
    }
    ActionResult result;
    result.survivors = static_cast<int>(survivorCrew.size());
    LogRecord r = record(event, ref);
    r.points = heldPoints(vehicle, m_bg.rules);
    r.detail = QString::number(survivorCrew.size());
    Piece &v = mutablePiece(ref);
    v.state = PieceState{};
    v.state.presence = presence;
    result.records.append(r);

    // R10: the survivors are the vehicle's remaining points (by rank under Leaders, 1 each without) against
    // its original level, and get markers.
    auto &pieces = mutableUnit(ref.unit).pieces;
    for (int index : survivorCrew) {
        Piece crewman;
        crewman.id = Battlegroup::freeId(QStringLiteral("%1-crew%2").arg(vehicle.id).arg(index + 1), m_bg.usedIds());
        crewman.name = tr("%1 crew: %2").arg(label(vehicle), enumDisplayName(vehicle.crew.at(index)));
        crewman.kind = PieceKind::Soldier;
        crewman.style = MoraleStyle::Infantry;
        crewman.rank = vehicle.crew.at(index);
        crewman.crewSurvivor = true;
        crewman.state.marker = true;
        crewman.state.markerDueTurn = survivorsDue;
        pieces.append(crewman);
    }
    // R6: losing the vehicle is a loss of its unit, so every other remaining member is marked too (an attached
    // piece in a mixed unit). The survivors were marked above and keep the turn set for them.
    lossHappened(ref.unit, ref, ownInitiative, result);
    commit(result);
    return result;
}

ActionResult RatioEngine::check(PieceRef ref, DiceSource &dice, bool interceptive)
{
    if (QString why = whyCannotCheck(ref); !why.isEmpty())
        return ActionResult::refused(why);
    const CheckAssessment a = assessPiece(ref);
    std::optional<int> die;
    if (a.needsDie()) {
        const int face = dice.rollD10();
        if (face < 1 || face > 10)
            return ActionResult::refused(tr("A d10 shows 1 to 10 (type 0 for the face marked 0); %1 is not a face.").arg(face));
        die = face;
    }
    const bool passed = die ? a.passesWith(*die) : a.successFaces >= 10;

    ActionResult result;
    LogRecord r = record(LogEvent::Check, ref);
    r.starting = a.starting;
    r.current = a.current;
    r.need = a.need;
    r.modifiedNeed = a.modifiedNeed;
    r.factors = a.factors;
    r.die = die;
    r.typed = die.has_value() && dice.typedByPlayer();
    r.automatic = a.automatic;
    r.outcome = passed ? CheckOutcome::Passed : CheckOutcome::Failed;
    r.result = passed ? FailureResult::None : a.failure;
    r.interceptive = interceptive;
    result.records.append(r);
    if (interceptive) {
        result.toHit = interceptiveToHit(r.outcome, r.result);
        result.mayFire = result.toHit.has_value();
    }

    Piece &p = mutablePiece(ref);
    p.state.lastCheckTurn = m_bg.turn;
    p.state.nbcPending = false;
    if (passed) {
        // R6: marker removed, back to normal; results are not sticky.
        p.state.marker = false;
        p.state.status = MoraleStatus::Normal;
    } else if (a.failure == FailureResult::Eliminated || a.failure == FailureResult::Destroyed) {
        p.state = PieceState{};
        p.state.presence = a.failure == FailureResult::Eliminated ? Presence::Eliminated : Presence::Destroyed;
        // R7 interpretation: an Eliminated soldier counts as a casualty of his unit, and so does an attached
        // robot: every remaining member of the unit is marked (R6).
        lossHappened(ref.unit, ref, false, result);
    } else {
        // R6: the marker stays and the piece checks every turn until it passes.
        p.state.status = statusFor(a.failure);
    }
    commit(result);
    return result;
}

QString RatioEngine::uncheckedText(const QList<PieceRef> &due) const
{
    // "1st Squad: Pvt. Cole, Pvt. Diaz; Tank: Tank", kept within the file format's limit for `detail`. The
    // separators are translated once and appended, so a long list stays linear.
    //: Between two piece names of one unit in the list of pieces an end-turn override left unchecked (R6).
    const QString pieceSeparator = tr(", ");
    //: Between two units in the list of pieces an end-turn override left unchecked (R6).
    const QString unitSeparator = tr("; ");
    QString text;
    int unit = -1;
    for (qsizetype i = 0; i < due.size(); ++i) {
        const PieceRef ref = due.at(i);
        const Unit &u = m_bg.units.at(ref.unit);
        QString part = ref.unit == unit ? pieceSeparator : QString();
        if (ref.unit != unit) {
            //: A unit's name before the names of its pieces an end-turn override left unchecked (R6).
            part = (text.isEmpty() ? QString() : unitSeparator) + tr("%1: ").arg(u.name.isEmpty() ? u.id : u.name);
            unit = ref.unit;
        }
        part += label(piece(ref));
        const QString more = tr(" … and %n more", nullptr, static_cast<int>(due.size() - i));
        if (text.size() + part.size() + more.size() > limits::maxNotesLength)
            return text + more;
        text += part;
    }
    return text;
}

ActionResult RatioEngine::endTurn(bool overridePending)
{
    const QList<PieceRef> due = checksDue();
    if (QString why = whyCannotEndTurn(); !why.isEmpty() && !overridePending)
        return ActionResult::refused(why);
    ActionResult result;
    LogRecord r = record(LogEvent::TurnEnded, {});
    // R6 interpretation: the override is written to the log naming every piece left unchecked (the count in
    // `points`, as docs/file-format.md says); they keep their markers and are due first thing next turn.
    r.points = static_cast<int>(due.size());
    r.detail = uncheckedText(due);
    result.records.append(r);
    commit(result);
    ++m_bg.turn;
    return result;
}

} // namespace md::ratio
