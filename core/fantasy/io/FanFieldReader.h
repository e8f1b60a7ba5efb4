#pragma once

#include "kernel/EnumText.h"
#include "kernel/JsonReasons.h"
#include "kernel/Problem.h"
#include "kernel/StrictJson.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

#include <optional>
#include <span>

namespace md::fantasy {

// The typed reading of a parsed fantasy battle file's values, one Problem per fault, capped at
// FanFileLimits::maxProblems (the rest only counted). Knows which problems make which other values
// unreliable, so that a consequence is never reported as a fault of its own: FanBattleReader builds on it.
// (The Napoleonic reader's NapFieldReader, for this system's library, which links no other system.)
class FanFieldReader
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanFieldReader)

public:
    enum class Need { Optional, Required };
    // What a problem makes unreliable: a `Field` problem covers that value; a `Parent` problem covers the
    // whole object it sits in (its siblings were read against it) and the paths above that object.
    enum class Scope { Field, Parent };
    using Keys = std::span<const QLatin1StringView>;

protected:
    void fail(const QString &path, const QString &reason, Scope scope = Scope::Field, const QString &parent = {});
    void addValidatorProblems(const Problems &problems);
    bool covered(const QString &path) const;
    // Marks `path` and what lies under it as unreliable without a problem of its own: a value judged against
    // something that could not be read (a unit's race against a sheet whose race is unknown).
    void cover(const QString &path) { m_fieldScopes.insert(path); }
    // Problems beyond the cap, as the last line of the list.
    void closeList(bool crossFieldChecked);

    void strictJson(const QByteArray &json);
    void numbersNotWrittenAsIntegers();
    // `whose` names the object for a key allowed in `elsewhere` ("a casualties record").
    void checkKeys(const QJsonObject &o, const QString &path, Keys allowed, Keys elsewhere = {},
                   const QString &whose = {});

    QJsonValue member(const QJsonObject &o, const QString &path, QLatin1StringView key, Need need, Scope scope);
    std::optional<QString> string(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                  Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<bool> boolean(const QJsonObject &o, const QString &path, QLatin1StringView key);
    // The range is the validator's to check; here only what is no whole number at all (or far outside any
    // range of the format) is refused, worded with the field's range.
    std::optional<int> integer(const QJsonObject &o, const QString &path, QLatin1StringView key, qint64 min,
                               qint64 max, Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<QJsonObject> object(const QJsonObject &o, const QString &path, QLatin1StringView key);
    std::optional<QJsonArray> array(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                    Need need = Need::Optional, Scope scope = Scope::Field);
    // An array element that must be an object; when it is not, everything about it is unknown.
    std::optional<QJsonObject> element(const QJsonValue &v, const QString &path);
    // An array element that must be a string.
    std::optional<QString> stringElement(const QJsonValue &v, const QString &path);
    bool withinLimit(const QString &path, QLatin1StringView key, const QString &what, qsizetype count, int max,
                     Scope scope);

    template<typename E>
    void badEnum(const QJsonValue &v, const QString &path, const char *noun, Scope scope, const QString &parent)
    {
        if (!v.isString())
            fail(path, tr("expected one of %1; found %2").arg(enumKeys<E>().join(u", "), JsonReasons::typeName(v)),
                 scope, parent);
        else
            fail(path, JsonReasons::unknownValue(tr(noun), v.toString(), enumKeys<E>()), scope, parent);
    }
    template<typename E>
    std::optional<E> enumValue(const QJsonValue &v, const QString &path, const char *noun,
                               Scope scope = Scope::Field, const QString &parent = {})
    {
        const std::optional<E> value = v.isString() ? enumFromKey<E>(v.toString()) : std::nullopt;
        if (!value)
            badEnum<E>(v, path, noun, scope, parent);
        return value;
    }
    template<typename E>
    std::optional<E> enumeration(const QJsonObject &o, const QString &path, QLatin1StringView key, const char *noun,
                                 Need need = Need::Optional, Scope scope = Scope::Field)
    {
        const QJsonValue v = member(o, path, key, need, scope);
        if (v.isUndefined())
            return std::nullopt;
        return enumValue<E>(v, keyPath(path, key), noun, scope, path);
    }

    static QString keyPath(const QString &path, QLatin1StringView key);
    static QString indexPath(const QString &path, qsizetype index);

    Problems m_problems;
    qsizetype m_unlisted = 0;

private:
    QList<StrictJson::Finding> m_numbers; // numbers with a fraction or an exponent, judged after reading
    QSet<QString> m_fieldScopes;
    QSet<QString> m_objectScopes;
    QSet<QString> m_aboveObjectScopes;
};

} // namespace md::fantasy
