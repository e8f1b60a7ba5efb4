#pragma once

#include "commands/DocumentCommand.h"

namespace md {

// One class per editing verb. Each edit must leave a battlegroup that passes BattlegroupValidator, so an
// edit that breaks a rule is refused with the validator's reason instead of being clamped.

class EditBattlegroupCommand final : public DocumentCommand
{
public:
    EditBattlegroupCommand(BattlegroupDocument *document, QString name, QString side, QString notes, RuleOptions rules);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    QString m_name;
    QString m_side;
    QString m_notes;
    RuleOptions m_rules;
};

class AddUnitCommand final : public DocumentCommand
{
public:
    AddUnitCommand(BattlegroupDocument *document, Unit unit, int index);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    Unit m_unit;
    int m_index;
};

class RemoveUnitCommand final : public DocumentCommand
{
public:
    RemoveUnitCommand(BattlegroupDocument *document, int index);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    int m_index;
};

// Changes a unit's own fields; its pieces stay as they are.
class EditUnitCommand final : public DocumentCommand
{
public:
    EditUnitCommand(BattlegroupDocument *document, int index, Unit unit);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    int m_index;
    Unit m_unit;
};

class AddPieceCommand final : public DocumentCommand
{
public:
    AddPieceCommand(BattlegroupDocument *document, int unit, Piece piece, int index);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    int m_unit;
    Piece m_piece;
    int m_index;
};

class RemovePieceCommand final : public DocumentCommand
{
public:
    RemovePieceCommand(BattlegroupDocument *document, ratio::PieceRef piece);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    ratio::PieceRef m_piece;
};

// Changes a piece's roster fields (name, rank, systems, weapons…); its play state stays as it is.
class EditPieceCommand final : public DocumentCommand
{
public:
    EditPieceCommand(BattlegroupDocument *document, ratio::PieceRef ref, Piece piece);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    ratio::PieceRef m_ref;
    Piece m_piece;
};

// Puts back a whole state, e.g. work recovered after a crash, as one undoable step.
class RestoreCommand final : public DocumentCommand
{
public:
    RestoreCommand(BattlegroupDocument *document, Battlegroup state);
protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }
private:
    Battlegroup m_state;
};

} // namespace md
