#pragma once

#include "fantasy/rules/FanTest.h"
#include "kernel/RuleSystem.h"

namespace md::fantasy {

// The fantasy rule options: the switches of FanRules first, then every other Interpretation of Part C
// (C-1 … C-15 and the INTERPRETATION lines of C.3 and C.4), applied without a switch, each with its rule, so
// that every reading the program makes is visible.
class FanOptions
{
public:
    static QList<RuleOption> all();
    static bool value(const FanRules &rules, const QString &key, bool *known = nullptr);
    static bool set(FanRules &rules, const QString &key, bool value);
};

} // namespace md::fantasy
