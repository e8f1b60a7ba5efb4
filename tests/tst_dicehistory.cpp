// The dice history: the fairness hint's exact statistic, and the rolls each system lists from its log, typed
// (the player's own dice, TypedDie) or the program's.

#include "kernel/DiceFairness.h"
#include "kernel/DiceScript.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystemRegistry.h"
#include "ratio/RatioState.h"
#include "ratio/rules/RatioEngine.h"
#include "systems/BuiltInSystems.h"

#include <QFile>
#include <QTest>

using namespace Qt::StringLiterals;
using namespace md;

namespace {

QByteArray readAll(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

QList<int> repeated(const QList<std::pair<int, int>> &valueTimes)
{
    QList<int> values;
    for (const auto &[value, times] : valueTimes) {
        for (int i = 0; i < times; ++i)
            values.append(value);
    }
    return values;
}

} // namespace

class TestDiceHistory : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void chiSquareExact();
    void criticalValues();
    void verdicts();
    void ratioRollsTypedAndProgram();
    void ratioTypedRoundTrips();
    void ww1RollsTypedAndProgram();
};

void TestDiceHistory::chiSquareExact()
{
    const DieSpec d6{1, 6};
    // Exactly as expected: nothing to add up.
    QCOMPARE(*DiceFairness::chiSquare(d6, DiceFairness::counts(d6, repeated({{1, 10}, {2, 10}, {3, 10}, {4, 10}, {5, 10}, {6, 10}}))),
             Fraction(0, 1));
    // 60 rolls, 10 expected each: (20-10)²/10 + (0-10)²/10 = 20.
    QCOMPARE(*DiceFairness::chiSquare(d6, DiceFairness::counts(d6, repeated({{1, 20}, {2, 10}, {3, 10}, {4, 10}, {5, 10}}))),
             Fraction(20, 1));
    // 2d6, 36 rolls, one 7 turned into a 2: (2-1)²/1 + (5-6)²/6 = 7/6, against the non-uniform odds of a sum.
    const DieSpec twoD6{2, 6};
    const QList<int> asExpected = repeated({{2, 1}, {3, 2}, {4, 3}, {5, 4}, {6, 5}, {7, 6}, {8, 5}, {9, 4}, {10, 3}, {11, 2}, {12, 1}});
    QCOMPARE(*DiceFairness::chiSquare(twoD6, DiceFairness::counts(twoD6, asExpected)), Fraction(0, 1));
    QList<int> shifted = asExpected;
    shifted[shifted.indexOf(7)] = 2;
    QCOMPARE(*DiceFairness::chiSquare(twoD6, DiceFairness::counts(twoD6, shifted)), Fraction(7, 6));
    QCOMPARE(DiceFairness::expected(twoD6, 36, 7), Fraction(6, 1));
    QCOMPARE(DiceFairness::expected(twoD6, 10, 7), Fraction(5, 3));
    // A d10: 3 more 1s and 3 fewer 10s in 50 rolls: (8-5)²/5 + (2-5)²/5 = 18/5.
    const DieSpec d10{1, 10};
    const QList<int> d10s = repeated({{1, 8}, {2, 5}, {3, 5}, {4, 5}, {5, 5}, {6, 5}, {7, 5}, {8, 5}, {9, 5}, {10, 2}});
    QCOMPARE(*DiceFairness::chiSquare(d10, DiceFairness::counts(d10, d10s)), Fraction(18, 5));
    // Faces the dice do not have are not counted.
    QCOMPARE(DiceFairness::counts(d6, {0, 7, 3}).value(3), qint64(1));
    QCOMPARE(DiceFairness::counts(d6, {0, 7, 3}).size(), qsizetype(7));
}

void TestDiceHistory::criticalValues()
{
    QCOMPARE(*DiceFairness::criticalThousandths(1, 5), qint64(3841));
    QCOMPARE(*DiceFairness::criticalThousandths(9, 5), qint64(16919)); // a d10
    QCOMPARE(*DiceFairness::criticalThousandths(10, 1), qint64(23209)); // 2d6: 11 totals
    QCOMPARE(*DiceFairness::criticalThousandths(99, 5), qint64(123225)); // a d100
    QVERIFY(!DiceFairness::criticalThousandths(31, 5));
    QVERIFY(!DiceFairness::criticalThousandths(5, 10));
    // Every category expected at least 5 times.
    QCOMPARE(DiceFairness::minimumRolls(DieSpec{1, 10}), qint64(50));
    QCOMPARE(DiceFairness::minimumRolls(DieSpec{1, 6}), qint64(30));
    QCOMPARE(DiceFairness::minimumRolls(DieSpec{2, 6}), qint64(180));
}

