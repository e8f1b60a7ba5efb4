#include "napoleonic/NapWorkspace.h"

#include "base/Prompter.h"
#include "napoleonic/NapState.h"
#include "napoleonic/commands/NapCommands.h"
#include "napoleonic/document/NapDocument.h"
#include "napoleonic/editors/NapEditorPanel.h"
#include "napoleonic/models/NapLogModel.h"
#include "napoleonic/models/NapOrderModel.h"
#include "napoleonic/models/NapPendingModel.h"
#include "napoleonic/texts/NapTexts.h"
#include "napoleonic/widgets/NapCheckPanel.h"
#include "napoleonic/widgets/NapLossBox.h"
#include "napoleonic/widgets/NapMfpLedger.h"
#include "napoleonic/widgets/NapRallyPanel.h"
#include "napoleonic/widgets/NapPhaseBar.h"
#include "kernel/TypedDie.h"
#include "widgets/LogFilterBar.h"

#include <QAction>
#include <QDockWidget>
#include <QHeaderView>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QStyle>
#include <QTabWidget>
#include <QTableView>
#include <QTreeView>
#include <QVBoxLayout>

namespace md::nap {

NapWorkspace::NapWorkspace(const WorkspaceHost &host)
    : SystemWorkspace(nullptr)
    , m_host(host)
{
    QMainWindow *window = m_host.window;
    m_tabs = new QTabWidget(window);
    m_order = new QTreeView(window);
    m_logDock = new QDockWidget(tr("Battle log"), window);
    m_logView = new QTableView(window);
    createCentral();
    createDock();
    createActions();
}

NapWorkspace::~NapWorkspace()
{
    // Views, panels and models read the document, which the window deletes after this: so they go first.
    releaseDocument();
}

void NapWorkspace::createCentral()
{
    QMainWindow *window = m_host.window;
    m_order->setObjectName(QStringLiteral("napOrderOfBattle"));
    m_order->setAccessibleName(tr("Order of battle"));
    m_order->setAlternatingRowColors(true);
    m_order->setUniformRowHeights(true);
    m_order->setIndentation(m_host.window->fontMetrics().horizontalAdvance(QLatin1Char('M')) + 2);
    m_order->setSelectionMode(QAbstractItemView::SingleSelection);
    m_tabs->setObjectName(QStringLiteral("napPlayTabs"));

    auto *splitter = new QSplitter(Qt::Horizontal, window);
    splitter->addWidget(m_order);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({540, 820});
    splitter->setChildrenCollapsible(false);

    m_central = new QWidget(window);
    m_centralLayout = new QVBoxLayout(m_central);
    m_centralLayout->setContentsMargins(4, 0, 4, 4);
    m_centralLayout->setSpacing(2);
    m_centralLayout->addWidget(splitter, 1);
    m_central->hide();
}

void NapWorkspace::createDock()
{
    const QFontMetrics metrics = m_host.window->fontMetrics();
    m_logDock->setObjectName(QStringLiteral("napLogDock"));
    m_logView->setObjectName(QStringLiteral("napLogView"));
    m_logView->setAccessibleName(tr("Battle log"));
    m_logView->verticalHeader()->hide();
    m_logView->setAlternatingRowColors(true);
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_logView->horizontalHeader()->setStretchLastSection(true);
    m_logView->setWordWrap(false);
    m_logView->verticalHeader()->setDefaultSectionSize(metrics.height() + 6);
    m_logFilter = new LogFilterBar({-1, -1, NapLogModel::TurnColumn, NapLogModel::EventColumn}, m_host.window);
    m_logView->setModel(m_logFilter->proxy());
    m_logDock->setWidget(m_logFilter->wrap(m_logView));
    const int scrollBar = m_logView->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_logView);
    m_logView->setMinimumSize(metrics.horizontalAdvance(QLatin1Char('M')) * 24,
                              (metrics.height() + 10) + 3 * (metrics.height() + 6) + scrollBar + 4);
    m_logDock->hide();
}

