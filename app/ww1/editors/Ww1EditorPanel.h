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
// reverts and shows the reason under it, and nothing is emitted.
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
    Ww1ForceForm *forceForm() const { return m_forceForm; }
    Ww1GroupForm *groupForm() const { return m_groupForm; }
    Ww1StandForm *standForm() const { return m_standForm; }

Q_SIGNALS:
    // One per accepted edit: the undo text naming what changed ("Rename group: 1st Platoon") and the force
    // after it.
    void editRequested(const QString &undoText, const md::ww1::Ww1Force &after);
    // A group or stand was added from the panel: select it (the roster, then setSelection()).
    void selectionRequested(const QString &id);

private:
    void display();

    Ww1Force m_force;
    QStackedWidget *m_stack;
    Ww1ForceForm *m_forceForm;
    Ww1GroupForm *m_groupForm;
    Ww1StandForm *m_standForm;
    Page m_page = Page::Force;
    // Ids, not indexes: an edit elsewhere may move the item, and an undo may remove it.
    QString m_groupId;
    QString m_standId;
};

} // namespace md::ww1
