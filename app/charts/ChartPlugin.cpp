#include "charts/ChartPlugin.h"

#include "charts/ChartMaker.h"
#include "plugins/LatePlugin.h"

namespace md {

QString ChartPlugin::defaultPath() { return LatePlugin::path(QStringLiteral("moraledesk_charts.so")); }

const ChartPlugin &ChartPlugin::instance()
{
    static const ChartPlugin plugin = load(defaultPath());
    return plugin;
}

ChartPlugin ChartPlugin::load(const QString &path)
{
    ChartPlugin plugin;
    QString reason;
    plugin.m_maker = static_cast<const ChartMaker *>(LatePlugin::load(path, MORALEDESK_CHART_MAKER_ENTRY, ChartMaker::interfaceVersion, &reason));
    if (!plugin.m_maker)
        plugin.m_error = tr("Charts cannot be drawn: %1.").arg(reason);
    return plugin;
}

} // namespace md
