#include "fantasy/print/FanOddsTableDocument.h"

#include "fantasy/print/FanPrintStyle.h"
#include "fantasy/print/FanProfileSheetDocument.h"
#include "fantasy/print/FanSheetParts.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "fantasy/rules/FanTest.h"
#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"

#include <algorithm>
#include <array>
#include <iterator>

namespace md::fantasy {

namespace {
constexpr FanClass kClasses[] = {FanClass::A, FanClass::B, FanClass::C};
constexpr qreal pt = 8.0;
constexpr int faces = 4; // one D4 (C.3 step 4)
// PrintParts' cells keep this much room left and right of their content; a coloured cell fills it, less a hairline
// so the grid stays visible.
constexpr qreal cellPadding = 3.0;

// A cell filled with a result's colour and `text` (or, where that does not fit, `shortText`).
TableCell bandCell(FanResult result, const QString &text, const QString &shortText, qreal padding)
{
    TableCell cell;
    cell.height = [](qreal) { return PrintFonts::lineHeight(pt, true); };
    cell.paint = [result, text, shortText, padding](PrintPainter &p, const QRectF &r) {
        const QRectF whole = r.adjusted(-cellPadding + 0.5, -padding + 0.5, cellPadding - 0.5, padding - 0.5);
        const bool fits = PrintFonts::width(text, pt, true) <= whole.width() - 4.0;
        FanPrintStyle::paintBand(p, whole, result, {fits ? text : shortText}, pt);
    };
    return cell;
}

// "Rout ≤ 6 · Retire 7–8 · …": the class's ranges in FMV order, above its table.
QString rangesLine(const QList<FanResultBand> &bands)
{
    QStringList parts;
    for (const FanResultBand &band : FanPrintStyle::inFmvOrder(bands))
        parts << FanOddsTableDocument::tr("%1 %2", "a result and its FMVs").arg(enumDisplayName(band.result),
                                                                               FanPrintStyle::rangeText(band));
    return FanOddsTableDocument::tr("Morale Results: %1").arg(parts.join(QStringLiteral(" · ")));
}

PrintTable oddsTable(const QList<FanResultBand> &bands, int firstMmv, int lastMmv)
{
    PrintTable t;
    t.pt = pt;
    t.gapBefore = 3.0;
    t.caption = FanOddsTableDocument::tr("The result of each D4 face, and the chance of each result in quarters");
    t.columns = {{FanOddsTableDocument::tr("MMV"), 0.8, Qt::AlignCenter}, {FanOddsTableDocument::tr("FMV"), 1.0, Qt::AlignCenter}};
    for (int face = 1; face <= faces; ++face)
        t.columns << TableColumn(FanOddsTableDocument::tr("D4 = %1").arg(face), 1.6, Qt::AlignCenter);
    for (FanResult r : FanPrintStyle::results)
        t.columns << TableColumn(FanPrintStyle::shortName(r), 1.2, Qt::AlignCenter);
    for (int mmv = firstMmv; mmv <= lastMmv; ++mmv) {
        QList<TableCell> row{TableCell(FanPrintStyle::number(mmv), true),
                             TableCell(FanOddsTableDocument::tr("%1–%2", "the FMVs of a row")
                                           .arg(FanPrintStyle::number(mmv + 1), FanPrintStyle::number(mmv + faces)))};
        // C.3 step 5: each face's FMV looked up in the class's column by the rules core; each face is 1/4.
        std::array<int, std::size(FanPrintStyle::results)> count{};
        for (int face = 1; face <= faces; ++face) {
            const std::optional<FanResult> result = FanTest::resultFor(bands, mmv + face);
            if (!result) { // refusal() rules this out: a table with a gap prints no odds
                row << TableCell(QStringLiteral("?"));
                continue;
            }
            ++count[static_cast<size_t>(*result)];
            row << bandCell(*result, enumDisplayName(*result), FanPrintStyle::shortName(*result), t.padding);
        }
        for (FanResult r : FanPrintStyle::results) {
            const int n = count[static_cast<size_t>(r)];
            if (n == 0)
                row << TableCell(QStringLiteral("–"));
            else {
                const QString quarters = FanOddsTableDocument::tr("%1/%2", "a chance in quarters: 3/4").arg(n).arg(faces);
                row << bandCell(r, quarters, quarters, t.padding);
            }
        }
        t.rows << row;
    }
    return t;
}
} // namespace

FanOddsTableDocument::FanOddsTableDocument(FanProfile profile) : m_profile(std::move(profile)) {}

std::optional<std::pair<int, int>> FanOddsTableDocument::mmvRange(const QList<FanResultBand> &bands)
{
    std::optional<int> lowest;
    std::optional<int> highest;
    for (const FanResultBand &band : bands) {
        for (const std::optional<int> &end : {band.min, band.max}) {
            if (!end)
                continue;
            lowest = lowest ? std::min(*lowest, *end) : *end;
            highest = highest ? std::max(*highest, *end) : *end;
        }
    }
    if (!lowest)
        return std::nullopt;
    return std::pair{*lowest - faces, *highest + 1};
}

QString FanOddsTableDocument::refusal(const FanProfile &profile, FanClass c)
{
    const QString name = FanProfileCheck::className(profile, c);
    const QList<FanResultBand> &bands = profile.resultsOf(c);
    if (bands.isEmpty())
        return tr("%1: no odds, the Morale Results table has no ranges for this class yet (C.6).").arg(name);
    QStringList reasons;
    for (const Problem &problem : FanProfileCheck::resultBands(bands, QStringLiteral("$.results")))
        reasons << problem.reason;
    if (!reasons.isEmpty())
        return tr("%1: no odds, the Morale Results have a gap or an overlap (C.3 step 5): %2.")
            .arg(name, reasons.join(QStringLiteral("; ")));
    return {};
}

QString FanOddsTableDocument::title() const { return tr("Morale Test Odds"); }

QString FanOddsTableDocument::subtitle() const { return FanProfileSheetDocument::raceAndRevision(m_profile); }

QString FanOddsTableDocument::footer() const { return FanPrintStyle::footer(); }

QList<FlowBlock> FanOddsTableDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    QList<FlowBlock> list;
    PrintParts::appendParagraph(list,
                                tr("Find the unit's MMV (its BMV plus the modifiers that apply, C.3 steps 1–3) in its "
                                   "class's table and roll one D4: FMV = MMV + D4 (C.3 steps 4–5). Each face has a "
                                   "chance of 1/4, so a result's chance is the number of faces that give it, in quarters."),
                                width, PrintParts::smallPt);
    list << FanPrintStyle::legend(width, 4.0);
    for (FanClass c : kClasses) {
        const qsizetype first = list.size();
        list << PrintParts::heading(FanProfileCheck::className(m_profile, c), width, 10.0, 12.0);
        const QList<FanResultBand> &bands = m_profile.resultsOf(c);
        if (const QString why = refusal(m_profile, c); !why.isEmpty()) {
            PrintParts::appendParagraph(list, why, width, PrintParts::bodyPt);
            continue;
        }
        PrintParts::appendParagraph(list, rangesLine(bands), width, PrintParts::smallPt, 0.0, false, true);
        const std::optional<std::pair<int, int>> range = mmvRange(bands);
        if (!range) {
            // One band for every FMV: nothing a die can change.
            PrintParts::appendParagraph(list, tr("Every FMV gives %1, whatever the MMV.").arg(enumDisplayName(bands.constFirst().result)),
                                        width, PrintParts::bodyPt);
            continue;
        }
        PrintParts::appendTable(list, oddsTable(bands, range->first, range->second), width);
        FanSheetParts::keepTogether(list, first);
    }
    return list;
}

} // namespace md::fantasy
