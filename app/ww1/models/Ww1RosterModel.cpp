#include "ww1/models/Ww1RosterModel.h"

#include "ww1/texts/Ww1Texts.h"
#include "ww1/document/Ww1Document.h"

#include <QBrush>
#include <QColor>
#include <QFont>

namespace md::ww1 {

namespace {
// A stand row's internal id is its group's row + 1; a group row's is 0.
constexpr quintptr groupRowId = 0;
} // namespace

Ww1RosterModel::Ww1RosterModel(Ww1Document *document, QObject *parent)
    : QAbstractItemModel(parent)
    , m_document(document)
    , m_shape(shapeOf(document->force()))
{
    connect(document, &Ww1Document::changed, this, &Ww1RosterModel::documentChanged);
}

QList<int> Ww1RosterModel::shapeOf(const Ww1Force &force) const
{
    QList<int> shape;
    for (const Ww1Group &g : force.groups)
        shape << static_cast<int>(g.stands.size());
    return shape;
}

void Ww1RosterModel::documentChanged()
{
    const QList<int> shape = shapeOf(m_document->force());
    if (shape != m_shape) {
        beginResetModel();
        m_shape = shape;
        endResetModel();
        return;
    }
    // Play changes values, never the shape: selection and expansion stay.
    for (int g = 0; g < m_shape.size(); ++g) {
        const QModelIndex groupIndex = index(g, 0);
        Q_EMIT dataChanged(groupIndex, index(g, ColumnCount - 1));
        if (m_shape.at(g) > 0)
            Q_EMIT dataChanged(index(0, 0, groupIndex), index(m_shape.at(g) - 1, ColumnCount - 1, groupIndex));
    }
}

QModelIndex Ww1RosterModel::index(int row, int column, const QModelIndex &parent) const
{
    if (row < 0 || column < 0 || column >= ColumnCount)
        return {};
    if (!parent.isValid())
        return row < m_shape.size() ? createIndex(row, column, groupRowId) : QModelIndex();
    if (parent.internalId() != groupRowId || parent.row() >= m_shape.size() || row >= m_shape.at(parent.row()))
        return {};
    return createIndex(row, column, static_cast<quintptr>(parent.row()) + 1);
}

QModelIndex Ww1RosterModel::parent(const QModelIndex &child) const
{
    if (!child.isValid() || child.internalId() == groupRowId)
        return {};
    return createIndex(static_cast<int>(child.internalId() - 1), 0, groupRowId);
}

int Ww1RosterModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return static_cast<int>(m_shape.size());
    if (parent.column() != 0 || parent.internalId() != groupRowId || parent.row() >= m_shape.size())
        return 0;
    return m_shape.at(parent.row());
}

int Ww1RosterModel::columnCount(const QModelIndex &) const { return ColumnCount; }

QVariant Ww1RosterModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Ww1Force &force = m_document->force();
    if (index.internalId() == groupRowId) {
        if (index.row() >= force.groups.size())
            return {};
        return groupData(force.groups.at(index.row()), index.column(), role);
    }
    const int g = static_cast<int>(index.internalId() - 1);
    if (g >= force.groups.size() || index.row() >= force.groups.at(g).stands.size())
        return {};
    const Ww1Group &group = force.groups.at(g);
    return standData(group, group.stands.at(index.row()), index.column(), role);
}

