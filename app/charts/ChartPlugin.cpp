#include "charts/ChartPlugin.h"

#include "charts/ChartMaker.h"

#include <QDir>
#include <QLibrary>

namespace md {

QString ChartPlugin::defaultPath()
{
    return QDir::cleanPath(QCoreApplication::applicationDirPath() + QStringLiteral("/../lib/moraledesk/moraledesk_charts.so"));
}

const ChartPlugin &ChartPlugin::instance()
{
    static const ChartPlugin plugin = load(defaultPath());
    return plugin;
}

ChartPlugin ChartPlugin::load(const QString &path)
{
    ChartPlugin plugin;
    // Kept loaded for the rest of the run: its charts may live until the program ends.
    QLibrary library(path);
    library.setLoadHints(QLibrary::ResolveAllSymbolsHint);
    if (!library.load()) {
        plugin.m_error = tr("Charts cannot be drawn: the chart plug-in %1 could not be loaded (%2).")
                             .arg(QDir::toNativeSeparators(path), library.errorString());
        return plugin;
    }
    const auto entry = reinterpret_cast<MoraledeskChartMakerEntry>(library.resolve(MORALEDESK_CHART_MAKER_ENTRY));
    if (!entry) {
        plugin.m_error = tr("Charts cannot be drawn: %1 is not MoraleDesk's chart plug-in.").arg(QDir::toNativeSeparators(path));
        return plugin;
    }
    plugin.m_maker = entry(ChartMaker::interfaceVersion);
    if (!plugin.m_maker)
        plugin.m_error = tr("Charts cannot be drawn: the chart plug-in %1 belongs to another version of MoraleDesk.")
                             .arg(QDir::toNativeSeparators(path));
    return plugin;
}

} // namespace md
