#include "ratio/print/SheetParts.h"

#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "ratio/print/RatioPrintParts.h"
#include "ratio/print/ResultStyle.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/rules/RatioMorale.h"

#include <QPainter>

#include <algorithm>

namespace md {

namespace {
constexpr qreal boxStep = PrintParts::boxSize + 2.0;
constexpr qreal groupGap = 3.0; // boxes come in fives, for counting at a glance
constexpr qreal labelWidth = 50.0; // the small labels left of a results row and of the point boxes

QString pieceName(const Piece &p) { return p.name.isEmpty() ? p.id : p.name; }

// "Sergeant, Corporal / Warder, 2 × Trooper"
QString crewRanks(const QList<Rank> &crew)
{
    QList<std::pair<Rank, int>> counts;
    for (Rank r : crew) {
        auto it = std::find_if(counts.begin(), counts.end(), [r](const auto &c) { return c.first == r; });
        if (it == counts.end())
            counts.append({r, 1});
        else
            ++it->second;
    }
    QStringList parts;
    for (const auto &[rank, count] : counts)
        parts << (count == 1 ? enumDisplayName(rank) : SheetParts::tr("%1 \u00d7 %2").arg(count).arg(enumDisplayName(rank)));
    return parts.join(QStringLiteral(", "));
}

// Options to circle on a blank sheet, e.g. the statuses C S B.
FlowBlock::Paint circleChoices(const QStringList &choices)
{
    return [choices](PrintPainter &p, const QRectF &r) {
        qreal x = r.left() + 1.0;
        const qreal pt = PrintParts::bodyPt;
        for (const QString &c : choices) {
            const qreal w = PrintFonts::width(c, pt) + 9.0;
            if (x + w > r.right() + 0.01)
                break;
            p.text(QRectF(x, r.top(), w, r.height()), c, pt, false, Qt::AlignLeft | Qt::AlignVCenter, PrintPainter::softInk());
            x += w;
        }
    };
}

QStringList statusLetters()
{
    return {ResultStyle::letter(FailureResult::Cautious), ResultStyle::letter(FailureResult::Shaken),
            ResultStyle::letter(FailureResult::Broken)};
}

// Tick boxes in groups of five from the rect's left, vertically centred; as many as fit.
void paintBoxRow(PrintPainter &p, const QRectF &r, int count, int crossed, int firstIndex)
{
    qreal x = r.left();
    const qreal top = r.center().y() - PrintParts::boxSize / 2;
    for (int i = 0; i < count; ++i) {
        const int index = firstIndex + i;
        if (index > 0 && index % 5 == 0 && i > 0)
            x += groupGap;
        p.tickBox(QRectF(x, top, PrintParts::boxSize, PrintParts::boxSize), index < crossed);
        x += boxStep;
    }
}

int boxesPerLine(qreal width)
{
    // Five boxes and a group gap at a time, so a line always ends on a whole group.
    const qreal group = 5 * boxStep + groupGap;
    const int groups = std::max(1, static_cast<int>((width + groupGap) / group));
    return groups * 5;
}

FlowBlock::Paint systemBoxes(const SystemTrack *track)
{
    return [track = track ? std::optional<SystemTrack>(*track) : std::nullopt](PrintPainter &p, const QRectF &r) {
        if (track && track->levels == 0) {
            p.text(r, SheetParts::tr("none"), PrintParts::bodyPt, false, Qt::AlignLeft | Qt::AlignVCenter);
            return;
        }
        const int levels = track ? track->levels : 3;
        const int lost = track ? track->levels - track->current : 0;
        paintBoxRow(p, QRectF(r.left(), r.top(), r.width(), r.height()), levels, lost, 0);
        if (track) {
            const qreal x = r.left() + levels * boxStep + 2.0;
            p.text(QRectF(x, r.top(), std::max(0.0, r.right() - x), r.height()),
                   SheetParts::tr("%1 of %2").arg(track->current).arg(track->levels), PrintParts::bodyPt, false,
                   Qt::AlignLeft | Qt::AlignVCenter);
        }
    };
}

// A tick box, then a text (struck through for a knocked-out weapon), then a note in small print.
FlowBlock::Paint boxAndText(bool crossed, const QString &text, bool struck = false, const QString &note = {})
{
    return [crossed, text, struck, note](PrintPainter &p, const QRectF &r) {
        const qreal pt = PrintParts::bodyPt;
        const qreal top = r.center().y() - PrintParts::boxSize / 2;
        p.tickBox(QRectF(r.left(), top, PrintParts::boxSize, PrintParts::boxSize), crossed);
        const qreal left = r.left() + boxStep + 1.0;
        const qreal available = std::max(0.0, r.right() - left);
        const QString shown = PrintFonts::elided(text, pt, false, available);
        const QRectF textRect(left, r.top(), available, r.height());
        p.text(textRect, shown, pt, false, Qt::AlignLeft | Qt::AlignVCenter);
        if (struck && !shown.isEmpty())
            p.strikeOut(textRect, shown, pt, false, Qt::AlignLeft);
        const qreal noteLeft = left + PrintFonts::width(shown, pt) + 4.0;
        if (!note.isEmpty() && noteLeft < r.right())
            p.text(QRectF(noteLeft, r.top(), r.right() - noteLeft, r.height()), note, PrintFonts::minimumPointSize, false,
                   Qt::AlignLeft | Qt::AlignVCenter, PrintPainter::softInk());
    };
}

// R12: a value that is the default at the start of a battle stays blank, to be pencilled in.
QString presenceText(Presence presence) { return presence == Presence::Active ? QString() : enumDisplayName(presence); }

FlowBlock::Paint statusPaint(MoraleStatus status)
{
    return [status](PrintPainter &p, const QRectF &r) {
        if (status == MoraleStatus::Normal)
            return; // the default at the start of a battle: blank, to be pencilled in (R12)
        qreal x = r.left();
        const qreal h = PrintFonts::lineHeight(PrintParts::bodyPt);
        const Swatch swatch = ResultStyle::swatch(RatioPrintParts::resultOf(status));
        p.swatchBox(QRectF(x, r.center().y() - h / 2, swatch.width, h), swatch);
        x += swatch.width + 3.0;
        p.text(QRectF(x, r.top(), std::max(0.0, r.right() - x), r.height()), enumDisplayName(status), PrintParts::bodyPt,
               true, Qt::AlignLeft | Qt::AlignVCenter);
    };
}

QString markerText(const PieceState &state)
{
    if (!state.marker)
        return {};
    QString text = SheetParts::tr("turn %1").arg(state.markerDueTurn);
    if (state.nbcPending)
        text = SheetParts::tr("%1, NBC").arg(text);
    return text;
}


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
} // namespace

QString SheetParts::sheetTitle() { return tr("Battlegroup Status Sheet"); }

void SheetParts::keepTogether(QList<FlowBlock> &blocks, qsizetype first)
{
    if (first < blocks.size())
        blocks[first].keepTogether = static_cast<int>(blocks.size() - first);
}

void SheetParts::appendVehicleForm(QList<FlowBlock> &blocks, const Battlegroup *bg, int unitIndex, const Piece *piece,
                                   qreal width)
{
    const bool blank = piece == nullptr;
    const auto value = [blank](const auto &make) { return blank ? QString() : make(); };

    FormField type{tr("Type"), 2.2, {}, {}};
    if (blank) {
        type.paint = [](PrintPainter &p, const QRectF &r) {
            qreal x = r.left();
            for (const QString &choice : {tr("Vehicle"), tr("Strongpoint")}) {
                const qreal w = boxStep + 1.0 + PrintFonts::width(choice, PrintParts::bodyPt) + 1.0;
                boxAndText(false, choice)(p, QRectF(x, r.top(), std::min(w, r.right() - x), r.height()));
                x += w + 6.0;
            }
        };
    } else {
        type.value = enumDisplayName(piece->kind);
        if (!piece->hasMovement)
            type.value = tr("%1, immobile").arg(type.value);
    }
    blocks << PrintParts::formRow(
        {{blank ? tr("Vehicle or strongpoint") : tr("Piece"), 2.6, value([&] { return pieceName(*piece); }), {}},
         type,
         {tr("Armor class"), 1.0, value([&] { return piece->armorClass; }), {}},
         {tr("Size"), 0.6, value([&] { return QString::number(piece->size); }), {}},
         {tr("Crew"), 0.6, value([&] { return QString::number(piece->crew.size()); }), {}},
         {tr("Crew ranks (R10)"), 2.4, value([&] { return crewRanks(piece->crew); }), {}}},
        width);

    blocks << PrintParts::formRow(
        {{tr("Movement rate"), 1.0, value([&] { return QString::number(piece->movementRate); }), {}},
         {tr("Current movement"), 1.0, value([&] { return QString::number(piece->currentMovement); }), {}},
         {tr("Movement levels"), 1.4, {}, systemBoxes(blank ? nullptr : &piece->movement)},
         {tr("Damage control"), 1.4, {}, systemBoxes(blank ? nullptr : &piece->damageControl)},
         {tr("Targeting"), 1.4, {}, systemBoxes(blank ? nullptr : &piece->targeting)},
         {tr("Targeting bonus"), 1.0, value([&] { return PrintParts::signedNumber(piece->targetingBonus); }), {}}},
        width);

    // R4: one point per working weapon system, three at most; the boxes mark knocked-out ones.
    constexpr int perRow = 4;
    const qsizetype weapons = blank ? perRow : std::max<qsizetype>(perRow, piece->weapons.size());
    for (qsizetype start = 0; start < weapons; start += perRow) {
        QList<FormField> fields;
        for (qsizetype i = start; i < start + perRow; ++i) {
            const QString label = tr("Weapon system %1").arg(i + 1);
            if (!blank && i < piece->weapons.size()) {
                const Weapon &w = piece->weapons.at(i);
                fields.append({label, 1.0, {}, boxAndText(w.knockedOut, w.name, w.knockedOut,
                                                          w.knockedOut ? tr("knocked out") : QString())});
            } else if (blank) {
                fields.append({label, 1.0, {}, boxAndText(false, {})});
            } else {
                fields.append({label, 1.0, {}, {}});
            }
        }
        blocks << PrintParts::formRow(fields, width);
    }

    FormField status{tr("Status (R7)"), 1.8, {}, {}};
    FormField marker{tr("Damage marker (R6)"), 1.3, {}, {}};
    QString starting;
    QString current;
    QString presence;
    if (blank) {
        status.paint = circleChoices(statusLetters());
        marker.paint = boxAndText(false, {});
    } else {
        status.paint = statusPaint(piece->state.status);
        marker.paint = boxAndText(piece->state.marker, markerText(piece->state));
        presence = presenceText(piece->state.presence);
        if (bg != nullptr && unitIndex >= 0) {
            const Unit &unit = bg->units.at(unitIndex);
            starting = QString::number(ratio::unitStarting(unit, bg->rules));
            current = QString::number(ratio::unitCurrent(unit, bg->rules));
        }
    }
    blocks << PrintParts::formRow({{tr("Morale level (R4)"), 1.1, starting, {}},
                                   {tr("Current morale level"), 1.3, current, {}},
                                   status,
                                   marker,
                                   {tr("On the table"), 1.8, presence, {}}},
                                  width);
}

void SheetParts::appendPointBoxes(QList<FlowBlock> &blocks, const QString &label, int starting, int lost, qreal width)
{
    const int perLine = boxesPerLine(width - labelWidth);
    const qreal lineHeight = PrintParts::boxSize + 3.0;
    for (int first = 0; first < std::max(starting, 1); first += perLine) {
        const int count = std::min(perLine, starting - first);
        const bool withLabel = first == 0;
        FlowBlock b;
        b.gapBefore = withLabel ? 3.0 : 0.0;
        b.height = lineHeight;
        b.keepWithNext = withLabel;
        b.paint = [=](PrintPainter &p, const QRectF &r) {
            if (withLabel)
                p.text(QRectF(r.left(), r.top(), labelWidth - 3.0, r.height()), label, PrintFonts::minimumPointSize, false,
                       Qt::AlignRight | Qt::AlignVCenter, PrintPainter::softInk());
            paintBoxRow(p, QRectF(r.left() + labelWidth, r.top(), r.width() - labelWidth, r.height()), count, lost, first);
        };
        blocks << b;
    }
}

void SheetParts::appendResultsRow(QList<FlowBlock> &blocks, const Battlegroup &bg, int unitIndex, qreal width)
{
    const Unit &unit = bg.units.at(unitIndex);
    const int starting = ratio::unitStarting(unit, bg.rules);
    const int current = ratio::unitCurrent(unit, bg.rules);
    // R8: the need each cell prints is the modified need the window shows and the roll uses, by the same
    // decision (R8 interpretation, who takes class and experience), NBC included while one is pending.
    const ratio::CheckFactors factors = ratio::unitCheckFactors(bg, unitIndex);
    const bool withFactors = !ratio::factorsFor(factors).isEmpty();
    QList<std::pair<QString, FailureResult>> cells;
    for (int remaining = 1; remaining <= starting; ++remaining) {
        const ratio::CheckAssessment a = ratio::assess(starting, remaining, factors);
        QString need;
        if (a.automatic == Automatic::Success)
            need = QStringLiteral("S");
        else if (a.automatic == Automatic::Failure)
            need = QStringLiteral("F");
        else
            need = QString::number(a.successFaces); // the modified need, 0-10 (R8)
        cells.append({need, a.failure});
    }

    constexpr qreal cw = 22.0;
    constexpr qreal ch = 15.0;
    const qreal numbersHeight = PrintFonts::lineHeight(PrintFonts::minimumPointSize) + 1.0;
    const int perLine = std::max(1, static_cast<int>((width - labelWidth) / cw));
    const QString needLabel = withFactors ? tr("Need (R8)") : tr("Need (R5)");
    for (int first = 1; first <= starting; first += perLine) {
        const int last = std::min(starting, first + perLine - 1);
        FlowBlock b;
        b.gapBefore = first == 1 ? 3.0 : 1.0;
        b.keepWithNext = true;
        b.height = numbersHeight + ch;
        b.paint = [=](PrintPainter &p, const QRectF &r) {
            const qreal pt = PrintFonts::minimumPointSize;
            const qreal top = r.top();
            p.text(QRectF(r.left(), top, labelWidth - 3.0, numbersHeight), tr("Remaining"), pt, false,
                   Qt::AlignRight | Qt::AlignVCenter, PrintPainter::softInk());
            p.text(QRectF(r.left(), top + numbersHeight, labelWidth - 3.0, ch), needLabel, pt, false,
                   Qt::AlignRight | Qt::AlignVCenter, PrintPainter::softInk());
            for (int remaining = first; remaining <= last; ++remaining) {
                const qreal x = r.left() + labelWidth + (remaining - first) * cw;
                p.text(QRectF(x, top, cw, numbersHeight), QString::number(remaining), pt, false, Qt::AlignCenter);
                const QRectF cell(x, top + numbersHeight, cw, ch);
                const auto &[need, failure] = cells.at(remaining - 1);
                p.swatchCell(cell, ResultStyle::swatch(failure), need, 8.0);
                p.frame(cell, 0.3, PrintPainter::softInk());
                if (remaining == current)
                    p.frame(cell, 2.0, PrintPainter::ink());
            }
        };
        blocks << b;
    }
}

FlowBlock SheetParts::enduranceBar(int total, int lost, qreal width)
{
    // R11: losses reach the breaking point at 50 % (2 × lost >= total), i.e. from (total + 1) / 2 lost.
    const int breakAt = (total + 1) / 2;
    const int percent = total > 0 ? (100 * lost) / total : 0;
    const bool broken = total > 0 && 2 * lost >= total;
    const QString text = tr("Endurance (R11): %1 points, the sum of the units' starting morale levels. Lost: %2 (%3 %). "
                            "Breaking point at 50 %: %4 or more points lost.")
                             .arg(total).arg(lost).arg(percent).arg(breakAt);
    const qreal pt = PrintParts::bodyPt;
    const qreal textHeight = PrintFonts::wrappedHeight(text, pt, false, width) + 3.0;
    constexpr qreal barHeight = 14.0;
    const qreal scaleHeight = PrintFonts::lineHeight(PrintFonts::minimumPointSize) + 1.0;
    FlowBlock b;
    b.gapBefore = 8.0;
    b.height = textHeight + barHeight + scaleHeight;
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        p.paragraph(QRectF(r.left(), r.top(), r.width(), textHeight), text, pt);
        const QRectF bar(r.left(), r.top() + textHeight, r.width(), barHeight);
        p.fill(bar, Qt::white);
        if (total > 0) {
            const qreal lostWidth = bar.width() * std::min(lost, total) / total;
            p.swatchFill(QRectF(bar.left(), bar.top(), lostWidth, bar.height()),
                         ResultStyle::swatch(broken ? FailureResult::Eliminated : FailureResult::Broken));
            // One tick per point where there is room for a pencil mark, else every 5th or 10th.
            const qreal perPoint = bar.width() / total;
            const int step = perPoint >= 3.0 ? 1 : perPoint * 5 >= 3.0 ? 5 : perPoint * 10 >= 3.0 ? 10 : 50;
            for (int i = step; i < total; i += step) {
                const qreal x = bar.left() + perPoint * i;
                p.line(QPointF(x, bar.bottom() - 4.0), QPointF(x, bar.bottom()), 0.3, PrintPainter::softInk());
            }
        }
        p.frame(bar, 0.7);
        const qreal mid = bar.left() + bar.width() / 2;
        p.line(QPointF(mid, bar.top() - 1.0), QPointF(mid, bar.bottom() + 1.0), 2.0);
        const qreal y = bar.bottom() + 1.0;
        const qreal pt7 = PrintFonts::minimumPointSize;
        p.text(QRectF(bar.left(), y, 60.0, scaleHeight), QStringLiteral("0"), pt7, false, Qt::AlignLeft | Qt::AlignTop);
        p.text(QRectF(bar.right() - 60.0, y, 60.0, scaleHeight), QString::number(total), pt7, false, Qt::AlignRight | Qt::AlignTop);
        p.text(QRectF(mid - 100.0, y, 200.0, scaleHeight), tr("50 %: %1 lost").arg(breakAt), pt7, true, Qt::AlignCenter);
    };
    return b;
}

