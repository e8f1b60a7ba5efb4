#include "ratio/campaign/CarryOver.h"

#include <QHash>
#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {

// The index of every piece by id, so log records can find theirs.
QHash<QString, std::pair<qsizetype, qsizetype>> pieceIndex(const Battlegroup &bg)
{
    QHash<QString, std::pair<qsizetype, qsizetype>> index;
    for (qsizetype u = 0; u < bg.units.size(); ++u) {
        const auto &pieces = bg.units.at(u).pieces;
        for (qsizetype p = 0; p < pieces.size(); ++p)
            index.insert(pieces.at(p).id, {u, p});
    }
    return index;
}

int statusRank(MoraleStatus status) noexcept
{
    switch (status) {
    case MoraleStatus::Normal:
        return 0;
    case MoraleStatus::Cautious:
        return 1;
    case MoraleStatus::Shaken:
        return 2;
    case MoraleStatus::Broken:
        return 3;
    }
    return 0;
}

// The piece that makes a vehicle or strongpoint unit what it is (R1); its crew cannot fight on without it.
bool isAnchor(const Unit &unit, const Piece &piece) noexcept
{
    if (piece.crewSurvivor)
        return false;
    if (unit.kind == UnitKind::Vehicle)
        return piece.kind == PieceKind::Vehicle || (piece.isRobotKind() && piece.style == MoraleStyle::Vehicle);
    if (unit.kind == UnitKind::Strongpoint)
        return piece.kind == PieceKind::Strongpoint;
    return false;
}

// R10: crew who got out of a vehicle of `unit` but were not kept as pieces (a bail-out without the Bailed crew
// rule, as the engine recorded it before it kept them): the log gives how many, and they are taken from the
// front of the vehicle's crew list, as the engine chooses them by default. Ids and names as the engine gives.
QList<Piece> survivorsFromLog(const Unit &unit, const QList<LogRecord> &log, QSet<QString> &used)
{
    QList<Piece> crew;
    for (const LogRecord &r : log) {
        if ((r.event != LogEvent::BailOut && r.event != LogEvent::Explosion) || r.unitId != unit.id)
            continue;
        const auto vehicle = std::find_if(unit.pieces.cbegin(), unit.pieces.cend(), [&](const Piece &p) { return p.id == r.pieceId; });
        if (vehicle == unit.pieces.cend())
            continue;
        const int count = std::min(r.detail.toInt(), static_cast<int>(vehicle->crew.size()));
        for (int i = 0; i < count; ++i) {
            Piece p;
            p.id = Battlegroup::freeId(u"%1-crew%2"_s.arg(vehicle->id).arg(i + 1), used);
            used.insert(p.id);
            p.name = CarryOver::tr("%1 crew: %2").arg(vehicle->name.isEmpty() ? vehicle->id : vehicle->name,
                                                      enumDisplayName(vehicle->crew.at(i)));
            p.kind = PieceKind::Soldier;
            p.rank = vehicle->crew.at(i);
            crew.append(p);
        }
    }
    return crew;
}

} // namespace

bool CarryOver::isPermanentLoss(Presence presence) noexcept
{
    return presence != Presence::Active && presence != Presence::LeftBoard;
}

QString CarryOver::label(const Piece &piece)
{
    return piece.name.isEmpty() ? piece.id : u"%1 (%2)"_s.arg(piece.name, piece.id);
}

Piece CarryOver::freshPiece(const Piece &piece)
{
    Piece p = piece;
    p.state = PieceState{};
    return p;
}

bool CarryOver::repair(Piece &p)
{
    bool changed = false;
    if (p.style == MoraleStyle::Robot && p.hits != 0) {
        p.hits = 0;
        changed = true;
    }
    if (p.style == MoraleStyle::Vehicle || p.isVehicleKind()) {
        for (const VehicleSystem s : {VehicleSystem::Movement, VehicleSystem::Targeting, VehicleSystem::DamageControl}) {
            SystemTrack &t = p.system(s);
            if (t.current != t.levels) {
                t.current = t.levels;
                changed = true;
            }
        }
        for (Weapon &w : p.weapons) {
            if (w.knockedOut) {
                w.knockedOut = false;
                changed = true;
            }
        }
        if (p.currentMovement != p.movementRate) {
            p.currentMovement = p.movementRate;
            changed = true;
        }
    }
    return changed;
}

