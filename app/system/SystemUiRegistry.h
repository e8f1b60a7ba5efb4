#pragma once

#include "system/SystemUi.h"

#include <QList>

#include <memory>
#include <vector>

namespace md {

// The SystemUi of every rule system the window can show, by rule-system id. The built-in ones are registered
// by systemUis() (system/BuiltInSystemUis.h); tests may add their own.
class SystemUiRegistry
{
public:
    // False (and nothing added) when one for the same rule system is already there.
    bool add(std::unique_ptr<SystemUi> ui);
    bool remove(const QString &ruleSystem);
    const SystemUi *find(const QString &ruleSystem) const;
    // The first registered: new documents and the command line's export use it unless told otherwise.
    const SystemUi *defaultUi() const;
    QList<const SystemUi *> all() const;

private:
    std::vector<std::unique_ptr<SystemUi>> m_uis;
};

} // namespace md
