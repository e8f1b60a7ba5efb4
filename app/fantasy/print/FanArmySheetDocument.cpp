#include "fantasy/print/FanArmySheetDocument.h"

#include "fantasy/print/FanPrintStyle.h"
#include "fantasy/print/FanSheetParts.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanTiming.h"
#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "print/PrintParts.h"

#include <algorithm>

namespace md::fantasy {

namespace {
using Doc = FanArmySheetDocument;

constexpr qreal tablePt = PrintParts::smallPt;
constexpr qreal reminderPt = PrintParts::labelPt;
// PrintParts keeps this much room left and right of a cell's content; a state's fill covers it, less a hairline
// so the grid stays visible.
constexpr qreal cellPadH = 3.0;
constexpr qreal filledPadding = 0.8; // 16 units a side and the reminder on one landscape A4 page
constexpr qreal blankPadding = 1.6;  // rows of 4.7 mm: room for a pencil, and 12 a side on a landscape page
constexpr qreal tallyGap = 3.0;      // after the fifth box: half the unit at a glance

QString dash() { return QStringLiteral("–"); }

// C.3 step 1 (C-11, C-12): the unit's loss step, nullopt when every figure is lost; a count out of range (a file
// being mended) reads as the nearest one that is not.
std::optional<int> lossStepOf(const FanUnit &u)
{
    return FanLosses::lossStep(u.startFigures, std::clamp(u.currentFigures, 0, std::max(u.startFigures, 0)));
}

QString stateLetters() { return Doc::tr("R Rt UA D X", "states to circle: routing, retiring, UA, disordered, destroyed"); }

QString sideName(const FanBattle &battle, int side)
{
    const QString &name = battle.sides[static_cast<size_t>(side)].name;
    return name.trimmed().isEmpty() ? Doc::tr("Side %1").arg(side + 1) : name;
}

QString unitName(const FanUnit &u)
{
    const QString name = u.name.trimmed().isEmpty() ? u.id : u.name;
    if (u.kind == FanUnitKind::Regiment)
        return name;
    return Doc::tr("%1 (%2)", "a unit and its kind").arg(name, enumNameInSentence(u.kind));
}

QString classText(const FanProfile *profile, FanClass c)
{
    const QString letter = enumKey(c);
    const QString name = profile ? profile->classNameOf(c).trimmed() : QString();
    return name.isEmpty() ? letter : Doc::tr("%1 (%2)", "a class's letter and the race's name for it").arg(letter, name);
}

QString stateText(const FanUnit &u)
{
    // The Due column says a Disordered unit waits for its Reform order: the short name keeps the row one line.
    QString s = u.state == FanUnitState::Disordered ? Doc::tr("Disordered") : enumDisplayName(u.state);
    if (u.wounded)
        s = Doc::tr("%1, wounded").arg(s);
    return s;
}

// "UA" where "Uncontrolled Advance" does not fit: the Due column and the reminder say what it is.
QString shortStateText(const FanUnit &u)
{
    if (u.state != FanUnitState::UncontrolledAdvance)
        return stateText(u);
    return FanPrintStyle::shortName(FanResult::UncontrolledAdvance);
}

// What is due for the unit, and when (C.4); `result` the pending result's colour, where there is one.
QString dueText(const FanBattle &b, const FanUnit &u, const QStringList &rallyQueue, std::optional<FanResult> *result)
{
    if (u.gone())
        return {};
    if (u.pending) {
        const FanPending &p = *u.pending;
        *result = p.result;
        if (u.kind == FanUnitKind::Character && p.trigger == FanTrigger::Rally) // C.4.1
            return Doc::tr("Rallies: end of turn %1, phase 1").arg(p.due.turn);
        if (p.result == FanResult::UncontrolledAdvance && u.state == FanUnitState::UncontrolledAdvance) {
            // C.4.1: a delayed charge is made in phase 1 (cleared as phase 2 begins), another completes in phase 9.
            if (p.due.phase == 2)
                return Doc::tr("UA charge: turn %1, phase 1").arg(p.due.turn);
            return Doc::tr("UA charge by turn %1, phase 9").arg(p.due.turn);
        }
        if (p.trigger == FanTrigger::Rally) // C.4.2: a failed rally's next rout move
            return Doc::tr("Rout move: %1").arg(FanEngine::momentText(p.due));
        return Doc::tr("%1: %2", "a result and when it is carried out").arg(enumDisplayName(p.result), FanEngine::momentText(p.due));
    }
    if (u.state == FanUnitState::Disordered)
        return Doc::tr("Reform order"); // C.4.2
    if (u.state == FanUnitState::Routing && u.kind != FanUnitKind::Character && u.routedAt) {
        if (rallyQueue.contains(u.id))
            return Doc::tr("Rally test now");
        const FanMoment first = FanTiming::firstRally(*u.routedAt);
        if (first > b.now)
            return Doc::tr("Rally: %1").arg(FanEngine::momentText(first));
        return Doc::tr("Rally: next phase 11");
    }
    return {};
}

// Why the unit takes no test, or none now (C.2).
QString exemptText(const FanBattle &b, const FanUnit &u)
{
    if (u.gone())
        return {};
    QStringList why;
    const FanProfile *profile = b.profile(u.race);
    switch (u.kind) {
    case FanUnitKind::Character:
        why << Doc::tr("Never tests");
        break;
    case FanUnitKind::Skeletons:
        why << (u.controllerId.isEmpty() ? Doc::tr("Never test")
                                         : Doc::tr("Never test; go with %1").arg(FanEngine::nameOf(b, u.controllerId)));
        break;
    case FanUnitKind::Monster:
        if (profile && profile->whenToTest.isEmpty())
            why << Doc::tr("Never tests: no trigger (C-15)");
        break;
    case FanUnitKind::Regiment:
        break;
    }
    if (u.exemptThroughTurn >= b.now.turn)
        why << Doc::tr("Spell: to turn %1").arg(u.exemptThroughTurn);
    if (!profile)
        why << Doc::tr("No sheet for its race");
    return why.join(Doc::tr("; ", "between exemptions"));
}

// A cell filled with the state's tint, its name on it: `text`, or where that does not fit on one line `shortText`
// (the cell is as tall as `shortText`).
TableCell stateCell(const QString &text, const QString &shortText, const Swatch &swatch, qreal padding)
{
    TableCell cell(shortText);
    cell.paint = [text, shortText, swatch, padding](PrintPainter &p, const QRectF &r) {
        if (swatch.colour.isValid()) {
            const QRectF whole = r.adjusted(-cellPadH + 0.5, -padding + 0.5, cellPadH - 0.5, padding - 0.5);
            p.fill(whole, p.greyscale() ? swatch.greyscale : swatch.colour);
        }
        p.paragraph(r, PrintFonts::width(text, tablePt) <= r.width() ? text : shortText, tablePt);
    };
    return cell;
}

// One line, cut short where the column is narrow: a race's name is the same on many rows and must not make each
// of them tall.
TableCell lineCell(const QString &text)
{
    TableCell cell;
    cell.height = [](qreal) { return PrintFonts::lineHeight(tablePt); };
    cell.paint = [text](PrintPainter &p, const QRectF &r) { p.text(r, text, tablePt, false, Qt::AlignLeft | Qt::AlignTop); };
    return cell;
}

// An empty cell with room for a pencilled word.
TableCell writingCell()
{
    TableCell cell;
    cell.height = [](qreal) { return PrintFonts::lineHeight(tablePt); };
    cell.paint = [](PrintPainter &, const QRectF &) {};
    return cell;
}

// Ten boxes, one per 10 % of the starting figures lost, a little apart after the fifth; narrower when the
// column is.
TableCell tallyCell()
{
    TableCell cell;
    cell.height = [](qreal) { return PrintParts::boxSize + 2.0; };
    cell.paint = [](PrintPainter &p, const QRectF &r) {
        const qreal step = std::min(PrintParts::boxSize + 2.0, (r.width() - tallyGap + 2.0) / Doc::tallyBoxes);
        const qreal box = std::max(3.0, step - 2.0);
        qreal x = r.left();
        for (int i = 0; i < Doc::tallyBoxes; ++i) {
            if (i == Doc::tallyBoxes / 2)
                x += tallyGap;
            p.tickBox(QRectF(x, r.top() + 1.0, box, box), false);
            x += step;
        }
    };
    return cell;
}

// A state's letters to circle on a blank row (the reminder says what they stand for).
TableCell stateChoicesCell()
{
    const QString letters = stateLetters();
    TableCell cell;
    cell.height = [letters](qreal width) { return PrintFonts::wrappedHeight(letters, PrintParts::labelPt, false, width); };
    cell.paint = [letters](PrintPainter &p, const QRectF &r) {
        p.paragraph(r, letters, PrintParts::labelPt, false, Qt::AlignLeft, PrintPainter::softInk());
    };
    return cell;
}

// The table's columns, the same for both sides. The numbers and the class as wide as their widest value and their
// header (on narrow paper its longest word: the header wraps, never a number or a word), the ten loss boxes as wide
// as the boxes; the other words share what is left in proportion.
QList<TableColumn> sheetColumns(const FanBattle &battle, bool blank, qreal width)
{
    const bool roomy = width >= 650.0;
    const auto fitted = [roomy](const QString &title, const QStringList &values = {}, bool bold = false) {
        qreal w = 0;
        for (const QString &part : roomy ? QStringList{title} : title.split(u' ', Qt::SkipEmptyParts))
            w = std::max(w, PrintFonts::width(part, tablePt, true));
        for (const QString &v : values)
            w = std::max(w, PrintFonts::width(v, tablePt, bold));
        return w + 2 * cellPadH + 2.0;
    };
    QStringList figures{QStringLiteral("888")};
    QStringList classes;
    for (const FanSide &side : battle.sides) {
        for (const FanUnit &u : side.units) {
            figures << QString::number(u.startFigures) << QString::number(u.currentFigures);
            classes << classText(battle.profile(u.race), u.moraleClass);
        }
    }
    const QString state = Doc::tr("State");
    const QString lost = blank ? Doc::tr("Lost: a box per 10 %") : Doc::tr("Lost");
    const qreal tallyWidth = Doc::tallyBoxes * (PrintParts::boxSize + 2.0) + tallyGap + 2 * cellPadH;
    const qreal stateWidth = std::max(fitted(state), PrintFonts::width(stateLetters(), PrintParts::labelPt) + 2 * cellPadH + 2.0);
    const TableColumn unit(Doc::tr("Unit"), 2.1);
    const TableColumn race(Doc::tr("Race"), 1.8);
    const TableColumn klass(Doc::tr("Class"), std::min(fitted(Doc::tr("Class"), classes), width * 0.16));
    const TableColumn start(Doc::tr("Start"), fitted(Doc::tr("Start"), figures), Qt::AlignCenter);
    const TableColumn now(Doc::tr("Now"), fitted(Doc::tr("Now"), figures), Qt::AlignCenter);
    const TableColumn loss = blank ? TableColumn(lost, std::max(tallyWidth, fitted(lost)))
                                   : TableColumn(lost, fitted(lost, {Doc::tr("all lost"), QStringLiteral("90 %")}), Qt::AlignCenter);
    const TableColumn bmv(Doc::tr("BMV now"), fitted(Doc::tr("BMV now"), {QStringLiteral("−88")}, true), Qt::AlignCenter);
    const TableColumn stateColumn(state, blank ? stateWidth : 1.65);
    const TableColumn due(Doc::tr("Due"), blank ? 1.8 : 2.1);
    const TableColumn exempt(Doc::tr("Exempt"), blank ? 1.3 : 2.1);

    QList<TableColumn> out{unit, race, klass, start, now, loss, bmv, stateColumn, due, exempt};
    // Unit, Race, Due and Exempt (and the filled sheet's State) share what the others leave.
    QList<qsizetype> shared{0, 1, 8, 9};
    if (!blank)
        shared << 7;
    qreal used = 0;
    qreal weights = 0;
    for (qsizetype i = 0; i < out.size(); ++i) {
        if (shared.contains(i))
            weights += out.at(i).weight;
        else
            used += out.at(i).weight;
    }
    // On paper too narrow for all of it the words keep half the width; the table is proportional, so it still fits.
    const qreal share = std::max(width - used, width * 0.5) / weights;
    for (qsizetype i : shared)
        out[i].weight *= share;
    return out;
}

struct ReminderItem
{
    QString label;
    QString text;
};

// One line of the reminder's grid: up to `columns` items side by side, each its bold label and wrapped text.
FlowBlock reminderRow(const QList<ReminderItem> &items, int columns, qreal labelWidth, qreal width)
{
    constexpr qreal columnGap = 14.0;
    const qreal itemWidth = (width - (columns - 1) * columnGap) / columns;
    const qreal textWidth = std::max(20.0, itemWidth - labelWidth);
    qreal height = PrintFonts::lineHeight(reminderPt, true);
    for (const ReminderItem &item : items)
        height = std::max(height, PrintFonts::wrappedHeight(item.text, reminderPt, false, textWidth));
    FlowBlock b;
    b.gapBefore = 2.0;
    b.height = height;
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        for (qsizetype i = 0; i < items.size(); ++i) {
            const qreal left = r.left() + static_cast<qreal>(i) * (itemWidth + columnGap);
            p.text(QRectF(left, r.top(), labelWidth - 4.0, PrintFonts::lineHeight(reminderPt, true)), items.at(i).label,
                   reminderPt, true, Qt::AlignLeft | Qt::AlignTop);
            p.paragraph(QRectF(left + labelWidth, r.top(), textWidth, r.height()), items.at(i).text, reminderPt);
        }
    };
    return b;
}
} // namespace

