#pragma once

// What every main window test (tst_mainwindow_*) holds: a temporary folder, settings, a scripted prompter
// and a recovery file made fresh for each test function (init/cleanup), and the window made from them.
// A test class inherits it next to QObject.

#include "MainWindow.h"
#include "base/Settings.h"
#include "TestPrompter.h"
#include "document/RecoveryFile.h"
#include "ratio/RatioWorkspace.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/editors/UnitTemplates.h"

#include <QApplication>
#include <QString>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

namespace md::test {

// The window shows a ratio battlegroup through ratio's workspace: its panels, views and document.
inline ratio::RatioWorkspace *ratioOf(const MainWindow *window)
{
    return qobject_cast<ratio::RatioWorkspace *>(window->workspace());
}

inline BattlegroupDocument *documentOf(const MainWindow *window)
{
    return ratioOf(window)->document();
}

class MainWindowFixture
{
protected:
    MainWindow *makeWindow()
    {
        m_window = new MainWindow(m_settings, m_prompter, m_recovery);
        m_window->show();
        // Window shortcuts fire only in the active window.
        QApplication::setActiveWindow(m_window);
        if (!QTest::qWaitForWindowActive(m_window))
            qWarning("main window did not become active");
        return m_window;
    }

    Unit unitFromKey(const QString &key)
    {
        const std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor(documentOf(m_window)->battlegroup()));
        return unit.value_or(Unit{});
    }

    QTemporaryDir *m_dir = nullptr;
    Settings *m_settings = nullptr;
    TestPrompter *m_prompter = nullptr;
    RecoveryFile *m_recovery = nullptr;
    MainWindow *m_window = nullptr;
};

} // namespace md::test
