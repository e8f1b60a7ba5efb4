#pragma once

#include "ratio/model/Battlegroup.h"
#include "print/PageFlow.h"
#include "print/PrintParts.h"

#include <QCoreApplication>

namespace md {

// The parts of the battlegroup status sheet (R4, R12), blank and filled from the same code: a blank
// part is the filled one with nothing written in.
class SheetParts
{
    Q_DECLARE_TR_FUNCTIONS(md::SheetParts)

public:
    static QString sheetTitle();

    // R4: a vehicle's or strongpoint's fields; `piece` null for a blank form. `unitIndex` -1 when blank.
    static void appendVehicleForm(QList<FlowBlock> &blocks, const Battlegroup *bg, int unitIndex, const Piece *piece,
                                  qreal width);
    // R2: one tick box per man, or per rank point under the Leaders rule; `starting` boxes, `lost` crossed,
    // after a short `label`.
    static void appendPointBoxes(QList<FlowBlock> &blocks, const QString &label, int starting, int lost, qreal width);
    // R5, R8: the unit's row of the Morale Results Table, each cell the modified need its check would be made
    // at with that many points left (ratio::unitCheckFactors), the current cell framed (none when current is 0).
    static void appendResultsRow(QList<FlowBlock> &blocks, const Battlegroup &bg, int unitIndex, qreal width);
    // R11: the battlegroup's endurance as a bar with its 50 % line.
    static FlowBlock enduranceBar(int total, int lost, qreal width);

    // Tables of pieces: filled from a unit, or `rows` blank rows for soldiers or robots.
    static PrintTable pieceTable(const Battlegroup &bg, const Unit &unit, const QList<int> &pieces, const QString &caption);
    static PrintTable blankSoldierTable(int rows);
    static PrintTable blankRobotTable(int rows);

    // The unit's heading and the line under it.
    static FlowBlock unitHeading(const Battlegroup &bg, int unitIndex, qreal width);

    // Sets keepTogether on the block at `first` so a unit stays on one page when it fits on one.
    static void keepTogether(QList<FlowBlock> &blocks, qsizetype first);
};

} // namespace md
