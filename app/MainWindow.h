#pragma once

#include "ratio/rules/RatioEngine.h"
#include "campaign/CampaignController.h"
#include "print/PrintRequest.h"

#include <QMainWindow>

#include <functional>
#include <memory>

class QAction;
class QDockWidget;
class QLabel;
class QMenu;
class QPrinter;
class QPushButton;
class QTabWidget;
class QTableView;
class QTimer;
class QTreeView;
class QUndoView;

namespace md {

class BattlegroupDocument;
class CampaignDatabase;
class CampaignWindow;
class ReplacementDialog;
class ChecksDueModel;
class Commands;
class DiceSource;
class EditorPanel;
class EnduranceBar;
class LogModel;
class MoraleTableWidget;
class PlayPanel;
class PrintDocument;
class Prompter;
class RecentFilesMenu;
class RecoveryFile;
class RosterModel;
class Settings;

class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // The window does not own `settings`, `prompter` or `recovery`; tests pass their own.
    MainWindow(Settings *settings, Prompter *prompter, RecoveryFile *recovery, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Start-up: recover after a crash, or open `fileName`, or the bundled sample on the first start.
    void start(const QString &fileName);
    bool openFile(const QString &fileName);
    void newFromTemplate(const QString &templateKey);
    bool save();
    bool saveAs();
    // Asks first (save, discard, cancel) when closing would lose work: changes, or content on no disk
    // (BattlegroupDocument::hasUnsavedWork). False when the player cancels.
    bool closeDocument();

    BattlegroupDocument *document() const { return m_document.get(); }
    Commands *commands() const { return m_commands.get(); }
    PlayPanel *playPanel() const { return m_playPanel; }
    EditorPanel *editorPanel() const { return m_editorPanel; }
    QTreeView *rosterView() const { return m_roster; }
    MoraleTableWidget *tableWidget() const { return m_table; }
    QLabel *retreatBanner() const { return m_banner; }
    EnduranceBar *enduranceBar() const { return m_endurance; }
    QTableView *checksDueView() const { return m_checksView; }
    QTableView *logView() const { return m_logView; }
    QTabWidget *centralTabs() const { return m_tabs; }
    void selectPiece(ratio::PieceRef ref);
    void endTurn();
    // File → Print…, Print Preview… and Export PDF…: each asks which document and which paper first.
    void print();
    void printPreview();
    bool exportPdf();
    // The Campaign menu (R12): one campaign file is open at a time.
    bool newCampaign();
    bool openCampaign();
    // Opens `file` as the campaign and shows the campaign window; false (and the reason shown) on failure.
    bool openCampaignFile(const QString &file);
    // File → Recent campaigns: a file that is gone is named and taken off the list.
    bool openRecentCampaign(const QString &file);
    // File → Open Recent: the same for battlegroup files.
    bool openRecentFile(const QString &file);
    // Records the open battlegroup (and, if the player names it, the opponent's file) as one battle.
    bool recordBattle();
    // Opens the chosen battlegroup as it stands for its next battle, with the carry-over rules applied.
    bool startNextBattle();
    void showCampaign();
    bool backUpCampaign();
    // R12: the campaign window's modeless "Add replacements" dialog; null without a campaign.
    ReplacementDialog *addReplacements();
    CampaignDatabase *campaign() const;
    CampaignWindow *campaignWindow() const;
    CampaignController *campaignController() const { return m_campaignController; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createDocks();
    void createLanguageMenu(QMenu *menu);
    void installDocument(std::unique_ptr<BattlegroupDocument> document);
    void documentChanged();
    void selectionChanged();
    void updateTitle();
    CampaignController::Host campaignHost();
    void showStatus(const QString &message);
    void showRulesNotes();
    void showAbout();
    bool writeTo(const QString &fileName);
    // Asks which document and paper, and sets the printer up for it; null when cancelled.
    std::unique_ptr<PrintDocument> askPrintDocument(const QString &title, QPrinter &printer);
    QAction *playAction(const QString &text, const QKeySequence &key, const std::function<void(PlayPanel &)> &verb);

    Settings *m_settings;
    Prompter *m_prompter;
    RecoveryFile *m_recovery;
    std::unique_ptr<BattlegroupDocument> m_document;
    std::unique_ptr<Commands> m_commands;
    RosterModel *m_rosterModel = nullptr;
    ChecksDueModel *m_checksModel = nullptr;
    LogModel *m_logModel = nullptr;

    QTabWidget *m_tabs;
    QTabWidget *m_sideTabs;
    QTreeView *m_roster;
    PlayPanel *m_playPanel = nullptr;
    EditorPanel *m_editorPanel = nullptr;
    MoraleTableWidget *m_table;
    QLabel *m_banner;
    QLabel *m_turnLabel;
    QPushButton *m_endTurnButton;
    EnduranceBar *m_endurance;
    QDockWidget *m_checksDock;
    QDockWidget *m_logDock;
    QDockWidget *m_undoDock;
    QTableView *m_checksView;
    QTableView *m_logView;
    QUndoView *m_undoView;
    RecentFilesMenu *m_recentMenu = nullptr;
    QAction *m_undoAction = nullptr;
    QAction *m_redoAction = nullptr;
    PrintRequest m_lastPrint;
    CampaignController *m_campaignController = nullptr;
};

} // namespace md
