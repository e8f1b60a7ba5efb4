#include "napoleonic/rules/NapEngine.h"

#include "kernel/EnumText.h"
#include "napoleonic/model/NapFileLimits.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapArmyMorale.h"
#include "napoleonic/rules/NapEffects.h"
#include "napoleonic/rules/NapPlayState.h"
#include "napoleonic/rules/NapRallyPhase.h"
#include "napoleonic/rules/NapTriggers.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

QString unitLabel(const NapUnit &unit)
{
    return NapEffects::label(unit);
}

NapLogRecord record(const NapBattle &battle, NapLogEvent event, const QString &armyId)
{
    return NapPlayState::record(battle, event, armyId);
}

QString logFull(const NapBattle &battle)
{
    return NapPlayState::logFull(battle);
}

QString unknownUnit(const QString &id)
{
    return NapPlayState::unknownUnit(id);
}

void markTested(NapUnit &unit, NapCircumstance circumstance)
{
    NapPlayState::markTested(unit, circumstance);
}

void dropPending(NapBattle &battle, const QString &unitId, std::optional<NapCircumstance> circumstance = std::nullopt)
{
    NapPlayState::dropPending(battle, unitId, circumstance);
}

bool isPending(const NapBattle &battle, const QString &unitId, NapCircumstance circumstance)
{
    return NapPlayState::isPending(battle, unitId, circumstance);
}

QString detailOf(const Modifiers &adjustments)
{
    return NapPlayState::detailOf(adjustments);
}

} // namespace

DieSpec NapEngine::dice()
{
    return DieSpec{1, 10};
}

QList<NapPendingCheck> NapEngine::loss(NapBattle &battle, const QString &unitId, int figures, int cannon, bool shock,
                                       QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QList<NapPendingCheck>();
    };
    if (error)
        error->clear();
    NapArmy *army = nullptr;
    NapUnit *unit = battle.unit(unitId, nullptr, &army);
    if (!unit)
        return fail(unknownUnit(unitId));
    const QString name = unitLabel(*unit);
    if (figures == 0 && cannon == 0)
        return fail(tr("Enter the figures or cannon %1 lost: at least 1 (or fewer than 0 to correct an entry).").arg(name));
    if (unit->state == NapUnitState::Eliminated)
        return fail(tr("%1 is no longer on the table.").arg(name));
    const qint64 lost = qint64(unit->figuresLost) + figures;
    if (lost < 0)
        return fail(tr("%1 has lost %n figure(s); a correction cannot give back more.", nullptr, unit->figuresLost).arg(name));
    if (lost > unit->startFigures)
        return fail(tr("%1 started with %n figure(s); it cannot lose more than that.", nullptr, unit->startFigures).arg(name));
    if (cannon != 0 && unit->type != NapUnitType::Artillery)
        return fail(tr("%1 is not artillery: only a battery loses cannon (15.53).").arg(name));
    const qint64 cannonLost = qint64(unit->cannonLost) + cannon;
    if (cannonLost < 0)
        return fail(tr("%1 has lost %n cannon; a correction cannot give back more.", nullptr, unit->cannonLost).arg(name));
    if (cannonLost > unit->startCannon)
        return fail(tr("%1 started with %n cannon; it cannot lose more than that.", nullptr, unit->startCannon).arg(name));
    if (const QString full = logFull(battle); !full.isEmpty())
        return fail(full);

    // B.2: the check the loss calls for, decided before anything changes.
    QList<NapPendingCheck> queued;
    if (!shock && (figures > 0 || cannon > 0)) {
        if (const auto circumstance = NapTriggers::fromFireLoss(battle.phase())) {
            if (!NapTriggers::exemption(battle, *unit, *circumstance).exempt() && !isPending(battle, unitId, *circumstance)
                && battle.pending.size() < NapFileLimits::maxPending) {
                NapPendingCheck p;
                p.unitId = unitId;
                p.circumstance = *circumstance;
                p.instantaneous = NapTriggers::instantaneous(*circumstance);
                queued.append(p);
            }
        }
    }

    unit->figuresLost = int(lost);
    unit->cannonLost = int(cannonLost);
    if (!shock)
        unit->cannonLostThisPhase = std::clamp(unit->cannonLostThisPhase + cannon, 0, unit->cannonLost); // 15.53
    else
        unit->cannonLostThisPhase = std::min(unit->cannonLostThisPhase, unit->cannonLost);
    battle.pending.append(queued);
    NapLogRecord r = record(battle, NapLogEvent::Loss, army->id);
    r.unitIds = {unitId};
    r.figures = figures;
    r.cannon = cannon;
    r.shock = shock;
    r.mfpHalf = 2 * figures; // E01 or E02, 1 per figure
    battle.log.append(r);
    return queued;
}

