#include "napoleonic/widgets/NapMfpBar.h"

#include "napoleonic/rules/NapMfp.h"

#include <QPainter>

#include <algorithm>

namespace md::nap {

namespace {
constexpr int barPercent = 200; // the bar runs from 0 to 200 % of the total
constexpr int linePercents[] = {90, 100, 150, 200};
} // namespace

NapMfpBar::NapMfpBar(QWidget *parent) : QWidget(parent)
{
    setAccessibleName(tr("Army Morale Fatigue Points"));
    setObjectName(QStringLiteral("napMfpBar"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    setToolTip(tr("The used total against the army's total, from 0 to 200 %. At 90 % the army announces it is "
                  "within 10 % of Army Demoralization (15.97); over 100 % it is demoralized; at 150 % and 200 % "
                  "the penalty grows and every order becomes March (B.4.7)."));
}

void NapMfpBar::setValues(int totalHalf, int usedHalf, int afterHalf)
{
    if (totalHalf == m_totalHalf && usedHalf == m_usedHalf && afterHalf == m_afterHalf)
        return;
    m_totalHalf = totalHalf;
    m_usedHalf = usedHalf;
    m_afterHalf = afterHalf;
    setAccessibleDescription(text());
    update();
}

int NapMfpBar::firstReaching(int percent, int totalHalf)
{
    const qint64 m = std::max(0, totalHalf);
    qint64 first = 0;
    switch (percent) {
    case 90: // 15.97: U >= 0.9 M
        first = (9 * m + 9) / 10;
        break;
    case 100: // 15.90, B-25: demoralized only when U exceeds M
        first = m + 1;
        break;
    case 150: // 15.93: U >= 1.5 M
        first = (3 * m + 1) / 2;
        break;
    default: // 200 %: U >= 2 M
        first = 2 * m;
        break;
    }
    return static_cast<int>(first);
}

QList<NapMfpBar::Line> NapMfpBar::lines() const
{
    QList<Line> out;
    for (const int p : linePercents)
        out.append({p, firstReaching(p, m_totalHalf)});
    return out;
}

int NapMfpBar::xOf(int percent, int width)
{
    return static_cast<int>(static_cast<qint64>(std::clamp(percent, 0, barPercent)) * width / barPercent);
}

int NapMfpBar::percentOf(int usedHalf, int totalHalf)
{
    if (totalHalf <= 0)
        return 0;
    return static_cast<int>(100 * static_cast<qint64>(usedHalf) / totalHalf);
}

QString NapMfpBar::text() const
{
    if (m_totalHalf <= 0)
        return tr("The army has no Morale Fatigue Points total");
    if (m_afterHalf == m_usedHalf)
        return tr("Used %1 of %2 MFP (%3 %)")
            .arg(NapMfp::text(m_usedHalf), NapMfp::text(m_totalHalf))
            .arg(percentOf(m_usedHalf, m_totalHalf));
    return tr("Used %1 of %2 MFP (%3 %); after this phase %4 (%5 %)")
        .arg(NapMfp::text(m_usedHalf), NapMfp::text(m_totalHalf))
        .arg(percentOf(m_usedHalf, m_totalHalf))
        .arg(NapMfp::text(m_afterHalf))
        .arg(percentOf(m_afterHalf, m_totalHalf));
}

QSize NapMfpBar::sizeHint() const { return {360, 2 * fontMetrics().height() + 16}; }

QSize NapMfpBar::minimumSizeHint() const { return {200, 2 * fontMetrics().height() + 16}; }

void NapMfpBar::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const QPalette pal = palette();
    const QFontMetrics fm = fontMetrics();
    const int labelHeight = fm.height() + 2;
    const int inset = 2;
    const QRect bar(inset, labelHeight + 2, std::max(1, width() - 2 * inset), height() - labelHeight - 4);

    p.setPen(QPen(pal.color(QPalette::Mid), 1));
    p.setBrush(pal.color(QPalette::Base));
    p.drawRect(bar.adjusted(0, 0, -1, -1));
    if (m_totalHalf > 0) {
        // The bar is drawn to 200 %: a used total beyond is drawn full.
        const auto xOfHalf = [&](int half) {
            const qint64 clamped = std::clamp<qint64>(half, 0, 2 * static_cast<qint64>(m_totalHalf));
            return bar.left() + static_cast<int>(clamped * bar.width() / (2 * static_cast<qint64>(m_totalHalf)));
        };
        const int usedX = xOfHalf(m_usedHalf);
        const int afterX = xOfHalf(m_afterHalf);
        const QColor usedColour = NapMfp::tier(m_usedHalf, m_totalHalf) > 0 ? QColor(0xd9, 0x3b, 0x2b)
                                                                             : QColor(0xe8, 0x9b, 0x3a);
        p.setPen(Qt::NoPen);
        p.setBrush(usedColour);
        p.drawRect(QRect(QPoint(bar.left(), bar.top()), QPoint(std::max(bar.left(), usedX - 1), bar.bottom())));
        if (afterX != usedX) {
            // What this phase adds (or, for a position retaken, takes away), hatched over the used part.
            p.setBrush(QBrush(usedColour.darker(130), Qt::BDiagPattern));
            p.drawRect(QRect(QPoint(std::min(usedX, afterX), bar.top()), QPoint(std::max(usedX, afterX), bar.bottom())));
            p.setPen(QPen(pal.color(QPalette::WindowText), 2));
            p.drawLine(afterX, bar.top(), afterX, bar.bottom());
        }
        for (const int percent : linePercents) {
            const int x = bar.left() + xOf(percent, bar.width());
            p.setPen(QPen(pal.color(QPalette::WindowText), 1, percent == 100 ? Qt::SolidLine : Qt::DashLine));
            p.drawLine(x, bar.top(), x, bar.bottom());
            const QString label = tr("%1 %").arg(percent);
            const int w = fm.horizontalAdvance(label) + 2;
            // 90 % and 100 % are close: one to the left of its line, the other to the right; 200 % ends at the
            // bar's end.
            const int left = percent == 90 || percent == 200 ? x - w - 1 : percent == 100 ? x + 2 : x - w / 2;
            p.drawText(QRect(left, 0, w, labelHeight), Qt::AlignCenter, label);
        }
    }
}

} // namespace md::nap
