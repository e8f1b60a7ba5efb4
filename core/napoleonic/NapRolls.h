#pragma once

#include "kernel/RolledDie.h"
#include "napoleonic/model/NapBattle.h"

#include <QCoreApplication>

namespace md::nap {

// The Napoleonic dice in neutral terms: every d10 a morale check (B.3.4) or a rally attempt (B.4.4) rolled.
class NapRolls
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapRolls)

public:
    static RolledDice of(const NapBattle &battle);
    // The rule a log record applies, for the log's "test" column: "B.3.4 check I-a".
    static QString testOf(const NapLogRecord &record);
};

} // namespace md::nap
