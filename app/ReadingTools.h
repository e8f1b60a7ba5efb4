#pragma once

#include <QObject>
#include <QPointer>

class QAction;
class QMainWindow;
class QMenu;

namespace md {

class DiceHistoryDock;
class GameDocument;
class QuickStartDialog;
class Settings;
class ShortcutSheet;
class SystemWorkspace;

// The main window's reading aids, for whatever system is open: View → Zoom (Ctrl+plus, Ctrl+minus, Ctrl+0;
// saved), Expand all / Collapse all (the workspace's roster, SystemWorkspace), Dice history (a dock), and
// Help → Keyboard shortcuts (also `?`) and Quick start (by itself on the first start).
class ReadingTools : public QObject
{
    Q_OBJECT

public:
    // The View entries go before `viewBefore` in `viewMenu`; the Help entries at the top of `helpMenu`.
    ReadingTools(QMainWindow *window, Settings *settings, QMenu *viewMenu, QAction *viewBefore, QMenu *helpMenu);

    // After the window shows a document (and perhaps another system's workspace): zoom its widgets, and
    // point the roster actions and the dice history at it.
    void setWorkspace(SystemWorkspace *workspace, GameDocument *document);
    // Start-up: the quick start on the first start, and on every start the player asked for it.
    void startUp(bool firstStart);

    int zoomPercent() const { return m_zoom; }
    void setZoomPercent(int percent);
    void zoomIn();
    void zoomOut();
    void resetZoom();

    ShortcutSheet *showShortcuts();
    QuickStartDialog *showQuickStart();
    DiceHistoryDock *diceHistory() const { return m_diceHistory; }
    QAction *expandAllAction() const { return m_expandAll; }
    QAction *collapseAllAction() const { return m_collapseAll; }

private:
    void applyZoom();

    QMainWindow *m_window;
    Settings *m_settings;
    SystemWorkspace *m_workspace = nullptr; // the window's, shown now; the window outlives this
    DiceHistoryDock *m_diceHistory;
    QAction *m_expandAll = nullptr;
    QAction *m_collapseAll = nullptr;
    QPointer<QuickStartDialog> m_quickStart;
    QPointer<ShortcutSheet> m_shortcuts;
    int m_zoom = 100;
};

} // namespace md
