#pragma once

#include <QList>
#include <QStringList>
#include <QWidget>

class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;

namespace md::ww1 {

// An ordered list of names the players keep (officer ranks, casualty severities): add from the entry line,
// rename in place (double-click or F2), remove, move up and down, and optionally a tick per name. It only
// asks: every change is a signal, and the list shows what setItems() last gave it, so a refused change
// leaves it as it was.
class Ww1ListEditor : public QWidget
{
    Q_OBJECT

public:
    // `checkable`: each name has a tick (its meaning is the caller's, said in `checkTip`).
    Ww1ListEditor(bool checkable, const QString &checkTip, QWidget *parent = nullptr);

    void setItems(const QStringList &names, const QList<bool> &checks = {});
    QListWidget *list() const { return m_list; }
    QLineEdit *entry() const { return m_entry; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *removeButton() const { return m_remove; }
    QPushButton *upButton() const { return m_up; }
    QPushButton *downButton() const { return m_down; }

Q_SIGNALS:
    void addRequested(const QString &name);
    void renameRequested(int row, const QString &name);
    void removeRequested(int row);
    void moveRequested(int row, int to);
    void checkRequested(int row, bool on);

private:
    void itemChanged(QListWidgetItem *item);
    void add();
    void move(int by);
    void updateButtons();

    bool m_checkable;
    QListWidget *m_list;
    QLineEdit *m_entry;
    QPushButton *m_add;
    QPushButton *m_remove;
    QPushButton *m_up;
    QPushButton *m_down;
    QStringList m_names;
    QList<bool> m_checks;
    int m_followRow = -1; // after a move, the row the moved name will be in
    bool m_adding = false; // while an add is asked for
};

} // namespace md::ww1
