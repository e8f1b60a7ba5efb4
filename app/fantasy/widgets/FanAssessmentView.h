#pragma once

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanEngine.h"

#include <QString>
#include <QWidget>

#include <array>

class QLabel;
class QProgressBar;

namespace md {
class WrappedLabel;
}

namespace md::fantasy {

// The Morale Test before the roll (C.3): the BMV, every modifier applied with its signed value, the neighbours
// not counted and why, the MMV, then the chance of Rout, Retire, Carry On and Uncontrolled Advance in quarters
// with a bar in the result's colour, and when each would be carried out (C.4). When the unit does not test, the
// reasons stand in place of the odds.
class FanAssessmentView : public QWidget
{
    Q_OBJECT

public:
    explicit FanAssessmentView(QWidget *parent = nullptr);

    // Nothing to assess: `message` alone ("Choose a unit in the roster").
    void showMessage(const QString &message);
    // The assessment of `request` in `battle`; `timed` false leaves the "when" column empty (no reason chosen
    // yet, so the timing is not known).
    void showTest(const FanBattle &battle, const FanTestRequest &request, const FanAssessment &assessment, bool timed);

    // What is shown, for the owner and tests.
    QString oddsText(FanResult result) const;
    QString whenText(FanResult result) const;
    QString breakdownText() const;
    QString refusalText() const;
    // When a result of a test taken now is carried out (C.4, C.4.1, C.4.2), in the player's words.
    static QString when(const FanBattle &battle, const FanUnit &unit, FanTrigger trigger, FanResult result);
    // A chance of one D4 face in quarters: "3/4", "0/4".
    static QString quarters(const Fraction &chance);

private:
    struct Row
    {
        QLabel *name = nullptr;
        QLabel *odds = nullptr;
        QProgressBar *bar = nullptr;
        WrappedLabel *when = nullptr;
    };

    void setOddsVisible(bool visible);

    WrappedLabel *m_moment;
    WrappedLabel *m_breakdown;
    WrappedLabel *m_refusals;
    QWidget *m_oddsBox;
    std::array<Row, 4> m_rows;
};

} // namespace md::fantasy
