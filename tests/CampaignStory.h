#pragma once

// Story: everything the campaign tests' test campaign went through, and buildCampaign() that records it.

#include "CampaignDatabase.h"
#include "CampaignPlay.h"
#include "CampaignRosters.h"
#include "ratio/campaign/CarryOver.h"
#include "ratio/campaign/RatioCampaignRecorder.h"

#include <QString>

namespace md::test {
using namespace Qt::StringLiterals;

// Everything the test campaign went through, for the tests to compare with.
struct Story
{
    Battlegroup blue1, red1; // as battle 1 ended
    NextBattle blueNext2, redNext2;
    Battlegroup blue2, red2; // as battle 2 ended
    BattleRecord record1, record2;
};

// The test campaign through the API: battle 1, a replacement for each side (Red: delay 0, Blue: delay 1),
// next-battle for both, battle 2.
inline QString buildCampaign(CampaignDatabase &db, Story &s)
{
    QString error;
    s.blue1 = blueRoster();
    s.red1 = redRoster();
    if (QString e = playBattle1(s.blue1, s.red1); !e.isEmpty())
        return e;
    const auto r1 = RatioCampaignRecorder(db).recordBattle({s.blue1, s.red1}, battle1Info(), &error);
    if (!r1)
        return error;
    s.record1 = *r1;
    if (!RatioCampaignRecorder(db).addReplacement(u"Red Force"_s, redReplacement(), 0, &error))
        return error;
    if (!RatioCampaignRecorder(db).addReplacement(u"Blue Force"_s, blueReplacement(), 1, &error, u"from the depot"_s))
        return error;
    const auto bn = RatioCampaignRecorder(db).nextBattle(u"Blue Force"_s, &error);
    if (!bn)
        return error;
    const auto rn = RatioCampaignRecorder(db).nextBattle(u"Red Force"_s, &error);
    if (!rn)
        return error;
    s.blueNext2 = *bn;
    s.redNext2 = *rn;
    s.blue2 = bn->battlegroup;
    s.red2 = rn->battlegroup;
    if (QString e = playBattle2(s.blue2, s.red2); !e.isEmpty())
        return e;
    const auto r2 = RatioCampaignRecorder(db).recordBattle({s.blue2, s.red2}, battle2Info(), &error);
    if (!r2)
        return error;
    s.record2 = *r2;
    return {};
}

} // namespace md::test
