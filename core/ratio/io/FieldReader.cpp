#include "ratio/io/FieldReader.h"

#include <algorithm>
#include <cmath>

using namespace Qt::StringLiterals;

namespace md {

namespace {
using F = FileFormat;
using Keys = JsonKeys;

bool contains(std::initializer_list<Keys> lists, const QString &key)
{
    for (const Keys &keys : lists) {
        for (const QLatin1StringView k : keys) {
            if (key == k)
                return true;
        }
    }
    return false;
}

// Integral numbers only; values far outside any range of the format are refused here, the exact
// range is the validator's to check.
std::optional<int> wholeValue(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::trunc(d) || std::abs(d) > FileFormat::maxInteger)
        return std::nullopt;
    return static_cast<int>(d);
}

QString numberText(double d)
{
    return QString::number(d, 'g', 15);
}

// The format number inside a message: a whole number in plain digits, cut short after twelve of them (a file
} // namespace

void FieldReader::fail(const QString &path, const QString &reason, Scope scope, const QString &parent)
{
    // Past the cap only a count is kept, so a file of millions of faults costs no memory for them.
    if (m_problems.size() >= F::maxProblems) {
        ++m_unlisted;
        return;
    }
    m_problems.append({path, reason});
    if (scope == Scope::Field || parent.isEmpty()) {
        m_fieldScopes.insert(path);
    } else {
        m_objectScopes.insert(parent);
        for (qsizetype i = 1; i < parent.size(); ++i) {
            if (parent.at(i) == u'.' || parent.at(i) == u'[')
                m_aboveObjectScopes.insert(parent.left(i));
        }
    }
}

bool FieldReader::covered(const QString &path) const
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

void FieldReader::addValidatorProblems(const Problems &problems)
{
    for (const Problem &p : problems) {
        if (covered(p.path))
            continue;
        if (m_problems.size() < F::maxProblems)
            m_problems.append(p);
        else
            ++m_unlisted;
    }
}

// What QJsonDocument lets pass (docs/file-format.md, Encoding). A number written with a fraction or an
// exponent is reported only where the reader found nothing else wrong with that value: in a string field,
// "expected a string" says more, and for 2.5 the field's range does.
void FieldReader::strictJson(const QByteArray &json)
{
    const StrictJson::Result scan = StrictJson::scan(json, F::maxProblems);
    for (const StrictJson::Finding &f : scan.findings) {
        if (f.kind == StrictJson::Kind::NotInteger)
            m_numbers.append(f);
        else
            fail(f.path, f.reason);
    }
    m_unlisted += scan.unlisted;
}

void FieldReader::numbersNotWrittenAsIntegers()
{
    for (const StrictJson::Finding &f : std::as_const(m_numbers)) {
        if (!covered(f.path))
            fail(f.path, f.reason);
    }
}

void FieldReader::checkKeys(const JsonFields &o, const LazyPath &path, std::initializer_list<Keys> allowed,
                       std::initializer_list<Keys> elsewhere, const std::function<QString()> &whose)
{
    // Keys are unique (duplicateKeys), so when as many allowed keys are present as the object has, none is
    // unknown: looked up without making a string of every key.
    qsizetype present = 0;
    for (auto list = allowed.begin(); list != allowed.end(); ++list) {
        for (const QLatin1StringView k : *list) {
            // A key in two lists ("size" for robots and vehicles) counts once.
            const bool counted = std::any_of(allowed.begin(), list, [k](const Keys &earlier) {
                return std::find(earlier.begin(), earlier.end(), k) != earlier.end();
            });
            present += !counted && o.contains(k) ? 1 : 0;
        }
    }
    if (present == o.size())
        return;
    // Someone's words for the object, made once and only when a key is out of place.
    QString whoseText;
    bool whoseMade = false;
    for (auto it = o.object().constBegin(); it != o.object().constEnd(); ++it) {
        const QString key = it.key();
        if (contains(allowed, key))
            continue;
        if (m_problems.size() >= F::maxProblems) {
            ++m_unlisted; // the list is full: count, and spare the words
            continue;
        }
        if (contains(elsewhere, key)) {
            if (!whoseMade && whose)
                whoseText = whose();
            whoseMade = true;
            fail(F::key(path, key), tr("unexpected key for %1").arg(whoseText));
        }
        else
            fail(F::key(path, key), tr("unknown key"));
    }
}

