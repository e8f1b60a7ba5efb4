#include "ww1/print/Ww1BlankSheetDocument.h"

#include "print/PrintParts.h"
#include "ww1/print/Ww1PrintStyle.h"
#include "ww1/print/Ww1SheetParts.h"

#include <algorithm>

namespace md::ww1 {

Ww1BlankSheetDocument::Ww1BlankSheetDocument(int groups, int stands, int members)
    : m_groups(std::clamp(groups, 1, maxGroups))
    , m_stands(std::clamp(stands, 1, maxStands))
    , m_members(std::clamp(members, minMembers, maxMembers))
{
}

QString Ww1BlankSheetDocument::title() const { return Ww1SheetParts::sheetTitle(); }

QString Ww1BlankSheetDocument::subtitle() const { return tr("Blank: may be photocopied"); }

QString Ww1BlankSheetDocument::footer() const { return Ww1PrintStyle::footer(); }

QList<FlowBlock> Ww1BlankSheetDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    const Ww1Rules rules; // the spec's readings: a blank sheet belongs to no force
    QList<FlowBlock> list;
    list << PrintParts::formRow({{tr("Force"), 3.0, {}, {}},
                                 {tr("Side / player"), 2.0, {}, {}},
                                 {tr("Battle / date"), 2.0, {}, {}},
                                 {tr("Turn"), 0.8, {}, {}}},
                                width);
    PrintParts::appendParagraph(list, Ww1SheetParts::groupMoraleNote(rules), width, PrintParts::smallPt, 4.0);
    Ww1SheetParts::appendThresholds(list, m_members, rules, width);
    PrintParts::appendParagraph(list,
                                tr("Each group: cross one tally box per casualty (any hit on any of its stands). Each "
                                   "stand: tick T1 the first time under fire, T3 the first hand-to-hand combat, T2 "
                                   "the first attempt to enter an enemy position (A.2.2); mark its latest result."),
                                width, PrintParts::smallPt, 4.0);

    list << PrintParts::heading(tr("Groups (A.1)"), width);
    for (int i = 0; i < m_groups; ++i)
        Ww1SheetParts::appendGroup(list, nullptr, nullptr, m_members, m_stands, width);
    return list;
}

} // namespace md::ww1
