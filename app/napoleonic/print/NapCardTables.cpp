#include "napoleonic/print/NapCardTables.h"

#include "kernel/EnumText.h"
#include "napoleonic/model/NapFileLimits.h"
#include "napoleonic/print/NapPrintStyle.h"
#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"

#include <optional>

namespace md::nap {

namespace {
constexpr qreal pt = NapCardTables::pt;
// Rows close together: the card is one page.
constexpr qreal padding = 0.5;

// A run of consecutive inputs that give the same value: how the card reads a band off a rules function.
struct Band
{
    int low = 0;
    int high = 0;
    int value = 0;
};

template<typename F>
QList<Band> bandsOf(int from, int to, F valueAt)
{
    QList<Band> bands;
    for (int x = from; x <= to; ++x) {
        const int v = valueAt(x);
        if (!bands.isEmpty() && bands.last().value == v)
            bands.last().high = x;
        else
            bands.append({x, x, v});
    }
    return bands;
}

// "3.5" for 7 half inches, with the inch sign.
QString inches(int halfInches)
{
    const QString n = halfInches % 2 ? QStringLiteral("%1.5").arg(halfInches / 2) : QString::number(halfInches / 2);
    return n + QStringLiteral("\u2033");
}

// A number with a real minus sign and no plus (margins, totals).
QString number(int n) { return n < 0 ? PrintParts::signedNumber(n) : QString::number(n); }

// A chance of the ten d10 faces, as tenths.
qint64 tenths(const Fraction &f) { return f.numerator() * (10 / f.denominator()); }

// A cell of the odds table: the chance in tenths on its band's colour; a dash for none.
TableCell oddsCell(const Fraction &f, NapResult band)
{
    TableCell cell;
    cell.height = [](qreal) { return PrintFonts::lineHeight(pt, true); };
    const qint64 n = tenths(f);
    if (n == 0) {
        cell.paint = [](PrintPainter &p, const QRectF &r) {
            p.text(r, QStringLiteral("\u2013"), pt, false, Qt::AlignCenter, PrintPainter::softInk());
        };
        return cell;
    }
    // The column names the band, so the cell needs no letter; in greyscale the band still reads by its grey.
    Swatch swatch = NapPrintStyle::swatch(band);
    swatch.letter.clear();
    const QString text = QString::number(n);
    cell.paint = [swatch, text](PrintPainter &p, const QRectF &r) { p.swatchCell(r.adjusted(-1.5, -0.5, 1.5, 0.5), swatch, text, pt); };
    return cell;
}

TableCell swatchCell(const Swatch &swatch, const QString &text, bool bold = true)
{
    TableCell cell(text, bold);
    cell.swatch = swatch;
    return cell;
}

// A battle of one army, one command and `unit`, at `phase`, for reading the current CMR's terms off NapCmr.
int cmrOf(const NapUnit &unit, NapPhase phase = NapPhase::Movement, int demoralPenalty = 0, int campaignPenalty = 0)
{
    NapBattle battle;
    battle.phaseIndex = static_cast<int>(battle.settings.phases.indexOf(phase));
    NapArmy army;
    army.id = QStringLiteral("army");
    army.demoralPenalty = demoralPenalty;
    army.campaignPenalty = campaignPenalty;
    NapCommand command;
    command.id = QStringLiteral("command");
    command.units = {unit};
    army.commands = {command};
    battle.armies = {army};
    return NapCmr::current(battle, unit.id).value;
}

NapUnit sampleUnit(NapUnitType type, int startCmr, int figures, int cannon = 0)
{
    NapUnit u;
    u.id = QStringLiteral("unit");
    u.type = type;
    u.startCmr = startCmr;
    u.startFigures = figures;
    u.startCannon = cannon;
    return u;
}

QString chartLabel(const NapChartRow &row) { return QCoreApplication::translate("md::nap::NapAdjustments", row.label); }

QString clubData() { return NapCardTables::tr("[club data]"); }
} // namespace

FlowBlock NapCardTables::bands(qreal width)
{
    // Each band: its swatch and "Passed: margin 0 or less", laid out along the line and wrapped.
    struct Item
    {
        Swatch swatch;
        QString text;
        qreal width = 0;
    };
    QList<Item> items;
    for (NapResult band : NapPrintStyle::bands) {
        // The margins of the band as the rules core reads them, over every T a check can have.
        std::optional<int> low;
        std::optional<int> high;
        constexpr int reach = 30;
        for (int target = -reach; target <= reach; ++target) {
            for (int roll = 1; roll <= 10; ++roll) {
                if (NapCheck::band(roll, target) != band)
                    continue;
                const int margin = roll - target;
                low = low ? std::min(*low, margin) : margin;
                high = high ? std::max(*high, margin) : margin;
            }
        }
        QString margins;
        if (low && high)
            margins = *low <= -reach + 1 ? tr("%1 or less").arg(number(*high))
                : *high >= reach + 9     ? tr("%1 or more").arg(number(*low))
                                         : tr("%1 to %2").arg(number(*low), number(*high));
        Item item{NapPrintStyle::swatch(band), tr("%1: margin %2").arg(enumDisplayName(band), margins)};
        item.width = item.swatch.width + PrintParts::swatchGap + PrintFonts::width(item.text, pt, true) + 8.0;
        items << item;
    }
    const qreal line = PrintFonts::lineHeight(pt, true) + 2.0;
    QList<QPointF> at;
    qreal x = 0;
    qreal y = 0;
    for (const Item &item : items) {
        if (x > 0 && x + item.width > width) {
            x = 0;
            y += line;
        }
        at << QPointF(x, y);
        x += item.width;
    }
    FlowBlock b;
    b.gapBefore = 2.0;
    b.height = y + line;
    b.paint = [items, at, line](PrintPainter &p, const QRectF &r) {
        for (qsizetype i = 0; i < items.size(); ++i) {
            const Item &item = items.at(i);
            const QPointF o = r.topLeft() + at.at(i);
            p.swatchBox(QRectF(o.x(), o.y() + 0.5, item.swatch.width, line - 1.0), item.swatch);
            const qreal left = o.x() + item.swatch.width + PrintParts::swatchGap;
            p.text(QRectF(left, o.y(), item.width - (left - o.x()), line), item.text, pt, true);
        }
    };
    return b;
}

PrintTable NapCardTables::odds()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("Tenths by T (B.3.4): usual | Shock Phase | rally");
    // A narrow empty column between the three groups, so the eye reads them apart.
    constexpr qreal spacer = 0.25;
    TableCell gap;
    gap.height = [](qreal) { return PrintFonts::lineHeight(pt); };
    gap.paint = [](PrintPainter &, const QRectF &) {};
    t.columns = {{tr("T"), 0.8, Qt::AlignCenter}};
    for (int shock = 0; shock < 2; ++shock) {
        t.columns << TableColumn(QString(), spacer);
        for (NapResult band : NapPrintStyle::bands)
            t.columns << TableColumn(NapPrintStyle::letter(band), 1.0, Qt::AlignCenter);
    }
    t.columns << TableColumn(QString(), spacer) << TableColumn(tr("Rally"), 1.3, Qt::AlignCenter);
    for (int target = highestTarget; target >= lowestTarget; --target) {
        QList<TableCell> row{TableCell(PrintParts::signedNumber(target), true)};
        for (const bool shock : {false, true}) {
            const NapOdds o = NapCheck::odds(target, shock);
            row << gap << oddsCell(o.pass, NapResult::Pass) << oddsCell(o.disorder, NapResult::Disordered)
                << oddsCell(o.rout, NapResult::Routed);
        }
        row << gap << oddsCell(NapCheck::rallyOdds(target), NapResult::Pass);
        t.rows << row;
    }
    return t;
}

