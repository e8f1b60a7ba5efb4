#include "fantasy/rules/FanEngine.h"

#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanTiming.h"
#include "kernel/EnumText.h"

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

FanOutcome refused(const QString &why) { return {why, {}}; }

FanLogRecord record(const FanBattle &battle, FanEvent event, const QString &unitId)
{
    FanLogRecord r;
    r.at = battle.now;
    r.event = event;
    r.unitId = unitId;
    return r;
}

// A unit that is still on the table, or why the verb cannot touch it.
FanUnit *live(FanBattle &battle, const QString &unitId, QString *error)
{
    FanUnit *u = battle.unit(unitId);
    if (!u)
        *error = FanEngine::tr("There is no unit \"%1\".").arg(unitId);
    else if (u->gone())
        *error = FanEngine::tr("%1 is no longer on the table.").arg(FanEngine::nameOf(battle, unitId));
    return *error == QString() ? u : nullptr;
}

// C.4.1: a character with the unit routs or retires with it.
void characterFollows(FanBattle &battle, const FanUnit &unit, FanUnitState state, QStringList &lines)
{
    const FanUnitRef ref = battle.find(unit.id);
    for (FanUnit &c : battle.sides[static_cast<size_t>(ref.side)].units) {
        if (c.kind != FanUnitKind::Character || c.gone() || c.withUnitId != unit.id)
            continue;
        c.state = state;
        if (state == FanUnitState::Routing) {
            c.routedAt = battle.now;
            // He rallies himself at the end of phase 1 of the next turn: carried out as phase 2 begins.
            const FanMoment end = FanTiming::characterRallies(battle.now);
            c.pending = FanPending{FanResult::CarryOn, FanTrigger::Rally, {end.turn, 2, 1}};
            lines << FanEngine::tr("%1 routs with the unit for one turn and rallies himself at the end of phase 1 "
                                   "of turn %2 (C.4.1).").arg(c.name).arg(end.turn);
        } else {
            lines << FanEngine::tr("%1 retires with the unit (C.4.1).").arg(c.name);
        }
    }
}

// The unit routs (again); `at` is when.
void rout(FanBattle &battle, FanUnit &u, QStringList &lines)
{
    if (u.state == FanUnitState::Routing) {
        lines << FanEngine::tr("%1 keeps routing.").arg(u.name);
        return;
    }
    u.state = FanUnitState::Routing;
    u.routedAt = battle.now;
    u.pending.reset(); // a charge or retirement still due is never made by a routing unit
    const FanMoment first = FanTiming::firstRally(battle.now);
    lines << FanEngine::tr("%1 routs: it turns its back and moves at Rout Speed away from the cause of its panic; "
                           "first rally attempt in phase 11 of turn %2 (C.4.1, C.4.2).").arg(u.name).arg(first.turn);
    characterFollows(battle, u, FanUnitState::Routing, lines);
}

void rallied(FanUnit &u, QStringList &lines)
{
    u.state = FanUnitState::Disordered;
    u.routedAt.reset();
    u.pending.reset();
    lines << FanEngine::tr("%1 rallies: it is Disordered and must receive a Reform order before any other (C.4.2).")
                 .arg(u.name);
}

// C.4.1: what a result does once it is carried out.
void carryOut(FanBattle &battle, FanUnit &u, FanResult result, FanTrigger trigger, QStringList &lines)
{
    const bool routing = u.state == FanUnitState::Routing;
    if (trigger == FanTrigger::Rally && !FanTest::rallies(result)) {
        lines << FanEngine::tr("%1 keeps routing and makes another rout move (C.4.2).").arg(u.name);
        return;
    }
    switch (result) {
    case FanResult::Rout:
        rout(battle, u, lines);
        return;
    case FanResult::Retire:
        if (routing) {
            lines << FanEngine::tr("%1 keeps routing.").arg(u.name);
            return;
        }
        u.state = FanUnitState::Retiring;
        u.pending.reset(); // an Uncontrolled Advance still due is given up: the unit turns away instead
        lines << FanEngine::tr("%1 retires: one move at Retire Speed away from the cause of its fear, ending facing "
                               "its foe; no more orders to move or fire this turn (C.4.1).").arg(u.name);
        characterFollows(battle, u, FanUnitState::Retiring, lines);
        return;
    case FanResult::CarryOn:
        if (routing)
            rallied(u, lines);
        else
            lines << FanEngine::tr("%1 carries on with its orders (C.4.1).").arg(u.name);
        return;
    case FanResult::UncontrolledAdvance: {
        if (routing) {
            rallied(u, lines);
            return;
        }
        const FanUaPlan plan = FanTiming::uncontrolledAdvance(battle.now, u.movedThisTurn);
        u.state = FanUnitState::UncontrolledAdvance;
        if (plan.delayed) {
            // Done in phase 1 of the next turn: clear as phase 2 begins.
            u.pending = FanPending{FanResult::UncontrolledAdvance, trigger, {plan.starts.turn, 2, 1}};
            lines << FanEngine::tr("%1 makes an Uncontrolled Advance: it has moved, so it charges in phase 1 of turn %2. "
                                   "The target tests first; the charge moves in two halves with the target's Reaction "
                                   "Test between them (C.4.1).").arg(u.name).arg(plan.starts.turn);
        } else {
            // The charge completes in phase 9; combat follows in phase 10.
            u.pending = FanPending{FanResult::UncontrolledAdvance, trigger, {plan.starts.turn, 10, 1}};
            lines << FanEngine::tr("%1 makes an Uncontrolled Advance: it charges the enemy that caused the test, or the "
                                   "nearest in front; the charge starts in phase %2 and completes in phase 9; no other "
                                   "orders until then (C.4.1).").arg(u.name).arg(plan.starts.phase);
        }
        return;
    }
    }
}

