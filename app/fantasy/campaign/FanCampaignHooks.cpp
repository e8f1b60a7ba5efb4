#include "fantasy/campaign/FanCampaignHooks.h"

#include "CampaignDatabase.h"
#include "base/Prompter.h"
#include "fantasy/FanState.h"
#include "fantasy/campaign/FanCampaignPage.h"
#include "fantasy/campaign/FanCampaignRecorder.h"
#include "fantasy/campaign/FanCampaignVerbs.h"

namespace md::fantasy {

std::optional<QString> FanCampaignHooks::recordBattle(CampaignDatabase &campaign, const FanBattle &open, Prompter *prompter,
                                                      Settings *settings, QWidget *parent)
{
    // A fantasy battle holds both sides: no opponent's file to ask for.
    Q_UNUSED(settings);
    QString error;
    const auto record = FanCampaignRecorder(campaign).recordBattle(open, BattleInfo{}, &error);
    if (!record) {
        if (prompter)
            prompter->showError(parent, tr("Battle not recorded"), error);
        return std::nullopt;
    }
    return FanCampaignRecorder::describe(*record).replace(QLatin1Char('\n'), QLatin1Char(' '));
}

std::unique_ptr<GameState> FanCampaignHooks::nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                        QWidget *parent, QString *status)
{
    QString error;
    const auto next = FanCampaignRecorder(campaign).nextBattle(name, &error);
    if (!next) {
        if (prompter)
            prompter->showError(parent, tr("Next battle"), error);
        return nullptr;
    }
    if (status)
        *status = next->status;
    return std::make_unique<FanState>(next->battle);
}

QList<CampaignPage *> FanCampaignHooks::pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent)
{
    Q_UNUSED(prompter);
    return {new FanCampaignPage(campaign, parent)};
}

std::optional<CampaignVerbSet> FanCampaignHooks::verbs() { return FanCampaignVerbs::verbSet(); }

} // namespace md::fantasy
