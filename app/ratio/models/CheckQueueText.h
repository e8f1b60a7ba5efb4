#pragma once

#include "ratio/rules/CheckQueue.h"
#include "ratio/rules/RatioMorale.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md {

// The checks queue in a player's words: why a piece must check (now or next turn), and what a die did or will do.
class CheckQueueText
{
    Q_DECLARE_TR_FUNCTIONS(md::CheckQueueText)

public:
    // "lost a comrade this turn (Pvt. Ames)", "carried over from turn 2" …
    static QString why(const Battlegroup &bg, const ratio::QueuedCheck &check);
    // The rule behind the reason, for a tooltip (R6, R13).
    static QString rule(const ratio::QueuedCheck &check);
    // A check made: "7: passed", "10: failed, Cautious", "no roll: failed, Eliminated".
    static QString roll(const LogRecord &record);
    // A face typed for a check not yet made: "7 → passes", "10 → fails: Cautious"; no face: the check needs no die.
    static QString preview(const ratio::CheckAssessment &assessment, std::optional<int> face);
};

} // namespace md
