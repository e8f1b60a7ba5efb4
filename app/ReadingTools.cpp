#include "ReadingTools.h"

#include "base/Settings.h"
#include "system/SystemWorkspace.h"
#include "widgets/DiceHistoryDock.h"
#include "widgets/QuickStartDialog.h"
#include "widgets/ShortcutSheet.h"

#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QMainWindow>
#include <QMenu>

#include <algorithm>
#include <functional>

namespace md {

namespace {
constexpr int kZoomStep = 10; // percent
}

ReadingTools::ReadingTools(QMainWindow *window, Settings *settings, QMenu *viewMenu, QAction *viewBefore,
                           QMenu *helpMenu)
    : QObject(window), m_window(window), m_settings(settings), m_diceHistory(new DiceHistoryDock(window))
{
    m_zoom = m_settings->zoomPercent();
    window->addDockWidget(Qt::RightDockWidgetArea, m_diceHistory);
    m_diceHistory->hide();

    auto add = [&](QMenu *menu, QAction *before, const QString &text, const QString &name,
                   const QList<QKeySequence> &keys, const std::function<void()> &slot) {
        auto *action = new QAction(text, window);
        action->setObjectName(name);
        action->setShortcuts(keys);
        action->setShortcutContext(Qt::WindowShortcut);
        connect(action, &QAction::triggered, this, slot);
        menu->insertAction(before, action);
        return action;
    };
    QAction *diceToggle = m_diceHistory->toggleViewAction();
    diceToggle->setObjectName(QStringLiteral("viewDiceHistory"));
    viewMenu->insertAction(viewBefore, diceToggle);
    viewMenu->insertSeparator(viewBefore);
    add(viewMenu, viewBefore, tr("Zoom &in"), QStringLiteral("viewZoomIn"),
        {QKeySequence::ZoomIn, QKeySequence(Qt::CTRL | Qt::Key_Equal)}, [this] { zoomIn(); });
    add(viewMenu, viewBefore, tr("Zoom &out"), QStringLiteral("viewZoomOut"), {QKeySequence::ZoomOut},
        [this] { zoomOut(); });
    add(viewMenu, viewBefore, tr("&Actual size"), QStringLiteral("viewZoomReset"),
        {QKeySequence(Qt::CTRL | Qt::Key_0)}, [this] { resetZoom(); });
    viewMenu->insertSeparator(viewBefore);
    m_expandAll = add(viewMenu, viewBefore, tr("&Expand all"), QStringLiteral("viewExpandAll"), {}, [this] {
        if (m_workspace)
            m_workspace->expandRoster();
    });
    m_collapseAll = add(viewMenu, viewBefore, tr("&Collapse all"), QStringLiteral("viewCollapseAll"), {}, [this] {
        if (m_workspace)
            m_workspace->collapseRoster();
    });
    viewMenu->insertSeparator(viewBefore);

    QAction *first = helpMenu->actions().value(0);
    auto *quick = new QAction(tr("&Quick start"), window);
    quick->setObjectName(QStringLiteral("helpQuickStart"));
    connect(quick, &QAction::triggered, this, &ReadingTools::showQuickStart);
    helpMenu->insertAction(first, quick);
    auto *keys = new QAction(tr("&Keyboard shortcuts"), window);
    keys->setObjectName(QStringLiteral("helpShortcuts"));
    keys->setShortcut(QKeySequence(Qt::Key_Question));
    keys->setShortcutContext(Qt::WindowShortcut);
    connect(keys, &QAction::triggered, this, &ReadingTools::showShortcuts);
    helpMenu->insertAction(first, keys);
    helpMenu->insertSeparator(first);
    applyZoom();
}

void ReadingTools::setWorkspace(SystemWorkspace *workspace, GameDocument *document)
{
    m_workspace = workspace;
    m_diceHistory->setDocument(document);
    applyZoom(); // a new workspace brings its own central widget and docks
}

void ReadingTools::startUp(bool firstStart)
{
    if (firstStart || m_settings->showQuickStart())
        showQuickStart();
}

void ReadingTools::setZoomPercent(int percent)
{
    m_zoom = qBound(Settings::minZoom, percent, Settings::maxZoom);
    m_settings->setZoomPercent(m_zoom);
    applyZoom();
}

void ReadingTools::zoomIn() { setZoomPercent(m_zoom + kZoomStep); }
void ReadingTools::zoomOut() { setZoomPercent(m_zoom - kZoomStep); }
void ReadingTools::resetZoom() { setZoomPercent(100); }

void ReadingTools::applyZoom()
{
    // The window's content: its central widget and its docks; menus and dialogs keep the system's size.
    QFont font = QApplication::font();
    if (font.pointSizeF() > 0)
        font.setPointSizeF(font.pointSizeF() * m_zoom / 100.0);
    else
        font.setPixelSize(std::max(1, font.pixelSize() * m_zoom / 100));
    if (QWidget *central = m_window->centralWidget())
        central->setFont(font);
    const QList<QDockWidget *> docks = m_window->findChildren<QDockWidget *>(Qt::FindDirectChildrenOnly);
    for (QDockWidget *dock : docks) {
        if (dock->widget())
            dock->widget()->setFont(font);
    }
}

ShortcutSheet *ReadingTools::showShortcuts()
{
    // Made afresh each time: the list is whatever the window's actions are now.
    if (m_shortcuts)
        m_shortcuts->deleteLater();
    m_shortcuts = new ShortcutSheet(m_window, m_window);
    m_shortcuts->setAttribute(Qt::WA_DeleteOnClose);
    m_shortcuts->show();
    return m_shortcuts;
}

QuickStartDialog *ReadingTools::showQuickStart()
{
    if (!m_quickStart) {
        // "Don't show this again" is ticked unless the player asked to see it at every start.
        m_quickStart = new QuickStartDialog(m_settings->showQuickStart(), m_window);
        m_quickStart->setAttribute(Qt::WA_DeleteOnClose);
        connect(m_quickStart, &QDialog::finished, this, [this] {
            if (m_quickStart)
                m_settings->setShowQuickStart(m_quickStart->showAgain());
        });
    }
    m_quickStart->show();
    m_quickStart->raise();
    return m_quickStart;
}

} // namespace md
