#include "napoleonic/campaign/NapCarryOver.h"

#include "napoleonic/rules/NapMfp.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

NapBattle NapCarryOver::armyBattle(const NapBattle &battle, const NapArmy &army)
{
    NapBattle part = battle;
    part.armies = {army};
    part.log.clear();
    for (const NapLogRecord &l : battle.log) {
        if (l.armyId.isEmpty() || l.armyId == army.id)
            part.log.append(l);
    }
    part.pending.clear();
    for (const NapPendingCheck &p : battle.pending) {
        if (part.unit(p.unitId))
            part.pending.append(p);
    }
    return part;
}

int NapCarryOver::playedTurns(const NapBattle &battle)
{
    int turns = 0;
    for (const NapLogRecord &r : battle.log)
        turns = std::max(turns, r.turn);
    return std::max(1, turns > 0 ? turns : battle.turn);
}

int NapCarryOver::tierReached(const NapArmy &army, const NapBattle &battle)
{
    const int byTotals = NapMfp::tier(army.mfpUsedHalf, NapMfp::totalHalf(army, battle));
    return std::clamp(std::max({army.demoralTier, byTotals, army.exceededToday ? 1 : 0}), 0, 3);
}

QList<NapUnitResult> NapCarryOver::unitResults(const NapBattle &battle, const NapArmy &army)
{
    QList<NapUnitResult> list;
    for (const NapCommand &c : army.commands) {
        for (const NapUnit &u : c.units) {
            NapUnitResult r;
            r.unitId = u.id;
            r.name = u.name;
            r.commandId = c.id;
            r.command = c.name;
            r.type = u.type;
            r.startCmr = u.startCmr;
            r.startFigures = u.startFigures;
            r.figuresLost = std::max(0, u.figuresLost);
            r.startCannon = u.startCannon;
            r.cannonLost = std::max(0, u.cannonLost);
            r.endState = u.state;
            r.lateArrival = u.lateArrival || c.lateArrival;
            for (const NapLogRecord &l : battle.log)
                r.checks += l.event == NapLogEvent::Check && l.unitIds.contains(u.id) ? 1 : 0;
            list.append(r);
        }
    }
    return list;
}

NapArmyResult NapCarryOver::result(const NapBattle &battle, const NapArmy &army)
{
    NapArmyResult r;
    r.army = army.name.trimmed();
    r.armyId = army.id;
    r.turns = playedTurns(battle);
    r.mfpTotalHalf = std::max(0, NapMfp::totalHalf(army, battle));
    // 15.86: a capturer's used total may go below 0; it is recorded as it is.
    r.mfpUsedHalf = army.mfpUsedHalf;
    r.tierReached = tierReached(army, battle);
    r.demoralPenalty = std::min(0, army.demoralPenalty);
    r.campaignPenalty = army.campaignPenalty < 0 ? -1 : 0;
    r.exceeded = army.exceededToday;
    for (const NapLogRecord &l : battle.log)
        r.logRecords += l.armyId.isEmpty() || l.armyId == army.id ? 1 : 0;
    r.units = unitResults(battle, army);
    return r;
}

NapBattle NapCarryOver::entrySnapshot(const NapBattle &exit)
{
    NapBattle entry = exit;
    entry.log.clear();
    entry.pending.clear();
    entry.turn = 1;
    entry.phaseIndex = 0;
    entry.night = false;
    for (NapArmy &a : entry.armies) {
        a.mfpUsedHalf = 0;
        a.demoralTier = 0;
        a.demoralPenalty = 0;
        a.hoursDemoralized = 0;
        a.warned90 = false;
        a.exceededToday = false;
        for (NapPosition &p : a.positions)
            p.captured = false;
        for (NapCommand &c : a.commands) {
            for (NapUnit &u : c.units) {
                int figures = 0;
                int cannon = 0;
                bool touched = false;
                for (const NapLogRecord &l : exit.log) {
                    if (!l.unitIds.contains(u.id))
                        continue;
                    if (l.event == NapLogEvent::Loss) {
                        figures += l.figures;
                        cannon += l.cannon;
                    } else if (l.event == NapLogEvent::Check || l.event == NapLogEvent::Rally
                               || l.event == NapLogEvent::DisorderCleared || l.event == NapLogEvent::RoutedOff) {
                        touched = true;
                    }
                }
                u.figuresLost = std::clamp(u.figuresLost - figures, 0, std::max(0, u.startFigures));
                u.cannonLost = std::clamp(u.cannonLost - cannon, 0, std::max(0, u.startCannon));
                u.cannonLostThisPhase = 0;
                u.shockPhaseAdj = 0;
                u.rallyFailures = 0;
                u.checksThisPhase.clear();
                u.checkedInDeclaredChargePhase = false;
                // A unit the log removed was on the table at the start; so was one it changed the state of.
                if (touched || u.state == NapUnitState::Eliminated)
                    u.state = NapUnitState::Good;
            }
        }
    }
    return entry;
}

