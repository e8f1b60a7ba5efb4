#include "ratio/widgets/EnduranceBar.h"

#include <QPainter>

namespace md {

EnduranceBar::EnduranceBar(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Battlegroup endurance"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
}

void EnduranceBar::setValues(int total, int lost)
{
    m_total = total;
    m_lost = lost;
    setAccessibleDescription(text());
    setToolTip(tr("Endurance = the sum of the units' starting levels. Losses count casualties, damage, "
                  "surrenders, eliminations and pieces that left the board. At 50 % the battlegroup must retreat "
                  "from the next turn (R11)."));
    update();
}

QString EnduranceBar::text() const
{
    if (m_total <= 0)
        return tr("No endurance points");
    // Integer percent, rounded down, for display only.
    const int percent = (100 * m_lost) / m_total;
    const int breakAt = (m_total + 1) / 2;
    return tr("Lost %1 of %2 endurance points (%3 %); breaking point at %4").arg(m_lost).arg(m_total).arg(percent).arg(breakAt);
}

QSize EnduranceBar::sizeHint() const { return {fontMetrics().horizontalAdvance(text()) + 24, fontMetrics().height() + 12}; }

QSize EnduranceBar::minimumSizeHint() const { return {160, fontMetrics().height() + 12}; }

void EnduranceBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
    const QPalette pal = palette();
    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    p.setBrush(pal.color(QPalette::Base));
    p.drawRoundedRect(r, 3, 3);
    if (m_total > 0) {
        const bool broken = 2 * m_lost >= m_total;
        const qreal lostWidth = r.width() * qMin(m_lost, m_total) / m_total;
        p.setPen(Qt::NoPen);
        p.setBrush(broken ? QColor(0xd9, 0x3b, 0x2b) : QColor(0xe8, 0x9b, 0x3a));
        p.drawRoundedRect(QRectF(r.left(), r.top(), lostWidth, r.height()), 3, 3);
        // The 50 % line, dashed so it reads in any palette.
        const qreal x = r.left() + r.width() / 2;
        p.setPen(QPen(pal.color(QPalette::WindowText), 2, Qt::DashLine));
        p.drawLine(QPointF(x, r.top()), QPointF(x, r.bottom()));
    }
    p.setPen(pal.color(QPalette::WindowText));
    const QRectF textRect = r.adjusted(6, 0, -6, 0);
    // A halo behind the text keeps it readable over the filled part.
    p.setPen(pal.color(QPalette::Base));
    for (const QPointF d : {QPointF(-1, 0), QPointF(1, 0), QPointF(0, -1), QPointF(0, 1)})
        p.drawText(textRect.translated(d), Qt::AlignVCenter | Qt::AlignLeft, fontMetrics().elidedText(text(), Qt::ElideRight, static_cast<int>(textRect.width())));
    p.setPen(pal.color(QPalette::Text));
    p.drawText(textRect, Qt::AlignVCenter | Qt::AlignLeft, fontMetrics().elidedText(text(), Qt::ElideRight, static_cast<int>(textRect.width())));
}

} // namespace md
