#include "fantasy/print/FanPrintStyle.h"

#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"

#include <algorithm>
#include <limits>

namespace md::fantasy {

namespace {
// The same light tints as the other systems' printouts, light enough for black text on every one.
const QColor kGreen(0x9c, 0xd8, 0x8e);
const QColor kBlue(0x8f, 0xc3, 0xee);
const QColor kOrange(0xf5, 0xa5, 0x4a);
const QColor kRed(0xe8, 0x6a, 0x5c);

constexpr qreal legendPt = PrintParts::smallPt;
constexpr qreal legendBox = 14.0; // a legend's swatch, wider than tall
constexpr qreal legendGap = 10.0; // between one legend item and the next

QString legendText(FanResult r)
{
    const QString name = enumDisplayName(r);
    const QString shortName = FanPrintStyle::shortName(r);
    return shortName == name ? name : FanPrintStyle::tr("%1 (%2)").arg(name, shortName);
}

qreal legendItemWidth(FanResult r) { return legendBox + 3.0 + PrintFonts::width(legendText(r), legendPt) + 1.0; }

// The legend's items line by line at `width`.
QList<QList<FanResult>> legendLines(qreal width)
{
    QList<QList<FanResult>> lines{{}};
    qreal x = 0;
    for (FanResult r : FanPrintStyle::results) {
        const qreal w = legendItemWidth(r);
        if (x > 0 && x + w > width) {
            lines.append(QList<FanResult>());
            x = 0;
        }
        lines.last().append(r);
        x += w + legendGap;
    }
    return lines;
}
} // namespace

Swatch FanPrintStyle::swatch(FanResult result)
{
    // Greys darker and hatching denser as the result gets worse; Uncontrolled Advance (brave but out of hand)
    // has the single diagonal of its own.
    switch (result) {
    case FanResult::Rout:
        return {kRed, QColor(0xb0, 0xb0, 0xb0), Swatch::Hatch::DenseCross, {}, 11.0};
    case FanResult::Retire:
        return {kOrange, QColor(0xc8, 0xc8, 0xc8), Swatch::Hatch::Cross, {}, 11.0};
    case FanResult::CarryOn:
        return {kGreen, QColor(0xf0, 0xf0, 0xf0), Swatch::Hatch::None, {}, 11.0};
    case FanResult::UncontrolledAdvance:
        return {kBlue, QColor(0xdc, 0xdc, 0xdc), Swatch::Hatch::Diagonal, {}, 11.0};
    }
    return {};
}

QString FanPrintStyle::shortName(FanResult result)
{
    if (result == FanResult::UncontrolledAdvance)
        return tr("UA", "Uncontrolled Advance (short, as the seed writes it)");
    return enumDisplayName(result);
}

QString FanPrintStyle::number(int value) { return value < 0 ? PrintParts::signedNumber(value) : QString::number(value); }

QString FanPrintStyle::rangeText(const FanResultBand &band)
{
    if (band.min && band.max) {
        if (*band.min == *band.max)
            return number(*band.min);
        return tr("%1–%2", "an FMV range").arg(number(*band.min), number(*band.max));
    }
    if (band.max)
        return tr("≤ %1", "FMV or less").arg(number(*band.max));
    if (band.min)
        return tr("≥ %1", "FMV or more").arg(number(*band.min));
    return tr("any", "every FMV");
}

QList<FanResultBand> FanPrintStyle::inFmvOrder(const QList<FanResultBand> &bands)
{
    QList<FanResultBand> sorted = bands;
    std::stable_sort(sorted.begin(), sorted.end(), [](const FanResultBand &a, const FanResultBand &b) {
        constexpr int below = std::numeric_limits<int>::min(); // open downwards: first
        return a.min.value_or(below) < b.min.value_or(below);
    });
    return sorted;
}

void FanPrintStyle::paintBand(PrintPainter &p, const QRectF &rect, FanResult result, const QStringList &lines, qreal pt)
{
    const Swatch s = swatch(result);
    p.swatchFill(rect, s);
    constexpr qreal inset = 2.0;
    const qreal textWidth = std::max(1.0, rect.width() - 2 * inset);
    QList<std::pair<QString, bool>> wrapped;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        for (const QString &line : PrintFonts::wrapLines(lines.at(i), pt, i == 0, textWidth))
            wrapped.append({line, i == 0});
    }
    qreal total = 0;
    for (const auto &[line, bold] : wrapped)
        total += PrintFonts::lineHeight(pt, bold);
    // Centred when it fits, from the top when it does not: nothing leaves the band.
    qreal y = total <= rect.height() ? rect.center().y() - total / 2 : rect.top();
    for (const auto &[line, bold] : wrapped) {
        const qreal h = PrintFonts::lineHeight(pt, bold);
        if (y + h > rect.bottom() + 0.01)
            break;
        if (p.greyscale() && s.hatch != Swatch::Hatch::None && !line.isEmpty()) {
            const qreal w = std::min(PrintFonts::width(line, pt, bold) + 4.0, rect.width());
            p.fill(QRectF(rect.center().x() - w / 2, y, w, h), s.greyscale);
        }
        p.text(QRectF(rect.left() + inset, y, textWidth, h), line, pt, bold, Qt::AlignCenter);
        y += h;
    }
}

FlowBlock FanPrintStyle::legend(qreal width, qreal gapBefore)
{
    const qreal lineHeight = std::max(PrintFonts::lineHeight(legendPt), 9.0) + 2.0;
    FlowBlock b;
    b.gapBefore = gapBefore;
    b.height = static_cast<qreal>(legendLines(width).size()) * lineHeight;
    b.paint = [lineHeight](PrintPainter &p, const QRectF &r) {
        qreal y = r.top();
        for (const QList<FanResult> &line : legendLines(r.width())) {
            qreal x = r.left();
            for (FanResult result : line) {
                p.swatchBox(QRectF(x, y + 1.0, legendBox, lineHeight - 3.0), swatch(result));
                const qreal textLeft = x + legendBox + 3.0;
                p.text(QRectF(textLeft, y, r.right() - textLeft, lineHeight - 1.0), legendText(result), legendPt, false,
                       Qt::AlignLeft | Qt::AlignVCenter);
                x += legendItemWidth(result) + legendGap;
            }
            y += lineHeight;
        }
    };
    return b;
}

QString FanPrintStyle::footer() { return tr("MoraleDesk: Fantasy BMV + D4 and the races' Profile Sheets"); }

} // namespace md::fantasy
