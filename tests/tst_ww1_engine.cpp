// The WW1 verbs of play (Ww1Engine) against Part A of the spec (shared/rules/secondary-systems.md):
// casualties, group and individual tests, the testing order and leaders. Every refusal leaves the force as it
// was. The `play` grammar and the rule options are tst_ww1_steps.
#include "ww1/Ww1Options.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/rules/Ww1IndividualRules.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "ww1/rules/Ww1StepParser.h"
#include "Ww1Fixtures.h"

#include <QSet>
#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

// A refused verb must say why, use no dice and leave the force exactly as it was.
#define VERIFY_REFUSED(force, dice, error)                                                         \
    do {                                                                                           \
        QVERIFY2(!(error).isEmpty(), "expected a refusal");                                        \
        QVERIFY2((force) == before, qPrintable(u"a refusal changed the force: "_s + (error)));     \
        QCOMPARE((dice).used(), 0);                                                                \
    } while (false)

class TestWw1Engine : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void casualtiesQueueGroupsInOrder();
    void casualtyRefusals_data();
    void casualtyRefusals();
    void groupTestThroughC1AndC2();
    void groupTestRefusals();
    void withdrawingGroupStillRecordsTests();
    void eachConditionInTurn_data();
    void eachConditionInTurn();
    void individualRefusals_data();
    void individualRefusals();
    void enterPositionEveryAttempt_data();
    void enterPositionEveryAttempt();
    void surrenderIsForGood();
    void clearAndEndTurn();
    void testingOrderEnforced();
    void enemyOfficerLeadsNoOne();
    void possibleLeaders();
    void leaderNotAppliedSaysWhy();
    void casualtiesInSightWithinFileLimit();
    void endTurnNamesGroupsDue();
    void squareRolledTwice();
    void surrenderAsksForCasualties();
};

// A.1, A.2.1 rule 3, A.3.2: casualties to several groups queue them attackers first, biggest first.
void TestWw1Engine::casualtiesQueueGroupsInOrder()
{
    Ww1Force force;
    force.groups = {makeGroup(u"D-Sec"_s, 9, 0, Ww1Role::Defender), makeGroup(u"A-Pl1"_s, 12),
                    makeGroup(u"D-Coy"_s, 40, 0, Ww1Role::Defender), makeGroup(u"A-Pl2"_s, 30)};
    QCOMPARE(Ww1Engine::addCasualties(force, u"D-Sec"_s, 3).groupsDue, QStringList{u"D-Sec"_s});
    QCOMPARE(Ww1Engine::addCasualties(force, u"A-Pl1"_s, 2).groupsDue, QStringList{u"D-Sec"_s}); // 002-G2
    QCOMPARE(Ww1Engine::addCasualties(force, u"D-Coy"_s, 10).groupsDue, (QStringList{u"D-Coy"_s, u"D-Sec"_s}));
    QCOMPARE(Ww1Engine::addCasualties(force, u"A-Pl2"_s, 8).groupsDue,
             (QStringList{u"A-Pl2"_s, u"D-Coy"_s, u"D-Sec"_s}));
    // 002-G10: one more makes A-Pl1 due; then 9 left of 12, 22 of 30, 30 of 40, 6 of 9.
    const Ww1CasualtyOutcome last = Ww1Engine::addCasualties(force, u"A-Pl1"_s, 1);
    QVERIFY(last.error.isEmpty());
    QCOMPARE(last.groupsDue, (QStringList{u"A-Pl2"_s, u"A-Pl1"_s, u"D-Coy"_s, u"D-Sec"_s}));
    QCOMPARE(Ww1Engine::groupsDue(force), last.groupsDue);
    QCOMPARE(force.group(u"A-Pl1"_s)->casualties, 3);
    QCOMPARE(force.log.size(), 5);
    QCOMPARE(force.log.constLast().event, Ww1LogEvent::Casualties);
    QCOMPARE(force.log.constLast().groupId, u"A-Pl1"_s);
    QCOMPARE(force.log.constLast().count, 1);
    // A correction (negative) is logged too, and can take the group back below a threshold.
    QVERIFY(Ww1Engine::addCasualties(force, u"A-Pl1"_s, -1).error.isEmpty());
    QCOMPARE(force.group(u"A-Pl1"_s)->casualties, 2);
    QVERIFY(!Ww1Engine::groupsDue(force).contains(u"A-Pl1"_s));
}

