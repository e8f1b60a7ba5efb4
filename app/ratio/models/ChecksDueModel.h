#pragma once

#include "ratio/rules/RatioEngine.h"

#include <QAbstractTableModel>

#include <optional>

namespace md {

class BattlegroupDocument;

// R6: the pieces that must check morale before this turn ends, with what each needs now.
class ChecksDueModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PieceColumn, UnitColumn, NeedColumn, FailureColumn, ColumnCount };

    explicit ChecksDueModel(BattlegroupDocument *document, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    ratio::PieceRef refAt(int row) const { return m_due.value(row); }
    int rowOf(ratio::PieceRef ref) const { return static_cast<int>(m_due.indexOf(ref)); }

private:
    void refresh();
    void refreshUnit(int unit);

    BattlegroupDocument *m_document;
    QList<ratio::PieceRef> m_due;
    std::optional<Battlegroup> m_seen; // the state the rows were last computed for
};

} // namespace md
