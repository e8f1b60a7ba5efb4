#include "ratio/model/Battlegroup.h"

#include "kernel/Ids.h"

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
    return Ids::freeId(stem, used);
}

} // namespace md
