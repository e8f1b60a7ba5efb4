#pragma once

#include <QCoreApplication>
#include <QEvent>
#include <QObject>
#include <QTimer>
#include <QWindow>

namespace md {

// --quit-after-show: quits as soon as the main window has been shown and painted once, so that
// bench/bench_startup can time a start-up end to end. The filter sees the first expose before the
// window paints in response to it; the queued quit runs only after that paint.
class QuitAfterFirstExpose : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const auto *window = qobject_cast<QWindow *>(watched);
        if (event->type() == QEvent::Expose && window && window->isExposed()) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return false;
    }
};

} // namespace md
