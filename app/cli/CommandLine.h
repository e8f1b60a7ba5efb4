#pragma once

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace md {

// The headless side of the program: every subcommand runs with Qt Core only, never opens a window,
// and answers bad arguments with one line on stderr and a non-zero exit code.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(md::CommandLine)

public:
    enum Exit { Ok = 0, Invalid = 1, Usage = 2, Failure = 3 };

    // True when the arguments ask for a subcommand, --help or --version: no GUI is needed.
    static bool isHeadless(const QStringList &arguments);
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static QStringList subcommands();
    // The first argument that is not an option; empty when there is none.
    static QString subcommandOf(const QStringList &arguments);

private:
    static int table(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static int check(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static int crew(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static int validate(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static int summary(const QStringList &arguments, QTextStream &out, QTextStream &err);
};

} // namespace md
