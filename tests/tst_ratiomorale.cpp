// The pure ratio-morale rules: R5 need and failure bands, the Morale Results Table, R8 factors,
// R10 crew survival and the interceptive-fire penalties.
#include "ratio/rules/RatioMorale.h"

#include <QFile>
#include <QTest>

using namespace md;
using namespace md::ratio;
using namespace Qt::StringLiterals;

class TestRatioMorale : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void seedExamples_data();
    void seedExamples();
    void seedTableAll400Cells();
    void needNeverDecreasesAsRemainingGrows();
    void bandsMatchDeterminationsTable();
    void ratioIsTruncatedToTwoDecimals_data();
    void ratioIsTruncatedToTwoDecimals();
    void fullStrengthIsAutomaticSuccess();
    void zeroIsDestroyed();
    void r8Vectors_data();
    void r8Vectors();
    void r8FailureResultStaysTheBands();
    void r8AutomaticFailureIgnoresFactors();
    void r8aNbcAtFullStrength();
    void r10CrewSurvival_data();
    void r10CrewSurvival();
    void r10CrewSurvivalNeverZero();
    void r10InterceptiveFire_data();
    void r10InterceptiveFire();
    void r9SurrenderOnlyFromFallingBack();
    void pointsToWorseBand();
};

// R2, R4, R5, R10 seed examples ("must be a test").
void TestRatioMorale::seedExamples_data()
{
    QTest::addColumn<int>("starting");
    QTest::addColumn<int>("current");
    QTest::addColumn<int>("need");
    QTest::addColumn<FailureResult>("failure");
    QTest::addColumn<QString>("ratio");

    QTest::newRow("R2 Leaders squad after one trooper") << 13 << 12 << 9 << FailureResult::Cautious << u"0.92"_s;
    QTest::newRow("R2 Leaders squad after corporal and three troopers") << 13 << 8 << 6 << FailureResult::Shaken << u"0.61"_s;
    QTest::newRow("R4 heavy battledrone 7 of 12") << 12 << 7 << 5 << FailureResult::Shaken << u"0.58"_s;
    QTest::newRow("R5 eight men, two casualties") << 8 << 6 << 7 << FailureResult::Cautious << u"0.75"_s;
    QTest::newRow("R10 bailed corporal and trooper of 11") << 11 << 3 << 2 << FailureResult::Broken << u"0.27"_s;
}

void TestRatioMorale::seedExamples()
{
    QFETCH(int, starting);
    QFETCH(int, current);
    QFETCH(int, need);
    QFETCH(FailureResult, failure);
    QFETCH(QString, ratio);

    const CheckAssessment a = assess(starting, current);
    QCOMPARE(a.need, need);
    QCOMPARE(a.modifiedNeed, need);
    QCOMPARE(a.successFaces, need); // P(success) = need / 10
    QCOMPARE(a.failure, failure);
    QCOMPARE(a.automatic, Automatic::None);
    QCOMPARE(formatRatio(a.ratioHundredths), ratio);
}

// R5: floor(10 * remaining / level) reproduces all 400 cells of the printed 1-20 table.
void TestRatioMorale::seedTableAll400Cells()
{
    QFile file(QStringLiteral(MORALEDESK_TEST_DATA "/seed-morale-results-table.txt"));
    QVERIFY2(file.open(QIODevice::ReadOnly | QIODevice::Text), qPrintable(file.errorString()));
    int cells = 0;
    int rows = 0;
    while (!file.atEnd()) {
        const QString line = QString::fromUtf8(file.readLine()).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')))
            continue;
        const QStringList tokens = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
        QCOMPARE(tokens.size(), 21);
        const int level = tokens.at(0).toInt();
        QCOMPARE(level, ++rows);
        for (int remaining = 1; remaining <= 20; ++remaining) {
            QVERIFY2(tableCell(level, remaining) == tokens.at(remaining),
                     qPrintable(u"level %1 remaining %2: expected %3, got %4"_s.arg(level).arg(remaining)
                                    .arg(tokens.at(remaining), tableCell(level, remaining))));
            ++cells;
        }
    }
    QCOMPARE(rows, 20);
    QCOMPARE(cells, 400);
}

// Property over levels 1-200: more points remaining never needs a lower roll.
void TestRatioMorale::needNeverDecreasesAsRemainingGrows()
{
    for (int level = 1; level <= 200; ++level) {
        int previous = -1;
        for (int remaining = 1; remaining <= level; ++remaining) {
            const CheckAssessment a = assess(level, remaining);
            const int need = a.automatic == Automatic::Success ? 11 : a.need.value();
            QVERIFY2(need >= previous, qPrintable(u"level %1 remaining %2"_s.arg(level).arg(remaining)));
            previous = need;
        }
    }
}

