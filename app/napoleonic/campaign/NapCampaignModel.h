#pragma once

#include "napoleonic/campaign/NapCampaignTypes.h"

#include <QAbstractTableModel>

namespace md::nap {

// The Napoleonic battledays in the campaign window: one row per army per battleday, its own figures only
// (MFP total and used, the tier reached, who exceeded its MFP and the -1 carried to the next battleday, 15.96);
// nothing of another system's.
class NapCampaignModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { Battle, Army, Battleday, MfpTotal, MfpUsed, Tier, FoughtAt, Exceeded, NextPenalty, FiguresLost, Routed,
                  Eliminated, ColumnCount };

    using QAbstractTableModel::QAbstractTableModel;

    void setBattledays(const QList<NapBattledayRecord> &days);
    const QList<NapBattledayRecord> &battledays() const { return m_days; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    struct Row
    {
        const NapBattledayRecord *day;
        const NapArmyResult *army;
    };
    QList<NapBattledayRecord> m_days;
    QList<Row> m_rows;
};

} // namespace md::nap
