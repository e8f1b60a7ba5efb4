#pragma once

#include "kernel/RuleSystem.h"
#include "ww1/model/Ww1Rules.h"

namespace md::ww1 {

// WW1's rule options (Ww1System::options()): every Interpretation of Part A (A-1 ... A-12), the switchable
// ones (Ww1Rules, a force file's "rules") first, then the readings applied without a switch, each with its
// rule. The keys are the file's.
class Ww1Options
{
public:
    static QList<RuleOption> all();
    // A force's switches by key ("c1-round-down"), and back.
    static bool value(const Ww1Rules &rules, const QString &key, bool *known = nullptr);
    static bool set(Ww1Rules &rules, const QString &key, bool value);
};

} // namespace md::ww1
