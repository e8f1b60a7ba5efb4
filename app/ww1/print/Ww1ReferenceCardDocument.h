#pragma once

#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md::ww1 {

// The one-page WW1 quick-reference card, colour-coded: the group test table (A.2.1, A.3.1) with its odds, the
// testing order (A.3.2), the individual bands by net modifier from -8 to +5 with the rolls and chance of each
// (A.3.3), the modifiers IM1-IM8, the triggers T1-T3 and what each result means. Every number comes from the
// rules core.
class Ww1ReferenceCardDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1ReferenceCardDocument)

public:
    // The band table's rows (A.7's vectors run from -8 to +5).
    static constexpr int lowestNet = -8;
    static constexpr int highestNet = 5;

    QString title() const override;
    QString footer() const override;
    // Two columns on landscape paper, so the card stays one sheet.
    int columns(const QSizeF &body) const override;
    QList<FlowBlock> blocks(const QSizeF &column) const override;
};

} // namespace md::ww1