// Skeletons controlled by `characterId` go at once (C-14).
void removeSkeletons(FanBattle &battle, const QString &characterId, QStringList &lines)
{
    for (const FanUnitRef &ref : battle.all()) {
        FanUnit &s = battle.at(ref);
        if (s.kind != FanUnitKind::Skeletons || s.gone() || s.controllerId != characterId)
            continue;
        s.state = FanUnitState::Destroyed;
        s.pending.reset();
        FanLogRecord r = record(battle, FanEvent::Removed, s.id);
        r.detail = FanEngine::tr("controller wounded or killed (C.2, C-14)");
        battle.log.append(r);
        lines << FanEngine::tr("%1 are removed from play: their controller is wounded or killed (C-14).").arg(s.name);
    }
}

// What falls due at the moment the clock has just reached.
void carryOutDue(FanBattle &battle, QStringList &lines)
{
    for (const FanUnitRef &ref : battle.all()) {
        FanUnit &u = battle.at(ref);
        if (!u.pending || u.pending->due != battle.now || u.gone())
            continue;
        const FanPending p = *u.pending;
        u.pending.reset();
        // A charge whose unit has since routed, retired or rallied is no longer to be made (C.4.1).
        if (p.result == FanResult::UncontrolledAdvance && u.state != FanUnitState::UncontrolledAdvance)
            continue;
        FanLogRecord r = record(battle, FanEvent::CarriedOut, u.id);
        r.result = p.result;
        r.trigger = p.trigger;
        if (u.kind == FanUnitKind::Character && p.trigger == FanTrigger::Rally) {
            u.state = FanUnitState::Normal;
            u.routedAt.reset();
            lines << FanEngine::tr("%1 rallies himself at the end of phase 1 (C.4.1).").arg(u.name);
        } else if (p.result == FanResult::UncontrolledAdvance && u.state == FanUnitState::UncontrolledAdvance) {
            u.state = FanUnitState::Normal;
            lines << FanEngine::tr("%1 has made its Uncontrolled Advance charge and takes orders again (C.4.1).")
                         .arg(u.name);
        } else {
            carryOut(battle, u, p.result, p.trigger, lines);
        }
        battle.log.append(r);
    }
}

} // namespace

QString FanEngine::nameOf(const FanBattle &battle, const QString &unitId)
{
    const FanUnit *u = battle.unit(unitId);
    return u && !u->name.isEmpty() ? u->name : unitId;
}

QString FanEngine::momentText(const FanMoment &m)
{
    if (m.phase == FanMoment::phases)
        return tr("turn %1, phase 11 (%2 half)").arg(m.turn).arg(m.half == 1 ? tr("first") : tr("second"));
    return tr("turn %1, phase %2").arg(m.turn).arg(m.phase);
}

FanAssessment FanEngine::assess(const FanBattle &battle, const FanTestRequest &request)
{
    FanAssessment a;
    const FanUnit *u = battle.unit(request.unitId);
    if (!u) {
        a.refusals << tr("There is no unit \"%1\".").arg(request.unitId);
        return a;
    }
    const FanProfile *profile = battle.profile(u->race);
    if (!profile) {
        a.refusals << tr("The battle holds no Profile Sheet for %1.").arg(u->race);
        return a;
    }
    FanTestInput in;
    in.moraleClass = u->moraleClass;
    in.kind = u->kind;
    in.state = u->state;
    in.startFigures = u->startFigures;
    in.currentFigures = u->currentFigures;
    in.trigger = request.trigger;
    in.listedTrigger = request.listedTrigger;
    in.exemptBySpell = u->exemptThroughTurn >= battle.now.turn;
    in.conditions = request.conditions;
    return FanTest::assess(*profile, in, battle.rules);
}

