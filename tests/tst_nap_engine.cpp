// NapEngine's verbs against Part B: losses and the checks they queue (B.2), checks and their results (B.3.4-B.3.6),
// the cascade (B.2.3 item 6, B.3.6), 15.21, the Rally Phase (B.4.3, B.4.4), the Army Morale Fatigue Phase and
// demoralization (B.4.6, B.4.7), command changes, phases; every refusal changes nothing. The NapRules switches
// are tst_nap_engine_switches'.

#include "NapFixtures.h"

#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapEngine.h"
#include "napoleonic/rules/NapMfp.h"
#include "napoleonic/rules/NapTriggers.h"

#include <QtTest>

#include <functional>

using namespace md;
using namespace md::test::nap;

namespace {

NapCheckRequest one(const QString &unitId, NapCircumstance circumstance, NapSituation situation = {})
{
    NapCheckRequest r;
    r.unitIds = {unitId};
    r.circumstance = circumstance;
    r.situation = std::move(situation);
    return r;
}

// The battle with every unit of `ids` in `state`.
void setState(NapBattle &b, const QStringList &ids, NapUnitState state)
{
    for (const QString &id : ids)
        b.unit(id)->state = state;
}

} // namespace

class TestNapEngine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusalsChangeNothing_data();
    void refusalsChangeNothing();
    void lossQueuesTheCheck();
    void checkAppliesAndLogs();
    void effectsSayWhatItMeans();
    void oneCheckPerCircumstance();
    void cascade();
    void queueAndDismiss();
    void squareAgainstCavalry();
    void nextPhaseClearsPhaseState();
    void clearDisorder();
    void commandLossCountsEliminatedUnits();
    void groupTesterIgnoresKeptShockAdjustment();
    void rallyResetsFailures();
    void mfpPhaseAndTiers();
    void hourlyAccrualAndRevert();
    void officerAndPositionCharges();
};