QJsonValue FieldReader::member(const JsonFields &o, const LazyPath &path, QLatin1StringView key, Need need, Scope scope)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && need == Need::Required)
        fail(F::key(path, key), JsonReasons::missing(), scope, path);
    return v;
}

std::optional<QString> FieldReader::string(const JsonFields &o, const LazyPath &path, QLatin1StringView key, Need need,
                                      Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isString()) {
        fail(F::key(path, key), tr("expected a string, found %1").arg(JsonReasons::typeName(v)), scope, path);
        return std::nullopt;
    }
    const QString s = v.toString();
    if (!s.isValidUtf16()) {
        fail(F::key(path, key), tr("holds an unpaired surrogate (a \\u escape of half a character)"), scope, path);
        return std::nullopt;
    }
    return s;
}

std::optional<bool> FieldReader::boolean(const JsonFields &o, const LazyPath &path, QLatin1StringView key, Scope scope)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isBool()) {
        fail(F::key(path, key), tr("expected true or false, found %1").arg(JsonReasons::typeName(v)), scope, path);
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<int> FieldReader::integer(const JsonFields &o, const LazyPath &path, QLatin1StringView key, qint64 min,
                                   qint64 max, Need need, Scope scope, std::optional<F::Bound> bound)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    const std::optional<int> n = wholeValue(v);
    if (!n)
        badNumber(v, path, key, min, max, scope, bound, false);
    return n;
}

void FieldReader::nullableInteger(const JsonFields &o, const LazyPath &path, QLatin1StringView key, qint64 min, qint64 max,
                             std::optional<int> &out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return;
    out = wholeValue(v);
    if (!out)
        badNumber(v, path, key, min, max, Scope::Field, {}, true);
}

// The range in the message is the one the validator checks, so both word a fault the same way.
void FieldReader::badNumber(const QJsonValue &v, const LazyPath &path, QLatin1StringView key, qint64 min, qint64 max,
                       Scope scope, std::optional<F::Bound> bound, bool nullable)
{
    QString reason;
    if (!v.isDouble()) {
        reason = nullable ? tr("expected a whole number between %1 and %2 or null, found %3")
                          : tr("expected a whole number between %1 and %2, found %3");
        reason = reason.arg(min).arg(max).arg(JsonReasons::typeName(v));
    } else {
        reason = F::wholeNumber(min, max, numberText(v.toDouble()), bound ? F::context(*bound) : QString());
    }
    fail(F::key(path, key), reason, scope, path);
}

std::optional<QJsonObject> FieldReader::object(const JsonFields &o, const LazyPath &path, QLatin1StringView key, Need need,
                                          Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isObject()) {
        fail(F::key(path, key), tr("expected an object, found %1").arg(JsonReasons::typeName(v)), scope, path);
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> FieldReader::array(const JsonFields &o, const LazyPath &path, QLatin1StringView key, Need need,
                                        Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isArray()) {
        fail(F::key(path, key), tr("expected an array, found %1").arg(JsonReasons::typeName(v)), scope, path);
        return std::nullopt;
    }
    return v.toArray();
}

// An array beyond its limit is reported and not read: its elements could not be held anyway.
bool FieldReader::withinLimit(const LazyPath &path, QLatin1StringView key, const char *what, qsizetype count, int max,
                         Scope scope)
{
    if (count <= max)
        return true;
    fail(F::key(path, key), F::tooMany(tr(what), count, max), scope, path);
    return false;
}

// An array element that must be an object; when it is not, everything about it is unknown.
std::optional<QJsonObject> FieldReader::element(const QJsonValue &v, const LazyPath &path)
{
    if (v.isObject())
        return v.toObject();
    fail(path, tr("expected an object, found %1").arg(JsonReasons::typeName(v)), Scope::Parent, path);
    return std::nullopt;
}

} // namespace md
