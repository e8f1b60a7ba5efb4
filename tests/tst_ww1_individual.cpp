// WW1 individual morale against Part A of the spec (shared/rules/secondary-systems.md): the triggers of A.2.2
// with A-6, the modifiers IM1-IM8 with A-7, the bands with A-9, and the one roll per square of A.3.3.
#include "kernel/DiceOdds.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1IndividualRules.h"
#include "Ww1Fixtures.h"

#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

namespace {

// The IM ids of a modifier list, in order: "IM2 IM3 IM8".
QString imIds(const Modifiers &mods)
{
    QStringList ids;
    for (const Modifier &m : mods) {
        ids.append(m.source.section(u' ', 1));
        if (!m.source.startsWith(u"A.3.3 IM"_s))
            ids.last() = u"?"_s + m.source;
    }
    return ids.join(u' ');
}

} // namespace

class TestWw1Individual : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vectors_data();
    void vectors();
    void bands_data();
    void bands();
    void rollsAgreeWithOdds();
    void everyModifierHasItsSource_data();
    void everyModifierHasItsSource();
    void casualtiesInSightReading_data();
    void casualtiesInSightReading();
    void officerLeading_data();
    void officerLeading();
    void sharedRollJointOdds();
    void sharedRollThroughTheEngine_data();
    void sharedRollThroughTheEngine();
    void mustTest_data();
    void mustTest();
};

// A.7 002-I1 ... I5: the modifiers from what the players tick, their net, and the exact odds of each band.
void TestWw1Individual::vectors_data()
{
    QTest::addColumn<Ww1Rank>("rank");
    QTest::addColumn<Ww1Situation>("situation");
    QTest::addColumn<int>("net");
    QTest::addColumn<QString>("carryOn");
    QTest::addColumn<QString>("noCloser");
    QTest::addColumn<QString>("duckBack");
    QTest::addColumn<QString>("surrender");

    QTest::newRow("002-I1 RULE no modifiers") << Ww1Rank::Other << Ww1Situation{} << 0 << "21/36" << "14/36" << "1/36"
                                              << "0";
    Ww1Situation i2;
    i2.underFire = true;
    i2.friendlyCasualties = 2;
    QTest::newRow("002-I2 RULE NCO IM8, fire IM2, 2 friendly IM3: -2")
        << Ww1Rank::Nco << i2 << -2 << "10/36" << "20/36" << "6/36" << "0";
    Ww1Situation i3;
    i3.edgedWeapon = true;
    i3.outnumbered = true;
    i3.underFire = true;
    i3.friendlyCasualties = 1;
    QTest::newRow("002-I3 RULE IM6, IM5, IM2, IM3: -5") << Ww1Rank::Other << i3 << -5 << "1/36" << "14/36" << "15/36"
                                                        << "6/36";
    Ww1Situation i4;
    i4.enemyCasualties = 3;
    QTest::newRow("002-I4 RULE officer IM7, 3 enemy IM4: +5") << Ww1Rank::Officer << i4 << 5 << "36/36" << "0" << "0"
                                                               << "0";
    Ww1Situation i5;
    i5.underFire = true;
    i5.friendlyCasualties = 5;
    i5.outnumbered = true;
    i5.edgedWeapon = true;
    i5.officerLeading = true;
    QTest::newRow("002-I5 RULE IM2, 5 IM3, IM5, IM6, IM1: -8") << Ww1Rank::Other << i5 << -8 << "0" << "3/36" << "12/36"
                                                               << "21/36";
}

void TestWw1Individual::vectors()
{
    QFETCH(Ww1Rank, rank);
    QFETCH(Ww1Situation, situation);
    QFETCH(int, net);
    QFETCH(QString, carryOn);
    QFETCH(QString, noCloser);
    QFETCH(QString, duckBack);
    QFETCH(QString, surrender);

    const Ww1Force force = makeForce();
    const Ww1Stand stand = makeStand(u"tester"_s, rank, u"B4"_s, rank == Ww1Rank::Officer ? u"Lieutenant"_s : QString());
    const Modifiers mods = Ww1IndividualRules::modifiers(force, stand, situation);
    QCOMPARE(Ww1IndividualRules::net(mods), net);
    for (const Modifier &m : mods)
        QVERIFY2(m.delta != 0, qPrintable(m.key)); // zero-valued ones are left out
    const Ww1BandOdds odds = Ww1IndividualRules::odds(net);
    QCOMPARE(odds.carryOn, spec(carryOn));
    QCOMPARE(odds.noCloser, spec(noCloser));
    QCOMPARE(odds.duckBack, spec(duckBack));
    QCOMPARE(odds.surrender, spec(surrender));
}

