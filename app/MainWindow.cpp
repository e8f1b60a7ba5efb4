#include "MainWindow.h"

#include "AboutDialog.h"
#include "campaign/CampaignController.h"
#include "ratio/campaign/RatioCampaignFlow.h"
#include "ratio/campaign/RatioReplacementsPage.h"
#include "Prompter.h"
#include "ratio/RulesNotes.h"
#include "Settings.h"
#include "Translations.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "document/RecoveryFile.h"
#include "document/RecoveryWriter.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/io/BattlegroupReader.h"
#include "ratio/models/ChecksDueModel.h"
#include "ratio/models/LogModel.h"
#include "ratio/models/RosterModel.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/widgets/EnduranceBar.h"
#include "ratio/widgets/MoraleTableWidget.h"
#include "widgets/CampaignWindow.h"
#include "ratio/widgets/PlayPanel.h"
#include "widgets/RecentFilesMenu.h"
#include "print/PageRenderer.h"
#include "print/PrintDocument.h"
#include "print/PrinterOutput.h"

#include <QPrintDialog>
#include <QPrintPreviewDialog>
#include <QPrinter>

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QCloseEvent>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextBrowser>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
#include <QUndoView>
#include <QVBoxLayout>

#include <algorithm>

namespace md {

namespace {
const QString kSample = QStringLiteral(":/samples/first-contact.json");
} // namespace

MainWindow::MainWindow(Settings *settings, Prompter *prompter, RecoveryFile *recovery, QWidget *parent)
    : QMainWindow(parent)
    , m_settings(settings)
    , m_prompter(prompter)
    , m_recovery(recovery)
    , m_tabs(new QTabWidget(this))
    , m_sideTabs(new QTabWidget(this))
    , m_roster(new QTreeView(this))
    , m_table(new MoraleTableWidget(this))
    , m_banner(new QLabel(this))
    , m_turnLabel(new QLabel(this))
    , m_endTurnButton(new QPushButton(tr("&End turn"), this))
    , m_endurance(new EnduranceBar(this))
    , m_checksDock(new QDockWidget(tr("Checks due this turn"), this))
    , m_logDock(new QDockWidget(tr("Morale log"), this))
    , m_undoDock(new QDockWidget(tr("Undo history"), this))
    , m_checksView(new QTableView(this))
    , m_logView(new QTableView(this))
    , m_undoView(new QUndoView(this))
{
    setObjectName(QStringLiteral("MainWindow"));
    m_roster->setAccessibleName(tr("Battlegroup roster"));
    m_roster->setAlternatingRowColors(true);
    m_roster->setUniformRowHeights(true);
    m_roster->setSelectionMode(QAbstractItemView::SingleSelection);

    // The retreat banner: impossible to miss, and with its rule.
    m_banner->setObjectName(QStringLiteral("retreatBanner"));
    m_banner->setWordWrap(true);
    m_banner->setMargin(8);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background-color: #b3261e; color: white; font-weight: bold; }"));
    m_banner->setAccessibleName(tr("Retreat warning"));
    m_banner->hide();

    auto *battlegroupPage = new QWidget(this);
    auto *pageLayout = new QVBoxLayout(battlegroupPage);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, battlegroupPage);
    splitter->addWidget(m_roster);
    splitter->addWidget(m_sideTabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 680});
    splitter->setChildrenCollapsible(false);
    pageLayout->addWidget(splitter);

    m_tabs->addTab(battlegroupPage, tr("&Battlegroup"));
    m_tabs->addTab(m_table, tr("Morale &Results Table"));
    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    centralLayout->setContentsMargins(4, 4, 4, 4);
    centralLayout->addWidget(m_banner);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);

    auto *turnBar = addToolBar(tr("Turn"));
    turnBar->setObjectName(QStringLiteral("turnToolBar"));
    turnBar->setMovable(false);
    auto *turnBox = new QWidget(turnBar);
    auto *turnLayout = new QHBoxLayout(turnBox);
    turnLayout->setContentsMargins(4, 2, 4, 2);
    QFont turnFont = m_turnLabel->font();
    turnFont.setBold(true);
    m_turnLabel->setFont(turnFont);
    m_turnLabel->setAccessibleName(tr("Current turn"));
    m_endTurnButton->setAccessibleName(tr("End turn"));
    m_endTurnButton->setToolTip(tr("Ends the turn; refused while checks are due unless you override (R6). Ctrl+E"));
    turnLayout->addWidget(m_turnLabel);
    turnLayout->addWidget(m_endTurnButton);
    turnLayout->addSpacing(12);
    turnLayout->addWidget(m_endurance, 1);
    turnBar->addWidget(turnBox);
    connect(m_endTurnButton, &QPushButton::clicked, this, &MainWindow::endTurn);

    m_campaignController = new CampaignController(m_settings, m_prompter, this, campaignHost());
    createDocks();
    createActions();

    connect(m_table, &MoraleTableWidget::rangeChanged, this, [this](int from, int to) {
        m_settings->setTableFrom(from);
        m_settings->setTableTo(to);
    });
    m_table->setRange(m_settings->tableFrom(), m_settings->tableTo());

    statusBar()->showMessage(tr("Ready"));
    resize(1280, 800);
    resizeDocks({m_logDock, m_checksDock}, {760, 520}, Qt::Horizontal);
    resizeDocks({m_logDock}, {fontMetrics().height() * 11}, Qt::Vertical);
    if (!m_settings->windowGeometry().isEmpty())
        restoreGeometry(m_settings->windowGeometry());
    if (!m_settings->windowState().isEmpty())
        restoreState(m_settings->windowState());

    installDocument(std::make_unique<BattlegroupDocument>(newBattlegroup(QStringLiteral("empty"))));
}

