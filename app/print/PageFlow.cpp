#include "print/PageFlow.h"

#include <algorithm>

namespace md {

namespace {
// Rounding in the blocks' heights must not push a block that exactly fills a page onto the next.
constexpr qreal tolerance = 0.01;
} // namespace

QList<FlowPage> PageFlow::paginate(const QList<FlowBlock> &blocks, qreal columnWidth, qreal bodyHeight, int columns,
                                   qreal columnGap)
{
    QList<FlowPage> pages(1);
    qreal y = 0;
    int column = 0;
    bool columnIsEmpty = true;
    const auto left = [&] { return column * (columnWidth + columnGap); };
    const auto count = blocks.size();
    for (qsizetype i = 0; i < count; ++i) {
        const FlowBlock &block = blocks.at(i);

        // What has to fit below the current position for this block to start here: a heading with what
        // follows it (and the whole group that follows, if that fits on a page); a group as a whole.
        const auto groupHeight = [&](qsizetype first) {
            const qsizetype end = std::min(count, first + std::max(1, blocks.at(first).keepTogether));
            qreal h = blocks.at(first).height;
            for (qsizetype j = first + 1; j < end; ++j)
                h += blocks.at(j).gapBefore + blocks.at(j).height;
            return h <= bodyHeight ? h : blocks.at(first).height;
        };
        qreal chain = block.height;
        qsizetype last = i;
        for (; last + 1 < count && blocks.at(last).keepWithNext; ++last)
            chain += blocks.at(last + 1).gapBefore + blocks.at(last + 1).height;
        qreal wanted = chain;
        if (last != i) {
            const qreal withGroup = chain - blocks.at(last).height + groupHeight(last);
            if (withGroup <= bodyHeight)
                wanted = withGroup;
        }
        wanted = std::max(wanted, groupHeight(i));

        const qreal gap = columnIsEmpty ? 0 : block.gapBefore;
        const bool pageBreak = block.pageBreakBefore && !pages.last().isEmpty();
        if (pageBreak || (!columnIsEmpty && y + gap + wanted > bodyHeight + tolerance)) {
            if (pageBreak || column + 1 >= columns) {
                pages.append(FlowPage());
                column = 0;
            } else {
                ++column;
            }
            y = 0;
            if (block.continuation) {
                pages.last().append({static_cast<int>(i), true, QRectF(left(), 0, columnWidth, block.continuation->height)});
                y = block.continuation->height;
            }
        } else {
            y += gap;
        }
        pages.last().append({static_cast<int>(i), false, QRectF(left(), y, columnWidth, block.height)});
        y += block.height;
        columnIsEmpty = false;
    }
    return pages;
}

} // namespace md
