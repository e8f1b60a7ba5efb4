#include "ratio/RatioWorkspace.h"

#include "base/Prompter.h"
#include "base/Settings.h"
#include "ratio/RatioState.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/editors/EditorPanel.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/models/LogModel.h"
#include "widgets/LogFilterBar.h"
#include "ratio/widgets/UnitSummaryView.h"
#include "ratio/models/RosterModel.h"
#include "ratio/paper/SheetEntryDialog.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/GameTurn.h"
#include "ratio/widgets/ChecksQueuePanel.h"
#include "ratio/widgets/EnduranceBar.h"
#include "ratio/widgets/GameBar.h"
#include "ratio/widgets/MoraleTableWidget.h"
#include "ratio/widgets/PlayPanel.h"
#include "ratio/widgets/PlayRefusals.h"

#include <QAction>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSplitter>
#include <QTabWidget>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

namespace md::ratio {

RatioWorkspace::RatioWorkspace(const WorkspaceHost &host)
    : SystemWorkspace(nullptr)
    , m_host(host)
{
    QMainWindow *window = m_host.window;
    m_tabs = new QTabWidget(window);
    m_sideTabs = new QTabWidget(window);
    m_roster = new QTreeView(window);
    m_table = new MoraleTableWidget(window);
    m_banner = new QLabel(window);
    m_turnLabel = new QLabel(window);
    m_endTurnButton = new QPushButton(tr("&End turn"), window);
    m_endurance = new EnduranceBar(window);
    m_gameBar = new GameBar(m_host.prompter, window);
    m_checksDock = new QDockWidget(tr("Checks due this turn"), window);
    m_logDock = new QDockWidget(tr("Morale log"), window);
    m_queue = new ChecksQueuePanel(window);
    m_logView = new QTableView(window);
    createCentral();
    createDocks();
    createActions();

    connect(m_table, &MoraleTableWidget::rangeChanged, this, [this](int from, int to) {
        m_host.settings->setTableFrom(from);
        m_host.settings->setTableTo(to);
    });
    m_table->setRange(m_host.settings->tableFrom(), m_host.settings->tableTo());
}

RatioWorkspace::~RatioWorkspace()
{
    // Views, panels and models read the document, which the window deletes after this: so they go first.
    releaseDocument();
}

void RatioWorkspace::createCentral()
{
    QMainWindow *window = m_host.window;
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

    auto *battlegroupPage = new QWidget(window);
    auto *pageLayout = new QVBoxLayout(battlegroupPage);
    pageLayout->setContentsMargins(0, 0, 0, 0);
    auto *splitter = new QSplitter(Qt::Horizontal, battlegroupPage);
    // A game of two sides: the side played, the initiative and both sides' endurance above the roster (issue 15).
    auto *rosterColumn = new QWidget(splitter);
    auto *rosterLayout = new QVBoxLayout(rosterColumn);
    rosterLayout->setContentsMargins(0, 0, 0, 0);
    rosterLayout->setSpacing(0);
    rosterLayout->addWidget(m_gameBar);
    rosterLayout->addWidget(m_roster, 1);
    splitter->addWidget(rosterColumn);
    splitter->addWidget(m_sideTabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setSizes({600, 680});
    splitter->setChildrenCollapsible(false);
    pageLayout->addWidget(splitter);

    m_tabs->addTab(battlegroupPage, tr("&Battlegroup"));
    m_tabs->addTab(m_table, tr("Morale &Results Table"));
    m_summary = new UnitSummaryView(window);
    m_tabs->addTab(m_summary, tr("&Unit summary"));
    m_central = new QWidget(window);
    auto *centralLayout = new QVBoxLayout(m_central);
    centralLayout->setContentsMargins(4, 4, 4, 4);
    centralLayout->addWidget(m_banner);
    centralLayout->addWidget(m_tabs, 1);
    m_central->hide();

    m_turnBar = new QToolBar(tr("Turn"), window);
    m_turnBar->setObjectName(QStringLiteral("turnToolBar"));
    m_turnBar->setMovable(false);
    auto *turnBox = new QWidget(m_turnBar);
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
    m_turnBar->addWidget(turnBox);
    connect(m_gameBar, &GameBar::statusMessage, this, &RatioWorkspace::statusMessage);
    connect(m_gameBar, &GameBar::ownInitiativeDefault, this, [this](bool own) {
        if (m_playPanel)
            m_playPanel->setOwnInitiativeDefault(own);
    });
    m_turnBar->hide();
    connect(m_endTurnButton, &QPushButton::clicked, this, &RatioWorkspace::endTurn);
}

void RatioWorkspace::createDocks()
{
    const QFontMetrics metrics = m_host.window->fontMetrics();
    m_checksDock->setObjectName(QStringLiteral("checksDock"));
    // The checks queue (R6): its tables, Roll all due and the faces field; it asks for the piece to select.
    m_checksDock->setWidget(m_queue);
    connect(m_queue, &ChecksQueuePanel::pieceRequested, this, &RatioWorkspace::selectPiece);
    connect(m_queue, &ChecksQueuePanel::statusMessage, this, &RatioWorkspace::statusMessage);

    m_logDock->setObjectName(QStringLiteral("logDock"));
    m_logView->setAccessibleName(tr("Morale log"));
    m_logView->verticalHeader()->hide();
    m_logView->setAlternatingRowColors(true);
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_logView->horizontalHeader()->setStretchLastSection(true);
    m_logView->setWordWrap(false);
    m_logView->verticalHeader()->setDefaultSectionSize(metrics.height() + 6);
    // Issue 15: the log filtered by unit, piece, turn and event, and searched.
    m_logFilter = new LogFilterBar({LogModel::UnitColumn, LogModel::PieceColumn, LogModel::TurnColumn, LogModel::EventColumn},
                                   m_host.window);
    m_logView->setModel(m_logFilter->proxy());
    m_logDock->setWidget(m_logFilter->wrap(m_logView));
    // Sensible minimums on a laptop: the title row and three rows of the log under its filter bar, the queue beside
    // it readable.
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    const int scrollBar = m_logView->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_logView);
    m_logView->setMinimumSize(em * 24, (metrics.height() + 10) + 3 * (metrics.height() + 6) + scrollBar + 4);
    // The queue: its title row and two checks at least, beside its buttons and the checked/next-turn section.
    m_queue->dueView()->setMinimumSize(em * 16, (metrics.height() + 10) + 2 * (metrics.height() + 8) + scrollBar + 4);
    m_checksDock->hide();
    m_logDock->hide();
}

QAction *RatioWorkspace::windowAction(const QString &text, const QKeySequence &key, const std::function<void()> &slot)
{
    auto *action = new QAction(text, this);
    action->setShortcut(key);
    action->setShortcutContext(Qt::WindowShortcut);
    connect(action, &QAction::triggered, this, slot);
    m_windowActions.append(action);
    return action;
}

QAction *RatioWorkspace::playAction(const QString &text, const QKeySequence &key, const std::function<void(PlayPanel &)> &verb,
                                    PlayVerb which)
{
    // The panel changes with the document, so it is looked up when the action fires.
    const auto run = [this, verb] {
        if (m_playPanel)
            verb(*m_playPanel);
    };
    // The key works wherever the focus is, even while the rules refuse the verb: the panel then says why
    // (a disabled shortcut would pass the key on to the roster, which would jump to a name).
    windowAction(text, key, run);
    // The menu's entry shows the key, and is disabled with the engine's reason while the rules refuse.
    auto *entry = new QAction(text + QLatin1Char('\t') + key.toString(QKeySequence::NativeText), this);
    entry->setProperty("playVerb", static_cast<int>(which));
    connect(entry, &QAction::triggered, this, run);
    m_verbActions.append(entry);
    return entry;
}

void RatioWorkspace::updatePlayActions()
{
    for (QAction *entry : std::as_const(m_verbActions)) {
        const QString why = m_playPanel ? m_playPanel->whyNot(static_cast<PlayVerb>(entry->property("playVerb").toInt()))
                                        : tr("Open or create a battlegroup first.");
        entry->setEnabled(why.isEmpty());
        entry->setToolTip(why.isEmpty() ? entry->text().section(QLatin1Char('\t'), 0, 0) : why);
        entry->setStatusTip(why);
    }
    // R6: the turn may always end, but with checks due only when the player confirms leaving them unchecked.
    const QString usual = tr("Ends the turn; refused while checks are due unless you override (R6). Ctrl+E");
    // In a game the turn ends for both sides, so the checks due on either side count (R6).
    QString due;
    if (m_document && m_document->sideCount() > 1) {
        const QString pending = GameTurn::dueText(m_document->ratioState().sides());
        if (!pending.isEmpty())
            due = tr("These pieces must check morale before the turn can end (R6): %1").arg(pending);
    } else if (m_document) {
        due = RatioQueries(m_document->battlegroup()).whyCannotEndTurn();
    }
    m_endTurnButton->setEnabled(m_document != nullptr);
    m_endTurnButton->setToolTip(due.isEmpty() ? usual : due + QStringLiteral("\n\n") + usual);
    m_endTurnAction->setEnabled(m_document != nullptr);
    m_endTurnAction->setToolTip(due.isEmpty() ? tr("Ends the turn (R6).") : due);
}

void RatioWorkspace::createActions()
{
    QMenu *addUnit = new QMenu(tr("Add &unit"), m_host.window);
    m_editActions.append(addUnit->menuAction());
    for (const QString &key : unitTemplateKeys()) {
        QAction *a = addUnit->addAction(unitTemplateName(key));
        connect(a, &QAction::triggered, this, [this, key] {
            if (!m_document)
                return;
            const std::optional<Unit> made = unitFromTemplate(key, idGeneratorFor(m_document->battlegroup()));
            if (!made)
                return;
            const Unit &unit = *made;
            const ActionResult r = m_commands->addUnit(unit);
            showStatus(r.ok() ? tr("Added %1.").arg(unit.name) : r.error);
            if (r.ok())
                m_roster->setCurrentIndex(m_rosterModel->unitIndex(static_cast<int>(m_document->battlegroup().units.size()) - 1));
        });
    }
    auto *remove = new QAction(tr("&Remove selected"), this);
    remove->setShortcut(QKeySequence::Delete);
    remove->setShortcutContext(Qt::WidgetShortcut);
    m_roster->addAction(remove);
    connect(remove, &QAction::triggered, this, [this] {
        const PieceRef ref = RosterModel::refOf(m_roster->currentIndex());
        if (ref.unit < 0 || !m_commands)
            return;
        const ActionResult r = ref.piece < 0 ? m_commands->removeUnit(ref.unit) : m_commands->removePiece(ref);
        showStatus(r.ok() ? tr("Removed.") : r.error);
    });
    m_editActions.append(remove);

    m_playMenu = new QMenu(tr("&Play"), m_host.window);
    QMenu *play = m_playMenu;
    // The same verbs on a right click in the roster.
    m_roster->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(m_roster, &QTreeView::customContextMenuRequested, this, [this, play](const QPoint &pos) {
        const QModelIndex index = m_roster->indexAt(pos);
        if (!index.isValid())
            return;
        m_roster->setCurrentIndex(index);
        play->exec(m_roster->viewport()->mapToGlobal(pos));
    });
    play->addAction(playAction(tr("Casualty"), QKeySequence(Qt::Key_C), [](PlayPanel &p) { p.casualty(); }, PlayVerb::Casualty));
    play->addAction(playAction(tr("Penetrating hit"), QKeySequence(Qt::Key_H), [](PlayPanel &p) { p.penetratingHit(); }, PlayVerb::PenetratingHit));
    play->addAction(playAction(tr("Knock out weapon…"), QKeySequence(Qt::Key_W), [](PlayPanel &p) { p.knockOutWeapon(); }, PlayVerb::KnockOutWeapon));
    for (auto [text, key, verb] : {std::tuple{tr("Lose movement level"), Qt::Key_M, PlayVerb::LoseMovement},
                                   std::tuple{tr("Lose targeting level"), Qt::Key_T, PlayVerb::LoseTargeting},
                                   std::tuple{tr("Lose damage control level"), Qt::Key_D, PlayVerb::LoseDamageControl}}) {
        const VehicleSystem s = PlayRefusals::systemOf(verb);
        play->addAction(playAction(text, QKeySequence(key), [s](PlayPanel &p) { p.loseSystemLevel(s); }, verb));
    }
    play->addAction(playAction(tr("Surrender"), QKeySequence(Qt::Key_S), [](PlayPanel &p) { p.surrender(); }, PlayVerb::Surrender));
    play->addAction(playAction(tr("Shot by morale officer…"), QKeySequence(Qt::Key_O), [](PlayPanel &p) { p.officerShoots(); }, PlayVerb::OfficerShoots));
    play->addAction(playAction(tr("Left the board"), QKeySequence(Qt::Key_L), [](PlayPanel &p) { p.leaveBoard(); }, PlayVerb::LeaveBoard));
    play->addAction(playAction(tr("Moved or fired"), QKeySequence(Qt::Key_A), [](PlayPanel &p) { p.markActed(); }, PlayVerb::MarkActed));
    play->addAction(playAction(tr("NBC attack on the unit"), QKeySequence(Qt::Key_N), [](PlayPanel &p) { p.nbcAttack(); }, PlayVerb::NbcAttack));
    play->addAction(playAction(tr("Crew bails out…"), QKeySequence(Qt::Key_B), [](PlayPanel &p) { p.bailOut(); }, PlayVerb::BailOut));
    play->addAction(playAction(tr("Explosive destruction…"), QKeySequence(Qt::Key_X), [](PlayPanel &p) { p.explosiveDestruction(); }, PlayVerb::ExplosiveDestruction));
    play->addSeparator();
    play->addAction(playAction(tr("Roll d10"), QKeySequence(Qt::Key_R), [](PlayPanel &p) { p.roll(); }, PlayVerb::Roll));
    QMenu *typed = play->addMenu(tr("Type the die"));
    for (int face = 1; face <= 10; ++face) {
        typed->addAction(playAction(tr("Die shows %1").arg(face), QKeySequence(face == 10 ? Qt::Key_0 : Qt::Key_0 + face),
                                    [face](PlayPanel &p) { p.typeDie(face); }, PlayVerb::Roll));
    }
    play->addSeparator();
    // The checks queue (R6): F6 selects the first piece due from anywhere in the window, F7 takes the faces field.
    play->addAction(windowAction(tr("Start the checks &queue"), QKeySequence(Qt::Key_F6), [this] {
        m_checksDock->show();
        m_checksDock->raise();
        m_queue->start();
    }));
    play->addAction(windowAction(tr("Roll all checks &due"), QKeySequence(), [this] { m_queue->rollAll(); }));
    play->addAction(windowAction(tr("Type &faces for the queue"), QKeySequence(Qt::Key_F7), [this] {
        m_checksDock->show();
        m_checksDock->raise();
        m_queue->focusFaces();
    }));
    play->addSeparator();
    m_endTurnAction = play->addAction(tr("&End turn"));
    m_endTurnAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    connect(m_endTurnAction, &QAction::triggered, this, &RatioWorkspace::endTurn);
    // Disabled entries say why in a tooltip (and in the status bar).
    play->setToolTipsVisible(true);
    play->addAction(m_gameBar->passInitiativeAction());
    play->addSeparator();
    play->addAction(m_gameBar->addSideAction());
    play->addAction(m_gameBar->exportSideAction());
    // The paper round trip: the filled sheet, marked up during a game on paper, keyed back in as one undo step.
    QAction *keyInSheet = play->addAction(tr("&Key in marked-up sheet…"));
    keyInSheet->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_K));
    connect(keyInSheet, &QAction::triggered, this, [this] {
        if (!m_document || !m_commands)
            return;
        auto *dialog = new SheetEntryDialog(m_document->battlegroup(), m_host.window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        connect(dialog, &QDialog::accepted, this, [this, dialog] {
            const ActionResult r = m_commands->applySheet(dialog->entries());
            showStatus(r.ok() ? tr("Marked-up sheet keyed in: one step, undo takes it all back.") : r.error);
        });
        dialog->open();
    });

    m_viewDockActions = {m_checksDock->toggleViewAction(), m_logDock->toggleViewAction()};
    auto *separator = new QAction(this);
    separator->setSeparator(true);
    auto *results = new QAction(tr("Morale &Results Table"), this);
    results->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_1));
    connect(results, &QAction::triggered, this, [this] {
        m_table->showDeterminations(false);
        m_tabs->setCurrentWidget(m_table);
    });
    auto *determinations = new QAction(tr("Morale &Determinations Table"), this);
    determinations->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_2));
    connect(determinations, &QAction::triggered, this, [this] {
        m_table->showDeterminations(true);
        m_tabs->setCurrentWidget(m_table);
    });
    m_viewActions = {separator, results, determinations};
}

