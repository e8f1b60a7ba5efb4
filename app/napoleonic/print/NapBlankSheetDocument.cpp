#include "napoleonic/print/NapBlankSheetDocument.h"

#include "napoleonic/print/NapPrintStyle.h"
#include "napoleonic/print/NapSheetParts.h"
#include "print/PrintParts.h"

#include <algorithm>

namespace md::nap {

NapBlankSheetDocument::NapBlankSheetDocument(int commands, int units)
    : m_commands(std::clamp(commands, 1, maxCommands))
    , m_units(std::clamp(units, 1, maxUnits))
{
}

QString NapBlankSheetDocument::title() const { return NapSheetParts::sheetTitle(); }

QString NapBlankSheetDocument::subtitle() const { return tr("Blank: may be photocopied"); }

QString NapBlankSheetDocument::footer() const { return NapPrintStyle::footer(); }

QList<FlowBlock> NapBlankSheetDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    QList<FlowBlock> list;
    list << PrintParts::formRow({{tr("Army / side"), 3.0, {}, {}},
                                 {tr("Battle"), 2.4, {}, {}},
                                 {tr("Battleday"), 0.9, {}, {}},
                                 {tr("Turn"), 0.8, {}, {}},
                                 {tr("Turns per hour"), 1.1, {}, {}}},
                                width);
    PrintParts::appendParagraph(list, NapSheetParts::checkNote(), width, PrintParts::smallPt, 4.0);
    PrintParts::appendParagraph(list,
                                tr("Each unit: cross a figure box per figure lost (−1 CMR each, −2 more at half "
                                   "strength, 15.52) and a cannon box per cannon lost (15.53); tick its state, each failed "
                                   "rally, and each circumstance tested this phase: I-a to I-g on the I line, P-a to P-f on the P line."),
                                width, PrintParts::smallPt, 2.0);
    list << PrintParts::heading(tr("Commands and units (B.1)"), width, PrintParts::headingPt, 10.0);
    for (int i = 0; i < m_commands; ++i)
        NapSheetParts::appendCommand(list, nullptr, nullptr, nullptr, m_units, width);
    NapSheetParts::appendMfpLedger(list, nullptr, nullptr, width);
    return list;
}

} // namespace md::nap