PrintTable SheetParts::pieceTable(const Battlegroup &bg, const Unit &unit, const QList<int> &pieces, const QString &caption)
{
    PrintTable t;
    t.caption = caption;
    t.continuedCaption = tr("%1 (continued)").arg(unit.name);
    t.columns = {{tr("#"), 0.45, Qt::AlignRight},     {tr("Piece"), 2.6},  {tr("Rank / type"), 2.0},
                 {tr("Points"), 0.8, Qt::AlignCenter}, {tr("Losses"), 1.3}, {tr("On the table"), 1.7},
                 {tr("Status (R7)"), 1.5},             {tr("Marker (R6)"), 1.7}};
    int number = 0;
    for (int index : pieces) {
        const Piece &p = unit.pieces.at(index);
        QString type;
        if (p.isRobotKind() || p.style == MoraleStyle::Robot)
            type = tr("%1, size %2").arg(enumDisplayName(p.kind)).arg(p.size);
        else if (p.kind == PieceKind::Soldier)
            type = enumDisplayName(p.rank);
        else
            type = enumDisplayName(p.kind);
        if (p.moraleOfficer)
            type = tr("%1, morale officer").arg(type);
        if (p.crewSurvivor)
            type = tr("%1, crew").arg(type);
        const int starting = ratio::startingPoints(p, bg.rules);
        const int current = ratio::currentPoints(p, bg.rules);
        const QString points = starting > 0 ? tr("%1/%2").arg(current).arg(starting) : QString::number(current);
        // A soldier is one box (his points go with him); a robot has one box per point (R3).
        const int boxes = p.style == MoraleStyle::Robot ? std::max(starting, 1) : 1;
        const int crossed = p.style == MoraleStyle::Robot ? std::max(0, starting - current) : (current == 0 ? 1 : 0);
        t.rows << QList<TableCell>{TableCell(QString::number(++number)),
                                   TableCell(pieceName(p)),
                                   TableCell(type),
                                   TableCell(points),
                                   PrintParts::boxesCell(boxes, crossed),
                                   TableCell(presenceText(p.state.presence)),
                                   p.state.status == MoraleStatus::Normal ? TableCell() : RatioPrintParts::statusCell(p.state.status),
                                   paintCell(PrintFonts::lineHeight(PrintParts::bodyPt),
                                             boxAndText(p.state.marker, markerText(p.state)))};
    }
    return t;
}

