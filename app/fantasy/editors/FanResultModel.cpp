#include "fantasy/editors/FanResultModel.h"

#include "fantasy/editors/FanCellDelegate.h"
#include "fantasy/rules/FanProfileCheck.h"

#include <QColor>

#include <algorithm>

namespace md::fantasy {

namespace {
bool isResult(int value)
{
    for (const auto &row : EnumTable<FanResult>::rows()) {
        if (static_cast<int>(row.value) == value)
            return true;
    }
    return false;
}
} // namespace

FanResultModel::FanResultModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int FanResultModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int FanResultModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FanResultModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FanResultBand &b = m_rows.at(index.row());
    if (const QVariant marked = m_marks.data(index.row(), index.column(), role); marked.isValid())
        return marked;
    // An end that should be open: the table's own marks, on the cell that closes it.
    const bool bottom = index.column() == MinColumn && index.row() == closedBottom();
    const bool top = index.column() == MaxColumn && index.row() == closedTop();
    const QList<FanMark> table = m_marks.tableMarks();
    if ((bottom || top) && !table.isEmpty() && (role == Qt::BackgroundRole || role == Qt::ForegroundRole || role == Qt::ToolTipRole)) {
        QStringList reasons;
        bool fault = false;
        for (const FanMark &m : table) {
            reasons << m.reason;
            fault = fault || m.fault;
        }
        return FanMarks::look(fault, reasons.join(u'\n'), role);
    }
    if (index.column() == ResultColumn) {
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return enumDisplayName(b.result);
        if (role == Qt::EditRole)
            return static_cast<int>(b.result);
        return {};
    }
    const std::optional<int> &end = index.column() == MinColumn ? b.min : b.max;
    switch (role) {
    case Qt::DisplayRole:
        return end ? QString::number(*end) : tr("open");
    case Qt::EditRole:
        return end ? QVariant(*end) : QVariant();
    case Qt::ForegroundRole:
        return end ? QVariant() : QVariant(QColor(0x80, 0x80, 0x80));
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case Qt::ToolTipRole:
        if (end)
            return {};
        return index.column() == MinColumn ? tr("Open below: every FMV up to the max") : tr("Open above: every FMV from the min up");
    default:
        return {};
    }
}

bool FanResultModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    FanResultBand b = m_rows.at(index.row());
    if (index.column() == ResultColumn) {
        int r = 0;
        if (!FanCellDelegate::readNumber(value, 0, 1000, &r) || !isResult(r))
            return false;
        b.result = static_cast<FanResult>(r);
    } else {
        std::optional<int> &end = index.column() == MinColumn ? b.min : b.max;
        int n = 0;
        if (FanCellDelegate::isBlank(value))
            end.reset();
        else if (FanCellDelegate::readNumber(value, -FanProfileCheck::valueLimit, FanProfileCheck::valueLimit, &n))
            end = n;
        else
            return false;
    }
    if (b == m_rows.at(index.row()))
        return true;
    m_rows[index.row()] = b;
    Q_EMIT dataChanged(index, index);
    Q_EMIT edited();
    return true;
}

Qt::ItemFlags FanResultModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QVariant FanResultModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case MinColumn: return tr("Min");
        case MaxColumn: return tr("Max");
        case ResultColumn: return tr("Result");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case MinColumn: return tr("Lowest FMV of the range; empty: open below");
        case MaxColumn: return tr("Highest FMV of the range; empty: open above");
        case ResultColumn: return tr("What an FMV in the range gives (C.4.1)");
        default: return {};
        }
    }
    return {};
}

bool FanResultModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > m_rows.size() || count < 1
        || m_rows.size() + count > FanProfileCheck::maxBands)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i) {
        std::optional<int> highest;
        for (const FanResultBand &b : m_rows) {
            for (const std::optional<int> &end : {b.min, b.max}) {
                if (end && (!highest || *end > *highest))
                    highest = end;
            }
        }
        FanResultBand b;
        if (!m_rows.isEmpty() && highest && *highest < FanProfileCheck::valueLimit)
            b.min = *highest + 1;
        m_rows.insert(row + i, b);
    }
    endInsertRows();
    Q_EMIT edited();
    return true;
}

bool FanResultModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_rows.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    endRemoveRows();
    Q_EMIT edited();
    return true;
}

bool FanResultModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
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

void FanResultModel::setBands(const QList<FanResultBand> &bands)
{
    beginResetModel();
    m_rows = bands;
    endResetModel();
}

int FanResultModel::closedBottom() const
{
    int lowest = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!m_rows.at(i).min)
            return -1;
        if (lowest < 0 || *m_rows.at(i).min < *m_rows.at(lowest).min)
            lowest = i;
    }
    return lowest;
}

int FanResultModel::closedTop() const
{
    int highest = -1;
    for (int i = 0; i < m_rows.size(); ++i) {
        if (!m_rows.at(i).max)
            return -1;
        if (highest < 0 || *m_rows.at(i).max > *m_rows.at(highest).max)
            highest = i;
    }
    return highest;
}

void FanResultModel::setMarks(const FanMarks &marks)
{
    m_marks = marks;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
}

} // namespace md::fantasy
