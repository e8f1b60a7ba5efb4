#include "print/PrintPainter.h"

#include "print/PrintFonts.h"

#include <QPainter>

#include <algorithm>
#include <cmath>

namespace md {

PrintPainter::PrintPainter(QPainter &painter, bool greyscale) : m_painter(painter), m_greyscale(greyscale) {}

// The same near-black as the results tables on screen (ResultStyle::textColour()).
QColor PrintPainter::ink() { return QColor(0x11, 0x11, 0x11); }

QColor PrintPainter::softInk() { return QColor(0x55, 0x55, 0x55); }

QColor PrintPainter::headerFill() { return QColor(0xe8, 0xe8, 0xe8); }

QColor PrintPainter::tone(const QColor &colour) const
{
    if (!m_greyscale)
        return colour;
    const int grey = qGray(colour.rgb());
    return QColor(grey, grey, grey);
}

int PrintPainter::fontKey(qreal pt, bool bold) { return qRound(pt * 100.0) * 2 + (bold ? 1 : 0); }

const QFont &PrintPainter::font(qreal pt, bool bold)
{
    const int key = fontKey(pt, bold);
    auto it = m_fonts.find(key);
    if (it == m_fonts.end())
        it = m_fonts.emplace(key, PrintFonts::font(pt, bold, m_painter.device())).first;
    return it->second;
}

void PrintPainter::text(const QRectF &rect, const QString &text, qreal pt, bool bold, Qt::Alignment align,
                        const QColor &colour)
{
    if (text.isEmpty())
        return;
    // QPainter::setFont resolves the font again even when it is the one already set: skip it then.
    const int key = fontKey(pt, bold);
    if (key != m_fontKey) {
        m_painter.setFont(font(pt, bold));
        m_fontKey = key;
    }
    m_painter.setPen(tone(colour));
    const int flags = static_cast<int>(align.toInt()) | static_cast<int>(Qt::TextSingleLine);
    m_painter.drawText(rect, flags, PrintFonts::elided(text, pt, bold, rect.width()));
}

void PrintPainter::paragraph(const QRectF &rect, const QString &text, qreal pt, bool bold, Qt::Alignment align,
                             const QColor &colour)
{
    if (text.isEmpty())
        return;
    const qreal lineHeight = PrintFonts::lineHeight(pt, bold);
    qreal y = rect.top();
    const Qt::Alignment horizontal = align & Qt::AlignHorizontal_Mask;
    for (const QString &lineText : PrintFonts::wrapLines(text, pt, bold, rect.width())) {
        this->text(QRectF(rect.left(), y, rect.width(), lineHeight), lineText, pt, bold, horizontal | Qt::AlignTop, colour);
        y += lineHeight;
    }
}

void PrintPainter::strikeOut(const QRectF &rect, const QString &text, qreal pt, bool bold, Qt::Alignment align)
{
    const qreal width = std::min(PrintFonts::width(text, pt, bold), rect.width());
    qreal left = rect.left();
    if (align & Qt::AlignHCenter)
        left = rect.center().x() - width / 2;
    else if (align & Qt::AlignRight)
        left = rect.right() - width;
    const qreal y = rect.center().y();
    line(QPointF(left, y), QPointF(left + width, y), 0.7);
}

void PrintPainter::line(const QPointF &from, const QPointF &to, qreal width, const QColor &colour)
{
    m_painter.setPen(QPen(tone(colour), width, Qt::SolidLine, Qt::FlatCap));
    m_painter.drawLine(from, to);
}

void PrintPainter::frame(const QRectF &rect, qreal width, const QColor &colour)
{
    m_painter.setPen(QPen(tone(colour), width, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
    m_painter.setBrush(Qt::NoBrush);
    // The stroke stays inside the rect, so a frame never paints beyond the area it was given.
    const qreal inset = width / 2;
    m_painter.drawRect(rect.adjusted(inset, inset, -inset, -inset));
}

void PrintPainter::fill(const QRectF &rect, const QColor &colour)
{
    m_painter.fillRect(rect, tone(colour));
}

void PrintPainter::tickBox(const QRectF &rect, bool crossed)
{
    fill(rect, Qt::white);
    frame(rect, 0.6, ink());
    if (crossed) {
        const QRectF r = rect.adjusted(1.5, 1.5, -1.5, -1.5);
        line(r.topLeft(), r.bottomRight(), 0.9);
        line(r.bottomLeft(), r.topRight(), 0.9);
    }
}

void PrintPainter::hatch(const QRectF &rect, qreal spacing, bool rising, const QColor &colour, qreal width)
{
    // Lines x + y = c (rising) or y - x = c, on a grid fixed to the page so neighbouring cells join up,
    // clipped to the rect by arithmetic rather than a clip path (cheap in a PDF).
    const qreal step = spacing * std::sqrt(2.0);
    QList<QLineF> lines;
    if (rising) {
        const qreal first = std::ceil((rect.left() + rect.top()) / step) * step;
        for (qreal c = first; c < rect.right() + rect.bottom(); c += step) {
            const qreal x0 = std::max(rect.left(), c - rect.bottom());
            const qreal x1 = std::min(rect.right(), c - rect.top());
            if (x1 > x0)
                lines.append(QLineF(x0, c - x0, x1, c - x1));
        }
    } else {
        const qreal first = std::ceil((rect.top() - rect.right()) / step) * step;
        for (qreal c = first; c < rect.bottom() - rect.left(); c += step) {
            const qreal x0 = std::max(rect.left(), rect.top() - c);
            const qreal x1 = std::min(rect.right(), rect.bottom() - c);
            if (x1 > x0)
                lines.append(QLineF(x0, x0 + c, x1, x1 + c));
        }
    }
    m_painter.setPen(QPen(tone(colour), width, Qt::SolidLine, Qt::FlatCap));
    m_painter.drawLines(lines);
}

void PrintPainter::swatchFill(const QRectF &rect, const Swatch &swatch)
{
    if (!m_greyscale) {
        fill(rect, swatch.colour);
        return;
    }
    const QColor grey = swatch.greyscale;
    fill(rect, grey);
    const QColor lines = grey.darker(175);
    switch (swatch.hatch) {
    case Swatch::Hatch::None:
        break;
    case Swatch::Hatch::Diagonal:
        hatch(rect, 3.2, true, lines);
        break;
    case Swatch::Hatch::Cross:
        hatch(rect, 3.2, true, lines);
        hatch(rect, 3.2, false, lines);
        break;
    case Swatch::Hatch::DenseCross:
        hatch(rect, 2.0, true, lines);
        hatch(rect, 2.0, false, lines);
        break;
    }
}

void PrintPainter::plate(const QRectF &textRect, const Swatch &swatch)
{
    if (m_greyscale && swatch.hatch != Swatch::Hatch::None)
        fill(textRect, swatch.greyscale);
}

void PrintPainter::swatchCell(const QRectF &rect, const Swatch &swatch, const QString &cellText, qreal pt)
{
    swatchFill(rect, swatch);
    const QString &letter = swatch.letter;
    const qreal letterPt = PrintFonts::minimumPointSize;
    // The need sits left of centre, the letter top right: the lower right stays plain fill.
    const QRectF needArea(rect.left(), rect.top(), letter.isEmpty() ? rect.width() : rect.width() * 0.72, rect.height());
    if (!cellText.isEmpty()) {
        const qreal w = PrintFonts::width(cellText, pt, true) + 2.0;
        const qreal h = PrintFonts::lineHeight(pt, true);
        const QRectF textRect(needArea.center().x() - w / 2, needArea.center().y() - h / 2, w, h);
        plate(textRect.intersected(rect), swatch);
        text(needArea, cellText, pt, true, Qt::AlignCenter);
    }
    if (!letter.isEmpty()) {
        const qreal w = PrintFonts::width(letter, letterPt, false) + 1.5;
        const qreal h = PrintFonts::lineHeight(letterPt);
        const QRectF letterRect(rect.right() - w - 1.0, rect.top() + 0.5, w, h);
        if (letterRect.left() > needArea.left() + 2.0) {
            plate(letterRect, swatch);
            text(letterRect, letter, letterPt, false, Qt::AlignCenter);
        }
    }
}

namespace {
constexpr qreal swatchLetterPt = PrintFonts::minimumPointSize;
} // namespace

qreal PrintPainter::swatchWidth(const QStringList &letters)
{
    qreal widest = 0;
    for (const QString &letter : letters)
        widest = std::max(widest, PrintFonts::width(letter, swatchLetterPt, true));
    return std::max(11.0, widest + 4.0);
}

void PrintPainter::swatchBox(const QRectF &rect, const Swatch &swatch)
{
    swatchFill(rect, swatch);
    frame(rect, 0.4, softInk());
    const QString &letter = swatch.letter;
    if (letter.isEmpty())
        return;
    const qreal w = PrintFonts::width(letter, swatchLetterPt, true) + 2.0;
    const qreal h = PrintFonts::lineHeight(swatchLetterPt, true);
    const QRectF textRect(rect.center().x() - w / 2, rect.center().y() - h / 2, w, h);
    plate(textRect.intersected(rect), swatch);
    text(rect, letter, swatchLetterPt, true, Qt::AlignCenter);
}

} // namespace md
