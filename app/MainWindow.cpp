#include "MainWindow.h"
#include "AfterFirstPaint.h"
#include "ReadingTools.h"
#include "WindowLayout.h"

#include "AboutDialog.h"
#include "CampaignAddress.h"
#include "base/Prompter.h"
#include "base/Settings.h"
#include "base/Translations.h"
#include "document/GameDocument.h"
#include "document/GameFile.h"
#include "document/RecoveryFile.h"
#include "document/RecoveryWriter.h"
#include "kernel/RuleSystem.h"
#include "print/PageRenderer.h"
#include "print/PrintDocument.h"
#include "printer/PrinterDialogs.h"
#include "printer/PrinterJobs.h"
#include "printer/PrinterPlugin.h"
#include "systems/BuiltInSystemUis.h"
#include "system/RuleOptionsHtml.h"
#include "systems/BuiltInSystems.h"
#include "system/SystemWorkspace.h"
#include "system/WorkspaceHost.h"
#include "widgets/CampaignPage.h"
#include "widgets/CampaignWindow.h"
#include "widgets/RecentFilesMenu.h"


#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QMenuBar>
#include <QScreen>
#include <QStatusBar>
#include <QTextBrowser>
#include <QUndoGroup>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>

namespace md {

namespace {
const QString kSample = QStringLiteral(":/samples/first-contact.json");
} // namespace

MainWindow::MainWindow(Settings *settings, Prompter *prompter, RecoveryFile *recovery, FirstDocument first,
                       QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_prompter(prompter)
    , m_recovery(recovery)
    , m_undoGroup(new QUndoGroup(this))
    , m_undoDock(new QDockWidget(tr("Undo history"), this))
    , m_undoView(new QUndoView(m_undoGroup, this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_undoDock->setObjectName(QStringLiteral("undoDock"));
    m_undoView->setAccessibleName(tr("Undo history"));
    m_undoView->setEmptyLabel(tr("<opened file>"));
    m_undoDock->setWidget(m_undoView);
    m_campaignController = new CampaignController(m_settings, m_prompter, this, campaignHost());
    createActions();

    statusBar()->showMessage(tr("Ready"));
    // The first system's workspace, with its docks, is there before the saved window state is restored; its
    // empty document only when no file is to come (start() otherwise builds the one it opens, once).
    if (first == FirstDocument::Empty)
        installEmptyDocument();
    else
        activateWorkspace(*systemUis().defaultUi());
    // Where the system's workspace did not place the undo history (beside its own docks), it goes below.
    if (dockWidgetArea(m_undoDock) == Qt::NoDockWidgetArea)
        addDockWidget(Qt::BottomDockWidgetArea, m_undoDock);
    // The layout last used on a screen of this size, or the whole available screen.
    WindowLayout::restore(this, m_settings);
}

MainWindow::~MainWindow()
{
    // Workspaces read the document, and the campaign window the campaign, which die with this object's
    // members, before QWidget deletes the children: so the readers go first.
    m_campaignController->closeWindow();
    m_undoView->setGroup(nullptr);
    m_workspaces.clear();
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QMenu *newMenu = file->addMenu(tr("&New"));
    const QList<const SystemUi *> systems = systemUis().all();
    QAction *firstNew = nullptr;
    for (const SystemUi *systemUi : systems) {
        // With several systems, each has its submenu: "Platoon" alone would not say whose.
        const RuleSystem *rules = ruleSystems().find(systemUi->ruleSystem());
        QMenu *into = systems.size() > 1 && rules ? newMenu->addMenu(rules->displayName()) : newMenu;
        for (const NewChoice &choice : systemUi->templates()) {
            QAction *a = into->addAction(choice.name);
            if (!firstNew)
                firstNew = a;
            connect(a, &QAction::triggered, this, [this, systemUi, key = choice.key] {
                if (!closeDocument())
                    return;
                installDocument(systemUi->makeDocument(systemUi->newState(key)));
                showStatus(tr("New battlegroup: %1.").arg(m_document->state().name()));
            });
        }
    }
    if (firstNew)
        firstNew->setShortcut(QKeySequence::New);
    QAction *open = file->addAction(tr("&Open…"));
    open->setShortcut(QKeySequence::Open);
    connect(open, &QAction::triggered, this, [this] {
        if (!closeDocument())
            return;
        const QString name = m_prompter->openFileName(this, m_settings->lastDirectory());
        if (!name.isEmpty())
            openFile(name);
    });
    m_recentMenu = new RecentFilesMenu(tr("Open &Recent"), file);
    m_recentMenu->setObjectName(QStringLiteral("recentFilesMenu"));
    m_recentMenu->setFiles(m_settings->recentFiles());
    file->addMenu(m_recentMenu);
    connect(m_recentMenu, &RecentFilesMenu::fileChosen, this, &MainWindow::openRecentFile);
    file->addMenu(m_campaignController->createRecentMenu(file));
    QAction *openSample = file->addAction(tr("Open the &sample battlegroup"));
    connect(openSample, &QAction::triggered, this, [this] {
        if (closeDocument())
            openFile(kSample);
    });
    file->addSeparator();
    QAction *saveAction = file->addAction(tr("&Save"));
    saveAction->setShortcut(QKeySequence::Save);
    connect(saveAction, &QAction::triggered, this, &MainWindow::save);
    QAction *saveAsAction = file->addAction(tr("Save &As…"));
    saveAsAction->setShortcut(QKeySequence::SaveAs);
    connect(saveAsAction, &QAction::triggered, this, &MainWindow::saveAs);
    QAction *closeAction = file->addAction(tr("&Close"));
    closeAction->setShortcuts(QKeySequence::Close); // every binding of the platform: Ctrl+W and Ctrl+F4 on Linux
    connect(closeAction, &QAction::triggered, this, [this] {
        if (closeDocument())
            installEmptyDocument();
    });
    file->addSeparator();
    QAction *printAction = file->addAction(tr("&Print…"));
    printAction->setShortcut(QKeySequence::Print);
    connect(printAction, &QAction::triggered, this, &MainWindow::print);
    QAction *previewAction = file->addAction(tr("Print Pre&view…"));
    connect(previewAction, &QAction::triggered, this, &MainWindow::printPreview);
    QAction *pdfAction = file->addAction(tr("&Export PDF…"));
    pdfAction->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_P));
    connect(pdfAction, &QAction::triggered, this, &MainWindow::exportPdf);
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"));
    quit->setShortcut(QKeySequence::Quit);
    connect(quit, &QAction::triggered, this, &QWidget::close);

    // Undo and Redo follow the open document's stack; the system's editing actions come after them.
    m_editMenu = menuBar()->addMenu(tr("&Edit"));
    // Made here rather than by QUndoGroup::createUndoAction, which only prefixes the text: "&Undo %1" lets a
    // language place the command's text itself ("&Rückgängig: %1").
    QAction *undo = m_editMenu->addAction(tr("&Undo"));
    undo->setObjectName(QStringLiteral("editUndo"));
    undo->setShortcut(QKeySequence::Undo);
    undo->setEnabled(false);
    connect(undo, &QAction::triggered, m_undoGroup, &QUndoGroup::undo);
    connect(m_undoGroup, &QUndoGroup::canUndoChanged, undo, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::undoTextChanged, undo, [this, undo](const QString &text) {
        undo->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    QAction *redo = m_editMenu->addAction(tr("&Redo"));
    redo->setObjectName(QStringLiteral("editRedo"));
    redo->setShortcut(QKeySequence::Redo);
    redo->setEnabled(false);
    connect(redo, &QAction::triggered, m_undoGroup, &QUndoGroup::redo);
    connect(m_undoGroup, &QUndoGroup::canRedoChanged, redo, &QAction::setEnabled);
    connect(m_undoGroup, &QUndoGroup::redoTextChanged, redo, [this, redo](const QString &text) {
        redo->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    m_editMenu->addSeparator();

    QMenu *campaignMenu = menuBar()->addMenu(tr("&Campaign"));
    // The system's menus (its Play menu) go before the Campaign menu.
    m_systemMenusBefore = campaignMenu->menuAction();
    connect(campaignMenu->addAction(tr("&New campaign…")), &QAction::triggered, this, &MainWindow::newCampaign);
    connect(campaignMenu->addAction(tr("&Open campaign…")), &QAction::triggered, this, &MainWindow::openCampaign);
    connect(campaignMenu->addAction(tr("Open campaign on a ser&ver…")), &QAction::triggered, m_campaignController,
            &CampaignController::openCampaignOnServer);
    campaignMenu->addSeparator();
    connect(campaignMenu->addAction(tr("&Record battle in campaign…")), &QAction::triggered, this, &MainWindow::recordBattle);
    connect(campaignMenu->addAction(tr("Start &next battle…")), &QAction::triggered, this, &MainWindow::startNextBattle);
    // The systems' own entries (ratio: Add replacements…), each answered by one of its campaign pages.
    for (const SystemUi *systemUi : systemUis().all()) {
        for (const CampaignMenuAction &entry : systemUi->campaignMenuActions()) {
            connect(campaignMenu->addAction(entry.text), &QAction::triggered, this,
                    [this, key = entry.key] { runCampaignAction(key); });
        }
    }
    campaignMenu->addSeparator();
    connect(campaignMenu->addAction(tr("&Show campaign")), &QAction::triggered, this, &MainWindow::showCampaign);
    connect(campaignMenu->addAction(tr("&Back up campaign…")), &QAction::triggered, this, &MainWindow::backUpCampaign);
    connect(campaignMenu->addAction(tr("&Copy campaign to…")), &QAction::triggered, m_campaignController,
            &CampaignController::copyCampaign);

    // The system's dock toggles go before the undo history's, its other View actions before the Language part.
    m_viewMenu = menuBar()->addMenu(tr("&View"));
    m_viewMenu->addAction(m_undoDock->toggleViewAction());
    m_viewEnd = m_viewMenu->addSeparator();
    createLanguageMenu(m_viewMenu->addMenu(tr("&Language")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *notes = help->addAction(tr("&Rules notes"));
    notes->setShortcut(QKeySequence::HelpContents);
    connect(notes, &QAction::triggered, this, &MainWindow::showRulesNotes);
    QAction *about = help->addAction(tr("&About MoraleDesk"));
    about->setObjectName(QStringLiteral("helpAbout"));
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
    m_reading = new ReadingTools(this, m_settings, m_viewMenu, m_viewEnd, help);
}

void MainWindow::createLanguageMenu(QMenu *menu)
{
    // Translations are installed once at start-up, so a new choice takes effect on the next start.
    auto *group = new QActionGroup(menu);
    const QString current = m_settings->language();
    auto addChoice = [&](const QString &text, const QString &code) {
        QAction *action = menu->addAction(text);
        action->setCheckable(true);
        action->setChecked(code == current || (code.isEmpty() && !Translations::isSupported(current)));
        action->setData(code);
        group->addAction(action);
        connect(action, &QAction::triggered, this, [this, code] {
            if (code == m_settings->language())
                return;
            m_settings->setLanguage(code);
            showStatus(tr("The new language takes effect when MoraleDesk is started again."));
        });
    };
    addChoice(tr("&System language"), QString());
    menu->addSeparator();
    for (const QString &code : Translations::languages())
        addChoice(Translations::nativeName(code), code);
}

const SystemUi &MainWindow::ui() const
{
    const SystemUi *found = systemUis().find(m_document->system().id());
    Q_ASSERT(found);
    return *found;
}

SystemWorkspace *MainWindow::workspaceFor(const SystemUi &systemUi)
{
    std::unique_ptr<SystemWorkspace> &slot = m_workspaces[systemUi.ruleSystem()];
    if (!slot) {
        WorkspaceHost host;
        host.window = this;
        host.prompter = m_prompter;
        host.settings = m_settings;
        host.editMenu = m_editMenu;
        host.menusBefore = m_systemMenusBefore;
        host.viewMenu = m_viewMenu;
        host.viewDocksBefore = m_undoDock->toggleViewAction();
        host.viewEnd = m_viewEnd;
        host.undoDock = m_undoDock;
        slot = systemUi.createWorkspace(host);
        connect(slot.get(), &SystemWorkspace::statusMessage, this, &MainWindow::showStatus);
    }
    return slot.get();
}

void MainWindow::installEmptyDocument()
{
    const SystemUi *first = systemUis().defaultUi();
    Q_ASSERT(first);
    installDocument(first->makeDocument(first->newState(QString())));
}

void MainWindow::installDocument(std::unique_ptr<GameDocument> document)
{
    const SystemUi *systemUi = systemUis().find(document->system().id());
    Q_ASSERT(systemUi);
    activateWorkspace(*systemUi);
    m_undoGroup->addStack(document->undoStack());
    m_undoGroup->setActiveStack(document->undoStack());
    // The workspace's views first let go of the old document, then it goes.
    m_workspace->setDocument(document.get());
    m_document = std::move(document);
    if (m_reading)
        m_reading->setWorkspace(m_workspace, m_document.get());

    connect(m_document.get(), &GameDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &GameDocument::fileNameChanged, this, &MainWindow::updateTitle);
    if (m_recovery) {
        // The recovery copy (never the user's file) follows every completed action, undo and redo.
        auto *recoveryWriter = new RecoveryWriter(m_document.get(), m_recovery, &systemUi->journal(), m_document.get());
        connect(recoveryWriter, &RecoveryWriter::failed, this,
                [this](const QString &error) { showStatus(tr("Autosave failed: %1").arg(error)); });
    }
    updateTitle();
}

void MainWindow::activateWorkspace(const SystemUi &systemUi)
{
    SystemWorkspace *workspace = workspaceFor(systemUi);
    if (workspace == m_workspace)
        return;
    if (m_workspace) {
        m_workspace->setDocument(nullptr);
        m_workspace->deactivate();
    }
    m_workspace = workspace;
    m_workspace->activate();
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — %2").arg(m_document->displayName(), m_document->state().name()));
    setWindowModified(m_document->isModified());
}

void MainWindow::showStatus(const QString &message) { statusBar()->showMessage(message, 15000); }

void MainWindow::start(const QString &fileName)
{
    const bool firstStart = !m_settings->firstStartDone();
    if (m_recovery && m_recovery->exists()) {
        QString problem;
        // Issue 13: each system's journal replays its own lines (the base names the system).
        const auto recovered = m_recovery->read([](const QString &id) -> const StateJournal * {
            const SystemUi *systemUi = systemUis().find(id);
            return systemUi ? &systemUi->journal() : nullptr;
        }, &problem);
        const RuleSystem *recoveredSystem = recovered ? GameFile::systemOf(*recovered->state) : nullptr;
        const SystemUi *recoveryUi = recoveredSystem ? systemUis().find(recoveredSystem->id()) : nullptr;
        if (recovered && !recoveryUi && problem.isEmpty())
            problem = tr("the recovered work is of the rule system \"%1\", which this program does not have")
                          .arg(recovered->state->ruleSystem());
        if (recovered && recoveryUi) {
            const QString name = recovered->state->name();
            const QString description = recovered->originalFile.isEmpty()
                ? tr("An untitled battlegroup, \"%1\", autosaved %2.").arg(name, recovered->savedAt)
                : tr("%1 (\"%2\"), autosaved %3.").arg(recovered->originalFile, name, recovered->savedAt);
            if (m_prompter->offerRecovery(this, description)) {
                // The file on disk, when of the recovered state's own system (issue 13), stays the clean state;
                // the recovered work is one undoable step on top of it (or of an empty document).
                const bool sameSystem = !recovered->originalFile.isEmpty() && QFileInfo::exists(recovered->originalFile)
                    && GameFile::read(recovered->originalFile).system == recoveredSystem;
                const bool opened = sameSystem && openFile(recovered->originalFile);
                if (!opened) {
                    auto blank = recoveryUi->makeDocument(recoveryUi->newState(QString()));
                    blank->setFileName(recovered->originalFile);
                    installDocument(std::move(blank));
                }
                const QString error = m_workspace->restore(*recovered->state);
                showStatus(error.isEmpty() ? tr("Recovered the unsaved work. Save it to keep it.") : error);
                return;
            }
            m_recovery->remove();
        }
        if (!recoveryUi && !problem.isEmpty())
            m_prompter->showError(this, tr("Recovery"), tr("The recovery copy could not be read and was left in place:\n%1").arg(problem));
    }
    // A campaign file from the command line (a double click in the file manager), or a campaign's address on a
    // server, opens the campaign window.
    if (!fileName.isEmpty() && (QFileInfo(fileName).suffix().compare(QLatin1String("mdcampaign"), Qt::CaseInsensitive) == 0
                                || CampaignAddress::isServerAddress(fileName))) {
        openCampaignFile(fileName);
    } else if (!fileName.isEmpty()) {
        openFile(fileName);
    } else if (!m_settings->firstStartDone()) {
        openFile(kSample);
    }
    // No file opened (none given, or it could not be read): the empty document, made now and only now.
    if (!m_document)
        installEmptyDocument();
    // A timed or scripted start (--quit-after-show) is not the player's first start: no quick start, and the
    // real first start still shows it.
    if (m_timedStart)
        return;
    m_settings->setFirstStartDone(true);
    // The quick start after the window's first paint: the window is what the player waits for.
    AfterFirstPaint::run(this, [this, firstStart] { m_reading->startUp(firstStart); });
}

bool MainWindow::openFile(const QString &fileName)
{
    GameFile::Read read = GameFile::read(fileName);
    const SystemUi *systemUi = read.ok() ? systemUis().find(read.system->id()) : nullptr;
    if (read.ok() && !systemUi)
        read.problems.append({QStringLiteral("$"), tr("%1 has no window part in this program").arg(read.system->displayName())});
    if (!systemUi) {
        QStringList lines;
        for (const Problem &p : std::as_const(read.problems))
            lines << p.toString();
        m_prompter->showError(this, tr("Cannot open %1").arg(QFileInfo(fileName).fileName()),
                              tr("%1 was not opened; the open battlegroup is unchanged.\n\n%2")
                                  .arg(fileName, lines.mid(0, 20).join(QLatin1Char('\n'))));
        showStatus(tr("Could not open %1.").arg(fileName));
        return false;
    }
    std::unique_ptr<GameDocument> document = systemUi->makeDocument(std::move(read.state));
    document->setSavedDigest(read.digest);
    if (fileName.startsWith(QLatin1Char(':'))) {
        document->setBundledSource(fileName); // a bundled sample is saved elsewhere, never into the resources
    } else {
        document->setFileName(fileName);
        m_settings->addRecentFile(fileName);
        m_settings->setLastDirectory(QFileInfo(fileName).absolutePath());
        m_recentMenu->setFiles(m_settings->recentFiles());
    }
    installDocument(std::move(document));
    showStatus(tr("Opened %1.").arg(m_document->state().name()));
    return true;
}

void MainWindow::newFromTemplate(const QString &templateKey)
{
    const SystemUi *chosen = systemUis().defaultUi();
    for (const SystemUi *systemUi : systemUis().all()) {
        const QList<NewChoice> choices = systemUi->templates();
        if (std::any_of(choices.begin(), choices.end(), [&](const NewChoice &c) { return c.key == templateKey; })) {
            chosen = systemUi;
            break;
        }
    }
    if (!chosen || !closeDocument())
        return;
    installDocument(chosen->makeDocument(chosen->newState(templateKey)));
    showStatus(tr("New battlegroup: %1.").arg(m_document->state().name()));
}

bool MainWindow::writeTo(const QString &fileName)
{
    QString error;
    if (!m_document->save(fileName, &error)) {
        m_prompter->showError(this, tr("Not saved"), tr("%1 could not be saved: %2\nThe battlegroup is still open and unchanged.").arg(fileName, error));
        return false;
    }
    if (m_recovery)
        m_recovery->remove();
    m_settings->addRecentFile(fileName);
    m_recentMenu->setFiles(m_settings->recentFiles());
    showStatus(tr("Saved %1.").arg(fileName));
    return true;
}

bool MainWindow::save()
{
    if (m_document->fileName().isEmpty())
        return saveAs();
    return writeTo(m_document->fileName());
}

bool MainWindow::saveAs()
{
    QString suggested = m_document->fileName();
    if (suggested.isEmpty())
        suggested = m_settings->lastDirectory() + QLatin1Char('/') + m_document->state().name() + QStringLiteral(".moraledesk");
    const QString name = m_prompter->saveFileName(this, suggested);
    if (name.isEmpty())
        return false;
    m_settings->setLastDirectory(QFileInfo(name).absolutePath());
    return writeTo(name);
}

bool MainWindow::closeDocument()
{
    if (!m_document || !m_document->hasUnsavedWork())
        return true;
    switch (m_prompter->askSaveChanges(this, m_document->displayName())) {
    case Prompter::SaveChoice::Save:
        return save();
    case Prompter::SaveChoice::Discard:
        if (m_recovery)
            m_recovery->remove();
        return true;
    case Prompter::SaveChoice::Cancel:
        break;
    }
    return false;
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!closeDocument()) {
        event->ignore();
        return;
    }
    if (m_recovery)
        m_recovery->remove();
    WindowLayout::save(this, m_settings);
    m_settings->sync();
    event->accept();
}

std::unique_ptr<PrintDocument> MainWindow::askPrintDocument(const QString &title, PageSetup *setup)
{
    const auto request = m_prompter->askPrintOptions(this, title, ui().printChoices(), m_lastPrint);
    if (!request)
        return nullptr;
    m_lastPrint = *request;
    *setup = request->setup;
    return ui().printDocument(*request, &m_document->state());
}

void MainWindow::print()
{
    // The printer dialogs are a plug-in, loaded now (app/printer): a start never loads Qt Print Support.
    const PrinterDialogs *dialogs = PrinterPlugin::instance().dialogs();
    if (!dialogs) {
        m_prompter->showError(this, tr("Not printed"), PrinterPlugin::instance().error());
        return;
    }
    PageSetup setup;
    const std::unique_ptr<PrintDocument> doc = askPrintDocument(tr("Print"), &setup);
    if (!doc)
        return;
    QString error;
    switch (dialogs->print(this, printerJob(*doc, setup), &error)) {
    case PrinterDialogs::Outcome::Printed:
        showStatus(tr("Sent %1 to the printer.").arg(doc->title()));
        break;
    case PrinterDialogs::Outcome::Failed:
        m_prompter->showError(this, tr("Not printed"), error);
        break;
    case PrinterDialogs::Outcome::Cancelled:
        break;
    }
}

void MainWindow::printPreview()
{
    const PrinterDialogs *dialogs = PrinterPlugin::instance().dialogs();
    if (!dialogs) {
        m_prompter->showError(this, tr("No print preview"), PrinterPlugin::instance().error());
        return;
    }
    PageSetup setup;
    const std::unique_ptr<PrintDocument> doc = askPrintDocument(tr("Print Preview"), &setup);
    if (!doc)
        return;
    dialogs->preview(this, printerJob(*doc, setup));
}

bool MainWindow::exportPdf()
{
    const auto request = m_prompter->askPrintOptions(this, tr("Export PDF"), ui().printChoices(), m_lastPrint);
    if (!request)
        return false;
    m_lastPrint = *request;
    const QString name = m_prompter->exportFileName(
        this, m_settings->lastDirectory() + QLatin1Char('/') + ui().printFileName(*request, &m_document->state()));
    if (name.isEmpty())
        return false;
    const std::unique_ptr<PrintDocument> doc = ui().printDocument(*request, &m_document->state());
    QString error;
    if (!md::exportPdf(name, *doc, request->setup, &error)) {
        m_prompter->showError(this, tr("Not exported"), tr("%1 could not be written: %2").arg(name, error));
        return false;
    }
    showStatus(tr("Exported %1 to %2.").arg(doc->title(), name));
    return true;
}

// The open game's part of the campaign flow: recording it is its system's (R11, R12 for ratio). The next
// battle is the chosen force's system's, and the campaign window every system's (CampaignController).
CampaignController::Host MainWindow::campaignHost()
{
    CampaignController::Host host;
    host.showStatus = [this](const QString &message) { showStatus(message); };
    host.closeDocument = [this] { return closeDocument(); };
    host.recordBattle = [this](CampaignDatabase &campaign) {
        const auto status = ui().recordBattle(campaign, m_document->state(), m_prompter, m_settings, this);
        if (status)
            showStatus(*status);
        return status.has_value();
    };
    host.installDocument = [this](std::unique_ptr<GameDocument> next, const QString &status) {
        installDocument(std::move(next));
        showStatus(status);
    };
    return host;
}

bool MainWindow::newCampaign() { return m_campaignController->newCampaign(); }
bool MainWindow::openCampaign() { return m_campaignController->openCampaign(); }
bool MainWindow::openCampaignFile(const QString &file) { return m_campaignController->openCampaignFile(file); }
bool MainWindow::openRecentCampaign(const QString &file) { return m_campaignController->openRecentCampaign(file); }
bool MainWindow::recordBattle() { return m_campaignController->recordBattle(); }
bool MainWindow::startNextBattle() { return m_campaignController->startNextBattle(); }
QWidget *MainWindow::runCampaignAction(const QString &key)
{
    m_campaignController->showCampaign();
    if (!campaignWindow())
        return nullptr;
    for (CampaignPage *page : campaignWindow()->pages()) {
        if (QWidget *opened = page->runMenuAction(key))
            return opened;
    }
    return nullptr;
}
bool MainWindow::backUpCampaign() { return m_campaignController->backUpCampaign(); }
void MainWindow::showCampaign() { m_campaignController->showCampaign(); }
CampaignDatabase *MainWindow::campaign() const { return m_campaignController->campaign(); }
CampaignWindow *MainWindow::campaignWindow() const { return m_campaignController->campaignWindow(); }

bool MainWindow::openRecentFile(const QString &file)
{
    if (!QFileInfo::exists(file)) {
        m_settings->removeRecentFile(file);
        m_recentMenu->setFiles(m_settings->recentFiles());
        m_prompter->showError(this, tr("File not found"),
                              tr("%1 is no longer there: it was moved, renamed or deleted. It has been taken off the "
                                 "recent files.").arg(file));
        return false;
    }
    return closeDocument() && openFile(file);
}

void MainWindow::showRulesNotes()
{
    QDialog dialog(this);
    dialog.setObjectName(QStringLiteral("rulesNotes"));
    dialog.setWindowTitle(tr("Rules notes"));
    auto *layout = new QVBoxLayout(&dialog);
    auto *browser = new QTextBrowser(&dialog);
    const RuleSystem *system = ruleSystems().find(ui().ruleSystem());
    browser->setHtml(ui().rulesNotes() + (system ? RuleOptionsHtml::html(system->options()) : QString()));
    browser->setAccessibleName(tr("Rules notes"));
    layout->addWidget(browser);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, &dialog);
    connect(buttons, &QDialogButtonBox::rejected, &dialog, &QDialog::reject);
    layout->addWidget(buttons);
    dialog.resize(760, 640);
    dialog.exec();
}

void MainWindow::showAbout()
{
    AboutDialog dialog(this);
    connect(&dialog, &AboutDialog::rulesNotesRequested, this, &MainWindow::showRulesNotes);
    dialog.exec();
}

} // namespace md
