#pragma once

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>

namespace md {

// The one way any file of the program reaches disk: the bytes are complete before the first write, they
// go to a temporary file beside the original that is synced to the disk, only then does the previous
// file become `<name>.bak`, and the temporary file is renamed over the original. The original and its
// old backup are never deleted, truncated or replaced before the new content is safely on disk, so a
// full disk leaves both exactly as they were.
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

    // For tests only: the steps of save(), in order. A fault hook is asked before each step (before each
    // write, for the steps that write) and fails it with the errno it returns, as a full disk (ENOSPC), a
    // quota (EDQUOT) or a failing device (EIO) would; 0 lets the step run. An empty hook removes it.
    enum class Step {
        Create,  // the temporary file beside the original
        Write,   // the new content into it
        Sync,    // fsync and close of it
        Link,    // the backup as a hard link (a failure falls back to Copy)
        Copy,    // the backup as a copy, where the filesystem has no hard links
        Rotate,  // the backup renamed over the old one
        Replace, // the temporary file renamed over the original
    };
    using FaultHook = std::function<int(Step)>;
    static void setFaultHook(FaultHook hook);
};

} // namespace md