QString NapCarryOver::reading()
{
    return tr("Campaign rule 15.96: an army that exceeded its MFP during a battleday is -1 CMR on the next "
              "battleday; commands arriving on a later battleday are exempt. The rest is MoraleDesk's reading, as "
              "seed 003 does not say: the next battleday starts at turn 1 with every army's MFP used, tier and "
              "demoralization at 0; figures and cannon lost carry over (15.52: permanent); Disordered and Routed "
              "units start Good; eliminated units stay out; rally failures reset. Commands still awaiting their "
              "arrival are the later arrivals; withdrawn commands are back on the table; orders are given afresh.");
}

NapNextBattleday NapCarryOver::nextBattleday(const NapBattle &last)
{
    NapNextBattleday next;
    NapBattle b = last;
    b.battleday = std::max(1, last.battleday) + 1;
    b.turn = 1;
    b.phaseIndex = 0;
    b.night = false;
    b.log.clear();
    b.pending.clear();
    next.battleday = b.battleday;
    next.reading = reading();
    for (NapArmy &a : b.armies) {
        // 15.96: the -1 of an army that exceeded its MFP on the day just ended; otherwise none.
        a.campaignPenalty = a.exceededToday ? -1 : 0;
        next.armies.append(a.exceededToday
                               ? tr("%1: exceeded its MFP on battleday %2: -1 CMR on battleday %3 (15.96)")
                                     .arg(a.name, QString::number(last.battleday), QString::number(b.battleday))
                               : tr("%1: did not exceed its MFP on battleday %2: no campaign penalty")
                                     .arg(a.name, QString::number(last.battleday)));
        a.exceededToday = false;
        a.mfpUsedHalf = 0;
        a.demoralTier = 0;
        a.demoralPenalty = 0;
        a.hoursDemoralized = 0;
        a.warned90 = false;
        for (NapPosition &p : a.positions)
            p.captured = false;
        for (NapCommand &c : a.commands) {
            // Still awaiting at the end of the day: it arrives on a later battleday (15.96's exemption).
            const bool late = c.presence == NapPresence::Awaiting;
            c.lateArrival = late;
            if (late)
                next.lateArrivals.append(u"%1 (%2)"_s.arg(c.name, a.name));
            if (c.presence == NapPresence::Withdrawn)
                c.presence = NapPresence::OnTable;
            c.order = NapOrder::None;
            QList<NapUnit> units;
            for (const NapUnit &u : std::as_const(c.units)) {
                if (u.state == NapUnitState::Eliminated) {
                    next.eliminated.append(u"%1 (%2)"_s.arg(u.name, c.name));
                    continue;
                }
                NapUnit fresh = u;
                fresh.state = NapUnitState::Good;
                fresh.lateArrival = late && u.lateArrival;
                fresh.rallyFailures = 0;
                fresh.shockPhaseAdj = 0;
                fresh.cannonLostThisPhase = 0;
                fresh.checksThisPhase.clear();
                fresh.checkedInDeclaredChargePhase = false;
                units.append(fresh);
            }
            c.units = units;
        }
    }
    next.battle = b;
    return next;
}

} // namespace md::nap