void RatioWorkspace::activate()
{
    if (m_active)
        return;
    m_active = true;
    QMainWindow *window = m_host.window;
    window->setCentralWidget(m_central);
    m_central->show();
    window->addToolBar(m_turnBar);
    m_turnBar->show();
    // Below the roster and the play panel, so both keep the full width: the log with the undo history
    // behind it, and the checks due beside them.
    // (Shown before they are placed: a hidden dock would not become the current tab.)
    m_logDock->show();
    m_checksDock->show();
    window->addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    window->splitDockWidget(m_logDock, m_checksDock, Qt::Horizontal);
    window->tabifyDockWidget(m_logDock, m_host.undoDock);
    m_logDock->raise();
    window->resizeDocks({m_logDock, m_checksDock}, {760, 520}, Qt::Horizontal);
    window->resizeDocks({m_logDock}, {window->fontMetrics().height() * 11}, Qt::Vertical);

    m_host.editMenu->addActions(m_editActions);
    window->menuBar()->insertMenu(m_host.menusBefore, m_playMenu);
    m_host.viewMenu->insertActions(m_host.viewDocksBefore, m_viewDockActions);
    m_host.viewMenu->insertActions(m_host.viewEnd, m_viewActions);
    window->addActions(m_windowActions);
}

void RatioWorkspace::deactivate()
{
    if (!m_active)
        return;
    m_active = false;
    QMainWindow *window = m_host.window;
    for (QAction *a : std::as_const(m_windowActions))
        window->removeAction(a);
    for (QAction *a : std::as_const(m_viewActions))
        m_host.viewMenu->removeAction(a);
    for (QAction *a : std::as_const(m_viewDockActions))
        m_host.viewMenu->removeAction(a);
    window->menuBar()->removeAction(m_playMenu->menuAction());
    for (QAction *a : std::as_const(m_editActions))
        m_host.editMenu->removeAction(a);
    window->removeDockWidget(m_checksDock);
    window->removeDockWidget(m_logDock);
    window->removeToolBar(m_turnBar);
    // The window would delete a central widget it is given another for; this one is kept for the next time.
    window->takeCentralWidget();
    m_central->setParent(window);
    m_central->hide();
}