void TestWw1Engine::casualtyRefusals_data()
{
    QTest::addColumn<QString>("group");
    QTest::addColumn<int>("count");
    QTest::addColumn<QString>("names");

    QTest::newRow("unknown group") << "p9" << 1 << "p9";
    QTest::newRow("zero casualties") << "p1" << 0 << "1st Platoon";
    QTest::newRow("A.1 more casualties than members") << "p1" << 13 << "1st Platoon";
    QTest::newRow("a correction below none") << "p1" << -1 << "1st Platoon";
}

void TestWw1Engine::casualtyRefusals()
{
    QFETCH(QString, group);
    QFETCH(int, count);
    QFETCH(QString, names);

    Ww1Force force = makeForce();
    const Ww1Force before = force;
    const Ww1CasualtyOutcome out = Ww1Engine::addCasualties(force, group, count);
    QVERIFY2(out.error.contains(names), qPrintable(out.error));
    QVERIFY(out.groupsDue.isEmpty());
    QVERIFY(force == before);
}

// A.3.1 through the engine: C1 passed, then C2 failed and the group withdraws (A.4.1).
void TestWw1Engine::groupTestThroughC1AndC2()
{
    Ww1Force force = makeForce();
    QCOMPARE(Ww1Engine::addCasualties(force, u"p1"_s, 3).groupsDue, QStringList{u"p1"_s});
    DiceScript dice(facesFor({6}));
    const Ww1GroupOutcome c1 = Ww1Engine::groupTest(force, u"p1"_s, dice);
    QVERIFY2(c1.error.isEmpty(), qPrintable(c1.error));
    QCOMPARE(c1.conditions, conditions(u"c1"_s));
    QCOMPARE(c1.rolls, QList<int>{6});
    QCOMPARE(c1.modifier, 0);
    QCOMPARE(c1.passOdds, spec(u"26/36"_s));
    QVERIFY(c1.passed);
    QCOMPARE(c1.modifiers.size(), 1);
    QCOMPARE(c1.modifiers.constFirst().source, u"A.2.1 C1"_s);
    const Ww1Group *p1 = force.group(u"p1"_s);
    QCOMPARE(p1->status, Ww1GroupStatus::Normal);
    QCOMPARE(p1->conditionsTested, conditions(u"c1"_s));
    QVERIFY(Ww1Engine::groupsDue(force).isEmpty()); // A.2.1 rule 1: never again for C1

    Ww1Engine::addCasualties(force, u"p1"_s, 3);
    DiceScript seven(facesFor({7}));
    const Ww1GroupOutcome c2 = Ww1Engine::groupTest(force, u"p1"_s, seven);
    QVERIFY2(c2.error.isEmpty(), qPrintable(c2.error));
    QCOMPARE(c2.conditions, conditions(u"c2"_s));
    QCOMPARE(c2.modifier, -2);
    QCOMPARE(c2.passOdds, spec(u"15/36"_s));
    QVERIFY(!c2.passed); // 7 < 8
    QCOMPARE(p1->status, Ww1GroupStatus::Withdrawing);
    QCOMPARE(p1->conditionsTested, conditions(u"c1,c2"_s));

    const Ww1LogRecord &r = force.log.constLast();
    QCOMPARE(r.event, Ww1LogEvent::GroupTest);
    QCOMPARE(r.groupId, u"p1"_s);
    QCOMPARE(r.conditions, conditions(u"c2"_s));
    QCOMPARE(r.roll, 7);
    QCOMPARE(r.modifier, -2);
    QVERIFY(!r.passed);
}