// Property over levels 1-200: every cell falls in the determinations-table band of its ratio.
void TestRatioMorale::bandsMatchDeterminationsTable()
{
    struct Band
    {
        int low;  // ratio in hundredths, inclusive
        int high;
        int need; // 0 = F
        FailureResult failure;
    };
    const Band bands[] = {
        {90, 99, 9, FailureResult::Cautious}, {80, 89, 8, FailureResult::Cautious}, {70, 79, 7, FailureResult::Cautious},
        {60, 69, 6, FailureResult::Shaken},   {50, 59, 5, FailureResult::Shaken},   {40, 49, 4, FailureResult::Shaken},
        {30, 39, 3, FailureResult::Broken},   {20, 29, 2, FailureResult::Broken},   {10, 19, 1, FailureResult::Broken},
        {1, 9, 0, FailureResult::Eliminated},
    };
    for (int level = 1; level <= 200; ++level) {
        for (int remaining = 1; remaining < level; ++remaining) {
            const CheckAssessment a = assess(level, remaining);
            // Hundredths computed independently of the engine: 100 * remaining / level, truncated.
            const int hundredths = (100 * remaining) / level;
            const Band *match = nullptr;
            for (const Band &b : bands) {
                if (hundredths >= b.low && hundredths <= b.high)
                    match = &b;
            }
            // A ratio below .01 (e.g. 1 of 200) is still in the F band: "rounded down" never reaches 0 while a point remains.
            if (!match)
                match = &bands[9];
            const QString where = u"level %1 remaining %2"_s.arg(level).arg(remaining);
            QVERIFY2(a.need == match->need, qPrintable(where));
            QVERIFY2(a.failure == match->failure, qPrintable(where));
            QVERIFY2(a.automatic == (match->need == 0 ? Automatic::Failure : Automatic::None), qPrintable(where));
            QCOMPARE(tableCell(level, remaining), match->need == 0 ? u"F"_s : QString::number(match->need));
        }
        QCOMPARE(tableCell(level, level), u"S"_s);
        QCOMPARE(tableCell(level, level + 1), u"-"_s);
    }
}

void TestRatioMorale::ratioIsTruncatedToTwoDecimals_data()
{
    QTest::addColumn<int>("starting");
    QTest::addColumn<int>("current");
    QTest::addColumn<QString>("ratio");
    QTest::newRow("2/3 truncates, not rounds") << 3 << 2 << u"0.66"_s;
    QTest::newRow("7/12") << 12 << 7 << u"0.58"_s;
    QTest::newRow("full") << 5 << 5 << u"1.00"_s;
    QTest::newRow("zero") << 5 << 0 << u"0.00"_s;
    QTest::newRow("1/200") << 200 << 1 << u"0.00"_s;
    QTest::newRow("19/20") << 20 << 19 << u"0.95"_s;
}

void TestRatioMorale::ratioIsTruncatedToTwoDecimals()
{
    QFETCH(int, starting);
    QFETCH(int, current);
    QFETCH(QString, ratio);
    QCOMPARE(formatRatio(ratioHundredths(starting, current)), ratio);
}

// R5/R6: at full strength no check is made.
void TestRatioMorale::fullStrengthIsAutomaticSuccess()
{
    const CheckAssessment a = assess(10, 10, {MoraleClass::Levy, true, false});
    QCOMPARE(a.automatic, Automatic::Success);
    QVERIFY(!a.need.has_value());
    QVERIFY(!a.modifiedNeed.has_value());
    QCOMPARE(a.successFaces, 10);
    QCOMPARE(a.failure, FailureResult::None);
    QVERIFY(!a.needsDie());
    QVERIFY(a.factors.isEmpty());
}

// R5: the 0 row, "no roll possible".
void TestRatioMorale::zeroIsDestroyed()
{
    const CheckAssessment a = assess(10, 0, {MoraleClass::Elite, false, true});
    QCOMPARE(a.automatic, Automatic::Destroyed);
    QVERIFY(!a.need.has_value());
    QVERIFY(!a.modifiedNeed.has_value());
    QCOMPARE(a.successFaces, 0);
    QCOMPARE(a.failure, FailureResult::Destroyed);
    // R5: the determinations table's "0" row (no roll possible), never F, which is .01-.09 (Eliminated).
    for (const int level : {1, 8, 11, 100})
        QCOMPARE(tableCell(level, 0), u"0"_s);
}