void RatioWorkspace::releaseDocument()
{
    m_roster->setModel(nullptr);
    m_queue->setDocument(nullptr, nullptr);
    m_logFilter->setSourceModel(nullptr);
    m_summary->setDocument(nullptr);
    while (m_sideTabs->count() > 0)
        delete m_sideTabs->widget(0);
    delete m_rosterModel;
    delete m_logModel;
    m_rosterModel = nullptr;
    m_logModel = nullptr;
    m_playPanel = nullptr;
    m_editorPanel = nullptr;
    m_gameBar->setDocument(nullptr, nullptr);
    m_commands.reset();
    m_document = nullptr;
}

void RatioWorkspace::setDocument(GameDocument *gameDocument)
{
    auto *document = qobject_cast<BattlegroupDocument *>(gameDocument);
    if (!document) {
        releaseDocument();
        return;
    }
    QMainWindow *window = m_host.window;
    // Views first let go of the old models, then the old ones go.
    auto *rosterModel = new RosterModel(document, this);
    auto *logModel = new LogModel(document, this);
    auto commands = std::make_unique<Commands>(document);
    auto *playPanel = new PlayPanel(document, commands.get(), m_host.prompter, window);
    auto *editorPanel = new EditorPanel(document, commands.get(), window);

    m_roster->setModel(rosterModel);
    m_logFilter->setSourceModel(logModel);
    m_summary->setDocument(document);
    while (m_sideTabs->count() > 0) {
        QWidget *old = m_sideTabs->widget(0);
        m_sideTabs->removeTab(0);
        old->deleteLater();
    }
    // Not in a scroll area: the panel fits a laptop's screen, its long texts scroll inside it.
    m_sideTabs->addTab(playPanel, tr("&Play"));
    m_sideTabs->addTab(editorPanel, tr("E&dit"));

    delete m_rosterModel;
    delete m_logModel;
    m_rosterModel = rosterModel;
    m_logModel = logModel;
    m_playPanel = playPanel;
    m_editorPanel = editorPanel;
    m_commands = std::move(commands);
    m_document = document;
    m_gameBar->setDocument(document, m_commands.get());
    m_queue->setDocument(document, m_commands.get());
    fitColumns();

    connect(m_roster->selectionModel(), &QItemSelectionModel::currentChanged, this, &RatioWorkspace::selectionChanged);
    // Units that join the roster (an added unit, the other side of a game) open like the rest; rows already
    // there keep their state, as the model inserts and removes rows rather than resetting (issue 15).
    connect(m_rosterModel, &QAbstractItemModel::rowsInserted, m_roster, [this](const QModelIndex &parent, int first, int last) {
        for (int row = first; !parent.isValid() && row <= last; ++row)
            m_roster->expand(m_rosterModel->index(row, 0));
    });
    connect(m_rosterModel, &QAbstractItemModel::modelReset, m_roster, &QTreeView::expandAll);
    connect(m_document, &BattlegroupDocument::changed, this, &RatioWorkspace::documentChanged);
    connect(m_playPanel, &PlayPanel::statusMessage, this, &RatioWorkspace::statusMessage);
    connect(m_playPanel, &PlayPanel::checked, m_queue, &ChecksQueuePanel::pieceChecked);

    // The first unit, or the battlegroup's own row when it has none yet (its form then shows).
    const QModelIndex first = m_rosterModel->unitIndex(0);
    m_roster->setCurrentIndex(first.isValid() ? first : m_rosterModel->battlegroupIndex());
    documentChanged();
}

