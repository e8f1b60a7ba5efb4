#pragma once

#include "system/SystemWorkspace.h"
#include "system/WorkspaceHost.h"

#include <QList>

#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QListWidget;
class QMenu;
class QPushButton;
class QTabWidget;
class QTableView;
class QVBoxLayout;
class QWidget;

namespace md::fantasy {

class FanArmyEditor;
class FanCommands;
class FanDocument;
class FanLogModel;
class FanProfilesPage;
class FanRosterModel;
class FanTestPanel;
class FanUnitActions;
struct FanTestRequest;

// The fantasy part of the main window, for a club night at 1366x768: the turn and phase with Next phase across the
// top, both armies in one roster on the left with the selected unit's actions under it, and tabs on the right:
// the Morale Test, the phase-11 rally round as a queue, the Profile Sheets and the army editor; the battle log
// in a dock. Its widgets are made once; each document gets its own models, panels and FanCommands.
class FanWorkspace final : public SystemWorkspace
{
    Q_OBJECT

public:
    explicit FanWorkspace(const WorkspaceHost &host);
    ~FanWorkspace() override;

    void setDocument(GameDocument *document) override;
    void activate() override;
    void deactivate() override;
    QString restore(const GameState &state) override;

    FanDocument *document() const { return m_document; }
    FanCommands *commands() const { return m_commands.get(); }
    FanRosterModel *rosterModel() const { return m_rosterModel; }
    FanLogModel *logModel() const { return m_logModel; }
    QTableView *rosterView() const { return m_roster; }
    QTabWidget *tabs() const { return m_tabs; }
    FanTestPanel *testPanel() const { return m_testPanel; }
    FanUnitActions *unitActions() const { return m_actions; }
    FanProfilesPage *profilesPage() const { return m_profiles; }
    FanArmyEditor *armyEditor() const { return m_armyEditor; }
    QListWidget *rallyList() const { return m_rallyList; }
    QPushButton *nextPhaseButton() const { return m_next; }
    QMenu *playMenu() const { return m_playMenu; }

    void select(const QString &unitId);
    // The selected unit of the rally queue (or the first) into the test panel as a rally test.
    void rallySelected();
    QString nextPhase();

private:
    void createCentral();
    void createDock();
    void createActions();
    void releaseDocument();
    void documentChanged();
    void selectionChanged();
    void resolve(const FanTestRequest &request, int d4, bool typed);
    void showStatus(const QString &message) { Q_EMIT statusMessage(message); }

    WorkspaceHost m_host;
    FanDocument *m_document = nullptr;
    std::unique_ptr<FanCommands> m_commands;
    FanRosterModel *m_rosterModel = nullptr;
    FanLogModel *m_logModel = nullptr;
    FanTestPanel *m_testPanel = nullptr;
    FanUnitActions *m_actions = nullptr;
    FanProfilesPage *m_profiles = nullptr;
    FanArmyEditor *m_armyEditor = nullptr;

    QWidget *m_central = nullptr;
    QLabel *m_clock = nullptr;
    QPushButton *m_next = nullptr;
    QVBoxLayout *m_leftLayout = nullptr;
    QTableView *m_roster = nullptr;
    QTabWidget *m_tabs = nullptr;
    QWidget *m_rallyPage = nullptr;
    QListWidget *m_rallyList = nullptr;
    QLabel *m_rallyNote = nullptr;
    QPushButton *m_rallyButton = nullptr;
    QDockWidget *m_logDock = nullptr;
    QTableView *m_logView = nullptr;
    QMenu *m_playMenu = nullptr;
    QList<QAction *> m_windowActions;
    QList<QAction *> m_viewDockActions;
    bool m_active = false;
};

} // namespace md::fantasy
