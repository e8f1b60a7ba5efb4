#include "fantasy/print/FanSheetParts.h"

#include "fantasy/print/FanPrintStyle.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"

#include <algorithm>
#include <iterator>

namespace md::fantasy {

namespace {
constexpr FanClass kClasses[] = {FanClass::A, FanClass::B, FanClass::C};
constexpr qreal sectionPt = 10.0;
constexpr qreal tablePt = 8.0;
constexpr qreal resultPt = 8.0;
constexpr qreal writingHeight = 11.0; // a pencilled number or word in a table cell
constexpr qreal ruledLine = 16.0;     // a line to write a trigger on
constexpr qreal numberWidth = 18.0;   // "12." before a trigger
constexpr int bandsPerLine = 6;       // a class's ranges side by side; more run on below

FlowBlock section(const QString &text, qreal width) { return PrintParts::heading(text, width, sectionPt, 10.0); }

TableCell writingCell()
{
    TableCell cell;
    cell.height = [](qreal) { return writingHeight; };
    cell.paint = [](PrintPainter &, const QRectF &) {};
    return cell;
}

QString classLabel(const FanProfile *profile, FanClass c)
{
    return profile ? FanProfileCheck::className(*profile, c) : enumDisplayName(c);
}

// "3." and the trigger wrapped beside it; blank: the number and a line to write on.
FlowBlock numberedLine(int n, const QString &text, qreal width, bool blank)
{
    const QString number = FanSheetParts::tr("%1.", "a numbered list's number").arg(n);
    const qreal textWidth = std::max(1.0, width - numberWidth);
    FlowBlock b;
    b.height = blank ? ruledLine : PrintFonts::wrappedHeight(text, PrintParts::bodyPt, false, textWidth) + 2.0;
    b.paint = [number, text, blank](PrintPainter &p, const QRectF &r) {
        const qreal h = PrintFonts::lineHeight(PrintParts::bodyPt);
        const qreal top = blank ? r.bottom() - h - 1.0 : r.top();
        p.text(QRectF(r.left(), top, numberWidth - 4.0, h), number, PrintParts::bodyPt, false,
               Qt::AlignRight | Qt::AlignTop, PrintPainter::softInk());
        if (blank)
            p.line(QPointF(r.left() + numberWidth, r.bottom() - 0.5), QPointF(r.right(), r.bottom() - 0.5), 0.4,
                   PrintPainter::softInk());
        else
            p.paragraph(QRectF(r.left() + numberWidth, r.top(), r.width() - numberWidth, r.height()), text,
                        PrintParts::bodyPt);
    };
    return b;
}

// The blank Morale Results: a grid of the four results on their colours over a row per class, each cell with
// room to write the FMVs that give it ("≤ 6", "7–8").
FlowBlock blankResultsGrid(qreal width)
{
    const qreal labelWidth = std::min(110.0, width * 0.25);
    const qreal cellWidth = (width - labelWidth) / static_cast<qreal>(std::size(FanPrintStyle::results));
    qreal bandHeight = 0;
    for (FanResult r : FanPrintStyle::results)
        bandHeight = std::max(bandHeight, PrintFonts::wrappedHeight(enumDisplayName(r), resultPt, true, cellWidth - 5.0));
    bandHeight += 4.0;
    constexpr qreal rowHeight = 18.0;
    FlowBlock b;
    b.gapBefore = 3.0;
    b.height = bandHeight + rowHeight * static_cast<qreal>(std::size(kClasses));
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        qreal x = r.left() + labelWidth;
        for (FanResult result : FanPrintStyle::results) {
            FanPrintStyle::paintBand(p, QRectF(x, r.top(), cellWidth, bandHeight).adjusted(0.5, 0.5, -0.5, -0.5), result,
                                     {enumDisplayName(result)}, resultPt);
            x += cellWidth;
        }
        const qreal hintHeight = PrintFonts::lineHeight(PrintParts::labelPt);
        qreal y = r.top() + bandHeight;
        for (FanClass c : kClasses) {
            p.text(QRectF(r.left(), y, labelWidth - 4.0, rowHeight), enumDisplayName(c), PrintParts::bodyPt, true);
            for (qsizetype i = 0; i < qsizetype(std::size(FanPrintStyle::results)); ++i)
                p.text(QRectF(r.left() + labelWidth + static_cast<qreal>(i) * cellWidth + 3.0, y + rowHeight - hintHeight - 1.0,
                              cellWidth - 6.0, hintHeight),
                       FanSheetParts::tr("FMV"), PrintParts::labelPt, false, Qt::AlignLeft | Qt::AlignBottom,
                       PrintPainter::softInk());
            y += rowHeight;
            p.line(QPointF(r.left(), y - 0.25), QPointF(r.right(), y - 0.25), 0.5, PrintPainter::softInk());
        }
        for (qsizetype i = 0; i <= qsizetype(std::size(FanPrintStyle::results)); ++i) {
            const qreal lineX = std::min(r.left() + labelWidth + static_cast<qreal>(i) * cellWidth, r.right() - 0.25);
            p.line(QPointF(lineX, r.top() + bandHeight), QPointF(lineX, r.bottom()), 0.5, PrintPainter::softInk());
        }
    };
    return b;
}

// One class's Morale Results: its name, then its ranges in FMV order as bands of colour, each with its result
// and its FMVs (C.3 step 5).
FlowBlock resultsRow(const FanProfile &profile, FanClass c, qreal width)
{
    const QString label = classLabel(&profile, c);
    const qreal labelWidth = std::min(110.0, width * 0.25);
    const qreal stripLeft = labelWidth + 6.0;
    const qreal stripWidth = std::max(1.0, width - stripLeft);
    const qreal labelHeight = PrintFonts::wrappedHeight(label, PrintParts::bodyPt, true, labelWidth);
    const auto paintLabel = [label, labelWidth, labelHeight](PrintPainter &p, const QRectF &r) {
        p.paragraph(QRectF(r.left(), r.top() + 1.0, labelWidth, labelHeight), label, PrintParts::bodyPt, true);
    };
    FlowBlock b;
    b.gapBefore = 5.0;
    const QList<FanResultBand> bands = FanPrintStyle::inFmvOrder(profile.resultsOf(c));
    QString note;
    if (bands.isEmpty()) {
        note = FanSheetParts::tr("No ranges entered: a unit of this class cannot test until they are (C.6).");
    } else {
        QStringList reasons;
        for (const Problem &problem : FanProfileCheck::resultBands(profile.resultsOf(c), QStringLiteral("$.results")))
            reasons << problem.reason;
        if (!reasons.isEmpty())
            note = FanSheetParts::tr("Not usable yet: %1.").arg(reasons.join(QStringLiteral("; ")));
    }
    const int perLine = std::max(1, std::min(static_cast<int>(bands.size()), bandsPerLine));
    const int lines = bands.isEmpty() ? 0 : static_cast<int>((bands.size() + perLine - 1) / perLine);
    const qreal cellWidth = stripWidth / perLine;
    qreal cellHeight = 24.0;
    for (const FanResultBand &band : bands) {
        const qreal textWidth = std::max(1.0, cellWidth - 6.0);
        cellHeight = std::max(cellHeight, PrintFonts::wrappedHeight(enumDisplayName(band.result), resultPt, true, textWidth)
                                              + PrintFonts::wrappedHeight(FanPrintStyle::rangeText(band), resultPt, false, textWidth)
                                              + 6.0);
    }
    const qreal stripHeight = lines * cellHeight;
    const qreal noteHeight = note.isEmpty() ? 0.0 : PrintFonts::wrappedHeight(note, PrintParts::smallPt, false, stripWidth) + 2.0;
    b.height = std::max(labelHeight + 1.0, stripHeight + noteHeight);
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        paintLabel(p, r);
        for (qsizetype i = 0; i < bands.size(); ++i) {
            const QRectF cell(r.left() + stripLeft + static_cast<qreal>(i % perLine) * cellWidth,
                              r.top() + static_cast<qreal>(i / perLine) * cellHeight,
                              cellWidth, cellHeight);
            const FanResultBand &band = bands.at(i);
            FanPrintStyle::paintBand(p, cell.adjusted(1.0, 1.0, -1.0, -1.0), band.result,
                                     {enumDisplayName(band.result), FanPrintStyle::rangeText(band)}, resultPt);
        }
        if (!note.isEmpty())
            p.paragraph(QRectF(r.left() + stripLeft, r.top() + stripHeight + 1.0, stripWidth, noteHeight), note,
                        PrintParts::smallPt, false, Qt::AlignLeft, PrintPainter::softInk());
    };
    return b;
}
} // namespace

