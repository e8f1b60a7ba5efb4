#pragma once

#include <QList>
#include <QStringList>

#include <functional>
#include <optional>

namespace md {

class CampaignVerbContext;

// A rule system's verbs of `moraledesk campaign` (SystemUi::campaignVerbs(); ratio's: record, list,
// service-record, next-battle, add-replacement). CampaignSubcommand runs its own verbs (create, export-csv,
// backup, check) and hands every other one to the sets: to the one `--system` names, else to the one whose run
// it is when several have the verb (claims), else to each set in turn.
struct CampaignVerbSet
{
    // Its verbs in the order the usage lists them; it may name the shared verbs among them to place its own
    // around them (a shared verb it does not name is listed first (create) or last).
    QStringList listing;
    // The exit code, or nothing when the verb is not one of its own.
    std::function<std::optional<int>(const CampaignVerbContext &context)> run;
    // The rule system whose verbs these are (RuleSystem::id(), "ww1-morale"). `--system` names it by the id or
    // its short name ("ww1", RuleSystemRegistry::shortName()). main() fills it from SystemUi::ruleSystem() when a set leaves it empty.
    QString ruleSystem = {};
    // When several sets have a verb and no --system is given: whether this run is this set's (a file it names,
    // or a force it names, is its system's). Unset: it claims none. When none claims it, the first set that
    // has the verb (the registry's fallback system, ratio) answers.
    std::function<bool(const CampaignVerbContext &context)> claims = {};
    // Verbs whose output follows the answering set's when no set claimed the run (`list`): run again here with
    // CampaignVerbContext::section set, printing its own section, or nothing when it has nothing to show.
    QStringList sections = {};
};

using CampaignVerbSets = QList<CampaignVerbSet>;

} // namespace md
