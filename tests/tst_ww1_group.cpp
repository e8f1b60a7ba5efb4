// WW1 group morale against Part A of the spec (shared/rules/secondary-systems.md): the conditions of A.2.1 by
// exact fractions, the test of A.3.1, the testing order of A.3.2, and the switches.
#include "kernel/DiceOdds.h"
#include "ww1/rules/Ww1GroupRules.h"
#include "Ww1Fixtures.h"

#include <QTest>

using namespace md;
using namespace md::ww1;
using namespace md::test;
using namespace Qt::StringLiterals;

class TestWw1Group : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void vectors_data();
    void vectors();
    void c1RoundingSwitch_data();
    void c1RoundingSwitch();
    void thresholds_data();
    void thresholds();
    void thresholdIsTheFewestReaching();
    void testOdds_data();
    void testOdds();
    void simultaneousConditions_data();
    void simultaneousConditions();
    void testingOrder_data();
    void testingOrder();
    void nothingReachedWithoutCasualties();
};

// A.7 002-G1 ... G9: what is due, at which modifier, and the exact odds before the roll.
void TestWw1Group::vectors_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("casualties");
    QTest::addColumn<QString>("tested");
    QTest::addColumn<QString>("due");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("need");
    QTest::addColumn<QString>("carryOn");
    QTest::addColumn<QString>("withdraw");

    QTest::newRow("002-G1 RULE start 8 cas 2: C1 at +0") << 8 << 2 << "" << "c1" << 0 << 6 << "26/36" << "10/36";
    QTest::newRow("002-G2 RULE start 12 cas 2: no test") << 12 << 2 << "" << "" << 0 << 0 << "" << "";
    QTest::newRow("002-G3 RULE start 12 cas 3: C1") << 12 << 3 << "" << "c1" << 0 << 6 << "26/36" << "10/36";
    QTest::newRow("002-G4 A-1 start 10 cas 2: no test") << 10 << 2 << "" << "" << 0 << 0 << "" << "";
    QTest::newRow("002-G5 A-1 start 10 cas 3: C1") << 10 << 3 << "" << "c1" << 0 << 6 << "26/36" << "10/36";
    QTest::newRow("002-G6 RULE start 10 cas 5 C1 tested: C2 at -2") << 10 << 5 << "c1" << "c2" << -2 << 8 << "15/36" << "21/36";
    QTest::newRow("002-G7 RULE start 10 cas 8 C1 C2 tested: C3 at -4") << 10 << 8 << "c1,c2" << "c3" << -4 << 10 << "6/36" << "30/36";
    QTest::newRow("002-G8 A-4 start 4 cas 2: C1 and C2 at -2") << 4 << 2 << "" << "c1,c2" << -2 << 8 << "15/36" << "21/36";
    QTest::newRow("002-G9 RULE start 10 cas 6 C1 C2 tested: no test") << 10 << 6 << "c1,c2" << "" << 0 << 0 << "" << "";
}

void TestWw1Group::vectors()
{
    QFETCH(int, start);
    QFETCH(int, casualties);
    QFETCH(QString, tested);
    QFETCH(QString, due);
    QFETCH(int, modifier);
    QFETCH(int, need);
    QFETCH(QString, carryOn);
    QFETCH(QString, withdraw);

    const Ww1Rules rules;
    const Ww1Group g = makeGroup(u"g"_s, start, casualties, Ww1Role::Attacker, tested);
    const Ww1GroupTestDue d = Ww1GroupRules::due(g, rules);
    QCOMPARE(d.conditions, conditions(due));
    if (!d.due())
        return;
    const Modifiers mods = Ww1GroupRules::modifiers(d, rules);
    QCOMPARE(mods.size(), 1); // one test at the worst modifier
    QCOMPARE(mods.constFirst().delta, modifier);
    QVERIFY2(mods.constFirst().source.startsWith(u"A.2.1 "_s + enumKey(d.conditions.constLast()).toUpper()),
             qPrintable(mods.constFirst().source));
    QVERIFY(!mods.constFirst().label.isEmpty());
    QCOMPARE(Ww1GroupRules::need(modifier), need);
    const Fraction pass = Ww1GroupRules::passOdds(d, rules);
    QCOMPARE(pass, spec(carryOn));
    QCOMPARE(Fraction(pass.denominator() - pass.numerator(), pass.denominator()), spec(withdraw));
}

