#pragma once

#include "kernel/Problem.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>

namespace md::ww1 {

// The rules across fields a WW1 force must keep whether it came from a file or an editor: ranges, unique ids,
// officer ranks from the seniority list, and a battle log that agrees with Part A's tables. Each problem
// names its JSON path as the file would hold it ("$.groups[1].stands[0].rank").
class Ww1Validator
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Validator)

public:
    static Problems validate(const Ww1Force &force);
    // Empty when `id` may name a group or a stand; otherwise why not. Ids are typed in play steps
    // ("test C4 under-fire ashby:fire"), so they hold no space and none of the steps' separators.
    static QString idProblem(const QString &id);
    // Empty when `square` may name a square ("C4"; empty: not on the table); otherwise why not.
    static QString squareProblem(const QString &square);
};

} // namespace md::ww1
