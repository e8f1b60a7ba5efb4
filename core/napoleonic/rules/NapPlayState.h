#pragma once

#include "kernel/Modifier.h"
#include "napoleonic/model/NapBattle.h"
#include "napoleonic/model/NapFileLimits.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <optional>

namespace md::nap {

// The small steps the engine's verbs share: a log record, the log's limit, the queue and 15.21's marks, and
// the messages for a name the battle does not know.
class NapPlayState
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapPlayState)

public:
    static NapLogRecord record(const NapBattle &battle, NapLogEvent event, const QString &armyId)
    {
        NapLogRecord r;
        r.turn = battle.turn;
        r.phase = battle.phase();
        r.event = event;
        r.armyId = armyId;
        return r;
    }
    // Every verb adds one record: a full log refuses the verb rather than write a file no reader takes.
    static QString logFull(const NapBattle &battle)
    {
        if (battle.log.size() >= NapFileLimits::maxLogRecords)
            return tr("The battle log is full (%1 records); start a new battle file to go on.")
                .arg(NapFileLimits::maxLogRecords);
        return {};
    }
    static QString unknownUnit(const QString &id) { return tr("There is no unit \"%1\" in this battle.").arg(id); }
    static QString unknownCommand(const QString &id) { return tr("There is no command \"%1\" in this battle.").arg(id); }
    static QString unknownArmy(const QString &id) { return tr("There is no army \"%1\" in this battle.").arg(id); }
    static QString badRoll(int roll) { return tr("A d10 shows 1 to 10 (0 reads as 10), not %1.").arg(roll); }

    // 15.21: the circumstances tested this phase, ascending, each once (as the file keeps them).
    static void markTested(NapUnit &unit, NapCircumstance circumstance)
    {
        if (!unit.checksThisPhase.contains(circumstance)) {
            unit.checksThisPhase.append(circumstance);
            std::sort(unit.checksThisPhase.begin(), unit.checksThisPhase.end());
        }
    }
    static void dropPending(NapBattle &battle, const QString &unitId,
                            std::optional<NapCircumstance> circumstance = std::nullopt)
    {
        battle.pending.removeIf([&](const NapPendingCheck &p) {
            return p.unitId == unitId && (!circumstance || p.circumstance == *circumstance);
        });
    }
    static bool isPending(const NapBattle &battle, const QString &unitId, NapCircumstance circumstance)
    {
        return std::any_of(battle.pending.cbegin(), battle.pending.cend(), [&](const NapPendingCheck &p) {
            return p.unitId == unitId && p.circumstance == circumstance;
        });
    }
    // "n09,terrain=2,odds=-3": the adjustments applied, for the log.
    static QString detailOf(const Modifiers &adjustments)
    {
        QStringList parts;
        for (const Modifier &m : adjustments) {
            const bool valued = m.key == QLatin1StringView("odds") || m.key == QLatin1StringView("terrain")
                                || m.key == QLatin1StringView("p06");
            parts.append(valued ? QStringLiteral("%1=%2").arg(m.key).arg(m.delta) : m.key);
        }
        return parts.join(u',');
    }
};

} // namespace md::nap
