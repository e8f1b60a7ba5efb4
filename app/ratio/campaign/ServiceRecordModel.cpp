#include "ratio/campaign/ServiceRecordModel.h"

#include <QLocale>

namespace md {

ServiceRecordModel::ServiceRecordModel(QObject *parent) : QAbstractTableModel(parent) {}

void ServiceRecordModel::setRecord(ServiceRecord record)
{
    beginResetModel();
    m_record = std::move(record);
    endResetModel();
}

void ServiceRecordModel::clear() { setRecord({}); }

int ServiceRecordModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_record.battles.size());
}

int ServiceRecordModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ServiceRecordModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const UnitBattle &b = m_record.battles.at(index.row());
    if (role == Qt::TextAlignmentRole)
        return index.column() == NameColumn || index.column() == ExperienceColumn || index.column() == StatusColumn
                   ? QVariant()
                   : QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (static_cast<Column>(index.column())) {
    case BattleColumn:
        return b.battle;
    case DateColumn:
        return b.date.isValid() ? QLocale().toString(b.date, QLocale::ShortFormat) : QString();
    case NameColumn:
        return b.battleName;
    case ExperienceColumn:
        return b.experience == Experience::Green ? tr("Green") : tr("Seasoned");
    case PiecesColumn:
        return b.pieces;
    case StartColumn:
        return b.startingPoints;
    case EndColumn:
        return b.endingPoints;
    case PassedColumn:
        return b.tally.checksPassed;
    case FailedColumn:
        return b.tally.checksFailed;
    case BrokenColumn:
        return b.tally.timesBroken;
    case LostColumn:
        return b.tally.piecesLost();
    case LeadersColumn:
        return b.tally.leadersLost;
    case LeftBoardColumn:
        return b.tally.leftBoard;
    case StatusColumn:
        return b.endStatus;
    case ColumnCount:
        break;
    }
    return {};
}

QVariant ServiceRecordModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal)
        return {};
    // Short titles keep every column in view; the tooltip says it in full.
    if (role == Qt::ToolTipRole) {
        switch (static_cast<Column>(section)) {
        case StartColumn:
            return tr("Morale points at the start of the battle");
        case EndColumn:
            return tr("Morale points at the end of the battle");
        case BrokenColumn:
            return tr("Failed checks whose result was Broken (R7)");
        case LostColumn:
            return tr("Pieces lost for good: casualties, surrendered, shot, eliminated, destroyed, abandoned");
        case LeadersColumn:
            return tr("Soldiers above Trooper lost");
        case LeftBoardColumn:
            return tr("Pieces that left the board (they return, R7)");
        default:
            return headerData(section, orientation, Qt::DisplayRole);
        }
    }
    if (role != Qt::DisplayRole)
        return {};
    switch (static_cast<Column>(section)) {
    case BattleColumn:
        return tr("Battle");
    case DateColumn:
        return tr("Date");
    case NameColumn:
        return tr("Name");
    case ExperienceColumn:
        return tr("Experience");
    case PiecesColumn:
        return tr("Pieces");
    case StartColumn:
        return tr("Start");
    case EndColumn:
        return tr("End");
    case PassedColumn:
        return tr("Passed");
    case FailedColumn:
        return tr("Failed");
    case BrokenColumn:
        return tr("Broken");
    case LostColumn:
        return tr("Losses");
    case LeadersColumn:
        return tr("Leaders lost");
    case LeftBoardColumn:
        return tr("Left board");
    case StatusColumn:
        return tr("Status at end");
    case ColumnCount:
        break;
    }
    return {};
}

} // namespace md
