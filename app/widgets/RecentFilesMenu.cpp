#include "RecentFilesMenu.h"

#include <QFileInfo>

namespace md {

RecentFilesMenu::RecentFilesMenu(const QString &title, QWidget *parent) : QMenu(title, parent)
{
    setToolTipsVisible(true);
    setEnabled(false);
}

void RecentFilesMenu::setFiles(const QStringList &files)
{
    m_files = files;
    clear();
    for (const QString &file : files) {
        QAction *action = addAction(QFileInfo(file).fileName());
        action->setToolTip(file);
        action->setStatusTip(file);
        connect(action, &QAction::triggered, this, [this, file] { Q_EMIT fileChosen(file); });
    }
    setEnabled(!files.isEmpty());
}

} // namespace md
