#include "kernel/JsonReasons.h"

#include "kernel/JsonPath.h"

#include <QJsonValue>

using namespace Qt::StringLiterals;

namespace md {

namespace {
QString rangeText(qint64 min, qint64 max, const QString &context)
{
    const QString suffix = context.isEmpty() ? QString() : u' ' + context;
    if (min == max)
        return JsonReasons::tr("must be %1%2").arg(min).arg(suffix);
    return JsonReasons::tr("must be a whole number between %1 and %2%3").arg(min).arg(max).arg(suffix);
}
} // namespace

QString JsonReasons::wholeNumber(qint64 min, qint64 max, const QString &found, const QString &context)
{
    return tr("%1; found %2").arg(rangeText(min, max, context), found);
}

QString JsonReasons::wholeNumber(qint64 min, qint64 max, qint64 found, const QString &context)
{
    return wholeNumber(min, max, QString::number(found), context);
}

QString JsonReasons::tooLong(qsizetype length, int max)
{
    return tr("too long: %1 characters; at most %2").arg(length).arg(max);
}

QString JsonReasons::mustNotBeEmpty()
{
    return tr("must not be empty");
}

QString JsonReasons::tooMany(const QString &what, qsizetype count, int max)
{
    return tr("too many %1: %2; at most %3").arg(what).arg(count).arg(max);
}

QString JsonReasons::unknownValue(const QString &noun, const QString &value, const QStringList &expected)
{
    return tr("unknown %1 %2; expected one of %3").arg(noun, JsonPath::quoted(value), expected.join(u", "_s));
}

QString JsonReasons::missing(const QString &hint)
{
    if (hint.isEmpty())
        return tr("required key is missing");
    return tr("required key is missing; expected %1").arg(hint);
}

QString JsonReasons::typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return v.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return tr("a number");
    case QJsonValue::String:
        return tr("a string");
    case QJsonValue::Array:
        return tr("an array");
    case QJsonValue::Object:
        return tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return tr("nothing");
}

} // namespace md