FanOutcome FanEngine::test(FanBattle &battle, const FanTestRequest &request, int d4, bool typed)
{
    if (d4 < 1 || d4 > 4)
        return refused(tr("A D4 shows 1 to 4, not %1.").arg(d4));
    const FanAssessment a = assess(battle, request);
    if (!a.tests())
        return refused(tr("%1 does not test: %2.").arg(nameOf(battle, request.unitId), a.refusals.join(u"; "_s)));
    if (request.trigger == FanTrigger::Rally && !rallyQueue(battle).contains(request.unitId))
        return refused(tr("%1 may not try to rally now: a routing unit tries in the first half of phase 11, once, "
                          "and not before the phase 11 after it routed (C.4.2).").arg(nameOf(battle, request.unitId)));
    FanUnit &u = *battle.unit(request.unitId);
    const FanProfile &profile = *battle.profile(u.race);
    const FanResult result = FanTest::resolve(profile, u.moraleClass, a, d4);
    const FanMoment due = FanTiming::carriedOut(result, request.trigger, battle.now);

    FanLogRecord r = record(battle, FanEvent::Test, u.id);
    r.trigger = request.trigger;
    r.listedTrigger = request.listedTrigger;
    r.profileRevision = profile.revision;
    r.lossStep = a.lossStep;
    r.bmv = a.bmv;
    for (const Modifier &m : a.modifiers)
        r.modifiers.append({m.key, m.label, m.delta, 1});
    r.mmv = a.mmv;
    r.die = d4;
    r.typed = typed;
    r.result = result;
    r.deferred = due != battle.now;
    r.detail = a.notCounted.join(u"; "_s);

    FanOutcome out;
    out.lines << tr("%1: BMV %2 at %3 % losses, MMV %4, D4 %5, FMV %6: %7.")
                     .arg(u.name).arg(a.bmv).arg(a.lossStep).arg(a.mmv).arg(d4).arg(a.mmv + d4)
                     .arg(enumDisplayName(result));
    if (request.trigger == FanTrigger::Rally && !FanTest::rallies(result))
        ++u.rallyFailures;
    if (r.deferred) {
        u.pending = FanPending{result, request.trigger, due};
        if (request.trigger == FanTrigger::Rally)
            out.lines << tr("%1 fails to rally: it keeps routing and makes another rout move in phase 1 of turn %2 "
                            "(C.4.2).").arg(u.name).arg(due.turn);
        else
            out.lines << tr("Carried out in phase 1 of turn %1 (C.4).").arg(due.turn);
    } else {
        carryOut(battle, u, result, request.trigger, out.lines);
    }
    // Why the MMV is what it is, so that the table can check it against the sheet.
    QStringList applied;
    for (const Modifier &m : a.modifiers)
        applied << tr("%1 %2").arg(m.delta > 0 ? u"+"_s + QString::number(m.delta) : QString::number(m.delta), m.label);
    if (!applied.isEmpty())
        out.lines << tr("Modifiers: %1.").arg(applied.join(u"; "_s));
    if (!a.notCounted.isEmpty())
        out.lines << tr("Not counted: %1.").arg(a.notCounted.join(u"; "_s));
    battle.log.append(r);
    return out;
}

QStringList FanEngine::rallyQueue(const FanBattle &battle)
{
    QStringList queue;
    if (battle.now.phase != FanMoment::phases || battle.now.half != 1)
        return queue;
    for (const FanUnitRef &ref : battle.all()) {
        const FanUnit &u = battle.at(ref);
        if (u.state != FanUnitState::Routing || u.kind == FanUnitKind::Character || !u.routedAt)
            continue;
        if (FanTiming::firstRally(*u.routedAt) > battle.now)
            continue;
        const bool tried = std::any_of(battle.log.cbegin(), battle.log.cend(), [&](const FanLogRecord &r) {
            return r.event == FanEvent::Test && r.trigger == FanTrigger::Rally && r.unitId == u.id && r.at == battle.now;
        });
        if (!tried)
            queue << u.id;
    }
    return queue;
}

