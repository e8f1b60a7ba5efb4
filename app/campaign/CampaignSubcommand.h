#pragma once

#include "CampaignVerbSet.h"

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace md {

class CampaignVerbContext;

// `moraledesk campaign FILE VERB …`: the campaign file from the command line, headless (Qt Core and Sql).
// Bad arguments: one line on stderr, exit 2. A missing, foreign or damaged campaign, a missing or invalid
// battlegroup file, or a refused change: one line on stderr, exit 1.
class CampaignSubcommand
{
    Q_DECLARE_TR_FUNCTIONS(md::CampaignSubcommand)

public:
    enum Exit { Ok = 0, Failed = 1, Usage = 2 };

    static constexpr QLatin1StringView subcommand{"campaign"};

    // arguments[0] is the program, [1] "campaign", [2] the campaign file, [3] the verb, then its arguments.
    // `systems`: the rule systems' verbs (SystemUi::campaignVerbs()), asked in turn for a verb not shared.
    static int run(const QStringList &arguments, QTextStream &out, QTextStream &err, const CampaignVerbSets &systems);
    // Every verb, in the order the usage lists them.
    static QStringList verbs(const CampaignVerbSets &systems);
    // `systems` names the rule systems --system takes.
    static QString usage(const CampaignVerbSets &systems = {});

private:
    // A verb of the rule systems': by --system, else by the set whose run it is, else the first that has it.
    static int runSystemVerb(const CampaignVerbContext &c, const CampaignVerbSets &systems);
    // The set `name` names: its rule system's id or the id's first word ("ww1"), in any case.
    static const CampaignVerbSet *findSystem(const CampaignVerbSets &systems, const QString &name);
    static QStringList systemNames(const CampaignVerbSets &systems);
    // `list --json` of several systems: the first system's JSON object with the keys of each section's object
    // (WW1's "ww1Battles") added; the first output unchanged when nothing is added.
    // "Only ratio has service-record, add-replacement.": one line per system with verbs no other system has.
    static QString onlyOneSystem(const CampaignVerbSets &systems);
    static QString mergedJson(const QString &first, const QStringList &parts);
};

} // namespace md
