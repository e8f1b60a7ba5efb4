#include "napoleonic/NapRolls.h"

#include "kernel/EnumText.h"

namespace md::nap {

QString NapRolls::testOf(const NapLogRecord &record)
{
    switch (record.event) {
    case NapLogEvent::Loss:
        return tr("15.52 losses");
    case NapLogEvent::Check:
        return tr("B.3.4 check %1").arg(enumKey(record.circumstance));
    case NapLogEvent::Rally:
        return tr("B.4.4 rally");
    case NapLogEvent::DisorderCleared:
        return tr("B.4.3 disorder removed");
    case NapLogEvent::MfpPhase:
        return tr("B.4.6 Army Morale Fatigue Phase");
    case NapLogEvent::PhaseEnded:
        return tr("15.42 phase ended");
    case NapLogEvent::TurnEnded:
        return tr("End of turn");
    case NapLogEvent::CommandChanged:
        return tr("B.1 command changed");
    case NapLogEvent::PositionTaken:
        return tr("15.86 position taken");
    case NapLogEvent::RoutedOff:
        return tr("15.72c routed off the table");
    case NapLogEvent::CheckDismissed:
        return tr("15.42 check dismissed");
    }
    return {};
}

RolledDice NapRolls::of(const NapBattle &battle)
{
    RolledDice rolls;
    for (const NapLogRecord &r : battle.log) {
        if (r.event != NapLogEvent::Check && r.event != NapLogEvent::Rally)
            continue;
        // A grouped check (15.22, 15.24) is one roll for all its units: one record, counted once.
        const QString first = r.unitIds.value(0);
        const NapArmy *army = nullptr;
        const NapUnit *unit = battle.unit(first, nullptr, &army);
        if (!army && !r.armyId.isEmpty())
            army = battle.army(r.armyId);
        RolledDie d;
        d.side = army ? army->name : QString();
        d.turn = r.turn;
        d.spec = DieSpec {1, 10}; // B.3.4: one d10
        d.value = r.roll;
        d.typed = r.typed;
        QString who = unit ? unit->name : first;
        if (r.unitIds.size() > 1)
            who = tr("%1 and %n other unit(s)", nullptr, static_cast<int>(r.unitIds.size() - 1)).arg(who);
        d.purpose = tr("%1: %2").arg(testOf(r), who);
        rolls.append(d);
    }
    return rolls;
}

} // namespace md::nap
