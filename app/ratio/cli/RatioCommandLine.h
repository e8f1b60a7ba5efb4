#pragma once

#include "ratio/model/Unit.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

class QTextStream;

namespace md::ratio {

// Ratio's own subcommands (SystemUi::subcommands()): its rules tables and calculators, Qt Core only.
//   table  the Morale Results Table (R5)
//   check  one morale check assessed (R5, R8)
//   crew   surviving crew of an abandoned vehicle (R10)
// Their words stay in the command line's translation context, where they have always been.
class RatioCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(md::CommandLine)

public:
    static QStringList subcommands();
    // arguments[0] is the program, then one of subcommands() and its options.
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // A subcommand's arguments, checked, with nothing run yet. `exitCode` is set when the run ends at
    // parsing (help written to `out`, a bad argument's one line to `err`); otherwise every value is within its
    // documented range.
    struct Parsed
    {
        QString command; // table, check or crew
        std::optional<int> exitCode;
        int from = 1, to = 20; // table
        QString format;
        int starting = 0, current = 0; // check
        MoraleClass moraleClass = MoraleClass::Regular;
        bool green = false;
        bool nbc = false;
        int crew = 0, levels = 0, remaining = 0; // crew
    };
    // Computes nothing: run() and the fuzz target share it.
    static Parsed parse(const QStringList &arguments, QTextStream &out, QTextStream &err);

private:
    static Parsed parseTable(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static Parsed parseCheck(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static Parsed parseCrew(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static int table(const Parsed &p, QTextStream &out);
    static int check(const Parsed &p, QTextStream &out);
    static int crew(const Parsed &p, QTextStream &out);
};

} // namespace md::ratio
