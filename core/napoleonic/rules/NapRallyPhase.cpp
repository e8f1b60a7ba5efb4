#include "napoleonic/rules/NapRallyPhase.h"

#include "kernel/EnumText.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapEffects.h"
#include "napoleonic/rules/NapPlayState.h"
#include "napoleonic/rules/NapTriggers.h"

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

using S = NapPlayState;

QString unitLabel(const NapUnit &unit)
{
    return NapEffects::label(unit);
}

} // namespace

QStringList NapRallyPhase::clearDisorder(NapBattle &battle, const QString &armyId, const QStringList &heldUnitIds,
                                         QString *error)
{
    const auto fail = [error](const QString &why) {
        if (error)
            *error = why;
        return QStringList();
    };
    if (error)
        error->clear();
    NapArmy *army = battle.army(armyId);
    if (!army)
        return fail(S::unknownArmy(armyId));
    if (battle.phase() != NapPhase::Rally)
        return fail(tr("Disorder is removed at the start of the Rally Phase (B.4.3); this is the %1 Phase.")
                        .arg(enumDisplayName(battle.phase())));
    for (const QString &id : heldUnitIds) {
        const NapArmy *a = nullptr;
        const NapUnit *u = battle.unit(id, nullptr, &a);
        if (!u)
            return fail(S::unknownUnit(id));
        if (a != army)
            return fail(tr("%1 is not of %2.").arg(unitLabel(*u), NapEffects::label(*army)));
        if (u->state != NapUnitState::Disordered)
            return fail(tr("%1 is not Disordered, so nothing holds it.").arg(unitLabel(*u)));
    }
    if (const QString full = S::logFull(battle); !full.isEmpty())
        return fail(full);
    QStringList cleared;
    for (NapCommand &c : army->commands) {
        for (NapUnit &u : c.units) {
            // B.4.4 step 2: a unit rallied in this Rally Phase stays Disordered until the next one.
            if (u.state == NapUnitState::Disordered && !heldUnitIds.contains(u.id)
                && !u.checksThisPhase.contains(NapCircumstance::Pc)) {
                u.state = NapUnitState::Good;
                cleared.append(u.id);
            }
        }
    }
    NapLogRecord r = S::record(battle, NapLogEvent::DisorderCleared, armyId);
    r.unitIds = cleared;
    if (!heldUnitIds.isEmpty())
        r.detail = u"held="_s + heldUnitIds.join(u',');
    battle.log.append(r);
    return cleared;
}

NapCheckPreview NapRallyPhase::preview(const NapBattle &battle, const QString &unitId, const NapSituation &situation)
{
    NapCheckPreview p;
    const NapCommand *command = nullptr;
    const NapArmy *army = nullptr;
    const NapUnit *unit = battle.unit(unitId, &command, &army);
    if (!unit) {
        p.error = S::unknownUnit(unitId);
        return p;
    }
    if (battle.phase() != NapPhase::Rally) {
        p.error = tr("%1 may try to rally only in the Rally Phase (B.4.4); this is the %2 Phase.")
                      .arg(unitLabel(*unit), enumDisplayName(battle.phase()));
        return p;
    }
    const NapExemption e = NapTriggers::exemption(battle, *unit, NapCircumstance::Pc);
    if (e.exempt()) {
        p.error = e.code == "15.21"_L1 ? tr("%1 has already tried to rally this Rally Phase.").arg(unitLabel(*unit))
                                       : e.reason;
        return p;
    }
    NapSituation s = situation;
    if (battle.night && !s.ticked.contains(u"n12"_s))
        s.ticked.append(u"n12"_s); // N12: a night turn's rally
    if (s.oddsAttacker != 0 || s.oddsDefender != 0 || s.chargeDistanceHalfInches >= 0) {
        p.error = tr("A rally takes no shock odds or charge distance (B.4.4).");
        return p;
    }
    QString error;
    const Modifiers adjustments = NapAdjustments::situational(*unit, *command, battle, s, &error);
    if (!error.isEmpty()) {
        p.error = error;
        return p;
    }
    const NapCmrValue cmr = NapCmr::current(*unit, *command, *army, battle, battle.phase());
    p.testerId = unitId;
    p.terms = cmr.terms + adjustments;
    p.target = cmr.value;
    for (const Modifier &m : adjustments)
        p.target += m.delta;
    // B-17: pass or fail only.
    p.odds.pass = NapCheck::rallyOdds(p.target);
    p.odds.disorder = Fraction(0, 1);
    p.odds.rout = Fraction(10 - std::clamp(p.target, 0, 10), 10);
    return p;
}

