#pragma once

#include "ratio/rules/CheckQueue.h"

#include <QAbstractTableModel>

#include <optional>

namespace md {

class BattlegroupDocument;

// The other half of the checks queue (R6): the pieces that checked this turn, in the order they did, with the die
// and the result; then those marked for next turn that have not checked, in roster order. The Next turn column
// says why a piece checks again next turn ("failed this turn", "damaged during its own initiative").
class ChecksNextTurnModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PieceColumn, UnitColumn, ThisTurnColumn, NextTurnColumn, ColumnCount };

    explicit ChecksNextTurnModel(BattlegroupDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    ratio::PieceRef refAt(int row) const { return m_rows.value(row).ref; }
    int rowOf(ratio::PieceRef ref) const;
    // How many rows are checks made this turn (they come first).
    int checkedCount() const { return m_checked; }
    // How many pieces check next turn.
    int nextTurnCount() const;

    struct Row
    {
        ratio::PieceRef ref;
        qsizetype check = -1;                 // this turn's check in the log, or -1
        std::optional<ratio::QueuedCheck> next; // why it checks next turn, if it does
        friend bool operator==(const Row &, const Row &) = default;
    };

private:
    void refresh();
    QList<Row> rowsNow() const;

    BattlegroupDocument *m_document;
    QList<Row> m_rows;
    int m_checked = 0;
};

} // namespace md
