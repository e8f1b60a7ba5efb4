#pragma once
#include <QString>
#include <memory>

namespace md {

// One player's force in play, as a rule system holds it: the shell keeps it, copies it for undo and hands it
// back to the system it came from, and never looks inside. Each system derives its own.
class GameState
{
public:
    virtual ~GameState() = default;
    // The id of the RuleSystem that reads, writes and plays this state (RuleSystem::id()).
    virtual QString ruleSystem() const = 0;
    // The force's name for titles and file names; may be empty.
    virtual QString name() const = 0;
    virtual std::unique_ptr<GameState> clone() const = 0;

protected:
    GameState() = default;
    GameState(const GameState &) = default;
    GameState &operator=(const GameState &) = default;
};

} // namespace md
