#pragma once

#include "fantasy/model/FanEnums.h"
#include "fantasy/model/FanMoment.h"
#include "fantasy/rules/FanTest.h"


namespace md::fantasy {

// Where a charge of an Uncontrolled Advance happens (C.4.1).
struct FanUaPlan
{
    // The unit had not moved this turn: the charge starts in `starts` (phase 4 or 6) and completes in phase 9.
    // Otherwise (`delayed`): in phase 1 of the next turn the target tests first, then the charge moves in two
    // halves with a Reaction Test between them.
    bool delayed = false;
    FanMoment starts;
};

// C.4: when what a test decided is carried out, and when a routing unit may first try to rally.
class FanTiming
{
public:
    // C.4.2, C-4: a rout in any phase but 11 may first rally in the first half of phase 11 of that turn; a rout
    // in phase 11 (either half, from combat or not) first in phase 11 of the next turn.
    static FanMoment firstRally(const FanMoment &routedAt);
    // C.4: at once, except a post-combat test's result and a Retire obtained in phase 11, which are carried out
    // in phase 1 of the next turn; a failed rally makes its rout move in phase 1 of the next turn (C.4.2).
    static FanMoment carriedOut(FanResult result, FanTrigger trigger, const FanMoment &at);
    // C.4.1: not yet moved: phase 4 or 6, whichever comes first after the result; moved (or no such phase left
    // this turn, the program's reading) the delayed sequence in phase 1 of the next turn.
    static FanUaPlan uncontrolledAdvance(const FanMoment &at, bool movedThisTurn);
    // C.4.1: a character with a routing unit routs for one turn and rallies himself at the end of phase 1 of
    // the next turn.
    static FanMoment characterRallies(const FanMoment &routedAt);
    // C.4.1: a routing unit meeting an obstacle it cannot get round: D6 1-3 right, 4-6 left.
    static bool obstacleTurnsRight(int d6) { return d6 <= 3; }
    static FanMoment nextTurnPhase1(const FanMoment &at) { return {at.turn + 1, 1, 1}; }
};

} // namespace md::fantasy