QString NapEngine::queue(NapBattle &battle, const NapPendingCheck &check)
{
    const NapArmy *army = nullptr;
    const NapUnit *unit = battle.unit(check.unitId, nullptr, &army);
    if (!unit)
        return unknownUnit(check.unitId);
    if (check.circumstance == NapCircumstance::Pc)
        return tr("A rally is not queued: try it in the Rally Phase (B.4.4).");
    const NapUnit *cause = nullptr;
    if (!check.causeUnitId.isEmpty()) {
        const NapArmy *causeArmy = nullptr;
        cause = battle.unit(check.causeUnitId, nullptr, &causeArmy);
        if (!cause)
            return unknownUnit(check.causeUnitId);
        if (causeArmy != army)
            return tr("%1 is not a friend of %2: only a friendly unit's rout calls for a check (15.31 b, c).")
                .arg(unitLabel(*cause), unitLabel(*unit));
    }
    const NapExemption exemption = NapTriggers::exemption(battle, *unit, check.circumstance, cause);
    if (exemption.exempt())
        return tr("%1 need not test for %2 (%3): %4").arg(unitLabel(*unit), enumKey(check.circumstance), exemption.code,
                                                           exemption.reason);
    if (isPending(battle, check.unitId, check.circumstance))
        return tr("%1's %2 check is already queued.").arg(unitLabel(*unit), enumKey(check.circumstance));
    if (battle.pending.size() >= NapFileLimits::maxPending)
        return tr("The queue is full (%1 checks); resolve some first.").arg(NapFileLimits::maxPending);
    NapPendingCheck p = check;
    p.instantaneous = NapTriggers::instantaneous(check.circumstance);
    battle.pending.append(p);
    return {};
}

QString NapEngine::dismiss(NapBattle &battle, int pendingIndex, const QString &why)
{
    if (pendingIndex < 0 || pendingIndex >= battle.pending.size())
        return battle.pending.isEmpty() ? tr("No check is queued.")
                                         : tr("There is no queued check %1; the queue holds %2.")
                                               .arg(pendingIndex + 1)
                                               .arg(battle.pending.size());
    if (why.trimmed().isEmpty())
        return tr("Say why the check is dismissed.");
    if (why.size() > NapFileLimits::maxNotesLength)
        return tr("The reason is longer than %1 characters.").arg(NapFileLimits::maxNotesLength);
    // The players' reason is kept in the battle log with the check they did not take, so the log still says
    // why a unit that lost figures never tested.
    const NapPendingCheck dropped = battle.pending.at(pendingIndex);
    const NapArmy *army = nullptr;
    battle.unit(dropped.unitId, static_cast<const NapCommand **>(nullptr), &army);
    NapLogRecord r = NapPlayState::record(battle, NapLogEvent::CheckDismissed, army ? army->id : QString());
    r.unitIds = {dropped.unitId};
    r.circumstance = dropped.circumstance;
    r.detail = why.trimmed();
    battle.pending.removeAt(pendingIndex);
    battle.log.append(r);
    return {};
}

