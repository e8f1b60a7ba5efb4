#include "ww1/models/Ww1LogModel.h"

#include "ww1/texts/Ww1Texts.h"
#include "ww1/Ww1Rolls.h"
#include "kernel/RuleSystem.h"
#include "ww1/document/Ww1Document.h"

namespace md::ww1 {

Ww1LogModel::Ww1LogModel(Ww1Document *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
    , m_rows(static_cast<int>(document->force().log.size()))
{
    connect(document, &Ww1Document::changed, this, &Ww1LogModel::documentChanged);
}

void Ww1LogModel::documentChanged()
{
    const int rows = static_cast<int>(m_document->force().log.size());
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

int Ww1LogModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : m_rows; }

int Ww1LogModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant Ww1LogModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const Ww1Force &force = m_document->force();
    if (index.row() >= force.log.size())
        return {};
    const Ww1LogRecord &r = force.log.at(index.row());
    switch (index.column()) {
    case TurnColumn:
        return r.turn;
    case EventColumn:
        // The rule system and the test the record applies: "WW1 group and individual morale · A.3.1 group test C2".
        if (role == Qt::ToolTipRole)
            return tr("%1 · %2").arg(m_document->system().displayName(), Ww1Rolls::testOf(r));
        return enumDisplayName(r.event);
    case RecordColumn:
        if (role == Qt::ToolTipRole && !r.detail.isEmpty())
            return tr("%1\nModifiers: %2").arg(Ww1Texts::record(force, r), r.detail);
        return Ww1Texts::record(force, r);
    default:
        return {};
    }
}

QVariant Ww1LogModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case TurnColumn:
        return tr("Turn");
    case EventColumn:
        return tr("Event");
    case RecordColumn:
        return tr("What happened");
    default:
        return {};
    }
}

} // namespace md::ww1
