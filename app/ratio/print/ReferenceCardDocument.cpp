#include "ratio/print/ReferenceCardDocument.h"

#include "kernel/EnumText.h"
#include "print/PrintParts.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/print/RatioPrintParts.h"
#include "ratio/rules/RatioMorale.h"

namespace md {

namespace {
// The sum of the R8 factors the rules core gives for these circumstances.
int factorDelta(const ratio::CheckFactors &factors)
{
    int sum = 0;
    for (const Factor &f : ratio::factorsFor(factors))
        sum += f.delta;
    return sum;
}
} // namespace

QString ReferenceCardDocument::title() const { return tr("Ratio Morale Quick Reference"); }

int ReferenceCardDocument::columns(const QSizeF &body) const { return body.width() > body.height() ? 2 : 1; }

QList<FlowBlock> ReferenceCardDocument::blocks(const QSizeF &column) const
{
    const qreal width = column.width();
    QList<FlowBlock> list;

    PrintTable determinations = RatioPrintParts::determinationsTable();
    determinations.gapBefore = 0.0;
    PrintParts::appendTable(list, determinations, width);
    PrintParts::appendParagraph(list,
                                tr("Ratio = current points \u00f7 starting points, rounded down to two decimals. "
                                   "Roll a d10: a roll at or under the number passes. At full strength no check is made."),
                                width, PrintParts::smallPt, 3.0);

    // R6, R7: what a check's outcome makes a piece do, from the rules core's texts.
    PrintTable results;
    results.caption = tr("Results of a morale check (R6, R7)");
    results.gapBefore = 12.0;
    results.columns = {{tr("Result"), 1.3}, {tr("What the piece does"), 4.0}};
    results.rows << QList<TableCell>{TableCell(tr("Passed"), true), TableCell(ratio::successBehaviourText())};
    for (FailureResult r : {FailureResult::Cautious, FailureResult::Shaken, FailureResult::Broken, FailureResult::Eliminated}) {
        TableCell name = TableCell(enumDisplayName(r), true);
        name.swatch = ResultStyle::swatch(r);
        results.rows << QList<TableCell>{name, TableCell(ratio::behaviourText(r))};
    }
    PrintParts::appendTable(list, results, width);
    PrintParts::appendParagraph(list,
                                tr("A failed piece keeps its marker and checks every turn until it passes; a later "
                                   "result replaces the earlier one (R6)."),
                                width, PrintParts::smallPt, 3.0);

    // R8: each factor moves the need; the deltas come from the rules core.
    PrintTable factors;
    factors.caption = tr("Optional factors (R8)");
    factors.gapBefore = 12.0;
    factors.columns = {{tr("Factor"), 2.0}, {tr("Change to the need"), 1.2, Qt::AlignCenter}, {tr("Note"), 3.0}};
    const auto factorRow = [](const QString &name, int delta, const QString &note) {
        return QList<TableCell>{TableCell(name, true), TableCell(PrintParts::signedNumber(delta)), TableCell(note)};
    };
    factors.rows << factorRow(enumDisplayName(MoraleClass::Elite), factorDelta({MoraleClass::Elite, false, false}),
                              tr("A little more staying power"));
    factors.rows << factorRow(enumDisplayName(MoraleClass::Regular), factorDelta({MoraleClass::Regular, false, false}), {});
    factors.rows << factorRow(enumDisplayName(MoraleClass::Levy), factorDelta({MoraleClass::Levy, false, false}),
                              tr("More fragile"));
    factors.rows << factorRow(enumDisplayName(Experience::Green), factorDelta({MoraleClass::Regular, true, false}),
                              tr("Seasoned after fighting two battles"));
    factors.rows << factorRow(tr("NBC attack on troops without NBC protection"),
                              factorDelta({MoraleClass::Regular, false, true}),
                              tr("Forces a check, even at full strength: need 10, failure Cautious (R8a)"));
    PrintParts::appendTable(list, factors, width);
    PrintParts::appendParagraph(list,
                                tr("Factors change the need, not the die: modified need = need + factors. The result of "
                                   "failure stays that of the unmodified ratio. F stays an automatic failure whatever the "
                                   "factors; S never checks."),
                                width, PrintParts::smallPt, 3.0);

    // R10: the to-hit modifiers come from the rules core.
    PrintTable fire;
    fire.caption = tr("Interceptive fire (R10)");
    fire.gapBefore = 12.0;
    fire.columns = {{tr("Check before firing"), 1.6}, {tr("To hit"), 1.0, Qt::AlignCenter}, {tr("Afterwards"), 3.2}};
    const auto toHit = [](CheckOutcome outcome, FailureResult result) {
        const std::optional<int> modifier = ratio::interceptiveToHit(outcome, result);
        return modifier ? PrintParts::signedNumber(*modifier) : tr("may not fire");
    };
    fire.rows << QList<TableCell>{TableCell(tr("Passed"), true), TableCell(toHit(CheckOutcome::Passed, FailureResult::None)),
                                  TableCell(tr("Marker removed"))};
    for (FailureResult r : {FailureResult::Cautious, FailureResult::Shaken, FailureResult::Broken, FailureResult::Eliminated}) {
        TableCell name = TableCell(enumDisplayName(r), true);
        name.swatch = ResultStyle::swatch(r);
        QString after;
        switch (r) {
        case FailureResult::Cautious:
        case FailureResult::Shaken:
            after = tr("Marker stays; takes cover or retreats right after firing");
            break;
        case FailureResult::Broken:
            after = tr("Takes cover or retreats at once");
            break;
        default:
            after = tr("Removed");
            break;
        }
        fire.rows << QList<TableCell>{name, TableCell(toHit(CheckOutcome::Failed, r)), TableCell(after)};
    }
    PrintParts::appendTable(list, fire, width);
    PrintParts::appendParagraph(list, tr("A piece with a damage marker must check before it makes interceptive fire."),
                                width, PrintParts::smallPt, 3.0);

    list << PrintParts::heading(tr("Breaking point (R11)"), width, 9.5, 12.0);
    PrintParts::appendParagraph(list,
                                tr("Endurance = the sum of the units' starting morale levels. A battlegroup that has lost "
                                   "50 % or more of it retreats from the start of the next turn; all its units leave the "
                                   "field as soon as possible, each under its own morale status."),
                                width, PrintParts::bodyPt, 2.0);
    return list;
}

QString ReferenceCardDocument::footer() const { return RatioPrintParts::footer(); }

} // namespace md
