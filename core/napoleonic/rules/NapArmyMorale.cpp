#include "napoleonic/rules/NapArmyMorale.h"

#include "kernel/EnumText.h"
#include "napoleonic/rules/NapEffects.h"
#include "napoleonic/rules/NapMfp.h"
#include "napoleonic/rules/NapPlayState.h"

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

using S = NapPlayState;

// E07 or E09 for an officer of `level` wounded or killed (B.4.6).
int officerLossHalf(NapCommandLevel level)
{
    const bool senior = level == NapCommandLevel::Army || level == NapCommandLevel::Nation;
    return 2 * (senior ? 15 : 5);
}

// Since the army's last Army Morale Fatigue Phase, the net officer-loss charge logged for a command.
int chargedSinceLastPhase(const NapBattle &battle, const QString &armyId, const QString &commandId)
{
    int half = 0;
    for (qsizetype i = battle.log.size() - 1; i >= 0; --i) {
        const NapLogRecord &r = battle.log.at(i);
        if (r.event == NapLogEvent::MfpPhase && r.armyId == armyId)
            break;
        if (r.event == NapLogEvent::CommandChanged && r.commandId == commandId && r.detail.startsWith("officer="_L1))
            half += r.mfpHalf;
    }
    return half;
}

QString penaltyText(const NapArmy &army)
{
    if (army.demoralTier == 0)
        return {};
    return NapArmyMorale::tr("%1 is demoralized (tier %2): every unit's CMR %3 now, %4 more each game-turn hour "
                             "(15.91, 15.93).")
        .arg(NapEffects::label(army))
        .arg(army.demoralTier)
        .arg(army.demoralPenalty)
        .arg(-NapMfp::tierRate(army.demoralTier));
}

} // namespace

QList<NapOrder> NapArmyMorale::ordersAllowed(const NapArmy &army)
{
    if (army.demoralTier >= 2)
        return {NapOrder::March}; // 15.93
    if (army.demoralTier == 1)
        return {NapOrder::Engage, NapOrder::Defend, NapOrder::March}; // 15.95
    return {NapOrder::Attack, NapOrder::Engage, NapOrder::Defend, NapOrder::March};
}

void NapArmyMorale::applyTier(NapArmy &army, int tier, QStringList *effects)
{
    const int before = army.demoralTier;
    army.demoralTier = tier;
    if (tier == 0) {
        if (before > 0) {
            army.demoralPenalty = 0; // 15.92, B-26
            army.hoursDemoralized = 0;
            if (effects)
                effects->append(tr("%1 returns to normal morale standing: the demoralization penalty is cancelled "
                                   "(15.92).")
                                    .arg(NapEffects::label(army)));
        }
        return;
    }
    army.exceededToday = true; // 15.96, for the next battleday
    for (NapCommand &c : army.commands) {
        if (c.presence != NapPresence::OnTable || c.order == NapOrder::None)
            continue;
        const NapOrder was = c.order;
        if (tier >= 2)
            c.order = NapOrder::March; // 15.93
        else if (c.order == NapOrder::Attack)
            c.order = NapOrder::Engage; // 15.95
        if (c.order != was && effects)
            effects->append(tr("%1's %2 order becomes %3.")
                                .arg(NapEffects::label(c), enumDisplayName(was), enumDisplayName(c.order)));
    }
}

void NapArmyMorale::hourlyAccrual(NapBattle &battle)
{
    for (NapArmy &a : battle.armies) {
        if (a.demoralTier < 1)
            continue;
        const int rate = NapMfp::tierRate(a.demoralTier);
        a.hoursDemoralized = std::min(a.hoursDemoralized + 1, NapFileLimits::maxTurn);
        const qint64 penalty = battle.rules.recomputeDemoralPenalty ? -qint64(rate) * a.hoursDemoralized
                                                                    : qint64(a.demoralPenalty) - rate;
        a.demoralPenalty = int(std::max<qint64>(penalty, -NapFileLimits::maxInteger));
    }
}

