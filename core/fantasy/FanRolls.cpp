#include "fantasy/FanRolls.h"

#include "fantasy/rules/FanEngine.h"

namespace md::fantasy {

RolledDice FanRolls::of(const FanBattle &battle)
{
    RolledDice rolls;
    for (const FanLogRecord &r : battle.log) {
        if (!r.die || (r.event != FanEvent::Test && r.event != FanEvent::Obstacle))
            continue;
        const FanUnitRef ref = battle.find(r.unitId);
        RolledDie d;
        d.side = ref.valid() ? battle.sides[static_cast<size_t>(ref.side)].name : QString();
        d.turn = r.at.turn;
        const bool test = r.event == FanEvent::Test;
        d.spec = DieSpec{1, test ? 4 : 6};
        d.value = *r.die;
        d.typed = r.typed;
        const QString who = FanEngine::nameOf(battle, r.unitId);
        if (!test)
            d.purpose = tr("C.4.1 rout obstacle: %1").arg(who);
        else if (r.trigger == FanTrigger::Rally)
            d.purpose = tr("C.4.2 rally: %1").arg(who);
        else
            d.purpose = tr("C.3 Morale Test: %1").arg(who);
        rolls.append(d);
    }
    return rolls;
}

} // namespace md::fantasy
