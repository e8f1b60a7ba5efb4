#pragma once

#include "kernel/DiceSource.h"
#include "kernel/RuleSystem.h"
#include "ww1/model/Ww1Force.h"

#include <QCoreApplication>
#include <QString>

namespace md::ww1 {

// The play grammar of WW1 (`moraledesk play --do`, RuleSystem::playStep()), one step per call:
//   casualties GROUP N
//   group-test GROUP [ROLL ...]
//   test SQUARE TRIGGER STAND[:MODS] [STAND[:MODS] ...] [ROLL]
//        TRIGGER: under-fire | enter-position | hand-to-hand
//        MODS, comma-separated: fire, friendly=N, enemy=N, outnumbered, edged, leader[=STAND]
//   clear GROUP          (withdrawal over, A.4.1)
//   clear-result STAND   (A.4.2)
//   end-turn
// ROLL is a typed 2d6 total (2-12); without one, `dice` rolls. The result's modifiers are every modifier
// applied; its message is one line for the player naming the system's test and rule ("Group test C2 (A.3.1)").
class Ww1StepParser
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1StepParser)

public:
    static StepResult run(Ww1Force &force, const QString &step, DiceSource &dice);
    // The grammar above as help text, translated.
    static QString help();
};

} // namespace md::ww1
