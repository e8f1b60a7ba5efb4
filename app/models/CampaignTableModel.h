#pragma once

#include "CampaignTypes.h"

#include <QAbstractTableModel>

namespace md {

// Any list of a campaign (battles, participants, units, service records…) as a read-only table.
class CampaignTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit CampaignTableModel(QObject *parent = nullptr);
    void setTable(CampaignTable table);
    const CampaignTable &table() const { return m_table; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    CampaignTable m_table;
};

} // namespace md
