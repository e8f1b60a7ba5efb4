// The neutral kernel (core/kernel, issue 13): dice for any die and their exact odds, ids, JSON paths. No rule
// system is named here.

#include "kernel/Dice.h"
#include "kernel/DiceOdds.h"
#include "kernel/FileDigest.h"
#include "kernel/Fraction.h"
#include "kernel/Ids.h"
#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"

#include <QJsonValue>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace md;

class TestKernel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void dieSpecParses_data();
    void dieSpecParses();
    void dieSpecRefuses_data();
    void dieSpecRefuses();
    void fractionsAreReduced();
    void fractionsCompare();
    void oddsByEnumeration();
    void oddsEdges();
    void typedFaces();
    void typedTotals();
    void scriptedFaces();
    void seededFaces();
    void freeIds();
    void jsonPaths();
    void reasons();
    void digest();
};

void TestKernel::dieSpecParses_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<int>("count");
    QTest::addColumn<int>("sides");
    QTest::addColumn<QString>("printed");
    QTest::newRow("d4") << u"d4"_s << 1 << 4 << u"d4"_s;
    QTest::newRow("d6") << u"d6"_s << 1 << 6 << u"d6"_s;
    QTest::newRow("2d6") << u"2d6"_s << 2 << 6 << u"2d6"_s;
    QTest::newRow("d10") << u"d10"_s << 1 << 10 << u"d10"_s;
    QTest::newRow("1d10 prints as d10") << u"1d10"_s << 1 << 10 << u"d10"_s;
    QTest::newRow("3d6") << u"3d6"_s << 3 << 6 << u"3d6"_s;
    QTest::newRow("d100") << u"d100"_s << 1 << 100 << u"d100"_s;
}

void TestKernel::dieSpecParses()
{
    QFETCH(QString, text);
    QFETCH(int, count);
    QFETCH(int, sides);
    QFETCH(QString, printed);
    const std::optional<DieSpec> spec = DieSpec::parse(text);
    QVERIFY(spec);
    QCOMPARE(spec->count, count);
    QCOMPARE(spec->sides, sides);
    QCOMPARE(spec->toString(), printed);
    QCOMPARE(spec->minimum(), count);
    QCOMPARE(spec->maximum(), count * sides);
}

void TestKernel::dieSpecRefuses_data()
{
    QTest::addColumn<QString>("text");
    for (const char *bad : {"", "d", "6", "d1", "d0", "0d6", "9d6", "d101", "2d", "-1d6", "d-6", "2 d6", "D6", "2d6+1",
                            "d06", "x2d6"})
        QTest::newRow(bad[0] ? bad : "empty") << QString::fromLatin1(bad);
}

void TestKernel::dieSpecRefuses()
{
    QFETCH(QString, text);
    QVERIFY(!DieSpec::parse(text));
}

void TestKernel::fractionsAreReduced()
{
    const Fraction f(42, 72);
    QCOMPARE(f.numerator(), 7);
    QCOMPARE(f.denominator(), 12);
    QCOMPARE(f.toString(), u"7/12"_s);
    QCOMPARE(Fraction(3, -6), Fraction(-1, 2));
    QCOMPARE(Fraction(0, 5).toString(), u"0"_s);
    QCOMPARE(Fraction(10, 10).toString(), u"1"_s);
    QCOMPARE(Fraction(0, 5), Fraction(0, 1));
}

void TestKernel::fractionsCompare()
{
    QVERIFY(Fraction(1, 3) < Fraction(1, 2));
    QVERIFY(Fraction(2, 3) > Fraction(3, 5));
    QVERIFY(Fraction(-1, 2) < Fraction(1, 3));
    QVERIFY(Fraction(7, 12) <= Fraction(14, 24));
    QVERIFY(Fraction(5, 4) > Fraction(1, 1));
    // Values whose cross products would overflow 64 bits still compare exactly.
    const qint64 big = Q_INT64_C(3037000499) * 3;
    QVERIFY(Fraction(big - 1, big) < Fraction(big, big + 1));
    QVERIFY(Fraction(big + 1, big) > Fraction(big + 2, big + 1));
}

