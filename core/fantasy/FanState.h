#pragma once
#include "fantasy/model/FanBattle.h"
#include "kernel/GameState.h"

namespace md::fantasy {

// A fantasy battle as the shell holds it (GameState).
class FanState final : public GameState
{
public:
    explicit FanState(FanBattle battle = {}) : m_battle(std::move(battle)) {}
    QString ruleSystem() const override { return QString::fromLatin1(FanBattle::systemId); }
    QString name() const override { return m_battle.name; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<FanState>(*this); }

    const FanBattle &battle() const { return m_battle; }
    FanBattle &battle() { return m_battle; }

    // The battle inside a state that must be a fantasy one; null for another system's state.
    static const FanBattle *of(const GameState &state)
    {
        const auto *s = dynamic_cast<const FanState *>(&state);
        return s ? &s->m_battle : nullptr;
    }
    static FanBattle *of(GameState &state)
    {
        auto *s = dynamic_cast<FanState *>(&state);
        return s ? &s->m_battle : nullptr;
    }

private:
    FanBattle m_battle;
};

} // namespace md::fantasy
