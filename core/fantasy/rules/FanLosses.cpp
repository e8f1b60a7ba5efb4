#include "fantasy/rules/FanLosses.h"

#include <algorithm>

namespace md::fantasy {

std::optional<int> FanLosses::lossStep(int start, int current)
{
    const int lost = start - current;
    if (start < 1 || lost >= start)
        return std::nullopt;
    // floor(10 · lost / start) · 10: 3 of 20 is 10 %, 29 of 30 is 90 %, 2 of 20 exactly 10 %.
    return static_cast<int>(10 * qint64(std::max(lost, 0)) / start) * 10;
}

bool FanLosses::coverHolds(int inCover, int current)
{
    return current > 0 && 4 * qint64(inCover) >= 3 * qint64(current);
}

FanCover FanLosses::bestCover(int inLight, int inMedium, int inHeavy, int current)
{
    if (coverHolds(inHeavy, current))
        return FanCover::Heavy;
    if (coverHolds(inHeavy + inMedium, current))
        return FanCover::Medium;
    if (coverHolds(inHeavy + inMedium + inLight, current))
        return FanCover::Light;
    return FanCover::None;
}

bool FanLosses::enemyTwice(int enemyFigures, int current)
{
    return current > 0 && qint64(enemyFigures) >= 2 * qint64(current);
}

bool FanLosses::enemyHalf(int enemyFigures, int current, FanUnitKind kind)
{
    return kind != FanUnitKind::Monster && enemyFigures > 0 && 2 * qint64(enemyFigures) <= current;
}

int FanLosses::routingUnitCharged(int current, int attackersInContact)
{
    return std::max(0, current - std::max(0, attackersInContact));
}

} // namespace md::fantasy
