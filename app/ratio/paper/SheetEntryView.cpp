#include "ratio/paper/SheetEntryView.h"

#include <QKeyEvent>

namespace md {

SheetEntryView::SheetEntryView(QWidget *parent)
    : QTableView(parent)
{
    setEditTriggers(QAbstractItemView::AnyKeyPressed | QAbstractItemView::EditKeyPressed | QAbstractItemView::DoubleClicked);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setSelectionBehavior(QAbstractItemView::SelectItems);
    setTabKeyNavigation(true);
    setAlternatingRowColors(true);
    setWordWrap(false);
}

QModelIndex SheetEntryView::editableAfter(const QModelIndex &from, bool forward) const
{
    const QAbstractItemModel *m = model();
    if (!m)
        return {};
    const int rows = m->rowCount(rootIndex());
    const int columns = m->columnCount(rootIndex());
    if (rows == 0 || columns == 0)
        return {};
    int row = from.isValid() ? from.row() : (forward ? 0 : rows - 1);
    int column = from.isValid() ? from.column() : (forward ? -1 : columns);
    for (int step = 0; step < rows * columns; ++step) {
        column += forward ? 1 : -1;
        if (column >= columns) {
            column = 0;
            ++row;
        } else if (column < 0) {
            column = columns - 1;
            --row;
        }
        if (row < 0 || row >= rows)
            return {};
        const QModelIndex candidate = m->index(row, column, rootIndex());
        if (candidate.flags().testFlag(Qt::ItemIsEditable) && !isColumnHidden(column))
            return candidate;
    }
    return {};
}

void SheetEntryView::goToFirstCell() { moveTo(editableAfter({}, true)); }

void SheetEntryView::moveTo(const QModelIndex &index)
{
    if (!index.isValid())
        return;
    setCurrentIndex(index);
    scrollTo(index);
}

QModelIndex SheetEntryView::moveCursor(CursorAction cursorAction, Qt::KeyboardModifiers modifiers)
{
    if (cursorAction == MoveNext || cursorAction == MovePrevious) {
        const QModelIndex next = editableAfter(currentIndex(), cursorAction == MoveNext);
        // At either end of the sheet the cursor stays where it is.
        return next.isValid() ? next : currentIndex();
    }
    return QTableView::moveCursor(cursorAction, modifiers);
}

void SheetEntryView::keyPressEvent(QKeyEvent *event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && state() != EditingState) {
        moveTo(editableAfter(currentIndex(), !event->modifiers().testFlag(Qt::ShiftModifier)));
        event->accept();
        return;
    }
    // Delete or Backspace clears the cell: blank is the sheet's default.
    if ((event->key() == Qt::Key_Delete || event->key() == Qt::Key_Backspace) && state() != EditingState
        && currentIndex().flags().testFlag(Qt::ItemIsEditable)) {
        model()->setData(currentIndex(), QString());
        event->accept();
        return;
    }
    QTableView::keyPressEvent(event);
}

void SheetEntryView::closeEditor(QWidget *editor, QAbstractItemDelegate::EndEditHint hint)
{
    // Enter in a cell keeps what was typed and moves on, like Tab; the next cell is typed over, not opened.
    const bool next = hint == QAbstractItemDelegate::SubmitModelCache || hint == QAbstractItemDelegate::EditNextItem;
    const bool previous = hint == QAbstractItemDelegate::EditPreviousItem;
    QTableView::closeEditor(editor, next || previous ? QAbstractItemDelegate::NoHint : hint);
    if (next || previous)
        moveTo(editableAfter(currentIndex(), next));
}

} // namespace md
