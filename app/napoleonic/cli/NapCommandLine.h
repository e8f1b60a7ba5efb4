#pragma once

#include "system/Subcommand.h"
#include "napoleonic/model/NapEnums.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QStringList>

class QTextStream;

namespace md::nap {

// The Napoleonic subcommands (NapUi::subcommands(), ruleSystem "napoleonic-morale"), Qt Core only:
//   table [--json]   the d10 check by target T, outside and inside the Shock Combat Phase, and the rally
//   check ...        one check from its numbers, no file needed (NapCheckSubcommand)
//   play FILE        steps on a battle file (NapPlaySubcommand)
// Probabilities are exact: reduced fractions, as strings in --json ("1/2").
class NapCommandLine
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCommandLine)

public:
    // The rows of `table`: from a unit worn down far below any roll to one no roll can fail (B.3.4).
    static constexpr int firstTarget = -5;
    static constexpr int lastTarget = 11;

    // Every one of the Napoleonic subcommands, as main() dispatches them.
    static QList<Subcommand> subcommands();
    // arguments[0] is the program, then "table" and its options.
    static int runTable(const QStringList &arguments, QTextStream &out, QTextStream &err);

    // --json of `table`.
    static QJsonObject tableJson();

    // The faces of the d10 (1-10) that give `band` against `target`, with 15.28 in the Shock Combat Phase
    // (NapCheck::resolve), or a rally's faces (Rallied: roll <= T; RallyFailed: the rest, B.4.4).
    static QList<int> faces(int target, bool shockPhase, NapResult band);
    // "1-5", "10", "1-3, 10", or "-" when no face gives it.
    static QString faceText(const QList<int> &faces);
    // "+2", "+0", "-3".
    static QString signedNumber(int n);
};

} // namespace md::nap
