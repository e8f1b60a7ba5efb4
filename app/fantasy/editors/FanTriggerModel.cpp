#include "fantasy/editors/FanTriggerModel.h"

#include "fantasy/rules/FanProfileCheck.h"

namespace md::fantasy {

FanTriggerModel::FanTriggerModel(QObject *parent)
    : QAbstractListModel(parent)
{
}

int FanTriggerModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

QVariant FanTriggerModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (const QVariant marked = m_marks.data(index.row(), index.column(), role); marked.isValid())
        return marked;
    if (role == Qt::DisplayRole || role == Qt::EditRole || role == Qt::ToolTipRole)
        return m_rows.at(index.row());
    return {};
}

bool FanTriggerModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    const QString text = value.toString();
    if (text == m_rows.at(index.row()))
        return true;
    m_rows[index.row()] = text;
    Q_EMIT dataChanged(index, index);
    Q_EMIT edited();
    return true;
}

Qt::ItemFlags FanTriggerModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

QVariant FanTriggerModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section == 0) {
        if (role == Qt::DisplayRole)
            return tr("Trigger");
        if (role == Qt::ToolTipRole)
            return tr("An event on this list makes a unit of the race test (C.2); one not on it does not");
        return {};
    }
    return QAbstractListModel::headerData(section, orientation, role);
}

bool FanTriggerModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > m_rows.size() || count < 1
        || m_rows.size() + count > FanProfileCheck::maxTriggers)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i)
        m_rows.insert(row + i, QString());
    endInsertRows();
    Q_EMIT edited();
    return true;
}

bool FanTriggerModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_rows.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    endRemoveRows();
    Q_EMIT edited();
    return true;
}

bool FanTriggerModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
                               const QModelIndex &destinationParent, int destinationChild)
{
    if (sourceParent.isValid() || destinationParent.isValid() || count != 1 || sourceRow < 0
        || sourceRow >= m_rows.size() || destinationChild < 0 || destinationChild > m_rows.size()
        || destinationChild == sourceRow || destinationChild == sourceRow + 1)
        return false;
    beginMoveRows(sourceParent, sourceRow, sourceRow, destinationParent, destinationChild);
    m_rows.move(sourceRow, destinationChild > sourceRow ? destinationChild - 1 : destinationChild);
    endMoveRows();
    Q_EMIT edited();
    return true;
}

void FanTriggerModel::setTriggers(const QStringList &triggers)
{
    beginResetModel();
    m_rows = triggers;
    endResetModel();
}

void FanTriggerModel::setMarks(const FanMarks &marks)
{
    m_marks = marks;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, 0),
                           {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
}

} // namespace md::fantasy