void TestKernel::oddsByEnumeration()
{
    const DieSpec d10 = *DieSpec::parse(u"d10");
    const DieSpec twoD6 = *DieSpec::parse(u"2d6");
    // R5: a d10 roll at or under the need; need 3 passes on 3 faces in 10.
    QCOMPARE(DiceOdds::atMost(d10, 3), Fraction(3, 10));
    QCOMPARE(DiceOdds::atMost(twoD6, 7), Fraction(7, 12));
    QCOMPARE(DiceOdds::atLeast(twoD6, 8), Fraction(5, 12));
    QCOMPARE(DiceOdds::exactly(twoD6, 7), Fraction(1, 6));
    QCOMPARE(DiceOdds::exactly(*DieSpec::parse(u"3d6"), 10), Fraction(1, 8));
    QCOMPARE(DiceOdds::outcomes(twoD6), 36);
    const QList<qint64> ways = DiceOdds::ways(twoD6);
    QCOMPARE(ways.size(), 13);
    QCOMPARE(ways.at(2), 1);
    QCOMPARE(ways.at(7), 6);
    QCOMPARE(ways.at(12), 1);
    QCOMPARE(DiceOdds::atLeast(*DieSpec::parse(u"d4"), 3), Fraction(1, 2));
}

void TestKernel::oddsEdges()
{
    const DieSpec d10 = *DieSpec::parse(u"d10");
    QCOMPARE(DiceOdds::atMost(d10, 0), Fraction(0, 1));
    QCOMPARE(DiceOdds::atMost(d10, 10), Fraction(1, 1));
    QCOMPARE(DiceOdds::atMost(d10, 25), Fraction(1, 1));
    QCOMPARE(DiceOdds::atLeast(d10, 11), Fraction(0, 1));
    QCOMPARE(DiceOdds::atLeast(d10, -3), Fraction(1, 1));
    QCOMPARE(DiceOdds::exactly(*DieSpec::parse(u"2d6"), 1), Fraction(0, 1));
    // The largest dice a spec allows stay exact.
    const DieSpec most {DieSpec::maxCount, DieSpec::maxSides};
    QCOMPARE(DiceOdds::atMost(most, most.maximum()), Fraction(1, 1));
    QCOMPARE(DiceOdds::exactly(most, most.minimum()), Fraction(1, DiceOdds::outcomes(most)));
}

void TestKernel::typedFaces()
{
    // R5: a d10's face marked "0" is 10.
    QCOMPARE(TypedDie::faceFromTyped(0), std::optional<int>(10));
    QCOMPARE(TypedDie::faceFromTyped(7), std::optional<int>(7));
    QCOMPARE(TypedDie::faceFromTyped(10), std::optional<int>(10));
    QCOMPARE(TypedDie::faceFromTyped(11), std::nullopt);
    QCOMPARE(TypedDie::faceFromTyped(-1), std::nullopt);
    // Other dice have no "0" face.
    QCOMPARE(TypedDie::faceFromTyped(0, 6), std::nullopt);
    QCOMPARE(TypedDie::faceFromTyped(6, 6), std::optional<int>(6));
    QCOMPARE(TypedDie::faceFromTyped(7, 6), std::nullopt);
    QCOMPARE(TypedDie::faceFromTyped(4, 4), std::optional<int>(4));
    TypedDie die(9);
    QCOMPARE(die.rollD10(), 9);
    QCOMPARE(die.roll(10), 9);
}

void TestKernel::typedTotals()
{
    const DieSpec twoD6 = *DieSpec::parse(u"2d6");
    // The player adds their two dice up and types the total (WW1's 2d6): 7 stays 7, not 7 + 7.
    QCOMPARE(TypedDie::totalFromTyped(7, twoD6), std::optional<int>(7));
    QCOMPARE(TypedDie::totalFromTyped(2, twoD6), std::optional<int>(2));
    QCOMPARE(TypedDie::totalFromTyped(12, twoD6), std::optional<int>(12));
    QCOMPARE(TypedDie::totalFromTyped(13, twoD6), std::nullopt);
    QCOMPARE(TypedDie::totalFromTyped(1, twoD6), std::nullopt);
    QCOMPARE(TypedDie::totalFromTyped(0, twoD6), std::nullopt);
    TypedDie seven(*TypedDie::totalFromTyped(7, twoD6));
    QCOMPARE(seven.rollSum(twoD6), 7);
    // ... also through the interface a rule holds.
    DiceSource &source = seven;
    QCOMPARE(source.rollSum(twoD6), 7);
    QCOMPARE(DiceOdds::atMost(twoD6, 7), Fraction(7, 12));
    // A single die is a face: a d10's "0" is 10 (R5), a d6 has no "0".
    const DieSpec d10 = *DieSpec::parse(u"d10");
    QCOMPARE(TypedDie::totalFromTyped(0, d10), std::optional<int>(10));
    QCOMPARE(TypedDie::totalFromTyped(11, d10), std::nullopt);
    QCOMPARE(TypedDie::totalFromTyped(0, *DieSpec::parse(u"d6")), std::nullopt);
    TypedDie ten(*TypedDie::totalFromTyped(0, d10));
    QCOMPARE(ten.rollSum(d10), 10);
    QCOMPARE(ten.rollD10(), 10);
}

