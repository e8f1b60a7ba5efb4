#pragma once

#include "fantasy/model/FanProfile.h"
#include "kernel/Problem.h"

#include <QHash>
#include <QWidget>

#include <array>

class QGroupBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QListWidgetItem;
class QTabWidget;

namespace md::fantasy {

class FanBmvModel;
class FanModifierModel;
class FanResultModel;
class FanSheetMarks;
class FanTablePane;
class FanTriggerModel;

// The Race Profile Sheet editor (C.6, issue 17): the race's name, its class names and hated races, and the
// sheet's four tables (Basic Morale Values Chart, Morale Modifiers, When to Test Morale, Morale Results per
// class), each with its own model. Under the tables, every problem of the sheet in a list: a click shows its
// table, row and cell; the cells themselves are marked red (a fault: the sheet would be refused) or amber
// (still to be entered), and a results table with a gap or an overlap says so in red, naming the FMVs.
// It only edits: saving, undo and where the sheet lives are the window's.
class FanProfileEditor : public QWidget
{
    Q_OBJECT

public:
    enum Tab { ChartTab, ModifiersTab, WhenToTestTab, ResultsTab };

    explicit FanProfileEditor(QWidget *parent = nullptr);
    ~FanProfileEditor() override;

    // Shows `profile`; emits no profileEdited().
    void setProfile(const FanProfile &profile);
    // The sheet as edited. Its revision is setProfile's, unchanged (raising it on save is the caller's).
    // A chart row with blanks comes back with its typed values only, which faults() refuses.
    FanProfile profile() const;
    // What the sheet's file would be refused for (FanProfileCheck::problems, with a started chart row's
    // blanks named): empty tables are no fault, a half-entered sheet may be kept.
    Problems faults() const;
    // faults(), then what a Morale Test still needs (FanProfileCheck::missingForTest): each class's empty
    // chart row or empty results, at `$.bmv.B` or `$.results.B`. What the list under the tables shows.
    Problems problems() const;
    // No fault: the sheet may be saved and shared.
    bool isSavable() const { return faults().isEmpty(); }
    // No problem at all: a unit of every class can be tested with this sheet.
    bool isUsable() const { return problems().isEmpty(); }
    // Shows the place of a problem's path: its tab, and its row and cell selected (or its field focused).
    void showProblem(const QString &path);

    QLineEdit *raceEdit() const { return m_race; }
    QLineEdit *classNameEdit(FanClass c) const { return m_classNames[static_cast<size_t>(FanProfile::index(c))]; }
    // The hated races, comma-separated.
    QLineEdit *hatedRacesEdit() const { return m_hated; }
    QTabWidget *tabs() const { return m_tabs; }
    FanBmvModel *bmvModel() const { return m_bmv; }
    FanModifierModel *modifierModel() const { return m_modifiers; }
    FanTriggerModel *triggerModel() const { return m_triggers; }
    FanResultModel *resultModel(FanClass c) const { return m_results[static_cast<size_t>(FanProfile::index(c))]; }
    FanTablePane *chartPane() const { return m_chartPane; }
    FanTablePane *modifierPane() const { return m_modifierPane; }
    FanTablePane *triggerPane() const { return m_triggerPane; }
    FanTablePane *resultPane(FanClass c) const { return m_resultPanes[static_cast<size_t>(FanProfile::index(c))]; }
    QListWidget *problemList() const { return m_problemList; }

Q_SIGNALS:
    // After every change the player makes, in any field or table; never after setProfile.
    void profileEdited();

private:
    QWidget *buildChartTab();
    QWidget *buildModifiersTab();
    QWidget *buildResultsTab();
    void userEdited();
    void classNamesEdited();
    // Re-checks the sheet and shows what is wrong: the list, the cells, the tables' lines, the tabs, the fields.
    void refresh();
    void showMarks(const FanSheetMarks &marks, const FanProfile &profile);
    // Per class, the loss steps still blank in a started chart row.
    std::array<QList<int>, 3> blanks() const;
    void problemClicked(QListWidgetItem *item);

    int m_revision = 1;
    QStringList m_hatedRaces; // as the sheet has them; re-read from the field only when the player types
    QLineEdit *m_race;
    std::array<QLineEdit *, 3> m_classNames;
    QLineEdit *m_hated;
    QTabWidget *m_tabs;
    FanBmvModel *m_bmv;
    FanModifierModel *m_modifiers;
    FanTriggerModel *m_triggers;
    std::array<FanResultModel *, 3> m_results;
    FanTablePane *m_chartPane = nullptr;
    FanTablePane *m_modifierPane = nullptr;
    FanTablePane *m_triggerPane = nullptr;
    std::array<FanTablePane *, 3> m_resultPanes{};
    std::array<QGroupBox *, 3> m_resultBoxes{};
    QHash<const QLineEdit *, QString> m_fieldTips; // a field's tooltip while nothing is wrong with it
    QLabel *m_problemTitle;
    QListWidget *m_problemList;
};

} // namespace md::fantasy
