#include "widgets/FieldError.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyle>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

FieldError::FieldError(QWidget *parent)
    : QWidget(parent)
    , m_icon(new QLabel(this))
    , m_text(new QLabel(this))
{
    setObjectName(u"fieldError"_s);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, this);
    m_icon->setPixmap(style()->standardIcon(QStyle::SP_MessageBoxWarning, nullptr, this).pixmap(iconSize, iconSize));
    m_icon->setAlignment(Qt::AlignTop);
    m_icon->setAccessibleName(tr("Warning"));
    layout->addWidget(m_icon, 0, Qt::AlignTop);

    m_text->setObjectName(u"fieldErrorText"_s);
    m_text->setWordWrap(true);
    m_text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    m_text->setTextFormat(Qt::PlainText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    updateColour();
    layout->addWidget(m_text, 1);
}

void FieldError::updateColour()
{
    // Red that stays readable: dark on a light window, light on a dark one.
    const bool darkWindow = palette().color(QPalette::Window).lightness() < 128;
    QPalette pal = m_text->palette();
    pal.setColor(QPalette::WindowText, darkWindow ? QColor(0xff, 0x8a, 0x80) : QColor(0xb0, 0x1c, 0x1c));
    m_text->setPalette(pal);
}

void FieldError::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange)
        updateColour();
}

QString FieldError::text() const { return m_text->text(); }

// As tall as the wrapped text needs at this width, and never less than the icon: no more.
int FieldError::heightForWidth(int width) const
{
    const int spacing = layout()->spacing();
    const int textWidth = std::max(1, width - m_icon->sizeHint().width() - std::max(spacing, 0));
    return std::max(m_icon->sizeHint().height(), m_text->heightForWidth(textWidth));
}

// The text on one line. (QLabel's own hint for wrapped text is a guess at a narrow width, two lines high,
// and QFormLayout never lets a row get lower than its hint.)
QSize FieldError::sizeHint() const
{
    const int textWidth = m_text->fontMetrics().horizontalAdvance(m_text->text()) + 2 * m_text->margin() + 2;
    const int width = m_icon->sizeHint().width() + std::max(layout()->spacing(), 0) + textWidth;
    return {width, heightForWidth(width)};
}

void FieldError::setMessage(const QString &text, const QString &details)
{
    m_text->setText(text);
    m_text->setToolTip(details);
    m_text->setAccessibleName(text);
    setToolTip(details);
}

} // namespace md
