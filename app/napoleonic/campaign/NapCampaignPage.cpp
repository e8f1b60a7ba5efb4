#include "napoleonic/campaign/NapCampaignPage.h"

#include "CampaignDatabase.h"
#include "napoleonic/campaign/NapCampaignModel.h"
#include "napoleonic/campaign/NapCampaignRecorder.h"
#include "napoleonic/campaign/NapCarryOver.h"

#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace md::nap {

NapCampaignPage::NapCampaignPage(CampaignDatabase *campaign, QWidget *parent)
    : CampaignPage(parent)
    , m_campaign(campaign)
    , m_summary(new QLabel(this))
    , m_model(new NapCampaignModel(this))
    , m_view(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("Napoleonic battledays"));
    layout->addWidget(m_summary);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Napoleonic armies by battleday"));
    m_view->setAlternatingRowColors(true);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
    // 15.96 and the program's reading for what the seed does not say, where the battledays are shown.
    auto *reading = new QLabel(NapCarryOver::reading(), this);
    reading->setTextFormat(Qt::PlainText);
    reading->setWordWrap(true);
    reading->setAccessibleName(tr("How the next battleday carries over"));
    layout->addWidget(reading);
    refresh();
}

QString NapCampaignPage::title() const { return tr("&Napoleonic battledays"); }

void NapCampaignPage::refresh()
{
    QString error;
    const auto days = m_campaign ? NapCampaignRecorder(*m_campaign).listBattledays(&error) : std::nullopt;
    if (!days) {
        m_model->setBattledays({});
        m_summary->setText(tr("The Napoleonic battledays could not be read: %1").arg(error));
        return;
    }
    m_model->setBattledays(*days);
    // Who carries the -1 into its next battleday: the armies whose latest battleday exceeded their MFP.
    QStringList carrying;
    QStringList seen;
    for (auto d = days->crbegin(); d != days->crend(); ++d) {
        for (const NapArmyResult &a : d->armies) {
            if (seen.contains(a.army))
                continue;
            seen.append(a.army);
            if (a.exceeded)
                carrying.append(a.army);
        }
    }
    QString text = days->isEmpty() ? tr("No Napoleonic battleday recorded yet.")
                                   : tr("%n Napoleonic battleday(s).", nullptr, int(days->size()));
    if (!carrying.isEmpty())
        text += QLatin1Char(' ') + tr("-1 CMR on the next battleday (15.96): %1.").arg(carrying.join(QLatin1String(", ")));
    m_summary->setText(text);
    m_view->resizeColumnsToContents();
}

QString NapCampaignPage::summaryText() const { return m_summary->text(); }

} // namespace md::nap