// A-1 at both settings: exact fractions (the default) against the threshold rounded down.
void TestWw1Group::c1RoundingSwitch_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("casualties");
    QTest::addColumn<bool>("roundDown");
    QTest::addColumn<bool>("reached");

    QTest::newRow("A-1 exact: start 10 cas 2 no test (002-G4)") << 10 << 2 << false << false;
    QTest::newRow("A-1 rounded down: start 10 cas 2 tests") << 10 << 2 << true << true;
    QTest::newRow("A-1 exact: start 9 cas 2 no test") << 9 << 2 << false << false;
    QTest::newRow("A-1 rounded down: start 9 cas 2 tests") << 9 << 2 << true << true;
    QTest::newRow("A-1 rounded down: start 11 cas 2 tests") << 11 << 2 << true << true;
    QTest::newRow("A-1 rounded down: start 12 cas 2 no test") << 12 << 2 << true << false;
    QTest::newRow("A-1 exact: start 13 cas 3 no test") << 13 << 3 << false << false;
    QTest::newRow("A-1 rounded down: start 13 cas 3 tests") << 13 << 3 << true << true;
    QTest::newRow("A.2.1 C1 at most eight: start 8 cas 1 either way") << 8 << 1 << true << false;
    QTest::newRow("A.2.1 C1 at most eight: start 3 cas 2 either way") << 3 << 2 << true << true;
}

void TestWw1Group::c1RoundingSwitch()
{
    QFETCH(int, start);
    QFETCH(int, casualties);
    QFETCH(bool, roundDown);
    QFETCH(bool, reached);

    Ww1Rules rules;
    rules.c1RoundDown = roundDown;
    QCOMPARE(Ww1GroupRules::reached(Ww1Condition::C1, start, casualties, rules), reached);
    QCOMPARE(Ww1GroupRules::due(makeGroup(u"g"_s, start, casualties), rules).conditions.contains(Ww1Condition::C1),
             reached);
}

// The printed sheets' thresholds (A.2.1 with ).
void TestWw1Group::thresholds_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<bool>("roundDown");
    QTest::addColumn<int>("c1");
    QTest::addColumn<int>("c2");
    QTest::addColumn<int>("c3");

    QTest::newRow("A.2.1 four men") << 4 << false << 2 << 2 << 3;
    QTest::newRow("A.2.1 eight men") << 8 << false << 2 << 4 << 6;
    QTest::newRow("A-1 nine men exact") << 9 << false << 3 << 5 << 7;
    QTest::newRow("A-1 nine men rounded down") << 9 << true << 2 << 5 << 7;
    QTest::newRow("A-1 twelve men exact") << 12 << false << 3 << 6 << 9;
    QTest::newRow("A-1 thirteen men exact") << 13 << false << 4 << 7 << 10;
    QTest::newRow("A-1 sixteen men rounded down") << 16 << true << 4 << 8 << 12;
    QTest::newRow("A.2.1 a single man never reaches C1") << 1 << false << 2 << 1 << 1;
    QTest::newRow("A.2.1 nobody reaches nothing") << 0 << false << 1 << 1 << 1;
}

void TestWw1Group::thresholds()
{
    QFETCH(int, start);
    QFETCH(bool, roundDown);
    QFETCH(int, c1);
    QFETCH(int, c2);
    QFETCH(int, c3);

    Ww1Rules rules;
    rules.c1RoundDown = roundDown;
    QCOMPARE(Ww1GroupRules::threshold(Ww1Condition::C1, start, rules), c1);
    QCOMPARE(Ww1GroupRules::threshold(Ww1Condition::C2, start, rules), c2);
    QCOMPARE(Ww1GroupRules::threshold(Ww1Condition::C3, start, rules), c3);
}

