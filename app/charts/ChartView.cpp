#include "charts/ChartView.h"

#include "charts/ChartMaker.h"

#include <QLabel>
#include <QVBoxLayout>

namespace md {

ChartView::ChartView(const QString &accessibleName, QWidget *parent)
    : ChartView(accessibleName, ChartPlugin::instance(), parent)
{
}

ChartView::ChartView(const QString &accessibleName, const ChartPlugin &plugin, QWidget *parent)
    : QWidget(parent)
    , m_plugin(plugin)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    // A chart takes the room it is given, as a QChartView does: in a splitter it shares the space evenly with an
    // expanding view instead of leaving it to it.
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    if (const ChartMaker *maker = m_plugin.maker()) {
        m_drawing = maker->createView(this);
        m_drawing->setAccessibleName(accessibleName);
        layout->addWidget(m_drawing);
    } else {
        m_unavailable = new QLabel(m_plugin.error(), this);
        m_unavailable->setWordWrap(true);
        m_unavailable->setAlignment(Qt::AlignCenter);
        m_unavailable->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_unavailable->setAccessibleName(accessibleName);
        layout->addWidget(m_unavailable);
    }
}

void ChartView::setChart(const BarChart &chart)
{
    m_chart = chart;
    if (m_drawing)
        m_plugin.maker()->draw(m_drawing, m_chart);
}

QSize ChartView::sizeHint() const { return m_drawing ? m_drawing->sizeHint() : QWidget::sizeHint(); }

QSize ChartView::minimumSizeHint() const { return m_drawing ? m_drawing->minimumSizeHint() : QWidget::minimumSizeHint(); }

QString ChartView::unavailableText() const
{
    return m_unavailable ? m_unavailable->text() : QString();
}

} // namespace md