NapCheckPreview NapEngine::preview(const NapBattle &battle, const NapCheckRequest &request)
{
    NapCheckPreview p;
    if (request.unitIds.isEmpty()) {
        p.error = tr("Name the unit that tests.");
        return p;
    }
    if (request.circumstance == NapCircumstance::Pc) {
        p.error = tr("A routed unit tests to rally with a rally attempt in the Rally Phase (B.4.4).");
        return p;
    }
    if (request.unitIds.size() > 1
        && request.tester != NapTesterKind::Formation && request.tester != NapTesterKind::Cluster) {
        p.error = tr("Several units test together only as a formation (a square, a redoubt, a building) or a "
                     "skirmisher cluster (15.22, 15.24).");
        return p;
    }
    const NapArmy *army = nullptr;
    for (const QString &id : request.unitIds) {
        const NapArmy *a = nullptr;
        const NapUnit *u = battle.unit(id, nullptr, &a);
        if (!u) {
            p.error = unknownUnit(id);
            return p;
        }
        if (request.unitIds.count(id) > 1) {
            p.error = tr("%1 is named twice.").arg(unitLabel(*u));
            return p;
        }
        if (army && a != army) {
            p.error = tr("%1 is not of the same army as the other units of the check.").arg(unitLabel(*u));
            return p;
        }
        army = a;
    }
    // I-b/I-c: the routing unit, said or from the queue.
    QString causeId = request.causeUnitId;
    if (causeId.isEmpty()) {
        for (const NapPendingCheck &q : battle.pending)
            if (request.unitIds.contains(q.unitId) && q.circumstance == request.circumstance && !q.causeUnitId.isEmpty())
                causeId = q.causeUnitId;
    }
    const NapUnit *cause = nullptr;
    if (!causeId.isEmpty()) {
        cause = battle.unit(causeId);
        if (!cause) {
            p.error = unknownUnit(causeId);
            return p;
        }
    }
    for (const QString &id : request.unitIds) {
        const NapUnit *u = battle.unit(id);
        const NapExemption e = NapTriggers::exemption(battle, *u, request.circumstance, cause, request.causeFailedRally);
        if (e.exempt()) {
            p.error = tr("%1 need not test for %2 (%3): %4").arg(unitLabel(*u), enumKey(request.circumstance), e.code, e.reason);
            return p;
        }
    }

    p.testerId = NapTriggers::highestCmr(battle, request.unitIds);
    const NapCommand *command = nullptr;
    const NapUnit *tester = battle.unit(p.testerId, &command);
    const bool grouped = request.tester == NapTesterKind::Formation || request.tester == NapTesterKind::Cluster;
    if (battle.phase() == NapPhase::ShockCombat) {
        if (!grouped) {
            p.shockRule = true;
        } else if (battle.rules.shockAdjOmittedFirstCheckOnly) {
            // B-9's literal reading: only the first check of the phase omits 15.28.
            p.shockRule = std::all_of(request.unitIds.cbegin(), request.unitIds.cend(), [&battle](const QString &id) {
                return !battle.unit(id)->checksThisPhase.isEmpty();
            });
        }
    }
    NapCmrValue cmr = NapCmr::current(*tester, *command, *army, battle, battle.phase());
    if (!p.shockRule) {
        // A grouped roll without 15.28 leaves out the kept +1/-1 too (B-9).
        for (qsizetype i = cmr.terms.size() - 1; i >= 0; --i) {
            if (cmr.terms.at(i).key == "shock-phase"_L1) {
                cmr.value -= cmr.terms.at(i).delta;
                cmr.terms.removeAt(i);
            }
        }
    }
    QString error;
    const Modifiers adjustments = NapAdjustments::situational(*tester, *command, battle, request.situation, &error);
    if (!error.isEmpty()) {
        p.error = error;
        return p;
    }
    p.terms = cmr.terms + adjustments;
    p.target = cmr.value;
    for (const Modifier &m : adjustments)
        p.target += m.delta;
    p.odds = NapCheck::odds(p.target, p.shockRule);
    return p;
}

