#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QAbstractItemModel>
#include <QList>

namespace md::nap {

class NapDocument;

// The order of battle as a tree: armies, their commands nested by parentId, each command's units. Columns:
// name, type and grade, current CMR (B.3.1, every term in the tooltip), figures now of the start, state
// (coloured for Disordered, Routed, Eliminated). A change that keeps the shape only updates data, so selection
// and expansion survive every verb of play.
class NapOrderModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, TypeColumn, CmrColumn, FiguresColumn, StateColumn, ColumnCount };
    enum class Kind { ArmyRow, CommandRow, UnitRow };
    enum Role { IdRole = Qt::UserRole + 1, KindRole };

    explicit NapOrderModel(NapDocument *document, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // The row of an army, command or unit id; invalid when there is none.
    QModelIndex indexOf(const QString &id) const;
    // The unit of a unit row; empty otherwise.
    static QString unitOf(const QModelIndex &index);

private:
    struct Node
    {
        Kind kind = Kind::ArmyRow;
        QString id;
        int parent = -1;      // node index; -1 for an army
        int row = 0;          // among its parent's children
        QList<int> children;  // node indexes
        friend bool operator==(const Node &, const Node &) = default;
    };
    static QList<Node> build(const NapBattle &battle);
    void documentChanged();
    QVariant armyData(const NapArmy &army, int column, int role) const;
    QVariant commandData(const NapCommand &command, int column, int role) const;
    QVariant unitData(const NapUnit &unit, int column, int role) const;

    NapDocument *m_document;
    QList<Node> m_nodes;
    QList<int> m_top; // the armies' nodes
};

} // namespace md::nap
