#pragma once

#include "CampaignVerbSet.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace md {
class CampaignVerbContext;
}

namespace md::ww1 {

// WW1's verbs of `moraledesk campaign`: record, list, next-battle. Ratio has verbs of the same names, so the
// set says which runs are its own (claims): a record of WW1 force files, the next battle of a WW1 force, the
// list of a campaign whose battles are all WW1's; and it adds its battles to another system's list under its
// own heading (sections).
class Ww1CampaignVerbs
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1CampaignVerbs)

public:
    static QStringList verbs();
    // Its verbs (Ww1Ui::campaignVerbs()).
    static CampaignVerbSet verbSet();
    // The exit code, or nothing when `c.verb` is not one of WW1's.
    static std::optional<int> run(const CampaignVerbContext &c);
    // Whether a run of a verb several systems have is WW1's.
    static bool claims(const CampaignVerbContext &c);
};

} // namespace md::ww1
