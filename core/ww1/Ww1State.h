#pragma once
#include "kernel/GameState.h"
#include "ww1/model/Ww1Force.h"

namespace md::ww1 {

// A WW1 force as the shell holds it (GameState).
class Ww1State final : public GameState
{
public:
    explicit Ww1State(Ww1Force force = {}) : m_force(std::move(force)) {}
    QString ruleSystem() const override { return QString::fromLatin1(Ww1Force::systemId); }
    QString name() const override { return m_force.name; }
    std::unique_ptr<GameState> clone() const override { return std::make_unique<Ww1State>(*this); }

    const Ww1Force &force() const { return m_force; }
    Ww1Force &force() { return m_force; }

    // The force inside a state that must be WW1's; null for another system's state.
    static const Ww1Force *of(const GameState &state)
    {
        const auto *s = dynamic_cast<const Ww1State *>(&state);
        return s ? &s->m_force : nullptr;
    }
    static Ww1Force *of(GameState &state)
    {
        auto *s = dynamic_cast<Ww1State *>(&state);
        return s ? &s->m_force : nullptr;
    }

private:
    Ww1Force m_force;
};

} // namespace md::ww1
