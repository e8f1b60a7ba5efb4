#include "ww1/Ww1Workspace.h"
#include "ww1/editors/Ww1EditorPanel.h"

#include "ww1/Ww1State.h"
#include "ww1/texts/Ww1Texts.h"
#include "ww1/commands/Ww1Commands.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/editors/Ww1EditorPanel.h"
#include "base/Prompter.h"
#include "ww1/models/Ww1DueModel.h"
#include "ww1/models/Ww1LogModel.h"
#include "ww1/models/Ww1RosterModel.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/widgets/Ww1GroupPanel.h"
#include "ww1/widgets/Ww1IndividualPanel.h"

#include <QAction>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSplitter>
#include <QTabWidget>
#include <QStyle>
#include <QTableView>
#include <QToolBar>
#include <QTreeView>
#include <QVBoxLayout>

namespace md::ww1 {

Ww1Workspace::Ww1Workspace(const WorkspaceHost &host)
    : SystemWorkspace(nullptr)
    , m_host(host)
{
    QMainWindow *window = m_host.window;
    m_sideTabs = new QTabWidget(window);
    m_roster = new QTreeView(window);
    m_turnLabel = new QLabel(window);
    m_dueLabel = new QLabel(window);
    m_endTurnButton = new QPushButton(tr("&End turn"), window);
    m_logDock = new QDockWidget(tr("Battle log"), window);
    m_logView = new QTableView(window);
    createCentral();
    createDock();
    createActions();
}

Ww1Workspace::~Ww1Workspace()
{
    // Views, panels and models read the document, which the window deletes after this: so they go first.
    releaseDocument();
}

void Ww1Workspace::createCentral()
{
    QMainWindow *window = m_host.window;
    m_roster->setObjectName(QStringLiteral("ww1Roster"));
    m_roster->setAccessibleName(tr("Force roster"));
    m_roster->setAlternatingRowColors(true);
    m_roster->setUniformRowHeights(true);
    m_roster->setSelectionMode(QAbstractItemView::SingleSelection);

    auto *splitter = new QSplitter(Qt::Horizontal, window);
    splitter->addWidget(m_roster);
    splitter->addWidget(m_sideTabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({600, 760});
    splitter->setChildrenCollapsible(false);
    m_sideTabs->setObjectName(QStringLiteral("ww1PlayTabs"));

    m_central = new QWidget(window);
    auto *centralLayout = new QVBoxLayout(m_central);
    centralLayout->setContentsMargins(4, 4, 4, 4);
    centralLayout->addWidget(splitter, 1);
    m_central->hide();

    m_turnBar = new QToolBar(tr("Turn"), window);
    m_turnBar->setObjectName(QStringLiteral("ww1TurnToolBar"));
    m_turnBar->setMovable(false);
    auto *turnBox = new QWidget(m_turnBar);
    auto *turnLayout = new QHBoxLayout(turnBox);
    turnLayout->setContentsMargins(4, 2, 4, 2);
    QFont turnFont = m_turnLabel->font();
    turnFont.setBold(true);
    m_turnLabel->setFont(turnFont);
    m_turnLabel->setAccessibleName(tr("Current turn"));
    m_endTurnButton->setAccessibleName(tr("End turn"));
    m_endTurnButton->setObjectName(QStringLiteral("ww1EndTurn"));
    m_endTurnButton->setToolTip(tr("Ends the turn (Ctrl+E)."));
    m_dueLabel->setAccessibleName(tr("Group tests due"));
    m_dueLabel->setObjectName(QStringLiteral("ww1DueLabel"));
    // Hard to miss: the groups that must test before play goes on (A.2.1 rule 3).
    m_dueLabel->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }"));
    turnLayout->addWidget(m_turnLabel);
    turnLayout->addWidget(m_endTurnButton);
    turnLayout->addSpacing(16);
    turnLayout->addWidget(m_dueLabel, 1);
    m_turnBar->addWidget(turnBox);
    m_turnBar->hide();
    connect(m_endTurnButton, &QPushButton::clicked, this, &Ww1Workspace::endTurn);
}

void Ww1Workspace::createDock()
{
    const QFontMetrics metrics = m_host.window->fontMetrics();
    m_logDock->setObjectName(QStringLiteral("ww1LogDock"));
    m_logView->setObjectName(QStringLiteral("ww1LogView"));
    m_logView->setAccessibleName(tr("Battle log"));
    m_logView->verticalHeader()->hide();
    m_logView->setAlternatingRowColors(true);
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_logView->horizontalHeader()->setStretchLastSection(true);
    m_logView->setWordWrap(false);
    m_logView->verticalHeader()->setDefaultSectionSize(metrics.height() + 6);
    // Sensible minimums on a laptop: the title row and four rows of the log.
    const int scrollBar = m_logView->style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, m_logView);
    m_logView->setMinimumSize(metrics.horizontalAdvance(QLatin1Char('M')) * 24,
                              (metrics.height() + 10) + 4 * (metrics.height() + 6) + scrollBar + 4);
    m_logDock->setWidget(m_logView);
    m_logDock->hide();
}

