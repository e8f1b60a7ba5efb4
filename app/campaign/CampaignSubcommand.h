#pragma once

#include "CampaignVerbSet.h"

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace md {

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
    static QString usage();
};

} // namespace md
