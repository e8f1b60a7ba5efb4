#pragma once

#include <QString>

class QMainWindow;
class QScreen;

namespace md {

class Settings;

// The main window's size, place and dock layout, kept per screen size: a club-night laptop (1366 x 768) and
// a desktop monitor each get back the layout last used on them. System-neutral: it saves whatever docks and
// toolbars the workspace placed, by their object names.
class WindowLayout
{
public:
    // "1366x728": the screen's available geometry (without the taskbar), the part of the settings key.
    static QString screenKey(const QScreen *screen);
    // The layout saved for the window's screen size; with none, the window fills the available screen.
    static void restore(QMainWindow *window, Settings *settings);
    static void save(const QMainWindow *window, Settings *settings);
};

} // namespace md
