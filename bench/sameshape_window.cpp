// The second floor of bench_startup: a plain Qt Widgets window of the same shape as moraledesk's with the
// sample open (1280 x 800, a menu bar with five menus, a tool bar, tabs whose first holds a 23-row tree, a
// dock with a list, a status bar), built from stock widgets and standard models only, no document, no rules.
// With --quit-after-show it quits once the window has been exposed and painted, exactly as moraledesk does.
#include <QAction>
#include <QApplication>
#include <QDockWidget>
#include <QEvent>
#include <QListWidget>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStandardItemModel>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QToolBar>
#include <QTreeView>
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

// Menus of about the size moraledesk's have, so the menu bar lays out the same amount of text.
void addMenus(QMainWindow &window, QToolBar *tools)
{
    const char *const menus[] = {"&File", "&Edit", "&View", "&Play", "&Help"};
    int number = 0;
    for (const char *title : menus) {
        QMenu *menu = window.menuBar()->addMenu(QString::fromLatin1(title));
        for (int i = 0; i < 8; ++i) {
            QAction *action = menu->addAction(QStringLiteral("Action %1").arg(++number));
            if (i < 2)
                tools->addAction(action);
        }
    }
}

// Four units of five pieces and the battlegroup's row: 23 rows in two levels, five columns.
QStandardItemModel *rosterModel(QObject *parent)
{
    auto *model = new QStandardItemModel(0, 5, parent);
    model->setHorizontalHeaderLabels({QStringLiteral("Name"), QStringLiteral("Status"), QStringLiteral("Points"),
                                      QStringLiteral("Marker"), QStringLiteral("Notes")});
    int rows = 0;
    for (int unit = 0; rows < 23; ++unit) {
        QList<QStandardItem *> unitRow;
        for (int column = 0; column < 5; ++column)
            unitRow.append(new QStandardItem(QStringLiteral("Unit %1 · %2").arg(unit + 1).arg(column)));
        model->appendRow(unitRow);
        ++rows;
        for (int piece = 0; piece < 4 && rows < 23; ++piece, ++rows) {
            QList<QStandardItem *> pieceRow;
            for (int column = 0; column < 5; ++column)
                pieceRow.append(new QStandardItem(QStringLiteral("Piece %1.%2 · %3").arg(unit + 1).arg(piece + 1).arg(column)));
            unitRow.first()->appendRow(pieceRow);
        }
    }
    return model;
}
} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QMainWindow window;
    window.resize(1280, 800);
    auto *tools = window.addToolBar(QStringLiteral("Tools"));
    tools->setObjectName(QStringLiteral("tools"));
    addMenus(window, tools);

    auto *tabs = new QTabWidget(&window);
    auto *tree = new QTreeView(tabs);
    tree->setModel(rosterModel(tree));
    tree->expandAll();
    tabs->addTab(tree, QStringLiteral("Play"));
    tabs->addTab(new QWidget(tabs), QStringLiteral("Edit"));
    tabs->addTab(new QWidget(tabs), QStringLiteral("Table"));
    window.setCentralWidget(tabs);

    auto *dock = new QDockWidget(QStringLiteral("Log"), &window);
    dock->setObjectName(QStringLiteral("log"));
    auto *list = new QListWidget(dock);
    for (int i = 0; i < 12; ++i)
        list->addItem(QStringLiteral("Turn %1: an entry of the log").arg(i + 1));
    dock->setWidget(list);
    window.addDockWidget(Qt::BottomDockWidgetArea, dock);
    window.statusBar()->showMessage(QStringLiteral("Ready"));

    window.show();
    QuitAfterFirstExpose quitter;
    if (QCoreApplication::arguments().contains(QStringLiteral("--quit-after-show")))
        window.windowHandle()->installEventFilter(&quitter);
    return QApplication::exec();
}
