#pragma once

#include "kernel/DiceSource.h"
#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

namespace md::nap {

// The steps of `moraledesk play` on a Napoleonic file, one per line, in the players' words
// (docs/napoleonic-file-format.md, "play"): e.g. "loss 2nd-bn 2", "check 2nd-bn I-a n09 terrain=Woods",
// "rally 3rd-bn", "mfp french E01x3 E11x2", "next-phase". One step changes the battle through NapEngine and
// says what happened; a refused step changes nothing and says why.
class NapStepParser
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapStepParser)

public:
    struct Result
    {
        QString error;        // refused: nothing changed
        QStringList lines;    // what happened, for the report
    };
    static Result run(NapBattle &battle, const QString &step, DiceSource &dice);
    // The grammar, for `play --help`.
    static QString help();
};

} // namespace md::nap