void RatioWorkspace::fitColumns()
{
    const QFontMetrics metrics = m_host.window->fontMetrics();
    QHeaderView *header = m_roster->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(RosterModel::NameColumn, QHeaderView::Interactive);
    header->resizeSection(RosterModel::NameColumn, metrics.horizontalAdvance(QStringLiteral("Lt. Kessler (commissar)")) + 40 + m_roster->indentation());
    header->setSectionResizeMode(RosterModel::KindColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(RosterModel::PointsColumn, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(RosterModel::StatusColumn, QHeaderView::Stretch);
    header->setSectionResizeMode(RosterModel::MarkerColumn, QHeaderView::ResizeToContents);
    // Fitted to a hundred rows around those in view, not to a thousand: with every change re-measuring a
    // column, that measuring, not the rules, was the cost of one loss in a large battlegroup (bench_loss).
    header->setResizeContentsPrecision(100);
    m_roster->expandAll();
    // A log can hold many thousand rows: fixed widths, never measured row by row.
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    const int widths[] = {4, 11, 10, 12, 10, 5, 8, 3};
    const QFontMetrics headerMetrics = m_logView->horizontalHeader()->fontMetrics();
    for (int c = 0; c < LogModel::ColumnCount - 1; ++c) {
        // Never narrower than the title: German and French titles are longer than the English ones.
        const QString title = m_logModel->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        m_logView->setColumnWidth(c, std::max(widths[c] * em, headerMetrics.horizontalAdvance(title) + 2 * em));
    }
}

void RatioWorkspace::documentChanged()
{
    const Battlegroup &bg = m_document->battlegroup();
    m_turnLabel->setText(tr("Turn %1").arg(bg.turn));
    const Endurance &e = m_document->endurance();
    m_endurance->setValues(e.total, e.lost);
    if (m_document->isGame()) {
        // R11 for both sides, decided after every change (issue 15).
        const QString outcome = GameTurn::outcomeText(m_document->ratioState().sides());
        m_banner->setText(QStringLiteral("⚠ ") + outcome);
        m_banner->setVisible(!outcome.isEmpty());
    } else if (bg.breakingTurn > 0) {
        m_banner->setText(mustRetreat(bg)
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
    const int due = m_queue->dueCount();
    m_checksDock->setWindowTitle(due > 0 ? tr("Checks due this turn (%1)").arg(due) : tr("Checks due this turn"));
    m_logView->scrollToBottom();
    selectionChanged();
}

void RatioWorkspace::selectionChanged()
{
    if (!m_document) {
        updatePlayActions();
        return;
    }
    const PieceRef ref = RosterModel::refOf(m_roster->currentIndex());
    const Battlegroup &bg = m_document->battlegroup();
    m_playPanel->setSelection(ref);
    m_queue->showCurrent(ref);
    if (ref.unit < 0)
        m_editorPanel->showBattlegroup();
    else if (ref.piece < 0)
        m_editorPanel->showUnit(ref.unit);
    else
        m_editorPanel->showPiece(ref.unit, ref.piece);
    if (ref.unit >= 0 && ref.unit < bg.units.size()) {
        const Unit &unit = bg.units.at(ref.unit);
        m_table->highlight(unitStarting(unit, bg.rules), unitCurrent(unit, bg.rules));
    } else {
        m_table->highlight(0, 0);
    }
    updatePlayActions();
}

void RatioWorkspace::selectPiece(PieceRef ref)
{
    if (!m_rosterModel)
        return;
    const QModelIndex index = ref.piece >= 0 ? m_rosterModel->pieceIndex(ref) : m_rosterModel->unitIndex(ref.unit);
    if (!index.isValid())
        return;
    m_roster->setCurrentIndex(index);
    m_roster->scrollTo(index);
}

void RatioWorkspace::endTurn()
{
    if (!m_document)
        return;
    bool overridePending = false;
    // In a game the turn ends for both sides: the checks due on either count (R6).
    int due = 0;
    for (int side = 0; side < m_document->sideCount(); ++side)
        due += static_cast<int>(checksDue(m_document->side(side)).size());
    if (due > 0) {
        if (!m_host.prompter->confirmEndTurnWithChecksDue(m_host.window, due))
            return;
        overridePending = true;
    }
    const ActionResult r = m_commands->endTurn(overridePending);
    if (!r.ok()) {
        showStatus(r.error);
        return;
    }
    const QString begins = tr("Turn %1 begins.").arg(m_document->battlegroup().turn);
    // R6: the pieces the override left unchecked, named as in the log (every side's, in a game); they check first
    // thing now.
    QStringList unchecked;
    for (const LogRecord &ended : r.records) {
        if (ended.event == LogEvent::TurnEnded && ended.points > 0)
            unchecked << ended.detail;
    }
    showStatus(unchecked.isEmpty() ? begins
                                   : tr("%1 Left unchecked, due first: %2").arg(begins, unchecked.join(QStringLiteral("; "))));
}

void RatioWorkspace::expandRoster() { m_roster->expandAll(); }

void RatioWorkspace::collapseRoster() { m_roster->collapseAll(); }

QTableView *RatioWorkspace::checksDueView() const { return m_queue->dueView(); }

QString RatioWorkspace::restore(const GameState &state)
{
    const Battlegroup *battlegroup = RatioState::of(state);
    if (!m_commands || !battlegroup)
        return tr("The recovered work is not a battlegroup.");
    const RatioState *game = RatioState::stateOf(state);
    // A game, or a battlegroup open as a game: every side comes back (issue 15).
    const ActionResult r = game->isGame() || m_document->isGame()
        ? m_commands->restoreGame(game->sides(), game->initiative())
        : m_commands->restore(*battlegroup);
    return r.ok() ? QString() : r.error;
}

} // namespace md::ratio