void Ww1Workspace::createActions()
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
    add(tr("One &casualty to the selected group"), QKeySequence(), [this] {
        if (m_groupPanel)
            m_groupPanel->addCasualties(1);
    });
    add(tr("Roll the &group test"), QKeySequence(), [this] {
        if (m_groupPanel)
            m_groupPanel->roll();
    });
    add(tr("Roll the &individual test of the square"), QKeySequence(), [this] {
        if (m_individualPanel)
            m_individualPanel->roll();
    });
    add(tr("Clear &withdrawal of the selected group"), QKeySequence(), [this] {
        if (m_groupPanel)
            m_groupPanel->clearWithdrawal();
    });
    m_playMenu->addSeparator();
    add(tr("&End turn"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] { endTurn(); });
    m_viewDockActions = {m_logDock->toggleViewAction()};
}

void Ww1Workspace::activate()
{
    if (m_active)
        return;
    m_active = true;
    QMainWindow *window = m_host.window;
    window->setCentralWidget(m_central);
    m_central->show();
    window->addToolBar(m_turnBar);
    m_turnBar->show();
    // Below the roster and the panels, so both keep the full width, with the undo history behind it.
    m_logDock->show();
    window->addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    if (m_host.undoDock)
        window->tabifyDockWidget(m_logDock, m_host.undoDock);
    m_logDock->raise();
    window->resizeDocks({m_logDock}, {window->fontMetrics().height() * 8}, Qt::Vertical);

    window->menuBar()->insertMenu(m_host.menusBefore, m_playMenu);
    m_host.viewMenu->insertActions(m_host.viewDocksBefore, m_viewDockActions);
    window->addActions(m_windowActions);
}

void Ww1Workspace::deactivate()
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
    window->removeToolBar(m_turnBar);
    // The window would delete a central widget it is given another for; this one is kept for the next time.
    window->takeCentralWidget();
    m_central->setParent(window);
    m_central->hide();
}

void Ww1Workspace::releaseDocument()
{
    m_roster->setModel(nullptr);
    m_logView->setModel(nullptr);
    while (m_sideTabs->count() > 0)
        delete m_sideTabs->widget(0);
    delete m_rosterModel;
    delete m_logModel;
    m_rosterModel = nullptr;
    m_logModel = nullptr;
    m_groupPanel = nullptr;
    m_individualPanel = nullptr;
    m_editorPanel = nullptr;
    m_commands.reset();
    m_document = nullptr;
}

