#pragma once

// The chart plug-in's interface (app/charts/plugin): the only code that names Qt Charts. The window loads
// it on the first chart it shows (ChartPlugin), so a start that shows none never loads Qt Charts and
// Qt OpenGL (about 1.3 MiB and a share of the start-up's relocations, docs/performance.md).

class QWidget;

namespace md {

struct BarChart;

class ChartMaker
{
public:
    // Raised whenever this interface or BarChart changes: a plug-in of another build is refused.
    static constexpr int interfaceVersion = 1;

    // A widget that draws charts (a QChartView), empty until draw().
    virtual QWidget *createView(QWidget *parent) const = 0;
    // Replaces what `view` (made by createView) shows by `chart`.
    virtual void draw(QWidget *view, const BarChart &chart) const = 0;

protected:
    ~ChartMaker() = default;
};

} // namespace md

// What the plug-in exports (LatePlugin::Entry): its maker when `version` is the interfaceVersion and `build` the
// program version it was built with, else null.
#define MORALEDESK_CHART_MAKER_ENTRY "moraledesk_chart_maker"
