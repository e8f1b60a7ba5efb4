#include "ww1/Ww1Options.h"

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {

// The five switches (A.5), by the file's "rules" keys.
struct Switch
{
    QLatin1StringView key;
    bool Ww1Rules::*member;
};

constexpr Switch switches[] = {
    {"c1-round-down"_L1, &Ww1Rules::c1RoundDown},
    {"each-condition-in-turn"_L1, &Ww1Rules::eachConditionInTurn},
    {"order-by-starting-size"_L1, &Ww1Rules::orderByStartingSize},
    {"enter-position-every-attempt"_L1, &Ww1Rules::enterPositionEveryAttempt},
    {"casualties-within-squares"_L1, &Ww1Rules::casualtiesWithinSquares},
};

} // namespace

QList<RuleOption> Ww1Options::all()
{
    static const char *const context = "md::ww1::Ww1Options";
    const Ww1Rules defaults;
    return {
        // The switchable Interpretations: off is the spec's reading, on its alternative.
        {u"c1-round-down"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "C1 above eight members: round the 25 % threshold down (9–11 members: 2 casualties) (A-1)"),
         u"A-1"_s, defaults.c1RoundDown, true},
        {u"each-condition-in-turn"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "Conditions reached together: test each in turn, least severe first, until one fails (A-4)"),
         u"A-4"_s, defaults.eachConditionInTurn, true},
        {u"order-by-starting-size"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "Group testing order: biggest by starting size, not by members left (A-5)"),
         u"A-5"_s, defaults.orderByStartingSize, true},
        {u"enter-position-every-attempt"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "Entering an enemy position: test on every attempt, not once per stand (A-6)"),
         u"A-6"_s, defaults.enterPositionEveryAttempt, true},
        {u"casualties-within-squares"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "Casualties in sight: every visible one within the sight distance, not only the testers' square (A-11)"),
         u"A-11"_s, defaults.casualtiesWithinSquares, true},
        // The readings applied without a switch, listed so that every one is visible.
        {u"fifty-seventy-five-at-least"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "50 % and 75 % casualties are reached at exactly that share, or more (A-2)"),
         u"A-2"_s, true, false},
        {u"percent-of-starting-size"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "Casualty shares count against the group's starting size (A-3)"),
         u"A-3"_s, true, false},
        {u"officer-not-led-by-himself"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "An officer does not lead himself by example; a more senior officer may lead him (A-7)"),
         u"A-7"_s, true, false},
        {u"small-arms-proximity-setting"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "Small arms fire counts within the proximity setting, 2 squares unless changed (A-8)"),
         u"A-8"_s, true, false},
        {u"zero-ducks-back"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "A total of 0 ducks back; surrender is −1 or less (A-9)"),
         u"A-9"_s, true, false},
        {u"withdrawal-cleared-by-hand"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "A withdrawing group withdraws until the players clear it at its own line (A-10)"),
         u"A-10"_s, true, false},
        {u"one-roll-per-square"_s, context,
         QT_TRANSLATE_NOOP("md::ww1::Ww1Options", "One 2d6 per square, shared by every stand testing in it, each with its own modifiers (A-12)"),
         u"A-12"_s, true, false},
    };
}

bool Ww1Options::value(const Ww1Rules &rules, const QString &key, bool *known)
{
    for (const Switch &s : switches) {
        if (key == s.key) {
            if (known)
                *known = true;
            return rules.*(s.member);
        }
    }
    if (known)
        *known = false;
    return false;
}

bool Ww1Options::set(Ww1Rules &rules, const QString &key, bool value)
{
    for (const Switch &s : switches) {
        if (key == s.key) {
            rules.*(s.member) = value;
            return true;
        }
    }
    return false;
}

} // namespace md::ww1
