#include "ratio/RatioModifiers.h"

using namespace Qt::StringLiterals;

namespace md::ratio {

namespace {
Modifiers build(const std::optional<int> &need, const QList<Factor> &factors)
{
    Modifiers modifiers;
    if (!need)
        return modifiers;
    modifiers.append({u"need"_s, RatioModifiers::tr("Need from the ratio"), *need, u"R5"_s});
    for (const Factor &f : factors)
        modifiers.append(RatioModifiers::ofFactor(f));
    return modifiers;
}
} // namespace

Modifiers RatioModifiers::ofCheck(const LogRecord &check)
{
    return build(check.need, check.factors);
}

Modifiers RatioModifiers::ofCheck(const CheckAssessment &assessment)
{
    return build(assessment.need, assessment.factors);
}

Modifier RatioModifiers::ofFactor(const Factor &factor)
{
    // R8: class and experience; R8a: NBC. The keys are the file's (FileFormat::factorKeys()).
    if (factor.key == "elite"_L1)
        return {factor.key, tr("Elite"), factor.delta, u"R8"_s};
    if (factor.key == "levy"_L1)
        return {factor.key, tr("Levy"), factor.delta, u"R8"_s};
    if (factor.key == "green"_L1)
        return {factor.key, tr("Green"), factor.delta, u"R8"_s};
    if (factor.key == "nbc"_L1)
        return {factor.key, tr("NBC attack"), factor.delta, u"R8a"_s};
    return {factor.key, factor.key, factor.delta, u"R8"_s};
}

} // namespace md::ratio
