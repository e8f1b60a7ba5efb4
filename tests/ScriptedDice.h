#pragma once

// ScriptedDice: a d10 for the main window tests that shows the faces it is given, in order.

#include "kernel/Dice.h"

#include <QList>

namespace md::test {

// A d10 that shows the faces it is given, in order.
class ScriptedDice final : public DiceSource
{
public:
    QList<int> faces;
    int rolled = 0;
    int roll(int) override
    {
        ++rolled;
        return faces.isEmpty() ? 1 : faces.takeFirst();
    }
};

} // namespace md::test
