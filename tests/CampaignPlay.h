#pragma once

// Play: a battle on one battlegroup through the rules engine, stopping at the first refused action, and
// the two battles of the campaign tests.

#include "CampaignRosters.h"
#include "kernel/Dice.h"
#include "ratio/rules/RatioEngine.h"

#include <QList>
#include <QString>

namespace md::test {
using namespace Qt::StringLiterals;

class Play
{
public:
    explicit Play(Battlegroup &bg) : m_bg(bg), m_engine(bg) {}
    Play &casualty(const QString &id) { return did(m_engine.casualty(at(m_bg, id)), id); }
    Play &leave(const QString &id) { return did(m_engine.leaveBoard(at(m_bg, id)), id); }
    Play &acted(const QString &id) { return did(m_engine.markActed(at(m_bg, id)), id); }
    Play &hit(const QString &id) { return did(m_engine.penetratingHit(at(m_bg, id)), id); }
    Play &damage(const QString &id, VehicleSystem s) { return did(m_engine.loseSystemLevel(at(m_bg, id), s), id); }
    Play &surrender(const QString &id) { return did(m_engine.surrender(at(m_bg, id)), id); }
    Play &explode(const QString &id, const QList<int> &crew) { return did(m_engine.explosiveDestruction(at(m_bg, id), crew), id); }
    Play &bailOut(const QString &id) { return did(m_engine.bailOut(at(m_bg, id)), id); }
    Play &check(const QString &id, int face)
    {
        TypedDie die(face);
        return did(m_engine.check(at(m_bg, id), die), id);
    }
    Play &endTurn() { return did(m_engine.endTurn(true), u"end turn"_s); }
    QString error() const { return m_error; }

private:
    Play &did(const ratio::ActionResult &r, const QString &what)
    {
        if (!r.ok() && m_error.isEmpty())
            m_error = what + u": "_s + r.error;
        return *this;
    }
    Battlegroup &m_bg;
    ratio::RatioEngine m_engine;
    QString m_error;
};

// Battle 1: Red breaks in turn 1 (3 of 6 lost), Blue does not: Blue holds the field (R11).
inline QString playBattle1(Battlegroup &blue, Battlegroup &red)
{
    Play b(blue);
    // a-2 has moved before the casualty marks him, so his check waits for next turn and he may leave the
    // board now; a piece due to check takes no other action first (R6).
    b.acted(u"a-2"_s).casualty(u"a-1"_s).check(u"a-sgt"_s, 3).check(u"a-3"_s, 10).leave(u"a-2"_s);
    b.damage(u"t-1"_s, VehicleSystem::Targeting).hit(u"w-1"_s).endTurn();
    Play r(red);
    r.casualty(u"r-1"_s).casualty(u"r-2"_s).casualty(u"r-3"_s).check(u"r-4"_s, 10).endTurn();
    return b.error().isEmpty() ? r.error() : b.error();
}

// Battle 2: both reach their breaking point in turn 1: neither holds the field (R11, R13 case 6).
inline QString playBattle2(Battlegroup &blue, Battlegroup &red)
{
    Play b(blue);
    b.casualty(u"a-sgt"_s).check(u"a-2"_s, 10).surrender(u"a-2"_s).explode(u"t-1"_s, {0}).endTurn();
    Play r(red);
    r.casualty(u"r-4"_s).leave(u"s-1"_s).endTurn();
    return b.error().isEmpty() ? r.error() : b.error();
}

} // namespace md::test
