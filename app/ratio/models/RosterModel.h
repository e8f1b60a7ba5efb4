#pragma once

#include "ratio/rules/RatioEngine.h"

#include <QAbstractItemModel>

namespace md {

class BattlegroupDocument;

// The battlegroup as a tree: the battlegroup's own row first, then its units at the top level, their pieces
// below. Follows the document: a
// change that keeps the shape only updates data, and one that changes it inserts and removes the rows that
// changed (by id), so selection, expansion and scrolling survive every action, undo and redo.
class RosterModel : public QAbstractItemModel
{
    Q_OBJECT

public:
    enum Column { NameColumn, KindColumn, PointsColumn, StatusColumn, MarkerColumn, ColumnCount };
    enum Role { PieceRefRole = Qt::UserRole + 1, UnitIndexRole };

    explicit RosterModel(BattlegroupDocument *document, QObject *parent = nullptr);

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    QModelIndex unitIndex(int unit) const;
    // The battlegroup's own row, always the first top-level row; its ref is invalid (no unit, no piece).
    QModelIndex battlegroupIndex() const;
    static bool isBattlegroupRow(const QModelIndex &index);
    // "Holds", or the turn of its breaking point (R11).
    static QString battlegroupStatus(const Battlegroup &bg);
    QModelIndex pieceIndex(ratio::PieceRef ref) const;
    // The unit of a unit row or a piece row; -1 for an invalid index or the battlegroup row.
    static int unitOf(const QModelIndex &index);
    // The piece of a piece row; piece == -1 for a unit row.
    static ratio::PieceRef refOf(const QModelIndex &index);

private:
    void documentChanged();
    void resetTo(const Battlegroup &bg);
    // After units from `from` on moved by `delta` rows: their pieces' persistent indexes follow them.
    void shiftPieceIndexes(int from, int delta);
    // A change of shape: rows inserted and removed precisely, matched by unit and piece ids; a reset only when
    // rows moved.
    void reshape(const Battlegroup &before, const Battlegroup &after);
    QVariant battlegroupData(int column, int role) const;
    QVariant unitData(int unit, int column, int role) const;
    QVariant pieceData(ratio::PieceRef ref, int column, int role) const;

    BattlegroupDocument *m_document;
    QList<int> m_shape; // pieces per unit, as the views last saw them
    Battlegroup m_seen; // the state the views last saw, which every row reads (shared, so a copy costs nothing)
};

} // namespace md
