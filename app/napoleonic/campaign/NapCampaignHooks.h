#pragma once

#include "napoleonic/model/NapBattle.h"
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

namespace md::nap {

// The Napoleonic part of the Campaign menu and window, which NapUi's campaign overrides hand on to: recording
// the open battle's battleday (with the other army's file when the open one holds one army), the next
// battleday of an army with what carried over, its page of the campaign window, its verbs of `moraledesk
// campaign`. The signatures are WW1's (Ww1CampaignHooks).
class NapCampaignHooks
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCampaignHooks)

public:
    // The status line, or nothing when it was not recorded (the reason shown).
    static std::optional<QString> recordBattle(CampaignDatabase &campaign, const NapBattle &open, Prompter *prompter,
                                               Settings *settings, QWidget *parent);
    // Army `name`'s battle for its next battleday (a NapState); `*status` says what carried over, by 15.96 and
    // the program's reading. Null (the reason shown) when it cannot.
    static std::unique_ptr<GameState> nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                                 QWidget *parent, QString *status);
    static QList<CampaignPage *> pages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent);
    static std::optional<CampaignVerbSet> verbs();
    // The Napoleonic system adds no entry of its own to the Campaign menu.
    static QList<CampaignMenuAction> menuActions() { return {}; }
    // The open battle with the armies of `other` added (the other side kept in a file of its own); the reason
    // in `*error` when an army or an id of it is already in the open battle.
    static std::optional<NapBattle> withArmiesOf(const NapBattle &open, const NapBattle &other, QString *error);
};

} // namespace md::nap
