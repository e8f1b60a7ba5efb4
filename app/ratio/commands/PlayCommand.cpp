#include "ratio/commands/PlayCommands.h"

#include "ratio/document/BattlegroupDocument.h"

#include <QCoreApplication>

namespace md {

namespace {
// A class rather than a free tr(), so that lupdate files these strings under the context they are looked up in.
struct PlayText
{
    Q_DECLARE_TR_FUNCTIONS(md::PlayCommands)
};

QString pieceName(BattlegroupDocument *document, ratio::PieceRef ref)
{
    const Battlegroup &bg = document->battlegroup();
    if (ref.unit < 0 || ref.unit >= bg.units.size() || ref.piece < 0 || ref.piece >= bg.units.at(ref.unit).pieces.size())
        return {};
    const Piece &p = bg.units.at(ref.unit).pieces.at(ref.piece);
    return p.name.isEmpty() ? p.id : p.name;
}

QString unitName(BattlegroupDocument *document, int unit)
{
    const Battlegroup &bg = document->battlegroup();
    return unit >= 0 && unit < bg.units.size() ? bg.units.at(unit).name : QString();
}
} // namespace

CasualtyCommand::CasualtyCommand(BattlegroupDocument *document, ratio::PieceRef piece, bool ownInitiative)
    : DocumentCommand(document, PlayText::tr("Casualty: %1").arg(pieceName(document, piece)))
    , m_piece(piece)
    , m_ownInitiative(ownInitiative)
{
}
ratio::ActionResult CasualtyCommand::perform(Battlegroup &state)
{
    return engine(state).casualty(m_piece, m_ownInitiative);
}

PenetratingHitCommand::PenetratingHitCommand(BattlegroupDocument *document, ratio::PieceRef piece, bool ownInitiative)
    : DocumentCommand(document, PlayText::tr("Penetrating hit: %1").arg(pieceName(document, piece)))
    , m_piece(piece)
    , m_ownInitiative(ownInitiative)
{
}
ratio::ActionResult PenetratingHitCommand::perform(Battlegroup &state)
{
    return engine(state).penetratingHit(m_piece, m_ownInitiative);
}

LoseSystemLevelCommand::LoseSystemLevelCommand(BattlegroupDocument *document, ratio::PieceRef piece,
                                               VehicleSystem system, bool ownInitiative)
    : DocumentCommand(document, PlayText::tr("%1 level lost: %2").arg(enumDisplayName(system), pieceName(document, piece)))
    , m_piece(piece)
    , m_system(system)
    , m_ownInitiative(ownInitiative)
{
}
ratio::ActionResult LoseSystemLevelCommand::perform(Battlegroup &state)
{
    return engine(state).loseSystemLevel(m_piece, m_system, m_ownInitiative);
}

KnockOutWeaponCommand::KnockOutWeaponCommand(BattlegroupDocument *document, ratio::PieceRef piece, int weapon,
                                             bool ownInitiative)
    : DocumentCommand(document, PlayText::tr("Weapon knocked out: %1").arg(pieceName(document, piece)))
    , m_piece(piece)
    , m_weapon(weapon)
    , m_ownInitiative(ownInitiative)
{
}
ratio::ActionResult KnockOutWeaponCommand::perform(Battlegroup &state)
{
    return engine(state).knockOutWeapon(m_piece, m_weapon, m_ownInitiative);
}

SurrenderCommand::SurrenderCommand(BattlegroupDocument *document, ratio::PieceRef piece)
    : DocumentCommand(document, PlayText::tr("Surrender: %1").arg(pieceName(document, piece)))
    , m_piece(piece)
{
}
ratio::ActionResult SurrenderCommand::perform(Battlegroup &state) { return engine(state).surrender(m_piece); }

OfficerShootsCommand::OfficerShootsCommand(BattlegroupDocument *document, ratio::PieceRef officer, ratio::PieceRef victim)
    : DocumentCommand(document, PlayText::tr("Shot by %1: %2").arg(pieceName(document, officer), pieceName(document, victim)))
    , m_officer(officer)
    , m_victim(victim)
{
}
ratio::ActionResult OfficerShootsCommand::perform(Battlegroup &state)
{
    return engine(state).officerShoots(m_officer, m_victim);
}

LeaveBoardCommand::LeaveBoardCommand(BattlegroupDocument *document, ratio::PieceRef piece)
    : DocumentCommand(document, PlayText::tr("Left the board: %1").arg(pieceName(document, piece)))
    , m_piece(piece)
{
}
ratio::ActionResult LeaveBoardCommand::perform(Battlegroup &state) { return engine(state).leaveBoard(m_piece); }

MarkActedCommand::MarkActedCommand(BattlegroupDocument *document, ratio::PieceRef piece)
    : DocumentCommand(document, PlayText::tr("Moved or fired: %1").arg(pieceName(document, piece)))
    , m_piece(piece)
{
}
ratio::ActionResult MarkActedCommand::perform(Battlegroup &state) { return engine(state).markActed(m_piece); }

NbcAttackCommand::NbcAttackCommand(BattlegroupDocument *document, int unit)
    : DocumentCommand(document, PlayText::tr("NBC attack: %1").arg(unitName(document, unit)))
    , m_unit(unit)
{
}
ratio::ActionResult NbcAttackCommand::perform(Battlegroup &state) { return engine(state).nbcAttack(m_unit); }

BailOutCommand::BailOutCommand(BattlegroupDocument *document, ratio::PieceRef vehicle, QList<int> survivors)
    : DocumentCommand(document, PlayText::tr("Crew bailed out: %1").arg(pieceName(document, vehicle)))
    , m_vehicle(vehicle)
    , m_survivors(std::move(survivors))
{
}
ratio::ActionResult BailOutCommand::perform(Battlegroup &state)
{
    return engine(state).bailOut(m_vehicle, m_survivors);
}

ExplosiveDestructionCommand::ExplosiveDestructionCommand(BattlegroupDocument *document, ratio::PieceRef vehicle,
                                                         QList<int> survivors, bool ownInitiative)
    : DocumentCommand(document, PlayText::tr("Explosive destruction: %1").arg(pieceName(document, vehicle)))
    , m_vehicle(vehicle)
    , m_survivors(std::move(survivors))
    , m_ownInitiative(ownInitiative)
{
}
ratio::ActionResult ExplosiveDestructionCommand::perform(Battlegroup &state)
{
    return engine(state).explosiveDestruction(m_vehicle, m_survivors, m_ownInitiative);
}

CheckCommand::CheckCommand(BattlegroupDocument *document, ratio::PieceRef piece, DiceSource &dice, bool interceptive)
    : DocumentCommand(document, (interceptive ? PlayText::tr("Interceptive-fire check: %1") : PlayText::tr("Morale check: %1"))
                                    .arg(pieceName(document, piece)))
    , m_piece(piece)
    , m_dice(dice)
    , m_interceptive(interceptive)
{
}
ratio::ActionResult CheckCommand::perform(Battlegroup &state)
{
    return engine(state).check(m_piece, m_dice, m_interceptive);
}

EndTurnCommand::EndTurnCommand(BattlegroupDocument *document, bool overridePending)
    : DocumentCommand(document, PlayText::tr("End turn %1").arg(document->battlegroup().turn))
    , m_override(overridePending)
{
}
ratio::ActionResult EndTurnCommand::perform(Battlegroup &state) { return engine(state).endTurn(m_override); }

} // namespace md
