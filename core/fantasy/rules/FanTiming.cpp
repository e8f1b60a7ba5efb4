#include "fantasy/rules/FanTiming.h"

namespace md::fantasy {

FanMoment FanTiming::firstRally(const FanMoment &routedAt)
{
    if (routedAt.phase == FanMoment::phases)
        return {routedAt.turn + 1, FanMoment::phases, 1};
    return {routedAt.turn, FanMoment::phases, 1};
}

FanMoment FanTiming::carriedOut(FanResult result, FanTrigger trigger, const FanMoment &at)
{
    if (trigger == FanTrigger::PostCombat)
        return nextTurnPhase1(at);
    if (trigger == FanTrigger::Rally && !FanTest::rallies(result))
        return nextTurnPhase1(at); // keeps routing: the next rout move
    if (result == FanResult::Retire && at.phase == FanMoment::phases)
        return nextTurnPhase1(at);
    return at;
}

FanUaPlan FanTiming::uncontrolledAdvance(const FanMoment &at, bool movedThisTurn)
{
    if (!movedThisTurn) {
        for (int phase : {4, 6}) {
            if (at.phase < phase)
                return {false, {at.turn, phase, 1}};
        }
    }
    return {true, nextTurnPhase1(at)};
}

FanMoment FanTiming::characterRallies(const FanMoment &routedAt)
{
    return nextTurnPhase1(routedAt);
}

} // namespace md::fantasy
