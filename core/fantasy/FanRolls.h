#pragma once

#include "fantasy/model/FanBattle.h"
#include "kernel/RolledDie.h"

#include <QCoreApplication>

namespace md::fantasy {

// The fantasy dice in neutral terms: every D4 of a Morale Test or rally (C.3) and every D6 of a rout obstacle
// (C.4.1).
class FanRolls
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanRolls)

public:
    static RolledDice of(const FanBattle &battle);
};

} // namespace md::fantasy
