#pragma once

#include "ratio/model/Battlegroup.h"
#include "ratio/rules/RatioQueries.h"
#include "system/SystemWorkspace.h"
#include "system/WorkspaceHost.h"

#include <QList>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QKeySequence;
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
class UnitSummaryView;

class BattlegroupDocument;
class ChecksQueuePanel;
class Commands;
class EditorPanel;
class EnduranceBar;
class LogModel;
class MoraleTableWidget;
class PlayPanel;
enum class PlayVerb;
class RosterModel;

namespace ratio {

class GameBar;

// Ratio morale's part of the main window: the roster beside the play and edit panels, the Morale Results
// Table, the retreat banner, the turn bar with the endurance bar, the checks-due and morale-log docks, the
// Play menu, the editing actions and the table's View actions. Its widgets are made once; each document
// gets its own models, panels and Commands.
class RatioWorkspace final : public SystemWorkspace
{
    Q_OBJECT

public:
    explicit RatioWorkspace(const WorkspaceHost &host);
    ~RatioWorkspace() override;

    void setDocument(GameDocument *document) override;
    void activate() override;
    void deactivate() override;
    QString restore(const GameState &state) override;
    void expandRoster() override;
    void collapseRoster() override;

    BattlegroupDocument *document() const { return m_document; }
    Commands *commands() const { return m_commands.get(); }
    PlayPanel *playPanel() const { return m_playPanel; }
    EditorPanel *editorPanel() const { return m_editorPanel; }
    QTreeView *rosterView() const { return m_roster; }
    MoraleTableWidget *tableWidget() const { return m_table; }
    QLabel *retreatBanner() const { return m_banner; }
    EnduranceBar *enduranceBar() const { return m_endurance; }
    GameBar *gameBar() const { return m_gameBar; }
    // The checks queue's table of checks due now (R6), and the queue itself.
    QTableView *checksDueView() const;
    ChecksQueuePanel *checksQueue() const { return m_queue; }
    QTableView *logView() const { return m_logView; }
    LogFilterBar *logFilter() const { return m_logFilter; }
    UnitSummaryView *unitSummary() const { return m_summary; }
    QTabWidget *centralTabs() const { return m_tabs; }
    void selectPiece(PieceRef ref);
    // R6: refused while checks are due unless the player overrides.
    void endTurn();

private:
    void createCentral();
    void createDocks();
    void createActions();
    QAction *windowAction(const QString &text, const QKeySequence &key, const std::function<void()> &slot);
    QAction *playAction(const QString &text, const QKeySequence &key, const std::function<void(PlayPanel &)> &verb,
                        PlayVerb which);
    // The Play menu's entries and End turn: enabled, or disabled with the engine's reason (the play panel's).
    void updatePlayActions();
    void releaseDocument();
    void fitColumns();
    void documentChanged();
    void selectionChanged();
    void showStatus(const QString &message) { Q_EMIT statusMessage(message); }

    WorkspaceHost m_host;
    BattlegroupDocument *m_document = nullptr;
    std::unique_ptr<Commands> m_commands;
    RosterModel *m_rosterModel = nullptr;
    LogModel *m_logModel = nullptr;
    PlayPanel *m_playPanel = nullptr;
    EditorPanel *m_editorPanel = nullptr;

    QWidget *m_central = nullptr;
    QTabWidget *m_tabs = nullptr;
    QTabWidget *m_sideTabs = nullptr;
    QTreeView *m_roster = nullptr;
    MoraleTableWidget *m_table = nullptr;
    QLabel *m_banner = nullptr;
    QToolBar *m_turnBar = nullptr;
    QLabel *m_turnLabel = nullptr;
    QPushButton *m_endTurnButton = nullptr;
    EnduranceBar *m_endurance = nullptr;
    GameBar *m_gameBar = nullptr;
    QDockWidget *m_checksDock = nullptr;
    QDockWidget *m_logDock = nullptr;
    ChecksQueuePanel *m_queue = nullptr;
    QTableView *m_logView = nullptr;
    LogFilterBar *m_logFilter = nullptr;
    UnitSummaryView *m_summary = nullptr;
    QMenu *m_playMenu = nullptr;
    QList<QAction *> m_verbActions; // the Play menu's entries, each with its "playVerb"
    QAction *m_endTurnAction = nullptr;
    QList<QAction *> m_windowActions; // shortcuts that work wherever the focus is in the window
    QList<QAction *> m_editActions;
    QList<QAction *> m_viewDockActions;
    QList<QAction *> m_viewActions;
    bool m_active = false;
};

} // namespace ratio
} // namespace md