PrintTable SheetParts::blankSoldierTable(int rows)
{
    PrintTable t;
    t.caption = tr("Soldiers: cross Lost for a casualty; tick Marker when the unit suffers a loss (R6); circle a status (R7)");
    t.continuedCaption = tr("Soldiers (continued)");
    t.pt = PrintParts::smallPt;
    t.columns = {{tr("#"), 0.45, Qt::AlignRight}, {tr("Name"), 3.0},  {tr("Rank"), 1.8}, {tr("Points"), 0.8},
                 {tr("Lost"), 0.7},               {tr("Marker"), 0.9}, {tr("Status"), 1.3}};
    for (int i = 1; i <= rows; ++i) {
        t.rows << QList<TableCell>{TableCell(QString::number(i)), writingCell(), writingCell(), writingCell(),
                                   PrintParts::boxesCell(1, 0), PrintParts::boxesCell(1, 0),
                                   paintCell(11.0, circleChoices(statusLetters()))};
    }
    return t;
}

PrintTable SheetParts::blankRobotTable(int rows)
{
    PrintTable t;
    t.caption = tr("Pieces: size + 2 points each (R3); cross a box per penetrating hit");
    t.continuedCaption = tr("Pieces (continued)");
    t.pt = PrintParts::smallPt;
    const QStringList kinds{tr("Warbot"), tr("Wardrone")};
    t.columns = {{tr("#"), 0.45, Qt::AlignRight}, {tr("Name"), 2.4},   {tr("Kind (circle)"), 1.9}, {tr("Size"), 0.6},
                 {tr("Morale level"), 0.9},       {tr("Hits"), 1.1},   {tr("Marker"), 0.8},        {tr("Status"), 1.3}};
    for (int i = 1; i <= rows; ++i) {
        t.rows << QList<TableCell>{TableCell(QString::number(i)), writingCell(),
                                   paintCell(11.0, circleChoices(kinds)), writingCell(), writingCell(),
                                   PrintParts::boxesCell(4, 0), PrintParts::boxesCell(1, 0),
                                   paintCell(11.0, circleChoices(statusLetters()))};
    }
    return t;
}

