#pragma once

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class QTextStream;

namespace md {

// The headless side of the program: --help, --version and the subcommands that work on any rule system's file
// (validate, summary; read through the FileEnvelope and answered by the file's RuleSystem). A system's own
// subcommands (SystemUi::subcommands()) and the shell's export and campaign are dispatched by main(). Every
// one runs with Qt Core only, never opens a window, and answers bad arguments with one line on stderr and a
// non-zero exit code.
class CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(md::CommandLine)

public:
    enum Exit { Ok = 0, Invalid = 1, Usage = 2, Failure = 3 };

    // One subcommand main() dispatches (a rule system's, or the shell's export and campaign), as the
    // top-level --help lists it; main() fills them from every SystemUi.
    struct Listing
    {
        QString name;
        QString system;  // its system's short name ("ratio", "ww1"); empty for the shell's own
        QString summary; // one line, translated
    };
    // What the top-level --help says about the program's systems and subcommands.
    struct Directory
    {
        QList<Listing> subcommands;
        QStringList systems; // short names, in registry order
        QString fallback;    // the short name of the system a subcommand is when neither --system nor a file says
    };

    // True when the arguments ask for a subcommand, --help or --version: no GUI is needed.
    static bool isHeadless(const QStringList &arguments);
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err,
                   const Directory &directory = {});

    // A subcommand's arguments, checked, with nothing run yet. `exitCode` is set when the run ends at
    // parsing (help and --version written to `out`, a bad argument's one line to `err`); otherwise every
    // value is within its documented range.
    struct Parsed
    {
        QString command; // validate or summary (anything else ends at parsing)
        std::optional<int> exitCode;
        QStringList positional; // the subcommand and the file
    };
    // Reads no file and computes nothing: run() and the fuzz target share it.
    static Parsed parse(const QStringList &arguments, QTextStream &out, QTextStream &err,
                        const Directory &directory = {});
    // The subcommands CommandLine runs itself.
    static QStringList subcommands();
    // The first argument that is not an option; empty when there is none.
    static QString subcommandOf(const QStringList &arguments);

private:
    static Parsed parseTop(const QStringList &arguments, const QString &command, QTextStream &out, QTextStream &err,
                           const Directory &directory);
    // The subcommands part of the top-level --help: each name once, with the systems that have it.
    static QString subcommandsHelp(const Directory &directory);
    static Parsed parseFileCommand(const QString &command, const QStringList &arguments, QTextStream &out,
                                   QTextStream &err);
    static int validate(const Parsed &p, QTextStream &out, QTextStream &err);
    static int summary(const Parsed &p, QTextStream &out, QTextStream &err);
};

} // namespace md
