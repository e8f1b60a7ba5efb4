#pragma once

#include "fantasy/model/FanBattle.h"
#include "kernel/Problem.h"

#include <QCoreApplication>

namespace md::fantasy {

// The rules across fields a fantasy battle must keep whether it came from a file or an editor: ranges, unique
// ids, the sheets the units test with, figures within the recorded start, the clock, who controls and who is
// with whom, and a log that names what the battle holds. Each problem names its JSON path as the file would hold
// it ("$.sides[1].units[3].currentFigures"; docs/fantasy-file-format.md, Cross-field rules).
class FanValidator
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanValidator)

public:
    static Problems validate(const FanBattle &battle);
    // Empty when `id` may name a unit; otherwise why not. Ids are typed in play steps, so they hold no white
    // space and none of the steps' separators = , ; : and ".
    static QString idProblem(const QString &id);
};

} // namespace md::fantasy
