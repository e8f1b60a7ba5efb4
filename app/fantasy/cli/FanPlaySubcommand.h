#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <functional>

class QIODevice;
class QTextStream;

namespace md::fantasy {

// `moraledesk play FILE [--do STEP]... [--script PATH|-] [--seed N] [-o OUT] [--json]` on a fantasy battle file
// (main() picks it by the file's "ruleSystem", or by --system fantasy): each step through FanStepParser, on the
// battle as the steps before it left it; without --do or --script the steps are read from standard input. A die
// typed in the step (d4=N, d6=N) is the player's; without one the die rolls, from --seed N when given so that a
// run can be repeated. The first refused step stops the run (exit 1) and nothing is written. The same as the
// Napoleonic play (NapPlaySubcommand), option for option.
class FanPlaySubcommand
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanPlaySubcommand)

public:
    // The same codes as the other systems' play: 1 a step was refused; 2 bad arguments or an unreadable file;
    // 3 the result could not be written.
    enum Exit { Ok = 0, Refused = 1, Usage = 2, Failure = 3 };

    static QString name() { return QStringLiteral("play"); }
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
    // The same with the steps "on standard input" read from what `standardInput` opens (tests give a buffer);
    // it is asked only when the steps come from there, and null means it cannot be read.
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   const std::function<QIODevice *()> &standardInput);
};

} // namespace md::fantasy