NapCheckOutcome NapEngine::check(NapBattle &battle, const NapCheckRequest &request, DiceSource &dice)
{
    NapCheckOutcome outcome;
    outcome.preview = preview(battle, request);
    if (!outcome.preview.error.isEmpty()) {
        outcome.error = outcome.preview.error;
        return outcome;
    }
    if (const QString full = logFull(battle); !full.isEmpty()) {
        outcome.error = full;
        return outcome;
    }
    const int roll = dice.rollSum(NapEngine::dice());
    if (roll < 1 || roll > 10) {
        outcome.error = tr("A d10 shows 1 to 10 (0 reads as 10), not %1.").arg(roll);
        return outcome;
    }
    outcome.roll = roll;
    outcome.result = NapCheck::resolve(outcome.preview.target, roll, outcome.preview.shockRule, &outcome.shockDelta);
    outcome.unitIds = request.unitIds;
    const NapArmy *army = nullptr;
    const NapCommand *command = nullptr;
    const NapUnit *testerBefore = battle.unit(outcome.preview.testerId, &command, &army);
    const QString armyId = army->id;
    // The log's short list of the adjustments, worked out before the result changes the unit.
    QString detail = detailOf(NapAdjustments::situational(*testerBefore, *command, battle, request.situation));
    if (!request.causeUnitId.isEmpty())
        detail += (detail.isEmpty() ? QString() : u","_s) + u"cause="_s + request.causeUnitId;
    const NapUnitState testerWas = testerBefore->state;
    for (const QString &id : request.unitIds) {
        NapUnit *u = battle.unit(id);
        const NapUnitState was = u->state;
        u->state = NapCheck::next(u->state, outcome.result, request.tester, battle.rules);
        if (u->state == NapUnitState::Routed && was != NapUnitState::Routed)
            outcome.routed.append(id);
        markTested(*u, request.circumstance);
        if (battle.phase() == NapPhase::DeclaredCavalryCharge)
            u->checkedInDeclaredChargePhase = true; // 15.31(d)
        // 0 unless 15.28 applied; kept within the file's range for an adjustment.
        u->shockPhaseAdj = std::clamp(u->shockPhaseAdj + outcome.shockDelta, -NapFileLimits::maxAdjustment,
                                      NapFileLimits::maxAdjustment);
        dropPending(battle, id, request.circumstance);
    }
    const NapUnit *tester = battle.unit(outcome.preview.testerId);
    outcome.effect = NapEffects::check(outcome.result, testerWas, tester->state, request.tester, battle.rules);

    NapLogRecord r = record(battle, NapLogEvent::Check, armyId);
    r.unitIds = request.unitIds;
    r.circumstance = request.circumstance;
    r.tester = request.tester;
    r.roll = roll;
    r.typed = dice.typedByPlayer();
    r.target = outcome.preview.target;
    r.result = outcome.result;
    r.detail = detail;
    battle.log.append(r);
    return outcome;
}

QString NapEngine::routFriends(NapBattle &battle, const QString &routedUnitId, const QStringList &unitIds, bool passby,
                               QStringList *skipped)
{
    const NapArmy *army = nullptr;
    const NapUnit *routed = battle.unit(routedUnitId, nullptr, &army);
    if (!routed)
        return unknownUnit(routedUnitId);
    if (routed->state != NapUnitState::Routed)
        return tr("%1 is not routed: only a routing unit's friends test (I-b, I-c).").arg(unitLabel(*routed));
    const NapCircumstance circumstance = passby ? NapCircumstance::Ic : NapCircumstance::Ib;
    // X-c: a unit that failed to rally and routs on to the rear in the Rally Phase (15.43).
    const bool failedRally = passby && routed->rallyFailures > 0 && battle.phase() == NapPhase::Rally;
    QList<NapPendingCheck> queued;
    QStringList skips;
    for (const QString &id : unitIds) {
        const NapArmy *a = nullptr;
        const NapUnit *u = battle.unit(id, nullptr, &a);
        if (!u)
            return unknownUnit(id);
        if (id == routedUnitId)
            return tr("%1 is the routing unit itself.").arg(unitLabel(*u));
        if (a != army)
            return tr("%1 is not a friend of %2: only friends within 2\" test (15.31 b, c).").arg(unitLabel(*u),
                                                                                              unitLabel(*routed));
        const NapExemption e = NapTriggers::exemption(battle, *u, circumstance, routed, failedRally);
        if (e.exempt()) {
            skips.append(tr("%1: %2 %3").arg(unitLabel(*u), e.code, e.reason));
            continue;
        }
        if (isPending(battle, id, circumstance)
            || std::any_of(queued.cbegin(), queued.cend(), [&id](const NapPendingCheck &q) { return q.unitId == id; })) {
            skips.append(tr("%1: its %2 check is already queued.").arg(unitLabel(*u), enumKey(circumstance)));
            continue;
        }
        NapPendingCheck p;
        p.unitId = id;
        p.circumstance = circumstance;
        p.instantaneous = true;
        p.causeUnitId = routedUnitId;
        p.note = tr("N09 (-2) if it sees %1 rout").arg(unitLabel(*routed));
        queued.append(p);
    }
    if (battle.pending.size() + queued.size() > NapFileLimits::maxPending)
        return tr("The queue is full (%1 checks); resolve some first.").arg(NapFileLimits::maxPending);
    // B.2.3 item 6: the secondary checks come first, before the checks queued earlier (15.32).
    battle.pending = queued + battle.pending;
    if (skipped)
        *skipped = skips;
    return {};
}

