#pragma once

#include "kernel/RolledDie.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>

namespace md::ww1 {

// WW1's dice in neutral terms: every 2d6 a group test (A.3.1) or a square's individual test (A.3.3) rolled.
class Ww1Rolls
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Rolls)

public:
    static RolledDice of(const Ww1Force &force);
    // The rule a log record applies, for the log's "test" column: "A.3.1 group test C2".
    static QString testOf(const Ww1LogRecord &record);
};

} // namespace md::ww1
