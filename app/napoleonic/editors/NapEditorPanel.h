#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QWidget>

class QStackedWidget;

namespace md::nap {

class NapArmyForm;
class NapBattleForm;
class NapCommandForm;
class NapDataForm;
class NapUnitForm;

// The Napoleonic detail editor beside the order of battle: the battle (with the players' data, B.6), an army,
// a command or a unit, each in its own form inside a scroll area. It edits nothing itself: every accepted field
// becomes one editRequested with the whole battle after it, which the owner turns into an undo command and
// hands back with setBattle(); a refused field reverts and shows the reason under it, and nothing is emitted.
// The forms are built on the panel's first show (or the first call of a form's accessor), not before.
class NapEditorPanel : public QWidget
{
    Q_OBJECT

public:
    enum class Page { BattlePage, ArmyPage, CommandPage, UnitPage };

    explicit NapEditorPanel(QWidget *parent = nullptr);

    // The battle as it is now (after an edit, an undo, a step of play). The shown item is found again by id;
    // when it is gone the panel falls back to the battle.
    void setBattle(const md::nap::NapBattle &battle);
    const NapBattle &battle() const { return m_battle; }
    // An army's, a command's or a unit's id (what selectionRequested gives); empty or unknown: the battle.
    void select(const QString &id);

    Page page() const { return m_page; }
    QString shownId() const { return m_id; }
    // Each builds the forms first if they are not there yet (what the panel shows: const).
    NapBattleForm *battleForm() const;
    NapDataForm *dataForm() const;
    NapArmyForm *armyForm() const;
    NapCommandForm *commandForm() const;
    NapUnitForm *unitForm() const;
    bool formsBuilt() const { return m_battleForm != nullptr; }

Q_SIGNALS:
    // One per accepted edit: the undo text naming what changed ("Rename unit: 2nd Line") and the battle after.
    void editRequested(const QString &undoText, const md::nap::NapBattle &after);
    // An army, command or unit was added from the panel: select it (the order of battle, then select()).
    void selectionRequested(const QString &id);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void buildForms();
    void display();

    NapBattle m_battle;
    QStackedWidget *m_stack;
    NapBattleForm *m_battleForm = nullptr;
    NapDataForm *m_dataForm = nullptr;
    NapArmyForm *m_armyForm = nullptr;
    NapCommandForm *m_commandForm = nullptr;
    NapUnitForm *m_unitForm = nullptr;
    Page m_page = Page::BattlePage;
    QString m_id; // an id, not an index: an edit elsewhere may move the item, and an undo may remove it
};

} // namespace md::nap