void TestNapEngine::refusalsChangeNothing_data()
{
    // Each row: the scene set on the small battle, then a verb that must be refused and change nothing.
    using Scene = std::function<void(NapBattle &)>;
    using V = std::function<QString(NapBattle &)>;
    QTest::addColumn<Scene>("scene");
    QTest::addColumn<V>("verb");
    const Scene none = [](NapBattle &) {};
    const auto loss = [](const QString &id, int figures, int cannon) {
        return V([=](NapBattle &b) {
            QString e;
            NapEngine::loss(b, id, figures, cannon, false, &e);
            return e;
        });
    };
    const auto check = [](NapCheckRequest r, int face) {
        return V([=](NapBattle &b) {
            NapDice d{face};
            return NapEngine::check(b, r, d).error;
        });
    };
    NapSituation unknownRow;
    unknownRow.ticked = {u"n99"_s};
    NapSituation cavalryOdds;
    cavalryOdds.oddsAttacker = 2;
    cavalryOdds.oddsDefender = 1;
    NapCheckRequest twoAsOne = one(u"fr-1-ligne"_s, NapCircumstance::Id);
    twoAsOne.unitIds.append(u"fr-2-ligne"_s);
    NapCheckRequest twoArmies = twoAsOne;
    twoArmies.unitIds = {u"fr-1-ligne"_s, u"al-highlanders"_s};
    twoArmies.tester = NapTesterKind::Formation;

    QTest::newRow("loss: unknown unit") << none << loss(u"nobody"_s, 1, 0);
    QTest::newRow("loss: nothing lost") << none << loss(u"fr-1-ligne"_s, 0, 0);
    QTest::newRow("loss: more than it has") << none << loss(u"fr-1-ligne"_s, 13, 0);
    QTest::newRow("loss: correction below 0") << none << loss(u"fr-1-ligne"_s, -1, 0);
    QTest::newRow("loss: cannon for infantry") << none << loss(u"fr-1-ligne"_s, 0, 1);
    QTest::newRow("loss: more cannon than the battery has") << none << loss(u"fr-battery"_s, 0, 7);
    QTest::newRow("check: unknown unit") << none << check(one(u"nobody"_s, NapCircumstance::Ia), 5);
    QTest::newRow("check: routed unit (X-g)")
        << Scene([](NapBattle &b) { b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed; })
        << check(one(u"fr-1-ligne"_s, NapCircumstance::Ia), 5);
    QTest::newRow("check: a roll no d10 shows") << none << check(one(u"fr-1-ligne"_s, NapCircumstance::Ia), 11);
    QTest::newRow("check: unknown chart row") << none << check(one(u"fr-1-ligne"_s, NapCircumstance::Ia, unknownRow), 5);
    QTest::newRow("check: odds for cavalry (B-8)") << none << check(one(u"al-hussars"_s, NapCircumstance::Id, cavalryOdds), 5);
    QTest::newRow("check: two units as one unit") << none << check(twoAsOne, 5);
    QTest::newRow("check: units of two armies") << none << check(twoArmies, 5);
    QTest::newRow("check: a rally is not a check") << none << check(one(u"fr-1-ligne"_s, NapCircumstance::Pc), 5);
    QTest::newRow("routFriends: the unit is not routed")
        << none << V([](NapBattle &b) { return NapEngine::routFriends(b, u"fr-1-ligne"_s, {u"fr-2-ligne"_s}, false); });
    QTest::newRow("routFriends: an enemy named")
        << Scene([](NapBattle &b) { b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed; })
        << V([](NapBattle &b) {
               return NapEngine::routFriends(b, u"fr-1-ligne"_s, {u"fr-2-ligne"_s, u"al-militia"_s}, false);
           });
    QTest::newRow("queue: a rally") << none << V([](NapBattle &b) {
        return NapEngine::queue(b, NapPendingCheck{u"fr-1-ligne"_s, NapCircumstance::Pc, false, {}, {}});
    });
    QTest::newRow("queue: an exempt unit (X-g)")
        << Scene([](NapBattle &b) { b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed; })
        << V([](NapBattle &b) {
               return NapEngine::queue(b, NapPendingCheck{u"fr-1-ligne"_s, NapCircumstance::If, false, {}, {}});
           });
    QTest::newRow("dismiss: nothing queued") << none << V([](NapBattle &b) { return NapEngine::dismiss(b, 0, u"why"_s); });
    QTest::newRow("clearDisorder: not the Rally Phase") << none << V([](NapBattle &b) {
        QString e;
        NapEngine::clearDisorder(b, u"french"_s, {}, &e);
        return e;
    });
    QTest::newRow("rally: not routed") << Scene([](NapBattle &b) { setPhase(b, NapPhase::Rally); }) << V([](NapBattle &b) {
        NapDice d{1};
        return NapEngine::rally(b, u"fr-1-ligne"_s, {}, d).error;
    });
    QTest::newRow("rally: not the Rally Phase")
        << Scene([](NapBattle &b) { b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed; }) << V([](NapBattle &b) {
               NapDice d{1};
               return NapEngine::rally(b, u"fr-1-ligne"_s, {}, d).error;
           });
    QTest::newRow("routOffTable: not routed") << none << V([](NapBattle &b) { return NapEngine::routOffTable(b, u"fr-1-ligne"_s); });
    QTest::newRow("mfpPhase: not the Army Morale Fatigue Phase") << none << V([](NapBattle &b) {
        return NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E01, 1, 0}}).error;
    });
    QTest::newRow("mfpPhase: negative count")
        << Scene([](NapBattle &b) { setPhase(b, NapPhase::ArmyMoraleFatigue); })
        << V([](NapBattle &b) { return NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E01, -1, 0}}).error; });
    QTest::newRow("setOfficer: already so")
        << none << V([](NapBattle &b) { return NapEngine::setOfficer(b, u"fr-1bde"_s, NapOfficerStatus::Alive); });
    QTest::newRow("setOrder: Attack while demoralized (15.95)")
        << Scene([](NapBattle &b) { b.army(u"allied"_s)->demoralTier = 1; })
        << V([](NapBattle &b) { return NapEngine::setOrder(b, u"al-1bde"_s, NapOrder::Attack); });
    QTest::newRow("setOrder: Defend at 150 % (15.93)") << Scene([](NapBattle &b) {
        b.army(u"allied"_s)->demoralTier = 2;
        b.army(u"allied"_s)->commands[0].order = NapOrder::March;
    }) << V([](NapBattle &b) { return NapEngine::setOrder(b, u"al-1bde"_s, NapOrder::Defend); });
    QTest::newRow("arrive: already on the table") << none << V([](NapBattle &b) { return NapEngine::arrive(b, u"fr-1bde"_s); });
    QTest::newRow("withdraw: not on the table") << none << V([](NapBattle &b) { return NapEngine::withdraw(b, u"al-reserve"_s); });
    QTest::newRow("takePosition: unknown")
        << none << V([](NapBattle &b) { return NapEngine::takePosition(b, u"french"_s, u"Mill"_s); });
    QTest::newRow("nextPhase: a check queued (15.42)")
        << Scene([](NapBattle &b) { b.pending.append(NapPendingCheck{u"fr-2-ligne"_s, NapCircumstance::Ia, true, {}, {}}); })
        << V([](NapBattle &b) {
               const QString e = NapEngine::nextPhase(b);
               return e.contains(u"2nd Ligne"_s) ? e : QString(); // names the first queued check
           });
}