QVariant Ww1RosterModel::groupData(const Ww1Group &group, int column, int role) const
{
    if (role == IdRole)
        return group.id;
    if (role == IsGroupRole)
        return true;
    const bool withdrawing = group.status == Ww1GroupStatus::Withdrawing;
    if (role == Qt::FontRole && column == NameColumn) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ForegroundRole && column == StatusColumn && withdrawing)
        return QBrush(QColor(0xb3, 0x26, 0x1e));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case NameColumn:
        if (role == Qt::ToolTipRole && !group.side.isEmpty())
            return tr("%1 (%2)").arg(group.name.isEmpty() ? group.id : group.name, group.side);
        return group.name.isEmpty() ? group.id : group.name;
    case RankColumn:
        return tr("%1, %2").arg(enumDisplayName(group.kind), enumNameInSentence(group.role));
    case SquareColumn:
        return {};
    case CasualtiesColumn:
        // counted against the starting members.
        return role == Qt::ToolTipRole ? tr("%1 casualties of %2 at the start; %3 still effective (A.1, A-3)")
                                             .arg(group.casualties).arg(group.startMembers).arg(group.effectiveMembers())
                                       : tr("%1 of %2").arg(group.casualties).arg(group.startMembers);
    case TestedColumn: {
        if (role == Qt::ToolTipRole)
            return tr("Conditions tested: each is tested once only (A.2.1 rule 1)");
        return Ww1Texts::conditions(group.conditionsTested).replace(QLatin1Char('+'), QStringLiteral(", "));
    }
    case StatusColumn:
        return enumDisplayName(group.status);
    default:
        return {};
    }
}

QVariant Ww1RosterModel::standData(const Ww1Group &group, const Ww1Stand &stand, int column, int role) const
{
    Q_UNUSED(group);
    if (role == IdRole)
        return stand.id;
    if (role == IsGroupRole)
        return false;
    if (role == Qt::ForegroundRole && column == StatusColumn && stand.result == Ww1Result::Surrendered)
        return QBrush(QColor(0xb3, 0x26, 0x1e));
    if (role == Qt::ToolTipRole && column == StatusColumn)
        return Ww1Texts::meaning(stand.result, m_document->force().settings);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (column) {
    case NameColumn:
        return stand.name.isEmpty() ? stand.id : stand.name;
    case RankColumn:
        // An officer by his rank from the seniority list (A.6), which says he is one.
        return stand.rank == Ww1Rank::Officer && !stand.officerRank.isEmpty() ? stand.officerRank : enumDisplayName(stand.rank);
    case SquareColumn:
        return stand.square;
    case TestedColumn: {
        // A.2.2: the once-per-stand triggers already tested.
        QStringList tested;
        if (stand.testedUnderFire)
            tested << Ww1Texts::trigger(Ww1Trigger::UnderFire);
        if (stand.testedEnterPosition)
            tested << Ww1Texts::trigger(Ww1Trigger::EnterPosition);
        if (stand.testedHandToHand)
            tested << Ww1Texts::trigger(Ww1Trigger::HandToHand);
        return role == Qt::ToolTipRole ? tr("Triggers tested: T1 and T3 once per stand, T2 as the rules say (A.2.2, A-6)")
                                       : tested.join(QStringLiteral(", "));
    }
    case StatusColumn:
        return enumDisplayName(stand.result);
    default:
        return {};
    }
}

QVariant Ww1RosterModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case NameColumn:
        return tr("Name");
    case RankColumn:
        return tr("Kind / rank");
    case SquareColumn:
        return tr("Square");
    case CasualtiesColumn:
        return tr("Casualties");
    case TestedColumn:
        return tr("Tested");
    case StatusColumn:
        return tr("Status / result");
    default:
        return {};
    }
}

QModelIndex Ww1RosterModel::indexOf(const QString &id) const
{
    const Ww1Force &force = m_document->force();
    for (int g = 0; g < force.groups.size() && g < m_shape.size(); ++g) {
        const Ww1Group &group = force.groups.at(g);
        if (group.id == id)
            return index(g, 0);
        for (int s = 0; s < group.stands.size(); ++s) {
            if (group.stands.at(s).id == id)
                return index(s, 0, index(g, 0));
        }
    }
    return {};
}

QString Ww1RosterModel::groupOf(const QModelIndex &index)
{
    if (!index.isValid())
        return {};
    const QModelIndex groupIndex = index.parent().isValid() ? index.parent() : index;
    return groupIndex.siblingAtColumn(0).data(IdRole).toString();
}

QString Ww1RosterModel::standOf(const QModelIndex &index)
{
    if (!index.isValid() || !index.parent().isValid())
        return {};
    return index.siblingAtColumn(0).data(IdRole).toString();
}

} // namespace md::ww1
