#pragma once

#include "ratio/model/LogRecord.h"
#include "ratio/model/Outcome.h"
#include "ratio/model/Unit.h"

#include <QList>
#include <QString>

#include <optional>

namespace md::ratio {

// The factors a check is made with (R8). Already filtered by the battlegroup's optional rules.
struct CheckFactors
{
    MoraleClass moraleClass = MoraleClass::Regular;
    bool green = false;
    bool nbc = false; // an NBC attack on unprotected troops: -2, and it forces a check (R8a)
};

// Everything about one check before the die is rolled.
struct CheckAssessment
{
    int starting = 0;
    int current = 0;
    int ratioHundredths = 0;         // R5: truncated to two decimals
    std::optional<int> need;         // 0 (F) .. 10 (NBC at full strength); unset when destroyed or S
    std::optional<int> modifiedNeed; // need + factors, unclamped; unset for S, F and 0 (no factor applies)
    QList<Factor> factors;
    int successFaces = 0;            // faces of a d10 that pass: P(success) = successFaces / 10
    FailureResult failure = FailureResult::None;
    Automatic automatic = Automatic::None;

    // A roll is needed only when some faces pass and some fail.
    bool needsDie() const noexcept { return successFaces > 0 && successFaces < 10; }
    bool passesWith(int face) const noexcept { return face <= successFaces; }
};

// R5: floor(10 * current / starting), integer arithmetic only. Preconditions: 0 < current < starting.
constexpr int bandNeed(int starting, int current) noexcept { return (10 * current) / starting; }

// R5: the ratio truncated to hundredths. current is clamped to starting (R5: ratio above 1.0 reads 1.0).
int ratioHundredths(int starting, int current) noexcept;
// "0.61", "1.00".
QString formatRatio(int hundredths);

// R5 and notes 1.3: the result of failure comes from the unmodified band.
FailureResult failureFor(int starting, int current) noexcept;

// The R8 factors for a check, in a stable order, each with its sign on the need.
QList<Factor> factorsFor(const CheckFactors &factors);

// R8 interpretation (who takes class and experience): soldiers and crewed pieces (vehicles and
// strongpoints) take their unit's class and experience whatever their morale style; warbots and wardrones
// are Regular and seasoned whatever theirs. The kind decides, never the style.
constexpr bool takesClassAndExperience(PieceKind kind) noexcept
{
    return kind != PieceKind::Warbot && kind != PieceKind::Wardrone;
}
// R8 interpretation: a unit offers class and experience to set only when a piece of it takes them; a
// robot unit (or a vehicle unit whose vehicle is a robot, the heavy battledrone) offers none.
bool offersClassAndExperience(const Unit &unit) noexcept;

// R5 + R8 + R8a: need, modified need, P(success), result of failure, automatic entry.
// Preconditions: starting >= 1, 0 <= current.
CheckAssessment assess(int starting, int current, const CheckFactors &factors = {});

// R5: the fewest further points a unit can lose before a failure means something worse; nullopt when it
// has no points left. The what-if hint of the play panel.
std::optional<int> pointsToWorseBand(int starting, int current) noexcept;

// Morale Results Table cell (R5): "S", "F", "1".."9", "-" where remaining > level, and "0" (the
// determinations table's last row: no roll possible, destroyed) where nothing remains.
QString tableCell(int level, int remaining);

// R10: surviving crew when a crew abandons its vehicle. Exact integers, rounded half up once,
// and at least one survivor. Preconditions: crew >= 1, levels >= 1, 0 <= remaining <= levels.
int crewSurvivors(int crew, int levels, int remaining) noexcept;

// R10 interceptive fire after a check: the to-hit modifier, or nullopt when the piece may not fire.
std::optional<int> interceptiveToHit(CheckOutcome outcome, FailureResult result) noexcept;

// R9: a failure whose behaviour requires falling back can end in surrender (never Cautious).
constexpr bool canLeadToSurrender(MoraleStatus status) noexcept
{
    return status == MoraleStatus::Broken || status == MoraleStatus::Shaken;
}

// R7: what a piece with this result does on the table.
QString behaviourText(FailureResult result);
QString successBehaviourText();
// R2, R10: what each crewman who leaves his vehicle counts, in words for the window: 1 point without the
// Leaders rule, whatever his rank; his rank's factor with it.
QString crewPointsText(bool leaders);

} // namespace md::ratio