void TestNapEngine::refusalsChangeNothing()
{
    QFETCH(std::function<void(NapBattle &)>, scene);
    QFETCH(std::function<QString(NapBattle &)>, verb);
    NapBattle b = smallBattle();
    scene(b);
    const NapBattle before = b;
    const QString error = verb(b);
    QVERIFY2(!error.isEmpty(), "the verb must be refused with a reason");
    QCOMPARE(b, before);
}

void TestNapEngine::lossQueuesTheCheck()
{
    NapBattle b = smallBattle();
    QString error;
    // B.2.1 I-a in the Movement Phase: at once.
    setPhase(b, NapPhase::Movement);
    QList<NapPendingCheck> q = NapEngine::loss(b, u"fr-1-ligne"_s, 2, 0, false, &error);
    QCOMPARE(error, QString());
    QCOMPARE(q.size(), 1);
    QCOMPARE(q.constFirst().circumstance, NapCircumstance::Ia);
    QVERIFY(q.constFirst().instantaneous);
    QCOMPARE(b.pending, q);
    QCOMPARE(b.log.size(), 1);
    QCOMPARE(b.log.constFirst().event, NapLogEvent::Loss);
    QCOMPARE(b.log.constFirst().mfpHalf, 4);
    // A second loss before the check: no second queue entry.
    QVERIFY(NapEngine::loss(b, u"fr-1-ligne"_s, 1, 0, false, &error).isEmpty());
    QCOMPARE(b.pending.size(), 1);
    b.pending.clear();
    // B.2.2 P-b in the Reciprocal Infantry/Cavalry Fire Phase: at the phase's end.
    setPhase(b, NapPhase::ReciprocalInfantryFire);
    q = NapEngine::loss(b, u"fr-2-ligne"_s, 1, 0, false, &error);
    QCOMPARE(q.size(), 1);
    QCOMPARE(q.constFirst().circumstance, NapCircumstance::Pb);
    QVERIFY(!q.constFirst().instantaneous);
    b.pending.clear();
    // Shock Combat losses (E02) and losses in the Rally Phase call for no fire check.
    QVERIFY(NapEngine::loss(b, u"fr-guard"_s, 1, 0, true, &error).isEmpty());
    QVERIFY(b.log.constLast().shock);
    setPhase(b, NapPhase::Rally);
    QVERIFY(NapEngine::loss(b, u"fr-guard"_s, 1, 0, false, &error).isEmpty());
    // 15.76: fire on a routed unit only removes figures.
    setPhase(b, NapPhase::Movement);
    b.unit(u"al-militia"_s)->state = NapUnitState::Routed;
    QVERIFY(NapEngine::loss(b, u"al-militia"_s, 1, 0, false, &error).isEmpty());
    QCOMPARE(b.unit(u"al-militia"_s)->figuresLost, 1);
    // A correction.
    QVERIFY(NapEngine::loss(b, u"al-militia"_s, -1, 0, false, &error).isEmpty());
    QCOMPARE(error, QString());
    QCOMPARE(b.unit(u"al-militia"_s)->figuresLost, 0);
    // E01/E02 suggested from the log.
    const QList<NapMfpEntry> s = NapMfp::suggested(b, u"french"_s);
    QVERIFY(s.contains(NapMfpEntry{NapMfpEvent::E01, 5, 0}));
    QVERIFY(s.contains(NapMfpEntry{NapMfpEvent::E02, 1, 0}));
}

void TestNapEngine::checkAppliesAndLogs()
{
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::Movement);
    QString error;
    NapEngine::loss(b, u"fr-1-ligne"_s, 1, 0, false, &error);
    NapDice d{7};
    // 003-V1 in play: current CMR 5, roll 7: Disordered; the queued I-a is taken off.
    const NapCheckOutcome o = NapEngine::check(b, one(u"fr-1-ligne"_s, NapCircumstance::Ia), d);
    QCOMPARE(o.error, QString());
    QCOMPARE(o.preview.target, 5);
    QCOMPARE(o.roll, 7);
    QCOMPARE(o.result, NapResult::Disordered);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Disordered);
    QVERIFY(b.pending.isEmpty());
    QCOMPARE(b.log.size(), 2);
    const NapLogRecord &r = b.log.constLast();
    QCOMPARE(r.event, NapLogEvent::Check);
    QCOMPARE(r.roll, 7);
    QCOMPARE(r.target, 5);
    QCOMPARE(r.result, NapResult::Disordered);
    QCOMPARE(r.armyId, u"french"_s);
    QVERIFY(!r.typed);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->checksThisPhase, NapCircumstances({NapCircumstance::Ia}));
}

