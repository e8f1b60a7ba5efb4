#include "napoleonic/model/NapBattle.h"

namespace md::nap {

const NapCommand *NapArmy::command(const QString &commandId) const
{
    for (const NapCommand &c : commands)
        if (c.id == commandId)
            return &c;
    return nullptr;
}

NapCommand *NapArmy::command(const QString &commandId)
{
    return const_cast<NapCommand *>(std::as_const(*this).command(commandId));
}

NapPhase NapBattle::phase() const
{
    if (settings.phases.isEmpty())
        return NapPhase::Facing;
    return settings.phases.at(qBound(0, phaseIndex, int(settings.phases.size()) - 1));
}

bool NapBattle::hourlyTurn() const
{
    const int perHour = settings.turnsPerHour > 0 ? settings.turnsPerHour : 1;
    return (turn - 1) % perHour == 0;
}

const NapArmy *NapBattle::army(const QString &id) const
{
    for (const NapArmy &a : armies)
        if (a.id == id)
            return &a;
    return nullptr;
}

NapArmy *NapBattle::army(const QString &id)
{
    return const_cast<NapArmy *>(std::as_const(*this).army(id));
}

const NapUnit *NapBattle::unit(const QString &id, const NapCommand **command, const NapArmy **army) const
{
    for (const NapArmy &a : armies) {
        for (const NapCommand &c : a.commands) {
            for (const NapUnit &u : c.units) {
                if (u.id != id)
                    continue;
                if (command)
                    *command = &c;
                if (army)
                    *army = &a;
                return &u;
            }
        }
    }
    if (command)
        *command = nullptr;
    if (army)
        *army = nullptr;
    return nullptr;
}

NapUnit *NapBattle::unit(const QString &id, NapCommand **command, NapArmy **army)
{
    const NapCommand *c = nullptr;
    const NapArmy *a = nullptr;
    const NapUnit *u = std::as_const(*this).unit(id, &c, &a);
    if (command)
        *command = const_cast<NapCommand *>(c);
    if (army)
        *army = const_cast<NapArmy *>(a);
    return const_cast<NapUnit *>(u);
}

const NapCommand *NapBattle::command(const QString &id, const NapArmy **army) const
{
    for (const NapArmy &a : armies) {
        if (const NapCommand *c = a.command(id)) {
            if (army)
                *army = &a;
            return c;
        }
    }
    if (army)
        *army = nullptr;
    return nullptr;
}

NapCommand *NapBattle::command(const QString &id, NapArmy **army)
{
    const NapArmy *a = nullptr;
    const NapCommand *c = std::as_const(*this).command(id, &a);
    if (army)
        *army = const_cast<NapArmy *>(a);
    return const_cast<NapCommand *>(c);
}

QSet<QString> NapBattle::usedIds() const
{
    QSet<QString> ids;
    for (const NapArmy &a : armies) {
        ids.insert(a.id);
        for (const NapCommand &c : a.commands) {
            ids.insert(c.id);
            for (const NapUnit &u : c.units)
                ids.insert(u.id);
        }
    }
    return ids;
}

QString NapBattle::freeId(const QString &stem, const QSet<QString> &used)
{
    if (!used.contains(stem))
        return stem;
    for (int n = 2;; ++n) {
        const QString candidate = stem + QLatin1Char('-') + QString::number(n);
        if (!used.contains(candidate))
            return candidate;
    }
}

} // namespace md::nap
