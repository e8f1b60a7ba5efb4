#pragma once

#include <QFont>
#include <QFontMetricsF>
#include <QString>
#include <QStringList>

class QPaintDevice;

namespace md {

// The printouts' one font family, and text measurement in points.
//
// Pages are laid out in points and painted under a world transform of device dpi / 72. A font made by
// font() resolves to `pt` device-independent pixels on every device (its point size is scaled by
// 72 / dpi), so text measured here once has the same width on a 50 dpi preview and a 1200 dpi PDF.
class PrintFonts
{
public:
    // Text on paper is never smaller than this: a table that does not fit is split, not shrunk.
    static constexpr qreal minimumPointSize = 7.0;

    static QString family();
    static QFont font(qreal pt, bool bold, const QPaintDevice *device);

    // Measurements in points.
    static const QFontMetricsF &metrics(qreal pt, bool bold = false);
    static qreal width(const QString &text, qreal pt, bool bold = false);
    static qreal lineHeight(qreal pt, bool bold = false);
    static QString elided(const QString &text, qreal pt, bool bold, qreal width);
    // Breaks at word boundaries, or anywhere in a word too long for a line, so no line is wider than
    // `width`. Never empty: an empty text is one empty line.
    static QStringList wrapLines(const QString &text, qreal pt, bool bold, qreal width);
    static qreal wrappedHeight(const QString &text, qreal pt, bool bold, qreal width);
};

} // namespace md