MainWindow::~MainWindow()
{
    // Views, panels and models read the document and the campaign, which die with this object's members,
    // before QWidget deletes the children: so the readers go first.
    m_campaignController->closeWindow();
    m_roster->setModel(nullptr);
    m_checksView->setModel(nullptr);
    m_logView->setModel(nullptr);
    m_undoView->setStack(nullptr);
    while (m_sideTabs->count() > 0)
        delete m_sideTabs->widget(0);
    delete m_rosterModel;
    delete m_checksModel;
    delete m_logModel;
}

// The open game's part of the campaign flow (R11, R12): ratio's, as the open document is.
CampaignController::Host MainWindow::campaignHost()
{
    CampaignController::Host host;
    host.showStatus = [this](const QString &message) { showStatus(message); };
    host.closeDocument = [this] { return closeDocument(); };
    host.recordBattle = [this](CampaignDatabase &campaign) {
        const auto status = RatioCampaignFlow::recordBattle(campaign, m_document->battlegroup(), m_prompter, m_settings, this);
        if (status)
            showStatus(*status);
        return status.has_value();
    };
    host.startNextBattle = [this](CampaignDatabase &campaign, const QString &name) {
        const auto next = RatioCampaignFlow::nextBattle(campaign, name, m_prompter, this);
        if (!next)
            return false;
        installDocument(std::make_unique<BattlegroupDocument>(next->battlegroup));
        showStatus(RatioCampaignFlow::summary(*next));
        return true;
    };
    host.campaignPages = &RatioCampaignFlow::pages;
    return host;
}

void MainWindow::createDocks()
{
    m_checksDock->setObjectName(QStringLiteral("checksDock"));
    m_checksView->setAccessibleName(tr("Checks due this turn"));
    m_checksView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_checksView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_checksView->verticalHeader()->hide();
    m_checksView->setWordWrap(false);
    m_checksView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);
    m_checksView->horizontalHeader()->setStretchLastSection(true);
    m_checksDock->setWidget(m_checksView);

    m_undoDock->setObjectName(QStringLiteral("undoDock"));
    m_undoView->setAccessibleName(tr("Undo history"));
    m_undoView->setEmptyLabel(tr("<opened file>"));
    m_undoDock->setWidget(m_undoView);

    m_logDock->setObjectName(QStringLiteral("logDock"));
    m_logView->setAccessibleName(tr("Morale log"));
    m_logView->verticalHeader()->hide();
    m_logView->setAlternatingRowColors(true);
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_logView->horizontalHeader()->setStretchLastSection(true);
    m_logView->setWordWrap(false);
    m_logView->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_logDock->setWidget(m_logView);
    // Below the roster and the play panel, so both keep the full width: the log with the undo history
    // behind it, and the checks due beside them.
    addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    splitDockWidget(m_logDock, m_checksDock, Qt::Horizontal);
    tabifyDockWidget(m_logDock, m_undoDock);
    m_logDock->raise();

    connect(m_checksView, &QTableView::activated, this, [this](const QModelIndex &index) {
        if (m_checksModel)
            selectPiece(m_checksModel->refAt(index.row()));
    });
    connect(m_checksView, &QTableView::clicked, this, [this](const QModelIndex &index) {
        if (m_checksModel)
            selectPiece(m_checksModel->refAt(index.row()));
    });
}

