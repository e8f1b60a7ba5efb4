#pragma once

#include "kernel/Dice.h"
#include "ratio/rules/RatioQueries.h"

#include <QList>
#include <QString>
#include <QWidget>

class QLabel;
class QLineEdit;
class QPushButton;
class QTableView;

namespace md {

class BattlegroupDocument;
class ChecksDueModel;
class ChecksNextTurnModel;
class Commands;

// The checks queue (R6) in the "Checks due this turn" dock: who must check now, in the order they check, and why;
// who checked this turn with the die and result, and who checks next turn and why. "Roll all due" rolls the
// program's d10 for every check due now, and the faces field takes the player's own dice, one face per check in
// queue order; each is one undo step. After a check made on the play panel the queue selects the next piece due.
class ChecksQueuePanel : public QWidget
{
    Q_OBJECT

public:
    explicit ChecksQueuePanel(QWidget *parent = nullptr);

    // Per document; nullptr for none. The panel makes its models and does not own the document or the Commands.
    void setDocument(BattlegroupDocument *document, Commands *commands);
    // Tests replace the program's dice; the panel does not own it.
    void setDiceSource(DiceSource *dice);

    QTableView *dueView() const { return m_dueView; }
    QTableView *nextTurnView() const { return m_nextView; }
    ChecksDueModel *dueModel() const { return m_dueModel; }
    ChecksNextTurnModel *nextTurnModel() const { return m_nextModel; }
    QPushButton *rollAllButton() const { return m_rollAll; }
    QLineEdit *facesField() const { return m_faces; }
    QPushButton *applyButton() const { return m_apply; }
    QString message() const;
    int dueCount() const;

    // The faces typed in the field: each digit one face of a d10, 0 for the face marked 0 (= 10); spaces between
    // them are optional. Anything else is a problem, named in `problem`, and no faces are given.
    struct Faces
    {
        QList<int> faces;
        QString problem;
    };
    static Faces parseFaces(const QString &text);

    // The first piece due, or none.
    ratio::PieceRef head() const;
    // The piece due after `checked` in the queue as it stood before that check, else the first piece due.
    ratio::PieceRef nextAfter(ratio::PieceRef checked) const;
    // The roster's current piece: its row is shown selected.
    void showCurrent(ratio::PieceRef ref);

    // Selects the first piece due and puts the keyboard on the queue, so that typed digits check it.
    void start();
    // Puts the keyboard in the faces field.
    void focusFaces();
    void rollAll();
    // Applies the faces in the field as one undo step; false (with the reason shown) when nothing was applied.
    bool applyTyped();
    // A check was made on the play panel: select the next piece due, unless the piece has a decision to take first.
    void pieceChecked(ratio::PieceRef piece, bool interceptive);

Q_SIGNALS:
    void pieceRequested(ratio::PieceRef piece);
    void statusMessage(const QString &message);

private:
    void documentChanged();
    void facesEdited();
    void setMessage(const QString &text, bool problem = false);
    // How many rows the typed faces cover, or -1 with the reason in `problem`.
    int rowsFor(const QList<int> &faces, QString &problem) const;
    void reportApplied(const QList<LogRecord> &records);
    QString pieceName(ratio::PieceRef ref) const;

    BattlegroupDocument *m_document = nullptr;
    Commands *m_commands = nullptr;
    ChecksDueModel *m_dueModel = nullptr;
    ChecksNextTurnModel *m_nextModel = nullptr;
    SeededD10 m_programDice;
    DiceSource *m_dice = &m_programDice;
    QMetaObject::Connection m_changed;
    bool m_syncing = false;
    bool m_problemShown = false;

    QPushButton *m_start;
    QPushButton *m_rollAll;
    QLineEdit *m_faces;
    QPushButton *m_apply;
    QLabel *m_message;
    QLabel *m_dueTitle;
    QLabel *m_nextTitle;
    QTableView *m_dueView;
    QTableView *m_nextView;
};

} // namespace md
