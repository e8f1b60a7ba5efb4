#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class QComboBox;
class QListWidget;
class QPushButton;

namespace md::nap {

// An ordered list of entries picked from a fixed set (the phases of a game turn): add the entry chosen below
// it, remove, move up and down. It only asks: every change is a signal, and the list shows what setItems()
// last gave it, so a refused change leaves it as it was.
class NapListEditor : public QWidget
{
    Q_OBJECT

public:
    // `choices`: what may be added, shown in the combo box below the list.
    explicit NapListEditor(const QStringList &choices, QWidget *parent = nullptr);

    void setItems(const QStringList &names);
    QListWidget *list() const { return m_list; }
    QComboBox *choice() const { return m_choice; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *upButton() const { return m_up; }
    QPushButton *downButton() const { return m_down; }

Q_SIGNALS:
    // `choice`: an index into the choices.
    void addRequested(int choice);
    void removeRequested(int row);
    void moveRequested(int row, int to);

private:
    void move(int by);
    void updateButtons();

    QListWidget *m_list;
    QComboBox *m_choice;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QStringList m_names;
    int m_followRow = -1; // after a move, the row the moved entry will be in
    bool m_adding = false;
};

} // namespace md::nap
