#include "system/SystemUi.h"

#include "base/Prompter.h"
#include "document/GameDocument.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

namespace md {

QString SystemUi::noCampaignRecords() const
{
    const RuleSystem *system = ruleSystems().find(ruleSystem());
    return tr("%1 keeps no campaign records.").arg(system ? system->displayName() : ruleSystem());
}

std::optional<QString> SystemUi::recordBattle(CampaignDatabase &, const GameState &, Prompter *prompter, Settings *,
                                              QWidget *parent) const
{
    if (prompter)
        prompter->showError(parent, tr("Battle not recorded"), noCampaignRecords());
    return std::nullopt;
}

std::unique_ptr<GameDocument> SystemUi::nextBattle(CampaignDatabase &, const QString &, Prompter *prompter,
                                                   QWidget *parent, QString *) const
{
    if (prompter)
        prompter->showError(parent, tr("No next battle"), noCampaignRecords());
    return nullptr;
}

QList<CampaignPage *> SystemUi::campaignPages(CampaignDatabase *, Prompter *, QWidget *) const { return {}; }

} // namespace md
