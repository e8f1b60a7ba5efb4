#pragma once

#include "fantasy/editors/FanMarks.h"

#include <QAbstractListModel>
#include <QStringList>

namespace md::fantasy {

// The race's "When to Test Morale" list (C.2 item 1, C.6 item 3): the trigger labels the resolver shows as
// buttons, in the sheet's order.
class FanTriggerModel : public QAbstractListModel
{
    Q_OBJECT

public:
    explicit FanTriggerModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // EditRole: any text, kept as typed (FanProfileCheck names an empty or a repeated one).
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // New rows are empty, to be typed in.
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count, const QModelIndex &destinationParent,
                  int destinationChild) override;

    // Loads the list without edited().
    void setTriggers(const QStringList &triggers);
    const QStringList &triggers() const { return m_rows; }
    void setMarks(const FanMarks &marks);

Q_SIGNALS:
    // After each change a player makes; not after setTriggers or setMarks.
    void edited();

private:
    QStringList m_rows;
    FanMarks m_marks;
};

} // namespace md::fantasy