void TestWw1Engine::groupTestRefusals()
{
    Ww1Force force = makeForce();
    force.group(u"p1"_s)->casualties = 2;
    const Ww1Force before = force;
    DiceScript dice(facesFor({6}));
    // 002-G2: 2 of 12 reaches nothing; the refusal says what C1 needs.
    QString error = Ww1Engine::groupTest(force, u"p1"_s, dice).error;
    VERIFY_REFUSED(force, dice, error);
    QVERIFY2(error.contains(u"1st Platoon"_s) && error.contains(u"C1 needs 3"_s), qPrintable(error));
    error = Ww1Engine::groupTest(force, u"nobody"_s, dice).error;
    VERIFY_REFUSED(force, dice, error);
    QVERIFY2(error.contains(u"nobody"_s), qPrintable(error));

    // Every condition tested: nothing more to test, ever.
    force.group(u"p1"_s)->conditionsTested = conditions(u"c1,c2,c3"_s);
    force.group(u"p1"_s)->casualties = 12;
    const Ww1Force allTested = force;
    error = Ww1Engine::groupTest(force, u"p1"_s, dice).error;
    QVERIFY2(error.contains(u"A.2.1"_s), qPrintable(error));
    QVERIFY(force == allTested);

    // Dice that give no 2d6 total (a script run out) are refused and change nothing.
    Ww1Force due = makeForce();
    due.group(u"p1"_s)->casualties = 3;
    const Ww1Force dueBefore = due;
    DiceScript empty;
    const Ww1GroupOutcome out = Ww1Engine::groupTest(due, u"p1"_s, empty);
    QVERIFY2(out.error.contains(u"2 to 12"_s), qPrintable(out.error));
    QVERIFY(due == dueBefore);
}

// A.2.1 rule 4: a withdrawing group still records its tests; it stays withdrawing whatever it rolls.
void TestWw1Engine::withdrawingGroupStillRecordsTests()
{
    Ww1Force force = makeForce();
    Ww1Group *p1 = force.group(u"p1"_s);
    p1->casualties = 6;
    p1->conditionsTested = conditions(u"c1"_s);
    p1->status = Ww1GroupStatus::Withdrawing;
    DiceScript dice(facesFor({12}));
    const Ww1GroupOutcome out = Ww1Engine::groupTest(force, u"p1"_s, dice);
    QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
    QVERIFY(out.passed);
    QCOMPARE(p1->status, Ww1GroupStatus::Withdrawing);
    QCOMPARE(p1->conditionsTested, conditions(u"c1,c2"_s));
    QCOMPARE(force.log.size(), 1);

    // The play step says so.
    p1->casualties = 9;
    DiceScript none;
    const StepResult r = Ww1StepParser::run(force, u"group-test p1 12"_s, none);
    QVERIFY2(r.ok && r.message.contains(u"goes on withdrawing"_s), qPrintable(r.message));
    QCOMPARE(p1->status, Ww1GroupStatus::Withdrawing);
}

// A-4 at both settings through the engine, on 002-G8 (start 4, 2 casualties: C1 and C2 together).
void TestWw1Engine::eachConditionInTurn_data()
{
    QTest::addColumn<bool>("eachInTurn");
    QTest::addColumn<QList<int>>("script");
    QTest::addColumn<QList<int>>("rolls");
    QTest::addColumn<bool>("passed");
    QTest::addColumn<QString>("odds");

    QTest::newRow("002-G8 A-4 one roll at -2, 7 fails") << false << QList<int>{7, 12} << QList<int>{7} << false << "15/36";
    QTest::newRow("002-G8 A-4 one roll at -2, 8 passes") << false << QList<int>{8, 12} << QList<int>{8} << true << "15/36";
    QTest::newRow("002-G8 A-4 each in turn, 7 passes C1 then fails C2")
        << true << QList<int>{7, 7, 12} << QList<int>{7, 7} << false << "65/216";
    QTest::newRow("002-G8 A-4 each in turn, two rolls both pass")
        << true << QList<int>{6, 8, 12} << QList<int>{6, 8} << true << "65/216";
    QTest::newRow("002-G8 A-4 each in turn, failing C1 ends the sequence")
        << true << QList<int>{5, 12} << QList<int>{5} << false << "65/216";
}

