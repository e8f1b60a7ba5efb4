#include "WindowLayout.h"

#include "base/Settings.h"

#include <QGuiApplication>
#include <QMainWindow>
#include <QScreen>

namespace md {

namespace {
const QScreen *screenOf(const QMainWindow *window)
{
    const QScreen *shown = window->screen();
    return shown ? shown : QGuiApplication::primaryScreen();
}
} // namespace

QString WindowLayout::screenKey(const QScreen *screen)
{
    if (!screen)
        return QStringLiteral("unknown");
    const QSize size = screen->availableGeometry().size();
    return QStringLiteral("%1x%2").arg(size.width()).arg(size.height());
}

void WindowLayout::restore(QMainWindow *window, Settings *settings)
{
    const QScreen *screen = screenOf(window);
    const QString key = screenKey(screen);
    const QByteArray geometry = settings->windowGeometry(key);
    if (geometry.isEmpty() || !window->restoreGeometry(geometry)) {
        // First start on this screen size: all of it, a laptop has no room to spare.
        if (screen) {
            const QRect available = screen->availableGeometry();
            window->resize(available.size());
            window->move(available.topLeft());
        }
    }
    const QByteArray state = settings->windowState(key);
    if (!state.isEmpty())
        window->restoreState(state);
}

void WindowLayout::save(const QMainWindow *window, Settings *settings)
{
    const QString key = screenKey(screenOf(window));
    settings->setWindowGeometry(key, window->saveGeometry());
    settings->setWindowState(key, window->saveState());
}

} // namespace md
