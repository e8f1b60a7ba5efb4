#pragma once

#include "kernel/RolledDie.h"
#include "ratio/model/Battlegroup.h"

#include <QCoreApplication>

namespace md::ratio {

// Ratio morale's dice in neutral terms: every d10 a check rolled (R5, R6, R10), from each side's log.
class RatioRolls
{
    Q_DECLARE_TR_FUNCTIONS(md::ratio::RatioRolls)

public:
    static RolledDice of(const QList<Battlegroup> &sides);
    static RolledDice of(const Battlegroup &battlegroup);
    // The rule a log record applies, for the log's "test" column: "R6 morale check", "R10 interceptive fire".
    static QString testOf(const LogRecord &record);
    // The piece's (or unit's) name for an id in `battlegroup`; the id itself when none has it.
    static QString nameOf(const Battlegroup &battlegroup, const QString &id);
};

} // namespace md::ratio