QString FanSheetParts::sheetTitle() { return tr("Race Profile Sheet"); }

QString FanSheetParts::testNote()
{
    return tr("A Morale Test (C.3): round the unit's losses down to the nearest 10 % of its starting figures and read "
              "its class's Basic Morale Value (BMV); add every modifier that applies to get the MMV; roll one D4: the "
              "Final Morale Value FMV = MMV + D4 gives the result in the class's Morale Results. Characters never test; "
              "skeletons never test (C.2).");
}

QList<FlowBlock> FanSheetParts::sheet(const FanProfile *profile, qreal width, int modifierRows)
{
    QList<FlowBlock> blocks;
    appendIdentity(blocks, profile, width);
    appendBmvChart(blocks, profile, width);
    appendModifiers(blocks, profile, width, modifierRows);
    appendWhenToTest(blocks, profile, width);
    appendHatedRaces(blocks, profile, width);
    appendResults(blocks, profile, width);
    return blocks;
}

void FanSheetParts::appendIdentity(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width)
{
    QString race;
    QString revision;
    if (profile) {
        // A PLACEHOLDER race is printed as it is: it is the sheet's data.
        race = profile->race.trimmed().isEmpty() ? tr("(no name yet)") : profile->race;
        revision = QString::number(profile->revision);
    }
    // One row: the race, its revision and what it calls its classes (C.1).
    QList<FormField> fields{{tr("Race"), 3.2, race, {}}, {tr("Revision"), 0.8, revision, {}}};
    for (FanClass c : kClasses)
        fields << FormField{tr("%1 is called").arg(enumDisplayName(c)), 1.3, profile ? profile->classNameOf(c) : QString(), {}};
    blocks << PrintParts::formRow(fields, width);
    PrintParts::appendParagraph(blocks, testNote(), width, PrintParts::smallPt, 4.0);
}

