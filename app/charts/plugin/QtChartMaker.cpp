#include "charts/plugin/QtChartMaker.h"

#include "charts/BarChart.h"

#include <QtCharts/QBarCategoryAxis>
#include <QtCharts/QBarSeries>
#include <QtCharts/QBarSet>
#include <QtCharts/QChart>
#include <QtCharts/QChartView>
#include <QtCharts/QHorizontalStackedBarSeries>
#include <QtCharts/QLineSeries>
#include <QtCharts/QStackedBarSeries>
#include <QtCharts/QValueAxis>

#include <algorithm>

namespace md {

QWidget *QtChartMaker::createView(QWidget *parent) const
{
    auto *view = new QChartView(parent);
    view->setRenderHint(QPainter::Antialiasing);
    return view;
}

void QtChartMaker::draw(QWidget *view, const BarChart &spec) const
{
    auto *chartView = qobject_cast<QChartView *>(view);
    if (!chartView)
        return;
    auto *chart = new QChart;
    chart->setTitle(spec.title);
    QAbstractBarSeries *series = nullptr;
    switch (spec.layout) {
    case BarChart::Layout::Side:
        series = new QBarSeries;
        break;
    case BarChart::Layout::Stacked:
        series = new QStackedBarSeries;
        break;
    case BarChart::Layout::HorizontalStacked:
        series = new QHorizontalStackedBarSeries;
        break;
    }
    for (const BarChart::Set &s : spec.sets) {
        auto *set = new QBarSet(s.name);
        if (s.colour.isValid())
            set->setColor(s.colour);
        for (const qreal v : s.values)
            set->append(v);
        series->append(set);
    }
    series->setLabelsVisible(spec.valueLabels);
    chart->addSeries(series);
    QLineSeries *line = nullptr;
    if (spec.line) {
        line = new QLineSeries;
        line->setName(spec.line->name);
        for (qsizetype i = 0; i < spec.line->values.size(); ++i)
            line->append(static_cast<qreal>(i), spec.line->values.at(i));
        chart->addSeries(line);
    }

    auto *categories = new QBarCategoryAxis;
    categories->append(spec.categories);
    categories->setTitleText(spec.categoryTitle);
    auto *values = new QValueAxis;
    values->setTitleText(spec.valueTitle);
    values->setLabelFormat(QStringLiteral("%d"));
    values->setTickType(QValueAxis::TicksDynamic);
    values->setTickAnchor(0);
    values->setTickInterval(std::max(1, spec.valueStep)); // Qt Charts would loop for ever on a step below 1
    values->setRange(0, spec.valueMax);
    const bool horizontal = spec.layout == BarChart::Layout::HorizontalStacked;
    chart->addAxis(categories, horizontal ? Qt::AlignLeft : Qt::AlignBottom);
    chart->addAxis(values, horizontal ? Qt::AlignBottom : Qt::AlignLeft);
    series->attachAxis(categories);
    series->attachAxis(values);
    if (line) {
        line->attachAxis(categories);
        line->attachAxis(values);
    }
    chart->legend()->setAlignment(Qt::AlignBottom);
    QChart *old = chartView->chart();
    chartView->setChart(chart); // the view owns the new chart and lets the old one go
    delete old;
}

} // namespace md