void TestWw1Engine::eachConditionInTurn()
{
    QFETCH(bool, eachInTurn);
    QFETCH(QList<int>, script);
    QFETCH(QList<int>, rolls);
    QFETCH(bool, passed);
    QFETCH(QString, odds);

    Ww1Force force;
    force.rules.eachConditionInTurn = eachInTurn;
    force.groups = {makeGroup(u"g8"_s, 4)};
    Ww1Engine::addCasualties(force, u"g8"_s, 2);
    QList<int> faces;
    for (int t : script)
        faces += facesFor({t});
    DiceScript dice(faces);
    const Ww1GroupOutcome out = Ww1Engine::groupTest(force, u"g8"_s, dice);
    QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
    QCOMPARE(out.rolls, rolls);
    QCOMPARE(dice.used(), 2 * rolls.size());
    QCOMPARE(out.passed, passed);
    QCOMPARE(out.passOdds, spec(odds));
    QCOMPARE(out.conditions, conditions(u"c1,c2"_s));
    // Both conditions are settled either way (A.2.1 rule 2; a failure ends the sequence).
    QCOMPARE(force.group(u"g8"_s)->conditionsTested, conditions(u"c1,c2"_s));
    QCOMPARE(force.group(u"g8"_s)->status, passed ? Ww1GroupStatus::Normal : Ww1GroupStatus::Withdrawing);
    // One log record per roll; together they name both conditions.
    const QList<Ww1LogRecord> tests = force.log.mid(1);
    QCOMPARE(tests.size(), rolls.size());
    QList<Ww1Condition> logged;
    for (qsizetype i = 0; i < tests.size(); ++i) {
        QCOMPARE(tests.at(i).roll, rolls.at(i));
        logged += tests.at(i).conditions;
    }
    QCOMPARE(logged, conditions(u"c1,c2"_s));
    QVERIFY(Ww1Engine::groupsDue(force).isEmpty());
}

// A.3.3 refusals: nothing changes and no die is rolled.
void TestWw1Engine::individualRefusals_data()
{
    QTest::addColumn<QString>("square");
    QTest::addColumn<QStringList>("stands");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<QString>("names");

    QTest::newRow("A-12 a stand of another square") << "B4" << QStringList{u"moss"_s, u"lewis"_s} << "" << "Lewis gun team";
    QTest::newRow("A.3.3 a stand listed twice") << "B4" << QStringList{u"moss"_s, u"moss"_s} << "" << "twice";
    QTest::newRow("an unknown stand") << "B4" << QStringList{u"ghost"_s} << "" << "ghost";
    QTest::newRow("no stand at all") << "B4" << QStringList{} << "" << "B4";
    QTest::newRow("no square") << "" << QStringList{u"moss"_s} << "" << "square";
    QTest::newRow("T1 already tested (A.2.2)") << "B4" << QStringList{u"reed"_s} << "" << "T1";
    QTest::newRow("A.4.2 a surrendered stand") << "C5" << QStringList{u"brandt"_s} << "" << "A.4.2";
    QTest::newRow("IM1 an unknown leader") << "B4" << QStringList{u"moss"_s} << "nobody" << "nobody";
    QTest::newRow("IM1 a sergeant does not lead by example") << "B4" << QStringList{u"moss"_s} << "hale" << "IM1";
}