Battlegroup CarryOver::entrySnapshot(const Battlegroup &exit)
{
    Battlegroup e = exit;
    e.turn = 1;
    e.breakingTurn = 0;
    e.log.clear();

    const auto index = pieceIndex(e);
    QSet<QString> crewsOut; // units whose vehicle lost its crew in this battle (R10)
    QSet<QString> movementChanged;
    for (auto it = exit.log.crbegin(); it != exit.log.crend(); ++it) {
        const LogRecord &r = *it;
        if (r.event == LogEvent::BailOut || r.event == LogEvent::Explosion) {
            crewsOut.insert(r.unitId);
            continue;
        }
        const auto found = index.constFind(r.pieceId);
        if (found == index.cend())
            continue;
        Piece &p = e.units[found->first].pieces[found->second];
        switch (r.event) {
        case LogEvent::PenetratingHit:
            p.hits = std::max(0, p.hits - 1);
            break;
        case LogEvent::SystemDamage:
            if (const auto system = enumFromKey<VehicleSystem>(r.detail)) {
                SystemTrack &t = p.system(*system);
                t.current = std::min(t.levels, t.current + 1);
                if (*system == VehicleSystem::Movement)
                    movementChanged.insert(p.id);
            }
            break;
        case LogEvent::WeaponLost:
            for (auto w = p.weapons.rbegin(); w != p.weapons.rend(); ++w) {
                if (w->knockedOut && w->name == r.detail) {
                    w->knockedOut = false;
                    break;
                }
            }
            break;
        default:
            break;
        }
    }

    for (Unit &u : e.units) {
        const bool crewJoined = crewsOut.contains(u.id);
        QList<Piece> kept;
        for (const Piece &p : std::as_const(u.pieces)) {
            if (crewJoined && p.crewSurvivor)
                continue; // R10: they were in their vehicle when the battle began
            Piece fresh = freshPiece(p);
            if (movementChanged.contains(p.id) && p.movement.levels > 0)
                fresh.currentMovement = (p.movementRate * fresh.movement.current) / p.movement.levels;
            kept.append(fresh);
        }
        u.pieces = kept;
    }
    return e;
}

int CarryOver::playedTurns(const Battlegroup &bg) noexcept
{
    if (!bg.log.isEmpty()) {
        const LogRecord &last = bg.log.constLast();
        if (last.event == LogEvent::TurnEnded && last.turn == bg.turn - 1)
            return std::max(1, bg.turn - 1);
    }
    return std::max(1, bg.turn);
}

QString CarryOver::sideKey(const Battlegroup &bg)
{
    return bg.side.trimmed().isEmpty() ? bg.name : bg.side.trimmed();
}

ratio::FieldDecision CarryOver::field(const QList<Battlegroup> &battlegroups)
{
    QList<ratio::FieldDecision::Participant> participants;
    participants.reserve(battlegroups.size());
    for (const Battlegroup &bg : battlegroups)
        participants.append({sideKey(bg), bg.breakingTurn});
    return ratio::FieldDecision::decide(participants);
}

UnitTally CarryOver::tally(const Unit &unit, const Battlegroup &bg)
{
    UnitTally t;
    for (const Piece &p : unit.pieces) {
        switch (p.state.presence) {
        case Presence::Active:
            break;
        case Presence::Casualty:
            ++t.casualties;
            break;
        case Presence::Surrendered:
            ++t.surrendered;
            break;
        case Presence::Shot:
            ++t.shot;
            break;
        case Presence::Eliminated:
            ++t.eliminated;
            break;
        case Presence::Destroyed:
            ++t.destroyed;
            break;
        case Presence::Abandoned:
            ++t.abandoned;
            break;
        case Presence::LeftBoard:
            ++t.leftBoard;
            break;
        }
        const bool soldierLost = p.state.presence == Presence::Casualty || p.state.presence == Presence::Surrendered
                                 || p.state.presence == Presence::Shot || p.state.presence == Presence::Eliminated;
        if (soldierLost && p.kind == PieceKind::Soldier && p.rank != Rank::Trooper)
            ++t.leadersLost;
    }
    for (const LogRecord &r : bg.log) {
        if (r.event != LogEvent::Check || r.unitId != unit.id)
            continue;
        if (r.outcome == CheckOutcome::Passed) {
            ++t.checksPassed;
        } else {
            ++t.checksFailed;
            if (r.result == FailureResult::Broken)
                ++t.timesBroken;
        }
    }
    return t;
}