// R8 vectors at need 6 (6/10), and Elite at 9 -> 10.
void TestRatioMorale::r8Vectors_data()
{
    QTest::addColumn<int>("starting");
    QTest::addColumn<int>("current");
    QTest::addColumn<MoraleClass>("moraleClass");
    QTest::addColumn<bool>("green");
    QTest::addColumn<bool>("nbc");
    QTest::addColumn<int>("modifiedNeed");
    QTest::addColumn<int>("successFaces");

    QTest::newRow("elite") << 10 << 6 << MoraleClass::Elite << false << false << 7 << 7;
    QTest::newRow("regular") << 10 << 6 << MoraleClass::Regular << false << false << 6 << 6;
    QTest::newRow("levy") << 10 << 6 << MoraleClass::Levy << false << false << 5 << 5;
    QTest::newRow("regular green") << 10 << 6 << MoraleClass::Regular << true << false << 5 << 5;
    QTest::newRow("elite green") << 10 << 6 << MoraleClass::Elite << true << false << 6 << 6;
    QTest::newRow("levy green") << 10 << 6 << MoraleClass::Levy << true << false << 4 << 4;
    QTest::newRow("regular nbc") << 10 << 6 << MoraleClass::Regular << false << true << 4 << 4;
    QTest::newRow("elite at 9 cannot fail") << 10 << 9 << MoraleClass::Elite << false << false << 10 << 10;
    QTest::newRow("levy green nbc at 1 clamps to 0") << 10 << 1 << MoraleClass::Levy << true << true << -3 << 0;
}

void TestRatioMorale::r8Vectors()
{
    QFETCH(int, starting);
    QFETCH(int, current);
    QFETCH(MoraleClass, moraleClass);
    QFETCH(bool, green);
    QFETCH(bool, nbc);
    QFETCH(int, modifiedNeed);
    QFETCH(int, successFaces);

    const CheckAssessment a = assess(starting, current, {moraleClass, green, nbc});
    QCOMPARE(a.modifiedNeed, modifiedNeed);
    QCOMPARE(a.successFaces, successFaces);
    // R8: automatic is only the table's own S, F and 0, never a modified need.
    QCOMPARE(a.automatic, Automatic::None);
    int sum = a.need.value();
    for (const Factor &f : a.factors)
        sum += f.delta;
    QCOMPARE(sum, modifiedNeed);
}

// R8: a Levy unit at .15 has modified need 0 and fails without a roll, Broken (its band), not Eliminated.
void TestRatioMorale::r8FailureResultStaysTheBands()
{
    const CheckAssessment a = assess(20, 3, {MoraleClass::Levy, false, false});
    QCOMPARE(a.need, 1);
    QCOMPARE(a.modifiedNeed, 0);
    QCOMPARE(a.successFaces, 0);
    QVERIFY(!a.needsDie());
    QCOMPARE(a.failure, FailureResult::Broken);
    QCOMPARE(a.automatic, Automatic::None);
}

// R8: F stays an automatic failure whatever the modifiers.
void TestRatioMorale::r8AutomaticFailureIgnoresFactors()
{
    const CheckAssessment a = assess(11, 1, {MoraleClass::Elite, false, false});
    QCOMPARE(a.need, 0);
    QCOMPARE(a.automatic, Automatic::Failure);
    QVERIFY(!a.modifiedNeed.has_value());
    QCOMPARE(a.successFaces, 0);
    QCOMPARE(a.failure, FailureResult::Eliminated);
}

// R8a: an NBC attack forces a check at full strength: need 10, modified 8, failure Cautious.
void TestRatioMorale::r8aNbcAtFullStrength()
{
    const CheckAssessment a = assess(10, 10, {MoraleClass::Regular, false, true});
    QCOMPARE(a.need, 10);
    QCOMPARE(a.modifiedNeed, 8);
    QCOMPARE(a.successFaces, 8);
    QCOMPARE(a.failure, FailureResult::Cautious);
    QCOMPARE(a.automatic, Automatic::None);
    QVERIFY(a.needsDie());
    QVERIFY(a.passesWith(8));
    QVERIFY(!a.passesWith(9));
}

