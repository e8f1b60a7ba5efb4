#pragma once

#include "kernel/DieSpec.h"
#include "kernel/Fraction.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <optional>

namespace md {

// What a long run of one kind of dice says about the dice: Pearson's chi-square goodness-of-fit statistic
// against the exact odds of every face or total (DiceOdds), computed in integers, compared with the tabulated
// critical values for its degrees of freedom (categories - 1). Not a rule: a hint for the players.
struct FairnessVerdict
{
    enum class Kind {
        TooFew,    // fewer rolls than the test needs (5 expected in every category)
        Fair,      // nothing unusual at the 5 % level
        Unlikely,  // beyond the 5 % (or 1 %) critical value
        Untested,  // a die the table has no critical value for
    };
    Kind kind = Kind::TooFew;
    qint64 rolls = 0;
    qint64 minimumRolls = 0;
    std::optional<Fraction> statistic; // chi-square, exact
    int degreesOfFreedom = 0;
    int percent = 0;        // Unlikely: 5 or 1 (p below it)
    int value = 0;          // Unlikely: the face or total furthest from its expected count
    bool more = false;      // Unlikely: seen more often than expected (else fewer)
};

class DiceFairness
{
    Q_DECLARE_TR_FUNCTIONS(md::DiceFairness)

public:
    // How often each face or total came up: index 0..spec.maximum(). Values outside the dice are ignored.
    static QList<qint64> counts(const DieSpec &spec, const QList<int> &values);
    // The expected count of `value` in `rolls` rolls, exact (rolls × its odds).
    static Fraction expected(const DieSpec &spec, qint64 rolls, int value);
    // Chi-square of `counts` (as counts() gives) against the exact odds; nullopt for dice too large to sum exactly.
    static std::optional<Fraction> chiSquare(const DieSpec &spec, const QList<qint64> &counts);
    // Rolls needed before the test means anything: every category expected at least 5 times.
    static qint64 minimumRolls(const DieSpec &spec);
    // The tabulated critical value of chi-square for `df` degrees of freedom at `percent` (5 or 1), in
    // thousandths (3841 for df 1 at 5 %); nullopt where the table has none.
    static std::optional<qint64> criticalThousandths(int df, int percent);
    static FairnessVerdict judge(const DieSpec &spec, const QList<int> &values);
    // The verdict in a player's words: "These dice look fair.", "More 1s than expected: p < 5 %."
    static QString text(const FairnessVerdict &verdict);
};

} // namespace md
