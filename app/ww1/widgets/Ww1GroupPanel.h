#pragma once

#include "kernel/Dice.h"
#include "ww1/model/Ww1Enums.h"

#include <QString>
#include <QWidget>

class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QTableView;

namespace md::ww1 {

class Ww1Commands;
class Ww1Document;
class Ww1DueModel;
class Ww1QueueBar;

// Group morale (A.2.1, A.3.1, A.3.2) for the table: casualties to the selected group (+1, -1, +N), and when
// casualties make groups due, the queue of their tests in A.3.2's order with the first selected: its
// condition(s), modifier with its source, the 2d6 it needs and the odds of carrying on and of withdrawing
// before the roll; roll or type the 2d6, and the next due group is selected by itself. Clear withdrawal ends
// a group's withdrawal (A.4.1, A-10). The result area follows the battle log, so undo and redo show in it.
class Ww1GroupPanel : public QWidget
{
    Q_OBJECT

public:
    Ww1GroupPanel(Ww1Document *document, Ww1Commands *commands, QWidget *parent = nullptr);

    void setDiceSource(DiceSource *dice);
    // The group casualties and Clear withdrawal apply to (the roster's selection).
    void setGroup(const QString &groupId);
    QString group() const { return m_group; }
    // The group whose test is shown: the queue's selection.
    QString dueGroup() const;
    void selectDue(const QString &groupId);

    void addCasualties(int count);
    void roll();
    // The typed 2d6 totals: one, or one per condition due when each is tested in turn (A-4's alternative).
    void applyTyped(const QList<int> &totals);
    void clearWithdrawal();

    Ww1DueModel *dueModel() const { return m_dueModel; }
    QTableView *dueView() const { return m_dueView; }
    QPushButton *plusOneButton() const { return m_plusOne; }
    QPushButton *minusOneButton() const { return m_minusOne; }
    QSpinBox *countSpin() const { return m_count; }
    QPushButton *addButton() const { return m_add; }
    QPushButton *rollButton() const { return m_roll; }
    QSpinBox *typedSpin() const { return m_typed.constFirst(); }
    // One spin box per roll the selected test takes; those past it are hidden.
    QList<QSpinBox *> typedSpins() const { return m_typed; }
    // How many 2d6 the selected group's test takes: one, or one per condition due in turn.
    int rollsNeeded() const;
    QPushButton *applyButton() const { return m_apply; }
    QPushButton *clearButton() const { return m_clear; }
    // Roll all due and the typed totals for the whole queue.
    Ww1QueueBar *queueBar() const { return m_queueBar; }
    QString testText() const;
    QString resultText() const;

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void documentChanged();
    void refreshGroup();
    void refreshTest();
    void showLastResult();
    void test(DiceSource &dice);
    // Empty when the selected group may test now; otherwise why not (A.3.2's order).
    QString orderProblem() const;
    void showTypedSpins(const QList<Ww1Condition> &inTurn);

    Ww1Document *m_document;
    Ww1Commands *m_commands;
    SeededDice m_programDice;
    DiceSource *m_dice = &m_programDice;
    QString m_group;
    Ww1DueModel *m_dueModel;

    QLabel *m_title;
    QLabel *m_groupState;
    QPushButton *m_plusOne;
    QPushButton *m_minusOne;
    QSpinBox *m_count;
    QPushButton *m_add;
    QPushButton *m_clear;
    QTableView *m_dueView;
    QLabel *m_test;
    QPushButton *m_roll;
    QList<QSpinBox *> m_typed; // three: at most C1, C2 and C3 are due together
    QPushButton *m_apply;
    QScrollArea *m_resultArea;
    QLabel *m_result;
    QString m_step; // what the last undo or redo did, shown above the latest result until the next action
    Ww1QueueBar *m_queueBar;
};

} // namespace md::ww1