void FanSheetParts::appendBmvChart(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width)
{
    const qsizetype first = blocks.size();
    blocks << section(tr("Basic Morale Values Chart (C.3 steps 1–2)"), width);
    PrintTable t;
    t.pt = tablePt;
    t.gapBefore = 2.0;
    t.columns = {{tr("Class"), 2.6}};
    for (int step = 0; step < FanProfile::lossSteps; ++step)
        t.columns << TableColumn(tr("%1 %", "losses of the starting figures").arg(step * 10), 1.0, Qt::AlignCenter);
    for (FanClass c : kClasses) {
        QList<TableCell> row{TableCell(classLabel(profile, c), true)};
        for (int step = 0; step < FanProfile::lossSteps; ++step) {
            if (!profile)
                row << writingCell();
            else if (step < profile->bmvOf(c).size())
                row << TableCell(FanPrintStyle::number(profile->bmvOf(c).at(step)));
            else
                row << TableCell(QStringLiteral("–")); // not entered
        }
        t.rows << row;
    }
    PrintParts::appendTable(blocks, t, width);
    PrintParts::appendParagraph(blocks,
                                tr("Losses rounded down: 3 of 20 lost is 10 %. A unit that has lost every figure is "
                                   "destroyed and does not test (C-12)."),
                                width, PrintParts::smallPt, 2.0);
    keepTogether(blocks, first);
}

