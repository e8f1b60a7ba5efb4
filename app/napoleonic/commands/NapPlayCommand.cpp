#include "napoleonic/commands/NapPlayCommand.h"

#include "napoleonic/texts/NapTexts.h"

namespace md::nap {

NapPlayCommand::NapPlayCommand(NapDocument *document, const QString &text, Verb verb)
    : NapDocumentCommand(document, text)
    , m_verb(std::move(verb))
{
}

QString NapPlayCommand::perform(NapBattle &battle) { return m_verb(battle); }

QString NapPlayCommand::lossText(const NapBattle &battle, const QString &unitId, int figures, int cannon, bool shock)
{
    const QString what = NapTexts::losses(figures, cannon);
    return shock ? tr("Shock losses: %1, %2").arg(NapTexts::unitName(battle, unitId), what)
                 : tr("Losses: %1, %2").arg(NapTexts::unitName(battle, unitId), what);
}

QString NapPlayCommand::checkText(const NapBattle &battle, const NapCheckRequest &request)
{
    const QString code = NapTexts::code(request.circumstance);
    if (request.unitIds.size() == 1)
        return tr("Check: %1 (%2)").arg(NapTexts::unitName(battle, request.unitIds.constFirst()), code);
    return tr("Check: %1 together (%2)").arg(NapTexts::unitNames(battle, request.unitIds), code);
}

QString NapPlayCommand::rallyText(const NapBattle &battle, const QString &unitId)
{
    return tr("Rally: %1 (P-c)").arg(NapTexts::unitName(battle, unitId));
}

QString NapPlayCommand::nextPhaseText(const NapBattle &battle)
{
    const QList<NapPhase> &phases = battle.settings.phases;
    if (phases.isEmpty())
        return tr("Next phase");
    const qsizetype next = (battle.phaseIndex + 1) % phases.size();
    if (next == 0)
        return tr("Next phase: turn %1, %2").arg(battle.turn + 1).arg(NapTexts::phaseName(phases.at(next)));
    return tr("Next phase: %1").arg(NapTexts::phaseName(phases.at(next)));
}

} // namespace md::nap
