#pragma once

#include <QAbstractTableModel>

namespace md {

class BattlegroupDocument;

// The battle log, one row per record; every morale check shows its full working.
class LogModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { TurnColumn, EventColumn, UnitColumn, PieceColumn, LevelColumn, NeedColumn, FactorsColumn,
                  DieColumn, OutcomeColumn, ColumnCount };

    explicit LogModel(BattlegroupDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void documentChanged();
    QString unitName(const QString &id) const;
    QString pieceName(const QString &unitId, const QString &pieceId) const;

    BattlegroupDocument *m_document;
    int m_rows = 0;
};

} // namespace md
