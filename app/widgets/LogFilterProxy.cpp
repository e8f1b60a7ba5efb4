#include "widgets/LogFilterProxy.h"

namespace md {

LogFilterProxy::LogFilterProxy(const LogColumns &columns, QObject *parent)
    : QSortFilterProxyModel(parent), m_columns(columns)
{
}

void LogFilterProxy::set(QString &field, const QString &value)
{
    if (field == value)
        return;
    field = value;
    invalidateFilter();
}

void LogFilterProxy::setUnit(const QString &unit) { set(m_unit, unit); }
void LogFilterProxy::setPiece(const QString &piece) { set(m_piece, piece); }
void LogFilterProxy::setTurn(const QString &turn) { set(m_turn, turn); }
void LogFilterProxy::setEvent(const QString &event) { set(m_event, event); }
void LogFilterProxy::setSearch(const QString &text) { set(m_search, text.trimmed()); }

bool LogFilterProxy::isFiltering() const
{
    return !m_unit.isEmpty() || !m_piece.isEmpty() || !m_turn.isEmpty() || !m_event.isEmpty() || !m_search.isEmpty();
}

bool LogFilterProxy::matches(int column, const QString &wanted, int sourceRow, const QModelIndex &parent) const
{
    if (wanted.isEmpty() || column < 0)
        return true;
    return sourceModel()->index(sourceRow, column, parent).data().toString() == wanted;
}

bool LogFilterProxy::filterAcceptsRow(int sourceRow, const QModelIndex &sourceParent) const
{
    if (!matches(m_columns.unit, m_unit, sourceRow, sourceParent)
        || !matches(m_columns.piece, m_piece, sourceRow, sourceParent)
        || !matches(m_columns.turn, m_turn, sourceRow, sourceParent)
        || !matches(m_columns.event, m_event, sourceRow, sourceParent))
        return false;
    if (m_search.isEmpty())
        return true;
    // Every word somewhere in the row: its text or its tooltip (which names the rule system and the test).
    QStringList texts;
    for (int c = 0; c < sourceModel()->columnCount(sourceParent); ++c) {
        const QModelIndex cell = sourceModel()->index(sourceRow, c, sourceParent);
        texts << cell.data(Qt::DisplayRole).toString() << cell.data(Qt::ToolTipRole).toString();
    }
    const QString row = texts.join(u'\n');
    const QStringList words = m_search.split(u' ', Qt::SkipEmptyParts);
    for (const QString &word : words) {
        if (!row.contains(word, Qt::CaseInsensitive))
            return false;
    }
    return true;
}

} // namespace md