NapMfpOutcome NapArmyMorale::mfpPhase(NapBattle &battle, const QString &armyId, const QList<NapMfpEntry> &entries)
{
    NapMfpOutcome outcome;
    NapArmy *army = battle.army(armyId);
    if (!army) {
        outcome.error = S::unknownArmy(armyId);
        return outcome;
    }
    if (battle.phase() != NapPhase::ArmyMoraleFatigue) {
        outcome.error = tr("MFP are added in the Army Morale Fatigue Phase (15.85); this is the %1 Phase.")
                            .arg(enumDisplayName(battle.phase()));
        return outcome;
    }
    for (const NapLogRecord &r : battle.log) {
        if (r.event == NapLogEvent::MfpPhase && r.armyId == armyId && r.turn == battle.turn) {
            outcome.error = tr("%1's Army Morale Fatigue Phase of turn %2 is already recorded.")
                                .arg(NapEffects::label(*army))
                                .arg(battle.turn);
            return outcome;
        }
    }
    qint64 added = 0;
    QStringList detail;
    for (const NapMfpEntry &e : entries) {
        const QString key = enumKey(e.event);
        if (e.count < 0 || e.count > NapFileLimits::maxInteger)
            return outcome.error = tr("%1: the count is 0 to %2, not %3.").arg(key).arg(NapFileLimits::maxInteger).arg(e.count),
                   outcome;
        const bool valued = e.event == NapMfpEvent::E18 || e.event == NapMfpEvent::E19;
        if (valued && (e.value < (e.event == NapMfpEvent::E18 ? -NapFileLimits::maxInteger : 0)
                       || e.value > NapFileLimits::maxInteger))
            return outcome.error = tr("%1: the value %2 is out of range.").arg(key).arg(e.value), outcome;
        if (e.count == 0)
            continue;
        added += NapMfp::eventHalf(e, battle.settings);
        detail.append(valued && e.value != 0 ? u"%1x%2=%3"_s.arg(key).arg(e.count).arg(e.value)
                                             : u"%1x%2"_s.arg(key).arg(e.count));
    }
    // 15.86: a captured position's value comes off the capturer's used total, which may so go below 0.
    const qint64 used = army->mfpUsedHalf + added;
    if (used > NapFileLimits::maxInteger || used < -NapFileLimits::maxInteger) {
        outcome.error = tr("%1's used MFP would pass %2 half-points.").arg(NapEffects::label(*army)).arg(NapFileLimits::maxInteger);
        return outcome;
    }
    if (const QString full = S::logFull(battle); !full.isEmpty()) {
        outcome.error = full;
        return outcome;
    }
    outcome.addedHalf = int(added);
    outcome.usedHalf = int(used);
    outcome.totalHalf = NapMfp::totalHalf(*army, battle);
    outcome.tierBefore = army->demoralTier;
    outcome.tierAfter = NapMfp::tier(outcome.usedHalf, outcome.totalHalf);
    army->mfpUsedHalf = outcome.usedHalf;
    if (!army->warned90 && NapMfp::within90(outcome.usedHalf, outcome.totalHalf)) {
        army->warned90 = true;
        outcome.announce90 = true;
        outcome.effects.append(tr("%1 announces it is within 10 % of Army Demoralization (15.97).").arg(NapEffects::label(*army)));
    }
    applyTier(*army, outcome.tierAfter, &outcome.effects);
    if (outcome.tierBefore == 0 && outcome.tierAfter > 0) {
        // 15.91: the penalty starts with the hour in which the total was first exceeded.
        army->hoursDemoralized = 1;
        army->demoralPenalty = -NapMfp::tierRate(outcome.tierAfter);
    }
    if (outcome.tierAfter != outcome.tierBefore && outcome.tierAfter > 0) {
        outcome.effects.append(penaltyText(*army));
        if (outcome.tierAfter == 1)
            outcome.effects.append(tr("No Attack, General Advance or Pursuit orders may be issued (15.94, 15.95)."));
        else
            outcome.effects.append(tr("Only March orders are available (15.93)."));
    }
    NapLogRecord r = S::record(battle, NapLogEvent::MfpPhase, armyId);
    r.mfpHalf = outcome.addedHalf;
    r.detail = detail.join(u',');
    battle.log.append(r);
    return outcome;
}

QString NapArmyMorale::setOfficer(NapBattle &battle, const QString &commandId, NapOfficerStatus status)
{
    NapArmy *army = nullptr;
    NapCommand *command = battle.command(commandId, &army);
    if (!command)
        return S::unknownCommand(commandId);
    if (command->officer == status)
        return tr("%1's officer is already %2.").arg(NapEffects::label(*command), enumNameInSentence(status));
    if (const QString full = S::logFull(battle); !full.isEmpty())
        return full;
    int half = 0;
    if (command->officer == NapOfficerStatus::Alive)
        half = officerLossHalf(command->level); // E07 / E09: once, wounded or killed
    else if (status == NapOfficerStatus::Alive)
        half = -std::min(officerLossHalf(command->level), chargedSinceLastPhase(battle, army->id, commandId)); // a correction
    command->officer = status;
    NapLogRecord r = S::record(battle, NapLogEvent::CommandChanged, army->id);
    r.commandId = commandId;
    r.mfpHalf = half;
    r.detail = u"officer="_s + enumKey(status);
    battle.log.append(r);
    return {};
}

