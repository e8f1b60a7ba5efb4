#pragma once

// The campaign tests' command line: one `campaign` verb in-process through CampaignSubcommand::run.

#include "CampaignSubcommand.h"
#include "ratio/campaign/RatioCampaignVerbs.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace md::test {
using namespace Qt::StringLiterals;

struct Cli
{
    int code = -1;
    QString out;
    QString err;
};

inline Cli campaign(const QStringList &arguments)
{
    Cli r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = CampaignSubcommand::run(QStringList{u"moraledesk"_s, u"campaign"_s} + arguments, out, err, {RatioCampaignVerbs::verbSet()});
    out.flush();
    err.flush();
    return r;
}

} // namespace md::test