void Ww1Workspace::setDocument(GameDocument *gameDocument)
{
    auto *document = qobject_cast<Ww1Document *>(gameDocument);
    if (!document) {
        releaseDocument();
        return;
    }
    QMainWindow *window = m_host.window;
    // Views first let go of the old models, then the old ones go.
    auto *rosterModel = new Ww1RosterModel(document, this);
    auto *logModel = new Ww1LogModel(document, this);
    auto commands = std::make_unique<Ww1Commands>(document);
    auto *groupPanel = new Ww1GroupPanel(document, commands.get(), window);
    auto *individualPanel = new Ww1IndividualPanel(document, commands.get(), window);

    m_roster->setModel(rosterModel);
    m_logView->setModel(logModel);
    while (m_sideTabs->count() > 0) {
        QWidget *old = m_sideTabs->widget(0);
        m_sideTabs->removeTab(0);
        old->deleteLater();
    }
    auto *groupScroll = new QScrollArea(window);
    groupScroll->setWidgetResizable(true);
    groupScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    groupScroll->setWidget(groupPanel);
    m_sideTabs->addTab(groupScroll, tr("&Group tests"));
    m_sideTabs->addTab(individualPanel, tr("&Individual tests"));
    auto *editorPanel = new Ww1EditorPanel(window);
    editorPanel->setForce(document->force());
    auto *editorScroll = new QScrollArea(window);
    editorScroll->setWidgetResizable(true);
    editorScroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    editorScroll->setWidget(editorPanel);
    m_sideTabs->addTab(editorScroll, tr("E&dit"));

    delete m_rosterModel;
    delete m_logModel;
    m_rosterModel = rosterModel;
    m_logModel = logModel;
    m_groupPanel = groupPanel;
    m_individualPanel = individualPanel;
    m_editorPanel = editorPanel;
    m_commands = std::move(commands);
    m_document = document;
    fitColumns();

    connect(m_roster->selectionModel(), &QItemSelectionModel::currentChanged, this, &Ww1Workspace::selectionChanged);
    connect(m_document, &Ww1Document::changed, this, &Ww1Workspace::documentChanged);
    connect(m_rosterModel, &QAbstractItemModel::modelReset, m_roster, &QTreeView::expandAll);
    connect(m_groupPanel, &Ww1GroupPanel::statusMessage, this, &Ww1Workspace::statusMessage);
    connect(m_individualPanel, &Ww1IndividualPanel::statusMessage, this, &Ww1Workspace::statusMessage);
    // Every edit is one undo command through the facade; a refused one says why in the status line and
    // puts the force as it is back in the panel.
    connect(m_editorPanel, &Ww1EditorPanel::editRequested, this, [this](const QString &undoText, const Ww1Force &after) {
        if (const QString error = m_commands->edit(undoText, after); !error.isEmpty()) {
            m_editorPanel->setForce(m_document->force());
            showStatus(error);
        }
    });
    connect(m_editorPanel, &Ww1EditorPanel::selectionRequested, this, &Ww1Workspace::select);

    if (m_rosterModel->rowCount() > 0)
        m_roster->setCurrentIndex(m_rosterModel->index(0, 0));
    else
        selectionChanged();
    documentChanged();
}

void Ww1Workspace::fitColumns()
{
    const QFontMetrics metrics = m_host.window->fontMetrics();
    QHeaderView *header = m_roster->header();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(Ww1RosterModel::NameColumn, QHeaderView::Interactive);
    // The longest name, within reason: a long company name is elided, its tooltip gives it whole.
    int nameWidth = metrics.horizontalAdvance(QStringLiteral("Lewis gun team"));
    for (const Ww1Group &g : m_document->force().groups) {
        nameWidth = std::max(nameWidth, metrics.horizontalAdvance(g.name) + 8);
        for (const Ww1Stand &s : g.stands)
            nameWidth = std::max(nameWidth, metrics.horizontalAdvance(s.name) + 24);
    }
    header->resizeSection(Ww1RosterModel::NameColumn, std::min(nameWidth, metrics.horizontalAdvance(QLatin1Char('M')) * 16) + 24);
    for (int c = Ww1RosterModel::RankColumn; c < Ww1RosterModel::StatusColumn; ++c)
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    // Fitted to its title and results, never squeezed below them on a laptop (German and French titles are
    // longer): the roster scrolls sideways rather than elide.
    header->setSectionResizeMode(Ww1RosterModel::StatusColumn, QHeaderView::ResizeToContents);
    m_roster->expandAll();
    // A log can hold many rows: fixed widths, never measured row by row; never narrower than the title.
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    const int widths[] = {4, 10};
    const QFontMetrics headerMetrics = m_logView->horizontalHeader()->fontMetrics();
    for (int c = 0; c < Ww1LogModel::ColumnCount - 1; ++c) {
        const QString title = m_logModel->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        m_logView->setColumnWidth(c, std::max(widths[c] * em, headerMetrics.horizontalAdvance(title) + 2 * em));
    }
}

