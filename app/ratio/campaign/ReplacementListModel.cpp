#include "ratio/campaign/ReplacementListModel.h"

#include <algorithm>

namespace md {

ReplacementListModel::ReplacementListModel(QObject *parent) : QAbstractTableModel(parent) {}

void ReplacementListModel::setReplacements(QList<Replacement> list, QHash<QString, int> fought)
{
    beginResetModel();
    m_list = std::move(list);
    m_fought = std::move(fought);
    endResetModel();
}

int ReplacementListModel::pendingCount() const
{
    return static_cast<int>(std::count_if(m_list.cbegin(), m_list.cend(), [](const Replacement &r) { return r.joinedBattle == 0; }));
}

int ReplacementListModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_list.size());
}

int ReplacementListModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString ReplacementListModel::status(const Replacement &r) const
{
    if (r.joinedBattle > 0)
        return tr("Joined in battle %1").arg(r.joinedBattle);
    // R12: they miss `delay` battles; the battlegroup's next battle is fought + 1.
    const int toGo = r.arrivesFor() - (m_fought.value(r.battlegroup) + 1);
    if (toGo <= 0)
        return tr("On its way: arrives for the next battle");
    return tr("On its way: arrives after %n more battle(s)", nullptr, toGo);
}

QVariant ReplacementListModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Replacement &r = m_list.at(index.row());
    if (role == IdRole)
        return r.id;
    if (role == PendingRole)
        return r.joinedBattle == 0;
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (static_cast<Column>(index.column())) {
    case BattlegroupColumn:
        return r.battlegroup;
    case UnitColumn:
        return r.unit.name.isEmpty() ? r.unit.id : tr("%1 (%2)").arg(r.unit.name, r.unit.id);
    case PiecesColumn: {
        QStringList names;
        for (const Piece &p : r.unit.pieces)
            names << p.name;
        return tr("%1: %2").arg(QString::number(r.unit.pieces.size()), names.join(QStringLiteral(", ")));
    }
    case AskedColumn:
        return r.requestedAfter;
    case DelayColumn:
        return r.delay;
    case ArrivesColumn:
        return r.arrivesFor();
    case StatusColumn:
        return status(r);
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ReplacementListModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole || orientation != Qt::Horizontal)
        return {};
    switch (static_cast<Column>(section)) {
    case BattlegroupColumn:
        return tr("Battlegroup");
    case UnitColumn:
        return tr("Unit");
    case PiecesColumn:
        return tr("Pieces");
    case AskedColumn:
        return tr("Asked for after battle");
    case DelayColumn:
        return tr("Delay (battles)");
    case ArrivesColumn:
        return tr("Arrives for its battle");
    case StatusColumn:
        return tr("When (R12)");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace md
