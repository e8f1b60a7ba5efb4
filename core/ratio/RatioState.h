#pragma once
#include "kernel/GameState.h"
#include "ratio/model/Battlegroup.h"

namespace md::ratio {

// A ratio-morale battlegroup as the shell holds it (GameState): the Battlegroup, nothing more.
class RatioState final : public GameState
{
public:
    explicit RatioState(Battlegroup battlegroup = {}) : m_battlegroup(std::move(battlegroup)) {}
    QString ruleSystem() const override { return m_battlegroup.ruleSystem; }
    QString name() const override { return m_battlegroup.name; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<RatioState>(*this); }

    const Battlegroup &battlegroup() const { return m_battlegroup; }
    Battlegroup &battlegroup() { return m_battlegroup; }

    // The battlegroup inside a state that must be ratio's; null for another system's state.
    static const Battlegroup *of(const GameState &state);
    static Battlegroup *of(GameState &state);

private:
    Battlegroup m_battlegroup;
};

} // namespace md::ratio
