#pragma once

#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md::fantasy {

// The blank, photocopiable Profile Sheet for a club to fill in by hand (C.6): the same parts as a filled sheet
// with empty cells and room to write, the Morale Results as a grid of the four results on their colours. It
// fills one page with as many modifier rows as the page holds.
class FanBlankProfileSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanBlankProfileSheetDocument)

public:
    // Never fewer than C.3 step 3's fourteen modifiers, never more than a club could need.
    static constexpr int minModifierRows = 14;
    static constexpr int maxModifierRows = 30;

    // The modifier rows for a body of this size: the most that keep the sheet on one page, at least the minimum.
    static int modifierRows(const QSizeF &body);

    QString title() const override;
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;
};

} // namespace md::fantasy
