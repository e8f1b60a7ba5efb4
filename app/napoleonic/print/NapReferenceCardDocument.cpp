#include "napoleonic/print/NapReferenceCardDocument.h"

#include "napoleonic/print/NapCardTables.h"
#include "napoleonic/print/NapPrintStyle.h"
#include "napoleonic/model/NapSettings.h"
#include "print/PrintParts.h"

namespace md::nap {

namespace {
constexpr qreal pt = NapCardTables::pt;

// A table on one column when it fits on one: a card is read at a glance.
void appendWhole(QList<FlowBlock> &blocks, const PrintTable &table, qreal width)
{
    const qsizetype first = blocks.size();
    PrintParts::appendTable(blocks, table, width);
    blocks[first].keepTogether = static_cast<int>(blocks.size() - first);
}

// B.6: the players' data the chart's data rows use is theirs, not the rules': said once, under the chart.
QString clubDataNote()
{
    const NapSettings settings;
    QStringList terrain;
    for (const NapTerrain &t : settings.terrain)
        terrain << NapReferenceCardDocument::tr("%1 %2").arg(t.name, PrintParts::signedNumber(t.moraleAdj));
    return NapReferenceCardDocument::tr("[club data]: the club's own tables, not the rules (B.6); the best single value "
                                        "(B-31). The examples: %1.")
        .arg(terrain.join(QStringLiteral(", ")));
}
} // namespace

QString NapReferenceCardDocument::title() const { return tr("Napoleonic Morale Quick Reference"); }

QString NapReferenceCardDocument::footer() const { return NapPrintStyle::footer(); }

int NapReferenceCardDocument::columns(const QSizeF &body) const { return body.width() > body.height() ? 3 : 2; }

QList<FlowBlock> NapReferenceCardDocument::blocks(const QSizeF &column) const
{
    const qreal width = column.width();
    QList<FlowBlock> list;

    list << PrintParts::heading(tr("The check: T = CMR + adjustments; d10 (0 is 10)"), width, pt + 1.0, 0.0);
    list << NapCardTables::bands(width);
    PrintParts::appendParagraph(list, NapCardTables::shockRule(), width, pt, 2.0);
    appendWhole(list, NapCardTables::odds(), width);
    appendWhole(list, NapCardTables::cmrTerms(), width);
    appendWhole(list, NapCardTables::shockOdds(), width);
    appendWhole(list, NapCardTables::groupings(), width);
    PrintParts::appendParagraph(list, NapCardTables::rally(), width, pt, 4.0);
    PrintParts::appendParagraph(list, NapCardTables::disorderCleared(), width, pt, 2.0);

    // The two long tables may run on into the next column, their headings repeated.
    PrintParts::appendTable(list, NapCardTables::chart(), width);
    PrintParts::appendParagraph(list, clubDataNote(), width, pt, 2.0);
    appendWhole(list, NapCardTables::mfpUnits(), width);
    PrintParts::appendParagraph(list, NapCardTables::mfpOfficers(), width, pt, 2.0);
    PrintParts::appendTable(list, NapCardTables::mfpEvents(), width);
    appendWhole(list, NapCardTables::tiers(), width);
    return list;
}

} // namespace md::nap