void NapWorkspace::createActions()
{
    m_playMenu = new QMenu(tr("&Play"), m_host.window);
    const auto add = [this](const QString &text, const QKeySequence &key, const std::function<void()> &slot) {
        auto *action = new QAction(text, this);
        if (!key.isEmpty()) {
            action->setShortcut(key);
            action->setShortcutContext(Qt::WindowShortcut);
            m_windowActions.append(action);
        }
        connect(action, &QAction::triggered, this, slot);
        m_playMenu->addAction(action);
        return action;
    };
    QAction *losses = add(tr("Record &losses\u2026"), QKeySequence(Qt::CTRL | Qt::Key_L), [this] {
        if (!m_checkPanel)
            return;
        m_tabs->setCurrentIndex(0);
        m_checkPanel->lossBox()->figuresSpin()->setFocus();
        m_checkPanel->lossBox()->figuresSpin()->selectAll();
    });
    QAction *test = add(tr("&Test the next queued check"), QKeySequence(Qt::CTRL | Qt::Key_T), [this] {
        if (m_phaseBar)
            testPending(m_phaseBar->selectedPending());
    });
    QAction *roll = add(tr("&Roll the d10 of the check"), QKeySequence(), [this] {
        if (m_checkPanel)
            m_checkPanel->roll();
    });
    m_playMenu->addSeparator();
    QAction *next = add(tr("&Next phase"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] { nextPhase(); });
    // Each entry says why it waits, as its panel's twin does.
    m_playMenu->setToolTipsVisible(true);
    connect(m_playMenu, &QMenu::aboutToShow, this, [this, losses, test, roll, next] {
        losses->setEnabled(m_checkPanel && !m_checkPanel->unit().isEmpty());
        losses->setToolTip(losses->isEnabled() ? QString() : tr("Select a unit in the order of battle first."));
        test->setEnabled(m_phaseBar && m_phaseBar->testButton()->isEnabled());
        test->setToolTip(test->isEnabled() ? QString() : tr("No check is queued."));
        roll->setEnabled(m_checkPanel && m_checkPanel->rollButton()->isEnabled());
        roll->setToolTip(m_checkPanel ? m_checkPanel->rollButton()->toolTip() : QString());
        next->setEnabled(m_document != nullptr);
        next->setToolTip(m_phaseBar ? m_phaseBar->nextPhaseButton()->toolTip() : QString());
    });
    m_viewDockActions = {m_logDock->toggleViewAction()};
}

void NapWorkspace::activate()
{
    if (m_active)
        return;
    m_active = true;
    QMainWindow *window = m_host.window;
    window->setCentralWidget(m_central);
    m_central->show();
    m_logDock->show();
    window->addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    if (m_host.undoDock)
        window->tabifyDockWidget(m_logDock, m_host.undoDock);
    m_logDock->raise();
    window->resizeDocks({m_logDock}, {window->fontMetrics().height() * 6}, Qt::Vertical);
    window->menuBar()->insertMenu(m_host.menusBefore, m_playMenu);
    m_host.viewMenu->insertActions(m_host.viewDocksBefore, m_viewDockActions);
    window->addActions(m_windowActions);
}

void NapWorkspace::deactivate()
{
    if (!m_active)
        return;
    m_active = false;
    QMainWindow *window = m_host.window;
    for (QAction *a : std::as_const(m_windowActions))
        window->removeAction(a);
    for (QAction *a : std::as_const(m_viewDockActions))
        m_host.viewMenu->removeAction(a);
    window->menuBar()->removeAction(m_playMenu->menuAction());
    window->removeDockWidget(m_logDock);
    // The window would delete a central widget it is given another for; this one is kept for the next time.
    window->takeCentralWidget();
    m_central->setParent(window);
    m_central->hide();
}

void NapWorkspace::releaseDocument()
{
    m_order->setModel(nullptr);
    m_logFilter->setSourceModel(nullptr);
    while (m_tabs->count() > 0)
        delete m_tabs->widget(0);
    delete m_phaseBar;
    delete m_orderModel;
    delete m_logModel;
    m_phaseBar = nullptr;
    m_orderModel = nullptr;
    m_logModel = nullptr;
    m_checkPanel = nullptr;
    m_rallyPanel = nullptr;
    m_ledger = nullptr;
    m_editorPanel = nullptr;
    m_commands.reset();
    m_document = nullptr;
}

QScrollArea *NapWorkspace::scrolled(QWidget *widget)
{
    auto *scroll = new QScrollArea(m_host.window);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(widget);
    return scroll;
}