void TestRatioMorale::r10CrewSurvival_data()
{
    QTest::addColumn<int>("crew");
    QTest::addColumn<int>("levels");
    QTest::addColumn<int>("remaining");
    QTest::addColumn<int>("survivors");
    QTest::newRow("seed: 3 crew, 5 of 12 -> 1.25 -> 1") << 3 << 12 << 5 << 1;
    QTest::newRow("3 crew, 5 of 6 -> 2.5 -> 3 (exact, half up)") << 3 << 6 << 5 << 3;
    QTest::newRow("1 crew, 1 of 4 -> 0.25 -> at least 1") << 1 << 4 << 1 << 1;
    QTest::newRow("6 crew, 7 of 12 -> 3.5 -> 4") << 6 << 12 << 7 << 4;
    QTest::newRow("9 crew, 10 of 12 -> 7.5 -> 8") << 9 << 12 << 10 << 8;
    QTest::newRow("4 crew, 12 of 12 -> all") << 4 << 12 << 12 << 4;
    QTest::newRow("2 crew, 1 of 5 -> 0.4 -> at least 1") << 2 << 5 << 1 << 1;
}

void TestRatioMorale::r10CrewSurvival()
{
    QFETCH(int, crew);
    QFETCH(int, levels);
    QFETCH(int, remaining);
    QFETCH(int, survivors);
    QCOMPARE(crewSurvivors(crew, levels, remaining), survivors);
}

void TestRatioMorale::r10CrewSurvivalNeverZero()
{
    for (int levels = 1; levels <= 12; ++levels) {
        for (int remaining = 1; remaining <= levels; ++remaining) {
            for (int crew = 1; crew <= 10; ++crew) {
                const int s = crewSurvivors(crew, levels, remaining);
                QVERIFY(s >= 1 && s <= crew);
                // Half up, exactly: |2*L*s - 2*c*r| <= L, and ties go up.
                if (s > 1) {
                    const int twice = 2 * crew * remaining;
                    QVERIFY(2 * levels * s - twice <= levels);
                    QVERIFY(twice - 2 * levels * s < levels);
                }
            }
        }
    }
}

void TestRatioMorale::r10InterceptiveFire_data()
{
    QTest::addColumn<CheckOutcome>("outcome");
    QTest::addColumn<FailureResult>("result");
    QTest::addColumn<bool>("mayFire");
    QTest::addColumn<int>("toHit");
    QTest::newRow("passed") << CheckOutcome::Passed << FailureResult::None << true << 0;
    QTest::newRow("cautious") << CheckOutcome::Failed << FailureResult::Cautious << true << -1;
    QTest::newRow("shaken") << CheckOutcome::Failed << FailureResult::Shaken << true << -3;
    QTest::newRow("broken") << CheckOutcome::Failed << FailureResult::Broken << false << 0;
    QTest::newRow("eliminated") << CheckOutcome::Failed << FailureResult::Eliminated << false << 0;
}

void TestRatioMorale::r10InterceptiveFire()
{
    QFETCH(CheckOutcome, outcome);
    QFETCH(FailureResult, result);
    QFETCH(bool, mayFire);
    QFETCH(int, toHit);
    const std::optional<int> modifier = interceptiveToHit(outcome, result);
    QCOMPARE(modifier.has_value(), mayFire);
    if (mayFire)
        QCOMPARE(*modifier, toHit);
}

// R9 interpretation: only a failure that forces falling back can end in surrender.
void TestRatioMorale::r9SurrenderOnlyFromFallingBack()
{
    QVERIFY(canLeadToSurrender(MoraleStatus::Broken));
    QVERIFY(canLeadToSurrender(MoraleStatus::Shaken));
    QVERIFY(!canLeadToSurrender(MoraleStatus::Cautious));
    QVERIFY(!canLeadToSurrender(MoraleStatus::Normal));
}

// The what-if hint (R5): the fewest further losses that change the result of failure.
void TestRatioMorale::pointsToWorseBand()
{
    QCOMPARE(ratio::pointsToWorseBand(13, 13), 1); // full strength -> 12/13 Cautious
    QCOMPARE(ratio::pointsToWorseBand(13, 12), 3); // 11/13 and 10/13 are still Cautious, 9/13 is Shaken
    QCOMPARE(ratio::pointsToWorseBand(20, 8), 1);  // .40 Shaken -> 7/20 = .35 Broken
    QCOMPARE(ratio::pointsToWorseBand(11, 1), 1);  // F -> destroyed
    QVERIFY(!ratio::pointsToWorseBand(11, 0).has_value());
}

QTEST_GUILESS_MAIN(TestRatioMorale)
#include "tst_ratiomorale.moc"
