#include "ratio/print/FilledSheetDocument.h"

#include "kernel/EnumText.h"
#include "print/PrintParts.h"
#include "ratio/print/RatioPrintParts.h"
#include "ratio/print/SheetParts.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/SheetReturn.h"

namespace md {

FilledSheetDocument::FilledSheetDocument(Battlegroup battlegroup) : m_bg(std::move(battlegroup)) {}

QString FilledSheetDocument::title() const { return SheetParts::sheetTitle(); }

QString FilledSheetDocument::subtitle() const
{
    return m_bg.side.isEmpty() ? m_bg.name : tr("%1 (%2)").arg(m_bg.name, m_bg.side);
}

QList<FlowBlock> FilledSheetDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    QList<FlowBlock> list;

    const QList<ratio::PieceRef> due = ratio::checksDue(m_bg);
    list << PrintParts::formRow({{tr("Battlegroup"), 3.0, m_bg.name, {}},
                                 {tr("Side / player"), 2.0, m_bg.side, {}},
                                 {tr("Turn"), 0.8, QString::number(m_bg.turn), {}},
                                 {tr("Morale units"), 1.0, QString::number(m_bg.units.size()), {}},
                                 {tr("Checks due this turn (R6)"), 1.5, QString::number(due.size()), {}}},
                                width);
    QStringList rules;
    if (m_bg.rules.leaders)
        rules << tr("Leaders (R2)");
    if (m_bg.rules.bailedCrew)
        rules << tr("Bailed crew (R10)");
    if (m_bg.rules.moraleClasses)
        rules << tr("Morale classes (R8)");
    if (m_bg.rules.experience)
        rules << tr("Experience (R8)");
    if (m_bg.rules.nbc)
        rules << tr("NBC (R8a)");
    PrintParts::appendParagraph(list,
                                tr("Optional rules in use: %1.").arg(rules.isEmpty() ? tr("none") : rules.join(QStringLiteral(", "))),
                                width, PrintParts::bodyPt, 5.0);

    PrintParts::appendParagraph(list,
                                tr("Under each unit: its row of the Morale Results Table (R5), each need with the "
                                   "unit's factors (R8), the current level framed, and one box per morale point, "
                                   "crossed when lost (R2\u2013R4). Status and place stay blank while Normal and on "
                                   "the table, for the pencil."),
                                width, PrintParts::smallPt, 4.0);

    const ratio::Endurance e = ratio::endurance(m_bg);
    list << SheetParts::enduranceBar(e.total, e.lost, width);
    if (m_bg.breakingTurn > 0)
        PrintParts::appendParagraph(list,
                                    tr("Breaking point reached in turn %1: the battlegroup retreats from turn %2 (R11).")
                                        .arg(m_bg.breakingTurn).arg(m_bg.breakingTurn + 1),
                                    width, PrintParts::bodyPt, 3.0, true);

    for (int u = 0; u < m_bg.units.size(); ++u) {
        const Unit &unit = m_bg.units.at(u);
        const qsizetype first = list.size();
        list << SheetParts::unitHeading(m_bg, u, width);
        const int starting = ratio::unitStarting(unit, m_bg.rules);
        const int current = ratio::unitCurrent(unit, m_bg.rules);
        SheetParts::appendResultsRow(list, m_bg, u, width);

        // The sheet's own order, which keying the marked-up sheet back in follows too: the form first (R4).
        const int vehicleIndex = ratio::SheetReturn::sheetVehicle(unit);
        const Piece *vehicle = vehicleIndex >= 0 ? &unit.pieces.at(vehicleIndex) : nullptr;
        QList<int> others;
        for (int i = 0; i < unit.pieces.size(); ++i) {
            if (i != vehicleIndex)
                others << i;
        }
        if (vehicle != nullptr) {
            const qsizetype form = list.size();
            SheetParts::appendVehicleForm(list, &m_bg, u, vehicle, width);
            list[form].gapBefore = 5.0;
        } else {
            SheetParts::appendPointBoxes(list, tr("Points"), starting, starting - current, width);
        }
        if (!others.isEmpty()) {
            PrintTable table = SheetParts::pieceTable(m_bg, unit, others,
                                                      vehicle != nullptr ? tr("Crew out of the vehicle (R10)") : QString());
            PrintParts::appendTable(list, table, width);
        }
        if (!unit.notes.isEmpty())
            PrintParts::appendParagraph(list, tr("Notes: %1").arg(unit.notes), width, PrintParts::smallPt, 3.0);
        SheetParts::keepTogether(list, first);
    }

    if (!m_bg.notes.isEmpty()) {
        list << PrintParts::heading(tr("Notes"), width, 9.5);
        PrintParts::appendParagraph(list, m_bg.notes, width);
    }
    return list;
}

QString FilledSheetDocument::footer() const { return RatioPrintParts::footer(); }

} // namespace md
