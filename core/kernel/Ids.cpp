#include "kernel/Ids.h"

namespace md {

QString Ids::freeId(const QString &stem, const QSet<QString> &used)
{
    QString id = stem;
    for (int n = 2; used.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(stem).arg(n);
    return id;
}

} // namespace md
