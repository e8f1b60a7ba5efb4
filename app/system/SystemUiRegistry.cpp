#include "system/SystemUiRegistry.h"

#include <algorithm>

namespace md {

bool SystemUiRegistry::add(std::unique_ptr<SystemUi> ui)
{
    if (!ui || find(ui->ruleSystem()))
        return false;
    m_uis.push_back(std::move(ui));
    return true;
}

bool SystemUiRegistry::remove(const QString &ruleSystem)
{
    const auto it = std::find_if(m_uis.begin(), m_uis.end(),
                                 [&](const std::unique_ptr<SystemUi> &ui) { return ui->ruleSystem() == ruleSystem; });
    if (it == m_uis.end())
        return false;
    m_uis.erase(it);
    return true;
}

const SystemUi *SystemUiRegistry::find(const QString &ruleSystem) const
{
    for (const std::unique_ptr<SystemUi> &ui : m_uis) {
        if (ui->ruleSystem() == ruleSystem)
            return ui.get();
    }
    return nullptr;
}

const SystemUi *SystemUiRegistry::defaultUi() const { return m_uis.empty() ? nullptr : m_uis.front().get(); }

QList<const SystemUi *> SystemUiRegistry::all() const
{
    QList<const SystemUi *> result;
    for (const std::unique_ptr<SystemUi> &ui : m_uis)
        result.append(ui.get());
    return result;
}

} // namespace md
