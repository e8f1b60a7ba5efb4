#include "kernel/RuleSystemRegistry.h"

#include <algorithm>

namespace md {

bool RuleSystemRegistry::add(std::unique_ptr<RuleSystem> system)
{
    if (!system || find(system->id()))
        return false;
    m_systems.push_back(std::move(system));
    return true;
}

bool RuleSystemRegistry::remove(const QString &id)
{
    const auto it = std::find_if(m_systems.begin(), m_systems.end(), [&id](const auto &s) { return s->id() == id; });
    if (it == m_systems.end())
        return false;
    m_systems.erase(it);
    return true;
}

const RuleSystem *RuleSystemRegistry::find(const QString &id) const
{
    for (const auto &system : m_systems) {
        if (system->id() == id)
            return system.get();
    }
    return nullptr;
}

const RuleSystem *RuleSystemRegistry::findByName(const QString &name) const
{
    for (const auto &system : m_systems) {
        if (isNamed(system->id(), name))
            return system.get();
    }
    return nullptr;
}

QString RuleSystemRegistry::shortName(const QString &id)
{
    static const QString suffix = QStringLiteral("-morale");
    return id.endsWith(suffix) && id.size() > suffix.size() ? id.chopped(suffix.size()) : id;
}

bool RuleSystemRegistry::isNamed(const QString &id, const QString &name)
{
    return !name.isEmpty()
        && (id.compare(name, Qt::CaseInsensitive) == 0 || shortName(id).compare(name, Qt::CaseInsensitive) == 0);
}

QList<const RuleSystem *> RuleSystemRegistry::all() const
{
    QList<const RuleSystem *> systems;
    for (const auto &system : m_systems)
        systems << system.get();
    return systems;
}

QStringList RuleSystemRegistry::ids() const
{
    QStringList list;
    for (const auto &system : m_systems)
        list << system->id();
    return list;
}

bool RuleSystemRegistry::setFallback(const QString &id)
{
    if (!id.isEmpty() && !find(id))
        return false;
    m_fallback = id;
    return true;
}

} // namespace md