void TestDiceHistory::verdicts()
{
    const DieSpec d6{1, 6};
    // 20 > 15.086 (df 5 at 1 %): the 1s and the 6s are equally far out; the first is named.
    const FairnessVerdict loaded = DiceFairness::judge(d6, repeated({{1, 20}, {2, 10}, {3, 10}, {4, 10}, {5, 10}}));
    QCOMPARE(loaded.kind, FairnessVerdict::Kind::Unlikely);
    QCOMPARE(loaded.percent, 1);
    QCOMPARE(loaded.value, 1);
    QVERIFY(loaded.more);
    QCOMPARE(DiceFairness::text(loaded), u"More 1s than expected: p < 1 %. Worth a look at the dice."_s);
    // Nine 6s turned into 5s: beyond 15.086 (1 %).
    const FairnessVerdict fewer = DiceFairness::judge(d6, repeated({{1, 10}, {2, 10}, {3, 10}, {4, 10}, {5, 19}, {6, 1}}));
    QCOMPARE(*fewer.statistic, Fraction(162, 10)); // (19-10)²/10 + (1-10)²/10 = 16.2
    QCOMPARE(fewer.kind, FairnessVerdict::Kind::Unlikely);
    QCOMPARE(fewer.percent, 1);
    const FairnessVerdict five = DiceFairness::judge(d6, repeated({{1, 10}, {2, 10}, {3, 10}, {4, 10}, {5, 4}, {6, 16}}));
    QCOMPARE(*five.statistic, Fraction(72, 10)); // 3.6 + 3.6 = 7.2 < 11.070
    QCOMPARE(five.kind, FairnessVerdict::Kind::Fair);
    QCOMPARE(DiceFairness::text(five), u"These dice look fair."_s);
    const FairnessVerdict fiveP = DiceFairness::judge(d6, repeated({{1, 10}, {2, 10}, {3, 10}, {4, 10}, {5, 2}, {6, 18}}));
    QCOMPARE(*fiveP.statistic, Fraction(128, 10)); // 6.4 + 6.4 = 12.8: beyond 11.070, within 15.086
    QCOMPARE(fiveP.kind, FairnessVerdict::Kind::Unlikely);
    QCOMPARE(fiveP.percent, 5);
    QCOMPARE(fiveP.value, 5); // 5 and 6 equally far; the first
    QVERIFY(!fiveP.more);
    QCOMPARE(DiceFairness::text(fiveP), u"Fewer 5s than expected: p < 5 %. Worth a look at the dice."_s);
    // Too few: 29 rolls of a d6 (30 needed), however odd they look.
    const FairnessVerdict few = DiceFairness::judge(d6, repeated({{6, 29}}));
    QCOMPARE(few.kind, FairnessVerdict::Kind::TooFew);
    QCOMPARE(few.rolls, qint64(29));
    QCOMPARE(DiceFairness::text(few), u"Too few rolls to judge: 29 of the 30 a fair test needs."_s);
    // No table value for 3d20's 58 degrees of freedom.
    QCOMPARE(DiceFairness::judge(DieSpec{3, 20}, repeated({{30, 10}})).kind, FairnessVerdict::Kind::Untested);
}

void TestDiceHistory::ratioRollsTypedAndProgram()
{
    EnvelopeResult opened = FileEnvelope::fromJson(
        readAll(QStringLiteral(MORALEDESK_TEST_DATA) + u"/valid/infantry-with-warbots.json"_s), ruleSystems());
    QVERIFY(opened.ok());
    const RuleSystem *ratio = ruleSystems().find(opened.state->ruleSystem());
    QVERIFY(ratio->rolls(*opened.state).isEmpty());
    DiceScript unused;
    // R5, R8: two of Recon's 12 points gone leave 10/12, need 8, 9 for Elite: a die decides.
    QVERIFY(ratio->playStep(*opened.state, u"casualty r-1"_s, unused).ok);
    QVERIFY(ratio->playStep(*opened.state, u"casualty r-4"_s, unused).ok);
    // R5: the player's own die, typed: 5.
    QVERIFY(ratio->playStep(*opened.state, u"check r-2 5"_s, unused).ok);
    // The program's die: 4.
    Battlegroup *bg = ratio::RatioState::of(*opened.state);
    DiceScript program({4});
    ratio::RatioEngine engine(*bg);
    QVERIFY(engine.check(ratio::PieceRef{0, 2}, program).ok());

    const RolledDice rolls = ratio->rolls(*opened.state);
    QCOMPARE(rolls.size(), qsizetype(2));
    QCOMPARE(rolls.at(0).value, 5);
    QVERIFY(rolls.at(0).typed);
    QCOMPARE(rolls.at(0).spec, (DieSpec{1, 10}));
    QCOMPARE(rolls.at(0).side, bg->name);
    QCOMPARE(rolls.at(0).turn, 1);
    QVERIFY2(rolls.at(0).purpose.contains(u"Scout 2"_s), qPrintable(rolls.at(0).purpose));
    QCOMPARE(rolls.at(1).value, 4);
    QVERIFY(!rolls.at(1).typed);
    QVERIFY2(rolls.at(1).purpose.contains(u"Scout 3"_s), qPrintable(rolls.at(1).purpose));

    // Both sides of a game: each side's rolls, named by side.
    Battlegroup other = *bg;
    other.name = u"Other side"_s;
    other.log.removeLast();
    ratio::RatioState game(QList<Battlegroup>{*bg, other});
    const RolledDice both = ratio->rolls(game);
    QCOMPARE(both.size(), qsizetype(3));
    QCOMPARE(both.at(2).side, u"Other side"_s);
    QVERIFY(both.at(2).typed);
}

