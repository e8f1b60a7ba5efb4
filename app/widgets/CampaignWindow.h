#pragma once

#include <QMainWindow>
#include <QPointer>

class QComboBox;
class QLabel;
class QPushButton;
class QTableView;
class QTabWidget;

namespace md {

class CampaignDatabase;
class CampaignDetailsPanel;
class CampaignTableModel;
class Prompter;
class ReplacementDialog;
class ReplacementListModel;
class ServiceRecordPanel;

// The campaign at a glance: every list of the campaign file (battles, units' service records, …) with
// CSV export, one unit's service record, the replacements on their way (R12) and the campaign's details,
// and a chart of each battlegroup's strength across its battles.
class CampaignWindow : public QMainWindow
{
    Q_OBJECT

public:
    CampaignWindow(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent = nullptr);

    void refresh();
    // `name` is the list's stable (CSV) name, as CampaignDatabase::exportableTables() gives it.
    void showList(const QString &name);
    QString currentList() const;
    bool exportCurrentCsv();
    CampaignTableModel *listModel() const { return m_model; }
    int chartSeriesCount() const;

    // Opens the modeless "Add replacements" dialog (one at a time) and returns it.
    ReplacementDialog *openReplacementDialog();
    // Calls off the replacement in `row` of the list if it is still on its way.
    bool removeReplacement(int row);
    ReplacementListModel *replacementModel() const { return m_replacements; }
    ServiceRecordPanel *serviceRecordPanel() const { return m_serviceRecord; }
    CampaignDetailsPanel *detailsPanel() const { return m_details; }
    QTabWidget *tabs() const { return m_tabs; }
    QString summaryText() const;

private:
    void rebuildChart();
    void refreshReplacements();

    CampaignDatabase *m_campaign;
    Prompter *m_prompter;
    CampaignTableModel *m_model;
    ReplacementListModel *m_replacements;
    QComboBox *m_list;
    QTableView *m_view;
    QTableView *m_replacementView;
    QTabWidget *m_tabs;
    QWidget *m_chartPage;
    QLabel *m_summary;
    ServiceRecordPanel *m_serviceRecord;
    CampaignDetailsPanel *m_details;
    QPushButton *m_removeReplacement = nullptr;
    QPointer<ReplacementDialog> m_replacementDialog;
    int m_seriesCount = 0;
};

} // namespace md