// A.7 002-I6 with A-9: the more specific band wins, so 0 ducks back and -1 surrenders.
void TestWw1Individual::bands_data()
{
    QTest::addColumn<int>("total");
    QTest::addColumn<Ww1Result>("result");

    QTest::newRow("002-I6 total 7 CarryOn") << 7 << Ww1Result::CarryOn;
    QTest::newRow("002-I6 total 6 NoCloser") << 6 << Ww1Result::NoCloser;
    QTest::newRow("002-I6 total 3 NoCloser") << 3 << Ww1Result::NoCloser;
    QTest::newRow("002-I6 total 2 DuckBack") << 2 << Ww1Result::DuckBack;
    QTest::newRow("002-I6 A-9 total 0 DuckBack") << 0 << Ww1Result::DuckBack;
    QTest::newRow("002-I6 A-9 total -1 Surrender") << -1 << Ww1Result::Surrendered;
    QTest::newRow("A.3.3 total 17 CarryOn") << 17 << Ww1Result::CarryOn;
    QTest::newRow("A.3.3 total -6 Surrender") << -6 << Ww1Result::Surrendered;
}

void TestWw1Individual::bands()
{
    QFETCH(int, total);
    QFETCH(Ww1Result, result);
    QCOMPARE(Ww1IndividualRules::band(total), result);
}

// The printed card's net -8 ... +5 (and beyond): rollsFor() gives exactly the rolls whose ways make odds().
void TestWw1Individual::rollsAgreeWithOdds()
{
    const DieSpec twoD6{2, 6};
    const QList<qint64> ways = DiceOdds::ways(twoD6);
    for (int net = -12; net <= 12; ++net) {
        const Ww1BandOdds odds = Ww1IndividualRules::odds(net);
        const QList<std::pair<Ww1Result, Fraction>> bands{{Ww1Result::CarryOn, odds.carryOn},
                                                          {Ww1Result::NoCloser, odds.noCloser},
                                                          {Ww1Result::DuckBack, odds.duckBack},
                                                          {Ww1Result::Surrendered, odds.surrender}};
        QList<int> all;
        for (const auto &[result, p] : bands) {
            const QList<int> rolls = Ww1IndividualRules::rollsFor(net, result);
            qint64 w = 0;
            for (int r : rolls) {
                QCOMPARE(Ww1IndividualRules::band(r + net), result);
                w += ways.at(r);
            }
            QCOMPARE(Fraction(w, 36), p);
            all += rolls;
        }
        std::sort(all.begin(), all.end());
        QCOMPARE(all, (QList<int>{2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}));
    }
    QCOMPARE(Ww1IndividualRules::rollsFor(0, Ww1Result::CarryOn), (QList<int>{7, 8, 9, 10, 11, 12}));
    QCOMPARE(Ww1IndividualRules::rollsFor(0, Ww1Result::None), QList<int>{});
}

// Each situation gives its one modifier, with its IM id as source; IM2 once, IM3/IM4 per casualty uncapped.
void TestWw1Individual::everyModifierHasItsSource_data()
{
    QTest::addColumn<Ww1Rank>("rank");
    QTest::addColumn<Ww1Situation>("situation");
    QTest::addColumn<QString>("ids");
    QTest::addColumn<int>("net");

    Ww1Situation s;
    s.officerLeading = true;
    QTest::newRow("IM1 officer leading +1") << Ww1Rank::Other << s << "IM1" << 1;
    s = {};
    s.underFire = true;
    QTest::newRow("IM2 under fire -1, once") << Ww1Rank::Other << s << "IM2" << -1;
    s = {};
    s.friendlyCasualties = 7;
    QTest::newRow("IM3 seven friendly casualties -7, no cap") << Ww1Rank::Other << s << "IM3" << -7;
    s = {};
    s.enemyCasualties = 9;
    QTest::newRow("IM4 nine enemy casualties +9, no cap") << Ww1Rank::Other << s << "IM4" << 9;
    s = {};
    s.outnumbered = true;
    QTest::newRow("IM5 outnumbered -1") << Ww1Rank::Other << s << "IM5" << -1;
    s = {};
    s.edgedWeapon = true;
    QTest::newRow("IM6 edged weapon -2") << Ww1Rank::Other << s << "IM6" << -2;
    QTest::newRow("IM7 officer taking morale +2") << Ww1Rank::Officer << Ww1Situation{} << "IM7" << 2;
    QTest::newRow("IM8 NCO taking morale +1") << Ww1Rank::Nco << Ww1Situation{} << "IM8" << 1;
    s = {};
    s.officerLeading = true;
    s.underFire = true;
    s.friendlyCasualties = 1;
    s.enemyCasualties = 2;
    s.outnumbered = true;
    s.edgedWeapon = true;
    QTest::newRow("IM1-IM6 and IM8 together") << Ww1Rank::Nco << s << "IM1 IM2 IM3 IM4 IM5 IM6 IM8" << -1;
}

