#include "ww1/model/Ww1Force.h"

namespace md::ww1 {

const Ww1Group *Ww1Force::group(const QString &id) const
{
    for (const Ww1Group &g : groups) {
        if (g.id == id)
            return &g;
    }
    return nullptr;
}

Ww1Group *Ww1Force::group(const QString &id)
{
    // Non-const iteration detaches the shared lists: a write through the pointer must never reach another
    // copy of the force (an undo command's state before, the views' copy).
    for (Ww1Group &g : groups) {
        if (g.id == id)
            return &g;
    }
    return nullptr;
}

const Ww1Stand *Ww1Force::stand(const QString &id, const Ww1Group **owner) const
{
    for (const Ww1Group &g : groups) {
        for (const Ww1Stand &s : g.stands) {
            if (s.id == id) {
                if (owner)
                    *owner = &g;
                return &s;
            }
        }
    }
    if (owner)
        *owner = nullptr;
    return nullptr;
}

Ww1Stand *Ww1Force::stand(const QString &id, Ww1Group **owner)
{
    // Looked up without writing first, so that a lookup of a missing id copies nothing; then found again
    // through non-const access, which detaches the shared lists before anyone writes through the pointer.
    const Ww1Group *constOwner = nullptr;
    if (!std::as_const(*this).stand(id, &constOwner)) {
        if (owner)
            *owner = nullptr;
        return nullptr;
    }
    for (Ww1Group &g : groups) {
        for (Ww1Stand &s : g.stands) {
            if (s.id == id) {
                if (owner)
                    *owner = &g;
                return &s;
            }
        }
    }
    return nullptr;
}

QStringList Ww1Force::squares() const
{
    QStringList list;
    for (const Ww1Group &g : groups) {
        for (const Ww1Stand &s : g.stands) {
            if (!s.square.isEmpty() && !list.contains(s.square))
                list << s.square;
        }
    }
    return list;
}

QStringList Ww1Force::standsIn(const QString &square) const
{
    QStringList ids;
    for (const Ww1Group &g : groups) {
        for (const Ww1Stand &s : g.stands) {
            if (s.square == square)
                ids << s.id;
        }
    }
    return ids;
}

QSet<QString> Ww1Force::usedIds() const
{
    QSet<QString> ids;
    for (const Ww1Group &g : groups) {
        ids.insert(g.id);
        for (const Ww1Stand &s : g.stands)
            ids.insert(s.id);
    }
    return ids;
}

QString Ww1Force::freeId(const QString &stem, const QSet<QString> &used)
{
    if (!used.contains(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString candidate = stem + QLatin1Char('-') + QString::number(n);
        if (!used.contains(candidate))
            return candidate;
    }
}

} // namespace md::ww1
