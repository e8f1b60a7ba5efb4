#pragma once

#include "system/SystemWorkspace.h"
#include "system/WorkspaceHost.h"

#include <QList>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QPushButton;
class QTabWidget;
class QTableView;
class QToolBar;
class QTreeView;
class QWidget;

namespace md {
class LogFilterBar;
}

namespace md::ww1 {

class Ww1Commands;
class Ww1Document;
class Ww1EditorPanel;
class Ww1GroupPanel;
class Ww1IndividualPanel;
class Ww1LogModel;
class Ww1RosterModel;

// WW1's part of the main window, built for the table at 1366x768: the roster (groups and their stands) beside
// the group tests, the individual tests and the editors, the turn bar with End turn, the battle log dock and
// the Play menu. Its widgets are made once; each document gets its own models, panels and Ww1Commands.
class Ww1Workspace final : public SystemWorkspace
{
    Q_OBJECT

public:
    explicit Ww1Workspace(const WorkspaceHost &host);
    ~Ww1Workspace() override;

    void setDocument(GameDocument *document) override;
    void activate() override;
    void deactivate() override;
    QString restore(const GameState &state) override;
    void expandRoster() override;
    void collapseRoster() override;

    Ww1Document *document() const { return m_document; }
    Ww1Commands *commands() const { return m_commands.get(); }
    Ww1GroupPanel *groupPanel() const { return m_groupPanel; }
    Ww1IndividualPanel *individualPanel() const { return m_individualPanel; }
    Ww1EditorPanel *editorPanel() const { return m_editorPanel; }
    Ww1RosterModel *rosterModel() const { return m_rosterModel; }
    Ww1LogModel *logModel() const { return m_logModel; }
    QTreeView *rosterView() const { return m_roster; }
    QTableView *logView() const { return m_logView; }
    LogFilterBar *logFilter() const { return m_logFilter; }
    QTabWidget *playTabs() const { return m_sideTabs; }
    QPushButton *endTurnButton() const { return m_endTurnButton; }
    // Selects a group or stand in the roster (and its group and square in the panels).
    void select(const QString &id);
    void endTurn();

private:
    void createCentral();
    void createDock();
    void createActions();
    void releaseDocument();
    void fitColumns();
    void documentChanged();
    void selectionChanged();
    void showStatus(const QString &message) { Q_EMIT statusMessage(message); }

    WorkspaceHost m_host;
    Ww1Document *m_document = nullptr;
    std::unique_ptr<Ww1Commands> m_commands;
    Ww1RosterModel *m_rosterModel = nullptr;
    Ww1LogModel *m_logModel = nullptr;
    Ww1GroupPanel *m_groupPanel = nullptr;
    Ww1IndividualPanel *m_individualPanel = nullptr;
    Ww1EditorPanel *m_editorPanel = nullptr;

    QWidget *m_central = nullptr;
    QTabWidget *m_sideTabs = nullptr;
    QTreeView *m_roster = nullptr;
    QToolBar *m_turnBar = nullptr;
    QLabel *m_turnLabel = nullptr;
    QLabel *m_dueLabel = nullptr;
    QPushButton *m_endTurnButton = nullptr;
    QDockWidget *m_logDock = nullptr;
    QTableView *m_logView = nullptr;
    LogFilterBar *m_logFilter = nullptr;
    QMenu *m_playMenu = nullptr;
    QList<QAction *> m_windowActions;
    QList<QAction *> m_viewDockActions;
    bool m_active = false;
};

} // namespace md::ww1
