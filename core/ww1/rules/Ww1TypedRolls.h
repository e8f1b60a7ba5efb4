#pragma once

#include "kernel/DiceSource.h"

#include <QList>

namespace md::ww1 {

// Totals the player typed for several rolls of one step (a group testing each condition in turn, A-4), given
// to rollSum() in order. Past the last one it gives 0, which no dice total, so an extra roll is refused.
class Ww1TypedRolls final : public DiceSource
{
public:
    explicit Ww1TypedRolls(QList<int> totals) : m_totals(std::move(totals)) {}
    int roll(int sides) override
    {
        Q_UNUSED(sides)
        return next();
    }
    int rollSum(const DieSpec &spec) override
    {
        Q_UNUSED(spec) // each typed number is already the total, checked where it was typed
        return next();
    }
    bool typedByPlayer() const override { return true; }
    qsizetype used() const { return m_next; }
    qsizetype size() const { return m_totals.size(); }

private:
    int next() { return m_next < m_totals.size() ? m_totals.at(m_next++) : 0; }

    QList<int> m_totals;
    qsizetype m_next = 0;
};

} // namespace md::ww1
