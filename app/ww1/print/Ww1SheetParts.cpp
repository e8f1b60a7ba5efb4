#include "ww1/print/Ww1SheetParts.h"

#include "kernel/EnumText.h"
#include "print/PrintFonts.h"
#include "print/PrintPainter.h"
#include "ww1/print/Ww1PrintStyle.h"
#include "ww1/rules/Ww1GroupRules.h"

#include <algorithm>
#include <optional>

namespace md::ww1 {

namespace {
constexpr qreal boxStep = PrintParts::boxSize + 2.0;
constexpr qreal groupGap = 3.0;     // tally boxes come in fives, for counting at a glance
constexpr qreal labelWidth = 50.0;  // the small label left of the tally boxes
constexpr qreal markPt = PrintFonts::minimumPointSize;
constexpr qreal thresholdColumnMin = 19.0; // one starting size of the thresholds table, in points
constexpr qreal thresholdColumnTight = 17.0; // the same when the whole table fits on one strip

constexpr Ww1Condition kConditions[] = {Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3};

QString conditionShort(Ww1Condition c) { return enumKey(c).toUpper(); }

int boxesPerLine(qreal width)
{
    // Five boxes and a gap at a time, so a line always ends on a whole five.
    const qreal five = 5 * boxStep + groupGap;
    return std::max(1, static_cast<int>((width + groupGap) / five)) * 5;
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

TableCell tickCell(bool crossed)
{
    return paintCell(PrintParts::boxSize + 2.0, [crossed](PrintPainter &p, const QRectF &r) {
        p.tickBox(QRectF(r.left(), r.center().y() - PrintParts::boxSize / 2, PrintParts::boxSize, PrintParts::boxSize),
                  crossed);
    });
}

// A swatch box and a text after it.
TableCell swatchCell(const Swatch &swatch, const QString &text, bool bold = true)
{
    TableCell cell(text, bold);
    cell.swatch = swatch;
    return cell;
}

// Words to circle on a blank sheet ("Section Platoon Company"), small and grey.
FlowBlock::Paint circleChoices(const QStringList &choices, qreal pt)
{
    return [choices, pt](PrintPainter &p, const QRectF &r) {
        qreal x = r.left() + 1.0;
        for (const QString &c : choices) {
            const qreal w = PrintFonts::width(c, pt) + 7.0;
            if (x + w > r.right() + 7.0)
                break;
            p.text(QRectF(x, r.top(), w, r.height()), c, pt, false, Qt::AlignLeft | Qt::AlignVCenter, PrintPainter::softInk());
            x += w;
        }
    };
}

// The four result boxes of a blank stand row, to tick (A.3.3).
FlowBlock::Paint resultBoxes()
{
    return [](PrintPainter &p, const QRectF &r) {
        qreal x = r.left();
        const qreal h = PrintFonts::lineHeight(PrintParts::bodyPt);
        for (Ww1Result band : Ww1PrintStyle::bands) {
            const Swatch s = Ww1PrintStyle::swatch(band);
            if (x + s.width > r.right() + 0.01)
                break;
            p.swatchBox(QRectF(x, r.center().y() - h / 2, s.width, h), s);
            x += s.width + 3.0;
        }
    };
}

// The latest group test that settled `condition` (A.2.1 rule 1).
const Ww1LogRecord *testOf(const Ww1Force &force, const QString &groupId, Ww1Condition condition)
{
    for (auto it = force.log.crbegin(); it != force.log.crend(); ++it) {
        if (it->event == Ww1LogEvent::GroupTest && it->groupId == groupId && it->conditions.contains(condition))
            return &*it;
    }
    return nullptr;
}

QString rankText(const Ww1Stand &s)
{
    if (s.rank == Ww1Rank::Officer && !s.officerRank.isEmpty())
        return s.officerRank;
    return enumDisplayName(s.rank);
}

// A box's left edge in a line of tally boxes that starts at a multiple of five.
qreal boxLeft(int inLine) { return inLine * boxStep + (inLine / 5) * groupGap; }

// A threshold's name under its box, on the first of the mark rows where it does not run into another.
struct TallyMark
{
    QRectF rect; // relative to the line's first box, below the boxes
    QString text;
};

QList<TallyMark> placeMarks(int first, int count, const QList<std::pair<int, QString>> &marks, int *rows)
{
    QList<TallyMark> placed;
    QList<qreal> rowRight; // each row's rightmost edge so far
    const qreal h = PrintFonts::lineHeight(markPt);
    for (int i = 0; i < count; ++i) {
        QStringList here;
        for (const auto &[at, name] : marks) {
            if (at == first + i + 1)
                here << name;
        }
        if (here.isEmpty())
            continue;
        const QString text = here.join(QLatin1Char('/'));
        const qreal w = PrintFonts::width(text, markPt, true) + 2.0;
        const qreal left = std::max(0.0, boxLeft(i) + PrintParts::boxSize / 2 - w / 2);
        qsizetype row = 0;
        while (row < rowRight.size() && rowRight.at(row) > left - 1.0)
            ++row;
        if (row == rowRight.size())
            rowRight.append(0.0);
        rowRight[row] = left + w;
        placed.append({QRectF(left, static_cast<qreal>(row) * h, w, h), text});
    }
    *rows = static_cast<int>(rowRight.size());
    return placed;
}

// The casualty tally: one box per member, the casualties crossed; on a filled sheet each condition's threshold
// marked under its box, so the player sees the next test coming.
void appendTally(QList<FlowBlock> &blocks, int boxes, int crossed, const QList<std::pair<int, QString>> &marks, qreal width)
{
    const int perLine = boxesPerLine(width - labelWidth);
    const qreal boxRow = PrintParts::boxSize + 3.0;
    for (int first = 0; first < std::max(boxes, 1); first += perLine) {
        const int count = std::min(perLine, boxes - first);
        const bool withLabel = first == 0;
        int rows = 0;
        const QList<TallyMark> placed = placeMarks(first, count, marks, &rows);
        FlowBlock b;
        b.gapBefore = withLabel ? 4.0 : 0.0;
        b.height = boxRow + rows * PrintFonts::lineHeight(markPt);
        b.paint = [=](PrintPainter &p, const QRectF &r) {
            if (withLabel)
                p.text(QRectF(r.left(), r.top(), labelWidth - 3.0, boxRow), Ww1SheetParts::tr("Casualties"), markPt, false,
                       Qt::AlignRight | Qt::AlignVCenter, PrintPainter::softInk());
            const qreal left = r.left() + labelWidth;
            const qreal top = r.top() + 1.5;
            for (int i = 0; i < count; ++i)
                p.tickBox(QRectF(left + boxLeft(i), top, PrintParts::boxSize, PrintParts::boxSize), first + i < crossed);
            for (const TallyMark &m : placed)
                p.text(m.rect.translated(left, top + PrintParts::boxSize + 0.5), m.text, markPt, true, Qt::AlignCenter);
        };
        blocks << b;
    }
}

FlowBlock groupHeading(const Ww1Force &force, const Ww1Group &g, qreal width)
{
    QStringList details{enumDisplayName(g.kind)};
    if (!g.side.isEmpty())
        details << g.side;
    details << enumDisplayName(g.role);
    details << Ww1SheetParts::tr("%1 at the start, %2 casualties, %3 effective")
                   .arg(g.startMembers)
                   .arg(g.casualties)
                   .arg(g.effectiveMembers());
    const Ww1GroupTestDue due = Ww1GroupRules::due(g, force.rules);
    if (due.due()) {
        QStringList names;
        for (Ww1Condition c : due.conditions)
            names << conditionShort(c);
        details << Ww1SheetParts::tr("group test due: %1").arg(names.join(QStringLiteral(", ")));
    }
    const bool withdrawing = g.status == Ww1GroupStatus::Withdrawing;
    const QString title = g.name.isEmpty() ? g.id : g.name;
    const QString status = enumDisplayName(g.status);
    const QString line = details.join(QStringLiteral(" \u00b7 "));
    constexpr qreal titlePt = 10.5;
    const Swatch swatch = Ww1PrintStyle::groupSwatch(!withdrawing);
    const qreal statusWidth = swatch.width + 3.0 + PrintFonts::width(status, PrintParts::bodyPt, true) + 2.0;
    const qreal titleWidth = std::max(40.0, width - statusWidth - 8.0);
    const qreal titleHeight = PrintFonts::wrappedHeight(title, titlePt, true, titleWidth);
    const qreal lineHeight = PrintFonts::wrappedHeight(line, PrintParts::bodyPt, false, width);
    FlowBlock b;
    b.gapBefore = 10.0;
    b.keepWithNext = true;
    constexpr qreal ruleSpace = 4.0; // a thin rule above each group separates it from the one before
    b.height = ruleSpace + titleHeight + 1.0 + lineHeight + 1.0;
    b.paint = [=](PrintPainter &p, const QRectF &r) {
        p.line(QPointF(r.left(), r.top() + 0.5), QPointF(r.right(), r.top() + 0.5), 0.6, PrintPainter::softInk());
        const qreal top = r.top() + ruleSpace;
        p.paragraph(QRectF(r.left(), top, titleWidth, titleHeight), title, titlePt, true);
        // A.1: Carrying on or Withdrawing, at the right of the title.
        const qreal h = PrintFonts::lineHeight(PrintParts::bodyPt);
        const qreal x = r.right() - statusWidth;
        p.swatchBox(QRectF(x, top + 1.0, swatch.width, h), swatch);
        p.text(QRectF(x + swatch.width + 3.0, top + 1.0, statusWidth - swatch.width - 3.0, h), status, PrintParts::bodyPt,
               true);
        p.paragraph(QRectF(r.left(), top + titleHeight + 1.0, r.width(), lineHeight), line, PrintParts::bodyPt);
    };
    return b;
}

// A.2.1, A.3.1: the three conditions with their modifier, need, threshold, whether tested and the result.
PrintTable conditionTable(const Ww1Force *force, const Ww1Group *g)
{
    PrintTable t;
    t.pt = PrintParts::smallPt;
    t.gapBefore = 4.0;
    // Wide enough for the longest word of each heading in German and French, which do not break mid-word.
    t.columns = {{Ww1SheetParts::tr("Group condition (A.2.1)"), 2.2},
                 {Ww1SheetParts::tr("Modifier"), 0.95, Qt::AlignCenter},
                 {Ww1SheetParts::tr("Carry on on 2d6"), 1.1, Qt::AlignCenter},
                 {Ww1SheetParts::tr("Reached at casualties"), 1.1, Qt::AlignCenter},
                 {Ww1SheetParts::tr("Tested"), 0.85},
                 {Ww1SheetParts::tr("Result (A.3.1)"), 2.2}};
    for (Ww1Condition c : kConditions) {
        const int modifier = Ww1GroupRules::modifierOf(c);
        QList<TableCell> row{TableCell(enumDisplayName(c), true), TableCell(PrintParts::signedNumber(modifier)),
                             TableCell(Ww1SheetParts::tr("%1+").arg(Ww1GroupRules::need(modifier)))};
        if (!g) {
            row << writingCell() << tickCell(false) << writingCell();
        } else {
            const int at = Ww1GroupRules::threshold(c, g->startMembers, force->rules);
            row << TableCell(at > g->startMembers ? Ww1SheetParts::tr("never") : QString::number(at), true);
            row << tickCell(g->tested(c));
            const Ww1LogRecord *test = testOf(*force, g->id, c);
            if (test) {
                const QString text = test->passed
                    ? Ww1SheetParts::tr("Carried on: rolled %1, turn %2").arg(test->roll).arg(test->turn)
                    : Ww1SheetParts::tr("Withdrew: rolled %1, turn %2").arg(test->roll).arg(test->turn);
                row << swatchCell(Ww1PrintStyle::groupSwatch(test->passed), text, false);
            } else if (g->tested(c)) {
                row << TableCell(Ww1SheetParts::tr("Tested"));
            } else if (Ww1GroupRules::reached(c, g->startMembers, g->casualties, force->rules)) {
                row << TableCell(Ww1SheetParts::tr("Due now"), true);
            } else {
                row << TableCell(QString());
            }
        }
        t.rows << row;
    }
    return t;
}

// A.1, A.2.2, A.3.3: the stands with rank, square, the once-only triggers and the latest result.
PrintTable standTable(const Ww1Group *g, int blankRows)
{
    PrintTable t;
    t.pt = PrintParts::smallPt;
    t.gapBefore = 4.0;
    t.columns = {{Ww1SheetParts::tr("Stand"), 2.2},
                 {Ww1SheetParts::tr("Rank"), 1.5},
                 {Ww1SheetParts::tr("Square"), 0.8},
                 {Ww1SheetParts::tr("Under fire (T1)"), 1.15},
                 {Ww1SheetParts::tr("Enemy position (T2)"), 1.15},
                 {Ww1SheetParts::tr("Hand to hand (T3)"), 1.15},
                 {Ww1SheetParts::tr("Latest result (A.3.3)"), 1.85}};
    if (!g) {
        const QStringList ranks{enumDisplayName(Ww1Rank::Officer), enumDisplayName(Ww1Rank::Nco),
                                enumDisplayName(Ww1Rank::Other)};
        for (int i = 0; i < blankRows; ++i) {
            t.rows << QList<TableCell>{writingCell(),
                                       paintCell(11.0, circleChoices(ranks, PrintFonts::minimumPointSize)),
                                       writingCell(),
                                       tickCell(false),
                                       tickCell(false),
                                       tickCell(false),
                                       paintCell(11.0, resultBoxes())};
        }
        return t;
    }
    for (const Ww1Stand &s : g->stands) {
        QList<TableCell> row{TableCell(s.name.isEmpty() ? s.id : s.name, true), TableCell(rankText(s)), TableCell(s.square),
                             tickCell(s.testedUnderFire), tickCell(s.testedEnterPosition), tickCell(s.testedHandToHand)};
        if (s.result == Ww1Result::None)
            row << TableCell(QString());
        else
            row << swatchCell(Ww1PrintStyle::swatch(s.result), enumDisplayName(s.result));
        t.rows << row;
    }
    return t;
}
} // namespace

QString Ww1SheetParts::sheetTitle() { return tr("WW1 Force Sheet"); }

QString Ww1SheetParts::groupMoraleNote(const Ww1Rules &rules)
{
    const QString together = rules.eachConditionInTurn
        ? tr("Conditions reached together are tested each in turn, least severe first, until one fails (A-4, this "
             "force's reading).")
        : tr("Conditions reached together make one test at the worst modifier (A-4).");
    return tr("When a group's casualties reach a condition it has not yet tested, roll 2d6 + modifier: 6 or more "
              "carries on, less withdraws in good order (A.3.1). Each condition is tested once (A.2.1). %1 Several "
              "groups: attackers first, then defenders, each biggest first (A.3.2).")
        .arg(together);
}

void Ww1SheetParts::appendThresholds(QList<FlowBlock> &blocks, int lastMembers, const Ww1Rules &rules, qreal width)
{
    constexpr qreal labelWeight = 3.2;
    // All the starting sizes in one strip where they fit at a tight but readable width (landscape paper);
    // else as many per strip as fit at a comfortable width, in whole fives.
    const int fitAll = static_cast<int>((width - labelWeight * thresholdColumnTight) / thresholdColumnTight);
    const int fit = static_cast<int>((width - labelWeight * thresholdColumnMin) / thresholdColumnMin);
    const int perStrip = fitAll >= lastMembers ? std::max(1, lastMembers) : std::max(5, std::min(25, fit / 5 * 5));
    for (int first = 1; first <= lastMembers; first += perStrip) {
        const int last = std::min(lastMembers, first + perStrip - 1);
        PrintTable t;
        t.pt = PrintParts::smallPt;
        t.gapBefore = first == 1 ? 8.0 : 3.0;
        if (first == 1)
            t.caption = rules.c1RoundDown
                ? tr("Casualties that reach each condition, by the group's starting members (A.2.1; C1 rounded down, A-1)")
                : tr("Casualties that reach each condition, by the group's starting members (A.2.1, A-1)");
        t.columns = {{tr("Members"), labelWeight}};
        for (int n = first; n <= last; ++n)
            t.columns << TableColumn(QString::number(n), 1.0, Qt::AlignCenter);
        // Strips keep the same column width, the last one short.
        for (int n = last + 1; n < first + perStrip; ++n)
            t.columns << TableColumn(QString(), 1.0, Qt::AlignCenter);
        for (Ww1Condition c : kConditions) {
            QList<TableCell> row{TableCell(tr("%1 (%2)").arg(conditionShort(c), PrintParts::signedNumber(Ww1GroupRules::modifierOf(c))), true)};
            for (int n = first; n <= last; ++n) {
                const int at = Ww1GroupRules::threshold(c, n, rules);
                row << TableCell(at > n ? QStringLiteral("\u2013") : QString::number(at));
            }
            t.rows << row;
        }
        const qsizetype at = blocks.size();
        PrintParts::appendTable(blocks, t, width);
        keepTogether(blocks, at);
    }
}

void Ww1SheetParts::appendGroup(QList<FlowBlock> &blocks, const Ww1Force *force, const Ww1Group *group, int tallyBoxes,
                                int standRows, qreal width)
{
    const qsizetype first = blocks.size();
    if (group && force) {
        blocks << groupHeading(*force, *group, width);
    } else {
        const auto choices = [](const QStringList &words) {
            FormField f;
            f.paint = circleChoices(words, PrintParts::smallPt);
            return f;
        };
        FormField kind = choices({enumDisplayName(Ww1GroupKind::Section), enumDisplayName(Ww1GroupKind::Platoon),
                                  enumDisplayName(Ww1GroupKind::Company)});
        kind.label = tr("Kind (circle)");
        kind.weight = 2.9; // the three kinds side by side, in French too

        FormField role = choices({enumDisplayName(Ww1Role::Attacker), enumDisplayName(Ww1Role::Defender)});
        role.label = tr("This engagement (A.3.2)");
        role.weight = 1.9;
        FormField status = choices({enumDisplayName(Ww1GroupStatus::Withdrawing)});
        status.label = tr("Status (A.4.1)");
        status.weight = 1.3;
        blocks << PrintParts::formRow({{tr("Group"), 1.9, {}, {}},
                                       {tr("Side"), 1.0, {}, {}},
                                       kind,
                                       role,
                                       {tr("Members at start"), 1.4, {}, {}},
                                       status},
                                      width, 12.0);
    }
    PrintParts::appendTable(blocks, conditionTable(force, group), width);
    if (group && force) {
        QList<std::pair<int, QString>> marks;
        for (Ww1Condition c : kConditions) {
            const int at = Ww1GroupRules::threshold(c, group->startMembers, force->rules);
            if (at <= group->startMembers)
                marks.append({at, conditionShort(c)});
        }
        appendTally(blocks, group->startMembers, group->casualties, marks, width);
    } else {
        appendTally(blocks, tallyBoxes, 0, {}, width);
    }
    if (!group || !group->stands.isEmpty())
        PrintParts::appendTable(blocks, standTable(group, standRows), width);
    keepTogether(blocks, first);
}

void Ww1SheetParts::keepTogether(QList<FlowBlock> &blocks, qsizetype first)
{
    if (first < blocks.size())
        blocks[first].keepTogether = static_cast<int>(blocks.size() - first);
}

} // namespace md::ww1