PrintTable NapCardTables::cmrTerms()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("Current CMR (B.3.1)");
    t.columns = {{tr("Term"), 5.0}, {tr("CMR"), 1.5, Qt::AlignCenter}};
    const NapUnit base = sampleUnit(NapUnitType::Infantry, 6, 12);
    const int start = cmrOf(base);
    NapUnit oneLost = base;
    oneLost.figuresLost = 1;
    const int perFigure = cmrOf(oneLost) - start;
    NapUnit half = base;
    half.figuresLost = 6;
    NapUnit almost = base;
    almost.figuresLost = 5;
    const int halfStrength = cmrOf(half) - cmrOf(almost) - perFigure;
    const NapUnit battery = sampleUnit(NapUnitType::Artillery, 6, 4, 6);
    NapUnit gunLost = battery;
    gunLost.cannonLost = 1;
    gunLost.cannonLostThisPhase = 1;
    const int perCannon = cmrOf(gunLost) - cmrOf(battery);
    const int campaign = cmrOf(base, NapPhase::Movement, 0, -1) - start;
    const int hq = cmrOf(sampleUnit(NapUnitType::Headquarters, 6, 1));
    QStringList rates;
    for (int tier = 1; tier <= 3; ++tier)
        rates << PrintParts::signedNumber(-NapMfp::tierRate(tier));
    const auto row = [&t](const QString &term, const QString &value) {
        t.rows << QList<TableCell>{TableCell(term), TableCell(value, true)};
    };
    row(tr("Battleday start; a headquarters base %1, Elite (15.26h)").arg(hq), tr("start"));
    row(tr("Each figure lost, for good (15.52)"), PrintParts::signedNumber(perFigure));
    row(tr("Half strength: 2 \u00d7 lost \u2265 start, crew or cannon, once (B-35)"), PrintParts::signedNumber(halfStrength));
    row(tr("Each cannon lost this phase (15.53; 15.53a: for good)"), PrintParts::signedNumber(perCannon));
    row(tr("Army demoralized, each hourly turn by tier (B.4.7)"), rates.join(QStringLiteral(" / ")));
    row(tr("Army exceeded its MFP the battleday before (15.96)"), PrintParts::signedNumber(campaign));
    // 15.28's term is said under the check, where it changes T (shockRule()).
    return t;
}

