#pragma once

#include "fantasy/model/FanBattle.h"
#include "system/SystemUi.h"

#include <QCoreApplication>

#include <memory>
#include <optional>

class QWidget;

namespace md {
class CampaignDatabase;
class CampaignPage;
class GameState;
class Prompter;
class Settings;
}

namespace md::fantasy {

// The fantasy part of the Campaign menu and window, which FanUi's campaign overrides hand on to: recording the
// open battle (both its sides; a side without units is left out), a side's army for its next battle with what
// carried over, its page of the campaign window, its verbs of `moraledesk campaign`. The signatures are the
// Napoleonic system's (NapCampaignHooks).
class FanCampaignHooks
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanCampaignHooks)

public:
    // The status line, or nothing when it was not recorded (the reason shown).
    static std::optional<QString> recordBattle(CampaignDatabase &campaign, const FanBattle &open, Prompter *prompter,
                                               Settings *settings, QWidget *parent);
    // Side `name`'s army for its next battle (a FanState); `*status` says what carried over, by the program's
    // reading. Null (the reason shown) when it cannot.
    static std::unique_ptr<GameState> nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                 QWidget *parent, QString *status);
    static QList<CampaignPage *> pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent);
    static std::optional<CampaignVerbSet> verbs();
    // The fantasy system adds no entry of its own to the Campaign menu.
    static QList<CampaignMenuAction> menuActions() { return {}; }
};

} // namespace md::fantasy
