#include "fantasy/FanWorkspace.h"

#include "fantasy/FanState.h"
#include "fantasy/commands/FanCommands.h"
#include "fantasy/document/FanDocument.h"
#include "fantasy/editors/FanArmyEditor.h"
#include "fantasy/models/FanLogModel.h"
#include "fantasy/models/FanRosterModel.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/widgets/FanProfilesPage.h"
#include "fantasy/widgets/FanTestPanel.h"
#include "fantasy/widgets/FanUnitActions.h"

#include <QAction>
#include <QDockWidget>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
QScrollArea *scrolled(QWidget *widget, QWidget *parent)
{
    auto *scroll = new QScrollArea(parent);
    scroll->setWidgetResizable(true);
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    scroll->setFrameShape(QFrame::NoFrame);
    scroll->setWidget(widget);
    return scroll;
}
} // namespace

FanWorkspace::FanWorkspace(const WorkspaceHost &host)
    : SystemWorkspace(nullptr)
    , m_host(host)
{
    createCentral();
    createDock();
    createActions();
}

FanWorkspace::~FanWorkspace()
{
    // Views, panels and models read the document, which the window deletes after this: so they go first.
    releaseDocument();
}

void FanWorkspace::createCentral()
{
    QMainWindow *window = m_host.window;
    m_central = new QWidget(window);
    auto *layout = new QVBoxLayout(m_central);
    layout->setContentsMargins(4, 0, 4, 4);
    layout->setSpacing(2);

    auto *bar = new QHBoxLayout;
    m_clock = new QLabel(m_central);
    m_clock->setObjectName(u"fanClock"_s);
    m_next = new QPushButton(tr("&Next phase"), m_central);
    m_next->setObjectName(u"fanNextPhase"_s);
    m_next->setToolTip(tr("The next phase of the 11-phase turn; phase 11 has two halves (C.4.2). Results due are "
                          "carried out as their phase begins (C.4)."));
    bar->addWidget(m_clock, 1);
    bar->addWidget(m_next);
    layout->addLayout(bar);

    m_roster = new QTableView(window);
    m_roster->setObjectName(u"fanRoster"_s);
    m_roster->setAccessibleName(tr("Both armies"));
    m_roster->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_roster->setSelectionMode(QAbstractItemView::SingleSelection);
    m_roster->verticalHeader()->hide();
    m_roster->horizontalHeader()->setStretchLastSection(true);
    m_roster->setWordWrap(false);
    auto *left = new QWidget(window);
    m_leftLayout = new QVBoxLayout(left);
    m_leftLayout->setContentsMargins(0, 0, 0, 0);
    m_leftLayout->addWidget(m_roster, 1);

    m_tabs = new QTabWidget(window);
    m_tabs->setObjectName(u"fanTabs"_s);
    m_rallyPage = new QWidget(window);
    auto *rally = new QVBoxLayout(m_rallyPage);
    m_rallyNote = new QLabel(m_rallyPage);
    m_rallyNote->setWordWrap(true);
    m_rallyList = new QListWidget(m_rallyPage);
    m_rallyList->setObjectName(u"fanRallyQueue"_s);
    m_rallyButton = new QPushButton(tr("&Test the selected unit's rally"), m_rallyPage);
    m_rallyButton->setObjectName(u"fanRallyTest"_s);
    rally->addWidget(m_rallyNote);
    rally->addWidget(m_rallyList, 1);
    rally->addWidget(m_rallyButton);
    connect(m_rallyButton, &QPushButton::clicked, this, &FanWorkspace::rallySelected);
    connect(m_rallyList, &QListWidget::itemDoubleClicked, this, &FanWorkspace::rallySelected);
    connect(m_next, &QPushButton::clicked, this, [this] { nextPhase(); });

    auto *splitter = new QSplitter(Qt::Horizontal, window);
    splitter->addWidget(left);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({440, 920});
    splitter->setChildrenCollapsible(false);
    layout->addWidget(splitter, 1);
    m_central->hide();
}

void FanWorkspace::createDock()
{
    QMainWindow *window = m_host.window;
    m_logDock = new QDockWidget(tr("Battle log"), window);
    m_logDock->setObjectName(u"fanLogDock"_s);
    m_logView = new QTableView(window);
    m_logView->setObjectName(u"fanLogView"_s);
    m_logView->setAccessibleName(tr("Battle log"));
    m_logView->verticalHeader()->hide();
    m_logView->setAlternatingRowColors(true);
    m_logView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_logView->horizontalHeader()->setStretchLastSection(true);
    m_logView->setWordWrap(false);
    m_logDock->setWidget(m_logView);
    m_logDock->hide();
}

