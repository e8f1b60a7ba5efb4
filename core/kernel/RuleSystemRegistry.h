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
    // The system a player's `name` picks: its id or its short name, in any case ("WW1", "ww1-morale");
    // null when none does. Every --system on the command line is read through it.
    const RuleSystem *findByName(const QString &name) const;
    // "ww1-morale" -> "ww1": what --help and messages call a system; an id without the "-morale" ending
    // (or that is nothing but it) is its own short name.
    static QString shortName(const QString &id);
    // Whether `name` is the id's or its short name, in any case: what findByName() matches by, for the
    // lists of ids that are not a registry.
    static bool isNamed(const QString &id, const QString &name);
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
