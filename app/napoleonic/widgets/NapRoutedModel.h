#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QAbstractTableModel>
#include <QList>
#include <QString>

namespace md::nap {

// B.4.4: an army's Routed units for the Rally Phase: name, command, current CMR and the failed rally attempts
// of this rout (a second failure removes the unit).
class NapRoutedModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { UnitColumn, CommandColumn, CmrColumn, FailuresColumn, ColumnCount };

    explicit NapRoutedModel(QObject *parent = nullptr);
    void setArmy(const NapBattle &battle, const QString &armyId);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QString unitId(int row) const;
    int rowOf(const QString &unitId) const;
    int failures(int row) const;

private:
    struct Row
    {
        QString unitId;
        QString name;
        QString command;
        int cmr = 0;
        int failures = 0;
        friend bool operator==(const Row &, const Row &) = default;
    };
    QList<Row> m_rows;
};

} // namespace md::nap
