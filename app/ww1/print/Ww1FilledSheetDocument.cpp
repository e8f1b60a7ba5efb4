#include "ww1/print/Ww1FilledSheetDocument.h"

#include "print/PrintParts.h"
#include "ww1/Ww1Options.h"
#include "ww1/print/Ww1PrintStyle.h"
#include "ww1/print/Ww1SheetParts.h"
#include "ww1/rules/Ww1GroupRules.h"

namespace md::ww1 {

namespace {
// The switches set away from the spec's reading (A.5), by their labels.
QStringList changedReadings(const Ww1Rules &rules)
{
    QStringList changed;
    for (const RuleOption &option : Ww1Options::all()) {
        bool known = false;
        const bool value = Ww1Options::value(rules, option.key, &known);
        if (known && option.switchable && value != option.defaultValue)
            changed << option.displayLabel();
    }
    return changed;
}
} // namespace

Ww1FilledSheetDocument::Ww1FilledSheetDocument(Ww1Force force) : m_force(std::move(force)) {}

QString Ww1FilledSheetDocument::title() const { return Ww1SheetParts::sheetTitle(); }

QString Ww1FilledSheetDocument::subtitle() const { return m_force.name; }

QString Ww1FilledSheetDocument::footer() const { return Ww1PrintStyle::footer(); }

QList<FlowBlock> Ww1FilledSheetDocument::blocks(const QSizeF &body) const
{
    const qreal width = body.width();
    QList<FlowBlock> list;

    int stands = 0;
    int due = 0;
    for (const Ww1Group &g : m_force.groups) {
        stands += static_cast<int>(g.stands.size());
        if (Ww1GroupRules::due(g, m_force.rules).due())
            ++due;
    }
    list << PrintParts::formRow({{tr("Force"), 3.0, m_force.name, {}},
                                 {tr("Turn"), 0.8, QString::number(m_force.turn), {}},
                                 {tr("Groups"), 0.9, QString::number(m_force.groups.size()), {}},
                                 {tr("Stands"), 0.9, QString::number(stands), {}},
                                 {tr("Group tests due (A.2.1)"), 1.6, QString::number(due), {}}},
                                width);

    const QStringList changed = changedReadings(m_force.rules);
    PrintParts::appendParagraph(list,
                                changed.isEmpty() ? tr("Readings of the rules (A.5): all as the spec reads them.")
                                                  : tr("Readings of the rules changed from the spec's (A.5): %1.")
                                                        .arg(changed.join(QStringLiteral("; "))),
                                width, PrintParts::bodyPt, 5.0);
    const Ww1Settings &s = m_force.settings;
    QStringList counting;
    for (const Ww1Severity &severity : s.severities) {
        if (severity.countsForMorale)
            counting << severity.name;
    }
    PrintParts::appendParagraph(
        list,
        tr("The players' data (A.6, not given by the rules): small-arms fire counts within %1 squares (IM2); a tactical "
           "move is %2 squares; officers by seniority: %3; casualties that count in sight (IM3, IM4): %4.")
            .arg(s.smallArmsProximitySquares)
            .arg(s.tacticalMoveSquares)
            .arg(s.officerRanks.isEmpty() ? tr("none listed") : s.officerRanks.join(QStringLiteral(" > ")),
                 counting.isEmpty() ? tr("none") : counting.join(QStringLiteral(", "))),
        width, PrintParts::smallPt, 3.0);
    PrintParts::appendParagraph(list, Ww1SheetParts::groupMoraleNote(m_force.rules), width, PrintParts::smallPt, 3.0);
    PrintParts::appendParagraph(list,
                                tr("Under each group: its conditions with the casualties that reach each for its own "
                                   "starting size, a tally box per member (casualties crossed, each threshold marked "
                                   "under its box), and its stands' once-only triggers (A.2.2) and latest results."),
                                width, PrintParts::smallPt, 3.0);

    if (m_force.groups.isEmpty())
        PrintParts::appendParagraph(list, tr("This force has no groups yet."), width, PrintParts::bodyPt, 10.0);
    for (const Ww1Group &g : m_force.groups)
        Ww1SheetParts::appendGroup(list, &m_force, &g, 0, 0, width);

    if (!m_force.notes.isEmpty()) {
        list << PrintParts::heading(tr("Notes"), width, 9.5);
        PrintParts::appendParagraph(list, m_force.notes, width);
    }
    return list;
}

} // namespace md::ww1
