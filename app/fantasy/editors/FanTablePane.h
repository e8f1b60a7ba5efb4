#pragma once

#include <QWidget>

class QAbstractItemModel;
class QHBoxLayout;
class QLabel;
class QPushButton;
class QTableView;

namespace md::fantasy {

class FanMarks;

// One table of the Profile Sheet editor: the view of its model, the buttons under it (add, remove, up, down
// where its rows vary) and a line under those that says what is wrong with the table, red for a fault.
// The buttons work through the model's insertRows, removeRows and moveRows.
class FanTablePane : public QWidget
{
    Q_OBJECT

public:
    FanTablePane(QAbstractItemModel *model, bool rowsVary, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *upButton() const { return m_up; }
    QPushButton *downButton() const { return m_down; }
    QLabel *message() const { return m_message; }
    // The row of buttons, for a table's own (the chart's "Clear row").
    QHBoxLayout *buttons() const { return m_buttons; }
    // Empty hides the line.
    void setMessage(const QString &text, const QString &details, bool fault);
    // The line for the table's marks: the first (faults first) and how many more; all of them as its tooltip.
    void tell(const FanMarks &marks);
    // The cell of a new row that Add opens for typing (0 unless set).
    void setAddColumn(int column) { m_addColumn = column; }
    // Selects (and shows) a cell, or a whole row for column -1.
    void select(int row, int column);

private:
    void add();
    void move(int by);
    void updateButtons();

    QAbstractItemModel *m_model;
    QTableView *m_view;
    QHBoxLayout *m_buttons;
    QPushButton *m_add = nullptr;
    QPushButton *m_remove = nullptr;
    QPushButton *m_up = nullptr;
    QPushButton *m_down = nullptr;
    QLabel *m_message;
    int m_addColumn = 0;
};

} // namespace md::fantasy
