#pragma once

#include <QAbstractTableModel>

namespace md::nap {

class NapDocument;

// The checks queued now (B.2.1 at once, B.2.2 at the phase's end), in the order they are to be resolved
// (15.41): one row each with the unit, the circumstance and the routing unit it saw.
class NapPendingModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { OrderColumn, UnitColumn, CheckColumn, WhenColumn, ColumnCount };

    explicit NapPendingModel(NapDocument *document, QObject *parent = nullptr);

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
