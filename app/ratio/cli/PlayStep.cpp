#include "ratio/cli/PlayStep.h"

#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/rules/StepParser.h"
#include "kernel/Dice.h"

using namespace Qt::StringLiterals;

namespace md {

namespace {
QString quotedId(const QString &id) { return u'"' + id + u'"'; }
} // namespace

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
    PlayStep step;
    step.m_verb = parsed->verb;
    step.m_text = parsed->text;
    step.m_subject = parsed->subject;
    step.m_victim = parsed->victim;
    step.m_system = parsed->system;
    step.m_number = parsed->number;
    step.m_crew = parsed->crew;
    step.m_own = parsed->own;
    step.m_interceptive = parsed->interceptive;
    step.m_override = parsed->overrideDue;
    return step;
}

std::optional<ratio::PieceRef> PlayStep::findPiece(const Battlegroup &bg, const QString &id)
{
    return ratio::StepParser::findPiece(bg, id);
}

std::optional<int> PlayStep::findUnit(const Battlegroup &bg, const QString &id)
{
    return ratio::StepParser::findUnit(bg, id);
}

std::optional<ratio::PieceRef> PlayStep::piece(const Battlegroup &bg, const QString &id, QString *why)
{
    return ratio::StepParser::piece(bg, id, why);
}

ratio::ActionResult PlayStep::apply(Commands &commands, const BattlegroupDocument &document) const
{
    const Battlegroup &bg = document.battlegroup();
    if (m_verb == Verb::EndTurn)
        return commands.endTurn(m_override);
    if (m_verb == Verb::Nbc) {
        const auto unit = findUnit(bg, m_subject);
        if (!unit)
            return ratio::ActionResult::refused(findPiece(bg, m_subject)
                                                    ? tr("%1 is a piece; nbc needs the id of a unit").arg(quotedId(m_subject))
                                                    : tr("no unit has the id %1").arg(quotedId(m_subject)));
        return commands.nbcAttack(*unit);
    }
    QString why;
    const auto ref = piece(bg, m_subject, &why);
    if (!ref)
        return ratio::ActionResult::refused(why);
    switch (m_verb) {
    case Verb::Casualty:
        return commands.casualty(*ref, m_own);
    case Verb::Hit:
        return commands.penetratingHit(*ref, m_own);
    case Verb::System:
        return commands.loseSystemLevel(*ref, m_system, m_own);
    case Verb::Weapon:
        return commands.knockOutWeapon(*ref, m_number - 1, m_own);
    case Verb::Surrender:
        return commands.surrender(*ref);
    case Verb::Shoot: {
        const auto victim = piece(bg, m_victim, &why);
        if (!victim)
            return ratio::ActionResult::refused(why);
        return commands.officerShoots(*ref, *victim);
    }
    case Verb::Leave:
        return commands.leaveBoard(*ref);
    case Verb::Acted:
        return commands.markActed(*ref);
    case Verb::BailOut:
        return commands.bailOut(*ref, m_crew);
    case Verb::Explode:
        return commands.explosiveDestruction(*ref, m_crew, m_own);
    case Verb::Check: {
        TypedDie die(m_number); // the player's own roll; the engine uses it only when the result is not certain (R5)
        return commands.check(*ref, die, m_interceptive);
    }
    case Verb::Nbc:
    case Verb::EndTurn:
        break;
    }
    return ratio::ActionResult::refused(tr("unknown step"));
}

} // namespace md
