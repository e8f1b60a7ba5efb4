#include "napoleonic/model/NapBattle.h"

namespace md::nap {

const NapCommand *NapArmy::command(const QString &commandId) const
{
    for (const NapCommand &c : commands)
        if (c.id == commandId)
            return &c;
    return nullptr;
}

// The writable lookups iterate non-const, so every list on the way detaches: a battle copied for undo (or a
// clone of its state) shares its lists, and a write through a const_cast pointer would change both copies.
NapCommand *NapArmy::command(const QString &commandId)
{
    for (NapCommand &c : commands)
        if (c.id == commandId)
            return &c;
    return nullptr;
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
    for (NapArmy &a : armies)
        if (a.id == id)
            return &a;
    return nullptr;
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
    if (command)
        *command = nullptr;
    if (army)
        *army = nullptr;
    for (NapArmy &a : armies) {
        for (NapCommand &c : a.commands) {
            for (NapUnit &u : c.units) {
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
    return nullptr;
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
    for (NapArmy &a : armies) {
        if (NapCommand *c = a.command(id)) {
            if (army)
                *army = &a;
            return c;
        }
    }
    if (army)
        *army = nullptr;
    return nullptr;
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
