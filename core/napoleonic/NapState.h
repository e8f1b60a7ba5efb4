#pragma once
#include "kernel/GameState.h"
#include "napoleonic/model/NapBattle.h"

namespace md::nap {

// A Napoleonic battle as the shell holds it (GameState).
class NapState final : public GameState
{
public:
    explicit NapState(NapBattle battle = {}) : m_battle(std::move(battle)) {}
    QString ruleSystem() const override { return QString::fromLatin1(NapBattle::systemId); }
    QString name() const override { return m_battle.name; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<NapState>(*this); }

    const NapBattle &battle() const { return m_battle; }
    NapBattle &battle() { return m_battle; }

    // The battle inside a state that must be Napoleonic; null for another system's state.
    static const NapBattle *of(const GameState &state)
    {
        const auto *s = dynamic_cast<const NapState *>(&state);
        return s ? &s->m_battle : nullptr;
    }
    static NapBattle *of(GameState &state)
    {
        auto *s = dynamic_cast<NapState *>(&state);
        return s ? &s->m_battle : nullptr;
    }

private:
    NapBattle m_battle;
};

} // namespace md::nap