void TestNapEngine::effectsSayWhatItMeans()
{
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::Movement);
    NapDice d{10, 10, 1};
    NapCheckOutcome o = NapEngine::check(b, one(u"fr-1-ligne"_s, NapCircumstance::If), d);
    QCOMPARE(o.result, NapResult::Disordered);
    QVERIFY2(o.effect.startsWith(u"Disordered: half movement"_s), qPrintable(o.effect));
    QVERIFY(o.effect.contains(u"-2 in shock combat"_s));
    o = NapEngine::check(b, one(u"al-militia"_s, NapCircumstance::If), d);
    QCOMPARE(o.result, NapResult::Routed);
    QVERIFY2(o.effect.startsWith(u"Routed: rout move to the rear now; friends within 2\" who see it test (I-b, -2)"_s),
             qPrintable(o.effect));
    QCOMPARE(o.routed, QStringList{u"al-militia"_s});
    o = NapEngine::check(b, one(u"fr-guard"_s, NapCircumstance::If), d);
    QCOMPARE(o.result, NapResult::Pass);
    QVERIFY(o.effect.startsWith(u"Passed"_s));
}

void TestNapEngine::oneCheckPerCircumstance()
{
    // B.2.3 item 1, 15.21: once per circumstance per phase; I-a in the Shock Combat Phase every time.
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::Movement);
    NapDice d{1, 1, 1, 1};
    QCOMPARE(NapEngine::check(b, one(u"fr-guard"_s, NapCircumstance::Ia), d).error, QString());
    const NapBattle before = b;
    const QString refused = NapEngine::check(b, one(u"fr-guard"_s, NapCircumstance::Ia), d).error;
    QVERIFY(refused.contains(u"15.21"_s));
    QCOMPARE(b, before);
    QCOMPARE(NapEngine::check(b, one(u"fr-guard"_s, NapCircumstance::If), d).error, QString());
    // A loss after the check queues no second I-a in the same phase.
    QString error;
    QVERIFY(NapEngine::loss(b, u"fr-guard"_s, 1, 0, false, &error).isEmpty());
    setPhase(b, NapPhase::ShockCombat);
    b.unit(u"fr-guard"_s)->checksThisPhase.clear();
    QCOMPARE(NapEngine::check(b, one(u"fr-guard"_s, NapCircumstance::Ia), d).error, QString());
    QCOMPARE(NapEngine::check(b, one(u"fr-guard"_s, NapCircumstance::Ia), d).error, QString());
}

void TestNapEngine::cascade()
{
    // B.3.6, B.2.3 item 6: a rout queues I-b for the friends named within 2"; X-a, X-b and X-e skip theirs.
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::Movement);
    b.pending.append(NapPendingCheck{u"fr-battery"_s, NapCircumstance::Ia, true, {}, {}});
    NapDice d{10};
    const NapCheckOutcome o = NapEngine::check(b, one(u"fr-2-ligne"_s, NapCircumstance::If), d);
    QCOMPARE(o.result, NapResult::Routed);
    QStringList skipped;
    QCOMPARE(NapEngine::routFriends(b, u"fr-2-ligne"_s, {u"fr-1-ligne"_s, u"fr-guard"_s, u"fr-voltigeurs"_s}, false, &skipped),
             QString());
    // fr-guard: Elite above Line (X-a). fr-voltigeurs would test (open order is not exempt from a close-order rout).
    QCOMPARE(skipped.size(), 1);
    QVERIFY(skipped.constFirst().contains(u"X-a"_s));
    QCOMPARE(b.pending.size(), 3);
    QCOMPARE(b.pending.at(0).unitId, u"fr-1-ligne"_s); // the secondary checks first (15.32)
    QCOMPARE(b.pending.at(0).circumstance, NapCircumstance::Ib);
    QCOMPARE(b.pending.at(0).causeUnitId, u"fr-2-ligne"_s);
    QCOMPARE(b.pending.at(1).unitId, u"fr-voltigeurs"_s);
    QCOMPARE(b.pending.at(2).unitId, u"fr-battery"_s);
    // The queued cause is used by the check: fr-1-ligne sees it rout, N09.
    NapSituation s;
    s.ticked = {u"n09"_s};
    NapDice d2{1, 1};
    const NapCheckOutcome secondary = NapEngine::check(b, one(u"fr-1-ligne"_s, NapCircumstance::Ib, s), d2);
    QCOMPARE(secondary.error, QString());
    QCOMPARE(secondary.preview.target, 4);
    QCOMPARE(b.pending.size(), 2);

    // X-e: the voltigeurs (open order) rout: a close-order friend takes no check, an open-order friend does.
    NapBattle c = smallBattle();
    c.unit(u"fr-voltigeurs"_s)->state = NapUnitState::Routed;
    NapUnit skirmishers = makeUnit(u"fr-tirailleurs"_s, NapUnitType::Skirmish, 5, 6);
    c.armies[0].commands[0].units.append(skirmishers);
    QCOMPARE(NapEngine::routFriends(c, u"fr-voltigeurs"_s, {u"fr-1-ligne"_s, u"fr-tirailleurs"_s}, false, &skipped), QString());
    QCOMPARE(skipped.size(), 1);
    QVERIFY(skipped.constFirst().contains(u"X-e"_s));
    QCOMPARE(c.pending.size(), 1);
    QCOMPARE(c.pending.constFirst().unitId, u"fr-tirailleurs"_s);
    // X-b: the 3-figure voltigeurs and the 6-figure tirailleurs are fine; a passby of a 2-figure unit is not.
    NapBattle e = smallBattle();
    NapUnit small = makeUnit(u"fr-small"_s, NapUnitType::Infantry, 5, 2);
    small.state = NapUnitState::Routed;
    e.armies[0].commands[0].units.append(small);
    QCOMPARE(NapEngine::routFriends(e, u"fr-small"_s, {u"fr-1-ligne"_s}, true, &skipped), QString());
    QVERIFY(skipped.constFirst().contains(u"X-b"_s));
    QVERIFY(e.pending.isEmpty());
    // X-c: a passby of a unit that failed to rally, in the Rally Phase.
    NapBattle f = smallBattle();
    setPhase(f, NapPhase::Rally);
    f.unit(u"fr-2-ligne"_s)->state = NapUnitState::Routed;
    f.unit(u"fr-2-ligne"_s)->rallyFailures = 1;
    QCOMPARE(NapEngine::routFriends(f, u"fr-2-ligne"_s, {u"fr-1-ligne"_s}, true, &skipped), QString());
    QVERIFY(skipped.constFirst().contains(u"X-c"_s));
    QVERIFY(f.pending.isEmpty());
}

