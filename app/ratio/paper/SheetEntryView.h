#pragma once

#include <QTableView>

namespace md {

// A grid keyed by keyboard alone, as a sheet is read: typing edits the current cell, Tab and Enter move along
// the row to the next cell that can be typed into and on to the next row, Shift+Tab goes back. Cells that
// cannot be typed into (names, headings, boxes a piece does not have) are passed over.
class SheetEntryView : public QTableView
{
    Q_OBJECT

public:
    explicit SheetEntryView(QWidget *parent = nullptr);

    // The first cell that can be typed into, made current.
    void goToFirstCell();

protected:
    QModelIndex moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers) override;
    void keyPressEvent(QKeyEvent *event) override;
    void closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint) override;

private:
    // The next (or previous) editable cell after `from` in reading order; invalid when there is none.
    QModelIndex editableAfter(const QModelIndex &from, bool forward) const;
    void moveTo(const QModelIndex &index);
};

} // namespace md
