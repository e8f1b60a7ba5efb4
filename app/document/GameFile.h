#pragma once

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
    Q_DECLARE_TR_FUNCTIONS(md::GameFile)

public:
    struct Read
    {
        std::unique_ptr<GameState> state; // set only when `problems` is empty
        const RuleSystem *system = nullptr;
        QByteArray digest; // BLAKE2b-256 of the bytes read
        Problems problems;
        bool ok() const { return state && problems.isEmpty(); }
    };
    static Read read(const QString &fileName);
};

} // namespace md