// threshold() and reached() agree for every group size a table holds, at both A-1 settings.
void TestWw1Group::thresholdIsTheFewestReaching()
{
    for (bool roundDown : {false, true}) {
        Ww1Rules rules;
        rules.c1RoundDown = roundDown;
        for (int n = 1; n <= 60; ++n) {
            for (Ww1Condition c : {Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3}) {
                const int t = Ww1GroupRules::threshold(c, n, rules);
                for (int cas = 0; cas <= n; ++cas)
                    QCOMPARE(Ww1GroupRules::reached(c, n, cas, rules), cas >= t);
            }
        }
    }
}

// A.3.1: pass iff 2d6 + m >= 6, against a count of the 36 ways two dice fall.
void TestWw1Group::testOdds_data()
{
    QTest::addColumn<int>("modifier");
    QTest::addColumn<int>("need");
    QTest::addColumn<QString>("carryOn");

    QTest::newRow("A.3.1 m 0") << 0 << 6 << "26/36";
    QTest::newRow("A.3.1 m -2") << -2 << 8 << "15/36";
    QTest::newRow("A.3.1 m -4") << -4 << 10 << "6/36";
}

void TestWw1Group::testOdds()
{
    QFETCH(int, modifier);
    QFETCH(int, need);
    QFETCH(QString, carryOn);

    QCOMPARE(Ww1GroupRules::need(modifier), need);
    QCOMPARE(Ww1GroupRules::passOdds(modifier), spec(carryOn));
    int ways = 0;
    for (int a = 1; a <= 6; ++a) {
        for (int b = 1; b <= 6; ++b)
            ways += a + b + modifier >= 6 ? 1 : 0;
    }
    QCOMPARE(Ww1GroupRules::passOdds(modifier), Fraction(ways, 36));
}

// A-4 at both settings, on 002-G8 and on a group reaching all three at once.
void TestWw1Group::simultaneousConditions_data()
{
    QTest::addColumn<int>("start");
    QTest::addColumn<int>("casualties");
    QTest::addColumn<bool>("eachInTurn");
    QTest::addColumn<QString>("due");
    QTest::addColumn<QList<int>>("deltas");
    QTest::addColumn<QString>("carryOn");

    QTest::newRow("002-G8 A-4 one test at -2") << 4 << 2 << false << "c1,c2" << QList<int>{-2} << "15/36";
    QTest::newRow("002-G8 A-4 each in turn 26/36 x 15/36") << 4 << 2 << true << "c1,c2" << QList<int>{0, -2} << "65/216";
    QTest::newRow("A-4 start 4 cas 3 one test at -4") << 4 << 3 << false << "c1,c2,c3" << QList<int>{-4} << "6/36";
    QTest::newRow("A-4 start 4 cas 3 each in turn") << 4 << 3 << true << "c1,c2,c3" << QList<int>{0, -2, -4}
                                                     << "65/1296";
    QTest::newRow("A-4 a single condition is one test either way") << 8 << 2 << true << "c1" << QList<int>{0} << "26/36";
}

void TestWw1Group::simultaneousConditions()
{
    QFETCH(int, start);
    QFETCH(int, casualties);
    QFETCH(bool, eachInTurn);
    QFETCH(QString, due);
    QFETCH(QList<int>, deltas);
    QFETCH(QString, carryOn);

    Ww1Rules rules;
    rules.eachConditionInTurn = eachInTurn;
    const Ww1GroupTestDue d = Ww1GroupRules::due(makeGroup(u"g"_s, start, casualties), rules);
    QCOMPARE(d.conditions, conditions(due));
    const Modifiers mods = Ww1GroupRules::modifiers(d, rules);
    QList<int> got;
    for (const Modifier &m : mods)
        got.append(m.delta);
    QCOMPARE(got, deltas);
    if (eachInTurn) {
        for (qsizetype i = 0; i < mods.size(); ++i)
            QCOMPARE(mods.at(i).source, u"A.2.1 "_s + enumKey(d.conditions.at(i)).toUpper());
    } else if (d.conditions.size() > 1) {
        QVERIFY2(mods.constFirst().source.contains(u"A-4"_s), qPrintable(mods.constFirst().source));
    }
    QCOMPARE(Ww1GroupRules::passOdds(d, rules), spec(carryOn));
}