FanArmySheetDocument::FanArmySheetDocument(FanBattle battle) : m_battle(std::move(battle)) {}

FanArmySheetDocument::FanArmySheetDocument(int unitRows) : m_blank(true), m_unitRows(std::clamp(unitRows, 1, maxBlankUnits)) {}

std::optional<int> FanArmySheetDocument::bmvNow(const FanBattle &battle, const FanUnit &unit)
{
    // C.2, C-14: characters and skeletons never test; C-15: nor a monster whose sheet lists no trigger.
    if (unit.kind == FanUnitKind::Character || unit.kind == FanUnitKind::Skeletons || unit.gone())
        return std::nullopt;
    const FanProfile *profile = battle.profile(unit.race);
    if (!profile || (unit.kind == FanUnitKind::Monster && profile->whenToTest.isEmpty()))
        return std::nullopt;
    // C.3 step 1: losses rounded down to 10 % of the recorded start (C-11); every figure lost: no column (C-12).
    const std::optional<int> step = lossStepOf(unit);
    const QList<int> &row = profile->bmvOf(unit.moraleClass);
    if (!step || *step / 10 >= row.size())
        return std::nullopt;
    return row.at(*step / 10); // C.3 step 2
}

Swatch FanArmySheetDocument::stateSwatch(FanUnitState state)
{
    // The roster's tints (FanRosterModel), light enough for black text; in greyscale a grey of each one's lightness.
    switch (state) {
    case FanUnitState::Routing:
        return {QColor(0xf4, 0xc7, 0xc3), QColor(0xc8, 0xc8, 0xc8), Swatch::Hatch::None, {}, 11.0};
    case FanUnitState::Retiring:
        return {QColor(0xfc, 0xe8, 0xb2), QColor(0xe0, 0xe0, 0xe0), Swatch::Hatch::None, {}, 11.0};
    case FanUnitState::UncontrolledAdvance:
        return {QColor(0xc6, 0xda, 0xfc), QColor(0xd8, 0xd8, 0xd8), Swatch::Hatch::None, {}, 11.0};
    case FanUnitState::Disordered:
        return {QColor(0xe1, 0xd5, 0xf0), QColor(0xe8, 0xe8, 0xe8), Swatch::Hatch::None, {}, 11.0};
    case FanUnitState::Destroyed:
        return {QColor(0xdd, 0xdd, 0xdd), QColor(0xdd, 0xdd, 0xdd), Swatch::Hatch::None, {}, 11.0};
    case FanUnitState::Normal:
        break;
    }
    return {};
}

