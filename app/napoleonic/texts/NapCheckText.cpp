#include "napoleonic/texts/NapCheckText.h"

#include "napoleonic/texts/NapTexts.h"

namespace md::nap {

QString NapCheckText::chance(const Fraction &fraction)
{
    // Tenths of a percent, rounded half up, from the exact numerator and denominator.
    const qint64 tenths = (fraction.numerator() * 2000 + fraction.denominator()) / (2 * fraction.denominator());
    const QString percent = tenths % 10 == 0 ? QString::number(tenths / 10)
                                             : tr("%1.%2").arg(tenths / 10).arg(tenths % 10);
    return tr("%1 (%2 %)").arg(fraction.toString(), percent);
}

QString NapCheckText::preview(const NapBattle &battle, const NapCheckPreview &preview)
{
    if (!preview.error.isEmpty())
        return preview.error.toHtmlEscaped();
    QStringList lines;
    lines << tr("<b>%1 tests: T = %2</b> (B.3.4)").arg(NapTexts::unitName(battle, preview.testerId).toHtmlEscaped()).arg(preview.target);
    for (const Modifier &m : preview.terms)
        lines << QStringLiteral("&nbsp;&nbsp;") + NapTexts::term(m).toHtmlEscaped();
    if (preview.shockRule)
        lines << tr("Shock Combat Phase: a natural 1 adds 1, a natural 10 subtracts 1 before the band is read (15.28).");
    lines << tr("Pass (d10 \u2264 T): <b>%1</b>").arg(chance(preview.odds.pass));
    lines << tr("Morale Disordered (1-4 over): <b>%1</b>").arg(chance(preview.odds.disorder));
    lines << tr("Routed (5 or more over): <b>%1</b>").arg(chance(preview.odds.rout));
    return lines.join(QStringLiteral("<br>"));
}

QString NapCheckText::exemption(const NapExemption &exemption)
{
    if (!exemption.exempt())
        return {};
    return tr("Exempt (%1): %2").arg(exemption.code, exemption.reason);
}

QString NapCheckText::outcome(const NapBattle &battle, const NapCheckOutcome &outcome)
{
    if (!outcome.error.isEmpty())
        return outcome.error.toHtmlEscaped();
    QString text = tr("<b>d10 %1 against T %2: %3</b>")
                       .arg(outcome.roll)
                       .arg(outcome.preview.target)
                       .arg(enumDisplayName(outcome.result));
    if (outcome.shockDelta != 0)
        text += tr(" (15.28: %1 to the CMR to the end of the Shock Phase)").arg(NapTexts::signedNumber(outcome.shockDelta));
    if (outcome.unitIds.size() > 1)
        text += QStringLiteral("<br>") + tr("Applies to %1.").arg(NapTexts::unitNames(battle, outcome.unitIds).toHtmlEscaped());
    if (!outcome.effect.isEmpty())
        text += QStringLiteral("<br>") + outcome.effect.toHtmlEscaped();
    return text;
}

} // namespace md::nap
