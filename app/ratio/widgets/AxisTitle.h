#pragma once

#include <QWidget>

namespace md {

// A table's axis title: across the top, or up the left side (the text turned a quarter).
class AxisTitle : public QWidget
{
    Q_OBJECT

public:
    AxisTitle(const QString &text, Qt::Orientation orientation, QWidget *parent = nullptr);
    QString text() const { return m_text; }
    Qt::Orientation orientation() const { return m_orientation; }
    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    QString m_text;
    Qt::Orientation m_orientation;
};

} // namespace md
