#pragma once

#include <QWidget>

class QLabel;

namespace md {

// A refused edit, shown right under the field it concerns: a warning icon and red text naming the
// field and the reason. Hidden while there is nothing to say.
class FieldError : public QWidget
{
    Q_OBJECT

public:
    explicit FieldError(QWidget *parent = nullptr);
    QString text() const;
    void setMessage(const QString &text, const QString &details);
    bool hasHeightForWidth() const override { return true; }
    int heightForWidth(int width) const override;
    QSize sizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void updateColour();

    QLabel *m_icon;
    QLabel *m_text;
};

} // namespace md
