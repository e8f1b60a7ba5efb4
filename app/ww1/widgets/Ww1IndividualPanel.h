#pragma once

#include "kernel/Dice.h"

#include <QList>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QScrollArea;
class QSpinBox;
class QVBoxLayout;

namespace md::ww1 {

class Ww1Commands;
class Ww1Document;
class Ww1StandTestRow;

// The individual test of one square (A.3.3): pick the square, tick the stands that test and what applies to
// each, see each stand's modifiers and the odds of the four bands, then one 2d6 for the whole square, rolled
// by the program or typed from the table. The result area shows each stand's total, result and meaning,
// taken from the battle log, so that it follows undo and redo.
class Ww1IndividualPanel : public QWidget
{
    Q_OBJECT

public:
    Ww1IndividualPanel(Ww1Document *document, Ww1Commands *commands, QWidget *parent = nullptr);

    // Tests replace the program's dice; the panel does not own it.
    void setDiceSource(DiceSource *dice);
    QString square() const;
    void selectSquare(const QString &square);
    const QList<Ww1StandTestRow *> &rows() const { return m_rows; }
    Ww1StandTestRow *rowOf(const QString &standId) const;

    // One 2d6 for the square: the program's, or the total the player typed (2-12).
    void roll();
    void applyTyped(int total);

    QComboBox *squareBox() const { return m_square; }
    QPushButton *rollButton() const { return m_roll; }
    QSpinBox *typedSpin() const { return m_typed; }
    QPushButton *applyButton() const { return m_apply; }
    QString resultText() const;
    // What the square rolled earlier this turn, if it did (the footnote to A.3.3); empty otherwise.
    QString rolledText() const;

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void documentChanged();
    void fillSquares();
    void rebuildRows();
    void updateActions();
    void showLastResult();
    void showSquareRoll();
    void test(DiceSource &dice);

    Ww1Document *m_document;
    Ww1Commands *m_commands;
    SeededDice m_programDice;
    DiceSource *m_dice = &m_programDice;

    QComboBox *m_square;
    QLabel *m_sightNote;
    QLabel *m_rolled;
    QWidget *m_rowsBox;
    QVBoxLayout *m_rowsLayout;
    QLabel *m_none;
    QList<Ww1StandTestRow *> m_rows;
    QPushButton *m_roll;
    QSpinBox *m_typed;
    QPushButton *m_apply;
    QScrollArea *m_resultArea;
    QLabel *m_result;
    QString m_step; // what the last undo or redo did, shown above the latest result until the next action
};

} // namespace md::ww1