// A.3.2 with A-5: 002-G10, and the switch to starting size flipping an order.
void TestWw1Group::testingOrder_data()
{
    QTest::addColumn<QList<Ww1Group>>("groups");
    QTest::addColumn<bool>("byStartingSize");
    QTest::addColumn<QStringList>("order");

    const QList<Ww1Group> g10{makeGroup(u"D-Sec"_s, 9, 0, Ww1Role::Defender), makeGroup(u"A-Pl1"_s, 12),
                              makeGroup(u"D-Coy"_s, 40, 0, Ww1Role::Defender), makeGroup(u"A-Pl2"_s, 30)};
    QTest::newRow("002-G10 A.3.2 attackers then defenders, biggest first")
        << g10 << false << QStringList{u"A-Pl2"_s, u"A-Pl1"_s, u"D-Coy"_s, u"D-Sec"_s};

    // 12 men with 6 down (6 left) against 10 with 1 down (9 left).
    const QList<Ww1Group> flip{makeGroup(u"big"_s, 12, 6), makeGroup(u"small"_s, 10, 1)};
    QTest::newRow("A-5 current effective size") << flip << false << QStringList{u"small"_s, u"big"_s};
    QTest::newRow("A-5 option starting size") << flip << true << QStringList{u"big"_s, u"small"_s};

    const QList<Ww1Group> ties{makeGroup(u"first"_s, 10, 2), makeGroup(u"second"_s, 9, 1),
                               makeGroup(u"third"_s, 8, 0)};
    QTest::newRow("A-5 ties keep the players' order") << ties << false
                                                      << QStringList{u"first"_s, u"second"_s, u"third"_s};
    QTest::newRow("A-5 starting size breaks those ties") << ties << true
                                                         << QStringList{u"first"_s, u"second"_s, u"third"_s};
    const QList<Ww1Group> reversedTies{makeGroup(u"third"_s, 8, 0), makeGroup(u"second"_s, 9, 1),
                                       makeGroup(u"first"_s, 10, 2)};
    QTest::newRow("A-5 ties in the other order stay so") << reversedTies << false
                                                         << QStringList{u"third"_s, u"second"_s, u"first"_s};
    QTest::newRow("A-5 starting size sorts them") << reversedTies << true
                                                  << QStringList{u"first"_s, u"second"_s, u"third"_s};
}

void TestWw1Group::testingOrder()
{
    QFETCH(QList<Ww1Group>, groups);
    QFETCH(bool, byStartingSize);
    QFETCH(QStringList, order);

    Ww1Rules rules;
    rules.orderByStartingSize = byStartingSize;
    QCOMPARE(Ww1GroupRules::testingOrder(groups, rules), order);
}

// A.2.1: a group with no casualty, or of nobody, never tests.
void TestWw1Group::nothingReachedWithoutCasualties()
{
    const Ww1Rules rules;
    for (int n = 0; n <= 40; ++n)
        QVERIFY(!Ww1GroupRules::due(makeGroup(u"g"_s, n, 0), rules).due());
    QCOMPARE(Ww1GroupRules::passOdds(Ww1GroupTestDue{}, rules), Fraction(1, 1));
    QVERIFY(Ww1GroupRules::modifiers(Ww1GroupTestDue{}, rules).isEmpty());
}

QTEST_GUILESS_MAIN(TestWw1Group)
#include "tst_ww1_group.moc"
