// The one symbol the chart plug-in exports (ChartMaker.h): the window resolves it (LatePlugin).
#include "charts/plugin/QtChartMaker.h"

#include <QtGlobal>

extern "C" Q_DECL_EXPORT const void *moraledesk_chart_maker(int version)
{
    static const md::QtChartMaker maker;
    return version == md::ChartMaker::interfaceVersion ? static_cast<const md::ChartMaker *>(&maker) : nullptr;
}
