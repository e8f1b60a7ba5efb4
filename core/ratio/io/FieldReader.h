#pragma once

#include "kernel/EnumText.h"
#include "kernel/JsonReasons.h"
#include "kernel/Problem.h"
#include "kernel/StrictJson.h"
#include "ratio/io/FileFormat.h"
#include "ratio/io/JsonFields.h"
#include "ratio/io/LazyPath.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

#include <functional>
#include <initializer_list>
#include <optional>
#include <span>

namespace md {

// Internal to core/ratio/io: the keys one object of format v1 may hold.
using JsonKeys = std::span<const QLatin1StringView>;

// The typed reading of a parsed battlegroup file's values, one Problem per fault, capped at
// FileFormat::maxProblems (the rest only counted). Knows which problems make which other values unreliable,
// so a consequence is never reported as a fault of its own. PieceReader and BattlegroupBodyReader build on it.
class FieldReader
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupReader)

public:
    enum class Need { Optional, Required };
    // What a problem makes unreliable: a `Field` problem covers that value; a `Parent` problem covers the
    // whole object it sits in (its siblings were read against it), and the paths above that object.
    enum class Scope { Field, Parent };
    using Keys = JsonKeys;

protected:
    void fail(const QString &path, const QString &reason, Scope scope = Scope::Field, const QString &parent = {});
    void addValidatorProblems(const Problems &problems);
    bool covered(const QString &path) const;

    void strictJson(const QByteArray &json);
    void numbersNotWrittenAsIntegers();
    void checkKeys(const JsonFields &o, const LazyPath &path, std::initializer_list<Keys> allowed,
                   std::initializer_list<Keys> elsewhere = {}, const std::function<QString()> &whose = {});

    QJsonValue member(const JsonFields &o, const LazyPath &path, QLatin1StringView key, Need need, Scope scope);
    std::optional<QString> string(const JsonFields &o, const LazyPath &path, QLatin1StringView key,
                                  Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<bool> boolean(const JsonFields &o, const LazyPath &path, QLatin1StringView key,
                                Scope scope = Scope::Field);
    std::optional<int> integer(const JsonFields &o, const LazyPath &path, QLatin1StringView key, qint64 min, qint64 max,
                               Need need = Need::Optional, Scope scope = Scope::Field,
                               std::optional<FileFormat::Bound> bound = {});
    void nullableInteger(const JsonFields &o, const LazyPath &path, QLatin1StringView key, qint64 min, qint64 max,
                         std::optional<int> &out);
    std::optional<QJsonObject> object(const JsonFields &o, const LazyPath &path, QLatin1StringView key,
                                      Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<QJsonArray> array(const JsonFields &o, const LazyPath &path, QLatin1StringView key,
                                    Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<QJsonObject> element(const QJsonValue &v, const LazyPath &path);
    bool withinLimit(const LazyPath &path, QLatin1StringView key, const char *what, qsizetype count, int max,
                     Scope scope);

    template<typename E> static std::optional<E> enumOf(const QJsonValue &v)
    {
        return v.isString() ? enumFromKey<E>(v.toString()) : std::nullopt;
    }
    template<typename E>
    void badEnum(const QJsonValue &v, const QString &path, const char *noun, Scope scope, const QString &parent)
    {
        if (!v.isString())
            fail(path, tr("expected one of %1; found %2").arg(enumKeys<E>().join(u", "), JsonReasons::typeName(v)),
                 scope, parent);
        else
            fail(path, FileFormat::unknownValue(tr(noun), v.toString(), enumKeys<E>()), scope, parent);
    }
    template<typename E>
    std::optional<E> enumeration(const JsonFields &o, const LazyPath &path, QLatin1StringView key, const char *noun,
                                 Need need = Need::Optional, Scope scope = Scope::Field)
    {
        const QJsonValue v = member(o, path, key, need, scope);
        if (v.isUndefined())
            return std::nullopt;
        const std::optional<E> value = enumOf<E>(v);
        if (!value)
            badEnum<E>(v, FileFormat::key(path, key), noun, scope, path);
        return value;
    }

    Problems m_problems;
    qsizetype m_unlisted = 0;
    int m_turn = 1; // every turn number in the file is bounded by the battlegroup's

private:
    void badNumber(const QJsonValue &v, const LazyPath &path, QLatin1StringView key, qint64 min, qint64 max, Scope scope,
                   std::optional<FileFormat::Bound> bound, bool nullable);

    QList<StrictJson::Finding> m_numbers; // numbers with a fraction or exponent, judged after reading
    QSet<QString> m_fieldScopes;
    QSet<QString> m_objectScopes;
    QSet<QString> m_aboveObjectScopes;
};

} // namespace md
