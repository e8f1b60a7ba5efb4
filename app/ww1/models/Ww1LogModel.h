#pragma once

#include <QAbstractTableModel>

namespace md::ww1 {

class Ww1Document;

// The battle log, one row per record, each naming the system's test and its rule ("Group test C2 (A.3.1)").
class Ww1LogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TurnColumn, EventColumn, RecordColumn, ColumnCount };

    explicit Ww1LogModel(Ww1Document *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void documentChanged();

    Ww1Document *m_document;
    int m_rows = 0;
};

} // namespace md::ww1
