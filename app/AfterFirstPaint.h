#pragma once

#include <QEvent>
#include <QObject>
#include <QTimer>
#include <QWidget>
#include <QWindow>

#include <functional>

namespace md {

// Runs work that the first frame does not need once the window has been exposed and painted: a zero timer
// queued at the first expose runs after the paint that answers it (as QuitAfterFirstExpose). A window
// already exposed, or not yet made, gets the zero timer at once.
class AfterFirstPaint : public QObject
{
public:
    static void run(QWidget *window, std::function<void()> work)
    {
        QWindow *handle = window->windowHandle();
        if (!handle || handle->isExposed()) {
            QTimer::singleShot(0, window, std::move(work));
            return;
        }
        handle->installEventFilter(new AfterFirstPaint(window, std::move(work)));
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const auto *handle = qobject_cast<QWindow *>(watched);
        if (event->type() == QEvent::Expose && handle && handle->isExposed()) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, parent(), std::move(m_work));
            deleteLater();
        }
        return false;
    }

private:
    AfterFirstPaint(QWidget *window, std::function<void()> work) : QObject(window), m_work(std::move(work)) {}

    std::function<void()> m_work;
};

} // namespace md
