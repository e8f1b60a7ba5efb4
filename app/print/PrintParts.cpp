#include "print/PrintParts.h"

#include "print/PrintFonts.h"
#include "print/PrintPainter.h"

#include <QPainter>

#include <algorithm>
#include <memory>
#include <numeric>

namespace md {

namespace {
constexpr qreal padH = 3.0;
constexpr qreal gridWidth = 0.4;

// Column edges of a table at a given width, shared by its header and every row.
struct TableGeometry
{
    QList<qreal> widths;
    qreal pt = 8.0;
    qreal padV = PrintTable::defaultPadding;

    TableGeometry(const PrintTable &table, qreal width) : pt(table.pt), padV(table.padding)
    {
        const qreal total = std::accumulate(table.columns.cbegin(), table.columns.cend(), 0.0,
                                            [](qreal sum, const TableColumn &c) { return sum + c.weight; });
        for (const TableColumn &c : table.columns)
            widths << width * c.weight / total;
    }
    qreal innerWidth(qsizetype column) const { return std::max(1.0, widths.at(column) - 2 * padH); }
    qreal textWidth(const TableCell &cell, qsizetype column) const
    {
        return cell.swatch ? std::max(1.0, innerWidth(column) - cell.swatch->width - PrintParts::swatchGap) : innerWidth(column);
    }
    qreal cellHeight(const TableCell &cell, qsizetype column, bool bold) const
    {
        if (cell.height)
            return std::max(cell.height(innerWidth(column)), PrintFonts::lineHeight(pt));
        return PrintFonts::wrappedHeight(cell.text, pt, bold || cell.bold, textWidth(cell, column));
    }
    qreal rowHeight(const QList<TableCell> &cells, bool bold) const
    {
        qreal h = PrintFonts::lineHeight(pt);
        for (qsizetype c = 0; c < std::min(cells.size(), widths.size()); ++c)
            h = std::max(h, cellHeight(cells.at(c), c, bold));
        return h + 2 * padV;
    }
};

void paintRow(PrintPainter &p, const QRectF &rect, const TableGeometry &g, const QList<TableColumn> &columns,
              const QList<TableCell> &cells, bool header)
{
    if (header)
        p.fill(rect, PrintPainter::headerFill());
    qreal x = rect.left();
    for (qsizetype c = 0; c < g.widths.size(); ++c) {
        const QRectF cellRect(x, rect.top(), g.widths.at(c), rect.height());
        const QRectF inner = cellRect.adjusted(padH, g.padV, -padH, -g.padV);
        if (c < cells.size()) {
            const TableCell &cell = cells.at(c);
            if (cell.paint) {
                cell.paint(p, inner);
            } else {
                QRectF textRect = inner;
                if (cell.swatch) {
                    const qreal h = PrintFonts::lineHeight(g.pt);
                    p.swatchBox(QRectF(inner.left(), inner.top() + 0.5, cell.swatch->width, h - 1.0), *cell.swatch);
                    textRect.setLeft(inner.left() + cell.swatch->width + PrintParts::swatchGap);
                }
                const bool bold = header || cell.bold;
                const Qt::Alignment align = columns.at(c).align;
                p.paragraph(textRect, cell.text, g.pt, bold, align);
                if (cell.struck)
                    p.strikeOut(QRectF(textRect.left(), textRect.top(), textRect.width(), PrintFonts::lineHeight(g.pt)),
                                PrintFonts::wrapLines(cell.text, g.pt, bold, textRect.width()).constFirst(), g.pt, bold,
                                align);
            }
        }
        if (c > 0)
            p.line(QPointF(x, rect.top()), QPointF(x, rect.bottom()), gridWidth, PrintPainter::softInk());
        x += g.widths.at(c);
    }
    const qreal half = gridWidth / 2;
    p.line(QPointF(rect.left() + half, rect.top()), QPointF(rect.left() + half, rect.bottom()), gridWidth, PrintPainter::softInk());
    p.line(QPointF(rect.right() - half, rect.top()), QPointF(rect.right() - half, rect.bottom()), gridWidth, PrintPainter::softInk());
    p.line(QPointF(rect.left(), rect.bottom() - half), QPointF(rect.right(), rect.bottom() - half), header ? 0.6 : gridWidth,
           header ? PrintPainter::ink() : PrintPainter::softInk());
    if (header)
        p.line(QPointF(rect.left(), rect.top() + 0.3), QPointF(rect.right(), rect.top() + 0.3), 0.6);
}

qreal captionHeight(const QString &caption, qreal pt, qreal width)
{
    return caption.isEmpty() ? 0.0 : PrintFonts::wrappedHeight(caption, pt, true, width) + 2.0;
}
} // namespace

FlowBlock PrintParts::heading(const QString &text, qreal width, qreal pt, qreal gapBefore)
{
    FlowBlock b;
    b.height = PrintFonts::wrappedHeight(text, pt, true, width) + 3.0;
    b.gapBefore = gapBefore;
    b.keepWithNext = true;
    b.paint = [text, pt](PrintPainter &p, const QRectF &r) { p.paragraph(r, text, pt, true); };
    return b;
}

void PrintParts::appendParagraph(QList<FlowBlock> &blocks, const QString &text, qreal width, qreal pt, qreal gapBefore,
                                 bool bold, bool keepWithNext)
{
    const qreal lineHeight = PrintFonts::lineHeight(pt, bold);
    bool first = true;
    for (const QString &line : PrintFonts::wrapLines(text, pt, bold, width)) {
        FlowBlock b;
        b.height = lineHeight;
        b.gapBefore = first ? gapBefore : 0.0;
        b.keepWithNext = keepWithNext;
        b.paint = [line, pt, bold](PrintPainter &p, const QRectF &r) { p.text(r, line, pt, bold, Qt::AlignLeft | Qt::AlignTop); };
        blocks << b;
        first = false;
    }
}

void PrintParts::appendTable(QList<FlowBlock> &blocks, const PrintTable &table, qreal width)
{
    const auto geometry = std::make_shared<const TableGeometry>(table, width);
    const auto columns = std::make_shared<const QList<TableColumn>>(table.columns);
    QList<TableCell> headerCells;
    for (const TableColumn &c : table.columns)
        headerCells << TableCell(c.title, true);
    const qreal headerHeight = geometry->rowHeight(headerCells, true);
    const qreal pt = table.pt;
    const qreal captionPt = pt + 0.5;

    const QString caption = table.caption;
    const qreal captionH = captionHeight(caption, captionPt, width);
    FlowBlock header;
    header.gapBefore = table.gapBefore;
    header.height = captionH + headerHeight;
    header.keepWithNext = !table.rows.isEmpty();
    header.paint = [=](PrintPainter &p, const QRectF &r) {
        if (!caption.isEmpty())
            p.paragraph(QRectF(r.left(), r.top(), r.width(), captionH), caption, captionPt, true);
        paintRow(p, QRectF(r.left(), r.top() + captionH, r.width(), headerHeight), *geometry, *columns, headerCells, true);
    };
    blocks << header;

    const QString continued = !table.continuedCaption.isEmpty() ? table.continuedCaption
        : caption.isEmpty()                                     ? QString()
                                                                : tr("%1 (continued)").arg(caption);
    const qreal continuedH = captionHeight(continued, captionPt, width);
    auto continuation = std::make_shared<FlowBlock>();
    continuation->height = continuedH + headerHeight;
    continuation->paint = [=](PrintPainter &p, const QRectF &r) {
        if (!continued.isEmpty())
            p.paragraph(QRectF(r.left(), r.top(), r.width(), continuedH), continued, captionPt, true, Qt::AlignLeft,
                        PrintPainter::softInk());
        paintRow(p, QRectF(r.left(), r.top() + continuedH, r.width(), headerHeight), *geometry, *columns, headerCells, true);
    };

    for (const QList<TableCell> &row : table.rows) {
        FlowBlock b;
        b.height = geometry->rowHeight(row, false);
        b.continuation = continuation;
        b.paint = [geometry, columns, row](PrintPainter &p, const QRectF &r) { paintRow(p, r, *geometry, *columns, row, false); };
        blocks << b;
    }
}

FlowBlock PrintParts::formRow(const QList<FormField> &fields, qreal width, qreal gapBefore)
{
    constexpr qreal valuePt = 9.0;
    constexpr qreal writingSpace = 13.0; // room for a pencilled number or name
    const qreal total = std::accumulate(fields.cbegin(), fields.cend(), 0.0,
                                        [](qreal sum, const FormField &f) { return sum + f.weight; });
    QList<qreal> widths;
    qreal valueHeight = writingSpace;
    for (const FormField &f : fields) {
        const qreal w = width * f.weight / total;
        widths << w;
        if (!f.value.isEmpty() && !f.paint)
            valueHeight = std::max(valueHeight, PrintFonts::wrappedHeight(f.value, valuePt, false, w - 2 * padH) + 1.0);
    }
    const qreal labelHeight = PrintFonts::lineHeight(labelPt) + 1.0;
    FlowBlock b;
    b.gapBefore = gapBefore;
    b.height = labelHeight + valueHeight + 2.0;
    b.paint = [fields, widths, labelHeight, valueHeight](PrintPainter &p, const QRectF &r) {
        qreal x = r.left();
        for (qsizetype i = 0; i < fields.size(); ++i) {
            const FormField &f = fields.at(i);
            const QRectF box(x, r.top(), widths.at(i), r.height());
            p.frame(box, 0.5, PrintPainter::softInk());
            const QRectF inner = box.adjusted(padH, 1.0, -padH, -1.0);
            p.text(QRectF(inner.left(), inner.top(), inner.width(), labelHeight), f.label, labelPt, false,
                   Qt::AlignLeft | Qt::AlignTop, PrintPainter::softInk());
            const QRectF valueRect(inner.left(), inner.top() + labelHeight, inner.width(), valueHeight);
            if (f.paint)
                f.paint(p, valueRect);
            else
                p.paragraph(valueRect, f.value, valuePt);
            x += widths.at(i);
        }
    };
    return b;
}

TableCell PrintParts::boxesCell(int count, int crossed)
{
    TableCell cell;
    const qreal step = boxSize + 2.0;
    const auto perLine = [step](qreal width) { return std::max(1, static_cast<int>((width + 2.0) / step)); };
    cell.height = [count, step, perLine](qreal width) {
        const int n = perLine(width);
        return std::max(1, (count + n - 1) / n) * step;
    };
    cell.paint = [count, crossed, step, perLine](PrintPainter &p, const QRectF &r) {
        const int n = perLine(r.width());
        for (int i = 0; i < count; ++i)
            p.tickBox(QRectF(r.left() + (i % n) * step, r.top() + (i / n) * step + 1.0, boxSize, boxSize), i < crossed);
    };
    return cell;
}

QString PrintParts::signedNumber(int value)
{
    if (value > 0)
        return QStringLiteral("+%1").arg(value);
    if (value < 0)
        return QStringLiteral("\u2212%1").arg(-value);
    return QStringLiteral("0");
}

} // namespace md
