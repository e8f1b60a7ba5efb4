#include "widgets/DiceHistoryModel.h"

namespace md {

DiceHistoryModel::DiceHistoryModel(QObject *parent) : QAbstractTableModel(parent) {}

void DiceHistoryModel::setRolls(const RolledDice &rolls)
{
    if (rolls == m_all)
        return;
    beginResetModel();
    m_all = rolls;
    refilter();
    endResetModel();
}

void DiceHistoryModel::setSide(const QString &side)
{
    if (side == m_side)
        return;
    beginResetModel();
    m_side = side;
    refilter();
    endResetModel();
}

void DiceHistoryModel::refilter()
{
    m_shown.clear();
    for (const RolledDie &d : std::as_const(m_all)) {
        if (m_side.isEmpty() || d.side == m_side)
            m_shown.append(d);
    }
}

QStringList DiceHistoryModel::sides() const
{
    QStringList result;
    for (const RolledDie &d : m_all) {
        if (!result.contains(d.side))
            result.append(d.side);
    }
    return result;
}

int DiceHistoryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_shown.size());
}

int DiceHistoryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant DiceHistoryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RolledDie &d = m_shown.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case SideColumn:
            return d.side;
        case TurnColumn:
            return d.turn;
        case DiceColumn:
            return d.spec.toString();
        case RollColumn:
            return d.value;
        case SourceColumn:
            return d.typed ? tr("Typed") : tr("Program");
        case PurposeColumn:
            return d.purpose;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == SourceColumn)
        return d.typed ? tr("The player's own dice, typed in") : tr("Rolled by the program");
    if (role == Qt::TextAlignmentRole && (index.column() == TurnColumn || index.column() == RollColumn))
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant DiceHistoryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case SideColumn:
        return tr("Side");
    case TurnColumn:
        return tr("Turn");
    case DiceColumn:
        return tr("Dice");
    case RollColumn:
        return tr("Roll");
    case SourceColumn:
        return tr("By");
    case PurposeColumn:
        return tr("For");
    default:
        return {};
    }
}

} // namespace md
