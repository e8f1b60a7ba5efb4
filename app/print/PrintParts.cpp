#include "print/PrintParts.h"

#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/rules/RatioMorale.h"

#include <QPainter>

#include <algorithm>
#include <memory>
#include <numeric>

namespace md {

namespace {
constexpr qreal padH = 3.0;
constexpr qreal padV = 1.4;
qreal swatchWidth() { return PrintPainter::swatchWidth(); }
constexpr qreal swatchGap = 3.0;
constexpr qreal gridWidth = 0.4;

// Column edges of a table at a given width, shared by its header and every row.
struct TableGeometry
{
    QList<qreal> widths;
    qreal pt = 8.0;

    TableGeometry(const PrintTable &table, qreal width) : pt(table.pt)
    {
        const qreal total = std::accumulate(table.columns.cbegin(), table.columns.cend(), 0.0,
                                            [](qreal sum, const TableColumn &c) { return sum + c.weight; });
        for (const TableColumn &c : table.columns)
            widths << width * c.weight / total;
    }
    qreal innerWidth(qsizetype column) const { return std::max(1.0, widths.at(column) - 2 * padH); }
    qreal textWidth(const TableCell &cell, qsizetype column) const
    {
        return cell.result ? std::max(1.0, innerWidth(column) - swatchWidth() - swatchGap) : innerWidth(column);
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
        const QRectF inner = cellRect.adjusted(padH, padV, -padH, -padV);
        if (c < cells.size()) {
            const TableCell &cell = cells.at(c);
            if (cell.paint) {
                cell.paint(p, inner);
            } else {
                QRectF textRect = inner;
                if (cell.result) {
                    const qreal h = PrintFonts::lineHeight(g.pt);
                    p.resultSwatch(QRectF(inner.left(), inner.top() + 0.5, swatchWidth(), h - 1.0), *cell.result);
                    textRect.setLeft(inner.left() + swatchWidth() + swatchGap);
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

FlowBlock PrintParts::legend(qreal width, qreal gapBefore)
{
    struct Item
    {
        FailureResult result;
        QString name;
        QPointF at;
    };
    const qreal pt = smallPt;
    const qreal lineHeight = PrintFonts::lineHeight(pt) + 2.0;
    const QString intro = tr("Each cell: the highest d10 roll that passes (S automatic success, F automatic failure). "
                             "Colour and corner letter: the result of failure (R5):");
    const QStringList introLines = PrintFonts::wrapLines(intro, pt, false, width);
    QList<Item> items;
    qreal x = 0;
    qreal y = static_cast<qreal>(introLines.size()) * PrintFonts::lineHeight(pt) + 2.0;
    for (FailureResult r : {FailureResult::Cautious, FailureResult::Shaken, FailureResult::Broken, FailureResult::Eliminated}) {
        const QString name = enumDisplayName(r);
        const qreal w = swatchWidth() + swatchGap + PrintFonts::width(name, pt) + 12.0;
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        items.append({r, name, QPointF(x, y)});
        x += w;
    }
    FlowBlock b;
    b.gapBefore = gapBefore;
    b.height = y + lineHeight;
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        p.paragraph(QRectF(r.left(), r.top(), r.width(), y), intro, pt);
        const qreal h = PrintFonts::lineHeight(pt);
        for (const Item &item : items) {
            const QPointF at = r.topLeft() + item.at;
            p.resultSwatch(QRectF(at.x(), at.y() + 0.5, swatchWidth(), h), item.result);
            p.text(QRectF(at.x() + swatchWidth() + swatchGap, at.y() + 0.5, r.right() - at.x() - swatchWidth() - swatchGap, h),
                   item.name, pt);
        }
    };
    return b;
}

PrintTable PrintParts::determinationsTable()
{
    PrintTable t;
    t.caption = tr("Morale Determinations Table (R5)");
    t.columns = {{tr("Morale ratio"), 1.0, Qt::AlignLeft},
                 {tr("Die roll needed for success (d10)"), 1.45, Qt::AlignLeft},
                 {tr("Result of failure"), 1.6, Qt::AlignLeft}};
    const auto row = [](const QString &ratio, const QString &need, FailureResult failure, const QString &result) {
        QList<TableCell> cells{{ratio, true}, {need}, {result}};
        if (failure != FailureResult::None)
            cells[2].result = failure;
        return cells;
    };
    t.rows << row(QStringLiteral("1.0"), tr("Automatic success"), FailureResult::None, enumDisplayName(FailureResult::None));
    // The bands come from the rules core: a ratio of n/10 is the band whose need is n.
    for (int need = 9; need >= 1; --need) {
        const FailureResult failure = ratio::failureFor(10, need);
        t.rows << row(tr(".%1 to .%2").arg(need * 10).arg(need * 10 + 9), need == 1 ? tr("1") : tr("1 to %1").arg(need),
                      failure, enumDisplayName(failure));
    }
    t.rows << row(tr(".01 to .09"), tr("Automatic failure"), ratio::failureFor(100, 1),
                  enumDisplayName(ratio::failureFor(100, 1)));
    t.rows << row(QStringLiteral("0"), tr("No roll possible"), ratio::failureFor(1, 0),
                  tr("Unit or vehicle has been destroyed"));
    return t;
}

FailureResult PrintParts::resultOf(MoraleStatus status)
{
    switch (status) {
    case MoraleStatus::Cautious:
        return FailureResult::Cautious;
    case MoraleStatus::Shaken:
        return FailureResult::Shaken;
    case MoraleStatus::Broken:
        return FailureResult::Broken;
    case MoraleStatus::Normal:
        break;
    }
    return FailureResult::None;
}

TableCell PrintParts::statusCell(MoraleStatus status)
{
    TableCell cell;
    cell.text = enumDisplayName(status);
    if (status != MoraleStatus::Normal)
        cell.result = resultOf(status);
    return cell;
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
