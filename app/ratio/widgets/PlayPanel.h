#pragma once

#include "kernel/Dice.h"
#include "ratio/rules/RatioEngine.h"

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;

namespace md {

class BattlegroupDocument;
class Commands;
class Prompter;

// Point-and-click morale resolution for the selected piece or unit: what it needs and why, the odds,
// every loss and event as a button, and the die, rolled by the program or typed from the table.
class PlayPanel : public QWidget
{
    Q_OBJECT

public:
    PlayPanel(BattlegroupDocument *document, Commands *commands, Prompter *prompter, QWidget *parent = nullptr);

    // Tests replace the program's dice; the panel does not own it.
    void setDiceSource(DiceSource *dice);
    // A piece, or a whole unit when piece == -1.
    void setSelection(ratio::PieceRef ref);
    ratio::PieceRef selection() const { return m_selection; }
    QString resultText() const;

    void casualty();
    void penetratingHit();
    void loseSystemLevel(VehicleSystem system);
    void knockOutWeapon();
    void surrender();
    void officerShoots();
    void leaveBoard();
    void markActed();
    void nbcAttack();
    void bailOut();
    void explosiveDestruction();
    void roll();
    // 1-10, or 0 for the face marked 0.
    void typeDie(int typed);

Q_SIGNALS:
    void statusMessage(const QString &message);
    // A check of `piece` was made (R6): the checks queue moves on to the next piece due.
    void checked(ratio::PieceRef piece, bool interceptive);

private:
    void refresh();
    void check(DiceSource &dice, const QString &how);
    // The piece the next die belongs to: the selected piece, or the next one of the selected unit that must check.
    ratio::PieceRef checkTarget() const;
    bool report(const ratio::ActionResult &result, const QString &done);
    QString assessmentHtml(ratio::PieceRef ref) const;
    QString whatIfText(ratio::PieceRef shown) const;
    // After a bail-out or an explosion: when the survivors check.
    QString survivorsWhen(int survivors) const;
    bool hasPiece() const;
    const Piece *selectedPiece() const;
    QPushButton *addButton(const QString &text, const QString &accessible, const QString &tip, void (PlayPanel::*slot)());

    BattlegroupDocument *m_document;
    Commands *m_commands;
    Prompter *m_prompter;
    SeededD10 m_programDice;
    DiceSource *m_dice = &m_programDice;
    ratio::PieceRef m_selection;

    QLabel *m_title;
    QLabel *m_assessment;
    QLabel *m_whatIf;
    QLabel *m_result;
    QCheckBox *m_ownInitiative;
    QCheckBox *m_interceptive;
    QPushButton *m_roll;
    QPushButton *m_nbc = nullptr;
    QPushButton *m_surrender = nullptr;
    QPushButton *m_officerShot = nullptr;
    QPushButton *m_leaveBoard = nullptr;
    QPushButton *m_acted = nullptr;
    QPushButton *m_bailOut = nullptr;
    QList<QPushButton *> m_faces;
    QList<QPushButton *> m_actions;
};

} // namespace md
