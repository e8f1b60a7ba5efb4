#pragma once

#include "CampaignController.h"
#include "print/PrintRequest.h"

#include <QMainWindow>

#include <map>
#include <memory>

class QAction;
class QDockWidget;
class QMenu;
class QUndoGroup;
class QUndoView;

namespace md {

class ReadingTools;

class CampaignDatabase;
class CampaignWindow;
class GameDocument;
class PrintDocument;
class Prompter;
class RecentFilesMenu;
class RecoveryFile;
class Settings;
class SystemUi;
class SystemWorkspace;

// The program's window: files, printing, undo, campaigns, languages and help. What it shows of the open
// document is the document's rule system's workspace (SystemUi, SystemUiRegistry); it names no system.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    // What the window holds before start(): the first system's empty document (Empty), or none (FromStart):
    // then start() builds the document of the file it opens, and the empty one only when none opens.
    enum class FirstDocument { Empty, FromStart };
    // The window does not own `settings`, `prompter` or `recovery`; tests pass their own.
    MainWindow(Settings *settings, Prompter *prompter, RecoveryFile *recovery,
               FirstDocument first = FirstDocument::Empty, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Start-up: recover after a crash, or open `fileName`, or the bundled sample on the first start.
    void start(const QString &fileName);
    // For --quit-after-show: start() then leaves the first-start setting and the quick start alone.
    void setTimedStart(bool timed) { m_timedStart = timed; }
    bool openFile(const QString &fileName);
    // File → New: a template of any system's (SystemUi::templates()); the first system's when several have it.
    void newFromTemplate(const QString &templateKey);
    bool save();
    bool saveAs();
    // Asks first (save, discard, cancel) when closing would lose work: changes, or content on no disk
    // (GameDocument::hasUnsavedWork). False when the player cancels.
    bool closeDocument();

    GameDocument *document() const { return m_document.get(); }
    // The open document's system's part of the window.
    SystemWorkspace *workspace() const { return m_workspace; }
    QUndoGroup *undoGroup() const { return m_undoGroup; }
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
    // File → Open Recent: the same for game files.
    bool openRecentFile(const QString &file);
    // Records the open battlegroup (and, if the player names it, the opponent's file) as one battle.
    bool recordBattle();
    // Opens the chosen battlegroup as it stands for its next battle, with the carry-over rules applied.
    bool startNextBattle();
    void showCampaign();
    bool backUpCampaign();
    // A system's Campaign-menu entry (SystemUi::campaignMenuActions(); ratio's "add-replacements" opens its
    // modeless Add replacements dialog, R12): shows the campaign window and returns what the entry opened;
    // null without a campaign or when no page answers `key`.
    QWidget *runCampaignAction(const QString &key);
    CampaignDatabase *campaign() const;
    CampaignWindow *campaignWindow() const;
    CampaignController *campaignController() const { return m_campaignController; }
    // View → Zoom, Expand/Collapse all, Dice history; Help → Keyboard shortcuts, Quick start.
    ReadingTools *readingTools() const { return m_reading; }

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createActions();
    void createLanguageMenu(QMenu *menu);
    // The empty document of the first system: at start and after File → Close.
    void installEmptyDocument();
    void installDocument(std::unique_ptr<GameDocument> document);
    // Shows `systemUi`'s workspace (made on its first use), taking the old one's away.
    void activateWorkspace(const SystemUi &systemUi);
    SystemWorkspace *workspaceFor(const SystemUi &ui);
    const SystemUi &ui() const;
    void updateTitle();
    CampaignController::Host campaignHost();
    void showStatus(const QString &message);
    void showRulesNotes();
    void showAbout();
    bool writeTo(const QString &fileName);
    // Asks which document and paper: null when cancelled, else the document, and `*setup` the paper asked for.
    std::unique_ptr<PrintDocument> askPrintDocument(const QString &title, PageSetup *setup);

    Settings *m_settings;
    Prompter *m_prompter;
    RecoveryFile *m_recovery;
    std::unique_ptr<GameDocument> m_document;
    // One per system shown so far, by rule-system id; they go before the document they show.
    std::map<QString, std::unique_ptr<SystemWorkspace>> m_workspaces;
    SystemWorkspace *m_workspace = nullptr;

    QUndoGroup *m_undoGroup;
    QDockWidget *m_undoDock;
    QUndoView *m_undoView;
    QMenu *m_editMenu = nullptr;
    QMenu *m_viewMenu = nullptr;
    QAction *m_systemMenusBefore = nullptr;
    QAction *m_viewEnd = nullptr;
    RecentFilesMenu *m_recentMenu = nullptr;
    PrintRequest m_lastPrint;
    CampaignController *m_campaignController = nullptr;
    ReadingTools *m_reading = nullptr;
    bool m_timedStart = false;
};

} // namespace md
