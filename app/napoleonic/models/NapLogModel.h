#pragma once

#include <QAbstractTableModel>

namespace md::nap {

class NapDocument;

// The battle log, one row per record: turn, phase, event and what happened with its rule.
class NapLogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TurnColumn, PhaseColumn, EventColumn, RecordColumn, ColumnCount };

    explicit NapLogModel(NapDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void documentChanged();

    NapDocument *m_document;
    int m_rows = 0;
};

} // namespace md::nap
