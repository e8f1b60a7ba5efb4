#include "fantasy/editors/FanSheetMarks.h"

#include "fantasy/editors/FanProblemPath.h"
#include "fantasy/editors/FanModifierModel.h"
#include "fantasy/editors/FanResultModel.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "kernel/JsonPath.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
constexpr std::array<FanClass, 3> classes{FanClass::A, FanClass::B, FanClass::C};

size_t slot(FanClass c) { return static_cast<size_t>(FanProfile::index(c)); }
QString bmvPath(FanClass c) { return JsonPath::key(u"$.bmv"_s, enumKey(c)); }
QString resultsPath(FanClass c) { return JsonPath::key(u"$.results"_s, enumKey(c)); }
} // namespace

int FanSheetMarks::modifierColumn(const QString &key)
{
    static const QStringList keys{u"id"_s, u"label"_s, u"value"_s, u"perInstance"_s, u"cap"_s, u"role"_s};
    static_assert(FanModifierModel::IdColumn == 0 && FanModifierModel::RoleColumn == 5);
    return int(keys.indexOf(key));
}

int FanSheetMarks::resultColumn(const QString &key)
{
    static const QStringList keys{u"min"_s, u"max"_s, u"result"_s};
    static_assert(FanResultModel::MinColumn == 0 && FanResultModel::ResultColumn == 2);
    return int(keys.indexOf(key));
}

Problems FanSheetMarks::faults(const FanProfile &profile, const std::array<QList<int>, 3> &blanks)
{
    Problems out = FanProfileCheck::problems(profile);
    // A started chart row holds only its typed values, which the check counts short; the player is better
    // told which loss steps are still blank.
    for (FanClass c : classes) {
        if (blanks[slot(c)].isEmpty())
            continue;
        QStringList steps;
        for (int step : blanks[slot(c)])
            steps << tr("%1 %").arg(step * 10);
        const Problem named{bmvPath(c), tr("no value yet for %1").arg(steps.join(u", "_s))};
        const auto counted = std::find_if(out.begin(), out.end(), [&](const Problem &p) { return p.path == named.path; });
        if (counted != out.end())
            *counted = named;
        else
            out.append(named);
    }
    return out;
}

Problems FanSheetMarks::missing(const FanProfile &profile)
{
    // missingForTest names the chart row first and the results last; a started row or a gap is a fault already.
    Problems out;
    for (FanClass c : classes) {
        const QStringList missing = FanProfileCheck::missingForTest(profile, c);
        if (missing.isEmpty())
            continue;
        if (profile.bmvOf(c).isEmpty())
            out.append({bmvPath(c), missing.first()});
        if (profile.resultsOf(c).isEmpty())
            out.append({resultsPath(c), missing.last()});
    }
    return out;
}

FanSheetMarks FanSheetMarks::route(const Problems &faults, const Problems &missing)
{
    FanSheetMarks out;
    const auto add = [&out](const Problem &p, bool fault) {
        const FanProblemPath at = FanProblemPath::parse(p.path);
        switch (at.part) {
        case FanProblemPath::Part::Race:
            out.race << p.reason;
            break;
        case FanProblemPath::Part::HatedRaces:
            out.hatedRaces << p.reason;
            break;
        case FanProblemPath::Part::ClassName:
            out.classNames[slot(*at.cls)] << p.reason;
            break;
        case FanProblemPath::Part::Bmv:
            out.bmv.append({FanProfile::index(*at.cls), at.index, p.reason, fault});
            break;
        case FanProblemPath::Part::Modifiers:
            out.modifiers.append({at.index, at.index < 0 ? -1 : modifierColumn(at.key), p.reason, fault});
            break;
        case FanProblemPath::Part::WhenToTest:
            out.triggers.append({at.index, -1, p.reason, fault});
            break;
        case FanProblemPath::Part::Results:
            out.results[slot(*at.cls)].append({at.index, at.index < 0 ? -1 : resultColumn(at.key), p.reason, fault});
            break;
        case FanProblemPath::Part::Other:
            break;
        }
    };
    for (const Problem &p : faults)
        add(p, true);
    for (const Problem &p : missing)
        add(p, false);
    return out;
}

} // namespace md::fantasy
