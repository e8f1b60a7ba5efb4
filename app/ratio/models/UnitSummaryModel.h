#pragma once

#include <QAbstractTableModel>

namespace md {

class BattlegroupDocument;
struct Unit;

// One row per unit of the side in play: its starting and current morale points, their ratio (R5), and its pieces counted by status ("3 Normal, 1 Cautious, 2 marked", R6) and by loss.
class UnitSummaryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { UnitColumn, StartingColumn, CurrentColumn, RatioColumn, StatusColumn, ColumnCount };

    explicit UnitSummaryModel(BattlegroupDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // "3 Normal, 1 Cautious, 2 marked, 1 Casualty": on-table pieces by status, markers, then losses by kind.
    static QString statuses(const Unit &unit);

private:
    BattlegroupDocument *m_document;
};

} // namespace md
