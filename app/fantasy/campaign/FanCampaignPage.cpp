#include "fantasy/campaign/FanCampaignPage.h"

#include "CampaignDatabase.h"
#include "fantasy/campaign/FanCampaignModel.h"
#include "fantasy/campaign/FanCampaignRecorder.h"
#include "fantasy/campaign/FanCarryOver.h"

#include <QHeaderView>
#include <QLabel>
#include <QTreeView>
#include <QVBoxLayout>

namespace md::fantasy {

FanCampaignPage::FanCampaignPage(CampaignDatabase *campaign, QWidget *parent)
    : CampaignPage(parent)
    , m_campaign(campaign)
    , m_summary(new QLabel(this))
    , m_model(new FanCampaignModel(this))
    , m_view(new QTreeView(this))
{
    auto *layout = new QVBoxLayout(this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("Fantasy battles"));
    layout->addWidget(m_summary);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Fantasy battles by side, and each side's units"));
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->setUniformRowHeights(true);
    m_view->header()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
    // The program's reading (Part C has no campaign rule), where the battles are shown.
    auto *reading = new QLabel(FanCarryOver::reading(), this);
    reading->setTextFormat(Qt::PlainText);
    reading->setWordWrap(true);
    reading->setAccessibleName(tr("How a side's army carries over into its next battle"));
    layout->addWidget(reading);
    refresh();
}

QString FanCampaignPage::title() const { return tr("&Fantasy battles"); }

void FanCampaignPage::refresh()
{
    QString error;
    const auto battles = m_campaign ? FanCampaignRecorder(*m_campaign).listBattles(&error) : std::nullopt;
    if (!battles) {
        m_model->setBattles({});
        m_summary->setText(tr("The fantasy battles could not be read: %1").arg(error));
        return;
    }
    m_model->setBattles(*battles);
    if (battles->isEmpty()) {
        m_summary->setText(tr("No fantasy battle recorded yet."));
        return;
    }
    // Each side's figures lost over the campaign, in the order the sides first fought.
    QStringList order;
    QList<int> lost;
    for (const FanBattleRecord &b : *battles) {
        for (const FanSideResult &s : b.sides) {
            qsizetype at = order.indexOf(s.side);
            if (at < 0) {
                at = order.size();
                order.append(s.side);
                lost.append(0);
            }
            lost[at] += s.figuresLost();
        }
    }
    QStringList parts;
    for (qsizetype i = 0; i < order.size(); ++i)
        parts.append(tr("%1 %n", nullptr, lost.at(i)).arg(order.at(i)));
    m_summary->setText(tr("%n fantasy battle(s).", nullptr, int(battles->size())) + QLatin1Char(' ')
                       + tr("Figures lost: %1.").arg(parts.join(QLatin1String(", "))));
    m_view->expandAll();
    for (int c = 0; c < FanCampaignModel::ColumnCount; ++c)
        m_view->resizeColumnToContents(c);
}

QString FanCampaignPage::summaryText() const { return m_summary->text(); }

} // namespace md::fantasy