QStringList NapEngine::clearDisorder(NapBattle &battle, const QString &armyId, const QStringList &heldUnitIds,
                                     QString *error)
{
    return NapRallyPhase::clearDisorder(battle, armyId, heldUnitIds, error);
}

NapCheckPreview NapEngine::rallyPreview(const NapBattle &battle, const QString &unitId, const NapSituation &situation)
{
    return NapRallyPhase::preview(battle, unitId, situation);
}

NapRallyOutcome NapEngine::rally(NapBattle &battle, const QString &unitId, const NapSituation &situation,
                                 DiceSource &dice)
{
    return NapRallyPhase::rally(battle, unitId, situation, dice);
}

QString NapEngine::routOffTable(NapBattle &battle, const QString &unitId)
{
    return NapRallyPhase::routOffTable(battle, unitId);
}

NapMfpOutcome NapEngine::mfpPhase(NapBattle &battle, const QString &armyId, const QList<NapMfpEntry> &entries)
{
    return NapArmyMorale::mfpPhase(battle, armyId, entries);
}

QString NapEngine::setOfficer(NapBattle &battle, const QString &commandId, NapOfficerStatus status)
{
    return NapArmyMorale::setOfficer(battle, commandId, status);
}

QString NapEngine::setOrder(NapBattle &battle, const QString &commandId, NapOrder order)
{
    return NapArmyMorale::setOrder(battle, commandId, order);
}

QString NapEngine::arrive(NapBattle &battle, const QString &commandId)
{
    return NapArmyMorale::arrive(battle, commandId);
}

QString NapEngine::withdraw(NapBattle &battle, const QString &commandId)
{
    return NapArmyMorale::withdraw(battle, commandId);
}

QString NapEngine::takePosition(NapBattle &battle, const QString &armyId, const QString &positionName)
{
    return NapArmyMorale::takePosition(battle, armyId, positionName);
}

QList<NapOrder> NapEngine::ordersAllowed(const NapArmy &army)
{
    return NapArmyMorale::ordersAllowed(army);
}

QString NapEngine::nextPhase(NapBattle &battle)
{
    if (!battle.pending.isEmpty()) {
        const NapPendingCheck &first = battle.pending.constFirst();
        const NapUnit *u = battle.unit(first.unitId);
        return tr("Resolve the queued checks first (15.32, 15.42): %n check(s) queued, the first %1's %2.", nullptr,
                  int(battle.pending.size()))
            .arg(u ? unitLabel(*u) : first.unitId, enumKey(first.circumstance));
    }
    if (battle.settings.phases.isEmpty())
        return tr("The battle has no phases in its turn sequence; add them in the battle's data.");
    const bool wraps = battle.phaseIndex + 1 >= battle.settings.phases.size();
    if (wraps && battle.turn >= NapFileLimits::maxTurn)
        return tr("Turn %1 is the last a battle file holds.").arg(NapFileLimits::maxTurn);
    if (const QString full = logFull(battle); !full.isEmpty())
        return full;
    const NapPhase ending = battle.phase();
    NapLogRecord r = record(battle, wraps ? NapLogEvent::TurnEnded : NapLogEvent::PhaseEnded, QString());
    for (NapArmy &a : battle.armies) {
        for (NapCommand &c : a.commands) {
            for (NapUnit &u : c.units) {
                u.cannonLostThisPhase = 0; // 15.53: temporary, this phase only
                u.checksThisPhase.clear(); // 15.21
                if (ending == NapPhase::ShockCombat) {
                    u.shockPhaseAdj = 0;   // 15.28: to the end of the Shock Phase
                    u.checkedInDeclaredChargePhase = false;
                }
            }
        }
    }
    if (wraps) {
        battle.phaseIndex = 0;
        ++battle.turn;
        if (battle.hourlyTurn())
            NapArmyMorale::hourlyAccrual(battle);
    } else {
        ++battle.phaseIndex;
    }
    battle.log.append(r);
    return {};
}

} // namespace md::nap
