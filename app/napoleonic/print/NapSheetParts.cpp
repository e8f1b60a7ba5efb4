#include "napoleonic/print/NapSheetParts.h"

#include "kernel/EnumText.h"
#include "napoleonic/print/NapPrintStyle.h"
#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"

#include <algorithm>

namespace md::nap {

namespace {
constexpr qreal boxStep = PrintParts::boxSize + 2.0;
constexpr qreal markPt = PrintFonts::minimumPointSize;

constexpr NapCircumstance kInstant[] = {NapCircumstance::Ia, NapCircumstance::Ib, NapCircumstance::Ic, NapCircumstance::Id,
                                        NapCircumstance::Ie, NapCircumstance::If, NapCircumstance::Ig};
constexpr NapCircumstance kPhaseEnd[] = {NapCircumstance::Pa, NapCircumstance::Pb, NapCircumstance::Pc,
                                         NapCircumstance::Pd, NapCircumstance::Pe, NapCircumstance::Pf};

// A blank cell with room for a pencilled word.
TableCell writingCell()
{
    TableCell cell;
    cell.height = [](qreal) { return 11.0; };
    cell.paint = [](PrintPainter &, const QRectF &) {};
    return cell;
}

TableCell paintCell(qreal height, FlowBlock::Paint paint)
{
    TableCell cell;
    cell.height = [height](qreal) { return height; };
    cell.paint = std::move(paint);
    return cell;
}

// Words to circle on a blank sheet ("Militia Line Elite"), small and grey, wrapped to the rect's width.
QList<QList<QString>> choiceLines(const QStringList &choices, qreal pt, qreal width)
{
    QList<QList<QString>> lines{QList<QString>()};
    qreal x = 0;
    for (const QString &c : choices) {
        const qreal w = PrintFonts::width(c, pt) + 6.0;
        if (x > 0 && x + w > width + 6.0) {
            lines.append(QList<QString>());
            x = 0;
        }
        lines.last().append(c);
        x += w;
    }
    return lines;
}

FlowBlock::Paint circleChoices(const QStringList &choices, qreal pt)
{
    return [choices, pt](PrintPainter &p, const QRectF &r) {
        const qreal h = PrintFonts::lineHeight(pt) + 2.0;
        const QList<QList<QString>> lines = choiceLines(choices, pt, r.width() - 1.0);
        // One line sits in the middle of the rect; several fill it from the top.
        qreal y = lines.size() == 1 ? r.center().y() - h / 2 : r.top();
        for (const QList<QString> &line : lines) {
            qreal x = r.left() + 1.0;
            for (const QString &c : line) {
                const qreal w = PrintFonts::width(c, pt) + 6.0;
                p.text(QRectF(x, y, w, h), c, pt, false, Qt::AlignLeft | Qt::AlignVCenter, PrintPainter::softInk());
                x += w;
            }
            y += h;
        }
    };
}

// The same in a table cell, as tall as its lines.
TableCell choicesCell(const QStringList &choices, qreal pt)
{
    TableCell cell;
    cell.height = [choices, pt](qreal width) {
        return static_cast<qreal>(choiceLines(choices, pt, width - 1.0).size()) * (PrintFonts::lineHeight(pt) + 2.0);
    };
    cell.paint = circleChoices(choices, pt);
    return cell;
}

// Tick boxes, each with its word after it ("[ ] Alive [ ] Wounded"), wrapped to the rect.
FlowBlock::Paint labelledBoxes(const QStringList &labels)
{
    return [labels](PrintPainter &p, const QRectF &r) {
        const qreal h = PrintFonts::lineHeight(markPt);
        qreal x = r.left();
        qreal y = r.top();
        for (const QString &label : labels) {
            const qreal w = PrintParts::boxSize + 2.0 + PrintFonts::width(label, markPt) + 5.0;
            if (x > r.left() && x + w > r.right() + 0.01) {
                x = r.left();
                y += std::max(h, PrintParts::boxSize) + 1.0;
            }
            p.tickBox(QRectF(x, y + 1.0, PrintParts::boxSize, PrintParts::boxSize), false);
            p.text(QRectF(x + PrintParts::boxSize + 2.0, y, w - PrintParts::boxSize - 2.0, PrintParts::boxSize + 2.0), label,
                   markPt, false, Qt::AlignLeft | Qt::AlignVCenter, PrintPainter::softInk());
            x += w;
        }
    };
}

// The state boxes G/D/R of a blank unit row, coloured, to tick (15.0).
FlowBlock::Paint stateBoxes()
{
    return [](PrintPainter &p, const QRectF &r) {
        qreal x = r.left();
        const qreal h = PrintFonts::lineHeight(PrintParts::bodyPt);
        for (NapUnitState state : NapPrintStyle::states) {
            const Swatch s = NapPrintStyle::swatch(state);
            if (x + s.width > r.right() + 0.01)
                break;
            p.swatchBox(QRectF(x, r.top(), s.width, h), s);
            x += s.width + 2.0;
        }
    };
}

// 15.21: one box per circumstance, the instantaneous ones (I-a ... I-g) on a line, the phase-end ones (P-a ...
// P-f) below; `tested` crossed. The column heading names them.
TableCell phaseTicks(const NapCircumstances &tested)
{
    const qreal letterWidth = PrintFonts::width(QStringLiteral("P"), markPt, true) + 2.0;
    return paintCell(2 * boxStep, [tested, letterWidth](PrintPainter &p, const QRectF &r) {
        const auto line = [&](qreal y, const QString &letter, const auto &codes) {
            p.text(QRectF(r.left(), y, letterWidth, PrintParts::boxSize), letter, markPt, true, Qt::AlignLeft | Qt::AlignVCenter,
                   PrintPainter::softInk());
            qreal x = r.left() + letterWidth;
            for (NapCircumstance c : codes) {
                p.tickBox(QRectF(x, y, PrintParts::boxSize, PrintParts::boxSize), tested.contains(c));
                x += boxStep;
            }
        };
        line(r.top() + 0.5, NapSheetParts::tr("I", "instantaneous checks (letter)"), kInstant);
        line(r.top() + 0.5 + boxStep, NapSheetParts::tr("P", "phase-completion checks (letter)"), kPhaseEnd);
    });
}

QString testedCodes(const NapCircumstances &tested)
{
    QStringList codes;
    for (NapCircumstance c : tested)
        codes << enumKey(c);
    return codes.join(QStringLiteral(", "));
}

QList<TableColumn> unitColumns(bool filled)
{
    // Wide enough for the longest word of each heading and state, which do not break mid-word, with room for
    // longer German and French words; the blank sheet's tally boxes get the room the filled one's words need.
    QList<TableColumn> columns{{NapSheetParts::tr("Unit"), filled ? 1.5 : 1.4},
                               {NapSheetParts::tr("Type"), filled ? 1.25 : 0.9},
                               {NapSheetParts::tr("Start CMR"), 0.6, Qt::AlignCenter}};
    if (filled)
        columns << TableColumn(NapSheetParts::tr("CMR now (B.3.1)"), 0.75, Qt::AlignCenter);
    columns << TableColumn(NapSheetParts::tr("Grade (15.27)"), filled ? 0.75 : 1.0)
            << TableColumn(NapSheetParts::tr("Figures"), filled ? 0.75 : 1.95, Qt::AlignCenter)
            << TableColumn(NapSheetParts::tr("Cannon"), filled ? 0.8 : 1.0, Qt::AlignCenter)
            << TableColumn(NapSheetParts::tr("State"), filled ? 1.55 : 1.15)
            << TableColumn(NapSheetParts::tr("Rally failed"), filled ? 0.6 : 0.75);
    if (filled)
        columns << TableColumn(NapSheetParts::tr("Tested (15.21)"), 0.95);
    else
        columns << TableColumn(NapSheetParts::tr("Tested this phase (15.21)"), 1.65);
    return columns;
}

QString fraction(int current, int start) { return NapSheetParts::tr("%1 / %2").arg(current).arg(start); }

PrintTable unitTable(const NapBattle *battle, const NapArmy *army, const NapCommand *command, int blankRows)
{
    PrintTable t;
    t.pt = PrintParts::smallPt;
    t.gapBefore = 4.0;
    const bool filled = battle && army && command;
    t.columns = unitColumns(filled);
    if (!filled) {
        const QStringList grades{enumDisplayName(NapGrade::Militia), enumDisplayName(NapGrade::Line),
                                 enumDisplayName(NapGrade::Elite)};
        for (int i = 0; i < blankRows; ++i) {
            t.rows << QList<TableCell>{writingCell(),
                                       writingCell(),
                                       writingCell(),
                                       choicesCell(grades, markPt),
                                       PrintParts::boxesCell(NapSheetParts::figureBoxes, 0),
                                       PrintParts::boxesCell(NapSheetParts::cannonBoxes, 0),
                                       paintCell(11.0, stateBoxes()),
                                       PrintParts::boxesCell(NapSheetParts::rallyBoxes, 0),
                                       phaseTicks({})};
        }
        return t;
    }
    for (const NapUnit &u : command->units) {
        // B.3.1 at the battle's current phase, every term from the rules core.
        const NapCmrValue cmr = NapCmr::current(u, *command, *army, *battle, battle->phase());
        TableCell state(enumDisplayName(u.state), true);
        state.swatch = NapPrintStyle::swatch(u.state);
        const bool guns = u.type == NapUnitType::Artillery || u.startCannon > 0;
        t.rows << QList<TableCell>{TableCell(u.name.isEmpty() ? u.id : u.name, true),
                                   TableCell(enumDisplayName(u.type)),
                                   TableCell(QString::number(u.startCmr)),
                                   TableCell(cmr.value < 0 ? PrintParts::signedNumber(cmr.value) : QString::number(cmr.value), true),
                                   TableCell(enumDisplayName(NapCmr::grade(u, *army, *battle))),
                                   TableCell(fraction(u.currentFigures(), u.startFigures)),
                                   TableCell(guns ? fraction(u.currentCannon(), u.startCannon) : QStringLiteral("\u2013")),
                                   state,
                                   PrintParts::boxesCell(NapSheetParts::rallyBoxes, std::min(u.rallyFailures, NapSheetParts::rallyBoxes)),
                                   TableCell(testedCodes(u.checksThisPhase))};
    }
    return t;
}

FlowBlock commandHeading(const NapCommand &c, qreal width)
{
    QStringList details{enumDisplayName(c.level)};
    const QString officer = c.officerName.isEmpty() ? NapSheetParts::tr("officer") : c.officerName;
    details << NapSheetParts::tr("%1: %2").arg(officer, enumDisplayName(c.officer));
    details << NapSheetParts::tr("order: %1").arg(enumDisplayName(c.order));
    details << enumDisplayName(c.presence);
    // N18-N20: what the command's losses add to each of its units' checks now.
    details << NapSheetParts::tr("figures lost %1 of %2 (N18\u2013N20: %3)")
                   .arg(c.figuresLost())
                   .arg(c.startFigures())
                   .arg(PrintParts::signedNumber(NapAdjustments::commandLoss(c.figuresLost(), c.startFigures())));
    const QString title = c.name.isEmpty() ? c.id : c.name;
    const QString line = details.join(QStringLiteral(" \u00b7 "));
    constexpr qreal titlePt = 10.0;
    const qreal titleHeight = PrintFonts::wrappedHeight(title, titlePt, true, width);
    const qreal lineHeight = PrintFonts::wrappedHeight(line, PrintParts::bodyPt, false, width);
    constexpr qreal ruleSpace = 4.0; // a thin rule above each command separates it from the one before
    FlowBlock b;
    b.gapBefore = 9.0;
    b.keepWithNext = true;
    b.height = ruleSpace + titleHeight + 1.0 + lineHeight + 1.0;
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        p.line(QPointF(r.left(), r.top() + 0.5), QPointF(r.right(), r.top() + 0.5), 0.6, PrintPainter::softInk());
        const qreal top = r.top() + ruleSpace;
        p.paragraph(QRectF(r.left(), top, r.width(), titleHeight), title, titlePt, true);
        p.paragraph(QRectF(r.left(), top + titleHeight + 1.0, r.width(), lineHeight), line, PrintParts::bodyPt);
    };
    return b;
}

FlowBlock blankCommandHeader(qreal width)
{
    FormField level;
    level.label = NapSheetParts::tr("Level (circle)");
    level.weight = 3.1;
    level.paint = circleChoices({enumDisplayName(NapCommandLevel::Brigade), enumDisplayName(NapCommandLevel::Division),
                                 enumDisplayName(NapCommandLevel::WingCorps), enumDisplayName(NapCommandLevel::Army),
                                 enumDisplayName(NapCommandLevel::Nation)},
                                markPt);
    FormField officer;
    officer.label = NapSheetParts::tr("Officer");
    officer.weight = 2.3;
    officer.paint = labelledBoxes({enumDisplayName(NapOfficerStatus::Alive), enumDisplayName(NapOfficerStatus::Wounded),
                                   enumDisplayName(NapOfficerStatus::Killed)});
    FormField order;
    order.label = NapSheetParts::tr("Order (B.1)");
    order.weight = 1.6;
    order.paint = labelledBoxes({NapSheetParts::tr("A", "Attack order (letter)"), NapSheetParts::tr("E", "Engage order (letter)"),
                                 NapSheetParts::tr("D", "Defend order (letter)"), NapSheetParts::tr("M", "March order (letter)")});
    return PrintParts::formRow({{NapSheetParts::tr("Command"), 2.2, {}, {}}, level, officer, order}, width, 10.0);
}

// The first used total (half-points) at which `reached` holds, for a total of `totalHalf`.
template<typename Reached>
int firstUsed(int totalHalf, Reached reached)
{
    const int last = 2 * std::max(totalHalf, 0) + 2;
    for (int used = 0; used <= last; ++used) {
        if (reached(used))
            return used;
    }
    return last;
}
} // namespace