void FanSheetParts::appendModifiers(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width, int blankRows)
{
    const qsizetype first = blocks.size();
    blocks << section(tr("Morale Modifiers (C.3 step 3)"), width);
    if (profile && profile->modifiers.isEmpty()) {
        PrintParts::appendParagraph(blocks, tr("No modifiers entered."), width, PrintParts::bodyPt, 2.0);
        keepTogether(blocks, first);
        return;
    }
    PrintTable t;
    t.pt = tablePt;
    t.gapBefore = 2.0;
    t.columns = {{tr("Modifier"), 7.0},
                 {tr("Value"), 0.9, Qt::AlignCenter},
                 {tr("Per instance"), 1.1, Qt::AlignCenter},
                 {tr("Cap (C-7)"), 0.9, Qt::AlignCenter}};
    if (!profile) {
        for (int i = 0; i < blankRows; ++i)
            t.rows << QList<TableCell>{writingCell(), writingCell(), writingCell(), writingCell()};
    } else {
        for (const FanModifier &m : profile->modifiers) {
            t.rows << QList<TableCell>{TableCell(m.label), TableCell(PrintParts::signedNumber(m.value), true),
                                       TableCell(m.perInstance ? tr("each") : QString()),
                                       TableCell(m.cap ? QString::number(*m.cap) : QString())};
        }
    }
    PrintParts::appendTable(blocks, t, width);
    PrintParts::appendParagraph(blocks,
                                tr("MMV = BMV + the modifiers that apply; “each”: once per instance, at most "
                                   "the cap where there is one (C-7)."),
                                width, PrintParts::smallPt, 2.0);
    keepTogether(blocks, first);
}

void FanSheetParts::appendWhenToTest(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width)
{
    const qsizetype first = blocks.size();
    blocks << section(tr("When to Test Morale (C.2)"), width);
    if (!profile) {
        for (int i = 1; i <= blankTriggerRows; ++i)
            blocks << numberedLine(i, {}, width, true);
    } else if (profile->whenToTest.isEmpty()) {
        PrintParts::appendParagraph(blocks, tr("Nothing listed: a monster of this race never tests (C-15)."), width,
                                    PrintParts::bodyPt, 2.0);
    } else {
        for (qsizetype i = 0; i < profile->whenToTest.size(); ++i)
            blocks << numberedLine(static_cast<int>(i + 1), profile->whenToTest.at(i), width, false);
    }
    PrintParts::appendParagraph(blocks,
                                tr("An event not on this list is no trigger for this race; rally and post-combat tests "
                                   "come from the rules (C.2)."),
                                width, PrintParts::smallPt, 3.0);
    keepTogether(blocks, first);
}

void FanSheetParts::appendHatedRaces(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width)
{
    // A labelled box like the race's own: a list of names, written in or filled from the sheet.
    QString text;
    if (profile)
        text = profile->hatedRaces.isEmpty() ? tr("None listed.") : profile->hatedRaces.join(tr(", ", "between hated races"));
    blocks << PrintParts::formRow({{tr("Hated races (“Hated foe within 20 cm”, C.3 step 3)"), 1.0, text, {}}},
                                  width, 10.0);
}

void FanSheetParts::appendResults(QList<FlowBlock> &blocks, const FanProfile *profile, qreal width)
{
    const qsizetype first = blocks.size();
    blocks << section(tr("Morale Results (C.3 step 5)"), width);
    const QString intro = profile ? tr("Each class's Final Morale Values, lowest first: every FMV gives exactly one result.")
                                  : tr("Write the FMVs that give each result (“≤ 6”, “7–8”, "
                                       "“≥ 13”): every FMV must give exactly one result.");
    PrintParts::appendParagraph(blocks, intro, width, PrintParts::smallPt, 0.0, false, true);
    if (!profile) {
        blocks << blankResultsGrid(width);
    } else {
        for (FanClass c : kClasses)
            blocks << resultsRow(*profile, c, width);
    }
    keepTogether(blocks, first);
}

void FanSheetParts::keepTogether(QList<FlowBlock> &blocks, qsizetype first)
{
    if (first < blocks.size())
        blocks[first].keepTogether = static_cast<int>(blocks.size() - first);
}

} // namespace md::fantasy