QString NapArmyMorale::setOrder(NapBattle &battle, const QString &commandId, NapOrder order)
{
    NapArmy *army = nullptr;
    NapCommand *command = battle.command(commandId, &army);
    if (!command)
        return S::unknownCommand(commandId);
    if (command->order == order)
        return tr("%1 already has a %2 order.").arg(NapEffects::label(*command), enumDisplayName(order));
    if (order != NapOrder::None && !ordersAllowed(*army).contains(order))
        return army->demoralTier >= 2
                   ? tr("%1 is at 150 % of its MFP: only March orders are available (15.93).").arg(NapEffects::label(*army))
                   : tr("%1 is demoralized: Attack orders cannot be issued (15.95).").arg(NapEffects::label(*army));
    if (const QString full = S::logFull(battle); !full.isEmpty())
        return full;
    command->order = order;
    NapLogRecord r = S::record(battle, NapLogEvent::CommandChanged, army->id);
    r.commandId = commandId;
    r.detail = u"order="_s + enumKey(order);
    battle.log.append(r);
    return {};
}

QString NapArmyMorale::arrive(NapBattle &battle, const QString &commandId)
{
    NapArmy *army = nullptr;
    NapCommand *command = battle.command(commandId, &army);
    if (!command)
        return S::unknownCommand(commandId);
    if (command->presence == NapPresence::OnTable)
        return tr("%1 is already on the table.").arg(NapEffects::label(*command));
    if (const QString full = S::logFull(battle); !full.isEmpty())
        return full;
    const int before = NapMfp::totalHalf(*army, battle);
    command->presence = NapPresence::OnTable; // 15.82 (and B-21: a returning command counts as an arrival)
    if (command->order == NapOrder::None || !ordersAllowed(*army).contains(command->order))
        command->order = NapOrder::March; // E17: it enters with a March order
    const int after = NapMfp::totalHalf(*army, battle);
    applyTier(*army, NapMfp::tier(army->mfpUsedHalf, after), nullptr);
    NapLogRecord r = S::record(battle, NapLogEvent::CommandChanged, army->id);
    r.commandId = commandId;
    r.detail = u"arrived,total+%1"_s.arg(NapMfp::text(after - before));
    battle.log.append(r);
    return {};
}

QString NapArmyMorale::withdraw(NapBattle &battle, const QString &commandId)
{
    NapArmy *army = nullptr;
    NapCommand *command = battle.command(commandId, &army);
    if (!command)
        return S::unknownCommand(commandId);
    if (command->presence != NapPresence::OnTable)
        return tr("%1 is not on the table.").arg(NapEffects::label(*command));
    if (const QString full = S::logFull(battle); !full.isEmpty())
        return full;
    int units = 0;
    for (const NapUnit &u : command->units)
        units += u.inPlay() && u.type != NapUnitType::Headquarters ? 1 : 0;
    command->presence = NapPresence::Withdrawn;
    NapLogRecord r = S::record(battle, NapLogEvent::CommandChanged, army->id);
    r.commandId = commandId;
    r.mfpHalf = 2 * units; // E20: 1 per unit
    r.detail = u"withdrawn"_s;
    battle.log.append(r);
    return {};
}

QString NapArmyMorale::takePosition(NapBattle &battle, const QString &armyId, const QString &positionName)
{
    NapArmy *army = battle.army(armyId);
    if (!army)
        return S::unknownArmy(armyId);
    NapPosition *position = nullptr;
    for (NapPosition &p : army->positions)
        if (p.name == positionName)
            position = &p;
    if (!position)
        return tr("%1 holds no position \"%2\".").arg(NapEffects::label(*army), positionName);
    if (position->captured)
        return tr("%1 is already taken by the enemy.").arg(positionName);
    if (const QString full = S::logFull(battle); !full.isEmpty())
        return full;
    position->captured = true;
    NapLogRecord r = S::record(battle, NapLogEvent::PositionTaken, armyId);
    r.mfpHalf = 2 * position->mfp; // E18 at the next Army Morale Fatigue Phase (15.86)
    r.detail = positionName;
    battle.log.append(r);
    return {};
}

} // namespace md::nap
