#pragma once

#include "kernel/RuleSystem.h"

namespace md::ratio {

// Ratio's rule options (RatioSystem::options()): its five optional rules, which a battlegroup file switches
// ("rules" in docs/file-format.md), then every Interpretation of ratio-morale.md and reading of
// ratio-morale-notes.md the program applies, fixed, each with the rule it reads.
class RatioOptions
{
public:
    static QList<RuleOption> all();
};

} // namespace md::ratio
