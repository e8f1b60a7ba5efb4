#pragma once

#include <QSet>
#include <QString>

namespace md {

// Ids a player sees and types (units, pieces, forces): unique within what holds them.
class Ids
{
public:
    // `stem` itself when unused, else `stem-2`, `stem-3` … the first one not in `used`.
    static QString freeId(const QString &stem, const QSet<QString> &used);
};

} // namespace md