void Ww1Workspace::documentChanged()
{
    const Ww1Force &force = m_document->force();
    m_turnLabel->setText(tr("Turn %1").arg(force.turn));
    const QStringList due = Ww1Engine::groupsDue(force);
    QStringList names;
    for (const QString &id : due)
        names << Ww1Texts::groupName(force, id);
    m_dueLabel->setText(due.isEmpty() ? QString()
                                      : tr("Group tests due (A.3.2 order): %1").arg(names.join(QStringLiteral(", "))));
    m_logView->scrollToBottom();
    m_editorPanel->setForce(force);
}

void Ww1Workspace::selectionChanged()
{
    if (!m_document)
        return;
    const QModelIndex current = m_roster->currentIndex();
    const QString groupId = Ww1RosterModel::groupOf(current);
    if (!groupId.isEmpty())
        m_groupPanel->setGroup(groupId);
    const QString standId = Ww1RosterModel::standOf(current);
    m_editorPanel->setSelection(groupId, standId);
    if (const Ww1Stand *stand = standId.isEmpty() ? nullptr : m_document->force().stand(standId))
        m_individualPanel->selectSquare(stand->square);
}

void Ww1Workspace::select(const QString &id)
{
    if (!m_rosterModel)
        return;
    const QModelIndex index = m_rosterModel->indexOf(id);
    if (!index.isValid())
        return;
    m_roster->setCurrentIndex(index);
    m_roster->scrollTo(index);
}

void Ww1Workspace::endTurn()
{
    if (!m_commands)
        return;
    // A.2.1 rule 3: tests triggered by this turn's casualties are taken now; ending the turn leaves them
    // untested, so the players say so. The rows of the queue name the groups, in A.3.2's order.
    const Ww1DueModel *due = m_groupPanel ? m_groupPanel->dueModel() : nullptr;
    const int pending = due ? due->rowCount() : 0;
    if (pending > 0 && m_host.prompter) {
        QStringList names;
        for (int row = 0; row < pending; ++row)
            names << Ww1Texts::groupName(m_document->force(), due->groupAt(row));
        const QStringList choices{tr("Keep the turn"), tr("End the turn anyway")};
        const std::optional<int> choice = m_host.prompter->chooseOne(
            m_host.window, tr("Group tests still due"),
            tr("%n group test(s) still due (%1). End the turn anyway?", nullptr, pending)
                .arg(names.join(QStringLiteral(", "))),
            choices);
        if (choice != 1) {
            showStatus(tr("The turn goes on: %n group test(s) still due (A.3.2).", nullptr, pending));
            return;
        }
    }
    const QString error = m_commands->endTurn();
    showStatus(error.isEmpty() ? tr("Turn %1 begins.").arg(m_document->force().turn) : error);
}

QString Ww1Workspace::restore(const GameState &state)
{
    const Ww1Force *force = Ww1State::of(state);
    if (!m_commands || !force)
        return tr("The recovered work is not a WW1 force.");
    return m_commands->restore(*force);
}

} // namespace md::ww1
