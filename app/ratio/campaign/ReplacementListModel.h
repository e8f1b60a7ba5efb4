#pragma once

#include "ratio/campaign/RatioCampaignTypes.h"

#include <QAbstractTableModel>
#include <QHash>

namespace md {

// Replacements on their way and those that joined (R12), with the battle each arrives for.
class ReplacementListModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    // When they arrive comes before the long list of pieces, so it is in view without scrolling.
    enum Column { BattlegroupColumn, UnitColumn, StatusColumn, ArrivesColumn, DelayColumn, AskedColumn, PiecesColumn,
                  ColumnCount };
    enum Role { IdRole = Qt::UserRole + 1, PendingRole };

    explicit ReplacementListModel(QObject *parent = nullptr);
    // `fought`: the battles each battlegroup has fought, which says how far off an arrival is.
    void setReplacements(QList<Replacement> list, QHash<QString, int> fought);
    const QList<Replacement> &replacements() const { return m_list; }
    int pendingCount() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QString status(const Replacement &r) const;

    QList<Replacement> m_list;
    QHash<QString, int> m_fought;
};

} // namespace md
