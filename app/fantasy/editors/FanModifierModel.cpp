#include "fantasy/editors/FanModifierModel.h"

#include "fantasy/editors/FanCellDelegate.h"
#include "fantasy/rules/FanProfileCheck.h"

#include <QColor>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
QString signedText(int value) { return value > 0 ? u"+"_s + QString::number(value) : QString::number(value); }

bool isRole(int value)
{
    for (const auto &row : EnumTable<FanModifierRole>::rows()) {
        if (static_cast<int>(row.value) == value)
            return true;
    }
    return false;
}
} // namespace

FanModifierModel::FanModifierModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

int FanModifierModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : int(m_rows.size()); }

int FanModifierModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant FanModifierModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const FanModifier &m = m_rows.at(index.row());
    if (const QVariant marked = m_marks.data(index.row(), index.column(), role); marked.isValid())
        return marked;
    const bool text = role == Qt::DisplayRole || role == Qt::EditRole;
    switch (index.column()) {
    case IdColumn:
        return text ? QVariant(m.id) : QVariant();
    case LabelColumn:
        return text || role == Qt::ToolTipRole ? QVariant(m.label) : QVariant();
    case ValueColumn:
        if (role == Qt::DisplayRole)
            return signedText(m.value);
        if (role == Qt::EditRole)
            return m.value;
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    case PerInstanceColumn:
        if (role == Qt::CheckStateRole)
            return static_cast<int>(m.perInstance ? Qt::Checked : Qt::Unchecked);
        if (role == Qt::ToolTipRole)
            return tr("Counted once per friend, enemy or other instance (C.3)");
        return {};
    case CapColumn:
        if (role == Qt::DisplayRole)
            return m.cap ? QString::number(*m.cap) : tr("none");
        if (role == Qt::EditRole)
            return m.cap ? QVariant(*m.cap) : QVariant();
        if (role == Qt::ForegroundRole && !m.cap)
            return QColor(0x80, 0x80, 0x80);
        if (role == Qt::TextAlignmentRole)
            return QVariant(Qt::AlignRight | Qt::AlignVCenter);
        if (role == Qt::ToolTipRole)
            return tr("At most this many instances count (C-7); empty: no limit");
        return {};
    case RoleColumn:
        if (role == Qt::DisplayRole || role == Qt::ToolTipRole)
            return enumDisplayName(m.role);
        if (role == Qt::EditRole)
            return static_cast<int>(m.role);
        return {};
    default:
        return {};
    }
}

bool FanModifierModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    FanModifier m = m_rows.at(index.row());
    const int column = index.column();
    if (column == PerInstanceColumn) {
        if (role != Qt::CheckStateRole)
            return false;
        m.perInstance = value.toInt() == Qt::Checked;
    } else if (role != Qt::EditRole) {
        return false;
    } else if (column == IdColumn || column == LabelColumn) {
        (column == IdColumn ? m.id : m.label) = value.toString();
    } else if (column == ValueColumn) {
        if (!FanCellDelegate::readNumber(value, -FanProfileCheck::modifierLimit, FanProfileCheck::modifierLimit, &m.value))
            return false;
    } else if (column == CapColumn) {
        int cap = 0;
        if (FanCellDelegate::isBlank(value))
            m.cap.reset();
        else if (FanCellDelegate::readNumber(value, 1, FanProfileCheck::capLimit, &cap))
            m.cap = cap;
        else
            return false;
    } else if (column == RoleColumn) {
        int r = 0;
        if (!FanCellDelegate::readNumber(value, 0, 1000, &r) || !isRole(r))
            return false;
        m.role = static_cast<FanModifierRole>(r);
    }
    if (m == m_rows.at(index.row()))
        return true;
    m_rows[index.row()] = m;
    Q_EMIT dataChanged(index, index);
    Q_EMIT edited();
    return true;
}

Qt::ItemFlags FanModifierModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    const Qt::ItemFlags base = Qt::ItemIsEnabled | Qt::ItemIsSelectable;
    if (index.column() == PerInstanceColumn)
        return base | Qt::ItemIsUserCheckable;
    return base | Qt::ItemIsEditable;
}

QVariant FanModifierModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (role == Qt::DisplayRole) {
        switch (section) {
        case IdColumn: return tr("Id");
        case LabelColumn: return tr("Label");
        case ValueColumn: return tr("Value");
        case PerInstanceColumn: return tr("Each");
        case CapColumn: return tr("Cap");
        case RoleColumn: return tr("Stands for");
        default: return {};
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case IdColumn: return tr("How play and battle files name the row: a-z, 0-9 and -, unique");
        case LabelColumn: return tr("What the sheet says");
        case ValueColumn: return tr("Added to the BMV (C.3 step 3)");
        case PerInstanceColumn: return tr("Counted once per instance (C.3)");
        case CapColumn: return tr("At most this many instances count (C-7); empty: no limit");
        case RoleColumn: return tr("The seed's condition the row stands for, so its rule applies; the race's own rows are ticked or counted by the players");
        default: return {};
        }
    }
    return {};
}

QString FanModifierModel::freshId() const
{
    for (int n = int(m_rows.size()) + 1;; ++n) {
        const QString id = u"modifier-"_s + QString::number(n);
        bool used = false;
        for (const FanModifier &m : m_rows)
            used = used || m.id == id;
        if (!used)
            return id;
    }
}

bool FanModifierModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > m_rows.size() || count < 1
        || m_rows.size() + count > FanProfileCheck::maxModifiers)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i) {
        FanModifier m;
        m.id = freshId();
        m_rows.insert(row + i, m);
    }
    endInsertRows();
    Q_EMIT edited();
    return true;
}

bool FanModifierModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > m_rows.size())
        return false;
    beginRemoveRows(parent, row, row + count - 1);
    m_rows.remove(row, count);
    endRemoveRows();
    Q_EMIT edited();
    return true;
}

bool FanModifierModel::moveRows(const QModelIndex &sourceParent, int sourceRow, int count,
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

void FanModifierModel::setModifiers(const QList<FanModifier> &modifiers)
{
    beginResetModel();
    m_rows = modifiers;
    endResetModel();
}

void FanModifierModel::setMarks(const FanMarks &marks)
{
    m_marks = marks;
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1),
                           {Qt::BackgroundRole, Qt::ForegroundRole, Qt::ToolTipRole});
}

} // namespace md::fantasy
