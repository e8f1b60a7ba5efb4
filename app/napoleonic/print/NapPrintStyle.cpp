#include "napoleonic/print/NapPrintStyle.h"

#include "print/PrintPainter.h"

namespace md::nap {

namespace {
// The same light tints as every MoraleDesk printout, dark enough to tell apart, light enough for black text.
const QColor kGreen(0x9c, 0xd8, 0x8e);
const QColor kYellow(0xf6, 0xe2, 0x6b);
const QColor kOrange(0xf5, 0xa5, 0x4a);
const QColor kRed(0xe8, 0x6a, 0x5c);
const QColor kDarkRed(0xc0, 0x4a, 0x48);

Swatch best(const QString &letter, qreal width) { return {kGreen, QColor(0xf0, 0xf0, 0xf0), Swatch::Hatch::None, letter, width}; }
Swatch worse(const QString &letter, qreal width)
{
    return {kOrange, QColor(0xc8, 0xc8, 0xc8), Swatch::Hatch::Cross, letter, width};
}
Swatch worst(const QString &letter, qreal width)
{
    return {kRed, QColor(0xb0, 0xb0, 0xb0), Swatch::Hatch::DenseCross, letter, width};
}
} // namespace

Swatch NapPrintStyle::swatch(NapResult result)
{
    const qreal width = swatchWidth();
    switch (result) {
    case NapResult::Pass:
    case NapResult::Rallied:
        return best(letter(result), width);
    case NapResult::Disordered:
    case NapResult::RallyFailed:
        return worse(letter(result), width);
    case NapResult::Routed:
    case NapResult::Removed:
        return worst(letter(result), width);
    case NapResult::None:
        break;
    }
    return {QColor(Qt::white), QColor(Qt::white), Swatch::Hatch::None, QString(), width};
}

Swatch NapPrintStyle::swatch(NapUnitState state)
{
    const qreal width = swatchWidth();
    switch (state) {
    case NapUnitState::Good:
        return best(letter(state), width);
    case NapUnitState::Disordered:
        return worse(letter(state), width);
    case NapUnitState::Routed:
        return worst(letter(state), width);
    case NapUnitState::Eliminated:
        return {kDarkRed, QColor(0x90, 0x90, 0x90), Swatch::Hatch::DenseCross, letter(state), width};
    }
    return {};
}

Swatch NapPrintStyle::tierSwatch(int tier, bool warned)
{
    const qreal width = swatchWidth();
    if (tier <= 0 && warned)
        return {kYellow, QColor(0xdc, 0xdc, 0xdc), Swatch::Hatch::Diagonal, tr("90", "within 10 % of demoralization (letter)"), width};
    switch (tier) {
    case 0:
        return best(tr("N", "normal standing (letter)"), width);
    case 1:
        return worse(tr("1", "demoralization tier 1 (letter)"), width);
    case 2:
        return worst(tr("2", "demoralization tier 2 (letter)"), width);
    default:
        return {kDarkRed, QColor(0x90, 0x90, 0x90), Swatch::Hatch::DenseCross, tr("3", "demoralization tier 3 (letter)"),
                width};
    }
}

QString NapPrintStyle::letter(NapResult result)
{
    switch (result) {
    case NapResult::Pass:
        return tr("P", "Pass (letter)");
    case NapResult::Disordered:
        return tr("D", "Morale Disordered (letter)");
    case NapResult::Routed:
        return tr("R", "Routed (letter)");
    case NapResult::Rallied:
        return tr("Ra", "Rallied (letter)");
    case NapResult::RallyFailed:
        return tr("F", "Failed to rally (letter)");
    case NapResult::Removed:
        return tr("X", "Removed as casualties (letter)");
    case NapResult::None:
        break;
    }
    return {};
}

QString NapPrintStyle::letter(NapUnitState state)
{
    switch (state) {
    case NapUnitState::Good:
        return tr("G", "Good (letter)");
    case NapUnitState::Disordered:
        return tr("D", "Disordered (letter)");
    case NapUnitState::Routed:
        return tr("R", "Routed (letter)");
    case NapUnitState::Eliminated:
        return tr("X", "Eliminated (letter)");
    }
    return {};
}

QString NapPrintStyle::tierName(int tier, bool warned)
{
    if (tier <= 0)
        return warned ? tr("Within 10 % of demoralization") : tr("Normal standing");
    return tr("Demoralized, tier %1").arg(tier);
}

QString NapPrintStyle::footer() { return tr("MoraleDesk: Napoleonic CMR and army morale fatigue"); }

qreal NapPrintStyle::swatchWidth()
{
    QStringList letters;
    for (NapResult r : {NapResult::Pass, NapResult::Disordered, NapResult::Routed, NapResult::Rallied,
                        NapResult::RallyFailed, NapResult::Removed})
        letters << letter(r);
    for (NapUnitState s : {NapUnitState::Good, NapUnitState::Disordered, NapUnitState::Routed, NapUnitState::Eliminated})
        letters << letter(s);
    letters << tr("90", "within 10 % of demoralization (letter)");
    return PrintPainter::swatchWidth(letters);
}

} // namespace md::nap
