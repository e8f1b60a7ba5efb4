#include "ww1/models/Ww1DueModel.h"

#include "ww1/texts/Ww1Texts.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1GroupRules.h"

namespace md::ww1 {

Ww1DueModel::Ww1DueModel(Ww1Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_due(Ww1Engine::groupsDue(document->force()))
{
    connect(document, &Ww1Document::changed, this, &Ww1DueModel::refresh);
}

void Ww1DueModel::refresh()
{
    const QStringList due = Ww1Engine::groupsDue(m_document->force());
    if (due != m_due) {
        beginResetModel();
        m_due = due;
        endResetModel();
    } else if (!m_due.isEmpty()) {
        Q_EMIT dataChanged(index(0, 0), index(static_cast<int>(m_due.size()) - 1, ColumnCount - 1));
    }
}

int Ww1DueModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_due.size()); }

int Ww1DueModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant Ww1DueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const Ww1Force &force = m_document->force();
    const Ww1Group *group = force.group(m_due.value(index.row()));
    if (!group)
        return {};
    const Ww1GroupTestDue due = Ww1GroupRules::due(*group, force.rules);
    switch (index.column()) {
    case GroupColumn:
        return group->name.isEmpty() ? group->id : group->name;
    case RoleColumn:
        return enumDisplayName(group->role);
    case SizeColumn:
        // "biggest" is the current effective size unless the option says the starting size.
        return role == Qt::ToolTipRole ? tr("The testing order counts %1 (A.3.2, A-5)")
                                             .arg(force.rules.orderByStartingSize ? tr("the starting size") : tr("the members still effective"))
                                       : QVariant(force.rules.orderByStartingSize ? group->startMembers : group->effectiveMembers());
    case ConditionColumn:
        return Ww1Texts::conditions(due.conditions);
    case NeedColumn: {
        QStringList needs;
        for (const Modifier &m : Ww1GroupRules::modifiers(due, force.rules))
            needs << tr("%1+").arg(Ww1GroupRules::need(m.delta));
        return needs.join(QStringLiteral(", "));
    }
    case OddsColumn:
        return Ww1Texts::odds(Ww1GroupRules::passOdds(due, force.rules));
    default:
        return {};
    }
}

QVariant Ww1DueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case GroupColumn:
        return tr("Group");
    case RoleColumn:
        return tr("Role");
    case SizeColumn:
        return tr("Size");
    case ConditionColumn:
        return tr("Test");
    case NeedColumn:
        return tr("2d6 needed");
    case OddsColumn:
        return tr("P(carry on)");
    default:
        return {};
    }
}

} // namespace md::ww1
