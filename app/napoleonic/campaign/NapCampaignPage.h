#pragma once

#include "widgets/CampaignPage.h"

class QLabel;
class QTableView;

namespace md {
class CampaignDatabase;
}

namespace md::nap {

class NapCampaignModel;

// The Napoleonic page of the campaign window: its battledays, each army's MFP total and used, the tier it
// reached, who exceeded its MFP and the -1 carried to the next battleday (15.96), beside the other systems'
// pages and never mixed with their figures.
class NapCampaignPage : public CampaignPage
{
    Q_OBJECT

public:
    explicit NapCampaignPage(CampaignDatabase *campaign, QWidget *parent = nullptr);

    QString title() const override;
    void refresh() override;
    NapCampaignModel *model() const { return m_model; }
    // The line above the table: how many battledays, who carries a -1, or why they could not be read.
    QString summaryText() const;

private:
    CampaignDatabase *m_campaign;
    QLabel *m_summary;
    NapCampaignModel *m_model;
    QTableView *m_view;
};

} // namespace md::nap
