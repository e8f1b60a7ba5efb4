#include "ratio/print/MoraleTableDocument.h"

#include "print/PageRenderer.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/print/RatioPrintParts.h"
#include "ratio/rules/RatioMorale.h"

#include <algorithm>
#include <map>

namespace md {

namespace {
constexpr qreal captionPt = 9.5;
constexpr qreal axisPt = PrintParts::smallPt;
constexpr qreal needPt = 8.5;
constexpr qreal headerPt = 7.5;

// Everything of a tile above its first row of cells, at a body width.
struct TileHead
{
    qreal caption = 0;
    qreal legend = 0;
    qreal axis = 0;
    qreal headerRow = MoraleTableDocument::cellHeight;
    qreal height() const { return caption + legend + axis + headerRow; }

    explicit TileHead(qreal width) : TileHead(RatioPrintParts::legend(width, 0.0)) {}
    // From the legend already laid out at the body's width (painting a tile lays it out no second time).
    explicit TileHead(const FlowBlock &legendBlock)
        : caption(PrintFonts::lineHeight(captionPt, true) + 2.0)
        , legend(legendBlock.height + 4.0)
        , axis(PrintFonts::lineHeight(axisPt) + 1.0)
    {
    }
};

// Splits `count` items into as few chunks of at most `max` as possible, of nearly equal size.
QList<std::pair<int, int>> chunks(int first, int last, int max)
{
    const int count = last - first + 1;
    const int parts = (count + max - 1) / max;
    const int per = (count + parts - 1) / parts;
    QList<std::pair<int, int>> list;
    for (int start = first; start <= last; start += per)
        list.append({start, std::min(last, start + per - 1)});
    return list;
}

qreal gridLeft(const MoraleTableDocument::Tile &tile, qreal width)
{
    const qreal gridWidth = MoraleTableDocument::rowHeaderWidth
        + (tile.lastRemaining - tile.firstRemaining + 1) * MoraleTableDocument::cellWidth;
    return std::max(0.0, (width - gridWidth) / 2);
}

void paintTile(PrintPainter &p, const QRectF &r, const MoraleTableDocument::Tile &tile, const QString &caption,
               const FlowBlock &legend)
{
    const TileHead head(legend); // the legend was laid out at this width: blocks() made it for the body
    constexpr qreal cw = MoraleTableDocument::cellWidth;
    constexpr qreal ch = MoraleTableDocument::cellHeight;
    constexpr qreal rw = MoraleTableDocument::rowHeaderWidth;
    p.text(QRectF(r.left(), r.top(), r.width(), head.caption), caption, captionPt, true, Qt::AlignLeft | Qt::AlignTop);
    legend.paint(p, QRectF(r.left(), r.top() + head.caption, r.width(), legend.height));

    const int columns = tile.lastRemaining - tile.firstRemaining + 1;
    const int rows = tile.lastLevel - tile.firstLevel + 1;
    const qreal left = r.left() + gridLeft(tile, r.width());
    const qreal axisTop = r.top() + head.caption + head.legend;
    p.text(QRectF(left + rw, axisTop, columns * cw, head.axis), MoraleTableDocument::tr("Points remaining \u2192"), axisPt,
           false, Qt::AlignLeft | Qt::AlignVCenter, PrintPainter::softInk());

    const qreal top = axisTop + head.axis;
    const QRectF grid(left, top, rw + columns * cw, ch * (rows + 1));
    // Header row and column.
    p.fill(QRectF(left, top, grid.width(), ch), PrintPainter::headerFill());
    p.fill(QRectF(left, top, rw, grid.height()), PrintPainter::headerFill());
    p.text(QRectF(left + 1.5, top, rw - 3.0, ch), MoraleTableDocument::tr("Level"), PrintFonts::minimumPointSize, true,
           Qt::AlignLeft | Qt::AlignVCenter);
    for (int c = 0; c < columns; ++c)
        p.text(QRectF(left + rw + c * cw, top, cw, ch), QString::number(tile.firstRemaining + c), headerPt, true,
               Qt::AlignCenter);
    std::map<FailureResult, Swatch> swatches; // made once per page, not once per cell
    for (int row = 0; row < rows; ++row) {
        const int level = tile.firstLevel + row;
        const qreal y = top + ch * (row + 1);
        p.text(QRectF(left, y, rw - 4.0, ch), QString::number(level), needPt, true, Qt::AlignRight | Qt::AlignVCenter);
        for (int c = 0; c < columns; ++c) {
            const int remaining = tile.firstRemaining + c;
            const QRectF cell(left + rw + c * cw, y, cw, ch);
            if (remaining > level)
                p.text(cell, QStringLiteral("-"), needPt, false, Qt::AlignCenter, PrintPainter::softInk());
            else
            {
                const FailureResult failure = ratio::failureFor(level, remaining);
                auto swatch = swatches.find(failure);
                if (swatch == swatches.end())
                    swatch = swatches.emplace(failure, ResultStyle::swatch(failure)).first;
                p.swatchCell(cell, swatch->second, ratio::tableCell(level, remaining), needPt);
            }
        }
    }
    // Grid lines, heavier every fifth level and every fifth point so a finger can follow a row.
    for (int row = 0; row <= rows + 1; ++row) {
        const int levelAbove = tile.firstLevel + row - 2; // the line is this level's bottom edge
        const bool heavy = row <= 1 || row == rows + 1 || levelAbove % 5 == 0;
        const qreal y = top + ch * row;
        p.line(QPointF(left, y), QPointF(grid.right(), y), heavy ? 0.7 : 0.3, heavy ? PrintPainter::ink() : PrintPainter::softInk());
    }
    for (int c = 0; c <= columns + 1; ++c) {
        const int remainingLeft = tile.firstRemaining + c - 2; // the line is this column's right edge
        const bool heavy = c <= 1 || c == columns + 1 || remainingLeft % 5 == 0;
        const qreal x = c == 0 ? left : left + rw + (c - 1) * cw;
        p.line(QPointF(x, top), QPointF(x, grid.bottom()), heavy ? 0.7 : 0.3, heavy ? PrintPainter::ink() : PrintPainter::softInk());
    }
}
} // namespace

MoraleTableDocument::MoraleTableDocument(int from, int to)
    : m_from(std::clamp(from, 1, maxLevel)), m_to(std::clamp(to, m_from, maxLevel))
{
}

QString MoraleTableDocument::title() const { return tr("Morale Results Table"); }

QString MoraleTableDocument::subtitle() const
{
    return tr("Starting levels %1\u2013%2 (R5)").arg(m_from).arg(m_to);
}

QList<MoraleTableDocument::Tile> MoraleTableDocument::tiles(const QSizeF &body) const
{
    const TileHead head(body.width());
    const int maxRows = std::max(1, static_cast<int>((body.height() - head.height()) / cellHeight));
    const int maxColumns = std::max(1, static_cast<int>((body.width() - rowHeaderWidth) / cellWidth));
    QList<Tile> list;
    for (const auto &[firstLevel, lastLevel] : chunks(m_from, m_to, maxRows)) {
        // Columns beyond the chunk's last level would only hold "-".
        for (const auto &[firstRemaining, lastRemaining] : chunks(1, lastLevel, maxColumns))
            list.append({firstLevel, lastLevel, firstRemaining, lastRemaining});
    }
    return list;
}

QList<FlowBlock> MoraleTableDocument::blocks(const QSizeF &body) const
{
    const QList<Tile> all = tiles(body);
    const TileHead head(body.width());
    const FlowBlock legend = RatioPrintParts::legend(body.width(), 0.0);
    QList<FlowBlock> list;
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Tile tile = all.at(i);
        QString caption = tr("Starting levels %1\u2013%2, points remaining %3\u2013%4")
                              .arg(tile.firstLevel).arg(tile.lastLevel).arg(tile.firstRemaining).arg(tile.lastRemaining);
        if (all.size() > 1)
            caption = tr("%1 (part %2 of %3)").arg(caption).arg(i + 1).arg(all.size());
        FlowBlock b;
        b.height = head.height() + (tile.lastLevel - tile.firstLevel + 1) * cellHeight;
        b.pageBreakBefore = true;
        b.paint = [tile, caption, legend](PrintPainter &p, const QRectF &r) { paintTile(p, r, tile, caption, legend); };
        list << b;
    }
    return list;
}

MoraleTableDocument::CellLocation MoraleTableDocument::locateCell(const PageSetup &setup, int level, int remaining) const
{
    const PageRenderer renderer(*this, setup);
    const QList<Tile> all = tiles(renderer.bodyRect().size());
    for (qsizetype i = 0; i < all.size(); ++i) {
        const Tile &t = all.at(i);
        if (level < t.firstLevel || level > t.lastLevel || remaining < t.firstRemaining || remaining > t.lastRemaining)
            continue;
        QRectF block;
        const int page = renderer.pageOfBlock(static_cast<int>(i), &block);
        const TileHead head(block.width());
        const QPointF origin = setup.printableRectPoints().topLeft() + block.topLeft();
        const qreal x = gridLeft(t, block.width()) + rowHeaderWidth + (remaining - t.firstRemaining) * cellWidth;
        const qreal y = head.height() + (level - t.firstLevel) * cellHeight;
        return {page, QRectF(origin + QPointF(x, y), QSizeF(cellWidth, cellHeight))};
    }
    return {};
}

QString MoraleTableDocument::footer() const { return RatioPrintParts::footer(); }

} // namespace md
