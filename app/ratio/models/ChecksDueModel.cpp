#include "ratio/models/ChecksDueModel.h"

#include "ratio/document/BattlegroupDocument.h"
#include "ratio/models/CheckQueueText.h"

namespace md {

ChecksDueModel::ChecksDueModel(BattlegroupDocument *document, QObject *parent)
    : QAbstractTableModel(parent)
    , m_document(document)
{
    connect(document, &BattlegroupDocument::changed, this, &ChecksDueModel::refresh);
    m_queue = ratio::checkQueue(m_document->battlegroup()).now;
}

void ChecksDueModel::refresh()
{
    // The whole queue again: its order can change with any loss (R6), and it is a walk over the pieces' states
    // and this turn's log only. Rows are reset only when the queue changed.
    QList<ratio::QueuedCheck> queue = ratio::checkQueue(m_document->battlegroup()).now;
    m_typedRows = 0;
    m_typedFaces.clear();
    if (queue == m_queue) {
        if (!m_queue.isEmpty())
            Q_EMIT dataChanged(index(0, 0), index(rowCount() - 1, ColumnCount - 1));
        return;
    }
    m_previous = refs();
    beginResetModel();
    m_queue = std::move(queue);
    endResetModel();
}

int ChecksDueModel::rowOf(ratio::PieceRef ref) const
{
    for (qsizetype i = 0; i < m_queue.size(); ++i) {
        if (m_queue.at(i).ref == ref)
            return static_cast<int>(i);
    }
    return -1;
}

QList<ratio::PieceRef> ChecksDueModel::refs(int count) const
{
    QList<ratio::PieceRef> out;
    const qsizetype n = count < 0 ? m_queue.size() : std::min<qsizetype>(count, m_queue.size());
    out.reserve(n);
    for (qsizetype i = 0; i < n; ++i)
        out.append(m_queue.at(i).ref);
    return out;
}

bool ChecksDueModel::needsDie(int row) const
{
    return row >= 0 && row < m_queue.size() && ratio::assessPiece(m_document->battlegroup(), m_queue.at(row).ref).needsDie();
}

void ChecksDueModel::setTyped(int rows, const QList<int> &faces)
{
    const int before = m_typedRows;
    m_typedRows = std::clamp(rows, 0, rowCount());
    m_typedFaces.clear();
    qsizetype next = 0;
    for (int row = 0; row < m_typedRows; ++row)
        m_typedFaces.append(needsDie(row) && next < faces.size() ? std::optional<int>(faces.at(next++)) : std::nullopt);
    const int last = std::max(before, m_typedRows) - 1;
    if (last >= 0)
        Q_EMIT dataChanged(index(0, DieColumn), index(std::min(last, rowCount() - 1), DieColumn));
}

int ChecksDueModel::rowCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : static_cast<int>(m_queue.size()); }

int ChecksDueModel::columnCount(const QModelIndex &parent) const { return parent.isValid() ? 0 : ColumnCount; }

QVariant ChecksDueModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    if (role != Qt::DisplayRole && role != Qt::ToolTipRole)
        return {};
    const Battlegroup &bg = m_document->battlegroup();
    const ratio::QueuedCheck &queued = m_queue.at(index.row());
    const ratio::PieceRef ref = queued.ref;
    const Piece &p = bg.units.at(ref.unit).pieces.at(ref.piece);
    const ratio::CheckAssessment a = ratio::assessPiece(bg, ref);
    switch (index.column()) {
    case PieceColumn:
        return p.name.isEmpty() ? p.id : p.name;
    case UnitColumn:
        return bg.units.at(ref.unit).name;
    case WhyColumn:
        return role == Qt::ToolTipRole ? CheckQueueText::rule(queued) : CheckQueueText::why(bg, queued);
    case NeedColumn:
        if (a.automatic == Automatic::Success)
            return tr("S");
        if (a.automatic == Automatic::Failure)
            return tr("F");
        return a.modifiedNeed ? tr("%1 or less").arg(a.successFaces) : QString();
    case FailureColumn:
        return role == Qt::ToolTipRole ? ratio::behaviourText(a.failure) : enumDisplayName(a.failure);
    case DieColumn:
        if (index.row() >= m_typedRows)
            return role == Qt::ToolTipRole ? tr("Type the faces in the field above, one per check in this order.") : QVariant();
        return CheckQueueText::preview(a, m_typedFaces.value(index.row()));
    default:
        return {};
    }
}

QVariant ChecksDueModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1; // the place in the queue
    switch (section) {
    case PieceColumn:
        return tr("Piece");
    case UnitColumn:
        return tr("Unit");
    case WhyColumn:
        return tr("Why");
    case NeedColumn:
        return tr("d10 needed");
    case FailureColumn:
        return tr("If it fails");
    case DieColumn:
        return tr("Die");
    default:
        return {};
    }
}

} // namespace md
