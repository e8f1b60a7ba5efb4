#pragma once

#include "fantasy/editors/FanMarks.h"
#include "fantasy/model/FanProfile.h"

#include <QAbstractTableModel>

namespace md::fantasy {

// The Morale Modifiers table (C.3 step 3, C.6 item 2): a row per modifier with its id, label, value, whether
// it counts per instance, its cap (C-7; empty: none) and which of the seed's conditions it stands for.
class FanModifierModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { IdColumn, LabelColumn, ValueColumn, PerInstanceColumn, CapColumn, RoleColumn, ColumnCount };

    explicit FanModifierModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // EditRole: id and label any text (FanProfileCheck names a bad one); value a whole number within
    // ±FanProfileCheck::modifierLimit; cap 1…FanProfileCheck::capLimit or empty; role an int of FanModifierRole.
    // CheckStateRole: per instance.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    // New rows: a custom modifier worth 0 with an unused id ("modifier-3") and no label yet.
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;
    // One row at a time, as the Up and Down buttons move it.
    bool moveRows(const QModelIndex &sourceParent, int sourceRow, int count, const QModelIndex &destinationParent,
                  int destinationChild) override;

    // Loads the rows without edited().
    void setModifiers(const QList<FanModifier> &modifiers);
    const QList<FanModifier> &modifiers() const { return m_rows; }
    void setMarks(const FanMarks &marks);

Q_SIGNALS:
    // After each change a player makes; not after setModifiers or setMarks.
    void edited();

private:
    QString freshId() const;

    QList<FanModifier> m_rows;
    FanMarks m_marks;
};

} // namespace md::fantasy
