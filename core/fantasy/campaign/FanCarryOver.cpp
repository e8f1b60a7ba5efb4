#include "fantasy/campaign/FanCarryOver.h"

#include "fantasy/io/FanFileLimits.h"
#include "kernel/JsonPath.h"

#include <QSet>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

QSet<QString> unitIds(const FanSide &side)
{
    QSet<QString> ids;
    for (const FanUnit &u : side.units)
        ids.insert(u.id);
    return ids;
}

// The battle's sheets for the races `units` test with, in the battle's order.
QList<FanProfile> profilesFor(const FanBattle &battle, const QList<FanUnit> &units)
{
    QSet<QString> races;
    for (const FanUnit &u : units)
        races.insert(u.race);
    QList<FanProfile> kept;
    for (const FanProfile &p : battle.profiles) {
        if (races.contains(p.race))
            kept.append(p);
    }
    return kept;
}

QString goneText(const FanUnit &u, FanGoneReason reason)
{
    switch (reason) {
    case FanGoneReason::Killed:
        return FanCarryOver::tr("%1 (killed)").arg(u.name);
    case FanGoneReason::RoutedOffTable:
        return FanCarryOver::tr("%1 (routed off the table)").arg(u.name);
    case FanGoneReason::ControllerGone:
        return FanCarryOver::tr("%1 (their controller is gone)").arg(u.name);
    case FanGoneReason::Destroyed:
        break;
    }
    return FanCarryOver::tr("%1 (destroyed)").arg(u.name);
}

} // namespace

QString FanCarryOver::enemyName() { return tr("The enemy"); }

FanBattle FanCarryOver::sideBattle(const FanBattle &battle, int side)
{
    const int other = 1 - side;
    FanBattle part = battle;
    part.sides[static_cast<size_t>(other)].units.clear();
    const QSet<QString> ids = unitIds(battle.sides[static_cast<size_t>(side)]);
    part.log.clear();
    for (const FanLogRecord &r : battle.log) {
        if (r.unitId.isEmpty() || ids.contains(r.unitId))
            part.log.append(r);
    }
    part.profiles = profilesFor(battle, battle.sides[static_cast<size_t>(side)].units);
    return part;
}

int FanCarryOver::playedTurns(const FanBattle &battle) { return std::max(1, battle.now.turn); }

QString FanCarryOver::profilesText(const QList<FanProfile> &profiles)
{
    // Data, not words for the player: the same text in every language.
    QStringList parts;
    for (const FanProfile &p : profiles)
        parts.append(u"%1 r%2"_s.arg(p.race).arg(p.revision));
    return parts.join(u"; "_s);
}

QList<FanUnitResult> FanCarryOver::unitResults(const FanBattle &battle, int side)
{
    QList<FanUnitResult> list;
    for (const FanUnit &u : battle.sides[static_cast<size_t>(side)].units) {
        FanUnitResult r;
        r.unitId = u.id;
        r.name = u.name;
        r.race = u.race;
        r.moraleClass = u.moraleClass;
        r.kind = u.kind;
        r.startFigures = u.startFigures;
        r.endFigures = std::clamp(u.currentFigures, 0, std::max(0, u.startFigures));
        r.endState = u.state;
        r.wounded = u.wounded;
        r.rallyFailures = std::max(0, u.rallyFailures);
        for (const FanLogRecord &l : battle.log) {
            if (l.event != FanEvent::Test || l.unitId != u.id)
                continue;
            ++r.tests;
            // A failed rally keeps a routing unit routing: it is counted with the rally failures, not as a rout.
            if (l.trigger != FanTrigger::Rally && l.result == FanResult::Rout)
                ++r.routs;
        }
        list.append(r);
    }
    return list;
}

FanSideResult FanCarryOver::result(const FanBattle &battle, int side)
{
    FanSideResult r;
    r.side = battle.sides[static_cast<size_t>(side)].name.trimmed();
    r.index = side;
    r.turns = playedTurns(battle);
    r.units = unitResults(battle, side);
    return r;
}

std::optional<FanGoneReason> FanCarryOver::goneReason(const FanBattle &battle, const FanUnit &unit)
{
    if (unit.state == FanUnitState::Destroyed) {
        // Figures left on a destroyed unit: it left the table whole (C.4.2), or went with its controller (C-14).
        if (unit.currentFigures <= 0)
            return unit.kind == FanUnitKind::Character ? FanGoneReason::Killed : FanGoneReason::Destroyed;
        return unit.kind == FanUnitKind::Skeletons ? FanGoneReason::ControllerGone : FanGoneReason::RoutedOffTable;
    }
    // C-14: skeletons go when their controller is wounded or killed; one gone from the battle takes them too.
    if (unit.kind == FanUnitKind::Skeletons && !unit.controllerId.isEmpty()) {
        const FanUnit *controller = battle.unit(unit.controllerId);
        if (!controller || controller->state == FanUnitState::Destroyed || controller->wounded)
            return FanGoneReason::ControllerGone;
    }
    return std::nullopt;
}