void TestWw1Individual::everyModifierHasItsSource()
{
    QFETCH(Ww1Rank, rank);
    QFETCH(Ww1Situation, situation);
    QFETCH(QString, ids);
    QFETCH(int, net);

    const Ww1Force force = makeForce();
    const Modifiers mods = Ww1IndividualRules::modifiers(force, makeStand(u"tester"_s, rank), situation);
    QCOMPARE(imIds(mods), ids);
    QCOMPARE(Ww1IndividualRules::net(mods), net);
    for (const Modifier &m : mods) {
        QVERIFY(!m.key.isEmpty());
        QVERIFY(!m.label.isEmpty());
    }
}

// A-11 at both settings: the players count the casualties in sight; the modifier's label says which reading
// they count by, and the count alone sets the modifier.
void TestWw1Individual::casualtiesInSightReading_data()
{
    QTest::addColumn<bool>("withinSquares");
    QTest::addColumn<int>("sight");
    QTest::addColumn<QString>("labelHas");

    QTest::newRow("A-11 same square (default)") << false << 1 << "in the square";
    QTest::newRow("A-11 option within 3 squares") << true << 3 << "within 3 square";
}

void TestWw1Individual::casualtiesInSightReading()
{
    QFETCH(bool, withinSquares);
    QFETCH(int, sight);
    QFETCH(QString, labelHas);

    Ww1Force force = makeForce();
    force.rules.casualtiesWithinSquares = withinSquares;
    force.settings.casualtySightSquares = sight;
    Ww1Situation s;
    s.friendlyCasualties = 2;
    s.enemyCasualties = 1;
    const Modifiers mods = Ww1IndividualRules::modifiers(force, *force.stand(u"moss"_s), s);
    QCOMPARE(imIds(mods), u"IM3 IM4"_s);
    QCOMPARE(Ww1IndividualRules::net(mods), -1);
    for (const Modifier &m : mods) {
        QVERIFY2(m.label.contains(labelHas), qPrintable(m.label));
        QVERIFY2(m.label.contains(u"A-11"_s), qPrintable(m.label));
    }
}

// IM1 with A-7: never from himself; to an officer only from a more senior one (A.6 seniority); at most +1.
void TestWw1Individual::officerLeading_data()
{
    QTest::addColumn<QString>("tester");
    QTest::addColumn<QString>("leader");
    QTest::addColumn<bool>("im1");

    // makeForce(): Capt Carter (Captain), Lt Ashby (Lieutenant), Sgt Hale (NCO), Pte Moss, Ltn Vogt (Lieutenant).
    QTest::newRow("A-7 a private led by the lieutenant") << "moss" << "ashby" << true;
    QTest::newRow("A-7 the sergeant led by the captain") << "hale" << "carter" << true;
    QTest::newRow("A-7 the lieutenant led by the captain") << "ashby" << "carter" << true;
    QTest::newRow("A-7 the captain not led by the lieutenant") << "carter" << "ashby" << false;
    QTest::newRow("A-7 the lieutenant not led by himself") << "ashby" << "ashby" << false;
    QTest::newRow("A-7 a lieutenant not led by another lieutenant") << "ashby" << "vogt" << false;
    QTest::newRow("A-7 a private led by an officer off the roster") << "moss" << "" << true;
    QTest::newRow("A-7 an officer not led by one off the roster") << "ashby" << "" << false;
    QTest::newRow("IM1 a sergeant leads no one") << "moss" << "hale" << false;
}

void TestWw1Individual::officerLeading()
{
    QFETCH(QString, tester);
    QFETCH(QString, leader);
    QFETCH(bool, im1);

    const Ww1Force force = makeForce();
    Ww1Situation s;
    s.officerLeading = true;
    s.leadingOfficerId = leader;
    const Ww1Stand *stand = force.stand(tester);
    QVERIFY(stand);
    const Modifiers mods = Ww1IndividualRules::modifiers(force, *stand, s);
    const qsizetype count = std::count_if(mods.cbegin(), mods.cend(),
                                          [](const Modifier &m) { return m.source == u"A.3.3 IM1"_s; });
    QCOMPARE(count, im1 ? 1 : 0);
    for (const Modifier &m : mods) {
        if (m.source == u"A.3.3 IM1"_s)
            QCOMPARE(m.delta, 1);
    }
    // A.6: the seniority list is the players' data; reversed, the captain is led by the lieutenant.
    if (tester == u"carter"_s && leader == u"ashby"_s) {
        Ww1Force reversed = force;
        std::reverse(reversed.settings.officerRanks.begin(), reversed.settings.officerRanks.end());
        QCOMPARE(imIds(Ww1IndividualRules::modifiers(reversed, *stand, s)), u"IM1 IM7"_s);
    }
}

