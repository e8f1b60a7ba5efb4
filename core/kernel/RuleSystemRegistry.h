#pragma once
#include "kernel/RuleSystem.h"
#include <QList>
#include <QStringList>
#include <memory>
#include <vector>

namespace md {

// Every rule system the program knows, by id. The built-in ones are registered by ruleSystems()
// (core/systems/BuiltInSystems.h); tests may add their own.
class RuleSystemRegistry
{
public:
    // False (and nothing added) when a system with the same id is already there.
    bool add(std::unique_ptr<RuleSystem> system);
    bool remove(const QString &id);
    const RuleSystem *find(const QString &id) const;
    QList<const RuleSystem *> all() const;
    // Every id, in the order the systems were added: what "this version knows only …" lists.
    QStringList ids() const;

    // The system a file that names none (or names it with something other than a string) is read as, so
    // that its reader reports that fault along with every other one; null: such a file is refused whole.
    // The built-in registry falls back to the system MoraleDesk's first files were written for.
    bool setFallback(const QString &id);
    const RuleSystem *fallback() const { return find(m_fallback); }

private:
    std::vector<std::unique_ptr<RuleSystem>> m_systems;
    QString m_fallback;
};

} // namespace md