void NapWorkspace::setDocument(GameDocument *gameDocument)
{
    auto *document = qobject_cast<NapDocument *>(gameDocument);
    releaseDocument();
    if (!document)
        return;
    QMainWindow *window = m_host.window;
    m_document = document;
    m_commands = std::make_unique<NapCommands>(document);
    m_orderModel = new NapOrderModel(document, this);
    m_logModel = new NapLogModel(document, this);
    m_phaseBar = new NapPhaseBar(document, m_central);
    m_centralLayout->insertWidget(0, m_phaseBar);
    m_checkPanel = new NapCheckPanel(document, m_commands.get(), m_host.prompter, window);
    m_order->setModel(m_orderModel);
    m_logFilter->setSourceModel(m_logModel);
    m_checkPanel->setDiceSource(m_dice == &m_programDice ? nullptr : m_dice);
    m_rallyPanel = new NapRallyPanel(window);
    m_ledger = new NapMfpLedger(window);
    m_editorPanel = new NapEditorPanel(window);
    m_tabs->addTab(scrolled(m_checkPanel), tr("&Checks"));
    m_tabs->addTab(scrolled(m_rallyPanel), tr("&Rally"));
    m_tabs->addTab(scrolled(m_ledger), tr("&Army morale"));
    m_tabs->addTab(m_editorPanel, tr("E&dit"));
    m_rallyPanel->setBattle(document->battle());
    m_ledger->setBattle(document->battle());
    m_editorPanel->setBattle(document->battle());
    fitColumns();
    connectPanels();

    connect(m_order->selectionModel(), &QItemSelectionModel::currentChanged, this, &NapWorkspace::selectionChanged);
    connect(m_document, &NapDocument::changed, this, &NapWorkspace::documentChanged);
    connect(m_orderModel, &QAbstractItemModel::modelReset, m_order, &QTreeView::expandAll);
    connect(m_checkPanel, &NapCheckPanel::statusMessage, this, &NapWorkspace::statusMessage);
    connect(m_phaseBar, &NapPhaseBar::testRequested, this, &NapWorkspace::testPending);
    connect(m_phaseBar, &NapPhaseBar::dismissRequested, this, &NapWorkspace::dismissPending);
    connect(m_phaseBar, &NapPhaseBar::nextPhaseRequested, this, [this] { nextPhase(); });

    // The first unit of the order of battle is selected, so the panel has something to show.
    const NapBattle &battle = m_document->battle();
    QString first;
    for (const NapArmy &a : battle.armies) {
        for (const NapCommand &c : a.commands) {
            if (first.isEmpty() && !c.units.isEmpty())
                first = c.units.constFirst().id;
        }
    }
    if (!first.isEmpty())
        select(first);
    documentChanged();
}

void NapWorkspace::setDiceSource(DiceSource *dice)
{
    m_dice = dice ? dice : &m_programDice;
    if (m_checkPanel)
        m_checkPanel->setDiceSource(dice);
}

void NapWorkspace::connectPanels()
{
    // The play widgets and the editors never change the battle: they ask, and each request is one undo command.
    connect(m_rallyPanel, &NapRallyPanel::clearDisorderRequested, this, [this](const QString &armyId, const QStringList &held) {
        QStringList cleared;
        const QString error = m_commands->clearDisorder(armyId, held, &cleared);
        showStatus(error.isEmpty() ? tr("Disorder cleared (B.4.3): %1").arg(cleared.isEmpty() ? tr("no unit")
                                                                                               : NapTexts::unitNames(m_document->battle(), cleared))
                                   : error);
    });
    connect(m_rallyPanel, &NapRallyPanel::rallyRequested, this,
            [this](const QString &unitId, const NapSituation &situation, int typedRoll) {
                // 0: the program's d10; 1-10: the player's own.
                TypedDie typed(typedRoll);
                DiceSource &dice = typedRoll > 0 ? static_cast<DiceSource &>(typed) : *m_dice;
                const NapRallyOutcome outcome = m_commands->rally(unitId, situation, dice);
                m_rallyPanel->showOutcome(outcome);
                showStatus(outcome.error.isEmpty()
                               ? tr("%1: %2").arg(NapTexts::unitName(m_document->battle(), unitId), enumDisplayName(outcome.result))
                               : outcome.error);
            });
    connect(m_rallyPanel, &NapRallyPanel::offTableRequested, this, [this](const QString &unitId) {
        const QString error = m_commands->routOffTable(unitId);
        showStatus(error.isEmpty() ? tr("%1 routed off the table.").arg(NapTexts::unitName(m_document->battle(), unitId)) : error);
    });
    connect(m_ledger, &NapMfpLedger::phaseRequested, this, [this](const QString &armyId, const QList<NapMfpEntry> &entries) {
        const NapMfpOutcome outcome = m_commands->mfpPhase(armyId, entries);
        m_ledger->showOutcome(outcome);
        showStatus(outcome.error.isEmpty() ? outcome.effects.join(QLatin1Char(' ')) : outcome.error);
    });
    connect(m_editorPanel, &NapEditorPanel::editRequested, this, [this](const QString &undoText, const NapBattle &after) {
        if (const QString error = m_commands->edit(undoText, after); !error.isEmpty()) {
            m_editorPanel->setBattle(m_document->battle());
            showStatus(error);
        }
    });
    connect(m_editorPanel, &NapEditorPanel::selectionRequested, this, &NapWorkspace::select);
}

