#include "fantasy/rules/FanOptions.h"

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
const char *const context = "md::fantasy::FanOptions";
const QString attacksSeparateKey = u"attacks-separate"_s;

struct Fixed
{
    const char *key;
    const char *label;
    const char *rule;
};

constexpr Fixed fixedReadings[] = {
    {"result-names", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "The truncated headings RET and CO are Retire and Carry On (C-1)"), "C-1"},
    {"bands-are-data", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "The results' order is the race's data; no order of Rout, Retire, Carry On and Uncontrolled Advance is assumed (C-2)"), "C-2"},
    {"rally-pass", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "A rally passes on Carry On or Uncontrolled Advance and fails on Rout or Retire (C-3, C.4.2)"), "C-3"},
    {"rout-in-phase-11", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "A unit that routs in phase 11, in either half, first tries to rally in phase 11 of the next turn (C-4)"), "C-4"},
    {"rally-automatic", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Every routing unit tries to rally in each phase 11 it may (C-5)"), "C-5"},
    {"twice-half", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Twice its number: enemy figures engaged at least 2 × the unit's; half: at most ½ × (C-6)"), "C-6"},
    {"uncapped", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Per-instance modifiers count without limit unless the sheet gives a cap (C-7)"), "C-7"},
    {"best-cover", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Cover: the best type that 75 % of the figures are in, counting better cover too (C-8)"), "C-8"},
    {"killed-replaces-control", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "A character killed this turn: only the killed modifier, not also in control (C-9)"), "C-9"},
    {"ua-target-ua", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "The target of a delayed charge getting Uncontrolled Advance itself has passed (C-10)"), "C-10"},
    {"recorded-start", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Losses are always against the recorded starting strength, also after a rally (C-11)"), "C-11"},
    {"all-lost", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "A unit that has lost every figure is destroyed and never tests; 90 % is the last column (C-12)"), "C-12"},
    {"rout-direction", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Where a routing unit goes is the players' to move; the program records the result (C-13)"), "C-13"},
    {"skeletons-wounded", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Skeletons are removed when their controller is wounded as well as killed (C-14)"), "C-14"},
    {"monsters", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "A monster tests only on its sheet's When to Test Morale list; half its number never applies to it (C-15)"), "C-15"},
    {"monster-not-friend", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "A monster never counts as a friend; routing or retiring units never count (C.3)"), "C.3"},
    {"loss-steps", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "Losses rounded down to the nearest 10 % of the starting strength, in whole numbers (C.3)"), "C.3"},
    {"late-ua", QT_TRANSLATE_NOOP("md::fantasy::FanOptions", "An Uncontrolled Advance after phase 6 by a unit that has not moved charges in phase 1 of the next turn, as one that has (C.4.1)"), "C.4.1"},
};
} // namespace

QList<RuleOption> FanOptions::all()
{
    QList<RuleOption> list;
    list.append({attacksSeparateKey, context,
                 QT_TRANSLATE_NOOP("md::fantasy::FanOptions",
                                   "Attacked by magic, by a monster and by undead count as three modifiers instead of one (C.3)"),
                 u"C.3"_s, false, true});
    for (const Fixed &f : fixedReadings)
        list.append({QString::fromLatin1(f.key), context, f.label, QString::fromLatin1(f.rule), true, false});
    return list;
}

bool FanOptions::value(const FanRules &rules, const QString &key, bool *known)
{
    const bool isKnown = key == attacksSeparateKey;
    if (known)
        *known = isKnown;
    return isKnown && rules.attacksSeparate;
}

bool FanOptions::set(FanRules &rules, const QString &key, bool value)
{
    if (key != attacksSeparateKey)
        return false;
    rules.attacksSeparate = value;
    return true;
}

} // namespace md::fantasy
