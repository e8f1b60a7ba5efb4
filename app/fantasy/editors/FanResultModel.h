#pragma once

#include "fantasy/editors/FanMarks.h"
#include "fantasy/model/FanProfile.h"

#include <QAbstractTableModel>

namespace md::fantasy {

// One class's Morale Results (C.3 step 5, C.6 item 4): rows of FMV ranges, min (empty: open below), max (empty:
// open above) and the result. Any order, as the sheet has it (C-2); FanProfileCheck says where a gap or an
// overlap is, and the editor marks those rows here.
class FanResultModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { MinColumn, MaxColumn, ResultColumn, ColumnCount };

    explicit FanResultModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // EditRole: min and max a whole number within ±FanProfileCheck::valueLimit, or empty for an open end;
    // result an int of FanResult.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // A first row is open at both ends; a later one starts above the highest end typed so far, open above.
    // Either is Carry On until changed; the check marks it while it overlaps another.
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count, const QModelIndex &destinationParent,
                  int destinationChild) override;

    // Loads the rows without edited().
    void setBands(const QList<FanResultBand> &bands);
    const QList<FanResultBand> &bands() const { return m_rows; }
    // A mark of the whole table (an end not open) also marks the cell that should be open: the min of the
    // lowest range, the max of the highest.
    void setMarks(const FanMarks &marks);

Q_SIGNALS:
    // After each change a player makes; not after setBands or setMarks.
    void edited();

private:
    // The rows whose min (lowest) or max (highest) closes an end; -1 when that end is open.
    int closedBottom() const;
    int closedTop() const;

    QList<FanResultBand> m_rows;
    FanMarks m_marks;
};

} // namespace md::fantasy
