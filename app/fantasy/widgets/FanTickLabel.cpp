#include "fantasy/widgets/FanTickLabel.h"

#include <QAbstractButton>
#include <QMouseEvent>

namespace md::fantasy {

FanTickLabel::FanTickLabel(const QString &text, QAbstractButton *button, QWidget *parent)
    : WrappedLabel(parent)
    , m_button(button)
{
    setText(text);
    setTextFormat(Qt::PlainText);
    setBuddy(button);
    setCursor(Qt::PointingHandCursor);
    if (button) {
        button->setAccessibleName(text);
        if (button->toolTip().isEmpty())
            button->setToolTip(text);
    }
}

void FanTickLabel::mouseReleaseEvent(QMouseEvent *event)
{
    QAbstractButton *button = m_button.data();
    if (button && event->button() == Qt::LeftButton && button->isEnabled() && rect().contains(event->position().toPoint())) {
        button->click();
        event->accept();
        return;
    }
    WrappedLabel::mouseReleaseEvent(event);
}

} // namespace md::fantasy
