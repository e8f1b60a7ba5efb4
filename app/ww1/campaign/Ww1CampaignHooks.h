#pragma once

#include "system/SystemUi.h"
#include "ww1/model/Ww1Force.h"

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

namespace md::ww1 {

// WW1's part of the Campaign menu and window, which Ww1Ui's campaign overrides hand on to: recording the open
// force (with the opponent's force file if the players add it), the next battle of a force with what carried
// over, its page of the campaign window, its verbs of `moraledesk campaign`.
class Ww1CampaignHooks
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1CampaignHooks)

public:
    // The status line, or nothing when it was not recorded (the reason shown).
    static std::optional<QString> recordBattle(CampaignDatabase &campaign, const Ww1Force &open, Prompter *prompter,
                                               Settings *settings, QWidget *parent);
    // Force `name` for its next battle (a Ww1State); `*status` says what carried over and by which reading.
    // Null (the reason shown) when it cannot.
    static std::unique_ptr<GameState> nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                 QWidget *parent, QString *status);
    static QList<CampaignPage *> pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent);
    static std::optional<CampaignVerbSet> verbs();
    // WW1 adds no entry of its own to the Campaign menu.
    static QList<CampaignMenuAction> menuActions() { return {}; }
};

} // namespace md::ww1
