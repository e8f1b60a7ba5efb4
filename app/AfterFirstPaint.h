#pragma once

#include <QEvent>
#include <QObject>
#include <QTimer>
#include <QWindow>

#include <functional>
#include <utility>

namespace md {

// Runs a function once, right after the window's first frame: the filter sees the first expose before the
// window paints in response to it, and the queued call runs only after that paint. For work the first
// frame does not need (app/main.cpp: the settings file is written from then on).
class AfterFirstPaint : public QObject
{
public:
    AfterFirstPaint(QWindow *window, std::function<void()> then, QObject *parent = nullptr)
        : QObject(parent)
        , m_then(std::move(then))
    {
        window->installEventFilter(this);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const auto *window = qobject_cast<QWindow *>(watched);
        if (event->type() == QEvent::Expose && window && window->isExposed()) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, this, [this] {
                if (m_then)
                    std::exchange(m_then, nullptr)();
            });
        }
        return false;
    }

private:
    std::function<void()> m_then;
};

} // namespace md
