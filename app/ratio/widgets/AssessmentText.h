#pragma once

#include "ratio/rules/RatioQueries.h"

#include <QCoreApplication>
#include <QString>

namespace md {

// The play panel's reading of a check before the roll (R5, R6, R8): the assessment table of a piece or a
// unit, the what-if hint, and a failure result as a coloured chip. Its texts are the play panel's.
class AssessmentText
{
    Q_DECLARE_TR_FUNCTIONS(md::PlayPanel)

public:
    static QString html(const Battlegroup &bg, ratio::PieceRef ref);
    static QString whatIf(const Battlegroup &bg, ratio::PieceRef shown);
    static QString chip(FailureResult result);
};

} // namespace md
