#pragma once

#include "CampaignVerbSet.h"

#include <QCoreApplication>
#include <QStringList>

#include <optional>

namespace md {

class CampaignVerbContext;

// Ratio's verbs of `moraledesk campaign` (R7, R8, R11, R12): record, list, service-record, next-battle,
// add-replacement. The generic verbs (create, export-csv, backup, check) are CampaignSubcommand's.
class RatioCampaignVerbs
{
    Q_DECLARE_TR_FUNCTIONS(md::RatioCampaignVerbs)

public:
    static QStringList verbs();
    // Its verbs for `moraledesk campaign` (RatioUi::campaignVerbs()), listed among the shared ones as the usage
    // lists them.
    static CampaignVerbSet verbSet();
    // The exit code, or nothing when `c.verb` is not one of ratio's.
    static std::optional<int> run(const CampaignVerbContext &c);
};

} // namespace md