void FanWorkspace::createActions()
{
    m_playMenu = new QMenu(tr("&Play"), m_host.window);
    const auto add = [this](const QString &text, const QKeySequence &key, const std::function<void()> &slot) {
        auto *action = new QAction(text, this);
        action->setShortcut(key);
        action->setShortcutContext(Qt::WindowShortcut);
        m_windowActions.append(action);
        connect(action, &QAction::triggered, this, slot);
        m_playMenu->addAction(action);
        return action;
    };
    add(tr("Record &losses…"), QKeySequence(Qt::CTRL | Qt::Key_L), [this] {
        if (!m_actions)
            return;
        m_actions->lossesSpin()->setFocus();
        m_actions->lossesSpin()->selectAll();
    });
    add(tr("Morale &Test"), QKeySequence(Qt::CTRL | Qt::Key_T), [this] {
        if (m_tabs->count() > 0)
            m_tabs->setCurrentIndex(0);
    });
    add(tr("&Rally round (phase 11)"), QKeySequence(Qt::CTRL | Qt::Key_R), [this] {
        if (m_tabs->count() > 1)
            m_tabs->setCurrentIndex(1);
    });
    m_playMenu->addSeparator();
    add(tr("&Next phase"), QKeySequence(Qt::CTRL | Qt::Key_E), [this] { nextPhase(); });
    m_viewDockActions = {m_logDock->toggleViewAction()};
}

void FanWorkspace::activate()
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

void FanWorkspace::deactivate()
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

void FanWorkspace::releaseDocument()
{
    m_roster->setModel(nullptr);
    m_logView->setModel(nullptr);
    // The rally page is the workspace's own; the other tabs belong to the document shown.
    for (int i = m_tabs->count() - 1; i >= 0; --i) {
        QWidget *w = m_tabs->widget(i);
        m_tabs->removeTab(i);
        if (w != m_rallyPage)
            delete w;
    }
    delete m_actions;
    delete m_rosterModel;
    delete m_logModel;
    m_actions = nullptr;
    m_rosterModel = nullptr;
    m_logModel = nullptr;
    m_testPanel = nullptr;
    m_profiles = nullptr;
    m_armyEditor = nullptr;
    m_commands.reset();
    m_document = nullptr;
}

void FanWorkspace::setDocument(GameDocument *gameDocument)
{
    auto *document = qobject_cast<FanDocument *>(gameDocument);
    releaseDocument();
    if (!document)
        return;
    QMainWindow *window = m_host.window;
    m_document = document;
    m_commands = std::make_unique<FanCommands>(document);
    m_rosterModel = new FanRosterModel(this);
    m_logModel = new FanLogModel(this);
    m_roster->setModel(m_rosterModel);
    m_logView->setModel(m_logModel);
    m_actions = new FanUnitActions(m_commands.get(), window);
    m_leftLayout->addWidget(m_actions);
    m_testPanel = new FanTestPanel(window);
    m_profiles = new FanProfilesPage(m_commands.get(), m_host.prompter, window);
    m_armyEditor = new FanArmyEditor(window);
    m_tabs->addTab(scrolled(m_testPanel, window), tr("Morale &Test"));
    m_tabs->addTab(m_rallyPage, tr("&Rally (phase 11)"));
    m_tabs->addTab(m_profiles, tr("&Profile Sheets"));
    m_tabs->addTab(m_armyEditor, tr("&Army"));

    connect(m_roster->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &FanWorkspace::selectionChanged);
    connect(m_document, &FanDocument::changed, this, &FanWorkspace::documentChanged);
    connect(m_testPanel, &FanTestPanel::resolveRequested, this, &FanWorkspace::resolve);
    connect(m_actions, &FanUnitActions::statusMessage, this, &FanWorkspace::statusMessage);
    connect(m_profiles, &FanProfilesPage::statusMessage, this, &FanWorkspace::statusMessage);
    connect(m_armyEditor, &FanArmyEditor::edited, this, [this](const QString &undoText) {
        FanBattle after = m_document->battle();
        const FanBattle edited = m_armyEditor->battle();
        after.name = edited.name;
        after.sides = edited.sides;
        const FanOutcome o = m_commands->edit(undoText, after);
        if (!o.ok()) {
            // Refused: the editor shows the battle as it is, and the reason is in the status line.
            m_armyEditor->setBattle(m_document->battle());
            showStatus(o.error);
        }
    });

    const QFontMetrics metrics = window->fontMetrics();
    const int em = metrics.horizontalAdvance(QLatin1Char('M'));
    // The short columns as wide as their contents and headers (in any language); the names share the rest.
    QHeaderView *header = m_roster->horizontalHeader();
    for (int c : {int(FanRosterModel::FiguresColumn), int(FanRosterModel::LossColumn), int(FanRosterModel::StateColumn)})
        header->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    m_roster->setColumnWidth(FanRosterModel::SideColumn, em * 6);
    m_roster->setColumnWidth(FanRosterModel::NameColumn, em * 10);
    m_logView->setColumnWidth(FanLogModel::WhenColumn, em * 5);
    m_logView->setColumnWidth(FanLogModel::UnitColumn, em * 10);
    m_logView->setColumnWidth(FanLogModel::EventColumn, em * 9);
    documentChanged();
    const QString first = m_rosterModel->unitId(0);
    if (!first.isEmpty())
        select(first);
}

