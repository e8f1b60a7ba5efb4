#include "ww1/print/Ww1PrintStyle.h"

#include "print/PrintPainter.h"
#include "print/PrintParts.h"
#include "ww1/rules/Ww1IndividualRules.h"

#include <optional>

namespace md::ww1 {

namespace {
// The same light tints as every MoraleDesk printout, dark enough to tell apart, light enough for black text.
const QColor kGreen(0x9c, 0xd8, 0x8e);
const QColor kYellow(0xf6, 0xe2, 0x6b);
const QColor kOrange(0xf5, 0xa5, 0x4a);
const QColor kRed(0xe8, 0x6a, 0x5c);
} // namespace

Swatch Ww1PrintStyle::swatch(Ww1Result result)
{
    const qreal width = swatchWidth();
    switch (result) {
    case Ww1Result::CarryOn:
        return {kGreen, QColor(0xf0, 0xf0, 0xf0), Swatch::Hatch::None, letter(result), width};
    case Ww1Result::NoCloser:
        return {kYellow, QColor(0xdc, 0xdc, 0xdc), Swatch::Hatch::Diagonal, letter(result), width};
    case Ww1Result::DuckBack:
        return {kOrange, QColor(0xc8, 0xc8, 0xc8), Swatch::Hatch::Cross, letter(result), width};
    case Ww1Result::Surrendered:
        return {kRed, QColor(0xb0, 0xb0, 0xb0), Swatch::Hatch::DenseCross, letter(result), width};
    case Ww1Result::None:
        break;
    }
    return {QColor(Qt::white), QColor(Qt::white), Swatch::Hatch::None, QString(), width};
}

Swatch Ww1PrintStyle::groupSwatch(bool passed)
{
    if (passed)
        return swatch(Ww1Result::CarryOn);
    // A.4.1: a withdrawal in good order, not a rout: the colour between duck back and surrender.
    return {kOrange, QColor(0xc8, 0xc8, 0xc8), Swatch::Hatch::Cross, tr("W", "a group withdrawing (letter)"),
            swatchWidth()};
}

QString Ww1PrintStyle::letter(Ww1Result result)
{
    switch (result) {
    case Ww1Result::CarryOn:
        return tr("CO", "Carry on (letter)");
    case Ww1Result::NoCloser:
        return tr("NC", "No closer (letter)");
    case Ww1Result::DuckBack:
        return tr("DB", "Duck back (letter)");
    case Ww1Result::Surrendered:
        return tr("Su", "Surrender (letter)");
    case Ww1Result::None:
        break;
    }
    return {};
}

QString Ww1PrintStyle::meaning(Ww1Result result)
{
    switch (result) {
    case Ww1Result::CarryOn:
        return tr("No restrictions: carry on with what the stand meant to do.");
    case Ww1Result::NoCloser:
        return tr("Move no closer to seen enemy; may stand and fight. Will not enter a known fire-swept zone, "
                  "unless leaving an enemy trench while attacked from within it.");
    case Ww1Result::DuckBack:
        return tr("Duck back behind the nearest cover. No enemy in sight: as No closer. No cover within a "
                  "tactical move: stand and fight.");
    case Ww1Result::Surrendered:
        return tr("Surrender to the nearest known enemy, even one not in sight. For good: the figure is a "
                  "prisoner.");
    case Ww1Result::None:
        break;
    }
    return {};
}

QString Ww1PrintStyle::totals(Ww1Result result)
{
    // The band's totals as the rules core draws them (A.3.3 with A-9), over more than any roll and modifiers reach.
    constexpr int reach = 40;
    std::optional<int> low;
    std::optional<int> high;
    for (int total = -reach; total <= reach; ++total) {
        if (Ww1IndividualRules::band(total) != result)
            continue;
        if (!low)
            low = total;
        high = total;
    }
    if (!low)
        return {};
    // A total, with a real minus sign and no plus.
    const auto number = [](int n) { return n < 0 ? PrintParts::signedNumber(n) : QString::number(n); };
    if (*high == reach)
        return tr("%1 or more").arg(number(*low));
    if (*low == -reach)
        return tr("%1 or less").arg(number(*high));
    return tr("%1 to %2").arg(number(*low), number(*high));
}

QString Ww1PrintStyle::footer() { return tr("MoraleDesk: WW1 group and individual morale"); }

qreal Ww1PrintStyle::swatchWidth()
{
    QStringList letters;
    for (Ww1Result r : bands)
        letters << letter(r);
    letters << tr("W", "a group withdrawing (letter)");
    return PrintPainter::swatchWidth(letters);
}

} // namespace md::ww1
