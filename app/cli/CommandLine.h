#pragma once

#include "ratio/model/Battlegroup.h"
#include "ratio/model/Unit.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QStringList>

#include <optional>

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

    // A subcommand's arguments, checked, with nothing run yet. `exitCode` is set when the run ends at
    // parsing (help and --version written to `out`, a bad argument's one line to `err`); otherwise every
    // value is within its documented range.
    struct Parsed
    {
        QString command; // table, check, crew, validate or summary
        std::optional<int> exitCode;
        int from = 1, to = 20; // table
        QString format;
        int starting = 0, current = 0; // check
        MoraleClass moraleClass = MoraleClass::Regular;
        bool green = false;
        bool nbc = false;
        int crew = 0, levels = 0, remaining = 0; // crew
        QStringList positional;                  // validate, summary: the subcommand and the file
    };
    // Reads no file and computes nothing: run() and the fuzz target share it.
    static Parsed parse(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static QStringList subcommands();
    // The first argument that is not an option; empty when there is none.
    static QString subcommandOf(const QStringList &arguments);
    // What `summary` prints for a battlegroup (R5, R6, R11); `play` prints it for the state it reached.
    static QJsonObject summaryJson(const Battlegroup &bg);

private:
    static Parsed parseTop(const QStringList &arguments, const QString &command, QTextStream &out, QTextStream &err);
    static Parsed parseTable(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static Parsed parseCheck(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static Parsed parseCrew(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static Parsed parseFileCommand(const QString &command, const QStringList &arguments, QTextStream &out,
                                   QTextStream &err);
    static int table(const Parsed &p, QTextStream &out);
    static int check(const Parsed &p, QTextStream &out);
    static int crew(const Parsed &p, QTextStream &out);
    static int validate(const Parsed &p, QTextStream &out, QTextStream &err);
    static int summary(const Parsed &p, QTextStream &out, QTextStream &err);
};

} // namespace md