void FanWorkspace::documentChanged()
{
    if (!m_document)
        return;
    const FanBattle &battle = m_document->battle();
    const QString selected = m_testPanel->unit().isEmpty() ? m_actions->unit() : m_testPanel->unit();
    m_rosterModel->setBattle(&battle);
    m_logModel->setBattle(&battle);
    m_testPanel->setBattle(&battle);
    m_actions->setBattle(&battle);
    m_profiles->setBattle(&battle);
    m_armyEditor->setBattle(battle);
    m_clock->setText(tr("<b>%1</b> — %2").arg(battle.name.toHtmlEscaped(), FanEngine::momentText(battle.now)));
    // C.4.2: the rally round is the first half of phase 11.
    m_rallyList->clear();
    for (const QString &id : FanEngine::rallyQueue(battle)) {
        auto *item = new QListWidgetItem(FanEngine::nameOf(battle, id), m_rallyList);
        item->setData(Qt::UserRole, id);
    }
    const bool rallyRound = battle.now.phase == FanMoment::phases && battle.now.half == 1;
    m_rallyNote->setText(!rallyRound ? tr("Routing units try to rally in the first half of phase 11 (C.4.2); it is now %1.")
                                           .arg(FanEngine::momentText(battle.now))
                         : m_rallyList->count() == 0 ? tr("No routing unit may try to rally this phase.")
                                                     : tr("Each routing unit below tries once now: Carry On or an "
                                                          "Uncontrolled Advance rallies it (then Disordered, it needs "
                                                          "a Reform order); Rout or Retire keeps it routing (C-3)."));
    m_rallyButton->setEnabled(m_rallyList->count() > 0);
    if (m_rallyList->count() > 0)
        m_rallyList->setCurrentRow(0);
    m_tabs->setTabText(1, m_rallyList->count() > 0 ? tr("&Rally (%1)").arg(m_rallyList->count()) : tr("&Rally (phase 11)"));
    if (!selected.isEmpty())
        select(selected);
    m_logView->scrollToBottom();
}

void FanWorkspace::selectionChanged()
{
    if (!m_rosterModel)
        return;
    const QString id = m_rosterModel->unitId(m_roster->currentIndex().row());
    if (id.isEmpty())
        return;
    if (m_testPanel->unit() != id)
        m_testPanel->setUnit(id);
    m_actions->setUnit(id);
}

void FanWorkspace::select(const QString &unitId)
{
    if (!m_rosterModel)
        return;
    const int row = m_rosterModel->rowOf(unitId);
    if (row < 0)
        return;
    const QModelIndex index = m_rosterModel->index(row, FanRosterModel::NameColumn);
    if (m_roster->currentIndex().row() != row)
        m_roster->setCurrentIndex(index);
    else
        selectionChanged();
    m_roster->scrollTo(index);
}

void FanWorkspace::rallySelected()
{
    if (!m_document || m_rallyList->count() == 0)
        return;
    QListWidgetItem *item = m_rallyList->currentItem() ? m_rallyList->currentItem() : m_rallyList->item(0);
    const QString id = item->data(Qt::UserRole).toString();
    select(id);
    m_testPanel->startRally(id);
    m_tabs->setCurrentIndex(0);
    showStatus(tr("Rally test: %1").arg(FanEngine::nameOf(m_document->battle(), id)));
}

void FanWorkspace::resolve(const FanTestRequest &request, int d4, bool typed)
{
    const FanOutcome o = m_commands->test(request, d4, typed);
    showStatus(o.ok() ? o.lines.join(u' ') : o.error);
    // The next unit of a rally round comes up by itself.
    if (o.ok() && request.trigger == FanTrigger::Rally && m_rallyList->count() > 0)
        m_tabs->setCurrentIndex(1);
}

QString FanWorkspace::nextPhase()
{
    if (!m_commands)
        return {};
    const FanOutcome o = m_commands->advance();
    showStatus(o.ok() ? o.lines.join(u' ') : o.error);
    return o.error;
}

QString FanWorkspace::restore(const GameState &state)
{
    const FanBattle *battle = FanState::of(state);
    if (!m_commands || !battle)
        return tr("The recovered work is not a fantasy battle.");
    return m_commands->restore(*battle).error;
}

} // namespace md::fantasy
