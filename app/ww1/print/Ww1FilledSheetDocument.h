#pragma once

#include "print/PrintDocument.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>

namespace md::ww1 {

// A WW1 force sheet filled from its force: every group's thresholds for its own starting size (A.2.1), its
// casualties so far in tally boxes, the conditions tested and how, its status; every stand's rank, square, the
// T1-T3 bookkeeping and its latest result; the readings and the players' data in use.
class Ww1FilledSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1FilledSheetDocument)

public:
    explicit Ww1FilledSheetDocument(Ww1Force force);

    const Ww1Force &force() const { return m_force; }

    QString title() const override;
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    Ww1Force m_force;
};

} // namespace md::ww1
