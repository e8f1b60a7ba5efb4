#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace md {

// The one way any file of the program reaches disk: the bytes are complete before the first write,
// they go through QSaveFile, commit() is checked, and the previous file is copied to `<name>.bak`
// first. The original is never deleted or truncated before the new one is in place.
class SafeSave
{
    Q_DECLARE_TR_FUNCTIONS(md::SafeSave)

public:
    // Exports (PDF, CSV) are made again at will, so they keep no backup; documents always do.
    enum class Backup { Keep, None };
    static bool save(const QString &fileName, const QByteArray &bytes, QString *error = nullptr,
                     Backup backup = Backup::Keep);
    static QString backupFileName(const QString &fileName);
    // For append-only journals, the one kind of file that is not replaced whole: the bytes go out in one
    // write and reach the disk (fdatasync) before this returns. A crash can leave only the last append
    // torn, so readers of such a file must stop at the first incomplete line.
    static bool append(const QString &fileName, const QByteArray &bytes, QString *error = nullptr);
};

} // namespace md
