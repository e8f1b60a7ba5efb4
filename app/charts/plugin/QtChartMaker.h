#pragma once

#include "charts/ChartMaker.h"

namespace md {

// ChartMaker with Qt Charts: a QChartView, and a QChart built from each BarChart.
class QtChartMaker final : public ChartMaker
{
public:
    QWidget *createView(QWidget *parent) const override;
    void draw(QWidget *view, const BarChart &chart) const override;
};

} // namespace md
