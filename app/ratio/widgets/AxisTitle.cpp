#include "ratio/widgets/AxisTitle.h"

#include <QPainter>

namespace md {

AxisTitle::AxisTitle(const QString &text, Qt::Orientation orientation, QWidget *parent)
    : QWidget(parent), m_text(text), m_orientation(orientation)
{
    setAccessibleName(text);
    setToolTip(text);
    if (orientation == Qt::Horizontal)
        setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    else
        setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
}

QSize AxisTitle::sizeHint() const
{
    QFont bold = font();
    bold.setBold(true);
    const QFontMetrics fm(bold);
    const QSize along(fm.horizontalAdvance(m_text) + 8, fm.height() + 4);
    return m_orientation == Qt::Horizontal ? along : along.transposed();
}

QSize AxisTitle::minimumSizeHint() const
{
    // Only the thickness is fixed; the text's length may shrink with the table.
    const QSize hint = sizeHint();
    return m_orientation == Qt::Horizontal ? QSize(0, hint.height()) : QSize(hint.width(), 0);
}

void AxisTitle::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.setPen(palette().color(QPalette::WindowText));
    if (m_orientation == Qt::Horizontal) {
        painter.drawText(rect(), Qt::AlignCenter, m_text);
        return;
    }
    // Read from the bottom up, as a chart's vertical axis title.
    painter.translate(0, height());
    painter.rotate(-90);
    painter.drawText(QRect(0, 0, height(), width()), Qt::AlignCenter, m_text);
}

} // namespace md