void TestNapEngine::queueAndDismiss()
{
    NapBattle b = smallBattle();
    QCOMPARE(NapEngine::queue(b, NapPendingCheck{u"al-highlanders"_s, NapCircumstance::If, false, {}, u"Surprise"_s}), QString());
    QVERIFY(b.pending.constFirst().instantaneous); // set from the circumstance (B.2.1)
    QVERIFY(!NapEngine::queue(b, NapPendingCheck{u"al-highlanders"_s, NapCircumstance::If, false, {}, {}}).isEmpty());
    QVERIFY(NapEngine::nextPhase(b).contains(u"Highlanders"_s));
    QVERIFY(!NapEngine::dismiss(b, 0, u"  "_s).isEmpty());
    QCOMPARE(NapEngine::dismiss(b, 0, u"Not in sight after all"_s), QString());
    QVERIFY(b.pending.isEmpty());
    // No check was taken, but the players' reason is kept in the log with the check they dropped.
    QCOMPARE(b.log.size(), 1);
    QCOMPARE(b.log.constFirst().event, NapLogEvent::CheckDismissed);
    QCOMPARE(b.log.constFirst().unitIds, QStringList{u"al-highlanders"_s});
    QCOMPARE(b.log.constFirst().circumstance, NapCircumstance::If);
    QCOMPARE(b.log.constFirst().detail, u"Not in sight after all"_s);
    QCOMPARE(b.log.constFirst().roll, 0);
    QCOMPARE(NapEngine::nextPhase(b), QString());
}

void TestNapEngine::squareAgainstCavalry()
{
    // X-d (B.2.4): infantry in an undisordered square inside a declared charge zone takes no check, except at
    // night [18.61] or when the square is Disordered.
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::DeclaredCavalryCharge);
    b.unit(u"al-highlanders"_s)->formation = NapFormation::Square;
    const NapCheckPreview exempt = NapEngine::preview(b, one(u"al-highlanders"_s, NapCircumstance::Pd));
    QVERIFY(exempt.error.contains(u"X-d"_s));
    b.night = true;
    QCOMPARE(NapEngine::preview(b, one(u"al-highlanders"_s, NapCircumstance::Pd)).error, QString());
    b.night = false;
    b.unit(u"al-highlanders"_s)->state = NapUnitState::Disordered;
    QCOMPARE(NapEngine::preview(b, one(u"al-highlanders"_s, NapCircumstance::Pd)).error, QString());
    // 15.31(d): a unit that tested in the Declared Cavalry Charge Phase takes no I-d in the Shock Phase.
    NapDice d{1};
    QCOMPARE(NapEngine::check(b, one(u"al-highlanders"_s, NapCircumstance::Pd), d).error, QString());
    QVERIFY(b.unit(u"al-highlanders"_s)->checkedInDeclaredChargePhase);
    QCOMPARE(NapEngine::nextPhase(b), QString());
    QVERIFY(NapEngine::preview(b, one(u"al-highlanders"_s, NapCircumstance::Id)).error.contains(u"15.31(d)"_s));
    QCOMPARE(NapEngine::nextPhase(b), QString()); // the end of the Shock Phase clears it
    QVERIFY(!b.unit(u"al-highlanders"_s)->checkedInDeclaredChargePhase);
    // X-d for the shock itself: an undisordered square receiving charging cavalry (named as the cause) takes no
    // I-d; against an infantry assault it tests.
    NapBattle s = smallBattle();
    setPhase(s, NapPhase::ShockCombat);
    s.unit(u"fr-1-ligne"_s)->formation = NapFormation::Square;
    NapCheckRequest receiving = one(u"fr-1-ligne"_s, NapCircumstance::Id);
    receiving.causeUnitId = u"al-hussars"_s;
    QVERIFY(NapEngine::preview(s, receiving).error.contains(u"X-d"_s));
    receiving.causeUnitId = u"al-highlanders"_s;
    QCOMPARE(NapEngine::preview(s, receiving).error, QString());
}