void TestWw1Engine::individualRefusals()
{
    QFETCH(QString, square);
    QFETCH(QStringList, stands);
    QFETCH(QString, leader);
    QFETCH(QString, names);

    Ww1Force force = makeForce();
    force.stand(u"reed"_s)->testedUnderFire = true;
    force.stand(u"brandt"_s)->result = Ww1Result::Surrendered;
    const Ww1Force before = force;
    QList<Ww1StandTest> tests;
    for (const QString &id : stands) {
        Ww1StandTest t = standTest(id);
        t.situation.leadingOfficerId = leader;
        t.situation.officerLeading = !leader.isEmpty();
        tests.append(t);
    }
    DiceScript dice(facesFor({7}));
    const Ww1SquareOutcome out = Ww1Engine::individualTest(force, square, tests, dice);
    VERIFY_REFUSED(force, dice, out.error);
    QVERIFY2(out.error.contains(names), qPrintable(out.error));
    QVERIFY(out.stands.isEmpty());
}

// A-6 at both settings: T2 a second time.
void TestWw1Engine::enterPositionEveryAttempt_data()
{
    QTest::addColumn<bool>("everyAttempt");
    QTest::newRow("A-6 T2 once per stand: the second attempt is refused") << false;
    QTest::newRow("A-6 option: T2 on every attempt") << true;
}

void TestWw1Engine::enterPositionEveryAttempt()
{
    QFETCH(bool, everyAttempt);

    Ww1Force force = makeForce();
    force.rules.enterPositionEveryAttempt = everyAttempt;
    const QList<Ww1StandTest> tests{standTest(u"moss"_s, Ww1Trigger::EnterPosition)};
    DiceScript first(facesFor({4}));
    const Ww1SquareOutcome one = Ww1Engine::individualTest(force, u"B4"_s, tests, first);
    QVERIFY2(one.error.isEmpty(), qPrintable(one.error));
    QCOMPARE(force.stand(u"moss"_s)->result, Ww1Result::NoCloser);
    QVERIFY(force.stand(u"moss"_s)->testedEnterPosition);
    QVERIFY(!force.stand(u"moss"_s)->testedUnderFire);

    const Ww1Force before = force;
    DiceScript second(facesFor({9}));
    const Ww1SquareOutcome two = Ww1Engine::individualTest(force, u"B4"_s, tests, second);
    if (everyAttempt) {
        QVERIFY2(two.error.isEmpty(), qPrintable(two.error));
        QCOMPARE(force.stand(u"moss"_s)->result, Ww1Result::CarryOn);
        QCOMPARE(force.log.size(), 2);
        QCOMPARE(force.log.constLast().trigger, Ww1Trigger::EnterPosition);
    } else {
        VERIFY_REFUSED(force, second, two.error);
        QVERIFY2(two.error.contains(u"A-6"_s), qPrintable(two.error));
    }
}

// A.4.2: Surrendered is permanent: no clearing it, no further test.
void TestWw1Engine::surrenderIsForGood()
{
    Ww1Force force = makeForce();
    Ww1StandTest t = standTest(u"moss"_s, Ww1Trigger::HandToHand);
    t.situation.edgedWeapon = true;
    t.situation.outnumbered = true;
    t.situation.friendlyCasualties = 3;
    DiceScript dice(facesFor({3})); // 3 - 6 = -3
    const Ww1SquareOutcome out = Ww1Engine::individualTest(force, u"B4"_s, {t}, dice);
    QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
    QCOMPARE(out.stands.constFirst().total, -3);
    QCOMPARE(force.stand(u"moss"_s)->result, Ww1Result::Surrendered);
    QCOMPARE(force.log.constLast().detail, u"friendly=3,outnumbered,edged"_s);

    const Ww1Force before = force;
    QVERIFY(Ww1Engine::clearResult(force, u"moss"_s).contains(u"A.4.2"_s));
    QVERIFY(force == before);
    DiceScript again(facesFor({12}));
    const Ww1SquareOutcome refused = Ww1Engine::individualTest(force, u"B4"_s, {standTest(u"moss"_s)}, again);
    VERIFY_REFUSED(force, again, refused.error);
}

