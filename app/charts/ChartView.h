#pragma once

#include "charts/BarChart.h"
#include "charts/ChartPlugin.h"

#include <QWidget>

class QLabel;

namespace md {

// A chart in the window: draws a BarChart through the chart plug-in (ChartPlugin), which is loaded when the
// first ChartView is made. Without the plug-in it shows why, in words, where the chart would be.
class ChartView : public QWidget
{
    Q_OBJECT

public:
    explicit ChartView(const QString &accessibleName, QWidget *parent = nullptr);
    ChartView(const QString &accessibleName, const ChartPlugin &plugin, QWidget *parent = nullptr);

    void setChart(const BarChart &chart);
    // What it shows (as last set).
    const BarChart &chart() const { return m_chart; }
    // The plug-in's drawing (a QChartView); null when the plug-in could not be loaded.
    QWidget *drawing() const { return m_drawing; }
    // Why there is no drawing; empty when there is one.
    QString unavailableText() const;
    // The drawing's own: a splitter or layout sizes a ChartView as it would the QChartView itself.
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

private:
    ChartPlugin m_plugin; // a copy: a pointer and a message
    QWidget *m_drawing = nullptr;
    QLabel *m_unavailable = nullptr;
    BarChart m_chart;
};

} // namespace md
