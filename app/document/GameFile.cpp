#include "document/GameFile.h"

#include "kernel/FileDigest.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

namespace md {

// The kernel's envelope reads the file and hands its body to the system it names (KeePassXC's one reader).
GameFile::Read GameFile::read(const QString &fileName)
{
    return FileEnvelope::readFile(fileName, ruleSystems());
}

GameFile::Read GameFile::parse(const QByteArray &bytes)
{
    Read result = FileEnvelope::fromJson(bytes, ruleSystems());
    result.digest = FileDigest::of(bytes);
    return result;
}

const RuleSystem *GameFile::systemOf(const GameState &state)
{
    // Never another system: its writer would make nothing of this state (issue 13).
    return ruleSystems().find(state.ruleSystem());
}

} // namespace md
