#pragma once

#include "kernel/GameState.h"

#include <QString>

#include <memory>

namespace md {

// Unsaved work found at start-up (RecoveryFile), in the words of the system that wrote it.
struct RecoveredWork
{
    std::unique_ptr<GameState> state;
    QString originalFile; // empty for a document never saved
    QString savedAt;
};

} // namespace md
