#include "ratio/print/RatioPrintParts.h"

#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/rules/RatioMorale.h"

namespace md {

FlowBlock RatioPrintParts::legend(qreal width, qreal gapBefore)
{
    struct Item
    {
        Swatch swatch;
        QString name;
        QPointF at;
    };
    const qreal pt = PrintParts::smallPt;
    const qreal lineHeight = PrintFonts::lineHeight(pt) + 2.0;
    const QString intro = tr("Each cell: the highest d10 roll that passes (S automatic success, F automatic failure). "
                             "Colour and corner letter: the result of failure (R5):");
    const QStringList introLines = PrintFonts::wrapLines(intro, pt, false, width);
    QList<Item> items;
    qreal x = 0;
    qreal y = static_cast<qreal>(introLines.size()) * PrintFonts::lineHeight(pt) + 2.0;
    for (FailureResult r : {FailureResult::Cautious, FailureResult::Shaken, FailureResult::Broken, FailureResult::Eliminated}) {
        const QString name = enumDisplayName(r);
        const Swatch swatch = ResultStyle::swatch(r);
        const qreal w = swatch.width + PrintParts::swatchGap + PrintFonts::width(name, pt) + 12.0;
        if (x > 0 && x + w > width) {
            x = 0;
            y += lineHeight;
        }
        items.append({swatch, name, QPointF(x, y)});
        x += w;
    }
    FlowBlock b;
    b.gapBefore = gapBefore;
    b.height = y + lineHeight;
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        const qreal h = PrintFonts::lineHeight(pt);
        // The lines as wrapped above when the block is painted at the width it was made for (as always),
        // which is what PrintPainter::paragraph would wrap them to again.
        if (r.width() == width) {
            qreal lineTop = r.top();
            for (const QString &line : introLines) {
                p.text(QRectF(r.left(), lineTop, r.width(), h), line, pt, false, Qt::AlignLeft | Qt::AlignTop);
                lineTop += h;
            }
        } else {
            p.paragraph(QRectF(r.left(), r.top(), r.width(), y), intro, pt);
        }
        for (const Item &item : items) {
            const QPointF at = r.topLeft() + item.at;
            const qreal sw = item.swatch.width;
            p.swatchBox(QRectF(at.x(), at.y() + 0.5, sw, h), item.swatch);
            p.text(QRectF(at.x() + sw + PrintParts::swatchGap, at.y() + 0.5, r.right() - at.x() - sw - PrintParts::swatchGap, h),
                   item.name, pt);
        }
    };
    return b;
}

PrintTable RatioPrintParts::determinationsTable()
{
    PrintTable t;
    t.caption = tr("Morale Determinations Table (R5)");
    t.columns = {{tr("Morale ratio"), 1.0, Qt::AlignLeft},
                 {tr("Die roll needed for success (d10)"), 1.45, Qt::AlignLeft},
                 {tr("Result of failure"), 1.6, Qt::AlignLeft}};
    const auto row = [](const QString &ratio, const QString &need, FailureResult failure, const QString &result) {
        QList<TableCell> cells{{ratio, true}, {need}, {result}};
        if (failure != FailureResult::None)
            cells[2].swatch = ResultStyle::swatch(failure);
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

FailureResult RatioPrintParts::resultOf(MoraleStatus status)
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

TableCell RatioPrintParts::statusCell(MoraleStatus status)
{
    TableCell cell;
    cell.text = enumDisplayName(status);
    if (status != MoraleStatus::Normal)
        cell.swatch = ResultStyle::swatch(resultOf(status));
    return cell;
}

QString RatioPrintParts::footer() { return tr("MoraleDesk: ratio morale"); }

} // namespace md
