#pragma once

#include "widgets/WrappedLabel.h"

#include <QPointer>

class QAbstractButton;

namespace md::fantasy {

// The wrapped text beside a tick or a choice whose words are the race's data (up to 200 characters, C.6): a
// check box cannot wrap its own text, so the box carries the value and this label the words; a click on the
// words clicks the box, as a click on a check box's own text would.
class FanTickLabel : public WrappedLabel
{
public:
    FanTickLabel(const QString &text, QAbstractButton *button, QWidget *parent = nullptr);

protected:
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    QPointer<QAbstractButton> m_button;
};

} // namespace md::fantasy