PrintTable NapCardTables::chart()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("Adjustments to the CMR (15.54, B.3.2)");
    t.columns = {{tr("Id"), 1.3}, {tr("Adj."), 1.0, Qt::AlignCenter}, {tr("Situation"), 5.2}};
    const NapSettings settings;
    // B-6: the charge distance bands, read off the rules core in half inches: each band reaches to its distance
    // from the one before ("-5 to 4″, -3 to 8″").
    const auto chargeBands = [](bool foot) {
        QList<Band> bands = bandsOf(0, 2 * 40, [foot](int h) { return NapAdjustments::chargeDistance(foot, h); });
        bands.removeIf([](const Band &b) { return b.value == 0; });
        QStringList parts;
        for (const Band &b : bands)
            parts << tr("%1 to %2").arg(PrintParts::signedNumber(b.value), inches(b.high));
        return parts.join(QStringLiteral(", "));
    };
    // N18-N20: the command's loss in whole per cent.
    QList<Band> loss = bandsOf(0, 100, [](int p) { return NapAdjustments::commandLoss(p, 100); });
    loss.removeIf([](const Band &b) { return b.value == 0; });
    QStringList lossParts;
    for (const Band &b : loss)
        lossParts << tr("%1 from %2 %").arg(PrintParts::signedNumber(b.value)).arg(b.low);
    // The rows the card folds into one band row each: the first names the row, the others are left out.
    const QStringList folded{QStringLiteral("n05"), QStringLiteral("n06"), QStringLiteral("n08"), QStringLiteral("n19"),
                             QStringLiteral("n20")};
    const QStringList dataKeys{QStringLiteral("p03"), QStringLiteral("p04"), QStringLiteral("p05"), QStringLiteral("p06")};
    for (const NapChartRow &row : NapAdjustments::chart()) {
        if (folded.contains(row.key))
            continue;
        QString id = row.rule;
        QString value = PrintParts::signedNumber(row.value);
        QString text = chartLabel(row);
        if (row.key == QStringLiteral("n04")) {
            id = tr("N04\u2013N06");
            value.clear();
            text = tr("Foot unit, enemy cavalry declares a charge at d (B-6): %1").arg(chargeBands(true));
        } else if (row.key == QStringLiteral("n07")) {
            id = tr("N07\u2013N08");
            value.clear();
            text = tr("Cavalry, enemy cavalry declares a charge at d: %1").arg(chargeBands(false));
        } else if (row.key == QStringLiteral("n18")) {
            id = tr("N18\u2013N20");
            value.clear();
            text = tr("The unit's command lost of its figures: %1").arg(lossParts.join(QStringLiteral(", ")));
        } else if (dataKeys.contains(row.key)) {
            value = tr("data");
            text += QLatin1Char(' ') + clubData();
        } else if (row.key == QStringLiteral("n14")) {
            for (const NapUserAdjustment &user : settings.userAdjustments) {
                if (user.id == row.key)
                    value = PrintParts::signedNumber(user.value);
            }
            text += QLatin1Char(' ') + clubData();
        }
        t.rows << QList<TableCell>{TableCell(id, true), TableCell(value, true), TableCell(text)};
    }
    return t;
}

