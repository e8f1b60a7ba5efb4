#include "print/PrintFonts.h"

#include <QImage>
#include <QPaintDevice>
#include <QTextLayout>

#include <algorithm>
#include <map>
#include <unordered_map>

namespace md {

namespace {
constexpr qreal pointsPerInch = 72.0;

// Measurements come from a 72 dpi image: there one point is one pixel, as in the layout.
const QImage &referenceDevice()
{
    static const QImage image = [] {
        QImage i(1, 1, QImage::Format_RGB32);
        const int dotsPerMeter = qRound(pointsPerInch / 0.0254);
        i.setDotsPerMeterX(dotsPerMeter);
        i.setDotsPerMeterY(dotsPerMeter);
        return i;
    }();
    return image;
}

qreal clampedSize(qreal pt) { return std::max(pt, PrintFonts::minimumPointSize); }

int fontKey(qreal pt, bool bold) { return qRound(clampedSize(pt) * 100.0) * 2 + (bold ? 1 : 0); }

// QFontMetricsF::elidedText and drawText end texts at this character (a "variable length" separator).
constexpr QChar lengthSeparator(0x9c);
} // namespace

QString PrintFonts::family() { return QStringLiteral("DejaVu Sans"); }

QFont PrintFonts::font(qreal pt, bool bold, const QPaintDevice *device)
{
    QFont f(family());
    f.setStyleHint(QFont::SansSerif);
    // Unhinted outlines: widths scale linearly, so measurements hold at any resolution.
    f.setHintingPreference(QFont::PreferNoHinting);
    // No shaping: Latin text then has no ligatures, so "fi" stays two letters a PDF reader can search for
    // (and no kerning, which does not matter at these sizes). Grey antialiasing only: subpixel rendering
    // would put coloured fringes on a greyscale preview.
    f.setStyleStrategy(static_cast<QFont::StyleStrategy>(QFont::PreferNoShaping | QFont::NoSubpixelAntialias));
    f.setBold(bold);
    const int dpi = device != nullptr ? device->logicalDpiY() : 72;
    f.setPointSizeF(clampedSize(pt) * pointsPerInch / static_cast<qreal>(std::max(dpi, 1)));
    return f;
}

const QFontMetricsF &PrintFonts::metrics(qreal pt, bool bold)
{
    // Layout asks for a handful of sizes thousands of times; resolving a font each time is slow.
    static std::map<int, QFontMetricsF> cache;
    const int key = fontKey(pt, bold);
    auto it = cache.find(key);
    if (it == cache.end())
        it = cache.emplace(key, QFontMetricsF(font(pt, bold, &referenceDevice()), &referenceDevice())).first;
    return it->second;
}

qreal PrintFonts::width(const QString &text, qreal pt, bool bold)
{
    // A page measures the same few texts (numbers, letters, "-") hundreds of times, and each measurement
    // shapes the text anew: remember the widths, per font. The cache is emptied when it grows large (a
    // long roster's names), so it never holds more than a few pages' worth.
    constexpr std::size_t maxRemembered = 4096;
    static std::map<int, std::unordered_map<QString, qreal>> cache;
    std::unordered_map<QString, qreal> &widths = cache[fontKey(pt, bold)];
    const auto it = widths.find(text);
    if (it != widths.end())
        return it->second;
    if (widths.size() >= maxRemembered)
        widths.clear();
    const qreal w = metrics(pt, bold).horizontalAdvance(text);
    widths.emplace(text, w);
    return w;
}

qreal PrintFonts::lineHeight(qreal pt, bool bold) { return metrics(pt, bold).height(); }

QString PrintFonts::elided(const QString &text, qreal pt, bool bold, qreal width)
{
    // What QFontMetricsF::elidedText does first, from the remembered width: a text that fits (compared in
    // the 1/64 units Qt measures in) comes back whole, without shaping it again.
    if (!text.contains(lengthSeparator) && PrintFonts::width(text, pt, bold) <= qRound(width * 64.0) / 64.0)
        return text;
    return metrics(pt, bold).elidedText(text, Qt::ElideRight, width);
}

QStringList PrintFonts::wrapLines(const QString &text, qreal pt, bool bold, qreal width)
{
    QString prepared = text;
    prepared.replace(QLatin1Char('\n'), QChar::LineSeparator);
    QTextLayout layout(prepared, font(pt, bold, &referenceDevice()), &referenceDevice());
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    QStringList lines;
    layout.beginLayout();
    for (;;) {
        QTextLine line = layout.createLine();
        if (!line.isValid())
            break;
        line.setLineWidth(std::max(width, 1.0));
        QString piece = prepared.mid(line.textStart(), line.textLength());
        while (!piece.isEmpty() && (piece.back().isSpace() || piece.back() == QChar::LineSeparator))
            piece.chop(1);
        lines << piece;
    }
    layout.endLayout();
    if (lines.isEmpty())
        lines << QString();
    return lines;
}

qreal PrintFonts::wrappedHeight(const QString &text, qreal pt, bool bold, qreal width)
{
    return static_cast<qreal>(wrapLines(text, pt, bold, width).size()) * lineHeight(pt, bold);
}

} // namespace md
