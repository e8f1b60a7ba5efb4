#pragma once
#include "kernel/GameState.h"
#include "ratio/model/Battlegroup.h"

#include <QList>

namespace md::ratio {

// A ratio-morale game as the shell holds it (GameState): one battlegroup, as every single file holds, or both
// sides of one game (R11: each side's breaking point decides who holds the field), which share the turn.
class RatioState final : public GameState
{
public:
    explicit RatioState(Battlegroup battlegroup = {}) : m_sides{std::move(battlegroup)} {}
    // Both sides of one game, in the order they were added; at least one.
    explicit RatioState(QList<Battlegroup> sides);
    QString ruleSystem() const override { return m_sides.constFirst().ruleSystem; }
    // The battlegroup's name, or "A v B" for a game of two sides.
    QString name() const override;
    std::unique_ptr<GameState> clone() const override { return std::make_unique<RatioState>(*this); }

    // The first side: the only one of a single battlegroup file.
    const Battlegroup &battlegroup() const { return m_sides.constFirst(); }
    Battlegroup &battlegroup() { return m_sides.first(); }

    const QList<Battlegroup> &sides() const { return m_sides; }
    QList<Battlegroup> &sides() { return m_sides; }
    int sideCount() const { return static_cast<int>(m_sides.size()); }
    const Battlegroup &side(int index) const { return m_sides.at(index); }
    Battlegroup &side(int index) { return m_sides[index]; }
    // Two sides in one document: a game (R11 decided for both).
    bool isGame() const { return m_sides.size() > 1; }

    // The first battlegroup inside a state that must be ratio's; null for another system's state.
    static const Battlegroup *of(const GameState &state);
    static Battlegroup *of(GameState &state);
    // The whole ratio state; null for another system's.
    static const RatioState *stateOf(const GameState &state);

private:
    QList<Battlegroup> m_sides;
};

} // namespace md::ratio