void TestNapEngine::nextPhaseClearsPhaseState()
{
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::ShockCombat);
    NapDice d{10};
    NapCheckOutcome o = NapEngine::check(b, one(u"fr-guard"_s, NapCircumstance::Id), d);
    QCOMPARE(o.shockDelta, -1);
    QCOMPARE(b.unit(u"fr-guard"_s)->shockPhaseAdj, -1);
    QCOMPARE(NapCmr::current(b, u"fr-guard"_s).value, 7); // 15.28 for the rest of the Shock Phase
    b.unit(u"fr-battery"_s)->cannonLostThisPhase = 1;
    b.unit(u"fr-battery"_s)->cannonLost = 1;
    QCOMPARE(NapEngine::nextPhase(b), QString());
    QCOMPARE(b.log.constLast().event, NapLogEvent::PhaseEnded);
    QCOMPARE(b.log.constLast().phase, NapPhase::ShockCombat);
    QCOMPARE(b.unit(u"fr-guard"_s)->shockPhaseAdj, 0);
    QVERIFY(b.unit(u"fr-guard"_s)->checksThisPhase.isEmpty());
    QCOMPARE(b.unit(u"fr-battery"_s)->cannonLostThisPhase, 0);
    // To the end of the turn: one TurnEnded record, turn 2 from its first phase.
    while (b.phaseIndex < b.settings.phases.size() - 1)
        QCOMPARE(NapEngine::nextPhase(b), QString());
    QCOMPARE(NapEngine::nextPhase(b), QString());
    QCOMPARE(b.turn, 2);
    QCOMPARE(b.phaseIndex, 0);
    QCOMPARE(b.log.constLast().event, NapLogEvent::TurnEnded);
}

void TestNapEngine::clearDisorder()
{
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::Rally);
    setState(b, {u"fr-1-ligne"_s, u"fr-2-ligne"_s, u"al-militia"_s}, NapUnitState::Disordered);
    QString error;
    QVERIFY(NapEngine::clearDisorder(b, u"french"_s, {u"fr-guard"_s}, &error).isEmpty()); // not Disordered
    QVERIFY(!error.isEmpty());
    const QStringList cleared = NapEngine::clearDisorder(b, u"french"_s, {u"fr-2-ligne"_s}, &error);
    QCOMPARE(error, QString());
    QCOMPARE(cleared, QStringList{u"fr-1-ligne"_s});
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Good);
    QCOMPARE(b.unit(u"fr-2-ligne"_s)->state, NapUnitState::Disordered);
    QCOMPARE(b.unit(u"al-militia"_s)->state, NapUnitState::Disordered); // the other army
    QCOMPARE(b.log.size(), 1);
    QCOMPARE(b.log.constFirst().event, NapLogEvent::DisorderCleared);
    // B.4.4 step 2: a unit rallied in this Rally Phase stays Disordered until the next one, however often
    // disorder is removed.
    b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Disordered;
    b.unit(u"fr-1-ligne"_s)->checksThisPhase = {NapCircumstance::Pc};
    QCOMPARE(NapEngine::clearDisorder(b, u"french"_s, {}, &error), QStringList{u"fr-2-ligne"_s});
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Disordered);
}

// B.3.2 N18-N20: a unit removed or routed off the table is lost to its command whole.
void TestNapEngine::commandLossCountsEliminatedUnits()
{
    NapBattle b = smallBattle();
    NapCommand *command = nullptr;
    b.unit(u"al-militia"_s, &command);
    QCOMPARE(command->startFigures(), 26);
    b.unit(u"al-militia"_s)->figuresLost = 2;
    QCOMPARE(command->figuresLost(), 2);
    b.unit(u"al-militia"_s)->state = NapUnitState::Eliminated;
    QCOMPARE(command->figuresLost(), 6);
}

