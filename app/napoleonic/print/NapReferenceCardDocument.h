#pragma once

#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md::nap {

// The one-page Napoleonic quick-reference card, colour-coded: the check and its bands (B.3.4), the odds by T
// inside and outside the Shock Phase and of a rally, the current CMR's terms (B.3.1), the 15.54 chart, the shock
// odds (B.3.3), the groupings (B.3.5), rally and disorder (B.4.3, B.4.4), the MFP tables (B.4.5, B.4.6) and the
// demoralization tiers (B.4.7). Every number comes from the rules core (NapCardTables).
class NapReferenceCardDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapReferenceCardDocument)

public:
    QString title() const override;
    QString footer() const override;
    // Two columns on portrait paper, three on landscape, so the card stays one sheet.
    int columns(const QSizeF &body) const override;
    QList<FlowBlock> blocks(const QSizeF &column) const override;
};

} // namespace md::nap
