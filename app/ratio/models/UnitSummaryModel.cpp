#include "ratio/models/UnitSummaryModel.h"

#include "kernel/EnumText.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioMorale.h"

#include <map>

namespace md {

UnitSummaryModel::UnitSummaryModel(BattlegroupDocument *document, QObject *parent)
    : QAbstractTableModel(parent), m_document(document)
{
    // Every change may move any unit's points: the whole table is read again.
    connect(document, &GameDocument::changed, this, [this] {
        beginResetModel();
        endResetModel();
    });
}

int UnitSummaryModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_document->battlegroup().units.size());
}

int UnitSummaryModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QString UnitSummaryModel::statuses(const Unit &unit)
{
    std::map<MoraleStatus, int> byStatus;
    std::map<Presence, int> lost;
    int marked = 0;
    for (const Piece &p : unit.pieces) {
        if (p.state.presence == Presence::Active) {
            ++byStatus[p.state.status];
            if (p.state.marker)
                ++marked;
        } else {
            ++lost[p.state.presence];
        }
    }
    QStringList parts;
    for (const auto &[status, n] : byStatus)
        parts << tr("%1 %2").arg(n).arg(enumDisplayName(status));
    if (marked > 0)
        parts << tr("%n marked", nullptr, marked);
    for (const auto &[presence, n] : lost)
        parts << tr("%1 %2").arg(n).arg(enumDisplayName(presence));
    return parts.join(tr(", "));
}

QVariant UnitSummaryModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Battlegroup &bg = m_document->battlegroup();
    const Unit &unit = bg.units.at(index.row());
    const int starting = ratio::unitStarting(unit, bg.rules);
    const int current = ratio::unitCurrent(unit, bg.rules);
    if (role == Qt::TextAlignmentRole && index.column() != UnitColumn && index.column() != StatusColumn)
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    switch (index.column()) {
    case UnitColumn:
        return unit.name.isEmpty() ? unit.id : unit.name;
    case StartingColumn:
        return starting;
    case CurrentColumn:
        return current;
    case RatioColumn:
        if (starting <= 0)
            return QString();
        // R5: the ratio of current to starting points, truncated to two decimals, as the table reads it.
        return ratio::formatRatio(ratio::ratioHundredths(starting, current));
    case StatusColumn:
        return statuses(unit);
    default:
        return {};
    }
}

QVariant UnitSummaryModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case UnitColumn:
        return tr("Unit");
    case StartingColumn:
        return tr("Starting");
    case CurrentColumn:
        return tr("Current");
    case RatioColumn:
        return tr("Ratio");
    case StatusColumn:
        return tr("Pieces");
    default:
        return {};
    }
}

} // namespace md
