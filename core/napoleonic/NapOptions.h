#pragma once

#include "kernel/RuleSystem.h"
#include "napoleonic/model/NapRules.h"

namespace md::nap {

// The Napoleonic rule options (NapSystem::options()): the fourteen switches of NapRules (a battle file's "rules")
// first, then every other Interpretation of Part B (B-1 ... B-35 and the INTERPRETATION lines of B.2-B.4),
// applied without a switch, each with its rule, so that every reading the program makes is visible. The keys
// are the file's.
class NapOptions
{
public:
    static QList<RuleOption> all();
    // A battle's switches by key ("stack-half-strength"), and back.
    static bool value(const NapRules &rules, const QString &key, bool *known = nullptr);
    static bool set(NapRules &rules, const QString &key, bool value);
};

} // namespace md::nap
