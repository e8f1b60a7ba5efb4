#include "fantasy/model/FanBattle.h"

namespace md::fantasy {

const FanProfile *FanBattle::profile(const QString &race) const
{
    for (const FanProfile &p : profiles) {
        if (p.race == race)
            return &p;
    }
    return nullptr;
}

FanUnitRef FanBattle::find(const QString &unitId) const
{
    for (int s = 0; s < sideCount; ++s) {
        const QList<FanUnit> &units = sides[static_cast<size_t>(s)].units;
        for (int i = 0; i < units.size(); ++i) {
            if (units[i].id == unitId)
                return {s, i};
        }
    }
    return {};
}

const FanUnit *FanBattle::unit(const QString &unitId) const
{
    const FanUnitRef ref = find(unitId);
    return ref.valid() ? &at(ref) : nullptr;
}

FanUnit *FanBattle::unit(const QString &unitId)
{
    const FanUnitRef ref = find(unitId);
    return ref.valid() ? &at(ref) : nullptr;
}

QList<FanUnitRef> FanBattle::all() const
{
    QList<FanUnitRef> out;
    for (int s = 0; s < sideCount; ++s) {
        for (int i = 0; i < sides[static_cast<size_t>(s)].units.size(); ++i)
            out.append({s, i});
    }
    return out;
}

} // namespace md::fantasy
