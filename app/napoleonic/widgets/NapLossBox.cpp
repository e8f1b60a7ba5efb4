#include "napoleonic/widgets/NapLossBox.h"

#include "napoleonic/commands/NapCommands.h"
#include "napoleonic/document/NapDocument.h"
#include "napoleonic/texts/NapTexts.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace md::nap {

NapLossBox::NapLossBox(NapDocument *document, NapCommands *commands, QWidget *parent)
    : QGroupBox(tr("Losses"), parent)
    , m_document(document)
    , m_commands(commands)
    , m_figures(new QSpinBox(this))
    , m_cannon(new QSpinBox(this))
    , m_shock(new QCheckBox(tr("To &Shock Combat (E02)"), this))
    , m_record(new QPushButton(tr("Record &losses"), this))
    , m_queued(new QLabel(this))
{
    setObjectName(QStringLiteral("napLossBox"));
    // Negative numbers correct an entry (NapEngine::loss).
    m_figures->setRange(-99, 99);
    m_cannon->setRange(-20, 20);
    m_figures->setAccessibleName(tr("Figures lost"));
    m_cannon->setAccessibleName(tr("Cannon lost"));
    m_shock->setToolTip(tr("Losses to Shock Combat cost MFP (E02) but call for no fire check (B.2.1)."));
    m_queued->setWordWrap(true);
    m_queued->setObjectName(QStringLiteral("napLossQueued"));
    auto *row = new QHBoxLayout;
    auto *figuresLabel = new QLabel(tr("&Figures:"), this);
    figuresLabel->setBuddy(m_figures);
    auto *cannonLabel = new QLabel(tr("&Cannon:"), this);
    cannonLabel->setBuddy(m_cannon);
    row->addWidget(figuresLabel);
    row->addWidget(m_figures);
    row->addSpacing(8);
    row->addWidget(cannonLabel);
    row->addWidget(m_cannon);
    row->addStretch();
    // The button on its own row: the box stays narrow beside the check.
    auto *second = new QHBoxLayout;
    second->addWidget(m_record);
    second->addWidget(m_shock, 1);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addLayout(second);
    layout->addWidget(m_queued);
    connect(m_record, &QPushButton::clicked, this, [this] { record(); });
    connect(m_figures, &QSpinBox::valueChanged, this, &NapLossBox::refresh);
    connect(m_cannon, &QSpinBox::valueChanged, this, &NapLossBox::refresh);
    refresh();
}

void NapLossBox::setUnit(const QString &unitId)
{
    m_unitId = unitId;
    const NapUnit *unit = m_document->battle().unit(unitId);
    m_cannon->setEnabled(unit && unit->startCannon > 0);
    if (!m_cannon->isEnabled())
        m_cannon->setValue(0);
    m_queued->clear();
    refresh();
}

void NapLossBox::refresh()
{
    const NapUnit *unit = m_document->battle().unit(m_unitId);
    const bool any = m_figures->value() != 0 || m_cannon->value() != 0;
    m_record->setEnabled(unit && any);
    if (!unit)
        m_record->setToolTip(tr("Select a unit in the order of battle first."));
    else if (!any)
        m_record->setToolTip(tr("Give the figures (or cannon) %1 lost.").arg(NapTexts::unitName(m_document->battle(), m_unitId)));
    else
        m_record->setToolTip(tr("Records the losses of %1 in the current phase and queues the check they call for (B.2).")
                                 .arg(NapTexts::unitName(m_document->battle(), m_unitId)));
}

QString NapLossBox::record()
{
    if (!m_record->isEnabled()) {
        Q_EMIT statusMessage(m_record->toolTip());
        return m_record->toolTip();
    }
    const NapLossOutcome outcome = m_commands->loss(m_unitId, m_figures->value(), m_cannon->value(), m_shock->isChecked());
    if (!outcome.error.isEmpty()) {
        m_queued->setText(outcome.error);
        Q_EMIT statusMessage(outcome.error);
        return outcome.error;
    }
    const NapBattle &battle = m_document->battle();
    QStringList queued;
    for (const NapPendingCheck &check : outcome.queued)
        queued << NapTexts::pending(battle, check);
    const QString text = queued.isEmpty() ? tr("Recorded; no check queued.")
                                          : tr("Recorded; queued: %1").arg(queued.join(tr("; ")));
    m_queued->setText(text);
    m_figures->setValue(0);
    m_cannon->setValue(0);
    Q_EMIT statusMessage(text);
    return {};
}

QString NapLossBox::queuedText() const { return m_queued->text(); }

} // namespace md::nap
