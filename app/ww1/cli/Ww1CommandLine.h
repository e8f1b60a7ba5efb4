#pragma once

#include "system/Subcommand.h"
#include "ww1/model/Ww1Enums.h"
#include "ww1/model/Ww1Rules.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

#include <optional>

class QTextStream;

namespace md::ww1 {

// WW1's own subcommands (Ww1Ui::subcommands(), ruleSystem "ww1-morale"), Qt Core only:
//   table [--json]   the group test table (A.3.1) and the individual bands by net modifier (A.3.3)
//   check group      whether a group must test, at what, and its odds (A.2.1, A.3.1)
//   check individual a stand's modifiers (IM1-IM8), its net and the odds of each band (A.3.3)
//   play FILE        steps on a force file (Ww1PlaySubcommand)
// Probabilities are exact: reduced fractions, as strings in --json ("13/18").
class Ww1CommandLine
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1CommandLine)

public:
    // Every one of WW1's subcommands, as main() dispatches them.
    static QList<Subcommand> subcommands();
    // arguments[0] is the program, then "table" or "check" and its options.
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

    enum class Kind { Group, Individual };
    // A subcommand's arguments, checked, with nothing computed yet. `exitCode` is set when the run ends at
    // parsing (help on `out`, a bad argument's one line on `err`); otherwise every value is in range.
    struct Parsed
    {
        QString command; // table or check
        std::optional<int> exitCode;
        bool json = false;
        Kind kind = Kind::Group;
        // check group
        int start = 0;
        int casualties = 0;
        QList<Ww1Condition> tested;
        Ww1Rules rules;
        // check individual: the stand's rank and what applies, or the net alone
        Ww1Rank rank = Ww1Rank::Other;
        bool fire = false;
        int friendly = 0;
        int enemy = 0;
        bool outnumbered = false;
        bool edged = false;
        bool leader = false;
        std::optional<int> net;
    };
    // Computes nothing: run() and tests share it.
    static Parsed parse(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // The reports as --json gives them.
    static QJsonObject tableJson();
    static QJsonObject groupJson(const Parsed &p);
    static QJsonObject individualJson(const Parsed &p);

private:
    static Parsed parseTable(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static Parsed parseCheck(const QStringList &arguments, QTextStream &out, QTextStream &err);
    static int table(const Parsed &p, QTextStream &out);
    static int checkGroup(const Parsed &p, QTextStream &out);
    static int checkIndividual(const Parsed &p, QTextStream &out);
};

} // namespace md::ww1
