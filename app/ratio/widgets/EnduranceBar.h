#pragma once

#include <QWidget>

namespace md {

// R11: the battlegroup's endurance points, the losses so far and the 50 % breaking line.
class EnduranceBar : public QWidget
{
    Q_OBJECT

public:
    explicit EnduranceBar(QWidget *parent = nullptr);
    void setValues(int total, int lost);
    int total() const { return m_total; }
    int lost() const { return m_lost; }
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_total = 0;
    int m_lost = 0;
};

} // namespace md
