#pragma once

#include "CampaignTypes.h"

#include <QAbstractTableModel>

namespace md {

// Any list of a campaign (battles, participants, units, service records…) as a read-only table. The
// headers are translated titles; the machine names stay the CSV header (docs/campaign-format.md).
class CampaignTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    explicit CampaignTableModel(QObject *parent = nullptr);
    void setTable(CampaignTable table);
    const CampaignTable &table() const { return m_table; }

    // The title of a list ("unit-results" → "Unit results") and of one of its columns; empty when the
    // list or column is unknown, so a column added to a list without a title is noticed by the tests.
    static QString listTitle(const QString &list);
    static QString columnTitle(const QString &list, const QString &column);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    CampaignTable m_table;
};

} // namespace md
