#pragma once

// The kernel's dice, for any die: which dice a rule rolls (DieSpec), where faces come from (DiceSource: seeded,
// typed by the player, or scripted) and their exact odds (DiceOdds.h).
#include "kernel/DiceScript.h"
#include "kernel/DieSpec.h"
#include "kernel/SeededDice.h"
#include "kernel/TypedDie.h"
