#pragma once

#include "kernel/Problem.h"
#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>

namespace md::nap {

// The rules across fields a Napoleonic battle must keep whether it came from a file or an editor: ranges,
// unique ids, the order of battle's parents, losses within strength, the phases, and pending checks and a log
// that name what the battle holds. Each problem names its JSON path as the file would hold it
// ("$.armies[0].commands[2].units[1].figuresLost").
class NapValidator
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapValidator)

public:
    static Problems validate(const NapBattle &battle);
    // Empty when `id` may name an army, a command, a unit or a user adjustment; otherwise why not. Ids are typed
    // in play steps ("check 2nd-bn I-a n09"), so they hold no space and none of the steps' separators.
    static QString idProblem(const QString &id);
};

} // namespace md::nap
