#include "fantasy/widgets/FanAssessmentView.h"

#include "fantasy/print/FanPrintStyle.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "fantasy/rules/FanTiming.h"
#include "fantasy/widgets/FanWidgetParts.h"
#include "kernel/EnumText.h"

#include <QGridLayout>
#include <QLabel>
#include <QProgressBar>
#include <QVBoxLayout>

namespace md::fantasy {

namespace {
constexpr std::array<FanResult, 4> kResults{FanResult::Rout, FanResult::Retire, FanResult::CarryOn,
                                            FanResult::UncontrolledAdvance};
// A D4's faces: each result's chance is a whole number of quarters (C.3 step 5).
constexpr int kFaces = 4;
} // namespace

FanAssessmentView::FanAssessmentView(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("fanAssessment"));
    m_moment = parts::wrapped(this, QStringLiteral("testMoment"));
    m_breakdown = parts::wrapped(this, QStringLiteral("breakdown"));
    m_breakdown->setTextFormat(Qt::PlainText);
    m_breakdown->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_refusals = parts::wrapped(this, QStringLiteral("refusals"));
    m_refusals->setTextFormat(Qt::PlainText);
    m_refusals->setStyleSheet(QStringLiteral("QLabel { color: #a15c00; font-weight: bold; }"));

    m_oddsBox = new QWidget(this);
    auto *grid = new QGridLayout(m_oddsBox);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setColumnStretch(3, 1);
    const int barWidth = fontMetrics().horizontalAdvance(QLatin1Char('M')) * 6;
    for (size_t i = 0; i < kResults.size(); ++i) {
        const FanResult r = kResults[i];
        Row &row = m_rows[i];
        row.name = new QLabel(enumDisplayName(r), m_oddsBox);
        row.odds = new QLabel(m_oddsBox);
        row.odds->setObjectName(QStringLiteral("odds-%1").arg(enumKey(r)));
        row.odds->setAccessibleName(tr("Chance of %1").arg(enumDisplayName(r)));
        row.bar = new QProgressBar(m_oddsBox);
        row.bar->setObjectName(QStringLiteral("bar-%1").arg(enumKey(r)));
        row.bar->setRange(0, kFaces);
        row.bar->setTextVisible(false);
        row.bar->setFixedSize(barWidth, fontMetrics().height());
        // The printed sheets' colour for the result (FanPrintStyle); the name beside it, so no one needs the colour.
        row.bar->setStyleSheet(QStringLiteral("QProgressBar { border: 1px solid palette(mid); background: palette(base); }"
                                              "QProgressBar::chunk { background: %1; }")
                                   .arg(FanPrintStyle::swatch(r).colour.name()));
        row.when = parts::wrapped(m_oddsBox, QStringLiteral("when-%1").arg(enumKey(r)));
        row.when->setTextFormat(Qt::PlainText);
        const int line = static_cast<int>(i);
        grid->addWidget(row.name, line, 0, Qt::AlignTop);
        grid->addWidget(row.odds, line, 1, Qt::AlignTop | Qt::AlignRight);
        grid->addWidget(row.bar, line, 2, Qt::AlignTop | Qt::AlignVCenter);
        grid->addWidget(row.when, line, 3);
    }

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_moment);
    layout->addWidget(m_breakdown);
    layout->addWidget(m_refusals);
    layout->addWidget(m_oddsBox);
    layout->addStretch(1);
    showMessage(QString());
}

void FanAssessmentView::setOddsVisible(bool visible) { m_oddsBox->setVisible(visible); }

void FanAssessmentView::showMessage(const QString &message)
{
    m_moment->setText(message);
    m_breakdown->clear();
    m_breakdown->hide();
    m_refusals->clear();
    m_refusals->hide();
    setOddsVisible(false);
}

QString FanAssessmentView::quarters(const Fraction &chance)
{
    // Exact: the chance is n/4 reduced, so its denominator divides 4.
    const qint64 n = chance.numerator() * kFaces / chance.denominator();
    return tr("%1/%2", "a chance in quarters: 3/4").arg(n).arg(kFaces);
}

