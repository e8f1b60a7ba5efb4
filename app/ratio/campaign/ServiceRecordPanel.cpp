#include "ratio/campaign/ServiceRecordPanel.h"

#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/ServiceRecordModel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTableView>
#include <QVBoxLayout>

namespace md {

namespace {
// A unit id is unique only within its battlegroup.
QVariant unitKey(const QString &battlegroup, const QString &unitId) { return QStringList{battlegroup, unitId}; }
} // namespace

ServiceRecordPanel::ServiceRecordPanel(CampaignDatabase *campaign, QWidget *parent)
    : CampaignPage(parent)
    , m_campaign(campaign)
    , m_unit(new QComboBox(this))
    , m_summary(new QLabel(this))
    , m_model(new ServiceRecordModel(this))
    , m_view(new QTableView(this))
{
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    auto *label = new QLabel(tr("&Unit:"), this);
    label->setBuddy(m_unit);
    m_unit->setAccessibleName(tr("Unit"));
    m_unit->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    top->addWidget(label);
    top->addWidget(m_unit);
    top->addStretch();
    layout->addLayout(top);
    m_summary->setTextFormat(Qt::PlainText);
    m_summary->setWordWrap(true);
    m_summary->setAccessibleName(tr("Service record totals"));
    layout->addWidget(m_summary);
    m_view->setModel(m_model);
    m_view->setAccessibleName(tr("Service record by battle"));
    m_view->setAlternatingRowColors(true);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(m_view, 1);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &ServiceRecordPanel::unitChosen);
    refresh();
}

QString ServiceRecordPanel::title() const { return tr("Service &record"); }

void ServiceRecordPanel::refresh()
{
    const QVariant current = m_unit->currentData();
    QString error;
    const auto units = RatioCampaignRecorder(*m_campaign).units(&error);
    {
        const QSignalBlocker blocker(m_unit);
        m_unit->clear();
        if (units) {
            for (const CampaignUnit &u : *units)
                m_unit->addItem(tr("%1 — %2 (%3)").arg(u.battlegroup, u.name, u.unitId), unitKey(u.battlegroup, u.unitId));
        }
        const int keep = m_unit->findData(current);
        m_unit->setCurrentIndex(keep >= 0 ? keep : (m_unit->count() > 0 ? 0 : -1));
    }
    if (!units) {
        m_model->clear();
        m_summary->setText(error);
        return;
    }
    if (units->isEmpty()) {
        m_model->clear();
        m_summary->setText(tr("No unit has fought yet: record a battle first."));
        return;
    }
    unitChosen();
}

bool ServiceRecordPanel::showUnit(const QString &battlegroup, const QString &unitId)
{
    const int i = m_unit->findData(unitKey(battlegroup, unitId));
    if (i < 0)
        return false;
    m_unit->setCurrentIndex(i);
    unitChosen(); // also when it was already the current one
    return true;
}

int ServiceRecordPanel::unitCount() const { return m_unit->count(); }

QString ServiceRecordPanel::summaryText() const { return m_summary->text(); }

void ServiceRecordPanel::unitChosen()
{
    const QStringList key = m_unit->currentData().toStringList();
    if (key.size() != 2) {
        m_model->clear();
        return;
    }
    QString error;
    const auto record = RatioCampaignRecorder(*m_campaign).unitServiceRecord(key.at(0), key.at(1), &error);
    if (!record) {
        m_model->clear();
        m_summary->setText(error);
        return;
    }
    const UnitTally &t = record->total;
    const QStringList lines{
        tr("Battles fought: %1").arg(record->battles.size()),
        tr("Checks passed: %1; failed: %2; times broken (R7): %3").arg(t.checksPassed).arg(t.checksFailed).arg(t.timesBroken),
        tr("Losses: %1 (casualties %2, surrendered %3, shot %4, eliminated %5, destroyed %6, abandoned %7); left the board: %8")
            .arg(QString::number(t.piecesLost()), QString::number(t.casualties), QString::number(t.surrendered),
                 QString::number(t.shot), QString::number(t.eliminated), QString::number(t.destroyed),
                 QString::number(t.abandoned), QString::number(t.leftBoard)),
        tr("Leaders lost: %1").arg(t.leadersLost),
        tr("Experience for its next battle (R8): %1")
            .arg(record->experience == Experience::Green ? tr("green") : tr("seasoned")),
    };
    m_summary->setText(lines.join(QLatin1Char('\n')));
    m_model->setRecord(*record);
    m_view->resizeColumnsToContents();
}

} // namespace md