FanBattle FanCarryOver::entrySnapshot(const FanBattle &exit)
{
    FanBattle entry = exit;
    entry.log.clear();
    entry.now = FanMoment{};
    for (const FanUnitRef &ref : exit.all()) {
        const FanUnit &was = exit.at(ref);
        FanUnit &u = entry.at(ref);
        int given = 0;
        bool killed = false;
        bool woundedHere = false;
        bool spellHere = false;
        for (const FanLogRecord &r : exit.log) {
            if (r.unitId != was.id)
                continue;
            switch (r.event) {
            case FanEvent::Losses:
                given += r.figures;
                // A character's wound is a losses record of no figures (FanEngine::characterHit).
                woundedHere = woundedHere || (r.figures == 0 && was.kind == FanUnitKind::Character);
                break;
            case FanEvent::Charged:
                given += r.figures;
                break;
            case FanEvent::Removed:
                killed = killed || was.kind == FanUnitKind::Character;
                break;
            case FanEvent::Spell:
                spellHere = true;
                break;
            default:
                break;
            }
        }
        // C-11: the start is the one recorded for the battle; what the log took off it is given back.
        const int start = std::max(0, was.startFigures);
        u.currentFigures = killed ? start : std::clamp(was.currentFigures + given, 0, start);
        u.state = u.currentFigures > 0 ? FanUnitState::Normal : FanUnitState::Destroyed;
        u.routedAt.reset();
        u.pending.reset();
        u.movedThisTurn = false;
        u.rallyFailures = 0;
        if (woundedHere)
            u.wounded = false;
        if (spellHere)
            u.exemptThroughTurn = 0;
    }
    return entry;
}

QString FanCarryOver::reading()
{
    return tr("Part C has no campaign rule; this is MoraleDesk's reading. Destroyed units are gone, and so are "
              "units routed off the table and skeletons whose controller is gone. Every other unit starts its next "
              "battle with the figures it ended with, recorded as its new start: losses count against the start "
              "recorded for a battle, and a new battle records anew. It starts Normal, with no pending result, no "
              "rally failures and no spell exemption; characters stay wounded. The Profile Sheets its units use "
              "are kept with their revisions. The clock starts at turn 1, phase 1, with an empty log, and the "
              "other side is empty for the players to fill.");
}

FanNextBattle FanCarryOver::nextBattle(const FanBattle &last, int side)
{
    FanNextBattle next;
    const int s = std::clamp(side, 0, FanBattle::sideCount - 1);
    const FanSide &from = last.sides[static_cast<size_t>(s)];
    next.side = from.name;
    next.sideIndex = s;
    next.reading = reading();

    FanBattle b;
    const QString name = tr("%1, next battle").arg(last.name);
    b.name = JsonPath::textLength(name) <= FanFileLimits::maxNameLength ? name : last.name;
    b.notes = last.notes;
    b.rules = last.rules;

    // Who stays: a controller is a character, so whether he stays never depends on his skeletons.
    QSet<QString> kept;
    for (const FanUnit &u : from.units) {
        if (!goneReason(last, u))
            kept.insert(u.id);
    }
    QList<FanUnit> units;
    for (const FanUnit &u : from.units) {
        std::optional<FanGoneReason> reason = goneReason(last, u);
        if (!reason && u.kind == FanUnitKind::Skeletons && !u.controllerId.isEmpty() && !kept.contains(u.controllerId))
            reason = FanGoneReason::ControllerGone;
        if (reason) {
            next.gone.append(goneText(u, *reason));
            continue;
        }
        FanUnit fresh = u;
        // A new battle records its start anew: the figures the unit ended with.
        fresh.startFigures = u.currentFigures;
        fresh.state = FanUnitState::Normal;
        fresh.routedAt.reset();
        fresh.pending.reset();
        fresh.movedThisTurn = false;
        fresh.exemptThroughTurn = 0;
        fresh.rallyFailures = 0;
        if (fresh.kind == FanUnitKind::Character && !fresh.withUnitId.isEmpty() && !kept.contains(fresh.withUnitId))
            fresh.withUnitId.clear();
        units.append(fresh);
        next.carried.append(tr("%1 (%n figure(s))", nullptr, fresh.startFigures).arg(fresh.name));
        if (fresh.wounded)
            next.wounded.append(fresh.name);
    }
    b.profiles = profilesFor(last, units);
    for (const FanProfile &p : std::as_const(b.profiles))
        next.profiles.append(tr("%1 revision %2").arg(p.race).arg(p.revision));
    b.sides[static_cast<size_t>(s)] = FanSide{from.name, units};
    b.sides[static_cast<size_t>(1 - s)] = FanSide{enemyName(), {}};
    next.battle = b;

    const QString who = from.name.trimmed().isEmpty() ? tr("Side %1").arg(s + 1) : from.name;
    QStringList parts{tr("%1 for its next battle.").arg(who)};
    parts << (next.carried.isEmpty() ? tr("No unit carries over.")
                                     : tr("Carried over: %1.").arg(next.carried.join(u", "_s)));
    if (!next.gone.isEmpty())
        parts << tr("Gone: %1.").arg(next.gone.join(u", "_s));
    if (!next.wounded.isEmpty())
        parts << tr("Still wounded: %1.").arg(next.wounded.join(u", "_s));
    if (!next.profiles.isEmpty())
        parts << tr("Profile Sheets kept: %1.").arg(next.profiles.join(u", "_s));
    parts << next.reading;
    next.status = parts.join(u' ');
    return next;
}

} // namespace md::fantasy