FanOutcome FanEngine::losses(FanBattle &battle, const QString &unitId, int figures)
{
    QString error;
    FanUnit *u = live(battle, unitId, &error);
    if (!u)
        return refused(error);
    const qint64 after = qint64(u->currentFigures) - figures;
    if (figures == 0 || after < 0 || after > u->startFigures)
        return refused(tr("%1 has %2 of %n figure(s); it cannot lose %3.", nullptr, u->startFigures)
                           .arg(u->name).arg(u->currentFigures).arg(figures));
    u->currentFigures = static_cast<int>(after);
    FanLogRecord r = record(battle, FanEvent::Losses, unitId);
    r.figures = figures;
    battle.log.append(r);
    FanOutcome out;
    const std::optional<int> step = FanLosses::lossStep(u->startFigures, u->currentFigures);
    if (!step) {
        u->state = FanUnitState::Destroyed;
        u->pending.reset();
        out.lines << tr("%1 has lost every figure: destroyed, it never tests again (C-12).").arg(u->name);
        if (u->kind == FanUnitKind::Character)
            removeSkeletons(battle, unitId, out.lines);
    } else {
        out.lines << tr("%1: %2 of %n figure(s), losses %3 % (C.3 step 1).", nullptr, u->startFigures)
                         .arg(u->name).arg(u->currentFigures).arg(*step);
    }
    return out;
}

FanOutcome FanEngine::charged(FanBattle &battle, const QString &unitId, int attackersInContact)
{
    QString error;
    FanUnit *u = live(battle, unitId, &error);
    if (!u)
        return refused(error);
    if (u->state != FanUnitState::Routing)
        return refused(tr("%1 is not routing; it fights back as usual.").arg(u->name));
    if (attackersInContact < 1 || attackersInContact > FanLosses::maxFigures)
        return refused(tr("Attacking figures in contact must be between 1 and %1.").arg(FanLosses::maxFigures));
    const int left = FanLosses::routingUnitCharged(u->currentFigures, attackersInContact);
    const int lost = u->currentFigures - left;
    FanOutcome out;
    out.lines << tr("%1 cannot reply and loses %n figure(s), one per attacker in contact (C.4.1).", nullptr, lost)
                     .arg(u->name);
    FanLogRecord r = record(battle, FanEvent::Charged, unitId);
    r.figures = lost;
    battle.log.append(r);
    u->currentFigures = left;
    if (left == 0) {
        u->state = FanUnitState::Destroyed;
        u->pending.reset();
        out.lines << tr("%1 is destroyed.").arg(u->name);
        if (u->kind == FanUnitKind::Character)
            removeSkeletons(battle, unitId, out.lines);
    }
    return out;
}

FanOutcome FanEngine::obstacle(FanBattle &battle, const QString &unitId, int d6, bool typed)
{
    QString error;
    FanUnit *u = live(battle, unitId, &error);
    if (!u)
        return refused(error);
    if (u->state != FanUnitState::Routing)
        return refused(tr("%1 is not routing.").arg(u->name));
    if (d6 < 1 || d6 > 6)
        return refused(tr("A D6 shows 1 to 6, not %1.").arg(d6));
    FanLogRecord r = record(battle, FanEvent::Obstacle, unitId);
    r.die = d6;
    r.typed = typed;
    battle.log.append(r);
    return {{}, {FanTiming::obstacleTurnsRight(d6)
                     ? tr("%1 meets an obstacle it cannot get round: D6 %2, it turns right (C.4.1).").arg(u->name).arg(d6)
                     : tr("%1 meets an obstacle it cannot get round: D6 %2, it turns left (C.4.1).").arg(u->name).arg(d6)}};
}

FanOutcome FanEngine::characterHit(FanBattle &battle, const QString &characterId, bool killed)
{
    QString error;
    FanUnit *c = live(battle, characterId, &error);
    if (!c)
        return refused(error);
    if (c->kind != FanUnitKind::Character)
        return refused(tr("%1 is no character.").arg(c->name));
    FanOutcome out;
    FanLogRecord r = record(battle, killed ? FanEvent::Removed : FanEvent::Losses, characterId);
    if (killed) {
        c->state = FanUnitState::Destroyed;
        c->currentFigures = 0;
        c->pending.reset();
        r.detail = tr("killed");
        out.lines << tr("%1 is killed.").arg(c->name);
    } else {
        c->wounded = true;
        r.detail = tr("wounded");
        out.lines << tr("%1 is wounded.").arg(c->name);
    }
    battle.log.append(r);
    removeSkeletons(battle, characterId, out.lines);
    return out;
}

FanOutcome FanEngine::reform(FanBattle &battle, const QString &unitId)
{
    QString error;
    FanUnit *u = live(battle, unitId, &error);
    if (!u)
        return refused(error);
    if (u->state != FanUnitState::Disordered)
        return refused(tr("%1 is not Disordered; only a rallied unit needs a Reform order.").arg(u->name));
    u->state = FanUnitState::Normal;
    battle.log.append(record(battle, FanEvent::Reform, unitId));
    return {{}, {tr("%1 reforms and takes orders again (C.4.2).").arg(u->name)}};
}