// A.7 002-I7: two stands on one shared 2d6, computed over the 36 outcomes through band(); independent rolls
// would give another answer.
void TestWw1Individual::sharedRollJointOdds()
{
    const Ww1Force force = makeForce();
    Ww1Situation fire;
    fire.underFire = true;
    const int netA = Ww1IndividualRules::net(Ww1IndividualRules::modifiers(force, *force.stand(u"moss"_s), fire));
    const int netB = Ww1IndividualRules::net(Ww1IndividualRules::modifiers(force, *force.stand(u"hale"_s), fire));
    QCOMPARE(netA, -1);
    QCOMPARE(netB, 0);

    int bOnly = 0;
    int both = 0;
    for (int d1 = 1; d1 <= 6; ++d1) {
        for (int d2 = 1; d2 <= 6; ++d2) {
            const bool a = Ww1IndividualRules::band(d1 + d2 + netA) == Ww1Result::CarryOn;
            const bool b = Ww1IndividualRules::band(d1 + d2 + netB) == Ww1Result::CarryOn;
            bOnly += b && !a ? 1 : 0;
            both += a && b ? 1 : 0;
        }
    }
    QCOMPARE(Fraction(bOnly, 36), spec(u"6/36"_s));
    QCOMPARE(Fraction(both, 36), spec(u"15/36"_s));
    // Only a rolled 7 carries B on and not A.
    QCOMPARE(Ww1IndividualRules::rollsFor(netB, Ww1Result::CarryOn).size()
                 - Ww1IndividualRules::rollsFor(netA, Ww1Result::CarryOn).size(),
             1);
    const Ww1BandOdds a = Ww1IndividualRules::odds(netA);
    const Ww1BandOdds b = Ww1IndividualRules::odds(netB);
    // The spec's warning: independent rolls would make "both carry on" 15/36 x 21/36 = 35/144, not 15/36.
    const Fraction independent(a.carryOn.numerator() * b.carryOn.numerator(),
                               a.carryOn.denominator() * b.carryOn.denominator());
    QCOMPARE(independent, spec(u"35/144"_s));
    QVERIFY(independent != Fraction(both, 36));
}

// 002-I7 and 002-I8 through the engine: one 2d6 for the square, each stand with its own net.
void TestWw1Individual::sharedRollThroughTheEngine_data()
{
    QTest::addColumn<int>("roll");
    QTest::addColumn<bool>("fireOnB");
    QTest::addColumn<int>("totalA");
    QTest::addColumn<Ww1Result>("resultA");
    QTest::addColumn<int>("totalB");
    QTest::addColumn<Ww1Result>("resultB");

    // A: Pte Moss under fire (-1); B: Sgt Hale, NCO (+1), under fire (-1) in I7 or not in I8.
    QTest::newRow("002-I8 shared roll 6: A 5 NoCloser, B 7 CarryOn") << 6 << false << 5 << Ww1Result::NoCloser << 7
                                                                   << Ww1Result::CarryOn;
    QTest::newRow("002-I7 shared roll 7: B carries on, A does not") << 7 << true << 6 << Ww1Result::NoCloser << 7
                                                                  << Ww1Result::CarryOn;
    QTest::newRow("002-I7 shared roll 8: both carry on") << 8 << true << 7 << Ww1Result::CarryOn << 8
                                                       << Ww1Result::CarryOn;
    QTest::newRow("002-I7 shared roll 2: both duck back") << 2 << true << 1 << Ww1Result::DuckBack << 2
                                                        << Ww1Result::DuckBack;
}

