#include "Battlegroup.h"

namespace md {

QSet<QString> Battlegroup::usedIds() const
{
    QSet<QString> used;
    for (const Unit &u : units) {
        used.insert(u.id);
        for (const Piece &p : u.pieces)
            used.insert(p.id);
    }
    return used;
}

QString Battlegroup::freeId(const QString &stem, const QSet<QString> &used)
{
    QString id = stem;
    for (int n = 2; used.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(stem).arg(n);
    return id;
}

} // namespace md
