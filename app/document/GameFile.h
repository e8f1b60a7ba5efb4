#pragma once
#include "kernel/FileEnvelope.h"

#include "kernel/GameState.h"
#include "kernel/Problem.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <memory>

namespace md {

class RuleSystem;

// Reads a game file of any registered rule system: the file's bytes, the system its envelope names, and
// that system's reading of the body.
class GameFile
{

public:
    struct Read
    {
        std::unique_ptr<GameState> state; // set only when `problems` is empty
        const RuleSystem *system = nullptr;
        QByteArray digest; // BLAKE2b-256 of the bytes read
        Problems problems;
        bool ok() const { return state && problems.isEmpty(); }
    };
    // The largest file any system reads: nothing of a larger one is read.
    static constexpr qint64 maxFileBytes = FileEnvelope::maxFileBytes;

    static Read read(const QString &fileName);
    // The same for a file's bytes already in memory (a recovered state).
    static Read parse(const QByteArray &bytes);
    // The registered system that reads and writes `state`: the one it names; null when none is registered.
    static const RuleSystem *systemOf(const GameState &state);
};

} // namespace md