// A.4.1, A.4.2, turns: clearing withdrawal and results, refusals, and the log.
void TestWw1Engine::clearAndEndTurn()
{
    Ww1Force force = makeForce();
    const Ww1Force fresh = force;
    QVERIFY(Ww1Engine::clearWithdrawing(force, u"p1"_s).contains(u"1st Platoon"_s)); // not withdrawing
    QVERIFY(!Ww1Engine::clearWithdrawing(force, u"p9"_s).isEmpty());
    QVERIFY(Ww1Engine::clearResult(force, u"moss"_s).contains(u"Pte Moss"_s)); // no result yet
    QVERIFY(!Ww1Engine::clearResult(force, u"ghost"_s).isEmpty());
    QVERIFY(force == fresh);

    force.group(u"p1"_s)->status = Ww1GroupStatus::Withdrawing;
    force.stand(u"moss"_s)->result = Ww1Result::DuckBack;
    QCOMPARE(Ww1Engine::clearWithdrawing(force, u"p1"_s), QString());
    QCOMPARE(force.group(u"p1"_s)->status, Ww1GroupStatus::Normal);
    QCOMPARE(Ww1Engine::clearResult(force, u"moss"_s), QString());
    QCOMPARE(force.stand(u"moss"_s)->result, Ww1Result::None);
    QCOMPARE(Ww1Engine::endTurn(force), QString());
    QCOMPARE(force.turn, 2);
    QCOMPARE(force.log.size(), 3);
    QCOMPARE(force.log.at(0).event, Ww1LogEvent::WithdrawalCleared);
    QCOMPARE(force.log.at(1).event, Ww1LogEvent::ResultCleared);
    QCOMPARE(force.log.at(1).standId, u"moss"_s);
    QCOMPARE(force.log.at(2).event, Ww1LogEvent::TurnEnded);
    QCOMPARE(force.log.at(2).turn, 1);
    QCOMPARE(Ww1Engine::dice(), (DieSpec{2, 6}));
}

// A.3.2: only the first group of groupsDue() may test; the refusal names it.
void TestWw1Engine::testingOrderEnforced()
{
    Ww1Force force = makeForce();
    QVERIFY(Ww1Engine::addCasualties(force, u"s1"_s, 2).error.isEmpty()); // defender, C1
    QVERIFY(Ww1Engine::addCasualties(force, u"p1"_s, 3).error.isEmpty()); // attacker, C1: tests first
    const Ww1Force before = force;
    DiceScript dice(facesFor({9}));
    const QString error = Ww1Engine::groupTest(force, u"s1"_s, dice).error;
    VERIFY_REFUSED(force, dice, error);
    // In a player's words: who tests first, and what to do (A.3.2).
    QVERIFY2(error.startsWith(u"1st Platoon must test first: attackers test before defenders"_s), qPrintable(error));
    QVERIFY2(error.contains(u"Roll its test, then "_s) && error.endsWith(u"(A.3.2)."_s), qPrintable(error));
    QVERIFY(Ww1Engine::groupTest(force, u"p1"_s, dice).error.isEmpty());
    DiceScript more(facesFor({9}));
    QVERIFY(Ww1Engine::groupTest(force, u"s1"_s, more).error.isEmpty());
}

// IM1: an officer leads by example his own side only; the refusal says so, nothing changes.
void TestWw1Engine::enemyOfficerLeadsNoOne()
{
    Ww1Force force = makeForce();
    const Ww1Force before = force;
    Ww1StandTest t = standTest(u"moss"_s);
    t.situation.officerLeading = true;
    t.situation.leadingOfficerId = u"vogt"_s;
    DiceScript dice(facesFor({7}));
    const QString error = Ww1Engine::individualTest(force, u"B4"_s, {t}, dice).error;
    VERIFY_REFUSED(force, dice, error);
    QVERIFY2(error.contains(u"vogt"_s) && error.contains(u"German"_s) && error.contains(u"IM1"_s), qPrintable(error));
    // Nor does the rules' modifier list count him.
    QVERIFY(Ww1IndividualRules::modifiers(force, *force.stand(u"moss"_s), t.situation).isEmpty());
}

