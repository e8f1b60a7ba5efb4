#pragma once

#include <QList>
#include <QRectF>

#include <functional>
#include <memory>

namespace md {

class PrintPainter;

// One piece of a document's body: a fixed height at the body's width, and how to paint it.
// Documents cut their content into blocks no taller than a page; PageFlow decides where pages break.
struct FlowBlock
{
    using Paint = std::function<void(PrintPainter &, const QRectF &)>;

    qreal height = 0;            // points
    qreal gapBefore = 0;         // space above, dropped at the top of a page
    bool keepWithNext = false;   // headings and table headers: never the last thing on a page
    int keepTogether = 1;        // this and the next blocks stay on one page when they fit on one
    bool pageBreakBefore = false;
    // Painted first when this block has to open a page: a table's header row, "… (continued)".
    std::shared_ptr<const FlowBlock> continuation;
    Paint paint;
};

struct PlacedBlock
{
    int block = -1;            // index into the document's blocks
    bool continuation = false; // the block's continuation, repeated at the top of a page
    QRectF rect;               // in points, relative to the body's top-left corner
};

using FlowPage = QList<PlacedBlock>;

class PageFlow
{
public:
    // Places blocks top to bottom in pages `bodyHeight` high, filling `columns` columns of `columnWidth`
    // side by side (`columnGap` apart) before starting a new page. Always at least one page.
    static QList<FlowPage> paginate(const QList<FlowBlock> &blocks, qreal columnWidth, qreal bodyHeight, int columns = 1,
                                    qreal columnGap = 0.0);
};

} // namespace md