PrintTable NapCardTables::shockOdds()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("Shock odds, receiving a non-cavalry assault (B.3.3)");
    // Whole per cent of attacker / defender, as the rules core floors it.
    constexpr int reach = 1000;
    const QList<Band> bands = bandsOf(0, reach, [](int percent) { return NapAdjustments::shockOdds(percent, 100); });
    t.columns = {{tr("Odds"), 1.0}};
    QList<TableCell> row{TableCell(tr("Adj."), true)};
    for (auto it = bands.crbegin(); it != bands.crend(); ++it) {
        const QString odds = it->high >= reach ? tr("\u2265 %1 %").arg(it->low)
            : it->low == 0                     ? tr("\u2264 %1 %").arg(it->high)
                                               : tr("%1\u2013%2 %").arg(it->low).arg(it->high);
        t.columns << TableColumn(odds, 1.0, Qt::AlignCenter);
        row << TableCell(PrintParts::signedNumber(it->value), true);
    }
    t.rows << row;
    return t;
}

PrintTable NapCardTables::groupings()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("Who tests, and a failure (B.2.3, B.3.5)");
    t.columns = {{tr("Tester"), 2.3}, {tr("Margin 1–4"), 1.9}, {tr("5 or more"), 1.3}};
    const NapRules rules;
    // The roll: 10 against T 5 is a margin of 5, 6 against 5 a margin of 1 (B.3.4).
    const NapResult disorder = NapCheck::band(6, 5);
    const NapResult rout = NapCheck::band(10, 5);
    // Every kind of tester in the model's order, a single unit first.
    for (const EnumText<NapTesterKind> &row : EnumTable<NapTesterKind>::rows()) {
        const NapTesterKind kind = row.value;
        const NapUnitState onDisorder = NapCheck::next(NapUnitState::Good, disorder, kind, rules);
        const NapUnitState onRout = NapCheck::next(NapUnitState::Good, rout, kind, rules);
        QString first = enumDisplayName(onDisorder);
        QString second = enumDisplayName(onRout);
        QString who = enumDisplayName(kind);
        if (kind == NapTesterKind::Formation) {
            who += tr(": one roll, highest CMR (15.22)");
        } else if (kind == NapTesterKind::DeployedSkirmishers) {
            first += tr(", column, retire 10\u2033");
        } else if (kind == NapTesterKind::Cluster) {
            who += tr(" (15.24)");
            first = tr("Back to their parents");
            second = tr("Never rout");
        }
        t.rows << QList<TableCell>{TableCell(who), swatchCell(NapPrintStyle::swatch(onDisorder), first, false),
                                   swatchCell(NapPrintStyle::swatch(onRout), second, false)};
    }
    return t;
}

