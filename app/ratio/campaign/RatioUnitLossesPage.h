#pragma once

#include "ratio/campaign/RatioUnitLosses.h"
#include "widgets/CampaignPage.h"

class QComboBox;
class QLabel;

namespace md {

class CampaignDatabase;
class ChartView;

// One recorded battle unit by unit: a bar for every unit of both sides, its points at the end and its points
// lost stacked (the bar is its starting points, R11), for the battle picked (the last one first).
class RatioUnitLossesPage : public CampaignPage
{
    Q_OBJECT

public:
    explicit RatioUnitLossesPage(CampaignDatabase *campaign, QWidget *parent = nullptr);

    QString title() const override;
    void refresh() override;

    // Shows battle `number`; false when the list has no such battle.
    bool showBattle(int number);
    int battle() const;
    // The battle shown, unit by unit, in reading order (top to bottom), and its chart (no sets when none).
    const QList<RatioUnitLoss> &losses() const { return m_losses; }
    ChartView *chart() const { return m_view; }
    // The bar's label of a unit: "unit (battlegroup)".
    static QString label(const RatioUnitLoss &loss);

private:
    void rebuild();

    CampaignDatabase *m_campaign;
    QComboBox *m_battles;
    QLabel *m_message;
    ChartView *m_view;
    QList<RatioUnitLoss> m_losses;
};

} // namespace md
