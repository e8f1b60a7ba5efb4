#pragma once

#include "print/Swatch.h"

#include <QColor>
#include <QFont>
#include <QRectF>
#include <QString>
#include <QStringList>

#include <map>

class QPainter;

namespace md {

// Drawing on paper, in points. Wraps a QPainter whose world transform already maps points to the
// device. In greyscale mode every colour passes through tone(), so nothing coloured reaches the page.
class PrintPainter
{
public:
    PrintPainter(QPainter &painter, bool greyscale);

    QPainter &painter() { return m_painter; }
    bool greyscale() const { return m_greyscale; }

    static QColor ink();       // text and rules
    static QColor softInk();   // labels, hints, grid lines
    static QColor headerFill(); // table header rows
    QColor tone(const QColor &colour) const;

    // One line of text, elided to the rect's width.
    void text(const QRectF &rect, const QString &text, qreal pt, bool bold = false,
              Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter, const QColor &colour = ink());
    // Text wrapped to the rect's width (PrintFonts::wrapLines), from the rect's top.
    void paragraph(const QRectF &rect, const QString &text, qreal pt, bool bold = false,
                   Qt::Alignment align = Qt::AlignLeft, const QColor &colour = ink());
    void strikeOut(const QRectF &rect, const QString &text, qreal pt, bool bold, Qt::Alignment align);

    void line(const QPointF &from, const QPointF &to, qreal width = 0.5, const QColor &colour = ink());
    void frame(const QRectF &rect, qreal width = 0.5, const QColor &colour = ink());
    void fill(const QRectF &rect, const QColor &colour);
    // A pencil tick box; `crossed` marks it as already used (a point lost, a marker placed).
    void tickBox(const QRectF &rect, bool crossed);

    // A result's fill: its colour, or in greyscale its grey level and hatching.
    void swatchFill(const QRectF &rect, const Swatch &swatch);
    // A cell of a results table: the fill, `text` (a need) large and the swatch's letter small in the
    // top-right corner, so it reads on a black-and-white printer too.
    void swatchCell(const QRectF &rect, const Swatch &swatch, const QString &text, qreal pt);
    // A small swatch box with the letter only, for legends and status columns.
    void swatchBox(const QRectF &rect, const Swatch &swatch);
    // The width of a swatch box that fits each of `letters`.
    static qreal swatchWidth(const QStringList &letters);

private:
    void hatch(const QRectF &rect, qreal spacing, bool rising, const QColor &colour, qreal width = 0.4);
    static int fontKey(qreal pt, bool bold);
    const QFont &font(qreal pt, bool bold);
    // In greyscale the text sits on a plain patch of the cell's grey, clear of the hatching.
    void plate(const QRectF &textRect, const Swatch &swatch);

    QPainter &m_painter;
    bool m_greyscale;
    std::map<int, QFont> m_fonts;
    int m_fontKey = -1; // the font text() last set on the painter (only text() sets fonts)
};

} // namespace md
