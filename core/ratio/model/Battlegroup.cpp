#include "ratio/model/Battlegroup.h"

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

bool Battlegroup::battleUnderWay() const
{
    if (turn > 1 || !log.isEmpty())
        return true;
    for (const Unit &u : units) {
        for (const Piece &p : u.pieces) {
            if (!(p.state == PieceState{}))
                return true;
        }
    }
    return false;
}

QString Battlegroup::freeId(const QString &stem, const QSet<QString> &used)
{
    QString id = stem;
    for (int n = 2; used.contains(id); ++n)
        id = QStringLiteral("%1-%2").arg(stem).arg(n);
    return id;
}

} // namespace md
