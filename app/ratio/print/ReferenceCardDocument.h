#pragma once

#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md {

// (d) The quick-reference card: the Morale Determinations Table (R5), what each result makes a piece do
// (R6, R7), the optional factors (R8), the interceptive-fire penalties (R10) and the breaking point (R11).
class ReferenceCardDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::ReferenceCardDocument)

public:
    QString title() const override;
    QString footer() const override;
    // Two columns on landscape paper, so the card stays one sheet.
    int columns(const QSizeF &body) const override;
    QList<FlowBlock> blocks(const QSizeF &column) const override;
};

} // namespace md
