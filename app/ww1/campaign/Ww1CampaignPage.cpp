#include "ww1/campaign/Ww1CampaignPage.h"

#include "CampaignDatabase.h"
#include "ww1/campaign/Ww1CampaignModel.h"
#include "ww1/campaign/Ww1CampaignRecorder.h"
#include "ww1/campaign/Ww1CarryOver.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace md::ww1 {

Ww1CampaignPage::Ww1CampaignPage(CampaignDatabase *campaign, QWidget *parent)
    : CampaignPage(parent)
    , m_campaign(campaign)
    , m_summary(new QLabel(this))
    , m_model(new Ww1CampaignModel(this))
    , m_view(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("WW1 battles"));
    layout->addWidget(m_summary);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("WW1 groups by battle"));
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
    // Seed 002 has no campaign rule: the reading the next battle applies is shown where its results are.
    auto *reading = new QLabel(Ww1CarryOver::reading(), this);
    reading->setTextFormat(Qt::PlainText);
    reading->setWordWrap(true);
    reading->setAccessibleName(tr("How the next battle carries over"));
    layout->addWidget(reading);
    refresh();
}

QString Ww1CampaignPage::title() const { return tr("&WW1 battles"); }

void Ww1CampaignPage::refresh()
{
    QString error;
    const auto battles = m_campaign ? Ww1CampaignRecorder(*m_campaign).listBattles(&error) : std::nullopt;
    if (!battles) {
        m_model->setBattles({});
        m_summary->setText(tr("The WW1 battles could not be read: %1").arg(error));
        return;
    }
    m_model->setBattles(*battles);
    int withdrawals = 0;
    int surrenders = 0;
    for (const Ww1BattleRecord &b : *battles) {
        for (const Ww1ForceResult &f : b.forces) {
            withdrawals += f.withdrawals();
            surrenders += f.surrenders();
        }
    }
    m_summary->setText(battles->isEmpty()
                           ? tr("No WW1 battle recorded yet.")
                           : tr("%n WW1 battle(s)", nullptr, int(battles->size())) + QLatin1String("; ")
                                 + tr("%n group withdrawal(s)", nullptr, withdrawals) + QLatin1String("; ")
                                 + tr("%n stand(s) surrendered.", nullptr, surrenders));
    m_view->resizeColumnsToContents();
}

QString Ww1CampaignPage::summaryText() const { return m_summary->text(); }

} // namespace md::ww1
