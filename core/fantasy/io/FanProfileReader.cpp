#include "fantasy/io/FanProfileReader.h"

#include "fantasy/rules/FanProfileCheck.h"
#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"
#include "kernel/StrictJson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QStringDecoder>

#include <cmath>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {

constexpr std::array<FanClass, 3> classes{FanClass::A, FanClass::B, FanClass::C};
constexpr qint64 numberLimit = 1'000'000'000;
const QString formatKey = u"raceProfileFormat"_s;

// One pass over the object, every fault collected; a value that is not what it should be is left at its
// default and its fault reported, so that a later check never reports its consequence.
class Reading
{
public:
    Problems problems;

    void fail(const QString &path, const QString &reason) { problems.append({path, reason}); }

    void keys(const QJsonObject &o, const QString &path, std::initializer_list<QLatin1StringView> allowed)
    {
        for (auto it = o.begin(); it != o.end(); ++it) {
            if (std::find(allowed.begin(), allowed.end(), it.key()) == allowed.end())
                fail(JsonPath::key(path, it.key()), FanProfileReader::tr("unknown key"));
        }
    }

    std::optional<QString> string(const QJsonValue &v, const QString &path)
    {
        if (v.isString())
            return v.toString();
        fail(path, FanProfileReader::tr("expected a string; found %1").arg(JsonReasons::typeName(v)));
        return std::nullopt;
    }

    std::optional<int> integer(const QJsonValue &v, const QString &path)
    {
        const double d = v.toDouble();
        if (v.isDouble() && std::isfinite(d) && d == std::trunc(d) && std::abs(d) <= numberLimit)
            return static_cast<int>(d);
        fail(path, JsonReasons::wholeNumber(-numberLimit, numberLimit,
                                            v.isDouble() ? QString::number(d, 'g', 6) : JsonReasons::typeName(v)));
        return std::nullopt;
    }

    template<typename E>
    std::optional<E> enumValue(const QJsonValue &v, const QString &path, const QString &noun)
    {
        const std::optional<QString> s = string(v, path);
        if (!s)
            return std::nullopt;
        const std::optional<E> e = enumFromKey<E>(*s);
        if (!e)
            fail(path, JsonReasons::unknownValue(noun, *s, enumKeys<E>()));
        return e;
    }

    std::optional<QJsonArray> array(const QJsonValue &v, const QString &path)
    {
        if (v.isArray())
            return v.toArray();
        fail(path, FanProfileReader::tr("expected an array; found %1").arg(JsonReasons::typeName(v)));
        return std::nullopt;
    }

    std::optional<QJsonObject> object(const QJsonValue &v, const QString &path)
    {
        if (v.isObject())
            return v.toObject();
        fail(path, FanProfileReader::tr("expected an object; found %1").arg(JsonReasons::typeName(v)));
        return std::nullopt;
    }

    QStringList strings(const QJsonValue &v, const QString &path)
    {
        QStringList out;
        if (const auto a = array(v, path)) {
            for (qsizetype i = 0; i < a->size(); ++i) {
                if (const auto s = string(a->at(i), JsonPath::index(path, i)))
                    out << *s;
            }
        }
        return out;
    }

    // {"A": …, "B": …, "C": …}: each present class read by `each`.
    template<typename Each>
    void byClass(const QJsonObject &o, const QString &path, Each each)
    {
        keys(o, path, {"A"_L1, "B"_L1, "C"_L1});
        for (FanClass c : classes) {
            const QString key = enumKey(c);
            if (o.contains(key))
                each(c, o.value(key), JsonPath::key(path, key));
        }
    }

