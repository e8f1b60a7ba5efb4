#pragma once

#include "kernel/Dice.h"
#include "ratio/rules/RatioEngine.h"
#include "ratio/widgets/PlayRefusals.h"

#include <QWidget>

class QCheckBox;
class QGroupBox;
class QLabel;
class QPushButton;

namespace md {

class BattlegroupDocument;
class Commands;
class Prompter;
class UndoStepWatcher;

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
    // R6: the own-initiative choice as a game suggests it (the side played has the initiative); the player may
    // still change it before an action.
    void setOwnInitiativeDefault(bool own);
    ratio::PieceRef selection() const { return m_selection; }
    QString resultText() const;
    // Empty when the engine would take the verb for the selection now; otherwise why not (the disabled
    // button's tooltip, and the Play menu's).
    QString whyNot(PlayVerb verb) const;
    // The button of a verb (Roll: the program's die); the typed faces are dieButtons().
    QPushButton *verbButton(PlayVerb verb) const;
    QList<QPushButton *> dieButtons() const { return m_faces; }

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
    // After a bail-out or an explosion: when the survivors check.
    QString survivorsWhen(int survivors) const;
    bool hasPiece() const;
    const Piece *selectedPiece() const;
    QPushButton *addButton(const QString &text, const QString &accessible, const QString &tip, void (PlayPanel::*slot)());
    // Once, after the widgets are built: which verb each button does, and the undo stack to follow.
    void bindControls();
    void updateControls(const PlayRefusals &refusals);
    // The result area says what an undo or redo did, and is cleared by any other change it did not make.
    void showStep(const QString &text);
    void setResult(const QString &html);

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
    UndoStepWatcher *m_undoWatcher = nullptr;
    // The result was set by the action being handled now: a selection the action itself moves keeps it.
    bool m_resultFresh = false;
};

} // namespace md
