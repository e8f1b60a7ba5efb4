#include "napoleonic/rules/NapTriggers.h"

#include "napoleonic/rules/NapCmr.h"

namespace md::nap {

namespace {

bool openOrder(const NapUnit &unit)
{
    return unit.type == NapUnitType::Skirmish || unit.formation == NapFormation::OpenOrderFull
           || unit.formation == NapFormation::OpenOrderPartial;
}

QString unitLabel(const NapUnit &unit)
{
    return unit.name.isEmpty() ? unit.id : unit.name;
}

} // namespace

std::optional<NapCircumstance> NapTriggers::fromFireLoss(NapPhase phase)
{
    switch (phase) {
    case NapPhase::Facing:
    case NapPhase::Formation:
    case NapPhase::Movement:
    case NapPhase::ShockCombat:
        return NapCircumstance::Ia;
    case NapPhase::ReciprocalArtilleryFire:
        return NapCircumstance::Pa;
    case NapPhase::ReciprocalInfantryFire:
        return NapCircumstance::Pb;
    case NapPhase::DeclaredCavalryCharge:
    case NapPhase::Rally:
    case NapPhase::ArmyMoraleFatigue:
        break;
    }
    return std::nullopt;
}

bool NapTriggers::instantaneous(NapCircumstance circumstance)
{
    switch (circumstance) {
    case NapCircumstance::Ia:
    case NapCircumstance::Ib:
    case NapCircumstance::Ic:
    case NapCircumstance::Id:
    case NapCircumstance::Ie:
    case NapCircumstance::If:
    case NapCircumstance::Ig:
        return true;
    default:
        return false;
    }
}

bool NapTriggers::formed(const NapUnit &unit)
{
    return !openOrder(unit) && unit.state != NapUnitState::Routed && unit.state != NapUnitState::Eliminated;
}

bool NapTriggers::testedThisPhase(const NapUnit &unit, NapCircumstance circumstance, NapPhase phase)
{
    if (phase == NapPhase::ShockCombat && circumstance == NapCircumstance::Ia)
        return false; // 15.21's sole exception
    return unit.checksThisPhase.contains(circumstance);
}

NapExemption NapTriggers::exemption(const NapBattle &battle, const NapUnit &tester, NapCircumstance circumstance,
                                    const NapUnit *cause, bool causeFailedRally)
{
    const QString name = unitLabel(tester);
    if (tester.state == NapUnitState::Eliminated)
        return {QStringLiteral("X-g"), tr("%1 is no longer on the table.").arg(name)};
    if (circumstance != NapCircumstance::Pc && tester.state == NapUnitState::Routed)
        return {QStringLiteral("X-g"), tr("%1 is routed: a routed unit takes only its rally check (15.76).").arg(name)};
    if (circumstance == NapCircumstance::Pc && tester.state != NapUnitState::Routed)
        return {QStringLiteral("15.72"), tr("%1 is not routed: only a routed unit tests to rally.").arg(name)};
    if (testedThisPhase(tester, circumstance, battle.phase()))
        return {QStringLiteral("15.21"),
                tr("%1 has already tested for %2 this phase: one check per circumstance per phase.")
                    .arg(name, enumKey(circumstance))};
    if (circumstance == NapCircumstance::Id && tester.checkedInDeclaredChargePhase)
        return {QStringLiteral("15.31(d)"),
                tr("%1 already tested in the preceding Declared Cavalry Charge Phase.").arg(name)};
    // X-d: an undisordered square receiving charging cavalry (the charge zone of P-d), except at night [18.61].
    // Receiving the shock itself (I-d) is exempt the same way when the players name the charging cavalry as its cause.
    const bool chargingCavalry = circumstance == NapCircumstance::Pd
                                 || (circumstance == NapCircumstance::Id && cause && cause->type == NapUnitType::Cavalry);
    if (chargingCavalry && tester.formation == NapFormation::Square && tester.state == NapUnitState::Good
        && (tester.type == NapUnitType::Infantry || tester.type == NapUnitType::Artillery) && !battle.night)
        return {QStringLiteral("X-d"), tr("%1 is in an undisordered square receiving charging cavalry.").arg(name)};
    if ((circumstance == NapCircumstance::Ib || circumstance == NapCircumstance::Ic) && cause) {
        const QString causeName = unitLabel(*cause);
        if (circumstance == NapCircumstance::Ic && causeFailedRally)
            return {QStringLiteral("X-c"),
                    tr("%1 failed to rally and routs on to the rear: its passby calls for no check (15.43).").arg(causeName)};
        const bool causeOpen = openOrder(*cause) || cause->type == NapUnitType::Artillery
                               || cause->type == NapUnitType::Train;
        if (causeOpen && !openOrder(tester))
            return {QStringLiteral("X-e"),
                    tr("%1 is an open formation or a crew: its rout does not shake a close-order unit.").arg(causeName)};
        const NapArmy *testerArmy = nullptr;
        const NapArmy *causeArmy = nullptr;
        battle.unit(tester.id, nullptr, &testerArmy);
        battle.unit(cause->id, nullptr, &causeArmy);
        if (testerArmy && causeArmy
            && NapCmr::grade(tester, *testerArmy, battle) > NapCmr::grade(*cause, *causeArmy, battle))
            return {QStringLiteral("X-a"),
                    tr("%1 (%2) has a higher morale grade than %3 (%4).")
                        .arg(name, enumDisplayName(NapCmr::grade(tester, *testerArmy, battle)), causeName,
                             enumDisplayName(NapCmr::grade(*cause, *causeArmy, battle)))};
        if (2 * cause->currentFigures() < tester.currentFigures())
            return {QStringLiteral("X-b"),
                    tr("%1 has %n figure(s), fewer than half of %2's %3.", nullptr, cause->currentFigures())
                        .arg(causeName, name)
                        .arg(tester.currentFigures())};
    }
    return {};
}

QString NapTriggers::highestCmr(const NapBattle &battle, const QStringList &unitIds)
{
    QString best;
    int bestValue = 0;
    for (const QString &id : unitIds) {
        if (!battle.unit(id))
            return {};
        // B-32: the unit's own current CMR; a kept 15.28 +1/-1 is the Shock Phase's, not the CMR's (B-9).
        const NapCmrValue cmr = NapCmr::current(battle, id);
        int value = cmr.value;
        for (const Modifier &term : cmr.terms) {
            if (term.key == QLatin1StringView("shock-phase"))
                value -= term.delta;
        }
        if (best.isEmpty() || value > bestValue) {
            best = id;
            bestValue = value;
        }
    }
    return best;
}

} // namespace md::nap