PrintTable NapCardTables::mfpUnits()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("MFP total: each unit by grade and figures (B.4.5)");
    const NapRules rules;
    constexpr NapGrade grades[] = {NapGrade::Militia, NapGrade::Line, NapGrade::Elite};
    // The strength bands: where any grade's value changes with the starting figures.
    constexpr int maxFigures = 40;
    QList<Band> sizes;
    for (int figures = 1; figures <= maxFigures; ++figures) {
        bool same = !sizes.isEmpty();
        for (NapGrade g : grades) {
            if (same && NapMfp::unitValue(sampleUnit(NapUnitType::Infantry, 5, figures), g, rules)
                    != NapMfp::unitValue(sampleUnit(NapUnitType::Infantry, 5, figures - 1), g, rules))
                same = false;
        }
        if (same)
            sizes.last().high = figures;
        else
            sizes.append({figures, figures, 0});
    }
    t.columns = {{tr("Grade (CMR)"), 1.5}};
    for (const Band &s : sizes) {
        const QString title = s.high >= maxFigures ? tr("%1+ figs").arg(s.low)
            : s.low == s.high                      ? tr("%1 figs").arg(s.low)
                                                   : tr("%1\u2013%2 figs").arg(s.low).arg(s.high);
        t.columns << TableColumn(title, 1.0, Qt::AlignCenter);
    }
    t.columns << TableColumn(tr("Artillery, train"), 1.15, Qt::AlignCenter);
    // 15.27: each grade's CMRs as the rules core grades them.
    const QList<Band> cmrs = bandsOf(NapFileLimits::minCmr, NapFileLimits::maxCmr,
                                     [](int cmr) { return static_cast<int>(NapCmr::gradeOf(cmr)); });
    for (NapGrade g : grades) {
        QString range;
        for (const Band &b : cmrs) {
            if (b.value == static_cast<int>(g))
                range = b.high >= NapFileLimits::maxCmr ? tr("%1+").arg(b.low) : tr("%1\u2013%2").arg(b.low).arg(b.high);
        }
        QList<TableCell> row{TableCell(tr("%1 (%2)").arg(enumDisplayName(g), range), true)};
        for (const Band &s : sizes)
            row << TableCell(QString::number(NapMfp::unitValue(sampleUnit(NapUnitType::Infantry, 5, s.low), g, rules)));
        row << TableCell(QString::number(NapMfp::unitValue(sampleUnit(NapUnitType::Artillery, 5, 4, 4), g, rules)));
        t.rows << row;
    }
    return t;
}

QString NapCardTables::mfpOfficers()
{
    QStringList levels;
    for (NapCommandLevel level : {NapCommandLevel::Brigade, NapCommandLevel::Division, NapCommandLevel::WingCorps,
                                  NapCommandLevel::Army, NapCommandLevel::Nation})
        levels << tr("%1 %2").arg(enumDisplayName(level)).arg(NapMfp::officerValue(level));
    const NapRules rules;
    const int skirmish = NapMfp::unitValue(sampleUnit(NapUnitType::Skirmish, 5, 3), NapGrade::Line, rules);
    return tr("Officers (B.4.5 (2)): %1. Positions: the scenario's (15.86). A skirmish company is a unit (B-33): "
              "3 Line figures, %2.")
        .arg(levels.join(QStringLiteral(", ")))
        .arg(skirmish);
}

PrintTable NapCardTables::mfpEvents()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("MFP used, each fatigue phase (B.4.6)");
    t.columns = {{tr("Id"), 0.55}, {tr("MFP"), 0.75, Qt::AlignCenter}, {tr("Each"), 5.0}};
    const NapSettings settings;
    for (NapMfpEvent e : {NapMfpEvent::E01, NapMfpEvent::E02, NapMfpEvent::E03, NapMfpEvent::E04, NapMfpEvent::E05,
                          NapMfpEvent::E06, NapMfpEvent::E07, NapMfpEvent::E08, NapMfpEvent::E09, NapMfpEvent::E10,
                          NapMfpEvent::E11, NapMfpEvent::E12, NapMfpEvent::E13, NapMfpEvent::E14, NapMfpEvent::E15,
                          NapMfpEvent::E16, NapMfpEvent::E17, NapMfpEvent::E18, NapMfpEvent::E19, NapMfpEvent::E20}) {
        QString value;
        QString what = enumDisplayName(e);
        if (e == NapMfpEvent::E18) {
            value = tr("scen.", "valued by the scenario (short)");
        } else if (e == NapMfpEvent::E19) {
            value = NapMfp::text(NapMfp::eventHalf({e, 1, settings.roadExitMfp}, settings));
            what += QLatin1Char(' ') + clubData();
        } else {
            value = NapMfp::text(NapMfp::eventHalf({e, 1, 0}, settings));
        }
        t.rows << QList<TableCell>{TableCell(enumKey(e), true), TableCell(value, true), TableCell(what)};
    }
    return t;
}

