#pragma once

#include "kernel/RuleSystem.h"
#include "napoleonic/model/NapRules.h"

namespace md::nap {

// The switchable readings of Part B as the battle form lists them: every member of NapRules with its rule, a
// label and the file's key, in NapRules' order.
class NapRuleSwitches
{
public:
    static QList<RuleOption> all();
    static bool value(const NapRules &rules, const QString &key, bool *known = nullptr);
    static bool set(NapRules &rules, const QString &key, bool value);
};

} // namespace md::nap
