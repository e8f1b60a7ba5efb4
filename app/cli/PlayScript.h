#pragma once

#include "kernel/FileEnvelope.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace md {

// What the WW1, Napoleonic and fantasy `play` subcommands share: the steps of a --script file and how a step is
// named in a message.
class PlayScript
{
    Q_DECLARE_TR_FUNCTIONS(md::PlayScript)

public:
    // A script is never larger than a battle file may be; an endless input (/dev/zero) stops there.
    static constexpr qint64 maxScriptBytes = FileEnvelope::maxFileBytes;
    // A step typed on standard input: far longer than any step, short enough to read a line at a time.
    static constexpr qint64 maxLineBytes = 16 * 1024;

    struct Entry
    {
        QString step;
        int line = 0; // its line in the script; 0 for a --do step
    };

    // The script file's steps, one a line, read whole; "-" reads standard input to its end. Blank lines and #
    // lines are not steps. Nothing, with the reason in `error`, for a missing, unreadable, oversized or non-UTF-8
    // file.
    static std::optional<QList<Entry>> entries(const QString &path, QString *error);
    // "step 3 (script line 7)", or "step 3" for a --do step.
    static QString where(int number, const Entry &entry);
};

} // namespace md
