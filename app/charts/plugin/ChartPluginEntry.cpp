// The one symbol the chart plug-in exports (ChartMaker.h): the window resolves it (LatePlugin).
#include "charts/plugin/QtChartMaker.h"

#include <QtGlobal>

#include <cstring>

extern "C" Q_DECL_EXPORT const void *moraledesk_chart_maker(int version, const char *build)
{
    static const md::QtChartMaker maker;
    return version == md::ChartMaker::interfaceVersion && build && std::strcmp(build, MORALEDESK_PLUGIN_BUILD) == 0
        ? static_cast<const md::ChartMaker *>(&maker) : nullptr;
}