void TestDiceHistory::ratioTypedRoundTrips()
{
    const QByteArray original = readAll(QStringLiteral(MORALEDESK_TEST_DATA) + u"/valid/infantry-with-warbots.json"_s);
    EnvelopeResult opened = FileEnvelope::fromJson(original, ruleSystems());
    QVERIFY(opened.ok());
    const RuleSystem *ratio = ruleSystems().find(opened.state->ruleSystem());
    DiceScript unused;
    QVERIFY(ratio->playStep(*opened.state, u"casualty r-1"_s, unused).ok);
    QVERIFY(ratio->playStep(*opened.state, u"casualty r-4"_s, unused).ok);
    QVERIFY(ratio->playStep(*opened.state, u"check r-2 5"_s, unused).ok);
    ratio::RatioEngine engine(*ratio::RatioState::of(*opened.state));
    DiceScript program({4});
    QVERIFY(engine.check(ratio::PieceRef{0, 2}, program).ok());
    const QByteArray saved = ratio->write(*opened.state);
    QCOMPARE(saved.count("\"typed\""), qsizetype(1)); // written only for the typed die
    EnvelopeResult again = FileEnvelope::fromJson(saved, ruleSystems());
    QVERIFY(again.ok());
    QCOMPARE(ratio->rolls(*again.state), ratio->rolls(*opened.state));
    QCOMPARE(ratio->write(*again.state), saved);

    // A check with no die cannot have been typed: the field is named.
    QByteArray bad = saved;
    bad.replace("\"die\": 5", "\"die\": null");
    EnvelopeResult refused = FileEnvelope::fromJson(bad, ruleSystems());
    QVERIFY(!refused.ok());
    bool named = false;
    for (const Problem &p : refused.problems)
        named = named || p.path.endsWith(u".typed"_s);
    QVERIFY(named);
}

void TestDiceHistory::ww1RollsTypedAndProgram()
{
    const QString sample = QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/ww1-trench-raid.json"_s;
    const QByteArray bytes = readAll(sample);
    EnvelopeResult typedGame = FileEnvelope::fromJson(bytes, ruleSystems());
    QVERIFY(typedGame.ok());
    const RuleSystem *ww1 = ruleSystems().find(typedGame.state->ruleSystem());
    QVERIFY(ww1->rolls(*typedGame.state).isEmpty());
    DiceScript unused;
    // A.2.1, A.3.1: C1 on the wirers, tested with the player's typed 2d6 of 5.
    QVERIFY(ww1->playStep(*typedGame.state, u"casualties wirers 2"_s, unused).ok);
    QVERIFY(ww1->playStep(*typedGame.state, u"group-test wirers 5"_s, unused).ok);
    RolledDice rolls = ww1->rolls(*typedGame.state);
    QCOMPARE(rolls.size(), qsizetype(1));
    QCOMPARE(rolls.at(0).value, 5);
    QVERIFY(rolls.at(0).typed);
    QCOMPARE(rolls.at(0).spec, (DieSpec{2, 6}));
    QVERIFY(!rolls.at(0).side.isEmpty());
    QVERIFY2(rolls.at(0).purpose.contains(u"A.3.1"_s), qPrintable(rolls.at(0).purpose));
    const QByteArray saved = ww1->write(*typedGame.state);
    QCOMPARE(saved.count("\"typed\""), qsizetype(1));
    EnvelopeResult reread = FileEnvelope::fromJson(saved, ruleSystems());
    QVERIFY(reread.ok());
    QCOMPARE(ww1->rolls(*reread.state), rolls);

    // The same test with the program's dice: 3 + 4.
    EnvelopeResult programGame = FileEnvelope::fromJson(bytes, ruleSystems());
    DiceScript program({3, 4});
    QVERIFY(ww1->playStep(*programGame.state, u"casualties wirers 2"_s, unused).ok);
    const StepResult step = ww1->playStep(*programGame.state, u"group-test wirers"_s, program);
    QVERIFY2(step.ok, qPrintable(step.message));
    rolls = ww1->rolls(*programGame.state);
    QCOMPARE(rolls.size(), qsizetype(1));
    QCOMPARE(rolls.at(0).value, 7);
    QVERIFY(!rolls.at(0).typed);
    QVERIFY(!ww1->write(*programGame.state).contains("\"typed\""));
}

QTEST_GUILESS_MAIN(TestDiceHistory)
#include "tst_dicehistory.moc"