    FanModifier modifier(const QJsonObject &o, const QString &path)
    {
        FanModifier m;
        keys(o, path, {"id"_L1, "label"_L1, "value"_L1, "perInstance"_L1, "cap"_L1, "role"_L1});
        for (const auto key : {"id"_L1, "label"_L1, "value"_L1}) {
            if (!o.contains(key))
                fail(JsonPath::key(path, key), JsonReasons::missing());
        }
        if (o.contains("id"_L1))
            m.id = string(o.value("id"_L1), JsonPath::key(path, "id"_L1)).value_or(u"?"_s);
        if (o.contains("label"_L1))
            m.label = string(o.value("label"_L1), JsonPath::key(path, "label"_L1)).value_or(u"?"_s);
        if (o.contains("value"_L1))
            m.value = integer(o.value("value"_L1), JsonPath::key(path, "value"_L1)).value_or(0);
        if (o.contains("perInstance"_L1)) {
            const QJsonValue v = o.value("perInstance"_L1);
            if (v.isBool())
                m.perInstance = v.toBool();
            else
                fail(JsonPath::key(path, "perInstance"_L1),
                     FanProfileReader::tr("expected true or false; found %1").arg(JsonReasons::typeName(v)));
        }
        if (o.contains("cap"_L1))
            m.cap = integer(o.value("cap"_L1), JsonPath::key(path, "cap"_L1));
        if (o.contains("role"_L1))
            m.role = enumValue<FanModifierRole>(o.value("role"_L1), JsonPath::key(path, "role"_L1),
                                                FanProfileReader::tr("modifier role"))
                         .value_or(FanModifierRole::Custom);
        return m;
    }

    FanResultBand band(const QJsonObject &o, const QString &path)
    {
        FanResultBand b;
        keys(o, path, {"min"_L1, "max"_L1, "result"_L1});
        if (o.contains("min"_L1))
            b.min = integer(o.value("min"_L1), JsonPath::key(path, "min"_L1));
        if (o.contains("max"_L1))
            b.max = integer(o.value("max"_L1), JsonPath::key(path, "max"_L1));
        if (!o.contains("result"_L1))
            fail(JsonPath::key(path, "result"_L1), JsonReasons::missing(enumKeys<FanResult>().join(u", "_s)));
        else
            b.result = enumValue<FanResult>(o.value("result"_L1), JsonPath::key(path, "result"_L1),
                                            FanProfileReader::tr("result"))
                           .value_or(FanResult::CarryOn);
        return b;
    }

    template<typename T, typename Read>
    QList<T> objects(const QJsonValue &v, const QString &path, int max, Read read)
    {
        QList<T> out;
        const auto a = array(v, path);
        if (!a)
            return out;
        if (a->size() > max) {
            fail(path, JsonReasons::tooMany(FanProfileReader::tr("entries"), a->size(), max));
            return out;
        }
        for (qsizetype i = 0; i < a->size(); ++i) {
            const QString at = JsonPath::index(path, i);
            if (const auto o = object(a->at(i), at))
                out.append((this->*read)(*o, at));
        }
        return out;
    }
};

} // namespace

