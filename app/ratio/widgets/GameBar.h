#pragma once

#include <QWidget>

class QAction;
class QComboBox;
class QLabel;
class QPushButton;

namespace md {

class BattlegroupDocument;
class Commands;
class Prompter;

namespace ratio {

// The game's part of the turn bar (issue 15): which side the window plays, who has the initiative (passed by
// a button, Ctrl+I, undoably), and both sides' endurance (R11). Hidden parts for a single battlegroup. Owns the
// game's actions for the Play menu: add the opposing side, export a side to its own file.
class GameBar : public QWidget
{
    Q_OBJECT

public:
    GameBar(Prompter *prompter, QWidget *parent = nullptr);

    // The document to show, with the Commands that change it; null for none.
    void setDocument(BattlegroupDocument *document, Commands *commands);

    QAction *passInitiativeAction() const { return m_passAction; }
    QAction *addSideAction() const { return m_addSideAction; }
    QAction *exportSideAction() const { return m_exportSideAction; }
    QComboBox *sideChooser() const { return m_sides; }
    QLabel *initiativeLabel() const { return m_initiative; }
    QLabel *enduranceLabel() const { return m_endurances; }

    // Passes the initiative to the other side (one undo step).
    void passInitiative();
    // Asks for the opposing side (a bundled sample or a file) and adds it as one undo step.
    void addOpposingSide();
    // Writes the active side to its own single-battlegroup file.
    void exportSide();

Q_SIGNALS:
    void statusMessage(const QString &message);
    // R6: whether damage now is taken during the damaged piece's own initiative, by default: the side the window
    // plays has the initiative. Emitted when the side played or the initiative changes.
    void ownInitiativeDefault(bool own);

private:
    void refresh();

    Prompter *m_prompter;
    BattlegroupDocument *m_document = nullptr;
    Commands *m_commands = nullptr;
    QComboBox *m_sides;
    QLabel *m_initiative;
    QPushButton *m_pass;
    QLabel *m_endurances;
    QAction *m_passAction;
    QAction *m_addSideAction;
    QAction *m_exportSideAction;
    int m_lastActive = -1;
    int m_lastInitiative = -1;
};

} // namespace ratio
} // namespace md
