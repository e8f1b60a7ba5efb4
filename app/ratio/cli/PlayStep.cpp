#include "ratio/cli/PlayStep.h"

#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/StepParser.h"
#include "kernel/Dice.h"

namespace md {

// The grammar is ratio's, in core (StepParser): `moraledesk play` and RatioSystem::playStep read the same steps.
QStringList PlayStep::forms()
{
    return ratio::StepParser::forms();
}

std::optional<PlayStep> PlayStep::parse(const QString &line, QString *error)
{
    const std::optional<ratio::ParsedStep> parsed = ratio::StepParser::parse(line, error);
    if (!parsed)
        return std::nullopt;
    return PlayStep(*parsed);
}

std::optional<ratio::PieceRef> PlayStep::findPiece(const Battlegroup &bg, const QString &id)
{
    return ratio::StepParser::findPiece(bg, id);
}

std::optional<int> PlayStep::findUnit(const Battlegroup &bg, const QString &id)
{
    return ratio::StepParser::findUnit(bg, id);
}

ratio::ActionResult PlayStep::apply(Commands &commands, const BattlegroupDocument &document) const
{
    // R5: a check's die is the player's own roll; the engine uses it only when the result is not certain.
    TypedDie die(m_step.number);
    return ratio::StepParser::play(m_step, commands, document.battlegroup(), die);
}

} // namespace md
