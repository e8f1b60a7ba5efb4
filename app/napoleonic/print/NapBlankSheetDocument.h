#pragma once

#include "print/PrintDocument.h"

#include <QCoreApplication>

namespace md::nap {

// The blank, photocopiable Napoleonic army sheet: the army's fields, spaces for commands (level, officer, order)
// each with unit rows (type, start CMR, grade, figure and cannon tally boxes, state G/D/R, two rally failure
// boxes, the 15.21 ticks), and the MFP ledger with its 90/100/150/200 % marks and the used total hour by hour.
class NapBlankSheetDocument : public PrintDocument
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapBlankSheetDocument)

public:
    static constexpr int maxCommands = 40;
    static constexpr int defaultCommands = 3;
    static constexpr int maxUnits = 30;
    static constexpr int defaultUnits = 5;

    // Each argument clamped to its range.
    explicit NapBlankSheetDocument(int commands = defaultCommands, int units = defaultUnits);

    int commands() const { return m_commands; }
    int units() const { return m_units; }

    QString title() const override;
    QString subtitle() const override;
    QString footer() const override;
    QList<FlowBlock> blocks(const QSizeF &body) const override;

private:
    int m_commands;
    int m_units;
};

} // namespace md::nap
