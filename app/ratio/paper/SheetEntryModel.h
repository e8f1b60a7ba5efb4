#pragma once

#include "ratio/rules/SheetReturn.h"

#include <QAbstractTableModel>

#include <array>

namespace md {

// The marked-up filled status sheet as a grid to key in: one row per unit (its heading) and one per piece, in
// the sheet's own order (SheetReturn::sheetOrder), the sheet's play columns after the piece's name, type and
// points. Every cell is read as it is typed; a cell that cannot be read, or a sheet the game cannot take, shows
// red with the reason as its tooltip (SheetReturn::read, SheetReturn::validate).
class SheetEntryModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column { PieceColumn, TypeColumn, PointsColumn, FirstMarkColumn };
    static constexpr int markColumns = 8; // SheetColumn::Losses .. SheetColumn::Weapons

    explicit SheetEntryModel(const Battlegroup &battlegroup, QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    static int columnOf(ratio::SheetColumn column) { return FirstMarkColumn + static_cast<int>(column); }
    // The row of a piece; -1 when it is not on the sheet.
    int rowOf(ratio::PieceRef piece) const;

    // What the sheet says now, piece by piece in the sheet's order.
    QList<ratio::SheetEntry> entries() const;
    // Every problem, "piece, column: reason", in the sheet's order; empty when the sheet may be applied.
    QStringList problems() const;
    // Whether any cell says something other than the game as it stands.
    bool changed() const;

Q_SIGNALS:
    void problemsChanged();

private:
    struct Row
    {
        ratio::PieceRef piece; // piece -1: the unit's heading
        std::array<QString, markColumns> text;
        std::array<QString, markColumns> error; // read errors first, then the sheet's own problems
        ratio::SheetMark mark;
    };

    const Piece *pieceOf(const Row &row) const;
    bool editable(const Row &row, int markColumn) const;
    void revalidate();

    Battlegroup m_bg;
    QList<Row> m_rows;
    QStringList m_problems;
};

} // namespace md
