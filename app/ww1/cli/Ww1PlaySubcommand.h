#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QTextStream;

namespace md::ww1 {

// `moraledesk play FILE [--do STEP]... [--script PATH|-] [--seed N] [-o OUT] [--json]` on a WW1 force file
// (main() picks it by the file's "ruleSystem", or by --system ww1): each step through Ww1StepParser, the
// grammar RuleSystem::playStep() reads, on the force as the steps leave it. A roll typed in the step is the
// player's 2d6; without one the dice roll, from --seed N when given so that a run can be repeated. The
// first refused step stops the run (exit 1) and nothing is written.
class Ww1PlaySubcommand
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1PlaySubcommand)

public:
    // The same codes as ratio's play: 1 a step was refused; 2 bad arguments or an unreadable file; 3 the
    // result could not be written.
    enum Exit { Ok = 0, Refused = 1, Usage = 2, Failure = 3 };

    static QString name() { return QStringLiteral("play"); }
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err);
};

} // namespace md::ww1
