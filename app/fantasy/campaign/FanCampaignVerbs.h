#pragma once

#include "CampaignVerbSet.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace md {
class CampaignVerbContext;
}

namespace md::fantasy {

// The fantasy verbs of `moraledesk campaign`: record (a fantasy battle file), list (the battles, each side's
// units as the battle ended) and next-battle (a side's army for its next battle). Other systems have verbs of
// the same names, so the set says which runs are its own (claims): a record of a fantasy battle file, the next
// battle of a fantasy side, the list of a campaign whose battles are all fantasy ones; and it adds its battles
// to another system's list under its own heading (sections).
class FanCampaignVerbs
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanCampaignVerbs)

public:
    static QStringList verbs();
    // Its verbs (FanUi::campaignVerbs(), through FanCampaignHooks).
    static CampaignVerbSet verbSet();
    // The exit code, or nothing when `c.verb` is not one of its own.
    static std::optional<int> run(const CampaignVerbContext &c);
    // Whether a run of a verb several systems have is the fantasy system's.
    static bool claims(const CampaignVerbContext &c);
};

} // namespace md::fantasy
