#pragma once

#include "print/PageSetup.h"
#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md {

// (c) The Morale Results Table (R5) for any range of starting levels: rows are starting levels, columns
// points remaining, each cell the need coloured by the result of failure. Cells never shrink: a range
// too large for a page is split into tiles of rows and columns, each with its own header row and
// column, and tiles that would hold only the empty upper triangle are left out.
class MoraleTableDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::MoraleTableDocument)

public:
    static constexpr int maxLevel = 1000;
    static constexpr qreal cellWidth = 24.0;  // points; room for "1000" in the column header
    static constexpr qreal cellHeight = 16.0;
    static constexpr qreal rowHeaderWidth = 32.0;

    // Levels are clamped to 1 … maxLevel, and `to` to at least `from`.
    explicit MoraleTableDocument(int from = 1, int to = 20);

    int from() const { return m_from; }
    int to() const { return m_to; }

    QString title() const override;
    QString footer() const override;
    QString subtitle() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

    // One page's part of the table: starting levels and points remaining, inclusive.
    struct Tile
    {
        int firstLevel = 0;
        int lastLevel = 0;
        int firstRemaining = 0;
        int lastRemaining = 0;
    };
    QList<Tile> tiles(const QSizeF &body) const;

    // Where the cell (level, remaining) is printed: the page (0-based, -1 if not printed) and its rect
    // in points from the sheet's top-left corner.
    struct CellLocation
    {
        int page = -1;
        QRectF rect;
    };
    CellLocation locateCell(const PageSetup &setup, int level, int remaining) const;

private:
    int m_from;
    int m_to;
};

} // namespace md
