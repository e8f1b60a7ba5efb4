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
    // The envelope's answer: the state, the system that read it, the bytes' digest, or the problems.
    using Read = EnvelopeResult;
    // The largest file any system reads: nothing of a larger one is read.
    static constexpr qint64 maxFileBytes = FileEnvelope::maxFileBytes;

    static Read read(const QString &fileName);
    // The same for a file's bytes already in memory (a recovered state).
    static Read parse(const QByteArray &bytes);
    // The registered system that reads and writes `state`: the one it names; null when none is registered.
    static const RuleSystem *systemOf(const GameState &state);
};

} // namespace md
