#include "ww1/print/Ww1ReferenceCardDocument.h"

#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"
#include "ww1/print/Ww1PrintStyle.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1IndividualRules.h"

namespace md::ww1 {

namespace {
constexpr qreal bandPt = 8.0;

// A probability in 36ths: every 2d6 chance is a whole number of the 36 throws.
qint64 in36(const Fraction &f) { return f.numerator() * (36 / f.denominator()); }

// "13/18", with the 36ths beside it when they differ: "13/18 (26/36)".
QString oddsText(const Fraction &f)
{
    const QString reduced = f.toString();
    const qint64 n = in36(f);
    if (f.denominator() == 36 || n == 0 || n == 36)
        return reduced;
    return Ww1ReferenceCardDocument::tr("%1 (%2/36)").arg(reduced).arg(n);
}

// "7\u201312", "2", or empty for no roll: the rolls are consecutive (A.3.3's bands are ranges of the total).
QString rollsText(const QList<int> &rolls)
{
    if (rolls.isEmpty())
        return {};
    if (rolls.size() == 1)
        return QString::number(rolls.constFirst());
    return QStringLiteral("%1\u2013%2").arg(rolls.constFirst()).arg(rolls.constLast());
}

Fraction bandOdds(const Ww1BandOdds &odds, Ww1Result band)
{
    switch (band) {
    case Ww1Result::CarryOn:
        return odds.carryOn;
    case Ww1Result::NoCloser:
        return odds.noCloser;
    case Ww1Result::DuckBack:
        return odds.duckBack;
    case Ww1Result::Surrendered:
        return odds.surrender;
    case Ww1Result::None:
        break;
    }
    return {};
}

// A coloured cell of the band table: the rolls, and the chance in 36ths (A.3.3).
TableCell bandCell(int net, Ww1Result band)
{
    const Fraction odds = bandOdds(Ww1IndividualRules::odds(net), band);
    const QString rolls = rollsText(Ww1IndividualRules::rollsFor(net, band));
    TableCell cell;
    cell.height = [](qreal) { return PrintFonts::lineHeight(bandPt, true) + 1.0; };
    if (rolls.isEmpty()) {
        cell.paint = [](PrintPainter &p, const QRectF &r) {
            p.text(r, QStringLiteral("\u2013"), bandPt, false, Qt::AlignCenter, PrintPainter::softInk());
        };
        return cell;
    }
    const QString text = Ww1ReferenceCardDocument::tr("%1: %2/36").arg(rolls).arg(in36(odds));
    // The column names the band, so the cell needs no letter: the whole width is the odds'. In greyscale the
    // band still reads by its grey and hatching.
    Swatch swatch = Ww1PrintStyle::swatch(band);
    swatch.letter.clear();
    cell.paint = [swatch, text](PrintPainter &p, const QRectF &r) {
        // The cell's padding stays white, so neighbouring cells read apart.
        p.swatchCell(r.adjusted(-1.5, -0.5, 1.5, 0.5), swatch, text, bandPt);
    };
    return cell;
}

// A table on one page or column when it fits on one: a card is read at a glance.
void appendWhole(QList<FlowBlock> &blocks, const PrintTable &table, qreal width)
{
    const qsizetype first = blocks.size();
    PrintParts::appendTable(blocks, table, width);
    blocks[first].keepTogether = static_cast<int>(blocks.size() - first);
}

// The net of one situation for a stand of `rank`, from the rules core (IM1-IM8's values).
int netOf(Ww1Rank rank, const Ww1Situation &situation)
{
    const Ww1Force force;
    Ww1Stand stand;
    stand.id = QStringLiteral("tester");
    stand.rank = rank;
    return Ww1IndividualRules::net(Ww1IndividualRules::modifiers(force, stand, situation));
}
} // namespace

QString Ww1ReferenceCardDocument::title() const { return tr("WW1 Morale Quick Reference"); }

QString Ww1ReferenceCardDocument::footer() const { return Ww1PrintStyle::footer(); }

int Ww1ReferenceCardDocument::columns(const QSizeF &body) const { return body.width() > body.height() ? 2 : 1; }

QList<FlowBlock> Ww1ReferenceCardDocument::blocks(const QSizeF &column) const
{
    const qreal width = column.width();
    const Ww1Rules rules; // the spec's readings
    QList<FlowBlock> list;

    // A.2.1, A.3.1: the three conditions, each with its need and odds from the rules core.
    PrintTable group;
    group.caption = tr("Group test: 2d6 + modifier, 6 or more carries on (A.2.1, A.3.1)");
    group.gapBefore = 0.0;
    group.pt = PrintParts::smallPt;
    group.columns = {{tr("Condition: casualties reach"), 2.2},
                     {tr("Modifier"), 0.95, Qt::AlignCenter},
                     {tr("Carry on on 2d6"), 0.95, Qt::AlignCenter},
                     {tr("P(carry on)"), 1.45},
                     {tr("P(withdraw)"), 1.45}};
    const QStringList reachedWhen{tr("C1: 2; over 8 members 25 %, exactly (A-1)"), tr("C2: 50 % (A-2)"),
                                  tr("C3: 75 %")};
    const Ww1Condition conditions[] = {Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3};
    for (int i = 0; i < 3; ++i) {
        const int modifier = Ww1GroupRules::modifierOf(conditions[i]);
        const Fraction pass = Ww1GroupRules::passOdds(modifier);
        const Fraction fail(pass.denominator() - pass.numerator(), pass.denominator());
        TableCell carry(oddsText(pass), true);
        carry.swatch = Ww1PrintStyle::groupSwatch(true);
        TableCell withdraw(oddsText(fail), true);
        withdraw.swatch = Ww1PrintStyle::groupSwatch(false);
        group.rows << QList<TableCell>{TableCell(reachedWhen.at(i)), TableCell(PrintParts::signedNumber(modifier)),
                                       TableCell(tr("%1+").arg(Ww1GroupRules::need(modifier)), true), carry, withdraw};
    }
    appendWhole(list, group, width);
    PrintParts::appendParagraph(
        list,
        tr("Of the starting members (A-3). Each condition once per group; reached together, one test at the worst "
           "modifier (A-4). Fail: the group withdraws in good order, fighting, to its own line, where the players clear "
           "it (A.4.1, A-10). Order: attackers, then defenders, each biggest first by effective members (A.3.2, A-5)."),
        width, PrintParts::smallPt, 2.0);

    // A.3.3: the bands by net modifier, every cell from the rules core's odds.
    PrintTable bands;
    bands.caption = tr("Individual test: one 2d6 per square, each stand its own net modifier (A.3.3)");
    bands.gapBefore = 7.0;
    bands.pt = PrintParts::smallPt;
    bands.columns = {{tr("Net modifier"), 0.7, Qt::AlignCenter}};
    for (Ww1Result band : Ww1PrintStyle::bands)
        bands.columns << TableColumn(tr("%1 (total %2)").arg(enumDisplayName(band), Ww1PrintStyle::totals(band)), 1.0,
                                     Qt::AlignCenter);
    for (int net = highestNet; net >= lowestNet; --net) {
        QList<TableCell> row{TableCell(PrintParts::signedNumber(net), true)};
        for (Ww1Result band : Ww1PrintStyle::bands)
            row << bandCell(net, band);
        bands.rows << row;
    }
    appendWhole(list, bands, width);
    PrintParts::appendParagraph(list,
                                tr("Each cell: the 2d6 rolls that give the band, and their chance in 36. A total of 0 "
                                   "is Duck back, not Surrender (A-9)."),
                                width, PrintParts::smallPt, 2.0);

    // A.3.3 IM1-IM8: each value is the rules core's for that situation alone.
    PrintTable mods;
    mods.caption = tr("Individual modifiers (A.3.3)");
    mods.gapBefore = 7.0;
    mods.pt = PrintParts::smallPt;
    mods.columns = {{tr("Id"), 0.55}, {tr("Situation"), 2.75}, {tr("Modifier"), 0.95, Qt::AlignCenter}, {tr("How it counts"), 3.1}};
    const auto situation = [](auto set) {
        Ww1Situation s;
        set(s);
        return s;
    };
    const auto each = [](int value) { return tr("%1 each").arg(PrintParts::signedNumber(value)); };
    const auto row = [&mods](const QString &id, const QString &what, const QString &value, const QString &how) {
        mods.rows << QList<TableCell>{TableCell(id, true), TableCell(what), TableCell(value, true), TableCell(how)};
    };
    row(tr("IM1"), tr("Officer in sight leading by example"),
        PrintParts::signedNumber(netOf(Ww1Rank::Other, situation([](Ww1Situation &s) { s.officerLeading = true; }))),
        tr("The most senior only; never himself (A-7)."));
    row(tr("IM2"), tr("Small-arms fire close by, indirect fire, grenades"),
        PrintParts::signedNumber(netOf(Ww1Rank::Other, situation([](Ww1Situation &s) { s.underFire = true; }))),
        tr("Once. Close by: 2 squares unless the players set it (A-8)."));
    row(tr("IM3"), tr("Friendly casualty in sight"),
        each(netOf(Ww1Rank::Other, situation([](Ww1Situation &s) { s.friendlyCasualties = 1; }))),
        tr("Walking wounded or worse, in the square, visible (A-11)."));
    row(tr("IM4"), tr("Enemy casualty in sight"),
        each(netOf(Ww1Rank::Other, situation([](Ww1Situation &s) { s.enemyCasualties = 1; }))),
        tr("Counted as IM3. Neither has a limit."));
    row(tr("IM5"), tr("Visibly outnumbered"),
        PrintParts::signedNumber(netOf(Ww1Rank::Other, situation([](Ww1Situation &s) { s.outnumbered = true; }))),
        tr("Strictly more enemy than friends in view."));
    row(tr("IM6"), tr("Melee threatened with an edged weapon"),
        PrintParts::signedNumber(netOf(Ww1Rank::Other, situation([](Ww1Situation &s) { s.edgedWeapon = true; }))), {});
    row(tr("IM7"), tr("Officer taking the test"), PrintParts::signedNumber(netOf(Ww1Rank::Officer, {})),
        tr("A more senior one may still lead him (IM1)."));
    row(tr("IM8"), tr("NCO taking the test"), PrintParts::signedNumber(netOf(Ww1Rank::Nco, {})), {});
    appendWhole(list, mods, width);

    // A.2.2: when a stand tests, by the triggers' own names.
    list << PrintParts::heading(tr("When a stand tests (A.2.2)"), width, PrintParts::bodyPt, 7.0);
    PrintParts::appendParagraph(list,
                                tr("%1; %2 (A-6: once, unless the players test every attempt); %3. Each once per stand.")
                                    .arg(enumDisplayName(Ww1Trigger::UnderFire), enumDisplayName(Ww1Trigger::EnterPosition),
                                         enumDisplayName(Ww1Trigger::HandToHand)),
                                width, PrintParts::smallPt);

    // A.3.3, A.4.2: what each band makes the stand do.
    PrintTable results;
    results.caption = tr("What a result means (A.3.3, A.4.2)");
    results.gapBefore = 7.0;
    results.pt = PrintParts::smallPt;
    results.columns = {{tr("Result"), 1.6}, {tr("Total"), 0.95}, {tr("The stand"), 4.0}};
    for (Ww1Result band : Ww1PrintStyle::bands) {
        TableCell name(enumDisplayName(band), true);
        name.swatch = Ww1PrintStyle::swatch(band);
        results.rows << QList<TableCell>{name, TableCell(Ww1PrintStyle::totals(band)), TableCell(Ww1PrintStyle::meaning(band))};
    }
    appendWhole(list, results, width);
    PrintParts::appendParagraph(list,
                                tr("A result governs the action that caused the test and stays until the next test or "
                                   "until cleared; Surrender is for good (A.4.2)."),
                                width, PrintParts::smallPt, 2.0);
    return list;
}

} // namespace md::ww1