// B-32: a grouped roll is against the highest current CMR, not counting a kept 15.28 +1/-1 (B-9).
void TestNapEngine::groupTesterIgnoresKeptShockAdjustment()
{
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::ShockCombat);
    b.unit(u"fr-1-ligne"_s)->startCmr = 7;
    b.unit(u"fr-1-ligne"_s)->shockPhaseAdj = 1;
    QCOMPARE(NapTriggers::highestCmr(b, {u"fr-1-ligne"_s, u"fr-guard"_s}), u"fr-guard"_s);
}

void TestNapEngine::rallyResetsFailures()
{
    // B.4.4, B-18: a failure counts; rallying resets the count; the next rout starts again at 0.
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::Rally);
    b.unit(u"fr-1-ligne"_s)->state = NapUnitState::Routed;
    NapDice d{9};
    NapRallyOutcome o = NapEngine::rally(b, u"fr-1-ligne"_s, {}, d);
    QCOMPARE(o.result, NapResult::RallyFailed);
    QCOMPARE(o.preview.odds.pass, specFraction(u"6/10"_s));
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->rallyFailures, 1);
    QVERIFY(!NapEngine::rally(b, u"fr-1-ligne"_s, {}, d).error.isEmpty()); // once per Rally Phase (15.21)
    for (int i = 0; i < b.settings.phases.size(); ++i)
        QCOMPARE(NapEngine::nextPhase(b), QString());
    NapDice d2{6};
    o = NapEngine::rally(b, u"fr-1-ligne"_s, {}, d2);
    QCOMPARE(o.result, NapResult::Rallied);
    QVERIFY2(o.effect.startsWith(u"Rallied: Disordered now"_s), qPrintable(o.effect));
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->state, NapUnitState::Disordered);
    QCOMPARE(b.unit(u"fr-1-ligne"_s)->rallyFailures, 0);
    QCOMPARE(b.log.constLast().event, NapLogEvent::Rally);
    QCOMPARE(b.log.constLast().result, NapResult::Rallied);
    // N12 on a night turn comes from the battle.
    b.night = true;
    b.unit(u"fr-2-ligne"_s)->state = NapUnitState::Routed;
    QCOMPARE(NapEngine::rallyPreview(b, u"fr-2-ligne"_s, {}).target, 3);
}

void TestNapEngine::mfpPhaseAndTiers()
{
    // French total: brigade 4+4+4+1+2 +5 = 20, army 0 + 15: 35 MFP (70 half-points).
    NapBattle b = smallBattle();
    setPhase(b, NapPhase::ArmyMoraleFatigue);
    NapArmy *fr = b.army(u"french"_s);
    QCOMPARE(NapMfp::totalHalf(*fr, b), 70);
    // 90 % is 31.5: 31 does not announce, 31.5 does, once (15.97).
    NapMfpOutcome o = NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E01, 31, 0}});
    QCOMPARE(o.error, QString());
    QVERIFY(!o.announce90);
    QVERIFY(!NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E15, 1, 0}}).error.isEmpty()); // once a turn
    b.turn = 2;
    o = NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E15, 1, 0}});
    QVERIFY(o.announce90);
    QVERIFY(fr->warned90);
    QCOMPARE(o.tierAfter, 0);
    // 35 is not exceeded (B-25); 35.5 is: Attack becomes Engage (15.95), the penalty starts (15.91).
    b.turn = 3;
    o = NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E15, 7, 0}});
    QCOMPARE(o.usedHalf, 70);
    QCOMPARE(o.tierAfter, 0);
    QVERIFY(!o.announce90);
    QVERIFY(!fr->exceededToday);
    b.turn = 4;
    o = NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E15, 1, 0}});
    QCOMPARE(o.tierBefore, 0);
    QCOMPARE(o.tierAfter, 1);
    QVERIFY(fr->exceededToday);
    QCOMPARE(fr->commands.at(0).order, NapOrder::Engage);
    QCOMPARE(fr->commands.at(1).order, NapOrder::Defend);
    QCOMPARE(fr->demoralPenalty, -1);
    QCOMPARE(NapCmr::current(b, u"fr-guard"_s).value, 7);
    QCOMPARE(NapEngine::ordersAllowed(*fr), (QList<NapOrder>{NapOrder::Engage, NapOrder::Defend, NapOrder::March}));
    // 150 % is 52.5: every order March (15.93), only March allowed.
    b.turn = 5;
    o = NapEngine::mfpPhase(b, u"french"_s, {{NapMfpEvent::E01, 17, 0}});
    QCOMPARE(o.usedHalf, 105);
    QCOMPARE(o.tierAfter, 2);
    QCOMPARE(fr->commands.at(0).order, NapOrder::March);
    QCOMPARE(fr->commands.at(1).order, NapOrder::March);
    QCOMPARE(NapEngine::ordersAllowed(*fr), QList<NapOrder>{NapOrder::March});
    QCOMPARE(b.log.constLast().event, NapLogEvent::MfpPhase);
    QCOMPARE(b.log.constLast().detail, u"E01x17"_s);
    QVERIFY(!o.effects.isEmpty());
}

