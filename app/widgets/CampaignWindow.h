#pragma once

#include <QMainWindow>

class QComboBox;
class QLabel;
class QTableView;
class QTabWidget;

namespace md {

class CampaignDatabase;
class CampaignTableModel;
class Prompter;

// The campaign at a glance: every list of the campaign file (battles, units' service records, …) with
// CSV export, and a chart of each battlegroup's strength across its battles.
class CampaignWindow : public QMainWindow
{
    Q_OBJECT

public:
    CampaignWindow(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent = nullptr);

    void refresh();
    void showList(const QString &name);
    bool exportCurrentCsv();
    CampaignTableModel *listModel() const { return m_model; }
    int chartSeriesCount() const;

private:
    void rebuildChart();

    CampaignDatabase *m_campaign;
    Prompter *m_prompter;
    CampaignTableModel *m_model;
    QComboBox *m_list;
    QTableView *m_view;
    QTabWidget *m_tabs;
    QWidget *m_chartPage;
    QLabel *m_summary;
    int m_seriesCount = 0;
};

} // namespace md
