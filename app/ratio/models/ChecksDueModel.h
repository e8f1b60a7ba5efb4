#pragma once

#include "ratio/rules/CheckQueue.h"
#include "ratio/rules/RatioEngine.h"

#include <QAbstractTableModel>

#include <optional>

namespace md {

class BattlegroupDocument;

// R6: the pieces that must check morale before this turn ends, as a queue in the order they check (see
// ratio::checkQueue()): why each is due, what it needs now, and the face typed for it before it is applied.
class ChecksDueModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PieceColumn, UnitColumn, NeedColumn, DieColumn, FailureColumn, WhyColumn, ColumnCount };

    explicit ChecksDueModel(BattlegroupDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    ratio::PieceRef refAt(int row) const { return row >= 0 && row < m_queue.size() ? m_queue.at(row).ref : ratio::PieceRef{}; }
    int rowOf(ratio::PieceRef ref) const;
    const QList<ratio::QueuedCheck> &queue() const { return m_queue; }
    QList<ratio::PieceRef> refs(int count = -1) const;
    // The queue as it was before the last change: where a check just made stood in it.
    QList<ratio::PieceRef> previousRefs() const { return m_previous; }
    // Whether the check of `row` needs a die now (R5, R8: S, F and a need of 0 or 10 do not).
    bool needsDie(int row) const;

    // Fast entry, before it is applied: the first `rows` rows check, with these faces for the rows that need a
    // die, in order. Shown in the Die column; rows = 0 shows none.
    void setTyped(int rows, const QList<int> &faces);

private:
    void refresh();

    BattlegroupDocument *m_document;
    QList<ratio::QueuedCheck> m_queue;
    QList<ratio::PieceRef> m_previous;
    int m_typedRows = 0;
    QList<std::optional<int>> m_typedFaces; // per row of the first m_typedRows
};

} // namespace md
