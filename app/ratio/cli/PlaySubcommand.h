#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QTextStream;

namespace md {

// `moraledesk play FILE [--do STEP]... [--script PATH|-] [-o OUT] [--json]`: plays steps on a battlegroup file
// without a window, through the Commands facade and the undo commands the window's buttons use (app/commands),
// so a game played by mail, each player appending steps to a script, ends exactly as it would on screen.
// Every step is checked for form before any is played; the first step that cannot be played stops the run and
// nothing is written.
class PlaySubcommand
{
    Q_DECLARE_TR_FUNCTIONS(md::PlaySubcommand)

public:
    // 1: a step was refused (an unknown id, or the rules say no); 2: bad arguments, a bad step or an unreadable
    // file; 3: the result could not be written.
    enum Exit { Ok = 0, Refused = 1, Usage = 2, Failure = 3 };

    static QString name() { return QStringLiteral("play"); }
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
};

} // namespace md
