#pragma once

#include "widgets/CampaignPage.h"

class QLabel;
class QTableView;

namespace md {
class CampaignDatabase;
}

namespace md::ww1 {

class Ww1CampaignModel;

// WW1's page of the campaign window: its battles, each group's members, casualties, conditions tested,
// withdrawal and surrendered stands, beside ratio's pages and never mixed with their figures.
class Ww1CampaignPage : public CampaignPage
{
    Q_OBJECT

public:
    explicit Ww1CampaignPage(CampaignDatabase *campaign, QWidget *parent = nullptr);

    QString title() const override;
    void refresh() override;
    Ww1CampaignModel *model() const { return m_model; }
    // The line above the table: how many WW1 battles, or why they could not be read.
    QString summaryText() const;

private:
    CampaignDatabase *m_campaign;
    QLabel *m_summary;
    Ww1CampaignModel *m_model;
    QTableView *m_view;
};

} // namespace md::ww1
