#include "CampaignWindow.h"

#include "CampaignDatabase.h"
#include "base/Prompter.h"
#include "charts/ChartView.h"
#include "kernel/SafeSave.h"
#include "models/CampaignTableModel.h"
#include "widgets/CampaignDetailsPanel.h"
#include "widgets/CampaignPage.h"

#include <QAction>
#include <QBuffer>
#include <QColor>
#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenuBar>
#include <QPushButton>
#include <QStatusBar>
#include <QTabWidget>
#include <QTableView>
#include <QVBoxLayout>

namespace md {

CampaignWindow::CampaignWindow(CampaignDatabase *campaign, Prompter *prompter, const PageFactory &pages, QWidget *parent)
    : QMainWindow(parent)
    , m_campaign(campaign)
    , m_prompter(prompter)
    , m_model(new CampaignTableModel(this))
    , m_list(new QComboBox(this))
    , m_view(new QTableView(this))
    , m_tabs(new QTabWidget(this))
    , m_chartPage(new QWidget(this))
    , m_summary(new QLabel(this))
    , m_pages(pages ? pages(campaign, prompter, this) : QList<CampaignPage *>{})
    , m_details(new CampaignDetailsPanel(campaign, this))
{
    setWindowTitle(tr("Campaign"));
    auto *listPage = new QWidget(this);
    auto *layout = new QVBoxLayout(listPage);
    auto *controls = new QHBoxLayout;
    auto *label = new QLabel(tr("&List:"), listPage);
    label->setBuddy(m_list);
    m_list->setAccessibleName(tr("Campaign list"));
    // Translated titles; the item data is the list's stable name, which the CSV file is named after.
    for (const QString &name : CampaignDatabase::exportableTables())
        m_list->addItem(CampaignTableModel::listTitle(name), name);
    auto *exportButton = new QPushButton(tr("Export &CSV…"), listPage);
    exportButton->setAccessibleName(tr("Export CSV"));
    controls->addWidget(label);
    controls->addWidget(m_list);
    controls->addStretch();
    controls->addWidget(exportButton);
    layout->addLayout(controls);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Campaign list contents"));
    m_view->setAlternatingRowColors(true);
    m_view->setSortingEnabled(false);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view);
    m_tabs->addTab(listPage, tr("&Records"));
    for (CampaignPage *page : std::as_const(m_pages)) {
        m_tabs->addTab(page, page->title());
        connect(page, &CampaignPage::campaignChanged, this, [this, page](const QString &message) { pageChanged(page, message); });
    }

    new QVBoxLayout(m_chartPage);
    m_tabs->addTab(m_chartPage, tr("&Losses chart"));
    m_tabs->addTab(m_details, tr("&Details"));

    auto *central = new QWidget(this);
    auto *centralLayout = new QVBoxLayout(central);
    m_summary->setWordWrap(true);
    centralLayout->addWidget(m_summary);
    centralLayout->addWidget(m_tabs, 1);
    setCentralWidget(central);
    resize(1100, 640);

    QMenu *menu = menuBar()->addMenu(tr("&Campaign"));
    m_copyAction = menu->addAction(tr("&Copy campaign to…"));
    connect(m_copyAction, &QAction::triggered, this, &CampaignWindow::copyRequested);
    // Others' records (another referee's laptop, the command line) appear when the lists are read again.
    m_refreshAction = menu->addAction(tr("&Refresh"));
    m_refreshAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_refreshAction->setShortcutContext(Qt::WindowShortcut);
    connect(m_refreshAction, &QAction::triggered, this, &CampaignWindow::refresh);

    connect(m_list, &QComboBox::currentIndexChanged, this, [this] { showList(currentList()); });
    connect(exportButton, &QPushButton::clicked, this, &CampaignWindow::exportCurrentCsv);
    connect(m_details, &CampaignDetailsPanel::saved, this, &CampaignWindow::refresh);
    refresh();
}

