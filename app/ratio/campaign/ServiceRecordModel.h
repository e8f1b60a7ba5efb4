#pragma once

#include "ratio/campaign/RatioCampaignTypes.h"

#include <QAbstractTableModel>

namespace md {

// One unit's service record, one row per battle it fought (the campaign window's service-record view).
class ServiceRecordModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { BattleColumn, DateColumn, NameColumn, ExperienceColumn, PiecesColumn, StartColumn, EndColumn,
                  PassedColumn, FailedColumn, BrokenColumn, LostColumn, LeadersColumn, LeftBoardColumn,
                  StatusColumn, ColumnCount };

    explicit ServiceRecordModel(QObject *parent = nullptr);
    void setRecord(ServiceRecord record);
    void clear();
    const ServiceRecord &record() const { return m_record; }

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    ServiceRecord m_record;
};

} // namespace md