void NapWorkspace::fitColumns()
{
    const QFontMetrics metrics = m_host.window->fontMetrics();
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    QHeaderView *header = m_order->header();
    header->setStretchLastSection(true);
    header->setSectionResizeMode(QHeaderView::Interactive);
    // Units sit four levels deep (army, command, division, brigade): the name column gives them room.
    header->resizeSection(NapOrderModel::NameColumn, em * 22);
    header->resizeSection(NapOrderModel::TypeColumn, em * 9);
    header->resizeSection(NapOrderModel::CmrColumn, std::max(em * 3, header->fontMetrics().horizontalAdvance(
                                                                          m_orderModel->headerData(NapOrderModel::CmrColumn, Qt::Horizontal).toString()) + em * 2));
    header->resizeSection(NapOrderModel::FiguresColumn, em * 5);
    m_order->setMinimumWidth(em * 30);
    m_order->expandAll();
    const int widths[] = {3, 15, 9};
    const QFontMetrics headerMetrics = m_logView->horizontalHeader()->fontMetrics();
    for (int c = 0; c < NapLogModel::ColumnCount - 1; ++c) {
        const QString title = m_logModel->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        m_logView->setColumnWidth(c, std::max(widths[c] * em, headerMetrics.horizontalAdvance(title) + 2 * em));
    }
}

void NapWorkspace::documentChanged()
{
    if (!m_document)
        return;
    const NapBattle &battle = m_document->battle();
    m_rallyPanel->setBattle(battle);
    m_ledger->setBattle(battle);
    m_editorPanel->setBattle(battle);
    m_logView->scrollToBottom();
}

void NapWorkspace::selectionChanged()
{
    if (!m_document)
        return;
    const QModelIndex current = m_order->currentIndex();
    const QString unitId = NapOrderModel::unitOf(current);
    if (!unitId.isEmpty())
        m_checkPanel->setUnit(unitId);
    m_editorPanel->select(current.siblingAtColumn(0).data(NapOrderModel::IdRole).toString());
}

void NapWorkspace::select(const QString &id)
{
    if (!m_orderModel)
        return;
    const QModelIndex index = m_orderModel->indexOf(id);
    if (!index.isValid())
        return;
    m_order->setCurrentIndex(index);
    m_order->scrollTo(index);
}

void NapWorkspace::testPending(int pendingIndex)
{
    if (!m_document || pendingIndex < 0 || pendingIndex >= m_document->battle().pending.size())
        return;
    const QString unitId = m_document->battle().pending.at(pendingIndex).unitId;
    select(unitId);
    m_checkPanel->loadPending(pendingIndex);
    m_tabs->setCurrentIndex(0);
    showStatus(tr("Check loaded: %1").arg(NapTexts::pending(m_document->battle(), m_document->battle().pending.at(pendingIndex))));
}

void NapWorkspace::dismissPending(int pendingIndex)
{
    if (!m_document || !m_host.prompter || pendingIndex < 0 || pendingIndex >= m_document->battle().pending.size())
        return;
    const std::optional<QString> why = m_host.prompter->askText(
        m_host.window, tr("Dismiss a queued check"),
        tr("Why does %1 not test? (kept in the battle log)").arg(NapTexts::pending(m_document->battle(), m_document->battle().pending.at(pendingIndex))),
        QString());
    if (!why)
        return;
    const QString error = m_commands->dismiss(pendingIndex, *why);
    showStatus(error.isEmpty() ? tr("Check dismissed.") : error);
}

QString NapWorkspace::nextPhase()
{
    if (!m_commands)
        return {};
    // 15.42: checks are resolved before the next phase: the bar names them rather than the engine's words alone.
    if (const QString reason = m_phaseBar->queuedReason(); !reason.isEmpty()) {
        showStatus(tr("Next phase refused: %1").arg(reason));
        return reason;
    }
    const QString error = m_commands->nextPhase();
    const NapBattle &battle = m_document->battle();
    showStatus(error.isEmpty() ? tr("Turn %1: %2 Phase").arg(battle.turn).arg(NapTexts::phaseName(battle.phase())) : error);
    return error;
}

void NapWorkspace::expandRoster() { m_order->expandAll(); }

void NapWorkspace::collapseRoster() { m_order->collapseAll(); }

QString NapWorkspace::restore(const GameState &state)
{
    const NapBattle *battle = NapState::of(state);
    if (!m_commands || !battle)
        return tr("The recovered work is not a Napoleonic battle.");
    return m_commands->restore(*battle);
}

} // namespace md::nap
