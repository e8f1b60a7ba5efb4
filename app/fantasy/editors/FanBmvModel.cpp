#include "fantasy/editors/FanBmvModel.h"

#include "fantasy/editors/FanCellDelegate.h"
#include "fantasy/rules/FanProfileCheck.h"

#include <algorithm>

namespace md::fantasy {

namespace {
constexpr int classCount = 3;

size_t slot(int i) { return static_cast<size_t>(i); }
} // namespace

FanBmvModel::FanBmvModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int FanBmvModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : classCount; }

int FanBmvModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : FanProfile::lossSteps; }

bool FanBmvModel::isEmpty(const Row &row)
{
    return std::none_of(row.cbegin(), row.cend(), [](const std::optional<int> &v) { return v.has_value(); });
}

QVariant FanBmvModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[slot(index.row())];
    const std::optional<int> &value = row[slot(index.column())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::EditRole:
        return value ? QVariant(*value) : QVariant();
    case Qt::TextAlignmentRole:
        return QVariant(Qt::AlignCenter);
    case Qt::BackgroundRole:
    case Qt::ForegroundRole:
    case Qt::ToolTipRole:
        // A row's problem (empty, or blanks still to fill) shows on its blanks, not on the values typed.
        if (const QVariant marked = m_marks.data(index.row(), index.column(), role, !value); marked.isValid())
            return marked;
        if (!value && !isEmpty(row))
            return FanMarks::look(false, tr("Needs a value: this row is started, and a row needs all ten"), role);
        if (role == Qt::ToolTipRole && isEmpty(row))
            return tr("No row yet: type a value to start it");
        return {};
    default:
        return {};
    }
}

bool FanBmvModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !index.isValid()
        || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    std::optional<int> now;
    if (!FanCellDelegate::isBlank(value)) {
        int n = 0;
        if (!FanCellDelegate::readNumber(value, -FanProfileCheck::valueLimit, FanProfileCheck::valueLimit, &n))
            return false;
        now = n;
    }
    Row &row = m_rows[slot(index.row())];
    std::optional<int> &cell = row[slot(index.column())];
    if (cell == now)
        return true;
    const bool wasEmpty = isEmpty(row);
    cell = now;
    // Starting or emptying a row changes how every cell of it shows (blank: needs a value, or not).
    if (wasEmpty != isEmpty(row))
        Q_EMIT dataChanged(this->index(index.row(), 0), this->index(index.row(), FanProfile::lossSteps - 1));
    else
        Q_EMIT dataChanged(index, index);
    Q_EMIT edited();
    return true;
}

Qt::ItemFlags FanBmvModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsEditable;
}

QVariant FanBmvModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && section >= 0 && section < FanProfile::lossSteps) {
        if (role == Qt::DisplayRole)
            return tr("%1 %").arg(section * 10);
        if (role == Qt::ToolTipRole)
            return tr("Losses of %1 % of the starting figures, rounded down (C.3 step 1)").arg(section * 10);
        return {};
    }
    if (orientation != Qt::Vertical || section < 0 || section >= classCount)
        return {};
    const auto c = static_cast<FanClass>(section);
    switch (role) {
    case Qt::DisplayRole: {
        FanProfile names;
        names.classNames = m_names;
        return FanProfileCheck::className(names, c);
    }
    case Qt::ForegroundRole:
    case Qt::ToolTipRole:
        for (const FanMark &m : m_marks.marks()) {
            if (m.row == section && m.column < 0)
                return FanMarks::look(m.fault, m.reason, role);
        }
        return {};
    default:
        return {};
    }
}

void FanBmvModel::setChart(const std::array<QList<int>, 3> &bmv)
{
    beginResetModel();
    for (size_t c = 0; c < m_rows.size(); ++c) {
        m_rows[c].fill(std::nullopt);
        for (qsizetype i = 0; i < std::min<qsizetype>(bmv[c].size(), FanProfile::lossSteps); ++i)
            m_rows[c][static_cast<size_t>(i)] = bmv[c][i];
    }
    endResetModel();
}

std::array<QList<int>, 3> FanBmvModel::chart() const
{
    std::array<QList<int>, 3> out;
    for (size_t c = 0; c < m_rows.size(); ++c) {
        for (const std::optional<int> &v : m_rows[c]) {
            if (v)
                out[c].append(*v);
        }
    }
    return out;
}

QList<int> FanBmvModel::blanks(FanClass c) const
{
    const Row &row = m_rows[slot(FanProfile::index(c))];
    QList<int> out;
    if (isEmpty(row))
        return out;
    for (int i = 0; i < FanProfile::lossSteps; ++i) {
        if (!row[slot(i)])
            out.append(i);
    }
    return out;
}

bool FanBmvModel::clearRow(int row)
{
    if (row < 0 || row >= classCount)
        return false;
    if (isEmpty(m_rows[slot(row)]))
        return true;
    m_rows[slot(row)].fill(std::nullopt);
    Q_EMIT dataChanged(index(row, 0), index(row, FanProfile::lossSteps - 1));
    Q_EMIT edited();
    return true;
}

void FanBmvModel::setClassNames(const std::array<QString, 3> &names)
{
    if (names == m_names)
        return;
    m_names = names;
    Q_EMIT headerDataChanged(Qt::Vertical, 0, classCount - 1);
}

void FanBmvModel::setMarks(const FanMarks &marks)
{
    m_marks = marks;
    Q_EMIT dataChanged(index(0, 0), index(classCount - 1, FanProfile::lossSteps - 1),
                       {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
    Q_EMIT headerDataChanged(Qt::Vertical, 0, classCount - 1);
}

} // namespace md::fantasy
