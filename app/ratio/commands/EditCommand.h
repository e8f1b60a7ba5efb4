#pragma once

#include "ratio/commands/DocumentCommand.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace md {

// Every editing verb as one undo command: the change it makes to a copy of the state, and the text the undo
// history shows for it. Each edit must leave a battlegroup that passes BattlegroupValidator, so an edit that
// breaks a rule is refused with the validator's reason instead of being clamped. The named constructors below
// are the verbs.
class EditCommand final : public DocumentCommand
{
    // The context the edit verbs' texts have always been translated under.
    Q_DECLARE_TR_FUNCTIONS(md::EditCommands)

public:
    using Edit = std::function<ratio::ActionResult(Battlegroup &state)>;

    EditCommand(BattlegroupDocument *document, const QString &text, Edit edit);

    static std::unique_ptr<EditCommand> editBattlegroup(BattlegroupDocument *document, QString name, QString side,
                                                        QString notes, RuleOptions rules);
    static std::unique_ptr<EditCommand> addUnit(BattlegroupDocument *document, Unit unit, int index);
    static std::unique_ptr<EditCommand> removeUnit(BattlegroupDocument *document, int index);
    // Changes a unit's own fields; its pieces stay as they are.
    static std::unique_ptr<EditCommand> editUnit(BattlegroupDocument *document, int index, Unit unit);
    static std::unique_ptr<EditCommand> addPiece(BattlegroupDocument *document, int unit, Piece piece, int index);
    static std::unique_ptr<EditCommand> removePiece(BattlegroupDocument *document, ratio::PieceRef piece);
    // Changes a piece's roster fields (name, rank, systems, weapons…); its play state stays as it is.
    static std::unique_ptr<EditCommand> editPiece(BattlegroupDocument *document, ratio::PieceRef ref, Piece piece);
    // Puts back a whole state, e.g. work recovered after a crash, as one undoable step.
    static std::unique_ptr<EditCommand> restore(BattlegroupDocument *document, Battlegroup recovered);

protected:
    ratio::ActionResult perform(Battlegroup &state) override;
    bool validatesRoster() const override { return true; }

private:
    Edit m_edit;
};

} // namespace md
