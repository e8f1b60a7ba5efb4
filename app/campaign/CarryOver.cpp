#include "CarryOver.h"

#include "ratio/MoralePoints.h"

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

CarryOver::FieldResult CarryOver::fieldResult(const QList<Battlegroup> &bgs)
{
    FieldResult r;
    r.heldField = QList<bool>(bgs.size(), false);
    QStringList sides;
    for (const Battlegroup &bg : bgs) {
        if (!sides.contains(sideKey(bg)))
            sides.append(sideKey(bg));
    }
    const auto hold = [&](const QString &side) {
        r.outcome = BattleOutcome::Held;
        r.heldBy = side;
        for (qsizetype i = 0; i < bgs.size(); ++i)
            r.heldField[i] = sideKey(bgs.at(i)) == side;
    };

    if (bgs.size() == 2 && sides.size() == 2) {
        switch (ratio::fieldOutcome(bgs.at(0), bgs.at(1))) {
        case ratio::FieldOutcome::Undecided:
            break;
        case ratio::FieldOutcome::FirstHolds:
            hold(sides.at(0));
            break;
        case ratio::FieldOutcome::SecondHolds:
            hold(sides.at(1));
            break;
        case ratio::FieldOutcome::NeitherHolds:
            r.outcome = BattleOutcome::Neither;
            break;
        }
        return r;
    }
    if (sides.size() < 2)
        return r; // with one side recorded there is nobody to hand the field to

    // A side is still on the field while any of its battlegroups is; it left in the turn its last one broke.
    QHash<QString, int> sideBroke;
    for (const QString &side : std::as_const(sides)) {
        int last = 0;
        bool allBroke = true;
        for (const Battlegroup &bg : bgs) {
            if (sideKey(bg) != side)
                continue;
            if (bg.breakingTurn <= 0)
                allBroke = false;
            last = std::max(last, bg.breakingTurn);
        }
        sideBroke.insert(side, allBroke ? last : 0);
    }
    QStringList staying;
    for (const QString &side : std::as_const(sides)) {
        if (sideBroke.value(side) == 0)
            staying.append(side);
    }
    if (staying.size() == sides.size())
        return r;
    if (staying.size() == 1) {
        hold(staying.constFirst());
        return r;
    }
    if (staying.size() > 1)
        return r; // several sides are still there: nobody holds it alone
    int latest = 0;
    for (const QString &side : std::as_const(sides))
        latest = std::max(latest, sideBroke.value(side));
    QStringList lastOut;
    for (const QString &side : std::as_const(sides)) {
        if (sideBroke.value(side) == latest)
            lastOut.append(side);
    }
    if (lastOut.size() == 1)
        hold(lastOut.constFirst());
    else
        r.outcome = BattleOutcome::Neither;
    return r;
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

    for (const Unit &unit : lastExit.units) {
        Unit u = unit;
        u.pieces.clear();
        bool anchorLost = false;
        QStringList crew;
        for (const Piece &p : unit.pieces) {
            if (p.crewSurvivor) {
                crew.append(label(p)); // R10: a crew that left its vehicle goes with it
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
        next.lost.append(crew);
        if (anchorLost || u.pieces.isEmpty()) {
            next.dissolved.append(u.name);
            continue;
        }
        // R8: an inexperienced unit becomes seasoned after it has fought in two battles.
        if (unitBattles.value(u.id) >= 2 && lastExit.experienceOf(u) == Experience::Green) {
            u.experience = Experience::Seasoned;
            next.promoted.append(u.name);
        }
        bg.units.append(u);
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