void TestWw1Individual::sharedRollThroughTheEngine()
{
    QFETCH(int, roll);
    QFETCH(bool, fireOnB);
    QFETCH(int, totalA);
    QFETCH(Ww1Result, resultA);
    QFETCH(int, totalB);
    QFETCH(Ww1Result, resultB);

    Ww1Force force = makeForce();
    Ww1StandTest a = standTest(u"moss"_s);
    a.situation.underFire = true;
    Ww1StandTest b = standTest(u"hale"_s);
    b.situation.underFire = fireOnB;
    DiceScript dice(facesFor({roll, 12}));
    const Ww1SquareOutcome out = Ww1Engine::individualTest(force, u"B4"_s, {a, b}, dice);
    QVERIFY2(out.error.isEmpty(), qPrintable(out.error));
    QCOMPARE(dice.used(), 2); // one 2d6 for the whole square (A.3.3 step 1)
    QCOMPARE(out.roll, roll);
    QCOMPARE(out.stands.size(), 2);
    QCOMPARE(out.stands.at(0).total, totalA);
    QCOMPARE(out.stands.at(0).result, resultA);
    QCOMPARE(out.stands.at(1).total, totalB);
    QCOMPARE(out.stands.at(1).result, resultB);
    QCOMPARE(force.stand(u"moss"_s)->result, resultA);
    QCOMPARE(force.stand(u"hale"_s)->result, resultB);
    // One log record per stand, the same roll in each.
    QCOMPARE(force.log.size(), 2);
    for (const Ww1LogRecord &r : force.log) {
        QCOMPARE(r.event, Ww1LogEvent::IndividualTest);
        QCOMPARE(r.roll, roll);
        QCOMPARE(r.square, u"B4"_s);
        QCOMPARE(r.groupId, u"p1"_s);
    }
    QCOMPARE(force.log.at(0).modifier, totalA - roll);
    QCOMPARE(force.log.at(1).modifier, totalB - roll);
}

// A.2.2 with A-6: T1 and T3 once a game, T2 once or on every attempt, never after a surrender.
void TestWw1Individual::mustTest_data()
{
    QTest::addColumn<Ww1Trigger>("trigger");
    QTest::addColumn<bool>("testedBefore");
    QTest::addColumn<Ww1Result>("result");
    QTest::addColumn<bool>("everyAttempt");
    QTest::addColumn<bool>("must");

    QTest::newRow("T1 first time under fire") << Ww1Trigger::UnderFire << false << Ww1Result::None << false << true;
    QTest::newRow("T1 once a game") << Ww1Trigger::UnderFire << true << Ww1Result::CarryOn << false << false;
    QTest::newRow("T1 once even with A-6's option") << Ww1Trigger::UnderFire << true << Ww1Result::None << true << false;
    QTest::newRow("T3 first hand-to-hand") << Ww1Trigger::HandToHand << false << Ww1Result::NoCloser << false << true;
    QTest::newRow("T3 once a game") << Ww1Trigger::HandToHand << true << Ww1Result::None << false << false;
    QTest::newRow("T2 A-6 first attempt") << Ww1Trigger::EnterPosition << false << Ww1Result::None << false << true;
    QTest::newRow("T2 A-6 once per stand") << Ww1Trigger::EnterPosition << true << Ww1Result::None << false << false;
    QTest::newRow("T2 A-6 option every attempt") << Ww1Trigger::EnterPosition << true << Ww1Result::DuckBack << true
                                                 << true;
    QTest::newRow("A.4.2 surrendered never tests T1") << Ww1Trigger::UnderFire << false << Ww1Result::Surrendered
                                                      << false << false;
    QTest::newRow("A.4.2 surrendered never tests T2 even every attempt")
        << Ww1Trigger::EnterPosition << false << Ww1Result::Surrendered << true << false;
}

void TestWw1Individual::mustTest()
{
    QFETCH(Ww1Trigger, trigger);
    QFETCH(bool, testedBefore);
    QFETCH(Ww1Result, result);
    QFETCH(bool, everyAttempt);
    QFETCH(bool, must);

    Ww1Stand stand = makeStand(u"moss"_s);
    stand.name = u"Pte Moss"_s;
    stand.result = result;
    stand.testedUnderFire = testedBefore && trigger == Ww1Trigger::UnderFire;
    stand.testedHandToHand = testedBefore && trigger == Ww1Trigger::HandToHand;
    stand.testedEnterPosition = testedBefore && trigger == Ww1Trigger::EnterPosition;
    Ww1Rules rules;
    rules.enterPositionEveryAttempt = everyAttempt;
    QString why = u"stale"_s;
    QCOMPARE(Ww1IndividualRules::mustTest(stand, trigger, rules, &why), must);
    if (must) {
        QVERIFY(why.isEmpty());
    } else {
        QVERIFY2(why.contains(u"Pte Moss"_s), qPrintable(why));
        QVERIFY2(why.contains(u"A.4.2"_s) || why.contains(u"A.2.2"_s) || why.contains(u"A-6"_s), qPrintable(why));
    }
}

QTEST_GUILESS_MAIN(TestWw1Individual)
#include "tst_ww1_individual.moc"
