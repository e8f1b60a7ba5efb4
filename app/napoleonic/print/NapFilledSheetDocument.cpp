#include "napoleonic/print/NapFilledSheetDocument.h"

#include "kernel/EnumText.h"
#include "napoleonic/print/NapPrintStyle.h"
#include "napoleonic/print/NapSheetParts.h"
#include "napoleonic/rules/NapMfp.h"
#include "print/PrintParts.h"

namespace md::nap {

namespace {
// The army's standing in one line: MFP total and used, tier, and the CMR penalties every unit carries (B.4.7,
// 15.96).
QString standingLine(const NapBattle &battle, const NapArmy &army)
{
    const int total = NapMfp::totalHalf(army, battle);
    return NapFilledSheetDocument::tr("MFP total %1, used %2 (B.4.5, B.4.6); %3; demoralization penalty %4, campaign "
                                      "penalty %5 (B.4.7, 15.96).")
        .arg(NapMfp::text(total), NapMfp::text(army.mfpUsedHalf),
             NapPrintStyle::tierName(army.demoralTier, army.warned90 || NapMfp::within90(army.mfpUsedHalf, total)),
             PrintParts::signedNumber(army.demoralPenalty), PrintParts::signedNumber(army.campaignPenalty));
}

QString unitName(const NapBattle &battle, const QString &id)
{
    const NapUnit *u = battle.unit(id);
    return u && !u->name.isEmpty() ? u->name : id;
}
} // namespace

NapFilledSheetDocument::NapFilledSheetDocument(NapBattle battle) : m_battle(std::move(battle)) {}

QString NapFilledSheetDocument::title() const { return NapSheetParts::sheetTitle(); }

QString NapFilledSheetDocument::subtitle() const { return m_battle.name; }

QString NapFilledSheetDocument::footer() const { return NapPrintStyle::footer(); }

QList<FlowBlock> NapFilledSheetDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    const NapBattle &b = m_battle;
    QList<FlowBlock> list;
    list << PrintParts::formRow({{tr("Battle"), 3.0, b.name, {}},
                                 {tr("Battleday"), 0.9, QString::number(b.battleday), {}},
                                 {tr("Turn"), 0.8, QString::number(b.turn), {}},
                                 {tr("Phase"), 2.0, enumDisplayName(b.phase()), {}},
                                 {tr("Hourly turn"), 1.0, b.hourlyTurn() ? tr("Yes") : tr("No"), {}}},
                                width);
    PrintParts::appendParagraph(list, NapSheetParts::checkNote(), width, PrintParts::smallPt, 4.0);
    PrintParts::appendParagraph(list,
                                tr("CMR now: the current CMR at this phase with every permanent and temporary term "
                                   "(B.3.1), before the situation's adjustments (B.3.2, B.3.3)."),
                                width, PrintParts::smallPt, 2.0);

    if (b.armies.isEmpty())
        PrintParts::appendParagraph(list, tr("This battle has no armies yet."), width, PrintParts::bodyPt, 10.0);
    for (const NapArmy &army : b.armies) {
        list << PrintParts::heading(army.name.isEmpty() ? army.id : army.name, width, PrintParts::headingPt + 1.0, 14.0);
        PrintParts::appendParagraph(list, standingLine(b, army), width, PrintParts::bodyPt, 0.0);
        for (const NapCommand &c : army.commands)
            NapSheetParts::appendCommand(list, &b, &army, &c, 0, width);
        NapSheetParts::appendMfpLedger(list, &b, &army, width);
    }

    // 15.32, 15.42: the checks queued and not yet taken, in the order they are to be resolved.
    list << PrintParts::heading(tr("Checks to take"), width, 10.0, 12.0);
    if (b.pending.isEmpty()) {
        PrintParts::appendParagraph(list, tr("None pending."), width, PrintParts::smallPt);
    } else {
        PrintTable t;
        t.pt = PrintParts::smallPt;
        t.gapBefore = 2.0;
        t.columns = {{tr("Unit"), 1.6}, {tr("Circumstance (B.2)"), 3.0}, {tr("When"), 1.5}, {tr("Note"), 2.0}};
        for (const NapPendingCheck &check : b.pending)
            t.rows << QList<TableCell>{TableCell(unitName(b, check.unitId), true), TableCell(enumDisplayName(check.circumstance)),
                                       TableCell(check.instantaneous ? tr("At once (15.32)") : tr("At the phase's end (15.42)")),
                                       TableCell(check.note)};
        PrintParts::appendTable(list, t, width);
    }

    if (!b.notes.isEmpty()) {
        list << PrintParts::heading(tr("Notes"), width, 9.5);
        PrintParts::appendParagraph(list, b.notes, width);
    }
    return list;
}

} // namespace md::nap
