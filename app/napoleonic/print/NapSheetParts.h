#pragma once

#include "print/PageFlow.h"
#include "print/PrintParts.h"
#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>

namespace md::nap {

// The parts of the Napoleonic army sheet, blank and filled from the same code: a blank part is the filled one
// with nothing written in.
class NapSheetParts
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapSheetParts)

public:
    // Tally boxes of a blank unit row: B.4.5's largest strength band (11-12 figures).
    static constexpr int figureBoxes = 12;
    static constexpr int cannonBoxes = 6;
    // B.4.4 step 3: the second failed rally attempt removes the unit.
    static constexpr int rallyBoxes = 2;
    // The hours of a blank MFP ledger.
    static constexpr int ledgerRows = 10;

    static QString sheetTitle();
    // How a unit's check and the army's fatigue work, in three sentences, for the top of a sheet.
    static QString checkNote();

    // One command: its header (level, officer alive/wounded/killed, order A/E/D/M) and its units (B.1). `command`
    // null: a blank command with `blankUnits` blank unit rows. Kept on one page when it fits on one.
    static void appendCommand(QList<FlowBlock> &blocks, const NapBattle *battle, const NapArmy *army,
                              const NapCommand *command, int blankUnits, qreal width);
    // B.4.5-B.4.7: the army's MFP total with its 90/100/150/200 % marks, and the used total phase by phase.
    // `army` null: a blank ledger to fill in.
    static void appendMfpLedger(QList<FlowBlock> &blocks, const NapBattle *battle, const NapArmy *army, qreal width);

    // Sets keepTogether on the block at `first` so a part stays on one page when it fits on one.
    static void keepTogether(QList<FlowBlock> &blocks, qsizetype first);
};

} // namespace md::nap
