#pragma once

#include <QList>
#include <QString>
#include <QVariant>
#include <QWidget>

class QPushButton;
class QTableWidget;
class QTableWidgetItem;

namespace md::nap {

// A table of rows the players keep (terrain, officer benefits, distances, positions, user adjustments): each
// column text, a whole number or a tick; add a row, edit a cell in place, remove, move up and down. It only
// asks: every change is a signal, and the table shows what setRows() last gave it, so a refused change leaves
// it as it was.
class NapTableEditor : public QWidget
{
    Q_OBJECT

public:
    enum class Kind { Text, Number, Check };
    struct Column
    {
        QString title;
        Kind kind = Kind::Text;
    };

    NapTableEditor(const QList<Column> &columns, QWidget *parent = nullptr);

    // One QVariantList per row, a value per column (QString, int or bool).
    void setRows(const QList<QVariantList> &rows);
    QTableWidget *table() const { return m_table; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *upButton() const { return m_up; }
    QPushButton *downButton() const { return m_down; }
    // What a player does: types `value` into a cell (a tick for a check column).
    void editCell(int row, int column, const QVariant &value);

Q_SIGNALS:
    void addRequested();
    void removeRequested(int row);
    void moveRequested(int row, int to);
    void cellEdited(int row, int column, const QVariant &value);

private:
    void itemChanged(QTableWidgetItem *item);
    void move(int by);
    void updateButtons();
    void fitHeight();

    QList<Column> m_columns;
    QTableWidget *m_table;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QList<QVariantList> m_rows;
    int m_followRow = -1; // after a move, the row the moved one will be in
    bool m_adding = false;
};

} // namespace md::nap
