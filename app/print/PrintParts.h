#pragma once

#include "print/PageFlow.h"
#include "print/Swatch.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <functional>
#include <optional>

namespace md {

// One cell of a PrintTable: text, or custom content (tick boxes) with its own height.
struct TableCell
{
    TableCell() = default;
    TableCell(QString cellText, bool isBold = false) : text(std::move(cellText)), bold(isBold) {} // NOLINT: a cell is text

    QString text;
    bool bold = false;
    bool struck = false;                  // e.g. a knocked-out weapon
    std::optional<Swatch> swatch;         // a swatch box (a result's colour and letter) before the text
    std::function<qreal(qreal width)> height; // custom content: its height at the cell's inner width
    FlowBlock::Paint paint;                   // custom content: painted in the cell's inner rect
};

struct TableColumn
{
    TableColumn(QString columnTitle, qreal columnWeight = 1.0, Qt::Alignment alignment = Qt::AlignLeft)
        : title(std::move(columnTitle)), weight(columnWeight), align(alignment)
    {
    }

    QString title;
    qreal weight = 1.0; // share of the table's width
    Qt::Alignment align = Qt::AlignLeft;
};

struct PrintTable
{
    QString caption;          // a bold line above the header, if any
    QString continuedCaption; // above the repeated header on later pages; default "caption (continued)"
    QList<TableColumn> columns;
    QList<QList<TableCell>> rows;
    qreal pt = 8.0;
    qreal gapBefore = 6.0;
    // Space above and below each row's text, in points: less for a dense one-page card.
    static constexpr qreal defaultPadding = 1.4;
    qreal padding = defaultPadding;
};

// A labelled box of a form: the label small at the top, the value (or room to write it) below.
struct FormField
{
    QString label;
    qreal weight = 1.0;
    QString value;
    FlowBlock::Paint paint; // custom content below the label instead of a value (tick boxes)
};

// The building blocks every document shares: headings, wrapped text, tables split by rows with their
// header repeated, form rows and tick boxes.
class PrintParts
{
    Q_DECLARE_TR_FUNCTIONS(md::PrintParts)

public:
    static constexpr qreal bodyPt = 8.5;
    static constexpr qreal smallPt = 7.5;
    static constexpr qreal labelPt = 7.0;
    static constexpr qreal headingPt = 11.0;
    static constexpr qreal boxSize = 8.0; // a tick box, big enough for a pencil cross
    static constexpr qreal swatchGap = 3.0; // between a swatch box and its text

    static FlowBlock heading(const QString &text, qreal width, qreal pt = headingPt, qreal gapBefore = 12.0);
    // One block per line, so a long text breaks across pages.
    // `keepWithNext`: an introduction that belongs with what follows it.
    static void appendParagraph(QList<FlowBlock> &blocks, const QString &text, qreal width, qreal pt = bodyPt,
                                qreal gapBefore = 0.0, bool bold = false, bool keepWithNext = false);
    static void appendTable(QList<FlowBlock> &blocks, const PrintTable &table, qreal width);
    static FlowBlock formRow(const QList<FormField> &fields, qreal width, qreal gapBefore = 0.0);
    // Tick boxes, `crossed` of them marked, wrapped to the cell's width.
    static TableCell boxesCell(int count, int crossed);
    // "+1", "0", "−1" (a real minus sign).
    static QString signedNumber(int value);
};

} // namespace md
