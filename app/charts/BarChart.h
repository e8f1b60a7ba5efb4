#pragma once

#include <QColor>
#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace md {

// What a chart shows, in words no chart library has: bars over categories, side by side or stacked, an
// optional line across them, and a value axis of whole numbers. The window's code fills one in; the chart
// plug-in (ChartMaker) draws it, so that Qt Charts is loaded only when a chart is first shown.
struct BarChart
{
    enum class Layout {
        Side,              // each category's sets side by side, upwards
        Stacked,           // each category's sets stacked, upwards
        HorizontalStacked, // stacked, running right; the categories up the left
    };
    struct Set
    {
        QString name;
        QList<qreal> values; // one per category
        QColor colour;       // invalid: the chart theme's

        bool operator==(const Set &) const = default;
    };
    struct Line
    {
        QString name;
        QList<qreal> values; // one per category, joined across the bars

        bool operator==(const Line &) const = default;
    };

    Layout layout = Layout::Side;
    QString title;
    QStringList categories;
    QString categoryTitle;
    QList<Set> sets;
    std::optional<Line> line;
    bool valueLabels = false; // each bar's value written on it
    // The value axis: 0 to valueMax, a labelled whole number every valueStep.
    QString valueTitle;
    int valueMax = 1;
    int valueStep = 1;

    bool operator==(const BarChart &) const = default;
};

} // namespace md
