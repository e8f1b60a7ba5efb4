#include "napoleonic/widgets/NapMfpBreakdown.h"

#include "widgets/WrappedLabel.h"

#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"

#include <QMap>
#include <QToolButton>
#include <QVBoxLayout>

#include <utility>

namespace md::nap {

namespace {
// B.4.5 (1): the strength columns of the table (13+ figures read as 11-12, B-20).
int band(int figures)
{
    if (figures <= 3)
        return 0;
    if (figures <= 7)
        return 1;
    if (figures <= 10)
        return 2;
    return 3;
}

QString bandText(int band)
{
    switch (band) {
    case 0:
        return NapMfpBreakdown::tr("1-3 figures");
    case 1:
        return NapMfpBreakdown::tr("4-7 figures");
    case 2:
        return NapMfpBreakdown::tr("8-10 figures");
    default:
        return NapMfpBreakdown::tr("11 or more figures");
    }
}
} // namespace

NapMfpBreakdown::NapMfpBreakdown(QWidget *parent)
    : QWidget(parent)
    , m_toggle(new QToolButton(this))
    , m_body(new WrappedLabel(this)) // laid out once per text and width
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_toggle->setObjectName(QStringLiteral("napMfpBreakdownToggle"));
    m_toggle->setText(tr("How the army's MFP total is made (B.4.5)"));
    m_toggle->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    m_toggle->setAutoRaise(true);
    m_toggle->setCheckable(true);
    m_toggle->setArrowType(Qt::RightArrow);
    layout->addWidget(m_toggle);
    m_body->setObjectName(QStringLiteral("napMfpBreakdown"));
    m_body->setAccessibleName(tr("MFP total breakdown"));
    m_body->setTextFormat(Qt::RichText);
    m_body->setWordWrap(true);
    m_body->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_body->hide();
    layout->addWidget(m_body);
    connect(m_toggle, &QToolButton::toggled, this, &NapMfpBreakdown::setOpen);
}

void NapMfpBreakdown::setOpen(bool open)
{
    if (m_toggle->isChecked() != open)
        m_toggle->setChecked(open); // comes back here through toggled()
    m_toggle->setArrowType(open ? Qt::DownArrow : Qt::RightArrow);
    m_body->setVisible(open);
}

bool NapMfpBreakdown::isOpen() const { return m_toggle->isChecked(); }

bool NapMfpBreakdown::counts(const NapCommand &command, const NapRules &rules)
{
    return command.presence == NapPresence::OnTable
           || (command.presence == NapPresence::Withdrawn && !rules.withdrawalRemovesMfp);
}

QList<NapMfpBreakdown::Item> NapMfpBreakdown::itemsOf(const NapBattle &battle, const NapArmy &army)
{
    // Units by grade and strength (artillery and train by grade alone), in the table's order.
    QMap<std::pair<int, int>, Item> units;
    QMap<int, Item> officers;
    for (const NapCommand &command : army.commands) {
        if (!counts(command, battle.rules))
            continue;
        for (const NapUnit &unit : command.units) {
            // A headquarters base is not a unit (B.4.5); skirmish companies only with B-33's option.
            if (unit.type == NapUnitType::Headquarters
                || (unit.type == NapUnitType::Skirmish && !battle.rules.skirmishCountsForMfp))
                continue;
            const NapGrade grade = NapCmr::grade(unit, army, battle);
            const bool gun = unit.type == NapUnitType::Artillery || unit.type == NapUnitType::Train;
            const int column = gun ? 4 : band(unit.startFigures);
            Item &item = units[{static_cast<int>(grade), column}];
            if (item.what.isEmpty())
                item.what = gun ? tr("%1 artillery or train").arg(enumDisplayName(grade))
                                : tr("%1, %2").arg(enumDisplayName(grade), bandText(column));
            ++item.count;
            item.mfp += NapMfp::unitValue(unit, grade, battle.rules);
        }
        if (command.officerAppointed) {
            Item &item = officers[static_cast<int>(command.level)];
            if (item.what.isEmpty())
                item.what = tr("%1 officer").arg(enumDisplayName(command.level));
            ++item.count;
            item.mfp += NapMfp::officerValue(command.level);
        }
    }
    QList<Item> out = units.values();
    out.append(officers.values());
    for (const NapPosition &position : army.positions)
        out.append({tr("Position: %1").arg(position.name), 1, position.mfp});
    if (army.extraMfp != 0)
        out.append({tr("Other scenario MFP"), 1, army.extraMfp});
    return out;
}

void NapMfpBreakdown::setArmy(const NapBattle &battle, const QString &armyId)
{
    const NapArmy *army = battle.army(armyId);
    m_items = army ? itemsOf(battle, *army) : QList<Item>();
    m_totalHalf = army ? NapMfp::totalHalf(*army, battle) : 0;
    QString html = QStringLiteral("<table cellspacing=\"0\" cellpadding=\"2\">");
    html += QStringLiteral("<tr><th align=\"left\">%1</th><th align=\"right\">%2</th><th align=\"right\">%3</th></tr>")
                .arg(tr("Counted"), tr("Number"), tr("MFP"));
    for (const Item &item : std::as_const(m_items))
        html += QStringLiteral("<tr><td>%1</td><td align=\"right\">%2</td><td align=\"right\">%3</td></tr>")
                    .arg(item.what.toHtmlEscaped())
                    .arg(item.count)
                    .arg(item.mfp);
    html += QStringLiteral("<tr><td><b>%1</b></td><td></td><td align=\"right\"><b>%2</b></td></tr></table>")
                .arg(tr("Total M"), NapMfp::text(m_totalHalf));
    if (!army)
        html = tr("No army chosen.");
    m_body->setText(html); // the same text again is not laid out again
}

QString NapMfpBreakdown::text() const { return m_body->text(); }

} // namespace md::nap