void CampaignWindow::refresh()
{
    QString error;
    const auto info = m_campaign->info(&error);
    const auto battles = m_campaign->battleCount(&error);
    if (info) {
        setWindowTitle(tr("Campaign: %1").arg(info->name));
        m_summary->setText(m_campaign->isServer()
                               ? tr("%1 — %n battle(s) recorded. On the server: %2", nullptr, battles.value_or(0))
                                     .arg(info->name, m_campaign->location())
                               : tr("%1 — %n battle(s) recorded. File: %2", nullptr, battles.value_or(0))
                                     .arg(info->name, m_campaign->fileName()));
    } else {
        m_summary->setText(error);
    }
    showList(currentList());
    for (CampaignPage *page : std::as_const(m_pages))
        page->refresh();
    m_details->reloadUnlessEdited();
    rebuildChart();
}

QString CampaignWindow::currentList() const { return m_list->currentData().toString(); }

QString CampaignWindow::summaryText() const { return m_summary->text(); }

void CampaignWindow::pageChanged(CampaignPage *page, const QString &message)
{
    refresh();
    if (!message.isEmpty()) {
        m_tabs->setCurrentWidget(page);
        statusBar()->showMessage(message);
    }
}

void CampaignWindow::showList(const QString &name)
{
    QString error;
    const auto table = m_campaign->table(name, &error);
    if (!table) {
        m_summary->setText(error);
        m_model->setTable({});
        return;
    }
    m_model->setTable(*table);
    const int index = m_list->findData(name);
    if (index >= 0 && index != m_list->currentIndex()) {
        const QSignalBlocker blocker(m_list);
        m_list->setCurrentIndex(index);
    }
    m_view->resizeColumnsToContents();
}

bool CampaignWindow::exportCurrentCsv()
{
    const QString name = currentList();
    const QString file = m_prompter->csvFileName(this, name + QStringLiteral(".csv"));
    if (file.isEmpty())
        return false;
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QString error;
    if (!m_campaign->exportCsv(name, &buffer, &error) || !SafeSave::save(file, bytes, &error, SafeSave::Backup::None)) {
        m_prompter->showError(this, tr("Not exported"), tr("%1 could not be written: %2").arg(file, error));
        return false;
    }
    return true;
}

void CampaignWindow::rebuildChart()
{
    QLayout *layout = m_chartPage->layout();
    while (QLayoutItem *item = layout->takeAt(0)) {
        delete item->widget();
        delete item;
    }
    m_chart = nullptr;
    m_chartData = CampaignChartData::build(*m_campaign);
    if (m_chartData.kind == CampaignChartData::Kind::Empty) {
        auto *label = new QLabel(m_chartData.emptyText, m_chartPage);
        label->setWordWrap(true);
        label->setAlignment(Qt::AlignCenter);
        layout->addWidget(label);
        return;
    }
    BarChart chart;
    chart.layout = m_chartData.stacked ? BarChart::Layout::Stacked : BarChart::Layout::Side;
    chart.title = m_chartData.title;
    for (const CampaignChartData::Set &s : std::as_const(m_chartData.sets)) {
        BarChart::Set set{s.name, {}, {}};
        // One battle: the points kept in blue, the points lost in red, as a player reads a loss.
        if (m_chartData.kind == CampaignChartData::Kind::OneBattle)
            set.colour = &s == &m_chartData.sets.constFirst() ? QColor(0x2f, 0x6d, 0xb5) : QColor(0xc0, 0x39, 0x2b);
        for (const int v : s.values)
            set.values.append(v);
        chart.sets.append(set);
    }
    // Values on the bars while there are few of them; with many the axis says enough.
    chart.valueLabels = m_chartData.categories.size() * m_chartData.sets.size() <= 24;
    chart.categories = m_chartData.categories;
    chart.categoryTitle = m_chartData.axisX;
    chart.valueTitle = m_chartData.axisY;
    // Whole points only: a step of 1, 2, 5, 10, 20 … giving at most about eight lines.
    int step = 1;
    for (int m = 1; m * 8 < m_chartData.maxValue; m *= 10) {
        step = m;
        for (const int k : {2, 5, 10}) {
            if (step * 8 >= m_chartData.maxValue)
                break;
            step = m * k;
        }
    }
    chart.valueStep = step;
    chart.valueMax = std::max(1, (m_chartData.maxValue + step - 1) / step * step);
    auto *view = new ChartView(tr("Losses chart"), m_chartPage);
    view->setChart(chart);
    layout->addWidget(view);
    m_chart = view;
}

} // namespace md
