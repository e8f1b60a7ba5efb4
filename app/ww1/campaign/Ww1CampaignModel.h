#pragma once

#include "ww1/campaign/Ww1CampaignTypes.h"

#include <QAbstractTableModel>

namespace md::ww1 {

// WW1's battles in the campaign window: one row per group per battle, its own figures only (members,
// casualties, conditions tested, withdrawals, surrenders); nothing of another system's.
class Ww1CampaignModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Battle, Force, Group, Side, Role, Start, Casualties, Left, Tested, Withdrew, Surrendered, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setBattles(const QList<Ww1BattleRecord> &battles);
    const QList<Ww1BattleRecord> &battles() const { return m_battles; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        const Ww1BattleRecord *battle;
        const Ww1ForceResult *force;
        const Ww1GroupResult *group;
    };
    QList<Ww1BattleRecord> m_battles;
    QList<Row> m_rows;
};

} // namespace md::ww1
