#pragma once

#include "kernel/Dice.h"

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;

namespace md::ww1 {

class Ww1Commands;
class Ww1Document;
struct Ww1GroupOutcome;

// The group-test queue's fast lane (A.3.2), under the queue in the group panel: "Roll all due" rolls the program's
// 2d6 for every group due, in testing order, and the totals field takes the player's own rolls, one total (the two
// dice added up, 2-12) per roll in testing order: one per group, or one per condition when each is tested in
// turn. Each is one undo step.
class Ww1QueueBar : public QWidget
{
    Q_OBJECT

public:
    Ww1QueueBar(Ww1Document *document, Ww1Commands *commands, QWidget *parent = nullptr);

    void setDiceSource(DiceSource *dice);
    QPushButton *rollAllButton() const { return m_rollAll; }
    QLineEdit *totalsField() const { return m_totals; }
    QPushButton *applyButton() const { return m_apply; }
    QString message() const;

    // The typed totals, or the problem (naming the field) and none.
    struct Totals
    {
        QList<int> totals;
        QString problem;
    };
    static Totals parseTotals(const QString &text);

    void rollAll();
    // False, with the reason shown, when nothing was applied.
    bool applyTyped();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void documentChanged();
    void totalsEdited();
    void setMessage(const QString &text, bool problem = false);
    void report(const QString &error, const QList<Ww1GroupOutcome> &outcomes);

    Ww1Document *m_document;
    Ww1Commands *m_commands;
    SeededDice m_programDice;
    DiceSource *m_dice = &m_programDice;
    QPushButton *m_rollAll;
    QLineEdit *m_totals;
    QPushButton *m_apply;
    QLabel *m_message;
};

} // namespace md::ww1
