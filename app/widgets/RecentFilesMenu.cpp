#include "RecentFilesMenu.h"

#include <QFileInfo>
#include <QUrl>

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
        QAction *action = addAction(entryText(file));
        action->setToolTip(file);
        action->setStatusTip(file);
        connect(action, &QAction::triggered, this, [this, file] { Q_EMIT fileChosen(file); });
    }
    setEnabled(!files.isEmpty());
}

QString RecentFilesMenu::entryText(const QString &file)
{
    // An address (a campaign on a server) is shown as one: the database and where it is, never as a file.
    const QUrl url(file);
    if (file.contains(QLatin1String("://")) && url.isValid()) {
        const QString database = url.path().mid(1);
        const QString server = url.port() > 0 ? QStringLiteral("%1:%2").arg(url.host()).arg(url.port()) : url.host();
        return tr("%1 on the server %2").arg(database.isEmpty() ? file : database, server.isEmpty() ? tr("(default)") : server);
    }
    return QFileInfo(file).fileName();
}

} // namespace md
