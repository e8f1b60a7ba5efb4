#include "ratio/print/BlankSheetDocument.h"

#include "kernel/EnumText.h"
#include "ratio/model/Rank.h"
#include "print/PrintParts.h"
#include "ratio/print/RatioPrintParts.h"
#include "ratio/print/SheetParts.h"

#include <algorithm>

namespace md {

namespace {
int clampedCount(int n) { return std::clamp(n, 0, BlankSheetDocument::maxUnits); }
} // namespace

BlankSheetDocument::BlankSheetDocument(int units) : BlankSheetDocument(units, units, units) {}

BlankSheetDocument::BlankSheetDocument(int vehicles, int infantry, int robots)
    : m_vehicles(clampedCount(vehicles)), m_infantry(clampedCount(infantry)), m_robots(clampedCount(robots))
{
}

QString BlankSheetDocument::title() const { return SheetParts::sheetTitle(); }

QString BlankSheetDocument::subtitle() const { return tr("Blank: may be photocopied"); }

QList<FlowBlock> BlankSheetDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    QList<FlowBlock> list;
    list << PrintParts::formRow({{tr("Battlegroup"), 3.0, {}, {}},
                                 {tr("Side / player"), 2.0, {}, {}},
                                 {tr("Battle / date"), 2.0, {}, {}},
                                 {tr("Turn"), 0.8, {}, {}}},
                                width);
    list << PrintParts::formRow({{tr("Endurance (R11)"), 1.0, {}, {}},
                                 {tr("50 % line (points lost)"), 1.3, {}, {}},
                                 {tr("Points lost"), 1.0, {}, {}},
                                 {tr("Breaking point in turn"), 1.3, {}, {}}},
                                width, 4.0);
    PrintParts::appendParagraph(list,
                                tr("Endurance: the sum of the units' starting morale levels. At 50 % lost the battlegroup "
                                   "reaches its breaking point and retreats from the next turn (R11)."),
                                width, PrintParts::smallPt, 2.0);
    PrintTable determinations = RatioPrintParts::determinationsTable();
    determinations.gapBefore = 10.0;
    determinations.pt = PrintParts::smallPt;
    PrintParts::appendTable(list, determinations, width);

    if (m_vehicles > 0) {
        list << PrintParts::heading(tr("Vehicles and strongpoints (R4)"), width);
        PrintParts::appendParagraph(
            list,
            tr("Morale level: one point per working level of movement, targeting and damage control, and one per working "
               "weapon system (three at most); twelve at most. Cross a box for each level lost and the box of each weapon "
               "system knocked out."),
            width, PrintParts::smallPt, 0.0, false, true);
        for (int i = 0; i < m_vehicles; ++i) {
            const qsizetype first = list.size();
            SheetParts::appendVehicleForm(list, nullptr, -1, nullptr, width);
            list[first].gapBefore = 8.0;
            SheetParts::keepTogether(list, first);
        }
    }

    if (m_infantry > 0) {
        list << PrintParts::heading(tr("Infantry units (R2)"), width);
        QStringList factors;
        for (const auto &row : EnumTable<Rank>::rows())
            factors << tr("%1 %2").arg(enumDisplayName(row.value)).arg(rankFactor(row.value));
        PrintParts::appendParagraph(
            list,
            tr("One point per man; under the Leaders rule, his rank's factor: %1; a morale officer one more. "
               "Cross one box per point lost.")
                .arg(factors.join(QStringLiteral(", "))),
            width, PrintParts::smallPt, 0.0, false, true);
        for (int i = 0; i < m_infantry; ++i) {
            const qsizetype first = list.size();
            list << PrintParts::formRow({{tr("Infantry unit"), 3.4, {}, {}},
                                         {tr("Starting morale points"), 1.4, {}, {}},
                                         {tr("Current morale points"), 1.4, {}, {}},
                                         {tr("Class / experience (R8)"), 1.8, {}, {}}},
                                        width, 10.0);
            SheetParts::appendPointBoxes(list, tr("Points lost"), 40, 0, width);
            PrintTable soldiers = SheetParts::blankSoldierTable(soldierRows);
            soldiers.gapBefore = 4.0;
            PrintParts::appendTable(list, soldiers, width);
            SheetParts::keepTogether(list, first);
        }
    }

    if (m_robots > 0) {
        list << PrintParts::heading(tr("Warbots and wardrones (R3)"), width);
        PrintParts::appendParagraph(list,
                                    tr("Each piece has size + 2 points (size 1 or 2) and loses one per penetrating hit. "
                                       "Robots attached to an infantry unit add their points to its level."),
                                    width, PrintParts::smallPt, 0.0, false, true);
        for (int i = 0; i < m_robots; ++i) {
            const qsizetype first = list.size();
            list << PrintParts::formRow({{tr("Warbot unit"), 3.4, {}, {}},
                                         {tr("Starting morale level"), 1.4, {}, {}},
                                         {tr("Current morale level"), 1.4, {}, {}},
                                         {tr("Class / experience (R8)"), 1.8, {}, {}}},
                                        width, 10.0);
            PrintTable pieces = SheetParts::blankRobotTable(robotRows);
            pieces.gapBefore = 4.0;
            PrintParts::appendTable(list, pieces, width);
            SheetParts::keepTogether(list, first);
        }
    }
    return list;
}

QString BlankSheetDocument::footer() const { return RatioPrintParts::footer(); }

} // namespace md
