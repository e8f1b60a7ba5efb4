#include "napoleonic/widgets/NapRoutedModel.h"

#include "napoleonic/rules/NapCmr.h"

namespace md::nap {

NapRoutedModel::NapRoutedModel(QObject *parent) : QAbstractTableModel(parent) {}

void NapRoutedModel::setArmy(const NapBattle &battle, const QString &armyId)
{
    QList<Row> rows;
    if (const NapArmy *army = battle.army(armyId)) {
        for (const NapCommand &command : army->commands) {
            for (const NapUnit &unit : command.units) {
                if (unit.state != NapUnitState::Routed)
                    continue;
                rows.append({unit.id, unit.name.isEmpty() ? unit.id : unit.name,
                             command.name.isEmpty() ? command.id : command.name,
                             NapCmr::current(unit, command, *army, battle, battle.phase()).value, unit.rallyFailures});
            }
        }
    }
    if (rows == m_rows)
        return;
    // The same units: only their figures changed, and the view keeps its selection.
    bool sameUnits = rows.size() == m_rows.size();
    for (qsizetype i = 0; sameUnits && i < rows.size(); ++i)
        sameUnits = rows.at(i).unitId == m_rows.at(i).unitId;
    if (sameUnits) {
        m_rows = rows;
        Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = rows;
    endResetModel();
}

int NapRoutedModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int NapRoutedModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant NapRoutedModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows.at(index.row());
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case UnitColumn:
            return row.name;
        case CommandColumn:
            return row.command;
        case CmrColumn:
            return row.cmr;
        case FailuresColumn:
            return row.failures;
        default:
            return {};
        }
    }
    if (role == Qt::ToolTipRole && index.column() == FailuresColumn)
        return row.failures > 0 ? tr("Failed once in this rout: a second failure removes the unit (B.4.4).")
                                : tr("No failed rally attempt in this rout.");
    if (role == Qt::TextAlignmentRole && (index.column() == CmrColumn || index.column() == FailuresColumn))
        return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role == Qt::UserRole)
        return row.unitId;
    return {};
}

QVariant NapRoutedModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case UnitColumn:
        return tr("Unit");
    case CommandColumn:
        return tr("Command");
    case CmrColumn:
        return tr("CMR");
    case FailuresColumn:
        return tr("Failed rallies");
    default:
        return {};
    }
}

QString NapRoutedModel::unitId(int row) const
{
    return row >= 0 && row < m_rows.size() ? m_rows.at(row).unitId : QString();
}

int NapRoutedModel::rowOf(const QString &unitId) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).unitId == unitId)
            return static_cast<int>(i);
    }
    return -1;
}

int NapRoutedModel::failures(int row) const { return row >= 0 && row < m_rows.size() ? m_rows.at(row).failures : 0; }

} // namespace md::nap
