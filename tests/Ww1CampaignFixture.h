#pragma once

// What tst_ww1_campaign and tst_ww1_campaign_verbs share: the trench raid played through the engine (set up
// once per suite, in its initTestCase), its battle, and `moraledesk campaign` run with both systems' verbs.

#include "CampaignFixture.h"
#include "CampaignSubcommand.h"
#include "Ww1Fixtures.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/RatioCampaignVerbs.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/campaign/Ww1CampaignRecorder.h"
#include "ww1/campaign/Ww1CampaignVerbs.h"

#include <QDate>
#include <QSqlDatabase>
#include <QString>
#include <QStringList>
#include <QTest>
#include <QTextStream>

namespace md::test {
using namespace md::ww1;
using namespace Qt::StringLiterals;

// A trench raid played through the engine: the platoon takes 3 casualties (C1 of 12) and fails its test
// (rolled 5, needs 6: withdraws); Sgt Hale tests under fire for the first time in B4 (rolled 8: carries on);
// the German section in C5 is rushed with bayonets and both its stands surrender (rolled 2); it takes 2
// casualties (C1 of 8) and passes (rolled 9).
inline Ww1Force playedRaid(QString *error)
{
    Ww1Force f = makeForce();
    const auto fail = [error](const QString &what) {
        *error = what;
        return Ww1Force{};
    };
    if (const auto c = Ww1Engine::addCasualties(f, u"p1"_s, 3); !c.error.isEmpty())
        return fail(c.error);
    DiceScript five(facesFor({5}));
    if (const auto g = Ww1Engine::groupTest(f, u"p1"_s, five); !g.error.isEmpty() || g.passed)
        return fail(u"p1's test: "_s + g.error);
    DiceScript eight(facesFor({8}));
    Ww1StandTest hale = standTest(u"hale"_s);
    hale.situation.underFire = true;
    if (const auto s = Ww1Engine::individualTest(f, u"B4"_s, {hale}, eight); !s.error.isEmpty())
        return fail(s.error);
    DiceScript two(facesFor({2}));
    QList<Ww1StandTest> rushed;
    for (const QString &id : {u"vogt"_s, u"brandt"_s}) {
        Ww1StandTest t = standTest(id, Ww1Trigger::HandToHand);
        t.situation.edgedWeapon = true;
        t.situation.outnumbered = true;
        t.situation.underFire = true;
        t.situation.friendlyCasualties = 3;
        rushed.append(t);
    }
    if (const auto s = Ww1Engine::individualTest(f, u"C5"_s, rushed, two); !s.error.isEmpty())
        return fail(s.error);
    if (const auto c = Ww1Engine::addCasualties(f, u"s1"_s, 2); !c.error.isEmpty())
        return fail(c.error);
    DiceScript nine(facesFor({9}));
    if (const auto g = Ww1Engine::groupTest(f, u"s1"_s, nine); !g.error.isEmpty() || !g.passed)
        return fail(u"s1's test: "_s + g.error);
    Ww1Engine::endTurn(f);
    return f;
}

inline BattleInfo raidInfo()
{
    BattleInfo info;
    info.date = QDate(1916, 7, 14);
    info.name = u"Raid on Bazentin"_s;
    info.scenario = u"Trench raid"_s;
    return info;
}

// Both systems' verbs, as main() hands them over (each with its rule system).
inline CampaignVerbSets bothSystems()
{
    CampaignVerbSet ratio = RatioCampaignVerbs::verbSet();
    ratio.ruleSystem = RatioCampaignRecorder::ruleSystem();
    return {ratio, Ww1CampaignVerbs::verbSet()};
}

inline Cli run(const QStringList &arguments, const CampaignVerbSets &sets = bothSystems())
{
    Cli r;
    QTextStream out(&r.out);
    QTextStream err(&r.err);
    r.code = CampaignSubcommand::run(QStringList{u"moraledesk"_s, u"campaign"_s} + arguments, out, err, sets);
    out.flush();
    err.flush();
    return r;
}

// The raid both suites record; a test class inherits this (privately) next to QObject.
class Ww1CampaignFixture : public CampaignFixture
{
protected:
    Ww1Force m_raid;
    // The raid with every group on the British side: one force of the campaign, "Trench raid", where a test is
    // about recording one force (m_raid, holding both sides, is recorded as two: bothSidesRecordedPerSide).
    Ww1Force m_oneSide;

    // The body of each suite's initTestCase: a failure here fails that initTestCase, so no test runs.
    void setUpRaid()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY2(QSqlDatabase::isDriverAvailable(u"QSQLITE"_s), "the QSQLITE driver (libqt6sql6-sqlite) is needed");
        QVERIFY2(ruleSystems().find(Ww1CampaignRecorder::ruleSystem()), "WW1 must be registered");
        QString error;
        m_raid = playedRaid(&error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QCOMPARE(m_raid.group(u"p1"_s)->status, Ww1GroupStatus::Withdrawing);
        QCOMPARE(m_raid.stand(u"vogt"_s)->result, Ww1Result::Surrendered);
        QCOMPARE(m_raid.stand(u"brandt"_s)->result, Ww1Result::Surrendered);
        QCOMPARE(m_raid.stand(u"hale"_s)->result, Ww1Result::CarryOn);
        m_oneSide = m_raid;
        for (Ww1Group &g : m_oneSide.groups)
            g.side = u"British"_s;
    }
};
} // namespace md::test
