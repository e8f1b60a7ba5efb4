// The floor of bench_startup: a bare Qt Widgets program that shows an empty QMainWindow and, with
// --quit-after-show, quits once the window has been exposed and painted, exactly as moraledesk does.
#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QTimer>
#include <QWindow>

namespace {
// The same switch logic as app/main.cpp: quit after the paint that answers the first expose.
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
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.show();
    QuitAfterFirstExpose quitter;
    if (QCoreApplication::arguments().contains(QStringLiteral("--quit-after-show")))
        window.windowHandle()->installEventFilter(&quitter);
    return QApplication::exec();
}
