#include "fantasy/io/FanFieldReader.h"

#include "kernel/JsonPath.h"
#include "fantasy/io/FanFileLimits.h"

#include <algorithm>
#include <cmath>
#include <limits>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
using L = FanFileLimits;

bool contains(FanFieldReader::Keys keys, const QString &key)
{
    return std::any_of(keys.begin(), keys.end(), [&key](QLatin1StringView k) { return key == k; });
}

// Integral numbers only; values far outside any range of the format are refused here.
std::optional<int> wholeValue(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::trunc(d) || std::abs(d) > L::maxReadable)
        return std::nullopt;
    return static_cast<int>(d);
}
} // namespace

QString FanFieldReader::keyPath(const QString &path, QLatin1StringView key) { return JsonPath::key(path, key); }

QString FanFieldReader::indexPath(const QString &path, qsizetype index) { return JsonPath::index(path, index); }

void FanFieldReader::fail(const QString &path, const QString &reason, Scope scope, const QString &parent)
{
    // Past the cap only a count is kept, so a file of millions of faults costs no memory for them.
    if (m_problems.size() >= L::maxProblems) {
        ++m_unlisted;
        return;
    }
    m_problems.append({path, reason});
    if (scope == Scope::Field || parent.isEmpty()) {
        m_fieldScopes.insert(path);
        return;
    }
    m_objectScopes.insert(parent);
    for (qsizetype i = 1; i < parent.size(); ++i) {
        if (parent.at(i) == u'.' || parent.at(i) == u'[')
            m_aboveObjectScopes.insert(parent.left(i));
    }
}

bool FanFieldReader::covered(const QString &path) const
{
    if (m_aboveObjectScopes.contains(path))
        return true;
    for (qsizetype i = 1; i <= path.size(); ++i) {
        if (i == path.size() || path.at(i) == u'.' || path.at(i) == u'[') {
            const QString prefix = path.left(i);
            if (m_fieldScopes.contains(prefix) || m_objectScopes.contains(prefix))
                return true;
        }
    }
    return false;
}

void FanFieldReader::addValidatorProblems(const Problems &problems)
{
    for (const Problem &p : problems) {
        if (covered(p.path))
            continue;
        if (m_problems.size() < L::maxProblems)
            m_problems.append(p);
        else
            ++m_unlisted;
    }
}

void FanFieldReader::closeList(bool crossFieldChecked)
{
    if (m_unlisted <= 0)
        return;
    const int count = static_cast<int>(std::min<qsizetype>(m_unlisted, std::numeric_limits<int>::max()));
    m_problems.append({u"$"_s,
                       crossFieldChecked
                           ? tr("%n more problem(s) not listed", nullptr, count)
                           : tr("%n more problem(s) not listed; the rules across fields were not checked", nullptr,
                                count)});
}

// What QJsonDocument lets pass (docs/file-format.md, Encoding). A number written with a fraction or an exponent
// is reported only where nothing else was found wrong with that value.
void FanFieldReader::strictJson(const QByteArray &json)
{
    const StrictJson::Result scan = StrictJson::scan(json, L::maxProblems);
    for (const StrictJson::Finding &f : scan.findings) {
        if (f.kind == StrictJson::Kind::NotInteger)
            m_numbers.append(f);
        else
            fail(f.path, f.reason);
    }
    m_unlisted += scan.unlisted;
}

void FanFieldReader::numbersNotWrittenAsIntegers()
{
    for (const StrictJson::Finding &f : std::as_const(m_numbers)) {
        if (!covered(f.path))
            fail(f.path, f.reason);
    }
}

void FanFieldReader::checkKeys(const QJsonObject &o, const QString &path, Keys allowed, Keys elsewhere,
                               const QString &whose)
{
    // Keys are unique (StrictJson reports duplicates), so when as many allowed keys are present as the object
    // has, none is unknown.
    const auto present = std::count_if(allowed.begin(), allowed.end(), [&o](QLatin1StringView k) { return o.contains(k); });
    if (present == o.size())
        return;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QString key = it.key();
        if (contains(allowed, key))
            continue;
        if (contains(elsewhere, key))
            fail(JsonPath::key(path, key), tr("unexpected key for %1").arg(whose));
        else
            fail(JsonPath::key(path, key), tr("unknown key"));
    }
}

QJsonValue FanFieldReader::member(const QJsonObject &o, const QString &path, QLatin1StringView key, Need need,
                                  Scope scope)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && need == Need::Required)
        fail(JsonPath::key(path, key), JsonReasons::missing(), scope, path);
    return v;
}

std::optional<QString> FanFieldReader::string(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                              Need need, Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isString()) {
        fail(JsonPath::key(path, key), tr("expected a string, found %1").arg(JsonReasons::typeName(v)), scope, path);
        return std::nullopt;
    }
    const QString s = v.toString();
    if (!s.isValidUtf16()) {
        fail(JsonPath::key(path, key), tr("holds an unpaired surrogate (a \\u escape of half a character)"), scope,
             path);
        return std::nullopt;
    }
    return s;
}

std::optional<bool> FanFieldReader::boolean(const QJsonObject &o, const QString &path, QLatin1StringView key)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isBool()) {
        fail(JsonPath::key(path, key), tr("expected true or false, found %1").arg(JsonReasons::typeName(v)));
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<int> FanFieldReader::integer(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                           qint64 min, qint64 max, Need need, Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    const std::optional<int> n = wholeValue(v);
    if (n)
        return n;
    const QString reason = v.isDouble()
        ? JsonReasons::wholeNumber(min, max, QString::number(v.toDouble(), 'g', 15))
        : tr("expected a whole number between %1 and %2, found %3").arg(min).arg(max).arg(JsonReasons::typeName(v));
    fail(JsonPath::key(path, key), reason, scope, path);
    return std::nullopt;
}

std::optional<QJsonObject> FanFieldReader::object(const QJsonObject &o, const QString &path, QLatin1StringView key)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isObject()) {
        fail(JsonPath::key(path, key), tr("expected an object, found %1").arg(JsonReasons::typeName(v)));
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> FanFieldReader::array(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                                Need need, Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isArray()) {
        fail(JsonPath::key(path, key), tr("expected an array, found %1").arg(JsonReasons::typeName(v)), scope, path);
        return std::nullopt;
    }
    return v.toArray();
}

std::optional<QJsonObject> FanFieldReader::element(const QJsonValue &v, const QString &path)
{
    if (v.isObject())
        return v.toObject();
    fail(path, tr("expected an object, found %1").arg(JsonReasons::typeName(v)), Scope::Parent, path);
    return std::nullopt;
}

std::optional<QString> FanFieldReader::stringElement(const QJsonValue &v, const QString &path)
{
    if (!v.isString()) {
        fail(path, tr("expected a string, found %1").arg(JsonReasons::typeName(v)));
        return std::nullopt;
    }
    const QString s = v.toString();
    if (!s.isValidUtf16()) {
        fail(path, tr("holds an unpaired surrogate (a \\u escape of half a character)"));
        return std::nullopt;
    }
    return s;
}

// An array beyond its limit is reported and not read: its elements could not be held anyway.
bool FanFieldReader::withinLimit(const QString &path, QLatin1StringView key, const QString &what, qsizetype count,
                                 int max, Scope scope)
{
    if (count <= max)
        return true;
    fail(JsonPath::key(path, key), JsonReasons::tooMany(what, count, max), scope, path);
    return false;
}

} // namespace md::fantasy
