#include "fantasy/rules/FanProfileCheck.h"

#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"

#include <QSet>

#include <algorithm>
#include <limits>
#include <numeric>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

constexpr std::array<FanClass, 3> classes{FanClass::A, FanClass::B, FanClass::C};

QString classKey(FanClass c) { return enumKey(c); }

// "9", "9–12": a run of FMVs for a message.
QString runText(int from, int to)
{
    return from == to ? QString::number(from) : u"%1–%2"_s.arg(from).arg(to);
}

void textField(Problems &out, const QString &path, const QString &text, int maxLength, bool required)
{
    if (required && text.trimmed().isEmpty())
        out.append({path, JsonReasons::mustNotBeEmpty()});
    else if (JsonPath::textLength(text) > maxLength)
        out.append({path, JsonReasons::tooLong(JsonPath::textLength(text), maxLength)});
}

void bmvRow(Problems &out, const QList<int> &row, const QString &path)
{
    if (row.isEmpty())
        return;
    if (row.size() != FanProfile::lossSteps) {
        out.append({path, FanProfileCheck::tr("needs one value for each loss step 0 %, 10 % … 90 % (%1); found %2")
                              .arg(FanProfile::lossSteps)
                              .arg(row.size())});
        return;
    }
    for (qsizetype i = 0; i < row.size(); ++i) {
        if (row[i] < -FanProfileCheck::valueLimit || row[i] > FanProfileCheck::valueLimit)
            out.append({JsonPath::index(path, i),
                        JsonReasons::wholeNumber(-FanProfileCheck::valueLimit, FanProfileCheck::valueLimit, row[i])});
    }
}

void modifiers(Problems &out, const QList<FanModifier> &list)
{
    const QString path = u"$.modifiers"_s;
    if (list.size() > FanProfileCheck::maxModifiers)
        out.append({path, JsonReasons::tooMany(FanProfileCheck::tr("modifiers"), list.size(), FanProfileCheck::maxModifiers)});
    QSet<QString> ids;
    QSet<FanModifierRole> roles;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const FanModifier &m = list[i];
        const QString at = JsonPath::index(path, i);
        if (!FanProfileCheck::idIsValid(m.id))
            out.append({JsonPath::key(at, "id"_L1),
                        FanProfileCheck::tr("must be 1 to %1 of a–z, 0–9 and -; found %2")
                            .arg(FanProfileCheck::maxIdLength)
                            .arg(JsonPath::quoted(m.id))});
        else if (ids.contains(m.id))
            out.append({JsonPath::key(at, "id"_L1), FanProfileCheck::tr("%1 is used by an earlier modifier").arg(JsonPath::quoted(m.id))});
        ids.insert(m.id);
        textField(out, JsonPath::key(at, "label"_L1), m.label, FanProfileCheck::maxLabelLength, true);
        if (m.value < -FanProfileCheck::modifierLimit || m.value > FanProfileCheck::modifierLimit)
            out.append({JsonPath::key(at, "value"_L1),
                        JsonReasons::wholeNumber(-FanProfileCheck::modifierLimit, FanProfileCheck::modifierLimit, m.value)});
        if (m.cap) {
            if (!m.perInstance)
                out.append({JsonPath::key(at, "cap"_L1), FanProfileCheck::tr("only a per-instance modifier has a cap (C-7)")});
            else if (*m.cap < 1 || *m.cap > FanProfileCheck::capLimit)
                out.append({JsonPath::key(at, "cap"_L1), JsonReasons::wholeNumber(1, FanProfileCheck::capLimit, *m.cap)});
        }
        // Two rows for one of the seed's conditions would count it twice; the race's own rows may repeat.
        if (m.role != FanModifierRole::Custom) {
            if (roles.contains(m.role))
                out.append({JsonPath::key(at, "role"_L1),
                            FanProfileCheck::tr("an earlier modifier already stands for %1").arg(enumDisplayName(m.role))});
            roles.insert(m.role);
        }
    }
}

void textList(Problems &out, const QStringList &list, const QString &path, int maxCount, int maxLength,
              const QString &what)
{
    if (list.size() > maxCount)
        out.append({path, JsonReasons::tooMany(what, list.size(), maxCount)});
    QSet<QString> seen;
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = JsonPath::index(path, i);
        textField(out, at, list[i], maxLength, true);
        if (seen.contains(list[i].trimmed()))
            out.append({at, FanProfileCheck::tr("%1 is listed twice").arg(JsonPath::quoted(list[i]))});
        seen.insert(list[i].trimmed());
    }
}

} // namespace

bool FanProfileCheck::idIsValid(const QString &id)
{
    if (id.isEmpty() || id.size() > maxIdLength)
        return false;
    return std::all_of(id.cbegin(), id.cend(), [](QChar ch) {
        return (ch >= u'a' && ch <= u'z') || (ch >= u'0' && ch <= u'9') || ch == u'-';
    });
}

QString FanProfileCheck::className(const FanProfile &profile, FanClass c)
{
    const QString name = profile.classNameOf(c).trimmed();
    if (name.isEmpty())
        return enumDisplayName(c);
    return tr("%1 (%2)").arg(enumDisplayName(c), name);
}

QString FanProfileCheck::bandText(const FanResultBand &band)
{
    if (band.min && band.max)
        return runText(*band.min, *band.max);
    if (band.max)
        return tr("%1 or less").arg(*band.max);
    if (band.min)
        return tr("%1 or more").arg(*band.min);
    return tr("any");
}

