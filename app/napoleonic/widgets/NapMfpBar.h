#pragma once

#include <QList>
#include <QWidget>

namespace md::nap {

// B.4.7: an army's used Morale Fatigue Points against its total, drawn from 0 to 200 % with the lines where
// 15.97's warning (90 %), demoralization (over 100 %), 150 % and 200 % begin, the used total now and the used
// total after the phase being entered. Values are half-points (E15 costs 1/2).
class NapMfpBar : public QWidget
{
    Q_OBJECT

public:
    // One of the four lines: its percent and the first used total (half-points) that reaches it, by the
    // thresholds of B.4.7 and B-25 (90, 150, 200 % reached when U >= p x M; demoralized only when U > M).
    struct Line
    {
        int percent = 0;
        int firstUsedHalf = 0;
    };

    explicit NapMfpBar(QWidget *parent = nullptr);
    void setValues(int totalHalf, int usedHalf, int afterHalf);
    int totalHalf() const { return m_totalHalf; }
    int usedHalf() const { return m_usedHalf; }
    int afterHalf() const { return m_afterHalf; }
    QList<Line> lines() const;
    // The first used total that reaches `percent` of `totalHalf` (one of 90, 100, 150, 200), in half-points.
    static int firstReaching(int percent, int totalHalf);
    // The x of `percent` (0-200) within a bar `width` pixels wide (drawing only).
    static int xOf(int percent, int width);
    // The used total as a percent of the total, rounded down (for the words only; rules use exact integers).
    static int percentOf(int usedHalf, int totalHalf);
    QString text() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int m_totalHalf = 0;
    int m_usedHalf = 0;
    int m_afterHalf = 0;
};

} // namespace md::nap
