#pragma once

#include <QMenu>
#include <QStringList>

namespace md {

// A submenu of recently used files: one entry per file, shown by its name with the full path as tooltip and
// status tip, in the order given; an address (postgresql://…) by its database and server. Disabled while the
// list is empty.
class RecentFilesMenu : public QMenu
{
    Q_OBJECT

public:
    explicit RecentFilesMenu(const QString &title, QWidget *parent = nullptr);

    void setFiles(const QStringList &files);
    QStringList files() const { return m_files; }
    // What the entry for `file` says.
    static QString entryText(const QString &file);

Q_SIGNALS:
    void fileChosen(const QString &file);

private:
    QStringList m_files;
};

} // namespace md