QString NapSheetParts::sheetTitle() { return tr("Napoleonic Army Sheet"); }

QString NapSheetParts::checkNote()
{
    return tr("A check: T = current CMR + adjustments; roll a d10 (0 is 10): roll ≤ T passes, 1–4 over is Morale "
              "Disordered, 5 or more over is Routed (B.3.4). One check per circumstance per phase (15.21): tick it. Two "
              "failed rally attempts remove the unit (B.4.4). MFP are added in each Army Morale Fatigue Phase (B.4.6).");
}

void NapSheetParts::appendCommand(QList<FlowBlock> &blocks, const NapBattle *battle, const NapArmy *army,
                                  const NapCommand *command, int blankUnits, qreal width)
{
    const qsizetype first = blocks.size();
    if (command)
        blocks << commandHeading(*command, width);
    else
        blocks << blankCommandHeader(width);
    if (!command || !command->units.isEmpty())
        PrintParts::appendTable(blocks, unitTable(battle, army, command, blankUnits), width);
    else
        PrintParts::appendParagraph(blocks, tr("No units in this command."), width, PrintParts::smallPt, 3.0);
    keepTogether(blocks, first);
}

void NapSheetParts::appendMfpLedger(QList<FlowBlock> &blocks, const NapBattle *battle, const NapArmy *army, qreal width)
{
    const qsizetype first = blocks.size();
    blocks << PrintParts::heading(tr("Army morale fatigue (B.4.5–B.4.7)"), width, 10.0, 10.0);
    QString total;
    QString at90;
    QString at100;
    QString at150;
    QString at200;
    if (battle && army) {
        const int m = NapMfp::totalHalf(*army, *battle);
        total = NapMfp::text(m);
        at90 = NapMfp::text(firstUsed(m, [m](int u) { return NapMfp::within90(u, m); }));
        at100 = NapMfp::text(firstUsed(m, [m](int u) { return NapMfp::tier(u, m) >= 1; }));
        at150 = NapMfp::text(firstUsed(m, [m](int u) { return NapMfp::tier(u, m) >= 2; }));
        at200 = NapMfp::text(firstUsed(m, [m](int u) { return NapMfp::tier(u, m) >= 3; }));
    }
    blocks << PrintParts::formRow({{tr("MFP total M (B.4.5)"), 1.3, total, {}},
                                   {tr("90 %: announce (15.97)"), 1.2, at90, {}},
                                   {tr("Over M: demoralized"), 1.2, at100, {}},
                                   {tr("150 %: tier 2"), 1.0, at150, {}},
                                   {tr("200 %: tier 3"), 1.0, at200, {}}},
                                  width, 3.0);

    PrintTable t;
    t.pt = PrintParts::smallPt;
    t.gapBefore = 4.0;
    t.caption = tr("Army Morale Fatigue Phases: MFP used (B.4.6)");
    t.columns = {{battle ? tr("Turn") : tr("Hour"), 0.6, Qt::AlignCenter},
                 {tr("Events (E01–E20 × count)"), 3.4},
                 {tr("Added"), 0.7, Qt::AlignCenter},
                 {tr("Used total"), 0.8, Qt::AlignCenter},
                 {tr("Standing (B.4.7)"), 1.6}};
    if (battle && army) {
        int used = 0;
        for (const NapLogRecord &r : battle->log) {
            if (r.event != NapLogEvent::MfpPhase || r.armyId != army->id)
                continue;
            used += r.mfpHalf;
            t.rows << QList<TableCell>{TableCell(QString::number(r.turn)), TableCell(r.detail),
                                       TableCell(NapMfp::text(r.mfpHalf)), TableCell(NapMfp::text(used), true),
                                       TableCell(QString())};
        }
        const int m = NapMfp::totalHalf(*army, *battle);
        const bool warned = army->warned90 || NapMfp::within90(army->mfpUsedHalf, m);
        TableCell standing(NapPrintStyle::tierName(army->demoralTier, warned), true);
        standing.swatch = NapPrintStyle::tierSwatch(army->demoralTier, warned);
        t.rows << QList<TableCell>{TableCell(QString::number(battle->turn), true), TableCell(tr("Now"), true),
                                   TableCell(QString()), TableCell(NapMfp::text(army->mfpUsedHalf), true), standing};
    } else {
        for (int hour = 1; hour <= ledgerRows; ++hour)
            t.rows << QList<TableCell>{TableCell(QString::number(hour)), writingCell(), writingCell(), writingCell(),
                                       writingCell()};
    }
    PrintParts::appendTable(blocks, t, width);
    keepTogether(blocks, first);
}

void NapSheetParts::keepTogether(QList<FlowBlock> &blocks, qsizetype first)
{
    if (first < blocks.size())
        blocks[first].keepTogether = static_cast<int>(blocks.size() - first);
}

} // namespace md::nap