QString FanArmySheetDocument::title() const { return tr("Fantasy Army Morale Sheet"); }

QString FanArmySheetDocument::subtitle() const
{
    if (m_blank)
        return tr("Blank: may be photocopied");
    const QString name = m_battle.name.trimmed().isEmpty() ? tr("Unnamed battle") : m_battle.name;
    return tr("%1 · %2", "the battle and its turn and phase").arg(name, FanEngine::momentText(m_battle.now));
}

QString FanArmySheetDocument::footer() const { return FanPrintStyle::footer(); }

QList<FlowBlock> FanArmySheetDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    QList<FlowBlock> list;
    if (m_blank) {
        // The filled sheet has these in every page's header (subtitle()); the blank one has room to write them.
        QList<FormField> fields{{tr("Battle"), 3.0, {}, {}}, {tr("Turn"), 0.7, {}, {}}, {tr("Phase (1–11)"), 1.1, {}, {}}};
        for (int side = 0; side < FanBattle::sideCount; ++side)
            fields << FormField{tr("Side %1").arg(side + 1), 2.2, {}, {}};
        list << PrintParts::formRow(fields, width);
    }
    for (int side = 0; side < FanBattle::sideCount; ++side)
        appendSide(list, side, width);
    appendReminder(list, width);
    return list;
}

