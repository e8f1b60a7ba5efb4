// Issue 16's acceptance game turn in the real main window: fire in the Movement Phase causes two
// instantaneous checks (B.2.1 I-a); the Reciprocal Infantry/Cavalry Fire Phase collects its P-b checks and
// completes them in order (B.2.2, 15.41, 15.42); a unit routs (B.3.4) and fails a rally (B.4.4); the Army
// Morale Fatigue Phase takes the events and crosses 100 % (B.4.6, B.4.7); the next hourly turn applies -1 to
// every CMR of the demoralized army (15.91, B-24); then everything is undone, and redone without a new roll.
#include "NapWindowFixture.h"

#include "napoleonic/rules/NapCmr.h"
#include "napoleonic/rules/NapMfp.h"
#include "napoleonic/widgets/NapMfpLedger.h"
#include "napoleonic/widgets/NapRallyPanel.h"

using namespace md;
using namespace md::nap;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {
// One brigade of two Line battalions of 12 (4 MFP each, B.4.5) under an appointed brigadier (5): a total of
// 13 MFP. Turn 3 of 3 an hour, so turn 4 is hourly; the Movement Phase. The Allies are not demoralized.
NapBattle turnBattle()
{
    NapBattle battle = testBattle();
    battle.turn = 3;
    battle.phaseIndex = static_cast<int>(battle.settings.phases.indexOf(NapPhase::Movement));
    NapArmy &french = battle.armies[0];
    french.commands.removeFirst(); // no division: the brigade alone
    french.commands[0].parentId.clear();
    french.commands[0].order = NapOrder::None;
    french.commands[0].units.removeLast();
    return battle;
}
} // namespace

class TestNapTurn : public QObject, public NapWindowFixture
{
    Q_OBJECT

private Q_SLOTS:
    void init() { NapWindowFixture::init(); }
    void cleanup() { NapWindowFixture::cleanup(); }
    void oneGameTurn();

private:
    void nextPhaseTo(NapPhase phase);
};

void TestNapTurn::nextPhaseTo(NapPhase phase)
{
    while (battle().phase() != phase) {
        const QString error = m_workspace->nextPhase();
        QVERIFY2(error.isEmpty(), qPrintable(error));
    }
}