PrintTable NapCardTables::tiers()
{
    PrintTable t;
    t.pt = pt;
    t.padding = padding;
    t.gapBefore = 4.0;
    t.caption = tr("Demoralization: U used of M (B.4.7)");
    t.columns = {{tr("Standing"), 1.7}, {tr("When"), 1.25, Qt::AlignCenter}, {tr("CMR / hour"), 0.9, Qt::AlignCenter},
                 {tr("Orders"), 2.9}};
    // The first U at which each standing begins, for M = 100 MFP (200 half-points), as a share of M.
    constexpr int m = 200;
    const auto when = [](const auto &reached) {
        for (int u = 0; u <= 3 * m; ++u) {
            if (!reached(u))
                continue;
            return u * 100 % m == 0 ? tr("U \u2265 %1 %").arg(u * 100 / m) : tr("U > %1 %").arg((u - 1) * 100 / m);
        }
        return QString();
    };
    const auto row = [&t](const Swatch &swatch, const QString &name, const QString &at, const QString &rate, const QString &orders) {
        t.rows << QList<TableCell>{swatchCell(swatch, name), TableCell(at, true), TableCell(rate, true), TableCell(orders)};
    };
    row(NapPrintStyle::tierSwatch(0, true), tr("Warned"), when([](int u) { return NapMfp::within90(u, m); }),
        QStringLiteral("0"), tr("Announce: within 10 % (15.97)."));
    const QStringList orders{tr("Demoralized: Attack becomes Engage (15.94, 15.95)."),
                             tr("Every order becomes March (15.93)."), tr("March only (15.93).")};
    for (int tier = 1; tier <= 3; ++tier) {
        row(NapPrintStyle::tierSwatch(tier), tr("Tier %1").arg(tier),
            when([tier](int u) { return NapMfp::tier(u, m) >= tier; }), PrintParts::signedNumber(-NapMfp::tierRate(tier)),
            orders.at(tier - 1));
    }
    return t;
}

QString NapCardTables::shockRule()
{
    int one = 0;
    int ten = 0;
    NapCheck::resolve(5, 1, true, &one);
    NapCheck::resolve(5, 10, true, &ten);
    return tr("Shock Combat Phase, a unit alone (15.28, B-3, B-9): a natural 1 gives T %1, a natural 10 gives T %2, for "
              "this check and to the end of the phase.")
        .arg(PrintParts::signedNumber(one), PrintParts::signedNumber(ten));
}

QString NapCardTables::rally()
{
    int night = 0;
    for (const NapChartRow &row : NapAdjustments::chart()) {
        if (row.key == QStringLiteral("n12"))
            night = row.value;
    }
    const NapSettings settings;
    const QString perFigure = NapMfp::text(NapMfp::eventHalf({NapMfpEvent::E03, 1, 0}, settings));
    return tr("Rally (B.4.4), out of enemy close-order and battery Minimum Fire Zones: T = CMR now, %1 at night (N12), "
              "+ the best officer seen (P06). Roll \u2264 T: rallied, Disordered; else failed; a second failure removes the "
              "unit (E03: %2 MFP per figure).")
        .arg(PrintParts::signedNumber(night), perFigure);
}

QString NapCardTables::disorderCleared()
{
    return tr("Disordered \u2192 Good (B.4.3): at the start of the Rally Phase, unless within the Minimum Fire Zone of "
              "enemy close-order foot or horse or of an unlimbered battery. No dice.");
}

} // namespace md::nap