FanOutcome FanEngine::spell(FanBattle &battle, const QString &unitId, int throughTurn)
{
    QString error;
    FanUnit *u = live(battle, unitId, &error);
    if (!u)
        return refused(error);
    if (throughTurn != 0 && throughTurn < battle.now.turn)
        return refused(tr("Turn %1 is over; a spell lasts through this turn (%2) or a later one.")
                           .arg(throughTurn).arg(battle.now.turn));
    u->exemptThroughTurn = throughTurn;
    FanLogRecord r = record(battle, FanEvent::Spell, unitId);
    r.figures = throughTurn;
    battle.log.append(r);
    if (throughTurn == 0)
        return {{}, {tr("%1 is no longer exempt from Morale Tests.").arg(u->name)}};
    return {{}, {tr("%1 is exempt from Morale Tests through turn %2 (C.2).").arg(u->name).arg(throughTurn)}};
}

FanOutcome FanEngine::moved(FanBattle &battle, const QString &unitId, bool moved)
{
    QString error;
    FanUnit *u = live(battle, unitId, &error);
    if (!u)
        return refused(error);
    if (u->movedThisTurn == moved)
        return refused(moved ? tr("%1 is already marked as moved.").arg(u->name)
                             : tr("%1 is not marked as moved.").arg(u->name));
    u->movedThisTurn = moved;
    FanLogRecord r = record(battle, FanEvent::Moved, unitId);
    r.figures = moved ? 1 : 0;
    battle.log.append(r);
    return {{}, {moved ? tr("%1 has moved this turn.").arg(u->name) : tr("%1 has not moved this turn.").arg(u->name)}};
}

FanOutcome FanEngine::offTable(FanBattle &battle, const QString &unitId)
{
    QString error;
    FanUnit *u = live(battle, unitId, &error);
    if (!u)
        return refused(error);
    if (u->state != FanUnitState::Routing)
        return refused(tr("%1 is not routing.").arg(u->name));
    u->state = FanUnitState::Destroyed;
    u->pending.reset();
    FanLogRecord r = record(battle, FanEvent::Removed, unitId);
    r.detail = tr("routed off the table");
    battle.log.append(r);
    FanOutcome out{{}, {tr("%1 routs off the table and is lost for the game (C.4.2).").arg(u->name)}};
    if (u->kind == FanUnitKind::Character)
        removeSkeletons(battle, unitId, out.lines);
    return out;
}

FanOutcome FanEngine::advance(FanBattle &battle)
{
    // C-5: every routing unit that may rally tries, so the first half of phase 11 ends only when each has.
    QStringList waiting;
    for (const QString &id : rallyQueue(battle)) {
        if (assess(battle, FanTestRequest{id, FanTrigger::Rally, {}, {}}).tests())
            waiting << nameOf(battle, id);
    }
    if (!waiting.isEmpty())
        return refused(tr("Every routing unit tries to rally before the second half of phase 11 (C.4.2, C-5); still "
                          "to test: %1.").arg(waiting.join(u", "_s)));
    FanMoment &now = battle.now;
    if (now.phase == FanMoment::phases && now.half == 1) {
        now.half = 2;
    } else if (now.phase == FanMoment::phases) {
        now = {now.turn + 1, 1, 1};
    } else {
        ++now.phase;
    }
    FanOutcome out;
    out.lines << tr("Now %1.").arg(momentText(now));
    if (now.phase == 1) {
        // A new turn: last turn's retirements are over and nobody has moved yet.
        for (const FanUnitRef &ref : battle.all()) {
            FanUnit &u = battle.at(ref);
            u.movedThisTurn = false;
            // A Retire still due is carried out just below and retires the unit again.
            if (u.state == FanUnitState::Retiring)
                u.state = FanUnitState::Normal;
        }
    }
    battle.log.append(record(battle, FanEvent::Clock, {}));
    carryOutDue(battle, out.lines);
    if (now.phase == FanMoment::phases && now.half == 1) {
        const QStringList queue = rallyQueue(battle);
        QStringList names;
        for (const QString &id : queue)
            names << nameOf(battle, id);
        out.lines << (names.isEmpty() ? tr("No routing unit may try to rally this phase.")
                                      : tr("Rally attempts this phase (C.4.2): %1.").arg(names.join(u", "_s)));
    }
    return out;
}

} // namespace md::fantasy
