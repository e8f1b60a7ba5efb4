#include "ratio/RatioOptions.h"

using namespace Qt::StringLiterals;

namespace md::ratio {

QList<RuleOption> RatioOptions::all()
{
    static const char *const context = "md::ratio::RatioOptions";
    return {
        // The optional rules: off unless a battlegroup switches them on ("rules" in the file).
        {u"leaders"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Leaders"), u"R2"_s, false, true},
        {u"bailedCrew"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Bailed crew"), u"R10"_s, false, true},
        {u"moraleClasses"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Morale classes"), u"R8"_s, false, true},
        {u"experience"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Experience"), u"R8"_s, false, true},
        {u"nbc"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Psychological effects / NBC"), u"R8a"_s, false, true},
        // The Interpretations (ratio-morale.md) and readings (ratio-morale-notes.md) the program applies. No
        // switch changes them yet; they are listed so that every one is visible.
        {u"ratio-truncated"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "The ratio is truncated, never rounded: need = floor(10 × current / starting)"), u"R5"_s, true, false},
        {u"failure-from-band"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "The result of failure comes from the unmodified ratio band"), u"R5"_s, true, false},
        {u"ratio-clamped"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "A ratio above 1.00 reads as 1.00"), u"R5"_s, true, false},
        {u"morale-officer-without-leaders"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Without Leaders a morale officer is 1 point, and still shoots"), u"R2"_s, true, false},
        {u"weapon-points-capped"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Weapon points are the operational weapon systems, at most three"), u"R4"_s, true, false},
        {u"strongpoint-immobile"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "A strongpoint has no movement levels unless it is given some (a turret)"), u"R4"_s, true, false},
        {u"battledrone-vehicle-style"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "The heavy battledrone has vehicle-style morale; a warbot or wardrone never exceeds 4"), u"R4"_s, true, false},
        {u"current-ratio-at-roll"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "A check uses the ratio at the moment of the roll, not when the marker was placed"), u"R6"_s, true, false},
        {u"one-marker-at-a-time"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "A piece holds one marker at a time and checks at most once a turn"), u"R6"_s, true, false},
        {u"end-turn-refused-while-due"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "The turn may not end while checks are due; an override is logged, naming every piece left unchecked"), u"R6"_s, true, false},
        {u"results-not-sticky"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "A later passed check returns a piece to Normal"), u"R7"_s, true, false},
        {u"shutdown-on-broken"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "A strongpoint shuts down only on Broken or Eliminated"), u"R7"_s, true, false},
        {u"eliminated-soldier-is-casualty"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "An Eliminated soldier counts as a casualty of his unit"), u"R7"_s, true, false},
        {u"left-board-not-casualty"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Leaving the board does not lower the unit's morale, but counts toward the battlegroup's losses"), u"R7"_s, true, false},
        {u"factors-on-need"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Every factor moves the need: Elite +1, Levy −1, Green −1, NBC −2"), u"R8"_s, true, false},
        {u"automatic-results-kept"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "S and F stay automatic whatever the factors"), u"R8"_s, true, false},
        {u"class-experience-by-kind"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Soldiers and crewed pieces take class and experience; warbots and wardrones are Regular and seasoned"), u"R8"_s, true, false},
        {u"nbc-forces-check"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "An NBC attack forces a check even at full strength (need 10, failure Cautious)"), u"R8a"_s, true, false},
        {u"any-soldier-surrenders"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Any soldier may surrender, officers too, after a failure that requires falling back"), u"R9"_s, true, false},
        {u"surrender-after-failed-check"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Surrender is offered only right after a failed check this turn"), u"R9"_s, true, false},
        {u"officer-shot-steadies"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "A morale officer's shot returns every member of the unit to Normal"), u"R9"_s, true, false},
        {u"crew-survivors-exact"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Crew survivors are computed exactly in integers, rounded half up once"), u"R10"_s, true, false},
        {u"at-least-one-survivor"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "At least one crew member survives a bail-out"), u"R10"_s, true, false},
        {u"explosion-crew-as-bailed"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "After an explosion the surviving crew check like a bailed crew, with or without that rule"), u"R10"_s, true, false},
        {u"endurance-sum-of-starting"_s, context, QT_TRANSLATE_NOOP("md::ratio::RatioOptions", "Endurance is the sum of the units' starting morale levels; every loss counts, leaving the board too"), u"R11"_s, true, false},
    };
}

} // namespace md::ratio
