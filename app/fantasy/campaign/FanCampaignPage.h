#pragma once

#include "widgets/CampaignPage.h"

class QLabel;
class QTreeView;

namespace md {
class CampaignDatabase;
}

namespace md::fantasy {

class FanCampaignModel;

// The fantasy page of the campaign window: its battles, each side's losses and Morale Tests, and under each
// side its units as the battle ended, beside the other systems' pages and never mixed with their figures; and
// the reading by which a side's army carries over into its next battle.
class FanCampaignPage : public CampaignPage
{
    Q_OBJECT

public:
    explicit FanCampaignPage(CampaignDatabase *campaign, QWidget *parent = nullptr);

    QString title() const override;
    void refresh() override;
    FanCampaignModel *model() const { return m_model; }
    QTreeView *view() const { return m_view; }
    // The line above the table: how many battles and figures each side lost, or why they could not be read.
    QString summaryText() const;

private:
    CampaignDatabase *m_campaign;
    QLabel *m_summary;
    FanCampaignModel *m_model;
    QTreeView *m_view;
};

} // namespace md::fantasy
