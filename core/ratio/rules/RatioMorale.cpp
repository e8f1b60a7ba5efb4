#include "ratio/rules/RatioMorale.h"

#include <QCoreApplication>

#include <algorithm>

namespace md::ratio {

int ratioHundredths(int starting, int current) noexcept
{
    if (starting <= 0 || current <= 0)
        return 0;
    const int c = std::min(current, starting);
    // 64-bit: starting may be large in a stress test, 100 * current must not overflow.
    return static_cast<int>((100LL * c) / starting);
}

QString formatRatio(int hundredths)
{
    return QStringLiteral("%1.%2").arg(hundredths / 100).arg(hundredths % 100, 2, 10, QLatin1Char('0'));
}

FailureResult failureFor(int starting, int current) noexcept
{
    if (current <= 0)
        return FailureResult::Destroyed;
    if (current >= starting)
        return FailureResult::None;
    const int need = static_cast<int>((10LL * current) / starting);
    if (need == 0)
        return FailureResult::Eliminated;
    if (need <= 3)
        return FailureResult::Broken;
    if (need <= 6)
        return FailureResult::Shaken;
    return FailureResult::Cautious;
}

QList<Factor> factorsFor(const CheckFactors &factors)
{
    QList<Factor> list;
    // R8 interpretation: every factor moves the need, with the sign of its stated intent.
    if (factors.moraleClass == MoraleClass::Elite)
        list.append({QStringLiteral("elite"), +1});
    else if (factors.moraleClass == MoraleClass::Levy)
        list.append({QStringLiteral("levy"), -1});
    if (factors.green)
        list.append({QStringLiteral("green"), -1});
    if (factors.nbc)
        list.append({QStringLiteral("nbc"), -2});
    return list;
}

bool offersClassAndExperience(const Unit &unit) noexcept
{
    if (unit.kind == UnitKind::Robots)
        return false;
    if (unit.pieces.isEmpty())
        return true;
    return std::any_of(unit.pieces.cbegin(), unit.pieces.cend(),
                       [](const Piece &p) { return takesClassAndExperience(p.kind); });
}

CheckAssessment assess(int starting, int current, const CheckFactors &factors)
{
    CheckAssessment a;
    a.starting = starting;
    a.current = current;
    a.ratioHundredths = ratioHundredths(starting, current);

    if (current <= 0) {
        // The table's "0": no roll possible.
        a.failure = FailureResult::Destroyed;
        a.automatic = Automatic::Destroyed;
        return a;
    }
    if (current >= starting && !factors.nbc) {
        // R5: at full strength no check is made; S.
        a.automatic = Automatic::Success;
        a.successFaces = 10;
        return a;
    }

    int need = 10;
    if (current >= starting) {
        // R8a: an NBC attack forces a check at full strength, need 10, mildest result.
        a.failure = FailureResult::Cautious;
    } else {
        need = bandNeed(starting, current);
        a.failure = failureFor(starting, current);
    }
    a.need = need;

    if (need == 0) {
        // R8: F stays an automatic failure whatever the modifiers.
        a.automatic = Automatic::Failure;
        return a;
    }

    a.factors = factorsFor(factors);
    int modified = need;
    for (const Factor &f : std::as_const(a.factors))
        modified += f.delta;
    a.modifiedNeed = modified;
    a.successFaces = std::clamp(modified, 0, 10);
    return a;
}

std::optional<int> pointsToWorseBand(int starting, int current) noexcept
{
    if (current <= 0)
        return std::nullopt;
    const FailureResult now = failureFor(starting, current);
    for (int lost = 1; lost <= current; ++lost) {
        if (failureFor(starting, current - lost) != now)
            return lost;
    }
    return std::nullopt;
}

QString tableCell(int level, int remaining)
{
    if (remaining > level)
        return QStringLiteral("-");
    if (remaining == level)
        return QStringLiteral("S");
    if (remaining <= 0)
        return QStringLiteral("0"); // R5: "0 - no roll possible", never F (F is .01-.09)
    const int need = bandNeed(level, remaining);
    return need == 0 ? QStringLiteral("F") : QString::number(need);
}

int crewSurvivors(int crew, int levels, int remaining) noexcept
{
    // R10: round(crew * remaining / levels) half up, exactly: floor((2*c*r + L) / (2*L)).
    const long long numerator = 2LL * crew * remaining + levels;
    const long long survivors = numerator / (2LL * levels);
    // R10: "as long as a vehicle is active at least one crew member is left".
    return static_cast<int>(std::max(1LL, survivors));
}

std::optional<int> interceptiveToHit(CheckOutcome outcome, FailureResult result) noexcept
{
    if (outcome == CheckOutcome::Passed)
        return 0;
    switch (result) {
    case FailureResult::Cautious:
        return -1;
    case FailureResult::Shaken:
        return -3;
    case FailureResult::None:
    case FailureResult::Broken:
    case FailureResult::Eliminated:
    case FailureResult::Destroyed:
        break;
    }
    return std::nullopt;
}

QString behaviourText(FailureResult result)
{
    switch (result) {
    case FailureResult::None:
        return successBehaviourText();
    case FailureResult::Cautious:
        return QCoreApplication::translate(
            "md::ratio",
            "Advances cautiously, using concealment as much as possible. Seeks the nearest cover if in the open "
            "and taking direct fire. Uses suppressive fire on known and suspected enemy positions when crossing "
            "open ground. If fired on while advancing, turns toward the nearest concealment. Moves normally when "
            "not exposed to enemy direct fire.");
    case FailureResult::Shaken:
        return QCoreApplication::translate(
            "md::ratio",
            "Stays in concealed positions and will not advance into the open. If caught in the open, seeks the "
            "nearest concealment, but falls back rather than advance into known enemy fire to reach it.");
    case FailureResult::Broken:
        return QCoreApplication::translate(
            "md::ratio",
            "Abandons its position and falls back from enemy fire and advancing enemy, using concealment but "
            "crossing open ground to retreat. Must fall back its entire movement distance and does not fire while "
            "withdrawing. May leave the board by any edge and may not return this battle. An immobile vehicle's "
            "crew abandons it; otherwise the crew withdraws in the vehicle. A strongpoint goes into system "
            "shutdown and can take no action this turn.");
    case FailureResult::Eliminated:
        return QCoreApplication::translate(
            "md::ratio",
            "Incapable of any further action. A soldier is removed and counts as a casualty of his unit. "
            "Vehicles and strongpoints stay on the table as wrecks, giving obstruction and concealment.");
    case FailureResult::Destroyed:
        break;
    }
    return QCoreApplication::translate("md::ratio", "The unit or vehicle has been destroyed: no roll is possible.");
}

QString successBehaviourText()
{
    return QCoreApplication::translate(
        "md::ratio",
        "Moves and fires normally. Need not check again until its unit suffers further losses or damage.");
}

QString crewPointsText(bool leaders)
{
    if (leaders)
        return QCoreApplication::translate("md::ratio", "Under the Leaders rule each crewman out of his vehicle counts his "
                                                        "rank's factor (R2, R10).");
    return QCoreApplication::translate("md::ratio", "Without the Leaders rule each crewman out of his vehicle counts "
                                                    "1 point, whatever his rank (R2, R10).");
}

} // namespace md::ratio
