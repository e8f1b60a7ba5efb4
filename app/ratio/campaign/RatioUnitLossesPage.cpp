#include "ratio/campaign/RatioUnitLossesPage.h"

#include "CampaignDatabase.h"
#include "charts/ChartView.h"
#include "ratio/campaign/RatioCampaignRecorder.h"

#include <QColor>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

#include <algorithm>

namespace md {

RatioUnitLossesPage::RatioUnitLossesPage(CampaignDatabase *campaign, QWidget *parent)
    : CampaignPage(parent)
    , m_campaign(campaign)
    , m_battles(new QComboBox(this))
    , m_message(new QLabel(this))
    , m_view(new ChartView(tr("Unit losses chart"), this))
{
    auto *layout = new QVBoxLayout(this);
    auto *controls = new QHBoxLayout;
    auto *label = new QLabel(tr("&Battle:"), this);
    label->setBuddy(m_battles);
    m_battles->setAccessibleName(tr("Battle"));
    controls->addWidget(label);
    controls->addWidget(m_battles);
    controls->addStretch();
    layout->addLayout(controls);
    m_message->setWordWrap(true);
    layout->addWidget(m_message);
    layout->addWidget(m_view, 1);
    connect(m_battles, &QComboBox::currentIndexChanged, this, &RatioUnitLossesPage::rebuild);
    refresh();
}

QString RatioUnitLossesPage::title() const { return tr("&Unit losses"); }

QString RatioUnitLossesPage::label(const RatioUnitLoss &loss) { return tr("%1 (%2)").arg(loss.unit, loss.battlegroup); }

int RatioUnitLossesPage::battle() const { return m_battles->currentData().toInt(); }

bool RatioUnitLossesPage::showBattle(int number)
{
    const int index = m_battles->findData(number);
    if (index < 0)
        return false;
    m_battles->setCurrentIndex(index);
    rebuild();
    return true;
}

void RatioUnitLossesPage::refresh()
{
    const int shown = battle();
    QString error;
    const auto battles = RatioCampaignRecorder(*m_campaign).listBattles(&error);
    {
        const QSignalBlocker blocker(m_battles);
        m_battles->clear();
        for (const BattleRecord &b : battles.value_or(QList<BattleRecord>{}))
            m_battles->addItem(tr("%1. %2").arg(b.number).arg(b.name), b.number);
        // The battle shown stays; else the last recorded, the one a player has just played.
        const int index = m_battles->findData(shown);
        m_battles->setCurrentIndex(index >= 0 ? index : m_battles->count() - 1);
    }
    rebuild();
    if (!battles)
        m_message->setText(error);
}

void RatioUnitLossesPage::rebuild()
{
    m_losses.clear();
    m_view->setChart(BarChart{});
    QString error;
    if (m_battles->count() == 0) {
        m_message->setText(tr("No battle of this rule system is recorded yet: record one to see its units' losses here."));
        m_message->show();
        m_view->hide();
        return;
    }
    const auto losses = RatioUnitLosses::ofBattle(*m_campaign, battle(), &error);
    if (!losses) {
        m_message->setText(error);
        m_message->show();
        m_view->hide();
        return;
    }
    m_losses = *losses;
    m_message->hide();
    m_view->show();
    BarChart chart;
    chart.layout = BarChart::Layout::HorizontalStacked;
    chart.title = tr("%1: each unit's morale points, kept and lost").arg(m_battles->currentText());
    BarChart::Set kept{tr("Points at the end"), {}, QColor(0x2f, 0x6d, 0xb5)};
    BarChart::Set lost{tr("Points lost"), {}, QColor(0xc0, 0x39, 0x2b)};
    int most = 1;
    // The category axis runs upwards: the units are added bottom first so that the first reads at the top.
    for (auto it = m_losses.crbegin(); it != m_losses.crend(); ++it) {
        chart.categories.append(label(*it));
        kept.values.append(it->endingPoints);
        lost.values.append(it->lostPoints());
        most = std::max(most, it->startingPoints);
    }
    chart.sets = {kept, lost};
    chart.valueLabels = m_losses.size() <= 20;
    chart.categoryTitle = tr("Unit");
    chart.valueTitle = tr("Morale points");
    chart.valueStep = most > 40 ? 10 : most > 16 ? 5 : most > 8 ? 2 : 1;
    chart.valueMax = most;
    m_view->setChart(chart);
}

} // namespace md