FlowBlock SheetParts::unitHeading(const Battlegroup &bg, int unitIndex, qreal width)
{
    const Unit &unit = bg.units.at(unitIndex);
    QStringList details{enumDisplayName(unit.kind)};
    // R8 interpretation: a robot unit has no class or experience to print.
    const bool offersClass = ratio::offersClassAndExperience(unit);
    if (bg.rules.moraleClasses && offersClass)
        details << enumDisplayName(bg.moraleClassOf(unit));
    if (bg.rules.experience && offersClass)
        details << enumDisplayName(bg.experienceOf(unit));
    if (bg.rules.nbc)
        details << (bg.nbcEquippedOf(unit) ? tr("NBC-equipped") : tr("not NBC-equipped"));

    // The unit's check as a soldier of it would make it now (R5, R8).
    const ratio::CheckAssessment a = ratio::assessUnit(bg, unitIndex);
    details << tr("starting level %1, current %2, ratio %3").arg(a.starting).arg(a.current).arg(ratio::formatRatio(a.ratioHundredths));
    switch (a.automatic) {
    case Automatic::Success:
        details << tr("S: no check needed");
        break;
    case Automatic::Destroyed:
        details << tr("destroyed: no roll possible");
        break;
    case Automatic::Failure:
        details << tr("F: automatic failure, %1").arg(enumDisplayName(a.failure));
        break;
    case Automatic::None: {
        QString need = tr("need %1").arg(a.need.value_or(0));
        if (a.modifiedNeed && a.modifiedNeed != a.need)
            need = tr("%1 (%2 with factors)").arg(need).arg(std::clamp(*a.modifiedNeed, 0, 10));
        details << tr("%1, failure %2").arg(need, enumDisplayName(a.failure));
        break;
    }
    }
    const QString title = unit.name;
    const QString line = details.join(QStringLiteral(" \u00b7 "));
    constexpr qreal titlePt = 10.5;
    const qreal titleHeight = PrintFonts::wrappedHeight(title, titlePt, true, width);
    const qreal lineHeight = PrintFonts::wrappedHeight(line, PrintParts::bodyPt, false, width);
    FlowBlock b;
    b.gapBefore = 10.0;
    b.keepWithNext = true;
    constexpr qreal ruleSpace = 4.0; // a thin rule above each unit separates it from the one before
    b.height = ruleSpace + titleHeight + 1.0 + lineHeight + 1.0;
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        p.line(QPointF(r.left(), r.top() + 0.5), QPointF(r.right(), r.top() + 0.5), 0.6, PrintPainter::softInk());
        const qreal top = r.top() + ruleSpace;
        p.paragraph(QRectF(r.left(), top, r.width(), titleHeight), title, titlePt, true);
        p.paragraph(QRectF(r.left(), top + titleHeight + 1.0, r.width(), lineHeight), line, PrintParts::bodyPt);
    };
    return b;
}

} // namespace md
