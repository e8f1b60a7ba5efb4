#include "ratio/campaign/RatioReplacementsPage.h"

#include "CampaignDatabase.h"
#include "base/Prompter.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/ReplacementDialog.h"
#include "ratio/campaign/ReplacementListModel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace md {

RatioReplacementsPage::RatioReplacementsPage(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent)
    : CampaignPage(parent)
    , m_campaign(campaign)
    , m_prompter(prompter)
    , m_replacements(new ReplacementListModel(this))
    , m_view(new QTableView(this))
    , m_removeReplacement(new QPushButton(tr("&Call off"), this))
{
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Replacements reach the front after the delay the players set (R12); "
                                "Start next battle brings in those that have arrived."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_view->setModel(m_replacements);
    m_view->setAccessibleName(tr("Replacements"));
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
    auto *buttons = new QHBoxLayout;
    auto *addReplacement = new QPushButton(tr("&Add replacements…"), this);
    m_removeReplacement->setToolTip(tr("Cancel the selected replacement while it is still on its way."));
    buttons->addWidget(addReplacement);
    buttons->addWidget(m_removeReplacement);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(addReplacement, &QPushButton::clicked, this, &RatioReplacementsPage::openReplacementDialog);
    connect(m_removeReplacement, &QPushButton::clicked, this, [this] {
        const QModelIndex current = m_view->currentIndex();
        if (current.isValid())
            removeReplacement(current.row());
    });
}

QString RatioReplacementsPage::title() const { return tr("Re&placements"); }

void RatioReplacementsPage::refresh()
{
    QString error;
    const auto list = RatioCampaignRecorder(*m_campaign).replacements({}, &error);
    if (!list) {
        m_replacements->setReplacements({}, {});
        return;
    }
    QHash<QString, int> fought;
    for (const QString &bg : m_campaign->battlegroups(&error))
        fought.insert(bg, m_campaign->battlesFought(bg, &error).value_or(0));
    m_replacements->setReplacements(*list, fought);
    m_view->resizeColumnsToContents();
}

QWidget *RatioReplacementsPage::runMenuAction(const QString &key)
{
    return key == addReplacementsAction() ? openReplacementDialog() : nullptr;
}

ReplacementDialog *RatioReplacementsPage::openReplacementDialog()
{
    // One at a time; a closed one is rebuilt, so it starts from the rosters as they are now.
    // One raw read of the QPointer: GCC cannot prove two reads agree (-Wnull-dereference).
    if (ReplacementDialog *old = m_replacementDialog.data(); old && !old->isVisible())
        delete old;
    if (!m_replacementDialog) {
        // The campaign window parents the dialog, as before the page was its own widget.
        m_replacementDialog = new ReplacementDialog(m_campaign, window());
        connect(m_replacementDialog, &ReplacementDialog::replacementAdded, this, [this](qint64, const QString &what) {
            Q_EMIT campaignChanged(tr("Replacements added: %1").arg(what));
        });
    }
    m_replacementDialog->show();
    m_replacementDialog->raise();
    m_replacementDialog->activateWindow();
    return m_replacementDialog;
}

bool RatioReplacementsPage::removeReplacement(int row)
{
    if (row < 0 || row >= m_replacements->rowCount())
        return false;
    const QModelIndex index = m_replacements->index(row, 0);
    QString error;
    if (!RatioCampaignRecorder(*m_campaign).removeReplacement(index.data(ReplacementListModel::IdRole).toLongLong(), &error)) {
        m_prompter->showError(window(), tr("Replacement not called off"), error);
        return false;
    }
    Q_EMIT campaignChanged({});
    return true;
}

} // namespace md
