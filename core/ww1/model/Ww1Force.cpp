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
    return const_cast<Ww1Group *>(std::as_const(*this).group(id));
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
    const Ww1Group *constOwner = nullptr;
    auto *found = const_cast<Ww1Stand *>(std::as_const(*this).stand(id, &constOwner));
    if (owner)
        *owner = const_cast<Ww1Group *>(constOwner);
    return found;
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
