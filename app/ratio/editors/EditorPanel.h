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
// panel falls back to the battlegroup.
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

    BattlegroupForm *battlegroupForm() const { return m_battlegroupForm; }
    UnitForm *unitForm() const { return m_unitForm; }
    PieceForm *pieceForm() const { return m_pieceForm; }

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

private:
    void documentChanged();
    void display(Page page, int unit, int piece);

    BattlegroupDocument *m_document;
    QStackedWidget *m_stack;
    BattlegroupForm *m_battlegroupForm;
    UnitForm *m_unitForm;
    PieceForm *m_pieceForm;
    Page m_page = Page::Battlegroup;
    // Ids, not indexes: an edit elsewhere may move the item, and an undo may remove it.
    QString m_unitId;
    QString m_pieceId;
};

} // namespace md
