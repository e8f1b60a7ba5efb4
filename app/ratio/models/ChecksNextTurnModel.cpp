#include "ratio/models/ChecksNextTurnModel.h"

#include "ratio/document/BattlegroupDocument.h"
#include "ratio/models/CheckQueueText.h"

#include <QHash>

#include <algorithm>

namespace md {

ChecksNextTurnModel::ChecksNextTurnModel(BattlegroupDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &BattlegroupDocument::changed, this, &ChecksNextTurnModel::refresh);
    m_rows = rowsNow();
    m_checked = static_cast<int>(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.check >= 0; }));
}

QList<ChecksNextTurnModel::Row> ChecksNextTurnModel::rowsNow() const
{
    const Battlegroup &bg = m_document->battlegroup();
    QHash<QString, int> unitOf;
    const auto refOf = [&bg, &unitOf](const QString &unitId, const QString &pieceId) -> ratio::PieceRef {
        if (unitOf.isEmpty()) {
            for (int u = 0; u < bg.units.size(); ++u)
                unitOf.insert(bg.units.at(u).id, u);
        }
        const int u = unitOf.value(unitId, -1);
        if (u < 0)
            return {};
        const auto &pieces = bg.units.at(u).pieces;
        for (int i = 0; i < pieces.size(); ++i) {
            if (pieces.at(i).id == pieceId)
                return {u, i};
        }
        return {};
    };

    // This turn's checks, in the order they were made: the log read back to the turn's start.
    QList<Row> rows;
    for (qsizetype i = bg.log.size() - 1; i >= 0 && bg.log.at(i).turn == bg.turn; --i) {
        const LogRecord &r = bg.log.at(i);
        if (r.event != LogEvent::Check)
            continue;
        const ratio::PieceRef ref = refOf(r.unitId, r.pieceId);
        if (ref.unit >= 0)
            rows.append(Row{ref, i, std::nullopt});
    }
    std::reverse(rows.begin(), rows.end());
    for (const ratio::QueuedCheck &q : ratio::checkQueue(bg).nextTurn) {
        const auto same = std::find_if(rows.begin(), rows.end(), [&q](const Row &r) { return r.ref == q.ref; });
        if (same != rows.end())
            same->next = q;
        else
            rows.append(Row{q.ref, -1, q});
    }
    return rows;
}

void ChecksNextTurnModel::refresh()
{
    QList<Row> rows = rowsNow();
    if (rows == m_rows) {
        if (!m_rows.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    beginResetModel();
    m_rows = std::move(rows);
    m_checked = static_cast<int>(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.check >= 0; }));
    endResetModel();
}

int ChecksNextTurnModel::rowOf(ratio::PieceRef ref) const
{
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows.at(i).ref == ref)
            return static_cast<int>(i);
    }
    return -1;
}

int ChecksNextTurnModel::nextTurnCount() const
{
    return static_cast<int>(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) { return r.next.has_value(); }));
}

int ChecksNextTurnModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_rows.size()); }

int ChecksNextTurnModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ChecksNextTurnModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const Battlegroup &bg = m_document->battlegroup();
    const Row &row = m_rows.at(index.row());
    const Piece &p = bg.units.at(row.ref.unit).pieces.at(row.ref.piece);
    switch (index.column()) {
    case PieceColumn:
        return p.name.isEmpty() ? p.id : p.name;
    case UnitColumn:
        return bg.units.at(row.ref.unit).name;
    case ThisTurnColumn:
        if (row.check < 0 || row.check >= bg.log.size())
            return role == Qt::ToolTipRole ? tr("Has not checked this turn.") : QVariant();
        return CheckQueueText::roll(bg.log.at(row.check));
    case NextTurnColumn:
        if (!row.next)
            return role == Qt::ToolTipRole ? tr("No check next turn unless the unit suffers another loss (R6).") : QVariant();
        return role == Qt::ToolTipRole ? CheckQueueText::rule(*row.next) : CheckQueueText::why(bg, *row.next);
    default:
        return {};
    }
}

QVariant ChecksNextTurnModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case PieceColumn:
        return tr("Piece");
    case UnitColumn:
        return tr("Unit");
    case ThisTurnColumn:
        return tr("Checked this turn");
    case NextTurnColumn:
        return tr("Checks next turn because");
    default:
        return {};
    }
}

} // namespace md
