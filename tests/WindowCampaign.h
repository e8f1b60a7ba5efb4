#pragma once

// The campaign window tests' way to start a campaign. With campaign files, Campaign → New campaign as a player
// does it (the name, then the file). On the test server (MORALEDESK_TEST_POSTGRES, tests/CampaignTestServer.h), the
// way a club does it: the organiser makes the campaign in the database set up for it (the same
// CampaignDatabase::create() as `moraledesk campaign ADDRESS create`), and the referee's window opens it by
// its address.

#include "CampaignDatabase.h"
#include "CampaignTestServer.h"
#include "MainWindow.h"
#include "TestPrompter.h"

#include <QString>

namespace md::test {

// `location`: a file name, or on the server a fresh database's address (CampaignTestServer::newDatabase()).
inline bool newCampaignIn(MainWindow *w, TestPrompter *prompter, const QString &name, const QString &location)
{
    if (!CampaignTestServer::isServerLocation(location)) {
        prompter->texts.enqueue(name);
        prompter->campaignName = location;
        return w->newCampaign();
    }
    CampaignInfo info;
    info.name = name;
    QString error;
    if (!CampaignDatabase::create(location, info, &error)) {
        qWarning("create %s: %s", qPrintable(location), qPrintable(error));
        return false;
    }
    prompter->campaignName = location;
    return w->openCampaignFile(location);
}

} // namespace md::test