Problems FanProfileCheck::resultBands(const QList<FanResultBand> &bands, const QString &path)
{
    Problems out;
    if (bands.isEmpty())
        return out;
    if (bands.size() > maxBands) {
        out.append({path, JsonReasons::tooMany(tr("ranges"), bands.size(), maxBands)});
        return out;
    }
    bool endsInRange = true;
    for (qsizetype i = 0; i < bands.size(); ++i) {
        const FanResultBand &b = bands[i];
        const QString at = JsonPath::index(path, i);
        for (const auto &[end, key] : {std::pair{b.min, "min"_L1}, std::pair{b.max, "max"_L1}}) {
            if (end && (*end < -valueLimit || *end > valueLimit)) {
                out.append({JsonPath::key(at, key), JsonReasons::wholeNumber(-valueLimit, valueLimit, *end)});
                endsInRange = false;
            }
        }
        if (b.min && b.max && *b.min > *b.max) {
            out.append({at, tr("min %1 is above max %2").arg(*b.min).arg(*b.max)});
            endsInRange = false;
        }
    }
    if (!endsInRange)
        return out;

    // In FMV order, the open-bottom band first; each band's neighbours then say where a gap or an overlap is.
    constexpr int below = std::numeric_limits<int>::min();
    QList<qsizetype> order(bands.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&](qsizetype a, qsizetype b) {
        return bands[a].min.value_or(below) < bands[b].min.value_or(below);
    });
    const FanResultBand &lowest = bands[order.first()];
    if (lowest.min)
        out.append({path, tr("no result for an FMV below %1: the lowest range needs no min (open downwards)").arg(*lowest.min)});
    // `reach`: the band that covers the highest FMV so far (no max: everything above).
    const FanResultBand *reach = &lowest;
    for (qsizetype k = 1; k < order.size(); ++k) {
        const FanResultBand &b = bands[order[k]];
        const QString at = JsonPath::index(path, order[k]);
        if (!b.min) {
            // Both open downwards: they share everything up to the lower of their maxima.
            FanResultBand shared;
            if (reach->max && b.max)
                shared.max = std::min(*reach->max, *b.max);
            else
                shared.max = reach->max ? reach->max : b.max;
            out.append({at, tr("a second range open downwards: FMV %1 falls in both %2 and %3")
                                .arg(bandText(shared), enumDisplayName(reach->result), enumDisplayName(b.result))});
        } else if (!reach->max || *b.min <= *reach->max) {
            // The shared FMVs run from this band's min to the lower of the two maxima (open when neither has one).
            std::optional<int> to = reach->max;
            if (b.max)
                to = to ? std::min(*to, *b.max) : *b.max;
            const QString shared = to ? runText(*b.min, *to) : tr("%1 or more").arg(*b.min);
            out.append({at, tr("overlaps the range %1 (%2): FMV %3 falls in both")
                                .arg(bandText(*reach), enumDisplayName(reach->result), shared)});
        } else if (*b.min > *reach->max + 1) {
            out.append({at, tr("gap after the range %1 (%2): no result for FMV %3")
                                .arg(bandText(*reach), enumDisplayName(reach->result), runText(*reach->max + 1, *b.min - 1))});
        }
        if (reach->max && (!b.max || *b.max > *reach->max))
            reach = &b;
    }
    if (reach->max)
        out.append({path, tr("no result for an FMV above %1: the highest range needs no max (open upwards)").arg(*reach->max)});
    return out;
}

Problems FanProfileCheck::problems(const FanProfile &profile)
{
    Problems out;
    textField(out, u"$.race"_s, profile.race, maxNameLength, true);
    if (profile.revision < 1 || profile.revision > maxRevision)
        out.append({u"$.revision"_s, JsonReasons::wholeNumber(1, maxRevision, profile.revision)});
    for (FanClass c : classes) {
        const QString key = classKey(c);
        textField(out, JsonPath::key(u"$.classNames"_s, key), profile.classNameOf(c), maxNameLength, false);
        bmvRow(out, profile.bmvOf(c), JsonPath::key(u"$.bmv"_s, key));
    }
    modifiers(out, profile.modifiers);
    textList(out, profile.whenToTest, u"$.whenToTest"_s, maxTriggers, maxLabelLength, tr("triggers"));
    for (FanClass c : classes)
        out.append(resultBands(profile.resultsOf(c), JsonPath::key(u"$.results"_s, classKey(c))));
    textList(out, profile.hatedRaces, u"$.hatedRaces"_s, maxHated, maxNameLength, tr("hated races"));
    return out;
}

QStringList FanProfileCheck::missingForTest(const FanProfile &profile, FanClass c)
{
    QStringList missing;
    if (profile.bmvOf(c).size() != FanProfile::lossSteps)
        missing << tr("the Basic Morale Values Chart has no row for %1").arg(className(profile, c));
    if (profile.resultsOf(c).isEmpty())
        missing << tr("the Morale Results table has no ranges for %1").arg(className(profile, c));
    else if (!resultBands(profile.resultsOf(c), {}).isEmpty())
        missing << tr("the Morale Results of %1 have a gap or an overlap").arg(className(profile, c));
    return missing;
}

} // namespace md::fantasy
