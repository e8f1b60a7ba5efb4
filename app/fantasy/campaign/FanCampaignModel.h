#pragma once

#include "fantasy/campaign/FanCampaignTypes.h"

#include <QAbstractItemModel>

namespace md::fantasy {

// The fantasy battles in the campaign window, as a tree: one row per side per battle (its units, figures at the
// start and the end, losses, units destroyed, tests, routs and failed rallies, summed), and under it one row per
// unit as the battle ended. Its own records only; nothing of another system's.
class FanCampaignModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { Name, Race, Class, Kind, StartFigures, EndFigures, FiguresLost, EndState, Tests, Routs, RallyFailures,
                  ColumnCount };

    using QAbstractItemModel::QAbstractItemModel;

    void setBattles(const QList<FanBattleRecord> &battles);
    const QList<FanBattleRecord> &battles() const { return m_battles; }

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // A unit's end state in words: its state, and why a destroyed unit with figures left is gone.
    static QString endStateText(const FanUnitResult &unit);

private:
    struct Row
    {
        const FanBattleRecord *battle;
        const FanSideResult *side;
    };
    QVariant sideData(const Row &row, int column, int role) const;
    QVariant unitData(const FanUnitResult &unit, int column, int role) const;

    QList<FanBattleRecord> m_battles;
    QList<Row> m_rows;
};

} // namespace md::fantasy
