#include "ww1/Ww1Rolls.h"

#include "kernel/EnumText.h"
#include "ww1/rules/Ww1Engine.h"

namespace md::ww1 {

QString Ww1Rolls::testOf(const Ww1LogRecord &record)
{
    switch (record.event) {
    case Ww1LogEvent::Casualties:
        return tr("A.1 casualties");
    case Ww1LogEvent::GroupTest: {
        QStringList conditions;
        for (Ww1Condition c : record.conditions)
            conditions << enumKey(c).toUpper();
        return tr("A.3.1 group test %1").arg(conditions.join(u'+'));
    }
    case Ww1LogEvent::IndividualTest:
        return tr("A.3.3 individual test T%1").arg(static_cast<int>(record.trigger) + 1);
    case Ww1LogEvent::WithdrawalCleared:
        return tr("A.4.1 withdrawal");
    case Ww1LogEvent::ResultCleared:
        return tr("A.4.2 result cleared");
    case Ww1LogEvent::TurnEnded:
        return tr("End of turn");
    }
    return {};
}

RolledDice Ww1Rolls::of(const Ww1Force &force)
{
    RolledDice rolls;
    const Ww1LogRecord *previous = nullptr;
    for (const Ww1LogRecord &r : force.log) {
        const Ww1LogRecord *last = previous;
        previous = &r;
        if (r.event != Ww1LogEvent::GroupTest && r.event != Ww1LogEvent::IndividualTest)
            continue;
        // A.3.3, A-12: the stands of one square share one roll, one record each; count it once.
        if (r.event == Ww1LogEvent::IndividualTest && last && last->event == Ww1LogEvent::IndividualTest
            && last->turn == r.turn && last->square == r.square && last->trigger == r.trigger && last->roll == r.roll)
            continue;
        const Ww1Group *group = force.group(r.groupId);
        if (!group && !r.standId.isEmpty())
            force.stand(r.standId, &group);
        RolledDie d;
        d.side = group ? group->side : QString();
        d.turn = r.turn;
        d.spec = Ww1Engine::dice();
        d.value = r.roll;
        d.typed = r.typed;
        const QString who = r.event == Ww1LogEvent::GroupTest ? (group ? group->name : r.groupId)
                                                               : tr("square %1").arg(r.square);
        d.purpose = tr("%1: %2").arg(testOf(r), who);
        rolls.append(d);
    }
    return rolls;
}

} // namespace md::ww1