QString FanAssessmentView::when(const FanBattle &battle, const FanUnit &unit, FanTrigger trigger, FanResult result)
{
    const FanMoment &now = battle.now;
    const FanMoment due = FanTiming::carriedOut(result, trigger, now);
    // C.4.2, C-3: a rally passes on Carry On or Uncontrolled Advance.
    if (trigger == FanTrigger::Rally) {
        if (FanTest::rallies(result))
            return tr("rallies at once: Disordered until it receives a Reform order (C.4.2)");
        return tr("keeps routing: its next rout move is in phase %1 of turn %2 (C.4.2)").arg(due.phase).arg(due.turn);
    }
    // C.4: a post-combat test's result, and a Retire obtained in phase 11, wait for phase 1 of the next turn.
    if (due != now)
        return tr("carried out in phase %1 of turn %2 (C.4)").arg(due.phase).arg(due.turn);
    if (unit.state == FanUnitState::Routing && FanTest::rallies(result))
        return tr("at once: it rallies, Disordered until it receives a Reform order (C.4.1)");
    if (result == FanResult::UncontrolledAdvance) {
        const FanUaPlan plan = FanTiming::uncontrolledAdvance(now, unit.movedThisTurn);
        if (plan.delayed)
            return tr("at once; it charges in phase 1 of turn %1, its target testing first (C.4.1)").arg(plan.starts.turn);
        return tr("at once; the charge starts in phase %1 and completes in phase 9 (C.4.1)").arg(plan.starts.phase);
    }
    return tr("at once (C.4)");
}

void FanAssessmentView::showTest(const FanBattle &battle, const FanTestRequest &request, const FanAssessment &a,
                                 bool timed)
{
    const FanUnit *unit = battle.unit(request.unitId);
    m_moment->setText(tr("A test now, in %1.").arg(FanEngine::momentText(battle.now)));
    if (!a.tests() || !unit) {
        QStringList lines;
        lines << tr("No test:");
        for (const QString &why : a.refusals)
            lines << tr("• %1").arg(why);
        m_refusals->setText(lines.join(QLatin1Char('\n')));
        m_refusals->show();
        m_breakdown->clear();
        m_breakdown->hide();
        setOddsVisible(false);
        return;
    }
    m_refusals->clear();
    m_refusals->hide();

    QStringList lines;
    const FanProfile *profile = battle.profile(unit->race);
    const QString className = profile ? FanProfileCheck::className(*profile, unit->moraleClass)
                                      : enumDisplayName(unit->moraleClass);
    lines << tr("BMV %1: %2, %3 % losses (C.3)").arg(parts::number(a.bmv), className).arg(a.lossStep);
    for (const Modifier &m : a.modifiers)
        lines << tr("%1  %2").arg(parts::signedNumber(m.delta), m.label);
    for (const QString &left : a.notCounted)
        lines << tr("Not counted: %1").arg(left);
    lines << tr("MMV %1: with the D4 an FMV of %2 to %3").arg(parts::number(a.mmv), parts::number(a.mmv + 1),
                                                             parts::number(a.mmv + kFaces));
    m_breakdown->setText(lines.join(QLatin1Char('\n')));
    m_breakdown->show();

    for (size_t i = 0; i < kResults.size(); ++i) {
        const FanResult r = kResults[i];
        const Fraction chance = a.chance(r);
        Row &row = m_rows[i];
        row.odds->setText(quarters(chance));
        row.bar->setValue(static_cast<int>(chance.numerator() * kFaces / chance.denominator()));
        const QString whenText = timed && chance.numerator() > 0 ? when(battle, *unit, request.trigger, r) : QString();
        row.when->setText(whenText);
        row.bar->setToolTip(tr("%1: %2").arg(enumDisplayName(r), quarters(chance)));
    }
    setOddsVisible(true);
}

QString FanAssessmentView::oddsText(FanResult result) const
{
    return m_oddsBox->isVisibleTo(this) ? m_rows[static_cast<size_t>(result)].odds->text() : QString();
}

QString FanAssessmentView::whenText(FanResult result) const
{
    return m_oddsBox->isVisibleTo(this) ? m_rows[static_cast<size_t>(result)].when->text() : QString();
}

QString FanAssessmentView::breakdownText() const { return m_breakdown->text(); }
QString FanAssessmentView::refusalText() const { return m_refusals->text(); }

} // namespace md::fantasy
