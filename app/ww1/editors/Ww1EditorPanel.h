#pragma once

#include "ww1/model/Ww1Force.h"

#include <QWidget>

class QStackedWidget;

namespace md::ww1 {

class Ww1ForceForm;
class Ww1GroupForm;
class Ww1StandForm;

// The WW1 detail editor beside the roster: the force, a group or a stand, each in its own form inside a
// scroll area. It edits nothing itself: every accepted field becomes one editRequested with the whole force
// after it, which the owner turns into an undo command and hands back with setForce(); a refused field
// reverts and shows the reason under it, and nothing is emitted. The forms are built on the panel's first
// show (or the first call of a form's accessor), not before.
class Ww1EditorPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Page { Force, Group, Stand };

    explicit Ww1EditorPanel(QWidget *parent = nullptr);

    // The force as it is now (after an edit, an undo, a step of play). The shown group or stand is found
    // again by id; when it is gone the panel falls back to its group, then to the force.
    void setForce(const md::ww1::Ww1Force &force);
    const Ww1Force &force() const { return m_force; }
    // Both empty: the force itself; a group id alone: the group; a stand id: the stand (its group found
    // from it when groupId is empty).
    void setSelection(const QString &groupId, const QString &standId);
    // A group's or a stand's id (what selectionRequested gives); empty or unknown: the force.
    void select(const QString &id);

    Page page() const { return m_page; }
    QString shownGroup() const { return m_groupId; }
    QString shownStand() const { return m_standId; }
    // Each builds the forms first if they are not there yet (what the panel shows: const).
    Ww1ForceForm *forceForm() const;
    Ww1GroupForm *groupForm() const;
    Ww1StandForm *standForm() const;
    bool formsBuilt() const { return m_forceForm != nullptr; }

Q_SIGNALS:
    // One per accepted edit: the undo text naming what changed ("Rename group: 1st Platoon") and the force
    // after it.
    void editRequested(const QString &undoText, const md::ww1::Ww1Force &after);
    // A group or stand was added from the panel: select it (the roster, then setSelection()).
    void selectionRequested(const QString &id);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void buildForms();
    void display();

    Ww1Force m_force;
    QStackedWidget *m_stack;
    Ww1ForceForm *m_forceForm = nullptr;
    Ww1GroupForm *m_groupForm = nullptr;
    Ww1StandForm *m_standForm = nullptr;
    Page m_page = Page::Force;
    // Ids, not indexes: an edit elsewhere may move the item, and an undo may remove it.
    QString m_groupId;
    QString m_standId;
};

} // namespace md::ww1