void FanArmySheetDocument::appendSide(QList<FlowBlock> &blocks, int side, qreal width) const
{
    const qsizetype first = blocks.size();
    const QList<FanUnit> &units = m_battle.sides[static_cast<size_t>(side)].units;
    PrintTable t;
    t.pt = tablePt;
    t.gapBefore = 8.0;
    t.padding = m_blank ? blankPadding : filledPadding;
    t.caption = m_blank ? tr("Side %1").arg(side + 1) : sideName(m_battle, side);
    t.columns = sheetColumns(m_battle, m_blank, width);
    if (m_blank) {
        for (int i = 0; i < m_unitRows; ++i)
            t.rows << QList<TableCell>{writingCell(), writingCell(), writingCell(), writingCell(), writingCell(),
                                       tallyCell(),   writingCell(), stateChoicesCell(), writingCell(), writingCell()};
        PrintParts::appendTable(blocks, t, width);
        FanSheetParts::keepTogether(blocks, first);
        return;
    }
    if (units.isEmpty()) {
        PrintParts::appendParagraph(blocks, t.caption, width, tablePt + 0.5, t.gapBefore, true, true);
        PrintParts::appendParagraph(blocks, tr("No units on this side yet."), width, PrintParts::smallPt);
        return;
    }
    const QStringList queue = FanEngine::rallyQueue(m_battle);
    for (const FanUnit &u : units) {
        const FanProfile *profile = m_battle.profile(u.race);
        const std::optional<int> step = lossStepOf(u);
        const std::optional<int> bmv = bmvNow(m_battle, u);
        std::optional<FanResult> dueResult;
        TableCell due(dueText(m_battle, u, queue, &dueResult));
        if (dueResult) {
            Swatch s = FanPrintStyle::swatch(*dueResult);
            s.width = 8.0;
            due.swatch = s;
        }
        t.rows << QList<TableCell>{
            TableCell(unitName(u), true),
            lineCell(u.race),
            TableCell(classText(profile, u.moraleClass)),
            TableCell(QString::number(u.startFigures)),
            TableCell(QString::number(u.currentFigures)),
            TableCell(step ? tr("%1 %", "a loss step").arg(*step) : u.currentFigures <= 0 ? tr("all lost") : dash()),
            TableCell(bmv ? FanPrintStyle::number(*bmv) : dash(), true),
            stateCell(stateText(u), shortStateText(u), stateSwatch(u.state), t.padding),
            due,
            TableCell(exemptText(m_battle, u)),
        };
    }
    PrintParts::appendTable(blocks, t, width);
    FanSheetParts::keepTogether(blocks, first);
}