void TestNapTurn::oneGameTurn()
{
    const NapBattle start = turnBattle();
    QVERIFY(open(start));
    QCOMPARE(NapMfp::totalHalf(start.armies.at(0), start), 26);
    CountingD10 dice;
    m_workspace->setDiceSource(&dice);

    // Movement Phase: fire takes figures, two instantaneous checks, taken at once (B.2.1 I-a).
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 1);
    QCOMPARE(battle().pending.size(), 2);
    for (const NapPendingCheck &check : battle().pending) {
        QCOMPARE(check.circumstance, NapCircumstance::Ia);
        QVERIFY(check.instantaneous);
    }
    testPending(0);
    typeRoll(3); // 2nd Line T 4: pass
    testPending(0);
    typeRoll(2); // 3rd Line T 5: pass
    QVERIFY(battle().pending.isEmpty());

    // Reciprocal Infantry/Cavalry Fire Phase: its P-b checks are collected, and the phase completes them in
    // order before the next (15.41, 15.42).
    nextPhaseTo(NapPhase::ReciprocalInfantryFire);
    recordLoss(u"l2"_s, 2);
    recordLoss(u"l3"_s, 2);
    QCOMPARE(battle().pending.size(), 2);
    QCOMPARE(battle().pending.at(0).unitId, u"l2"_s);
    QCOMPARE(battle().pending.at(1).unitId, u"l3"_s);
    QVERIFY(!m_workspace->nextPhase().isEmpty());
    QCOMPARE(battle().phase(), NapPhase::ReciprocalInfantryFire);
    testPending(0);
    // 2nd Line: 6 - 4 figures = T 2; the program's d10 shows 8: six over, Routed. Nobody saw it.
    dice.faces = {8};
    QTest::mouseClick(m_workspace->checkPanel()->rollButton(), Qt::LeftButton);
    QCOMPARE(battle().unit(u"l2"_s)->state, NapUnitState::Routed);
    QVERIFY(m_prompter->asked.constLast().startsWith(u"several:"_s));
    testPending(0);
    typeRoll(3); // 3rd Line: 6 - 3 = T 3: pass
    QVERIFY(battle().pending.isEmpty());

    // Rally Phase: 2nd Line tries to rally on T 2 and fails (B.4.4); it keeps routing, one failure counted.
    nextPhaseTo(NapPhase::Rally);
    NapRallyPanel *rally = m_workspace->rallyPanel();
    rally->selectArmy(u"fr"_s);
    rally->clearDisorder();
    rally->selectRouted(u"l2"_s);
    QCOMPARE(rally->routedId(), u"l2"_s);
    rally->applyTyped(9);
    QCOMPARE(battle().unit(u"l2"_s)->state, NapUnitState::Routed);
    QCOMPARE(battle().unit(u"l2"_s)->rallyFailures, 1);
    QCOMPARE(battle().log.constLast().result, NapResult::RallyFailed);

    // Army Morale Fatigue Phase: 7 figures lost to fire (E01, counted by the program) and four units that
    // broke their orders (E14, 2 each): 15 MFP used of 13, over 100 %: demoralized (B.4.7).
    nextPhaseTo(NapPhase::ArmyMoraleFatigue);
    NapMfpLedger *ledger = m_workspace->mfpLedger();
    ledger->selectArmy(u"fr"_s);
    QCOMPARE(ledger->count(NapMfpEvent::E01), 7);
    ledger->setCount(NapMfpEvent::E14, 4);
    QCOMPARE(ledger->phaseHalf(), 30);
    ledger->apply();
    const NapArmy *french = battle().army(u"fr"_s);
    QCOMPARE(french->mfpUsedHalf, 30);
    QCOMPARE(french->demoralTier, 1);
    QVERIFY(french->warned90);
    QVERIFY(m_workspace->orderModel()->indexOf(u"fr"_s).siblingAtColumn(NapOrderModel::StateColumn).data().toString().contains(u"Demoralized"_s));

    // 15.91: the penalty starts in the hour the total was first exceeded (this one); the next turn is hourly,
    // and every French CMR falls by 1 more (B-24), the Allies' stay.
    const int penaltyBefore = french->demoralPenalty;
    QCOMPARE(penaltyBefore, -1);
    const int l2Before = NapCmr::current(battle(), u"l2"_s).value;
    const int l3Before = NapCmr::current(battle(), u"l3"_s).value;
    const int r42Before = NapCmr::current(battle(), u"r42"_s).value;
    QVERIFY(m_workspace->nextPhase().isEmpty());
    QCOMPARE(battle().turn, 4);
    QVERIFY(battle().hourlyTurn());
    QVERIFY(m_workspace->phaseBar()->turnText().contains(u"hourly"_s));
    QCOMPARE(battle().army(u"fr"_s)->demoralPenalty, penaltyBefore - 1);
    QCOMPARE(NapCmr::current(battle(), u"l2"_s).value, l2Before - 1);
    QCOMPARE(NapCmr::current(battle(), u"l3"_s).value, l3Before - 1);
    QCOMPARE(NapCmr::current(battle(), u"r42"_s).value, r42Before);
    QCOMPARE(m_workspace->orderModel()->indexOf(u"l3"_s).siblingAtColumn(NapOrderModel::CmrColumn).data().toInt(), l3Before - 1);

    // Undo it all, step by step, back to the battle as it was opened; redo it all without a new roll.
    const NapBattle end = battle();
    const int rolled = dice.rolled;
    QCOMPARE(rolled, 1);
    while (stack()->canUndo())
        stack()->undo();
    QCOMPARE(battle(), start);
    QVERIFY(!document()->isModified());
    while (stack()->canRedo())
        stack()->redo();
    QCOMPARE(battle(), end);
    QCOMPARE(dice.rolled, rolled);
    m_workspace->setDiceSource(nullptr);
}

QTEST_MAIN(TestNapTurn)
#include "tst_nap_turn.moc"
