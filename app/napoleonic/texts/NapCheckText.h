#pragma once

#include "kernel/Fraction.h"
#include "napoleonic/rules/NapEngine.h"
#include "napoleonic/rules/NapTriggers.h"

#include <QCoreApplication>
#include <QString>

namespace md::nap {

// The check panel's texts: a target with every term and its rule, the odds as exact fractions and
// percentages, a result with its meaning.
class NapCheckText
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCheckText)

public:
    // "3/10 (30 %)": the percentage to one decimal by integer arithmetic, rounded half up.
    static QString chance(const Fraction &fraction);
    // The preview as rich text: T = the sum of its terms, the 15.28 note, the odds of the three bands.
    static QString preview(const NapBattle &battle, const NapCheckPreview &preview);
    static QString exemption(const NapExemption &exemption);
    static QString outcome(const NapBattle &battle, const NapCheckOutcome &outcome);
};

} // namespace md::nap
