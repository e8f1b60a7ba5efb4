#pragma once

#include "kernel/Fraction.h"
#include "kernel/Modifier.h"
#include "napoleonic/model/NapEnums.h"
#include "napoleonic/rules/NapCheck.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <optional>

class QTextStream;

namespace md::nap {

// `moraledesk check` for the Napoleonic rules: one unit's morale check (B.3.4) or rally attempt (B.4.4) from
// the numbers a referee has at the table, no file needed. The target T is built term by term, each with its
// rule: the current CMR (B.3.1), the chart rows (15.54), the charge distance (B-6), the best terrain (B-31),
// the officer (P06) and the shock odds (B.3.3). Then the exact odds of each result, and with --roll the result
// and what it means at the table.
class NapCheckSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCheckSubcommand)

public:
    static QString name() { return QStringLiteral("check"); }
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // The arguments, checked, with nothing computed yet. `exitCode` is set when the run ends at parsing (help on
    // `out`, a bad argument's one line on `err`); otherwise every value is in range and consistent.
    struct Parsed
    {
        std::optional<int> exitCode;
        bool json = false;
        std::optional<int> cmr;          // --cmr: the current CMR itself
        int start = 0;                   // --start, --lost, --figures: B.3.1 worked out
        int lost = 0;
        std::optional<int> figures;
        QStringList rows;                // chart keys ticked with --adj ("n09", "p04"), each once
        std::optional<int> n14;          // --adj N14=V: the illegible row at the club's value (B-27)
        int chargeHalfInches = -1;       // --charge, in half inches; -1: none
        bool foot = true;                // --foot or --cavalry
        bool kindGiven = false;
        std::optional<int> terrain;      // --terrain: the terrain chart's value (P03-P05)
        int officer = 0;                 // --officer: P06 in CMR points
        int oddsAttacker = 0;            // --odds A:D; 0 and 0: none
        int oddsDefender = 0;
        bool shockPhase = false;
        bool rally = false;
        bool secondAttempt = false;      // --second-attempt: this rout's first rally failed (B.4.4 step 3)
        std::optional<int> roll;         // 1-10 (a typed 0 is 10)
    };
    static Parsed parse(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // What the check is before and after the roll.
    struct Assessment
    {
        Modifiers terms;                 // each with its chart id or term as key and its rule as source
        int target = 0;                  // T (B.3.4 step 1)
        NapOdds odds;                    // a rally's: pass is P(rallied), rout P(fail)
        QStringList notes;
        NapResult result = NapResult::None; // with a roll
        int shockDelta = 0;              // 15.28
        QString meaning;                 // the result at the table
    };
    static Assessment assess(const Parsed &p);
    static QJsonObject json(const Parsed &p);
    // What `result` means at the table (B.3.5, B.4.1, B.4.2, B.4.4).
    static QString meaning(NapResult result);
};

} // namespace md::nap
