#pragma once

#include "kernel/Problem.h"
#include "ratio/model/Battlegroup.h"

#include <QCoreApplication>

namespace md {

// Cross-field rules a battlegroup must satisfy whether it came from a file or an editor.
class BattlegroupValidator
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupValidator)

public:
    static Problems validate(const Battlegroup &bg);
};

} // namespace md
