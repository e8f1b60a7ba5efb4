#include "kernel/DiceFairness.h"

#include "kernel/DiceOdds.h"

#include <array>
#include <limits>

namespace md {

namespace {

__extension__ typedef __int128 Big;

Big gcd128(Big a, Big b)
{
    if (a < 0)
        a = -a;
    if (b < 0)
        b = -b;
    while (b != 0) {
        const Big t = a % b;
        a = b;
        b = t;
    }
    return a;
}

// Beyond these the sums stop being small enough to add up exactly; no dice a morale rule rolls comes near.
constexpr qint64 kMaxOutcomes = 1'000'000;
constexpr int kMaxCategories = 101;

bool testable(const DieSpec &spec)
{
    return spec.count >= 1 && spec.sides >= 2 && DiceOdds::outcomes(spec) <= kMaxOutcomes
        && spec.maximum() - spec.minimum() + 1 <= kMaxCategories;
}

// Critical values of chi-square (upper tail), thousandths, df 1..30, from the standard tables.
constexpr std::array<qint64, 30> kFive{3841,  5991,  7815,  9488,  11070, 12592, 14067, 15507, 16919, 18307,
                                       19675, 21026, 22362, 23685, 24996, 26296, 27587, 28869, 30144, 31410,
                                       32671, 33924, 35172, 36415, 37652, 38885, 40113, 41337, 42557, 43773};
constexpr std::array<qint64, 30> kOne{6635,  9210,  11345, 13277, 15086, 16812, 18475, 20090, 21666, 23209,
                                      24725, 26217, 27688, 29141, 30578, 32000, 33409, 34805, 36191, 37566,
                                      38932, 40289, 41638, 42980, 44314, 45642, 46963, 48278, 49588, 50892};
constexpr qint64 kFive99 = 123225; // a d100: 99 degrees of freedom
constexpr qint64 kOne99 = 134642;

} // namespace

QList<qint64> DiceFairness::counts(const DieSpec &spec, const QList<int> &values)
{
    QList<qint64> result(spec.maximum() + 1, 0);
    for (int v : values) {
        if (v >= spec.minimum() && v <= spec.maximum())
            ++result[v];
    }
    return result;
}

Fraction DiceFairness::expected(const DieSpec &spec, qint64 rolls, int value)
{
    const Fraction p = DiceOdds::exactly(spec, value);
    // rolls × num / den, reduced by the constructor
    return Fraction(rolls * p.numerator(), p.denominator());
}

std::optional<Fraction> DiceFairness::chiSquare(const DieSpec &spec, const QList<qint64> &counts)
{
    if (!testable(spec) || counts.size() < spec.maximum() + 1)
        return std::nullopt;
    const QList<qint64> ways = DiceOdds::ways(spec);
    const Big total = DiceOdds::outcomes(spec);
    qint64 n = 0;
    for (int v = spec.minimum(); v <= spec.maximum(); ++v)
        n += counts.at(v);
    if (n == 0)
        return Fraction(0, 1);
    // chi² = Σ (O - nw/W)² / (nw/W) = Σ (W·O - n·w)² / (W·n·w): summed as one exact fraction.
    Big num = 0;
    Big den = 1;
    for (int v = spec.minimum(); v <= spec.maximum(); ++v) {
        const Big w = ways.at(v);
        const Big diff = total * counts.at(v) - Big(n) * w;
        Big termNum = diff * diff;
        Big termDen = total * n * w;
        Big g = gcd128(termNum, termDen);
        termNum /= g;
        termDen /= g;
        num = num * termDen + termNum * den;
        den = den * termDen;
        g = gcd128(num, den);
        if (g > 1) {
            num /= g;
            den /= g;
        }
    }
    constexpr Big limit = std::numeric_limits<qint64>::max();
    if (num > limit || den > limit)
        return std::nullopt;
    return Fraction(static_cast<qint64>(num), static_cast<qint64>(den));
}

qint64 DiceFairness::minimumRolls(const DieSpec &spec)
{
    if (!testable(spec))
        return 0;
    const QList<qint64> ways = DiceOdds::ways(spec);
    qint64 least = ways.at(spec.minimum());
    for (int v = spec.minimum(); v <= spec.maximum(); ++v)
        least = std::min(least, ways.at(v));
    // n·least/W >= 5
    const qint64 need = 5 * DiceOdds::outcomes(spec);
    return (need + least - 1) / least;
}

std::optional<qint64> DiceFairness::criticalThousandths(int df, int percent)
{
    if (percent != 5 && percent != 1)
        return std::nullopt;
    if (df >= 1 && df <= 30)
        return percent == 5 ? kFive.at(static_cast<std::size_t>(df - 1)) : kOne.at(static_cast<std::size_t>(df - 1));
    if (df == 99)
        return percent == 5 ? kFive99 : kOne99;
    return std::nullopt;
}

FairnessVerdict DiceFairness::judge(const DieSpec &spec, const QList<int> &values)
{
    FairnessVerdict verdict;
    const QList<qint64> seen = counts(spec, values);
    for (int v = spec.minimum(); v <= spec.maximum() && v < seen.size(); ++v)
        verdict.rolls += seen.at(v);
    verdict.degreesOfFreedom = spec.maximum() - spec.minimum();
    if (!testable(spec)) {
        verdict.kind = FairnessVerdict::Kind::Untested;
        return verdict;
    }
    verdict.minimumRolls = minimumRolls(spec);
    verdict.statistic = chiSquare(spec, seen);
    const std::optional<qint64> five = criticalThousandths(verdict.degreesOfFreedom, 5);
    if (!verdict.statistic || !five) {
        verdict.kind = FairnessVerdict::Kind::Untested;
        return verdict;
    }
    if (verdict.rolls < verdict.minimumRolls) {
        verdict.kind = FairnessVerdict::Kind::TooFew;
        return verdict;
    }
    const Fraction chi = *verdict.statistic;
    const auto beyond = [&](qint64 thousandths) {
        return Big(chi.numerator()) * 1000 > Big(thousandths) * chi.denominator();
    };
    if (!beyond(*five)) {
        verdict.kind = FairnessVerdict::Kind::Fair;
        return verdict;
    }
    verdict.kind = FairnessVerdict::Kind::Unlikely;
    verdict.percent = beyond(*criticalThousandths(verdict.degreesOfFreedom, 1)) ? 1 : 5;
    // The category that adds most to chi²: (W·O - n·w)² / w, compared by cross-multiplying.
    const QList<qint64> ways = DiceOdds::ways(spec);
    const Big total = DiceOdds::outcomes(spec);
    Big bestNum = -1;
    Big bestDen = 1;
    for (int v = spec.minimum(); v <= spec.maximum(); ++v) {
        const Big diff = total * seen.at(v) - Big(verdict.rolls) * ways.at(v);
        const Big num = diff * diff;
        if (num * bestDen > bestNum * ways.at(v)) {
            bestNum = num;
            bestDen = ways.at(v);
            verdict.value = v;
            verdict.more = diff > 0;
        }
    }
    return verdict;
}

QString DiceFairness::text(const FairnessVerdict &verdict)
{
    switch (verdict.kind) {
    case FairnessVerdict::Kind::TooFew:
        return tr("Too few rolls to judge: %1 of the %2 a fair test needs.").arg(verdict.rolls).arg(verdict.minimumRolls);
    case FairnessVerdict::Kind::Fair:
        return tr("These dice look fair.");
    case FairnessVerdict::Kind::Untested:
        return tr("No fairness test for these dice.");
    case FairnessVerdict::Kind::Unlikely:
        return verdict.more ? tr("More %1s than expected: p < %2 %. Worth a look at the dice.").arg(verdict.value).arg(verdict.percent)
                            : tr("Fewer %1s than expected: p < %2 %. Worth a look at the dice.").arg(verdict.value).arg(verdict.percent);
    }
    return {};
}

} // namespace md