void TestNapEngine::hourlyAccrualAndRevert()
{
    // B.4.7, B-24 in play; 15.92, B-26: an arrival that brings used back to the total resets the penalty.
    NapBattle b = smallBattle();
    b.settings.turnsPerHour = 2;
    NapArmy *al = b.army(u"allied"_s);
    // Allied on the table: 4 + 1 + 3 + 5 = 13 MFP; the reserve adds 4 + 5 = 9.
    QCOMPARE(NapMfp::totalHalf(*al, b), 26);
    setPhase(b, NapPhase::ArmyMoraleFatigue);
    NapMfpOutcome o = NapEngine::mfpPhase(b, u"allied"_s, {{NapMfpEvent::E01, 14, 0}});
    QCOMPARE(o.tierAfter, 1);
    QCOMPARE(al->demoralPenalty, -1);
    QCOMPARE(NapEngine::nextPhase(b), QString()); // turn 2: not hourly
    QCOMPARE(al->demoralPenalty, -1);
    for (int i = 0; i < b.settings.phases.size(); ++i)
        QCOMPARE(NapEngine::nextPhase(b), QString()); // turn 3: hourly
    QCOMPARE(b.turn, 3);
    QCOMPARE(al->demoralPenalty, -2);
    QCOMPARE(NapCmr::current(b, u"al-highlanders"_s).value, 5);
    QCOMPARE(NapEngine::arrive(b, u"al-reserve"_s), QString());
    QCOMPARE(al->commands.at(1).presence, NapPresence::OnTable);
    QCOMPARE(al->commands.at(1).order, NapOrder::March);
    QCOMPARE(al->demoralTier, 0);
    QCOMPARE(al->demoralPenalty, 0);
    QCOMPARE(al->hoursDemoralized, 0);
    QVERIFY(al->exceededToday); // 15.96: it did exceed today
    QCOMPARE(b.log.constLast().event, NapLogEvent::CommandChanged);
}

void TestNapEngine::officerAndPositionCharges()
{
    NapBattle b = smallBattle();
    b.armies[1].positions.append(NapPosition{u"Mill"_s, 3, false});
    QCOMPARE(NapEngine::setOfficer(b, u"fr-1bde"_s, NapOfficerStatus::Wounded), QString());
    QCOMPARE(NapEngine::setOfficer(b, u"fr-1bde"_s, NapOfficerStatus::Killed), QString()); // charged once
    QCOMPARE(NapEngine::setOfficer(b, u"fr-army"_s, NapOfficerStatus::Killed), QString());
    QCOMPARE(NapEngine::takePosition(b, u"allied"_s, u"Mill"_s), QString());
    QVERIFY(!NapEngine::takePosition(b, u"allied"_s, u"Mill"_s).isEmpty());
    QCOMPARE(NapEngine::withdraw(b, u"al-1bde"_s), QString());
    const QList<NapMfpEntry> fr = NapMfp::suggested(b, u"french"_s);
    QVERIFY(fr.contains(NapMfpEntry{NapMfpEvent::E07, 1, 0}));
    QVERIFY(fr.contains(NapMfpEntry{NapMfpEvent::E09, 1, 0}));
    QVERIFY(fr.contains(NapMfpEntry{NapMfpEvent::E18, 1, -3}));
    QVERIFY(fr.contains(NapMfpEntry{NapMfpEvent::E11, 1, 0})); // turn 1 is hourly
    const QList<NapMfpEntry> al = NapMfp::suggested(b, u"allied"_s);
    QVERIFY(al.contains(NapMfpEntry{NapMfpEvent::E18, 1, 3}));
    QVERIFY(al.contains(NapMfpEntry{NapMfpEvent::E20, 3, 0}));
    // Counted since the army's last Army Morale Fatigue Phase only.
    setPhase(b, NapPhase::ArmyMoraleFatigue);
    QCOMPARE(NapEngine::mfpPhase(b, u"french"_s, fr).error, QString());
    QCOMPARE(b.army(u"french"_s)->mfpUsedHalf, 10 + 30 + 8 + 4 - 6); // E07, E09, E11, E12 (Defend), E18
    const QList<NapMfpEntry> after = NapMfp::suggested(b, u"french"_s);
    QVERIFY(!after.contains(NapMfpEntry{NapMfpEvent::E07, 1, 0}));
}

QTEST_GUILESS_MAIN(TestNapEngine)
#include "tst_nap_engine.moc"