QAction *MainWindow::playAction(const QString &text, const QKeySequence &key, const std::function<void(PlayPanel &)> &verb)
{
    auto *action = new QAction(text, this);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    // The panel changes with the document, so it is looked up when the action fires.
    connect(action, &QAction::triggered, this, [this, verb] {
        if (m_playPanel)
            verb(*m_playPanel);
    });
    addAction(action);
    return action;
}

void MainWindow::createActions()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QMenu *newMenu = file->addMenu(tr("&New"));
    const QStringList keys = battlegroupTemplateKeys();
    const QStringList names = battlegroupTemplateNames();
    for (int i = 0; i < keys.size(); ++i) {
        const QString key = keys.at(i);
        QAction *a = newMenu->addAction(names.value(i, key));
        connect(a, &QAction::triggered, this, [this, key] { newFromTemplate(key); });
    }
    if (!newMenu->actions().isEmpty())
        newMenu->actions().constFirst()->setShortcut(QKeySequence::New);
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
            installDocument(std::make_unique<BattlegroupDocument>(newBattlegroup(QStringLiteral("empty"))));
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

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    m_undoAction = edit->addAction(tr("&Undo"));
    m_undoAction->setShortcut(QKeySequence::Undo);
    connect(m_undoAction, &QAction::triggered, this, [this] { m_document->undoStack()->undo(); });
    m_redoAction = edit->addAction(tr("&Redo"));
    m_redoAction->setShortcut(QKeySequence::Redo);
    connect(m_redoAction, &QAction::triggered, this, [this] { m_document->undoStack()->redo(); });
    edit->addSeparator();
    QMenu *addUnit = edit->addMenu(tr("Add &unit"));
    for (const QString &key : unitTemplateKeys()) {
        QAction *a = addUnit->addAction(unitTemplateName(key));
        connect(a, &QAction::triggered, this, [this, key] {
            const std::optional<Unit> made = unitFromTemplate(key, idGeneratorFor(m_document->battlegroup()));
            if (!made)
                return;
            const Unit &unit = *made;
            const ratio::ActionResult r = m_commands->addUnit(unit);
            showStatus(r.ok() ? tr("Added %1.").arg(unit.name) : r.error);
            if (r.ok())
                m_roster->setCurrentIndex(m_rosterModel->unitIndex(static_cast<int>(m_document->battlegroup().units.size()) - 1));
        });
    }
    QAction *remove = edit->addAction(tr("&Remove selected"));
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    m_roster->addAction(remove);
    connect(remove, &QAction::triggered, this, [this] {
        const ratio::PieceRef ref = RosterModel::refOf(m_roster->currentIndex());
        if (ref.unit < 0)
            return;
        const ratio::ActionResult r = ref.piece < 0 ? m_commands->removeUnit(ref.unit) : m_commands->removePiece(ref);
        showStatus(r.ok() ? tr("Removed.") : r.error);
    });
    edit->addAction(remove);

    QMenu *play = menuBar()->addMenu(tr("&Play"));
    // The same verbs on a right click in the roster.
    m_roster->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_roster, &QTreeView::customContextMenuRequested, this, [this, play](const QPoint &pos) {
        const QModelIndex index = m_roster->indexAt(pos);
        if (!index.isValid())
            return;
        m_roster->setCurrentIndex(index);
        play->exec(m_roster->viewport()->mapToGlobal(pos));
    });
    play->addAction(playAction(tr("Casualty"), QKeySequence(Qt::Key_C), [](PlayPanel &p) { p.casualty(); }));
    play->addAction(playAction(tr("Penetrating hit"), QKeySequence(Qt::Key_H), [](PlayPanel &p) { p.penetratingHit(); }));
    play->addAction(playAction(tr("Knock out weapon…"), QKeySequence(Qt::Key_W), [](PlayPanel &p) { p.knockOutWeapon(); }));
    for (auto [text, key, system] : {std::tuple{tr("Lose movement level"), Qt::Key_M, VehicleSystem::Movement},
                                     std::tuple{tr("Lose targeting level"), Qt::Key_T, VehicleSystem::Targeting},
                                     std::tuple{tr("Lose damage control level"), Qt::Key_D, VehicleSystem::DamageControl}}) {
        auto *a = new QAction(text, this);
        a->setShortcut(QKeySequence(key));
        const VehicleSystem s = system;
        connect(a, &QAction::triggered, this, [this, s] {
            if (m_playPanel)
                m_playPanel->loseSystemLevel(s);
        });
        addAction(a);
        play->addAction(a);
    }
    play->addAction(playAction(tr("Surrender"), QKeySequence(Qt::Key_S), [](PlayPanel &p) { p.surrender(); }));
    play->addAction(playAction(tr("Shot by morale officer…"), QKeySequence(Qt::Key_O), [](PlayPanel &p) { p.officerShoots(); }));
    play->addAction(playAction(tr("Left the board"), QKeySequence(Qt::Key_L), [](PlayPanel &p) { p.leaveBoard(); }));
    play->addAction(playAction(tr("Moved or fired"), QKeySequence(Qt::Key_A), [](PlayPanel &p) { p.markActed(); }));
    play->addAction(playAction(tr("NBC attack on the unit"), QKeySequence(Qt::Key_N), [](PlayPanel &p) { p.nbcAttack(); }));
    play->addAction(playAction(tr("Crew bails out…"), QKeySequence(Qt::Key_B), [](PlayPanel &p) { p.bailOut(); }));
    play->addAction(playAction(tr("Explosive destruction…"), QKeySequence(Qt::Key_X), [](PlayPanel &p) { p.explosiveDestruction(); }));
    play->addSeparator();
    play->addAction(playAction(tr("Roll d10"), QKeySequence(Qt::Key_R), [](PlayPanel &p) { p.roll(); }));
    QMenu *typed = play->addMenu(tr("Type the die"));
    for (int face = 1; face <= 10; ++face) {
        auto *a = new QAction(tr("Die shows %1").arg(face), this);
        a->setShortcut(QKeySequence(face == 10 ? Qt::Key_0 : Qt::Key_0 + face));
        connect(a, &QAction::triggered, this, [this, face] {
            if (m_playPanel)
                m_playPanel->typeDie(face);
        });
        addAction(a);
        typed->addAction(a);
    }
    play->addSeparator();
    QAction *endTurnAction = play->addAction(tr("&End turn"));
    endTurnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(endTurnAction, &QAction::triggered, this, &MainWindow::endTurn);

    QMenu *campaignMenu = menuBar()->addMenu(tr("&Campaign"));
    connect(campaignMenu->addAction(tr("&New campaign…")), &QAction::triggered, this, &MainWindow::newCampaign);
    connect(campaignMenu->addAction(tr("&Open campaign…")), &QAction::triggered, this, &MainWindow::openCampaign);
    campaignMenu->addSeparator();
    connect(campaignMenu->addAction(tr("&Record battle in campaign…")), &QAction::triggered, this, &MainWindow::recordBattle);
    connect(campaignMenu->addAction(tr("Start &next battle…")), &QAction::triggered, this, &MainWindow::startNextBattle);
    connect(campaignMenu->addAction(tr("Add &replacements…")), &QAction::triggered, this, &MainWindow::addReplacements);
    campaignMenu->addSeparator();
    connect(campaignMenu->addAction(tr("&Show campaign")), &QAction::triggered, this, &MainWindow::showCampaign);
    connect(campaignMenu->addAction(tr("&Back up campaign…")), &QAction::triggered, this, &MainWindow::backUpCampaign);

    QMenu *view = menuBar()->addMenu(tr("&View"));
    view->addAction(m_checksDock->toggleViewAction());
    view->addAction(m_logDock->toggleViewAction());
    view->addAction(m_undoDock->toggleViewAction());
    view->addSeparator();
    QAction *results = view->addAction(tr("Morale &Results Table"));
    results->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(results, &QAction::triggered, this, [this] {
        m_table->showDeterminations(false);
        m_tabs->setCurrentWidget(m_table);
    });
    QAction *determinations = view->addAction(tr("Morale &Determinations Table"));
    determinations->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    connect(determinations, &QAction::triggered, this, [this] {
        m_table->showDeterminations(true);
        m_tabs->setCurrentWidget(m_table);
    });
    view->addSeparator();
    createLanguageMenu(view->addMenu(tr("&Language")));

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *notes = help->addAction(tr("&Rules notes"));
    notes->setShortcut(QKeySequence::HelpContents);
    connect(notes, &QAction::triggered, this, &MainWindow::showRulesNotes);
    QAction *about = help->addAction(tr("&About MoraleDesk"));
    about->setObjectName(QStringLiteral("helpAbout"));
    connect(about, &QAction::triggered, this, &MainWindow::showAbout);
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

