#pragma once

#include "ratio/model/Battlegroup.h"
#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md {

// (b) A battlegroup's status sheet filled from its document (R4, R12): each unit's current state,
// statuses, markers and knocked-out weapons, with its row of the Morale Results Table and the current
// cell framed, and the battlegroup's endurance with its 50 % line (R11).
class FilledSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::FilledSheetDocument)

public:
    explicit FilledSheetDocument(Battlegroup battlegroup);

    const Battlegroup &battlegroup() const { return m_bg; }

    QString title() const override;
    QString footer() const override;
    QString subtitle() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    Battlegroup m_bg;
};

} // namespace md