// IM1, A-7: who may lead a stand by example.
void TestWw1Engine::possibleLeaders()
{
    Ww1Force force = makeForce();
    QCOMPARE(Ww1IndividualRules::possibleLeaders(force, u"moss"_s), (QStringList{u"ashby"_s, u"carter"_s}));
    QCOMPARE(Ww1IndividualRules::possibleLeaders(force, u"ashby"_s), QStringList{u"carter"_s}); // more senior only
    QCOMPARE(Ww1IndividualRules::possibleLeaders(force, u"carter"_s), QStringList{});
    QCOMPARE(Ww1IndividualRules::possibleLeaders(force, u"brandt"_s), QStringList{u"vogt"_s}); // his own side
    QCOMPARE(Ww1IndividualRules::possibleLeaders(force, u"ghost"_s), QStringList{});
    force.stand(u"carter"_s)->result = Ww1Result::Surrendered;
    QCOMPARE(Ww1IndividualRules::possibleLeaders(force, u"moss"_s), QStringList{u"ashby"_s});
}

// a leader ticked whom IM1 does not count is named in the step message, with why.
void TestWw1Engine::leaderNotAppliedSaysWhy()
{
    DiceScript none;
    Ww1Force force = makeForce();
    StepResult r = Ww1StepParser::run(force, u"test B4 under-fire ashby:leader 7"_s, none);
    QVERIFY2(r.ok && r.message.contains(u"IM1 not applied"_s) && r.message.contains(u"A-7"_s), qPrintable(r.message));
    QCOMPARE(Ww1IndividualRules::net(r.modifiers), 2);
    force = makeForce();
    r = Ww1StepParser::run(force, u"test B4 under-fire ashby:leader=ashby 7"_s, none);
    QVERIFY2(r.ok && r.message.contains(u"IM1 not applied: Lt Ashby does not lead himself"_s), qPrintable(r.message));
    force = makeForce();
    r = Ww1StepParser::run(force, u"test B4 under-fire carter:leader=ashby 7"_s, none);
    QVERIFY2(r.ok && r.message.contains(u"IM1 not applied: Lt Ashby is not senior to Capt Carter (A-7)"_s), qPrintable(r.message));
    force = makeForce();
    r = Ww1StepParser::run(force, u"test B4 under-fire ashby:leader=carter 7"_s, none);
    QVERIFY2(r.ok && !r.message.contains(u"IM1 not applied"_s), qPrintable(r.message));
    QCOMPARE(Ww1IndividualRules::net(r.modifiers), 3);
}

