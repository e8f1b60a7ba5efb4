#pragma once

#include "fantasy/model/FanBattle.h"
#include "kernel/Problem.h"

#include <QSet>
#include <QWidget>

#include <array>

class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QPushButton;
class QTabWidget;
class QTableView;

namespace md::fantasy {

class FanUnitModel;

// The army editor (issue 17: players build their forces): the battle's name and, a tab per side, the side's name
// and its units in a table (FanUnitModel: id, name, race, class, kind, figures, controller, with unit, notes)
// with Add unit, Duplicate, Remove and Move up/down under it. Under the tabs, what FanValidator finds wrong with
// the armies, each line naming the side, the unit and the field; a click shows the cell, which is marked red.
// It only edits: each finished edit is one edited() with its undo text, and the workspace makes it an undo
// step (or refuses it and shows the battle as it was with setBattle). An edit this editor refuses itself (a
// unit another refers to cannot go) changes nothing and says why above the problems.
class FanArmyEditor : public QWidget
{
    Q_OBJECT

public:
    explicit FanArmyEditor(QWidget *parent = nullptr);
    ~FanArmyEditor() override;

    // Shows `battle`; emits no edited(). A side's table is reset only when its number of units changes (so that
    // a refusal answered from inside a cell's commit leaves the open editor alone); else updated in place.
    void setBattle(const FanBattle &battle);
    // The battle as edited: its name, its sides' names and units; the sheets, log, clock and notes untouched.
    FanBattle battle() const;
    // FanValidator's problems of the battle name, the sides and their units: what the list shows.
    Problems problems() const { return m_problems; }

    // What the buttons do, on `side`'s unit at `row`; false when refused (the reason is in message()) or when
    // there is nothing to do.
    bool addUnit(int side);
    bool duplicateUnit(int side, int row);
    bool removeUnit(int side, int row);
    bool moveUnit(int side, int row, int to);
    // Shows the side, unit and cell of one line of the problem list.
    void showProblem(int line);

    QLineEdit *nameEdit() const { return m_name; }
    QTabWidget *sideTabs() const { return m_tabs; }
    QLineEdit *sideNameEdit(int side) const { return page(side).name; }
    QTableView *view(int side) const { return page(side).view; }
    FanUnitModel *model(int side) const { return page(side).model; }
    QPushButton *addButton(int side) const { return page(side).add; }
    QPushButton *duplicateButton(int side) const { return page(side).duplicate; }
    QPushButton *removeButton(int side) const { return page(side).remove; }
    QPushButton *upButton(int side) const { return page(side).up; }
    QPushButton *downButton(int side) const { return page(side).down; }
    // Why the last edit was refused; hidden after the next accepted one.
    QLabel *message() const { return m_message; }
    QListWidget *problemList() const { return m_problemList; }

Q_SIGNALS:
    // After each finished user edit, with a short undo text ("Rename side: Orcs", "Add unit: New unit 3").
    void edited(const QString &undoText);

private:
    struct Page
    {
        QWidget *widget = nullptr;
        QLineEdit *name = nullptr;
        QTableView *view = nullptr;
        FanUnitModel *model = nullptr;
        QPushButton *add = nullptr;
        QPushButton *duplicate = nullptr;
        QPushButton *remove = nullptr;
        QPushButton *up = nullptr;
        QPushButton *down = nullptr;
    };

    const Page &page(int side) const { return m_pages[static_cast<size_t>(side)]; }
    QWidget *buildPage(int side);
    void fitColumns(QTableView *view);
    // Widens `column` to show the longest of `texts` whole.
    void fitColumn(QTableView *view, int column, const QStringList &texts);
    void nameEdited();
    void sideNameEdited(int side);
    // Every accepted edit ends here: the models' context and the problems brought up to date, then edited().
    void accepted(const QString &undoText);
    void refuse(const QString &reason);
    void syncContext();
    void refreshProblems();
    void markField(QLineEdit *field, const QString &reason);
    void updateButtons(int side);
    void selectRow(int side, int row);
    int currentRow(int side) const;
    QString tabText(int side, int problems) const;

    FanBattle m_battle; // as last set, with the names as edited; the units are the models'
    QSet<QString> m_loggedIds;
    Problems m_problems;
    QLineEdit *m_name;
    QTabWidget *m_tabs;
    std::array<Page, FanBattle::sideCount> m_pages;
    QLabel *m_message;
    QLabel *m_problemTitle;
    QListWidget *m_problemList;
};

} // namespace md::fantasy