FanProfileReadResult FanProfileReader::fromObject(const QJsonObject &o, const QString &path)
{
    Reading r;
    FanProfile p;
    r.keys(o, path, {"raceProfileFormat"_L1, "race"_L1, "revision"_L1, "classNames"_L1, "bmv"_L1, "modifiers"_L1,
                     "whenToTest"_L1, "results"_L1, "hatedRaces"_L1});
    if (!o.contains("race"_L1))
        r.fail(JsonPath::key(path, "race"_L1), JsonReasons::missing());
    else
        p.race = r.string(o.value("race"_L1), JsonPath::key(path, "race"_L1)).value_or(u"?"_s);
    if (o.contains("revision"_L1))
        p.revision = r.integer(o.value("revision"_L1), JsonPath::key(path, "revision"_L1)).value_or(1);
    if (o.contains("classNames"_L1)) {
        const QString at = JsonPath::key(path, "classNames"_L1);
        if (const auto names = r.object(o.value("classNames"_L1), at)) {
            r.byClass(*names, at, [&](FanClass c, const QJsonValue &v, const QString &vp) {
                p.classNames[static_cast<size_t>(FanProfile::index(c))] = r.string(v, vp).value_or(QString());
            });
        }
    }
    if (o.contains("bmv"_L1)) {
        const QString at = JsonPath::key(path, "bmv"_L1);
        if (const auto chart = r.object(o.value("bmv"_L1), at)) {
            r.byClass(*chart, at, [&](FanClass c, const QJsonValue &v, const QString &vp) {
                QList<int> row;
                if (const auto a = r.array(v, vp)) {
                    if (a->size() > FanProfile::lossSteps) {
                        r.fail(vp, JsonReasons::tooMany(tr("values"), a->size(), FanProfile::lossSteps));
                        return;
                    }
                    for (qsizetype i = 0; i < a->size(); ++i)
                        row << r.integer(a->at(i), JsonPath::index(vp, i)).value_or(0);
                }
                p.bmv[static_cast<size_t>(FanProfile::index(c))] = row;
            });
        }
    }
    if (o.contains("modifiers"_L1))
        p.modifiers = r.objects<FanModifier>(o.value("modifiers"_L1), JsonPath::key(path, "modifiers"_L1),
                                             FanProfileCheck::maxModifiers, &Reading::modifier);
    if (o.contains("whenToTest"_L1))
        p.whenToTest = r.strings(o.value("whenToTest"_L1), JsonPath::key(path, "whenToTest"_L1));
    if (o.contains("results"_L1)) {
        const QString at = JsonPath::key(path, "results"_L1);
        if (const auto results = r.object(o.value("results"_L1), at)) {
            r.byClass(*results, at, [&](FanClass c, const QJsonValue &v, const QString &vp) {
                p.results[static_cast<size_t>(FanProfile::index(c))] =
                    r.objects<FanResultBand>(v, vp, FanProfileCheck::maxBands, &Reading::band);
            });
        }
    }
    if (o.contains("hatedRaces"_L1))
        p.hatedRaces = r.strings(o.value("hatedRaces"_L1), JsonPath::key(path, "hatedRaces"_L1));

    FanProfileReadResult result;
    result.problems = r.problems;
    // The sheet's own rules only where every value was read: a value left at its default says nothing.
    if (result.problems.isEmpty()) {
        for (Problem problem : FanProfileCheck::problems(p)) {
            if (path != u"$"_s)
                problem.path = path + problem.path.mid(1);
            result.problems.append(problem);
        }
    }
    if (result.problems.size() > maxProblems) {
        const qsizetype more = result.problems.size() - maxProblems;
        result.problems.resize(maxProblems);
        result.problems.append({path, tr("further problems not listed: %1").arg(more)});
    }
    if (result.problems.isEmpty())
        result.profile = p;
    return result;
}

FanProfileReadResult FanProfileReader::fromJson(const QByteArray &json)
{
    FanProfileReadResult result;
    auto refuse = [&](const QString &reason) {
        result.problems.append({u"$"_s, reason});
        return result;
    };
    if (json.size() > maxFileBytes)
        return refuse(tr("too large: %1 bytes; a profile sheet is at most %2").arg(json.size()).arg(maxFileBytes));
    QStringDecoder utf8(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString decoded = utf8(json);
    Q_UNUSED(decoded);
    if (utf8.hasError())
        return refuse(tr("not UTF-8 text"));
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return refuse(tr("not valid JSON at byte %1: %2").arg(error.offset).arg(error.errorString()));
    if (!doc.isObject())
        return refuse(tr("expected an object at the top"));
    const StrictJson::Result strict = StrictJson::scan(json, maxProblems);
    for (const StrictJson::Finding &f : strict.findings)
        result.problems.append({f.path, f.reason});
    if (!result.problems.isEmpty())
        return result;

    const QJsonObject root = doc.object();
    const QJsonValue format = root.value(formatKey);
    if (format.isUndefined())
        return refuse(tr("not a race profile sheet: the key \"%1\" is missing").arg(formatKey));
    if (format.isDouble() && format.toDouble() > currentFormat)
        return refuse(tr("\"%1\" is %2: the sheet needs a newer MoraleDesk (this one reads format %3)")
                          .arg(formatKey)
                          .arg(format.toDouble())
                          .arg(currentFormat));
    if (!format.isDouble() || format.toDouble() != currentFormat)
        return refuse(tr("\"%1\" must be %2, the only format of sheet there is so far; the file is damaged")
                          .arg(formatKey)
                          .arg(currentFormat));
    return fromObject(root, u"$"_s);
}

FanProfileReadResult FanProfileReader::readFile(const QString &fileName)
{
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly)) {
        FanProfileReadResult result;
        result.problems.append({u"$"_s, tr("cannot be read: %1").arg(file.errorString())});
        return result;
    }
    return fromJson(file.read(maxFileBytes + 1));
}

} // namespace md::fantasy