NapRallyOutcome NapRallyPhase::rally(NapBattle &battle, const QString &unitId, const NapSituation &situation,
                                     DiceSource &dice)
{
    NapRallyOutcome outcome;
    outcome.preview = preview(battle, unitId, situation);
    if (!outcome.preview.error.isEmpty()) {
        outcome.error = outcome.preview.error;
        return outcome;
    }
    if (const QString full = S::logFull(battle); !full.isEmpty()) {
        outcome.error = full;
        return outcome;
    }
    const int roll = dice.rollSum(DieSpec{1, 10});
    if (roll < 1 || roll > 10) {
        outcome.error = NapPlayState::badRoll(roll);
        return outcome;
    }
    outcome.roll = roll;
    NapArmy *army = nullptr;
    NapCommand *command = nullptr;
    NapUnit *unit = battle.unit(unitId, &command, &army);
    NapSituation s = situation;
    if (battle.night && !s.ticked.contains(u"n12"_s))
        s.ticked.append(u"n12"_s);
    const QString detail = S::detailOf(NapAdjustments::situational(*unit, *command, battle, s));
    S::markTested(*unit, NapCircumstance::Pc);
    if (NapCheck::rallied(roll, outcome.preview.target)) {
        outcome.result = NapResult::Rallied;
        unit->state = NapUnitState::Disordered;
        unit->rallyFailures = 0; // B-18: per rout episode
    } else if (unit->rallyFailures + 1 >= 2) {
        outcome.result = NapResult::Removed;
        outcome.figuresRemoved = unit->currentFigures();
        unit->rallyFailures += 1;
        unit->state = NapUnitState::Eliminated;
        S::dropPending(battle, unitId);
    } else {
        outcome.result = NapResult::RallyFailed;
        unit->rallyFailures += 1;
    }
    S::dropPending(battle, unitId, NapCircumstance::Pc);
    outcome.effect = NapEffects::rally(outcome.result, outcome.figuresRemoved);
    NapLogRecord r = S::record(battle, NapLogEvent::Rally, army->id);
    r.unitIds = {unitId};
    r.circumstance = NapCircumstance::Pc;
    r.roll = roll;
    r.typed = dice.typedByPlayer();
    r.target = outcome.preview.target;
    r.result = outcome.result;
    r.figures = outcome.figuresRemoved;
    r.mfpHalf = 2 * outcome.figuresRemoved; // E03
    r.detail = detail;
    battle.log.append(r);
    return outcome;
}

QString NapRallyPhase::routOffTable(NapBattle &battle, const QString &unitId)
{
    NapArmy *army = nullptr;
    NapUnit *unit = battle.unit(unitId, nullptr, &army);
    if (!unit)
        return S::unknownUnit(unitId);
    if (unit->state != NapUnitState::Routed)
        return tr("%1 is not routed: only a routing unit leaves the table in rout (15.72c).").arg(unitLabel(*unit));
    if (const QString full = S::logFull(battle); !full.isEmpty())
        return full;
    const int figures = unit->currentFigures();
    unit->state = NapUnitState::Eliminated;
    S::dropPending(battle, unitId);
    NapLogRecord r = S::record(battle, NapLogEvent::RoutedOff, army->id);
    r.unitIds = {unitId};
    r.figures = figures;
    r.mfpHalf = battle.rules.routOffTableCostsMfp ? 2 * figures : 0; // B-19: as E03
    battle.log.append(r);
    return {};
}

} // namespace md::nap
