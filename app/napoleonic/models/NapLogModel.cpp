#include "napoleonic/models/NapLogModel.h"

#include "napoleonic/texts/NapTexts.h"
#include "kernel/RuleSystem.h"
#include "napoleonic/document/NapDocument.h"

namespace md::nap {

NapLogModel::NapLogModel(NapDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(static_cast<int>(document->battle().log.size()))
{
    connect(document, &NapDocument::changed, this, &NapLogModel::documentChanged);
}

void NapLogModel::documentChanged()
{
    const int rows = static_cast<int>(m_document->battle().log.size());
    // The log grows by play and shrinks by undo at its end; an edit may rewrite it (a restore): then reset.
    if (rows > m_rows) {
        beginInsertRows({}, m_rows, rows - 1);
        m_rows = rows;
        endInsertRows();
    } else if (rows < m_rows) {
        beginRemoveRows({}, rows, m_rows - 1);
        m_rows = rows;
        endRemoveRows();
    }
    if (m_rows > 0)
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
}

int NapLogModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }

int NapLogModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant NapLogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const NapBattle &battle = m_document->battle();
    if (index.row() >= battle.log.size())
        return {};
    const NapLogRecord &r = battle.log.at(index.row());
    switch (index.column()) {
    case TurnColumn:
        return r.turn;
    case PhaseColumn:
        return enumDisplayName(r.phase);
    case EventColumn:
        if (role == Qt::ToolTipRole)
            return tr("%1 \u00b7 %2").arg(m_document->system().displayName(), enumDisplayName(r.event));
        return enumDisplayName(r.event);
    case RecordColumn:
        // The adjustments behind a check, or the MFP events of a fatigue phase, in the tooltip.
        if (role == Qt::ToolTipRole && !r.detail.isEmpty())
            return tr("%1\nDetail: %2").arg(NapTexts::record(battle, r), r.detail);
        return NapTexts::record(battle, r);
    default:
        return {};
    }
}

QVariant NapLogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TurnColumn:
        return tr("Turn");
    case PhaseColumn:
        return tr("Phase");
    case EventColumn:
        return tr("Event");
    case RecordColumn:
        return tr("What happened");
    default:
        return {};
    }
}

} // namespace md::nap
