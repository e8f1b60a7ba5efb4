#include "ratio/RatioRolls.h"

namespace md::ratio {

QString RatioRolls::nameOf(const Battlegroup &battlegroup, const QString &id)
{
    for (const Unit &unit : battlegroup.units) {
        if (unit.id == id)
            return unit.name.isEmpty() ? id : unit.name;
        for (const Piece &piece : unit.pieces) {
            if (piece.id == id)
                return piece.name.isEmpty() ? id : piece.name;
        }
    }
    return id;
}

QString RatioRolls::testOf(const LogRecord &record)
{
    switch (record.event) {
    case LogEvent::Check:
        return record.interceptive ? tr("R10 interceptive-fire check") : tr("R5 morale check");
    case LogEvent::Casualty:
        return tr("R2 casualty");
    case LogEvent::PenetratingHit:
        return tr("R3 penetrating hit");
    case LogEvent::SystemDamage:
    case LogEvent::WeaponLost:
        return tr("R4 damage");
    case LogEvent::Surrender:
    case LogEvent::OfficerShot:
        return tr("R9 surrender");
    case LogEvent::LeftBoard:
        return tr("R7 left the board");
    case LogEvent::BailOut:
    case LogEvent::Explosion:
        return tr("R10 vehicle");
    case LogEvent::NbcAttack:
        return tr("R8a NBC attack");
    case LogEvent::TurnEnded:
        return tr("R6 end of turn");
    case LogEvent::BreakingPoint:
        return tr("R11 breaking point");
    case LogEvent::SheetEntered:
        return tr("R12 marked-up status sheet");
    }
    return {};
}

RolledDice RatioRolls::of(const Battlegroup &battlegroup)
{
    RolledDice rolls;
    for (const LogRecord &r : battlegroup.log) {
        if (r.event != LogEvent::Check || !r.die)
            continue;
        RolledDie d;
        d.side = battlegroup.name;
        d.turn = r.turn;
        d.spec = DieSpec{1, 10}; // R5: one d10 per check
        d.value = *r.die;
        d.typed = r.typed;
        d.purpose = tr("%1: %2").arg(testOf(r), nameOf(battlegroup, r.pieceId.isEmpty() ? r.unitId : r.pieceId));
        rolls.append(d);
    }
    return rolls;
}

RolledDice RatioRolls::of(const QList<Battlegroup> &sides)
{
    RolledDice rolls;
    for (const Battlegroup &side : sides)
        rolls.append(of(side));
    return rolls;
}

} // namespace md::ratio
