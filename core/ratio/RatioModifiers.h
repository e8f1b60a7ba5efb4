#pragma once

#include "kernel/Modifier.h"
#include "ratio/model/LogRecord.h"
#include "ratio/rules/RatioMorale.h"

#include <QCoreApplication>

namespace md::ratio {

// A check's need and its R8 factors as the kernel's Modifier records, so the window and the command line can
// show why the number to roll is what it is: "need 6 (R5)", "+1 Elite (R8)", "−2 NBC attack (R8a)".
class RatioModifiers
{
    Q_DECLARE_TR_FUNCTIONS(md::ratio::RatioModifiers)

public:
    // The need first (R5, from the ratio; absent for S and a destroyed piece), then each factor as the check
    // applied it. Empty for a check with no need.
    static Modifiers ofCheck(const LogRecord &check);
    static Modifiers ofCheck(const CheckAssessment &assessment);
    static Modifier ofFactor(const Factor &factor);
};

} // namespace md::ratio
