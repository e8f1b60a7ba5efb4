#pragma once
#include "kernel/RuleSystem.h"
#include <QList>
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

private:
    std::vector<std::unique_ptr<RuleSystem>> m_systems;
};

} // namespace md
