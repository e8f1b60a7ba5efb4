#pragma once

#include "CampaignVerbSet.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace md {
class CampaignVerbContext;
}

namespace md::nap {

// The Napoleonic verbs of `moraledesk campaign`: record, list, next-battle. Ratio and WW1 have verbs of the
// same names, so the set says which runs are its own (claims): a record of a Napoleonic battle file, the next
// battleday of a Napoleonic army, the list of a campaign whose battles are all Napoleonic; and it adds its
// battledays to another system's list under its own heading (sections).
class NapCampaignVerbs
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCampaignVerbs)

public:
    static QStringList verbs();
    // Its verbs (NapUi::campaignVerbs()).
    static CampaignVerbSet verbSet();
    // The exit code, or nothing when `c.verb` is not one of its own.
    static std::optional<int> run(const CampaignVerbContext &c);
    // Whether a run of a verb several systems have is the Napoleonic system's.
    static bool claims(const CampaignVerbContext &c);
    // The CSV of `list --csv`: one row per army per battleday.
    static QStringList csvColumns();
};

} // namespace md::nap
