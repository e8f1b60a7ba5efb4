#pragma once

#include "widgets/CampaignChartData.h"

#include <QList>
#include <QMainWindow>

#include <functional>

class QAction;
class QComboBox;
class QLabel;
class QTableView;
class QTabWidget;

namespace md {

class CampaignDatabase;
class ChartView;
class CampaignDetailsPanel;
class CampaignPage;
class CampaignTableModel;
class Prompter;

// The campaign at a glance: every list of the campaign file (battles, units' service records, …) with
// CSV export, the pages the rule system adds (ratio: one unit's service record, the replacements on their
// way, R12), a chart of the forces' losses (CampaignChartData) and the campaign's details.
class CampaignWindow : public QMainWindow
{
    Q_OBJECT

public:
    // The rule system's pages, made for `campaign` with the window as their parent.
    using PageFactory = std::function<QList<CampaignPage *>(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent)>;

    CampaignWindow(CampaignDatabase *campaign, Prompter *prompter, const PageFactory &pages, QWidget *parent = nullptr);

    // Reads every list again: what other referees recorded meanwhile appears (Refresh, F5).
    void refresh();
    QAction *refreshAction() const { return m_refreshAction; }
    QAction *copyAction() const { return m_copyAction; }
    // `name` is the list's stable (CSV) name, as CampaignDatabase::exportableTables() gives it.
    void showList(const QString &name);
    QString currentList() const;
    bool exportCurrentCsv();
    CampaignTableModel *listModel() const { return m_model; }
    // What the chart shows, and the chart itself (null when there is nothing to chart).
    const CampaignChartData &chartData() const { return m_chartData; }
    ChartView *chart() const { return m_chart; }

    // The rule systems' pages, in tab order.
    QList<CampaignPage *> pages() const { return m_pages; }
    // The rule system's page of type T; null when it added none.
    template<class T>
    T *page() const
    {
        for (CampaignPage *p : m_pages) {
            if (auto *t = qobject_cast<T *>(p))
                return t;
        }
        return nullptr;
    }
    CampaignDetailsPanel *detailsPanel() const { return m_details; }
    QTabWidget *tabs() const { return m_tabs; }
    QString summaryText() const;

Q_SIGNALS:
    // Campaign → Copy campaign to…: the campaign controller asks where to and copies.
    void copyRequested();

private:
    void rebuildChart();
    void pageChanged(CampaignPage *page, const QString &message);

    CampaignDatabase *m_campaign;
    Prompter *m_prompter;
    CampaignTableModel *m_model;
    QComboBox *m_list;
    QTableView *m_view;
    QTabWidget *m_tabs;
    QWidget *m_chartPage;
    QLabel *m_summary;
    QList<CampaignPage *> m_pages;
    CampaignDetailsPanel *m_details;
    CampaignChartData m_chartData;
    ChartView *m_chart = nullptr;
    QAction *m_refreshAction = nullptr;
    QAction *m_copyAction = nullptr;
};

} // namespace md