// IM3, IM4: counts the file can record; the extreme nets the engine can reach stay within the file's limit.
void TestWw1Engine::casualtiesInSightWithinFileLimit()
{
    constexpr int most = Ww1IndividualRules::maxCasualtiesInSight;
    for (const char *mod : {"friendly", "enemy"}) {
        Ww1Force force = makeForce();
        const Ww1Force before = force;
        DiceScript dice(facesFor({7}));
        const StepResult r = Ww1StepParser::run(force, u"test B4 under-fire moss:%1=%2 7"_s.arg(QLatin1StringView(mod)).arg(most + 1), dice);
        QVERIFY2(!r.ok && r.message.contains(QLatin1StringView(mod)), qPrintable(r.message));
        QVERIFY(force == before);
        Ww1StandTest t = standTest(u"moss"_s);
        (QByteArray(mod) == "friendly" ? t.situation.friendlyCasualties : t.situation.enemyCasualties) = most + 1;
        const QString error = Ww1Engine::individualTest(force, u"B4"_s, {t}, dice).error;
        VERIFY_REFUSED(force, dice, error);
        QVERIFY2(error.contains(QString::number(most)), qPrintable(error));
    }
    // The worst and the best stand the engine accepts: every net within the file's modifier limit.
    Ww1Force force = makeForce();
    DiceScript none;
    StepResult worst = Ww1StepParser::run(force, u"test B4 hand-to-hand moss:fire,friendly=%1,outnumbered,edged 2"_s.arg(most), none);
    QVERIFY2(worst.ok, qPrintable(worst.message));
    StepResult best = Ww1StepParser::run(force, u"test B4 hand-to-hand ashby:leader=carter,enemy=%1 12"_s.arg(most), none);
    QVERIFY2(best.ok, qPrintable(best.message));
    QCOMPARE(force.log.at(0).modifier, -most - 4);
    QCOMPARE(force.log.at(1).modifier, most + 3);
    for (const Ww1LogRecord &r : std::as_const(force.log))
        QVERIFY(std::abs(r.modifier) <= Ww1FileLimits::maxNetModifier);
}

// End turn with group tests due: not refused, but said.
void TestWw1Engine::endTurnNamesGroupsDue()
{
    Ww1Force force = makeForce();
    DiceScript none;
    QVERIFY(Ww1StepParser::run(force, u"casualties p1 3"_s, none).ok);
    const StepResult r = Ww1StepParser::run(force, u"end-turn"_s, none);
    QVERIFY2(r.ok && r.message.contains(u"turn 2 begins"_s) && r.message.contains(u"1st Platoon (C1)"_s), qPrintable(r.message));
    QCOMPARE(force.turn, 2);
    const StepResult quiet = Ww1StepParser::run(force, u"group-test p1 7"_s, none);
    QVERIFY(quiet.ok);
    QVERIFY(!Ww1StepParser::run(force, u"end-turn"_s, none).message.contains(u"still due"_s));
}

// a square tested twice in one turn; the second says so, and a new turn forgets it.
void TestWw1Engine::squareRolledTwice()
{
    Ww1Force force = makeForce();
    DiceScript none;
    QCOMPARE(Ww1Engine::squareRollThisTurn(force, u"B4"_s), std::nullopt);
    StepResult r = Ww1StepParser::run(force, u"test B4 under-fire ashby 7"_s, none);
    QVERIFY2(r.ok && !r.message.contains(u"already"_s), qPrintable(r.message));
    QCOMPARE(Ww1Engine::squareRollThisTurn(force, u"B4"_s), std::optional<int>(7));
    QCOMPARE(Ww1Engine::squareRollThisTurn(force, u"C5"_s), std::nullopt);
    r = Ww1StepParser::run(force, u"test B4 under-fire hale 3"_s, none);
    QVERIFY2(r.ok && r.message.contains(u"already rolled 7 this turn"_s) && r.message.contains(u"A-12"_s), qPrintable(r.message));
    QCOMPARE(Ww1Engine::squareRollThisTurn(force, u"B4"_s), std::optional<int>(3));
    QVERIFY(Ww1StepParser::run(force, u"end-turn"_s, none).ok);
    QCOMPARE(Ww1Engine::squareRollThisTurn(force, u"B4"_s), std::nullopt);
}

// A.4.2: a stand that surrenders asks the players to count its men as casualties; nothing automatic.
void TestWw1Engine::surrenderAsksForCasualties()
{
    Ww1Force force = makeForce();
    DiceScript none;
    const StepResult r = Ww1StepParser::run(force, u"test B4 hand-to-hand moss:edged,outnumbered,friendly=3 2"_s, none);
    QVERIFY2(r.ok && r.message.contains(u"`casualties p1 N`"_s), qPrintable(r.message));
    QCOMPARE(force.group(u"p1"_s)->casualties, 0);
}

QTEST_GUILESS_MAIN(TestWw1Engine)
#include "tst_ww1_engine.moc"
