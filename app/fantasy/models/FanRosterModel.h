#pragma once

#include <QAbstractTableModel>

namespace md::fantasy {

struct FanBattle;

// Both armies at a glance for the table: one row per unit, side by side, with its figures, the chart column its
// losses reach (C.3 step 1), its state and what is due for it (C.4). Reads the battle it is given; reset on
// every change.
class FanRosterModel final : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { SideColumn, NameColumn, FiguresColumn, LossColumn, StateColumn, DueColumn, ColumnCount };
    static constexpr int UnitIdRole = Qt::UserRole + 1;

    explicit FanRosterModel(QObject *parent = nullptr);
    void setBattle(const FanBattle *battle);
    QString unitId(int row) const;
    int rowOf(const QString &unitId) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const FanBattle *m_battle = nullptr;
};

} // namespace md::fantasy