void MainWindow::installDocument(std::unique_ptr<BattlegroupDocument> document)
{
    // Views first let go of the old models, then the old document goes.
    auto *rosterModel = new RosterModel(document.get(), this);
    auto *checksModel = new ChecksDueModel(document.get(), this);
    auto *logModel = new LogModel(document.get(), this);
    auto commands = std::make_unique<Commands>(document.get());
    auto *playPanel = new PlayPanel(document.get(), commands.get(), m_prompter, this);
    auto *editorPanel = new EditorPanel(document.get(), commands.get(), this);

    m_roster->setModel(rosterModel);
    m_checksView->setModel(checksModel);
    m_logView->setModel(logModel);
    m_undoView->setStack(document->undoStack());
    while (m_sideTabs->count() > 0) {
        QWidget *old = m_sideTabs->widget(0);
        m_sideTabs->removeTab(0);
        old->deleteLater();
    }
    auto *playScroll = new QScrollArea(this);
    playScroll->setWidgetResizable(true);
    playScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    playScroll->setWidget(playPanel);
    m_sideTabs->addTab(playScroll, tr("&Play"));
    m_sideTabs->addTab(editorPanel, tr("E&dit"));

    delete m_rosterModel;
    delete m_checksModel;
    delete m_logModel;
    m_rosterModel = rosterModel;
    m_checksModel = checksModel;
    m_logModel = logModel;
    m_playPanel = playPanel;
    m_editorPanel = editorPanel;
    m_commands = std::move(commands);
    m_document = std::move(document);

    QHeaderView *header = m_roster->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(RosterModel::NameColumn, QHeaderView::Interactive);
    header->resizeSection(RosterModel::NameColumn, fontMetrics().horizontalAdvance(QStringLiteral("Lt. Kessler (commissar)")) + 40);
    header->setSectionResizeMode(RosterModel::KindColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(RosterModel::PointsColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(RosterModel::StatusColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(RosterModel::MarkerColumn, QHeaderView::ResizeToContents);
    // Fitted to a hundred rows around those in view, not to a thousand: with every change re-measuring a
    // column, that measuring, not the rules, was the cost of one loss in a large battlegroup (bench_loss).
    header->setResizeContentsPrecision(100);
    m_roster->expandAll();
    m_checksView->resizeColumnsToContents();
    // A log can hold many thousand rows: fixed widths, never measured row by row.
    const int em = fontMetrics().horizontalAdvance(QLatin1Char('M'));
    const int widths[] = {4, 11, 10, 12, 10, 5, 8, 3};
    const QFontMetrics headerMetrics = m_logView->horizontalHeader()->fontMetrics();
    for (int c = 0; c < LogModel::ColumnCount - 1; ++c) {
        // Never narrower than the title: German and French titles are longer than the English ones.
        const QString title = m_logModel->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        m_logView->setColumnWidth(c, std::max(widths[c] * em, headerMetrics.horizontalAdvance(title) + em));
    }

    connect(m_roster->selectionModel(), &QItemSelectionModel::currentChanged, this, &MainWindow::selectionChanged);
    connect(m_document.get(), &BattlegroupDocument::changed, this, &MainWindow::documentChanged);
    connect(m_document.get(), &BattlegroupDocument::modifiedChanged, this, &MainWindow::updateTitle);
    connect(m_document.get(), &BattlegroupDocument::fileNameChanged, this, &MainWindow::updateTitle);
    connect(m_document->undoStack(), &QUndoStack::canUndoChanged, m_undoAction, &QAction::setEnabled);
    connect(m_document->undoStack(), &QUndoStack::canRedoChanged, m_redoAction, &QAction::setEnabled);
    connect(m_document->undoStack(), &QUndoStack::undoTextChanged, this, [this](const QString &text) {
        m_undoAction->setText(text.isEmpty() ? tr("&Undo") : tr("&Undo %1").arg(text));
    });
    connect(m_document->undoStack(), &QUndoStack::redoTextChanged, this, [this](const QString &text) {
        m_redoAction->setText(text.isEmpty() ? tr("&Redo") : tr("&Redo %1").arg(text));
    });
    if (m_recovery) {
        // The recovery copy (never the user's file) follows every completed action, undo and redo.
        auto *recoveryWriter = new RecoveryWriter(m_document.get(), m_recovery, m_document.get());
        connect(recoveryWriter, &RecoveryWriter::failed, this,
                [this](const QString &error) { showStatus(tr("Autosave failed: %1").arg(error)); });
    }
    connect(m_playPanel, &PlayPanel::statusMessage, this, &MainWindow::showStatus);
    m_undoAction->setEnabled(false);
    m_redoAction->setEnabled(false);
    m_undoAction->setText(tr("&Undo"));
    m_redoAction->setText(tr("&Redo"));

    if (m_rosterModel->rowCount() > 0)
        m_roster->setCurrentIndex(m_rosterModel->unitIndex(0));
    else
        selectionChanged();
    documentChanged();
    updateTitle();
}

void MainWindow::documentChanged()
{
    const Battlegroup &bg = m_document->battlegroup();
    m_turnLabel->setText(tr("Turn %1").arg(bg.turn));
    const ratio::Endurance &e = m_document->endurance();
    m_endurance->setValues(e.total, e.lost);
    if (bg.breakingTurn > 0) {
        m_banner->setText(ratio::mustRetreat(bg)
                              ? tr("⚠ RETREAT: this battlegroup reached its breaking point in turn %1. All its units must "
                                   "leave the field as soon as possible, each under its own morale status (R11).")
                                    .arg(bg.breakingTurn)
                              : tr("⚠ BREAKING POINT: %1 of %2 endurance points lost. The battlegroup must retreat from "
                                   "the start of turn %3 (R11).")
                                    .arg(e.lost)
                                    .arg(e.total)
                                    .arg(bg.breakingTurn + 1));
        m_banner->show();
    } else {
        m_banner->hide();
    }
    const int due = m_checksModel ? m_checksModel->rowCount() : 0;
    m_checksDock->setWindowTitle(due > 0 ? tr("Checks due this turn (%1)").arg(due) : tr("Checks due this turn"));
    m_logView->scrollToBottom();
    m_checksView->resizeColumnsToContents();
    selectionChanged();
}

void MainWindow::selectionChanged()
{
    const ratio::PieceRef ref = RosterModel::refOf(m_roster->currentIndex());
    const Battlegroup &bg = m_document->battlegroup();
    m_playPanel->setSelection(ref);
    if (ref.unit < 0)
        m_editorPanel->showBattlegroup();
    else if (ref.piece < 0)
        m_editorPanel->showUnit(ref.unit);
    else
        m_editorPanel->showPiece(ref.unit, ref.piece);
    if (ref.unit >= 0 && ref.unit < bg.units.size()) {
        const Unit &unit = bg.units.at(ref.unit);
        m_table->highlight(ratio::unitStarting(unit, bg.rules), ratio::unitCurrent(unit, bg.rules));
    } else {
        m_table->highlight(0, 0);
    }
}

void MainWindow::selectPiece(ratio::PieceRef ref)
{
    const QModelIndex index = ref.piece >= 0 ? m_rosterModel->pieceIndex(ref) : m_rosterModel->unitIndex(ref.unit);
    if (!index.isValid())
        return;
    m_roster->setCurrentIndex(index);
    m_roster->scrollTo(index);
}

void MainWindow::updateTitle()
{
    setWindowTitle(tr("%1[*] — %2").arg(m_document->displayName(), m_document->battlegroup().name));
    setWindowModified(m_document->isModified());
}

void MainWindow::showStatus(const QString &message) { statusBar()->showMessage(message, 15000); }

void MainWindow::endTurn()
{
    bool overridePending = false;
    const int due = static_cast<int>(ratio::checksDue(m_document->battlegroup()).size());
    if (due > 0) {
        if (!m_prompter->confirmEndTurnWithChecksDue(this, due))
            return;
        overridePending = true;
    }
    const ratio::ActionResult r = m_commands->endTurn(overridePending);
    if (!r.ok()) {
        showStatus(r.error);
        return;
    }
    const QString begins = tr("Turn %1 begins.").arg(m_document->battlegroup().turn);
    const LogRecord &ended = r.records.constFirst();
    // R6: the pieces the override left unchecked, named as in the log; they check first thing now.
    showStatus(ended.points > 0 ? tr("%1 Left unchecked, due first: %2").arg(begins, ended.detail) : begins);
}

void MainWindow::start(const QString &fileName)
{
    if (m_recovery && m_recovery->exists()) {
        QString problem;
        const auto recovered = m_recovery->read(&problem);
        if (recovered) {
            const QString description = recovered->originalFile.isEmpty()
                ? tr("An untitled battlegroup, \"%1\", autosaved %2.").arg(recovered->battlegroup.name, recovered->savedAt)
                : tr("%1 (\"%2\"), autosaved %3.").arg(recovered->originalFile, recovered->battlegroup.name, recovered->savedAt);
            if (m_prompter->offerRecovery(this, description)) {
                // The file on disk stays the clean state; the recovered work is one undoable step on top of it.
                const bool opened = !recovered->originalFile.isEmpty() && QFileInfo::exists(recovered->originalFile)
                    && openFile(recovered->originalFile);
                if (!opened) {
                    auto blank = std::make_unique<BattlegroupDocument>(newBattlegroup(QStringLiteral("empty")));
                    blank->setFileName(recovered->originalFile);
                    installDocument(std::move(blank));
                }
                const ratio::ActionResult r = m_commands->restore(recovered->battlegroup);
                showStatus(r.ok() ? tr("Recovered the unsaved work. Save it to keep it.") : r.error);
                return;
            }
            m_recovery->remove();
        } else if (!problem.isEmpty()) {
            m_prompter->showError(this, tr("Recovery"), tr("The recovery copy could not be read and was left in place:\n%1").arg(problem));
        }
    }
    // A campaign file from the command line (a double click in the file manager) opens the campaign window.
    if (!fileName.isEmpty() && QFileInfo(fileName).suffix().compare(QLatin1String("mdcampaign"), Qt::CaseInsensitive) == 0) {
        openCampaignFile(fileName);
    } else if (!fileName.isEmpty()) {
        openFile(fileName);
    } else if (!m_settings->firstStartDone()) {
        openFile(kSample);
    }
    m_settings->setFirstStartDone(true);
}

bool MainWindow::openFile(const QString &fileName)
{
    Problems problems;
    auto document = BattlegroupDocument::load(fileName, &problems);
    if (!document) {
        QStringList lines;
        for (const Problem &p : std::as_const(problems))
            lines << p.toString();
        m_prompter->showError(this, tr("Cannot open %1").arg(QFileInfo(fileName).fileName()),
                              tr("%1 was not opened; the open battlegroup is unchanged.\n\n%2")
                                  .arg(fileName, lines.mid(0, 20).join(QLatin1Char('\n'))));
        showStatus(tr("Could not open %1.").arg(fileName));
        return false;
    }
    if (fileName.startsWith(QLatin1Char(':'))) {
        document->setFileName(QString()); // a bundled sample is saved elsewhere, never into the resources
        document->setBundledSource(fileName);
    } else {
        m_settings->addRecentFile(fileName);
        m_settings->setLastDirectory(QFileInfo(fileName).absolutePath());
        m_recentMenu->setFiles(m_settings->recentFiles());
    }
    installDocument(std::move(document));
    showStatus(tr("Opened %1.").arg(m_document->battlegroup().name));
    return true;
}

void MainWindow::newFromTemplate(const QString &templateKey)
{
    if (!closeDocument())
        return;
    installDocument(std::make_unique<BattlegroupDocument>(newBattlegroup(templateKey)));
    showStatus(tr("New battlegroup: %1.").arg(m_document->battlegroup().name));
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
        suggested = m_settings->lastDirectory() + QLatin1Char('/') + m_document->battlegroup().name + QStringLiteral(".moraledesk");
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
    m_settings->setWindowGeometry(saveGeometry());
    m_settings->setWindowState(saveState());
    m_settings->sync();
    event->accept();
}

std::unique_ptr<PrintDocument> MainWindow::askPrintDocument(const QString &title, QPrinter &printer)
{
    const auto request = m_prompter->askPrintOptions(this, title, m_lastPrint);
    if (!request)
        return nullptr;
    m_lastPrint = *request;
    std::unique_ptr<PrintDocument> doc = request->makeDocument(m_document->battlegroup());
    preparePrinter(printer, *doc, request->setup);
    return doc;
}

void MainWindow::print()
{
    QPrinter printer(QPrinter::HighResolution);
    const std::unique_ptr<PrintDocument> doc = askPrintDocument(tr("Print"), printer);
    if (!doc)
        return;
    QPrintDialog dialog(&printer, this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    QString error;
    if (!printDocument(&printer, *doc, &error))
        m_prompter->showError(this, tr("Not printed"), error);
    else
        showStatus(tr("Sent %1 to the printer.").arg(doc->title()));
}

void MainWindow::printPreview()
{
    QPrinter printer(QPrinter::HighResolution);
    const std::unique_ptr<PrintDocument> doc = askPrintDocument(tr("Print Preview"), printer);
    if (!doc)
        return;
    QPrintPreviewDialog preview(&printer, this);
    const PrintDocument *shown = doc.get();
    connect(&preview, &QPrintPreviewDialog::paintRequested, this, [shown](QPrinter *p) { printDocument(p, *shown); });
    preview.resize(900, 1000);
    preview.exec();
}

bool MainWindow::exportPdf()
{
    const auto request = m_prompter->askPrintOptions(this, tr("Export PDF"), m_lastPrint);
    if (!request)
        return false;
    m_lastPrint = *request;
    const QString name = m_prompter->exportFileName(
        this, m_settings->lastDirectory() + QLatin1Char('/') + request->suggestedFileName(m_document->battlegroup()));
    if (name.isEmpty())
        return false;
    const std::unique_ptr<PrintDocument> doc = request->makeDocument(m_document->battlegroup());
    QString error;
    if (!md::exportPdf(name, *doc, request->setup, &error)) {
        m_prompter->showError(this, tr("Not exported"), tr("%1 could not be written: %2").arg(name, error));
        return false;
    }
    showStatus(tr("Exported %1 to %2.").arg(doc->title(), name));
    return true;
}

// The Campaign menu is the campaign controller's; these forward to it.
bool MainWindow::newCampaign() { return m_campaignController->newCampaign(); }
bool MainWindow::openCampaign() { return m_campaignController->openCampaign(); }
bool MainWindow::openCampaignFile(const QString &file) { return m_campaignController->openCampaignFile(file); }
bool MainWindow::openRecentCampaign(const QString &file) { return m_campaignController->openRecentCampaign(file); }
bool MainWindow::recordBattle() { return m_campaignController->recordBattle(); }
bool MainWindow::startNextBattle() { return m_campaignController->startNextBattle(); }
// R12: ratio's replacements page of the campaign window.
ReplacementDialog *MainWindow::addReplacements()
{
    m_campaignController->showCampaign();
    RatioReplacementsPage *page = campaignWindow() ? campaignWindow()->page<RatioReplacementsPage>() : nullptr;
    return page ? page->openReplacementDialog() : nullptr;
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
    browser->setHtml(RulesNotes::html());
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