QString CarryOver::endStatus(const Unit &unit)
{
    int worst = -1;
    MoraleStatus status = MoraleStatus::Normal;
    bool leftBoard = false;
    for (const Piece &p : unit.pieces) {
        if (p.state.presence == Presence::LeftBoard)
            leftBoard = true;
        if (!p.isActive())
            continue;
        if (statusRank(p.state.status) > worst) {
            worst = statusRank(p.state.status);
            status = p.state.status;
        }
    }
    if (worst >= 0)
        return enumKey(status);
    return leftBoard ? u"left-board"_s : u"lost"_s;
}

NextBattle CarryOver::nextBattle(const Battlegroup &lastExit, const QHash<QString, int> &unitBattles,
                                 const QList<Replacement> &arrivals, const NextBattleOptions &options)
{
    NextBattle next;
    Battlegroup bg = lastExit;
    bg.turn = 1;
    bg.breakingTurn = 0;
    bg.log.clear();
    bg.units.clear();

    QSet<QString> used = lastExit.usedIds();
    for (const Replacement &r : arrivals)
        used.insert(r.unit.id);
    for (const Unit &unit : lastExit.units) {
        Unit u = unit;
        u.pieces.clear();
        bool anchorLost = false;
        bool crewLeft = false; // the unit holds crew who left their vehicle (R10)
        QList<Piece> crew;
        for (const Piece &p : unit.pieces) {
            if (p.crewSurvivor) {
                crewLeft = true;
                if (isPermanentLoss(p.state.presence))
                    next.lost.append(label(p)); // lost after they left their vehicle
                else
                    crew.append(p);
                continue;
            }
            if (isPermanentLoss(p.state.presence)) {
                next.lost.append(label(p));
                anchorLost = anchorLost || isAnchor(unit, p);
                continue;
            }
            if (p.state.presence == Presence::LeftBoard)
                next.returned.append(label(p)); // R7, R12: not destroyed, so back for this battle
            Piece fresh = freshPiece(p);
            if (options.repairDamage && repair(fresh))
                next.repaired.append(label(p));
            u.pieces.append(fresh);
        }
        if (!crewLeft)
            crew = survivorsFromLog(unit, lastExit.log, used);
        // R8: an inexperienced unit becomes seasoned after it has fought in two battles.
        const bool promote = unitBattles.value(u.id) >= 2 && lastExit.experienceOf(u) == Experience::Green;
        if (anchorLost || u.pieces.isEmpty()) {
            next.dissolved.append(u.name);
        } else {
            if (promote) {
                u.experience = Experience::Seasoned;
                next.promoted.append(u.name);
            }
            bg.units.append(u);
        }
        if (!crew.isEmpty()) {
            // R10, R12: crew who survived their vehicle are undestroyed troops, so they return: on foot, as an
            // infantry unit of their own with their ranks, the class and experience of their vehicle's unit.
            Unit onFoot;
            onFoot.id = Battlegroup::freeId(unit.id + u"-crew"_s, used);
            used.insert(onFoot.id);
            onFoot.name = tr("%1 crew").arg(unit.name);
            onFoot.kind = UnitKind::Infantry;
            onFoot.moraleClass = unit.moraleClass;
            onFoot.experience = promote ? Experience::Seasoned : lastExit.experienceOf(unit);
            onFoot.nbcEquipped = unit.nbcEquipped;
            for (const Piece &p : std::as_const(crew)) {
                Piece soldier; // a plain soldier again: nothing of the battle's crew marking carries over
                soldier.id = p.id;
                soldier.name = p.name;
                soldier.kind = PieceKind::Soldier;
                soldier.style = MoraleStyle::Infantry;
                soldier.rank = p.rank;
                onFoot.pieces.append(soldier);
                next.survived.append(label(p));
            }
            if (promote)
                next.promoted.append(onFoot.name);
            bg.units.append(onFoot);
        }
    }

    // R12: replacements that have reached the front join their unit, or arrive as a unit of their own.
    for (const Replacement &r : arrivals) {
        auto existing = std::find_if(bg.units.begin(), bg.units.end(), [&](const Unit &u) { return u.id == r.unit.id; });
        QList<Piece> pieces;
        for (const Piece &p : r.unit.pieces) {
            pieces.append(freshPiece(p));
            next.arrived.append(label(p));
        }
        if (existing != bg.units.end()) {
            existing->pieces.append(pieces);
        } else {
            Unit u = r.unit;
            u.pieces = pieces;
            bg.units.append(u);
        }
    }
    next.battlegroup = bg;
    return next;
}

} // namespace md
