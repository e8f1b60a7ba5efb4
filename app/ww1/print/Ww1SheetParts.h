#pragma once

#include "print/PageFlow.h"
#include "print/PrintParts.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>

namespace md::ww1 {

// The parts of the WW1 force sheet, blank and filled from the same code: a blank part is the filled one with
// nothing written in.
class Ww1SheetParts
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1SheetParts)

public:
    static QString sheetTitle();

    // A.2.1: the casualties that reach C1, C2 and C3 for every starting size from 1 to `lastMembers`, by the
    // rules core's thresholds, in strips as wide as the page allows.
    static void appendThresholds(QList<FlowBlock> &blocks, int lastMembers, const Ww1Rules &rules, qreal width);
    // How group morale works, in two sentences, for the top of a sheet (A.2.1, A.3.1, A-4).
    static QString groupMoraleNote(const Ww1Rules &rules);

    // One group: its fields, its three conditions (A.2.1) with modifier, need and (filled) the casualties that
    // reach each for its own size, what was tested and how it went; a casualty tally box per member; its stands
    // with rank, square, the T1-T3 ticks and the result. `group` null: a blank group with `tallyBoxes` tally
    // boxes and `standRows` blank stand rows.
    static void appendGroup(QList<FlowBlock> &blocks, const Ww1Force *force, const Ww1Group *group, int tallyBoxes,
                            int standRows, qreal width);

    // Sets keepTogether on the block at `first` so a group stays on one page when it fits on one.
    static void keepTogether(QList<FlowBlock> &blocks, qsizetype first);
};

} // namespace md::ww1
