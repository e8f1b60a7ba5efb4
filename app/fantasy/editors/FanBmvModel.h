#pragma once

#include "fantasy/editors/FanMarks.h"
#include "fantasy/model/FanProfile.h"

#include <QAbstractTableModel>

#include <array>
#include <optional>

namespace md::fantasy {

// The Basic Morale Values Chart (C.3 steps 1-2, C.6 item 1): a row per class A/B/C, a column per loss step
// 0 %, 10 % … 90 %.
//
// A row is empty (not entered yet: allowed, the sheet is half entered) or started. Typing a value into an empty
// row starts it: it is then a row of ten cells, the typed one filled and the nine others blank, each blank
// marked amber as needing a value. Nothing is guessed for a blank. Clearing a cell blanks it; a row whose
// every cell is blank is empty again. chart() gives a started row with blanks as its typed values only, so
// the sheet's check refuses that row (wrong count) rather than a made-up value being saved.
class FanBmvModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    using Row = std::array<std::optional<int>, FanProfile::lossSteps>;

    explicit FanBmvModel(QObject *parent = nullptr);

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    // EditRole: a whole number within ±FanProfileCheck::valueLimit, or empty (no value, blank text) to clear.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    // Loads the chart without edited(). A row of other than ten values shows its first ten from 0 % on.
    void setChart(const std::array<QList<int>, 3> &bmv);
    std::array<QList<int>, 3> chart() const;
    // The loss steps (0…9) still blank in a started row; empty for a full or an empty row.
    QList<int> blanks(FanClass c) const;
    // What the player does with the "Clear row" button: the row is empty again.
    bool clearRow(int row);
    // The row headers: "Class B (Regulars)".
    void setClassNames(const std::array<QString, 3> &names);
    // Row = class, column = loss step; a row's mark shows on its header and its blank cells.
    void setMarks(const FanMarks &marks);

Q_SIGNALS:
    // After each change a player makes (setData, clearRow); not after setChart or setMarks.
    void edited();

private:
    static bool isEmpty(const Row &row);

    std::array<Row, 3> m_rows;
    std::array<QString, 3> m_names;
    FanMarks m_marks;
};

} // namespace md::fantasy
