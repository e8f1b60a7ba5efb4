#pragma once

#include "napoleonic/model/NapBattle.h"
#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md::nap {

// A Napoleonic army sheet filled from the battle: for each army its MFP total, used, standing and penalty
// (B.4.5-B.4.7), its commands with officer and order, and every unit with its current CMR worked out (B.3.1),
// grade, figures and cannon now and at the start, state and rally failures; then the checks still to take.
class NapFilledSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapFilledSheetDocument)

public:
    explicit NapFilledSheetDocument(NapBattle battle);

    const NapBattle &battle() const { return m_battle; }

    QString title() const override;
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    NapBattle m_battle;
};

} // namespace md::nap
