#pragma once

#include <QLatin1StringView>
#include <QString>

namespace md {

// How a problem names the place of a value in a JSON file, and a user's value inside a message: one way
// for every reader and validator, so two of them never word the same place differently.
class JsonPath
{
public:
    // `$`, `$.key`, `$.key[3]`. Keys that are not plain words are written `["…"]`, so a path stays one line.
    static QString key(const QString &path, const QString &key);
    static QString key(const QString &path, QLatin1StringView key);
    static QString index(const QString &path, qsizetype index);

    // A user's value inside a message: JSON-quoted (so control characters stay visible), and cut
    // short when long.
    static QString quoted(const QString &value);
    // Characters as a user counts them (code points, not UTF-16 units).
    static qsizetype textLength(const QString &text) noexcept;
};

} // namespace md
