#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QJsonValue;

namespace md {

// The reasons every system's reader and validator share, so the same fault is worded the same way
// whichever system's file holds it.
class JsonReasons
{
    Q_DECLARE_TR_FUNCTIONS(md::JsonReasons)

public:
    // "must be a whole number between 1 and 3 (the system's levels); found 4". `context` names what bounds
    // the range; it may be empty.
    static QString wholeNumber(qint64 min, qint64 max, const QString &found, const QString &context = {});
    static QString wholeNumber(qint64 min, qint64 max, qint64 found, const QString &context = {});
    static QString tooLong(qsizetype length, int max);
    static QString mustNotBeEmpty();
    static QString tooMany(const QString &what, qsizetype count, int max);
    static QString unknownValue(const QString &noun, const QString &value, const QStringList &expected);
    // "required key is missing[; expected …]".
    static QString missing(const QString &hint = {});
    // What a value is, for "expected a string, found a number": "null", "true", "a number", "an array" …
    static QString typeName(const QJsonValue &value);
};

} // namespace md
