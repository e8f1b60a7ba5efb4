#pragma once

#include "kernel/SeededDice.h"
#include "system/SystemWorkspace.h"
#include "system/WorkspaceHost.h"

#include <QList>

#include <memory>

class QAction;
class QDockWidget;
class QMenu;
class QScrollArea;
class QTabWidget;
class QTableView;
class QTreeView;
class QVBoxLayout;
class QWidget;

namespace md {
class LogFilterBar;
}

namespace md::nap {

class NapCheckPanel;
class NapEditorPanel;
class NapMfpLedger;
class NapRallyPanel;
class NapCommands;
class NapDocument;
class NapLogModel;
class NapOrderModel;
class NapPhaseBar;

// The Napoleonic part of the main window, built for the table at 1366x768: the phase bar across the top
// (turn, phases, the queued checks, Next phase), the order of battle on the left beside the tabs (Checks, and
// the play widgets and editors), the battle log dock and the Play menu. Its widgets are made once; each
// document gets its own models, panels and NapCommands.
class NapWorkspace final : public SystemWorkspace
{
    Q_OBJECT

public:
    explicit NapWorkspace(const WorkspaceHost &host);
    ~NapWorkspace() override;

    void setDocument(GameDocument *document) override;
    void activate() override;
    void deactivate() override;
    QString restore(const GameState &state) override;
    void expandRoster() override;
    void collapseRoster() override;

    NapDocument *document() const { return m_document; }
    NapCommands *commands() const { return m_commands.get(); }
    NapOrderModel *orderModel() const { return m_orderModel; }
    NapLogModel *logModel() const { return m_logModel; }
    NapPhaseBar *phaseBar() const { return m_phaseBar; }
    NapCheckPanel *checkPanel() const { return m_checkPanel; }
    NapRallyPanel *rallyPanel() const { return m_rallyPanel; }
    NapMfpLedger *mfpLedger() const { return m_ledger; }
    NapEditorPanel *editorPanel() const { return m_editorPanel; }
    // The program's dice for checks and rallies (tests give a script); null puts the program's own back.
    void setDiceSource(DiceSource *dice);
    QTreeView *orderView() const { return m_order; }
    QTableView *logView() const { return m_logView; }
    QTabWidget *playTabs() const { return m_tabs; }
    QMenu *playMenu() const { return m_playMenu; }

    // Selects an army, command or unit in the order of battle (and the unit in the check panel).
    void select(const QString &id);
    // The phase bar's Test: the queued check into the check panel, its tab shown.
    void testPending(int pendingIndex);
    // 15.42: refused (with the queued checks named in the status line) while checks are queued.
    QString nextPhase();

private:
    void createCentral();
    void createDock();
    void createActions();
    void releaseDocument();
    void fitColumns();
    void documentChanged();
    void selectionChanged();
    void dismissPending(int pendingIndex);
    void connectPanels();
    QScrollArea *scrolled(QWidget *widget);
    void showStatus(const QString &message) { Q_EMIT statusMessage(message); }

    WorkspaceHost m_host;
    NapDocument *m_document = nullptr;
    std::unique_ptr<NapCommands> m_commands;
    NapOrderModel *m_orderModel = nullptr;
    NapLogModel *m_logModel = nullptr;
    NapPhaseBar *m_phaseBar = nullptr;
    NapCheckPanel *m_checkPanel = nullptr;
    NapRallyPanel *m_rallyPanel = nullptr;
    NapMfpLedger *m_ledger = nullptr;
    NapEditorPanel *m_editorPanel = nullptr;
    SeededDice m_programDice;
    DiceSource *m_dice = &m_programDice;

    QWidget *m_central = nullptr;
    QVBoxLayout *m_centralLayout = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTreeView *m_order = nullptr;
    QDockWidget *m_logDock = nullptr;
    QTableView *m_logView = nullptr;
    LogFilterBar *m_logFilter = nullptr;
    QMenu *m_playMenu = nullptr;
    QList<QAction *> m_windowActions;
    QList<QAction *> m_viewDockActions;
    bool m_active = false;
};

} // namespace md::nap