void FanArmySheetDocument::appendReminder(QList<FlowBlock> &blocks, qreal width) const
{
    if (!m_blank && m_battle.now.phase == FanMoment::phases) {
        // C.4.2, C-5: the routing units that try to rally now, in roster order.
        QString text;
        if (m_battle.now.half != 1) {
            text = tr("Rally: the rally round is over (second half of phase 11); a unit routed now first tries in phase "
                      "11 of the next turn (C.4.2).");
        } else {
            QStringList names;
            const QStringList queue = FanEngine::rallyQueue(m_battle);
            for (qsizetype i = 0; i < queue.size(); ++i)
                names << tr("%1. %2", "a place in the rally queue and a unit").arg(i + 1).arg(FanEngine::nameOf(m_battle, queue.at(i)));
            text = names.isEmpty() ? tr("Rally queue (first half of phase 11, C.4.2): no routing unit may try to rally now.")
                                   : tr("Rally queue (first half of phase 11, C.4.2): %1.").arg(names.join(tr(", ", "between units")));
        }
        PrintParts::appendParagraph(blocks, text, width, PrintParts::bodyPt, 8.0, true);
    }

    QList<ReminderItem> items{
        {tr("Test (C.3)"),
         tr("FMV = BMV + modifiers + D4, read in the class's Morale Results on the race's sheet. Losses are rounded down "
            "to 10 % of the starting figures (C-11).")},
        {tr("BMV now"),
         m_blank ? tr("The class's BMV on the race's sheet at the boxes ticked: a box per 10 % of the starting figures lost.")
                 : tr("The class's BMV on the race's sheet at the loss step, before modifiers; “–” when the "
                      "unit never tests or the sheet has no value there.")},
        {tr("Timing (C.4)"),
         tr("At once, but a post-combat result and a Retire obtained in phase 11: in phase 1 of the next turn. UA "
            "charges in phase 4 or 6 if not yet moved, else in phase 1 next turn.")},
        {tr("Rally (C.4.2)"),
         tr("In the first half of phase 11, from the phase 11 after the rout. Carry On or UA: rallied, Disordered until "
            "a Reform order; Rout or Retire: another rout move in phase 1.")},
        {tr("No test (C.2)"),
         tr("Characters and skeletons never test; skeletons go at once when their controller is wounded or killed "
            "(C-14). Every figure lost: destroyed (C-12).")},
    };
    if (m_blank)
        items << ReminderItem{tr("State"), tr("Circle one: R routing, Rt retiring, UA Uncontrolled Advance, D disordered "
                                              "(waits for a Reform order), X destroyed.")};
    qreal labelWidth = 0;
    for (const ReminderItem &item : items)
        labelWidth = std::max(labelWidth, PrintFonts::width(item.label, reminderPt, true) + 6.0);
    // Two columns on a wide page keep the reminder short enough for a full side of units above it.
    const int columns = width >= 600.0 ? 2 : 1;
    const qsizetype first = blocks.size();
    FlowBlock rule;
    rule.gapBefore = 8.0;
    rule.height = 1.0;
    rule.keepWithNext = true;
    rule.paint = [](PrintPainter &p, const QRectF &r) {
        p.line(QPointF(r.left(), r.top() + 0.5), QPointF(r.right(), r.top() + 0.5), 0.5, PrintPainter::softInk());
    };
    blocks << rule;
    for (qsizetype i = 0; i < items.size(); i += columns)
        blocks << reminderRow(items.mid(i, columns), columns, labelWidth, width);
    FanSheetParts::keepTogether(blocks, first);
}

} // namespace md::fantasy