void TestKernel::scriptedFaces()
{
    DiceScript dice({3, 5, 6});
    QCOMPARE(dice.remaining(), 3);
    // One scripted face per die: a 2d6 takes 3 and 5 and sums them.
    QCOMPARE(dice.rollSum({2, 6}), 8);
    QCOMPARE(dice.used(), 2);
    QCOMPARE(dice.rollD10(), 6);
    // Used up: 0 is no face of any die, so a rule that rolls too often is refused rather than guessed.
    QCOMPARE(dice.roll(6), 0);
    dice.append(2);
    QCOMPARE(dice.roll(6), 2);
}

void TestKernel::seededFaces()
{
    SeededDice a(2024);
    SeededDice b(2024);
    for (int i = 0; i < 200; ++i) {
        const int sides = 2 + i % 19;
        const int face = a.roll(sides);
        QCOMPARE(b.roll(sides), face);
        QVERIFY(face >= 1 && face <= sides);
    }
    // The ratio name and its d10 stay as they were: the same seed gives the same faces.
    SeededD10 c(7);
    SeededDice d(7);
    for (int i = 0; i < 50; ++i)
        QCOMPARE(c.rollD10(), d.roll(10));
    // 2d6 from a seed: always 2..12, and the same totals again from the same seed.
    const DieSpec twoD6 = *DieSpec::parse(u"2d6");
    SeededDice e(99);
    SeededDice f(99);
    for (int i = 0; i < 200; ++i) {
        const int total = e.rollSum(twoD6);
        QVERIFY(total >= 2 && total <= 12);
        QCOMPARE(f.rollSum(twoD6), total);
    }
}

void TestKernel::freeIds()
{
    QCOMPARE(Ids::freeId(u"sq"_s, {}), u"sq"_s);
    QCOMPARE(Ids::freeId(u"sq"_s, {u"sq"_s}), u"sq-2"_s);
    QCOMPARE(Ids::freeId(u"sq"_s, {u"sq"_s, u"sq-2"_s, u"sq-3"_s}), u"sq-4"_s);
}

void TestKernel::jsonPaths()
{
    QCOMPARE(JsonPath::key(u"$"_s, u"units"_s), u"$.units"_s);
    QCOMPARE(JsonPath::index(u"$.units"_s, 3), u"$.units[3]"_s);
    QCOMPARE(JsonPath::key(u"$"_s, u"two words"_s), u"$[\"two words\"]"_s);
    QCOMPARE(JsonPath::quoted(u"a\nb"_s), u"\"a\\nb\""_s);
    QCOMPARE(JsonPath::quoted(QString(70, u'x')), u'"' + QString(60, u'x') + u"\"\u2026"_s);
    QCOMPARE(JsonPath::textLength(u"a\U0001F600b"_s), 3);
}

void TestKernel::reasons()
{
    QCOMPARE(JsonReasons::wholeNumber(1, 3, 4), u"must be a whole number between 1 and 3; found 4"_s);
    QCOMPARE(JsonReasons::wholeNumber(2, 2, 4, u"(x)"_s), u"must be 2 (x); found 4"_s);
    QCOMPARE(JsonReasons::missing(), u"required key is missing"_s);
    QCOMPARE(JsonReasons::typeName(QJsonValue(2)), u"a number"_s);
    QCOMPARE(JsonReasons::typeName(QJsonValue(true)), u"true"_s);
}

void TestKernel::digest()
{
    QCOMPARE(FileDigest::of("abc").size(), 32);
    QVERIFY(FileDigest::of("abc") != FileDigest::of("abd"));
}

QTEST_GUILESS_MAIN(TestKernel)
#include "tst_kernel.moc"
