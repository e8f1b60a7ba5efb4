#pragma once

#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace md {

class CampaignVerbContext;

// A rule system's verbs of `moraledesk campaign` (SystemUi::campaignVerbs(); ratio's: record, list,
// service-record, next-battle, add-replacement). CampaignSubcommand runs its own verbs (create, export-csv,
// backup, check) and hands every other one to each set in turn.
struct CampaignVerbSet
{
    // Its verbs in the order the usage lists them; it may name the shared verbs among them to place its own
    // around them (a shared verb it does not name is listed first (create) or last).
    QStringList listing;
    // The exit code, or nothing when the verb is not one of its own.
    std::function<std::optional<int>(const CampaignVerbContext &context)> run;
};

using CampaignVerbSets = QList<CampaignVerbSet>;

} // namespace md
