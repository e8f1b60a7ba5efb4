#pragma once

#include "kernel/SafeSave.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

namespace md {

// Where a command's output goes (-o of export, play and the campaign verbs; the window's PDF export). Only a
// regular file, or a name that does not exist yet, is replaced, through SafeSave. "-" is standard output, and
// so is any name of the file it is. An existing character device or pipe (/dev/null, a FIFO) is written
// through: opened for writing, never renamed over or replaced, so not even root turns /dev/null into a file.
// A folder, a socket and a block device are refused. Kept apart from SafeSave, which only ever deals with
// regular files.
class OutputFile
{
    Q_DECLARE_TR_FUNCTIONS(md::OutputFile)

public:
    // "-", or a name of the very file standard output is (`-o /dev/stdout > out`): written through the
    // program's own standard output, whose offset the shell's redirection shares, and never beside it.
    static bool isStandardOutput(const QString &fileName);

    // Empty when `fileName` may take output; otherwise why not. Looks only: nothing is opened or created, so a
    // command can refuse a bad target before it does any work.
    static QString whyNotWritable(const QString &fileName);

    // Writes all of `bytes`. Standard output is written as raw bytes: flush any QTextStream on it first.
    // `backup` applies only when a regular file is replaced. On failure `error` says why, naming the target.
    static bool write(const QString &fileName, const QByteArray &bytes, QString *error = nullptr,
                      SafeSave::Backup backup = SafeSave::Backup::None);
};

} // namespace md
