#pragma once

#include <QWidget>

class QModelIndex;
class QStackedWidget;

namespace md {

class BattlegroupDocument;
class BattlegroupForm;
class Commands;
class PieceForm;
class UnitForm;

// The detail editor beside the roster: the battlegroup, a unit or a piece, each in its own form inside
// a scroll area. Every committed field becomes exactly one Commands call; a refused one reverts the
// field and shows the reason under it. Follows the document: after every change (edits, undo, play) the
// form is filled again, still showing the same unit or piece (found again by id); when that is gone the
// panel falls back to the battlegroup. The forms are built on the panel's first show (or the first call of
// a form's accessor), not before: a start-up with the Play tab in front never pays for them.
class EditorPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Page { Battlegroup, Unit, Piece };

    EditorPanel(BattlegroupDocument *document, Commands *commands, QWidget *parent = nullptr);

    Page page() const { return m_page; }
    // The unit and piece shown: -1 when none (the battlegroup page has neither; the unit page no piece).
    int shownUnit() const;
    int shownPiece() const;

    // Each builds its form first if it is not there yet (what the panel shows: const).
    BattlegroupForm *battlegroupForm() const;
    UnitForm *unitForm() const;
    PieceForm *pieceForm() const;
    bool formsBuilt() const { return m_battlegroupForm || m_unitForm || m_pieceForm; }

public Q_SLOTS:
    void showBattlegroup();
    // An invalid index shows the battlegroup.
    void showUnit(int unit);
    void showPiece(int unit, int piece);
    // A RosterModel index: a unit row, a piece row, or invalid for the battlegroup.
    void showRosterIndex(const QModelIndex &index);

Q_SIGNALS:
    // What the panel shows changed, by the user's choice or because the item vanished. unit/piece -1: none.
    void shownItemChanged(int unit, int piece);
    // A unit or piece was added from the panel (the roster may want to select it).
    void unitAdded(int unit);
    void pieceAdded(int unit, int piece);

protected:
    void showEvent(QShowEvent *event) override;

private:
    // Each form is built when its page is first shown (or asked for), so the Edit tab's first show pays
    // for one form, not three.
    QWidget *buildForm(Page page);
    void ensureForm(Page page);
    void fillForm();
    void documentChanged();
    void display(Page page, int unit, int piece);

    BattlegroupDocument *m_document;
    Commands *m_commands;
    QStackedWidget *m_stack;
    BattlegroupForm *m_battlegroupForm = nullptr;
    UnitForm *m_unitForm = nullptr;
    PieceForm *m_pieceForm = nullptr;
    QWidget *m_pages[3] = {}; // each form's scroll area, in the stack once built
    bool m_shown = false; // shown once: from then on the page shown is kept filled
    Page m_page = Page::Battlegroup;
    int m_unit = -1;
    int m_piece = -1;
    // Ids, not indexes: an edit elsewhere may move the item, and an undo may remove it.
    QString m_unitId;
    QString m_pieceId;
};

} // namespace md
