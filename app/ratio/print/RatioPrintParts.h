#pragma once

#include "print/PrintParts.h"
#include "ratio/model/Outcome.h"

#include <QCoreApplication>

namespace md {

// Ratio's building blocks of its printables: the legend of the result colours, the Morale Determinations
// Table and a morale status as a table cell.
class RatioPrintParts
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioPrintParts)

public:
    // The colour key: swatches with letter and name, and what a cell of the table means (R5).
    static FlowBlock legend(qreal width, qreal gapBefore = 4.0);
    // R5: morale ratio, die roll needed, result of failure, from the rules core's bands.
    static PrintTable determinationsTable();

    static FailureResult resultOf(MoraleStatus status);
    static TableCell statusCell(MoraleStatus status);
    // The footer of every page of ratio's (PrintDocument::footer()).
    static QString footer();
};

} // namespace md
