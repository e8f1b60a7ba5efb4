#pragma once

#include "commands/DocumentCommand.h"

#include <QList>

namespace md {

// One class per play verb (R6-R11). Each applies the rules engine to a copy of the state.

class CasualtyCommand final : public DocumentCommand
{
public:
    CasualtyCommand(BattlegroupDocument *document, ratio::PieceRef piece, bool ownInitiative);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
    bool m_ownInitiative;
};

class PenetratingHitCommand final : public DocumentCommand
{
public:
    PenetratingHitCommand(BattlegroupDocument *document, ratio::PieceRef piece, bool ownInitiative);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
    bool m_ownInitiative;
};

class LoseSystemLevelCommand final : public DocumentCommand
{
public:
    LoseSystemLevelCommand(BattlegroupDocument *document, ratio::PieceRef piece, VehicleSystem system, bool ownInitiative);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
    VehicleSystem m_system;
    bool m_ownInitiative;
};

class KnockOutWeaponCommand final : public DocumentCommand
{
public:
    KnockOutWeaponCommand(BattlegroupDocument *document, ratio::PieceRef piece, int weapon, bool ownInitiative);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
    int m_weapon;
    bool m_ownInitiative;
};

class SurrenderCommand final : public DocumentCommand
{
public:
    SurrenderCommand(BattlegroupDocument *document, ratio::PieceRef piece);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
};

class OfficerShootsCommand final : public DocumentCommand
{
public:
    OfficerShootsCommand(BattlegroupDocument *document, ratio::PieceRef officer, ratio::PieceRef victim);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_officer;
    ratio::PieceRef m_victim;
};

class LeaveBoardCommand final : public DocumentCommand
{
public:
    LeaveBoardCommand(BattlegroupDocument *document, ratio::PieceRef piece);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
};

class MarkActedCommand final : public DocumentCommand
{
public:
    MarkActedCommand(BattlegroupDocument *document, ratio::PieceRef piece);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
};

class NbcAttackCommand final : public DocumentCommand
{
public:
    NbcAttackCommand(BattlegroupDocument *document, int unit);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    int m_unit;
};

class BailOutCommand final : public DocumentCommand
{
public:
    BailOutCommand(BattlegroupDocument *document, ratio::PieceRef vehicle, QList<int> survivors);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_vehicle;
    QList<int> m_survivors;
};

class ExplosiveDestructionCommand final : public DocumentCommand
{
public:
    ExplosiveDestructionCommand(BattlegroupDocument *document, ratio::PieceRef vehicle, QList<int> survivors,
                                bool ownInitiative);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_vehicle;
    QList<int> m_survivors;
    bool m_ownInitiative;
};

class CheckCommand final : public DocumentCommand
{
public:
    CheckCommand(BattlegroupDocument *document, ratio::PieceRef piece, DiceSource &dice, bool interceptive);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    ratio::PieceRef m_piece;
    DiceSource &m_dice; // used once, in prepare()
    bool m_interceptive;
};

class EndTurnCommand final : public DocumentCommand
{
public:
    EndTurnCommand(BattlegroupDocument *document, bool overridePending);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
private:
    bool m_override;
};

} // namespace md
