#pragma once

class QAction;
class QDockWidget;
class QMainWindow;
class QMenu;

namespace md {

class Prompter;
class Settings;

// What the main window lends a system's workspace: where its widgets, docks and menus go. None owned.
struct WorkspaceHost
{
    QMainWindow *window = nullptr;
    Prompter *prompter = nullptr;
    Settings *settings = nullptr;
    QMenu *editMenu = nullptr;        // after Undo and Redo: the system's editing actions are appended
    QAction *menusBefore = nullptr;   // the system's own menus (Play) go before this one in the menu bar
    QMenu *viewMenu = nullptr;
    QAction *viewDocksBefore = nullptr; // the system's dock toggles go before this one (the undo history's)
    QAction *viewEnd = nullptr;         // its other View actions go before this one (the Language part)
    QDockWidget *undoDock = nullptr;    // the window's undo history: a system may tabify its docks with it
};

} // namespace md
