#pragma once

#include "widgets/CampaignPage.h"

class QComboBox;
class QLabel;
class QTableView;

namespace md {

class CampaignDatabase;
class ServiceRecordModel;

// One unit's service record: pick a unit of any battlegroup, see its totals (battles, checks passed and
// failed, times broken, losses, leaders lost, experience for its next battle) and a row per battle.
class ServiceRecordPanel : public CampaignPage
{
    Q_OBJECT

public:
    explicit ServiceRecordPanel(CampaignDatabase *campaign, QWidget *parent = nullptr);

    QString title() const override;
    // Re-reads the unit list, keeping the chosen unit when it is still there.
    void refresh() override;
    bool showUnit(const QString &battlegroup, const QString &unitId);
    int unitCount() const;
    ServiceRecordModel *model() const { return m_model; }
    // The totals as shown, one "label: value" line each.
    QString summaryText() const;

private:
    void unitChosen();

    CampaignDatabase *m_campaign;
    QComboBox *m_unit;
    QLabel *m_summary;
    ServiceRecordModel *m_model;
    QTableView *m_view;
};

} // namespace md
