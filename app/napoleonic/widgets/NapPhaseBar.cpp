#include "napoleonic/widgets/NapPhaseBar.h"

#include "napoleonic/document/NapDocument.h"
#include "napoleonic/models/NapPendingModel.h"
#include "napoleonic/texts/NapTexts.h"

#include <QGridLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace md::nap {

NapPhaseBar::NapPhaseBar(NapDocument *document, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_pendingModel(new NapPendingModel(document, this))
    , m_turn(new QLabel(this))
    , m_phases(new QLabel(this))
    , m_queuedTitle(new QLabel(this))
    , m_pendingView(new QTableView(this))
    , m_test(new QPushButton(tr("&Test"), this))
    , m_dismiss(new QPushButton(tr("Dis&miss\u2026"), this))
    , m_next(new QPushButton(tr("&Next phase"), this))
{
    setObjectName(QStringLiteral("napPhaseBar"));
    QFont bold = m_turn->font();
    bold.setBold(true);
    m_turn->setFont(bold);
    m_turn->setAccessibleName(tr("Battleday and turn"));
    m_phases->setWordWrap(true);
    m_phases->setTextFormat(Qt::RichText);
    m_phases->setAccessibleName(tr("Phases of the turn"));
    m_queuedTitle->setObjectName(QStringLiteral("napQueuedTitle"));
    m_pendingView->setModel(m_pendingModel);
    m_pendingView->setObjectName(QStringLiteral("napPendingView"));
    m_pendingView->setAccessibleName(tr("Queued checks"));
    m_pendingView->verticalHeader()->hide();
    m_pendingView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_pendingView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_pendingView->setWordWrap(false);
    m_pendingView->horizontalHeader()->setStretchLastSection(true);
    const QFontMetrics metrics = fontMetrics();
    m_pendingView->verticalHeader()->setDefaultSectionSize(metrics.height() + 4);
    m_pendingView->setColumnWidth(NapPendingModel::OrderColumn, metrics.horizontalAdvance(QStringLiteral("000")));
    m_pendingView->setColumnWidth(NapPendingModel::UnitColumn, metrics.horizontalAdvance(QLatin1Char('M')) * 15);
    m_pendingView->setColumnWidth(NapPendingModel::CheckColumn, metrics.horizontalAdvance(QLatin1Char('M')) * 15);
    // The title row and three checks: the queue is seldom longer, and it scrolls.
    m_pendingView->setFixedHeight(metrics.height() + 10 + 3 * (metrics.height() + 4) + 4);
    m_test->setToolTip(tr("Loads the selected queued check into the Checks tab."));
    m_dismiss->setToolTip(tr("Takes the selected check off the queue without testing (the players decided it does not apply)."));
    m_next->setObjectName(QStringLiteral("napNextPhase"));

    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_test);
    buttons->addWidget(m_dismiss);
    buttons->addWidget(m_next);
    buttons->addStretch();
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(4, 2, 4, 2);
    layout->addWidget(m_turn, 0, 0);
    layout->addWidget(m_phases, 1, 0);
    layout->addWidget(m_queuedTitle, 0, 1);
    layout->addWidget(m_pendingView, 1, 1);
    layout->addLayout(buttons, 0, 2, 2, 1);
    layout->setColumnStretch(0, 1);
    layout->setColumnStretch(1, 1);
    layout->setRowStretch(1, 1);

    connect(m_test, &QPushButton::clicked, this, [this] {
        if (const int row = selectedPending(); row >= 0)
            Q_EMIT testRequested(row);
    });
    connect(m_pendingView, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.isValid())
            Q_EMIT testRequested(index.row());
    });
    connect(m_dismiss, &QPushButton::clicked, this, [this] {
        if (const int row = selectedPending(); row >= 0)
            Q_EMIT dismissRequested(row);
    });
    connect(m_next, &QPushButton::clicked, this, &NapPhaseBar::nextPhaseRequested);
    connect(document, &NapDocument::changed, this, &NapPhaseBar::refresh);
    refresh();
}

QString NapPhaseBar::turnText() const { return m_turn->text(); }

QString NapPhaseBar::phasesText() const { return m_phases->text(); }

int NapPhaseBar::selectedPending() const
{
    if (m_pendingModel->rowCount() == 0)
        return -1;
    const QModelIndex current = m_pendingView->currentIndex();
    return current.isValid() ? current.row() : 0;
}

QString NapPhaseBar::queuedReason() const
{
    const NapBattle &battle = m_document->battle();
    if (battle.pending.isEmpty())
        return {};
    QStringList checks;
    for (const NapPendingCheck &check : battle.pending)
        checks << tr("%1 (%2)").arg(NapTexts::unitName(battle, check.unitId), NapTexts::code(check.circumstance));
    return tr("%n check(s) queued, to be taken first (15.42): %1", nullptr, static_cast<int>(checks.size()))
        .arg(checks.join(tr(", ")));
}

void NapPhaseBar::refresh()
{
    const NapBattle &battle = m_document->battle();
    // B.1 hourCounter: the hourly turns carry E11-E13 and the demoralization penalty (B-24).
    m_turn->setText(battle.hourlyTurn() ? tr("Battleday %1 \u00b7 Turn %2 \u00b7 hourly").arg(battle.battleday).arg(battle.turn)
                                        : tr("Battleday %1 \u00b7 Turn %2").arg(battle.battleday).arg(battle.turn));
    if (battle.night)
        m_turn->setText(tr("%1 \u00b7 night").arg(m_turn->text()));
    QStringList phases;
    for (int i = 0; i < battle.settings.phases.size(); ++i) {
        const QString name = NapTexts::phaseName(battle.settings.phases.at(i)).toHtmlEscaped();
        phases << (i == battle.phaseIndex ? QStringLiteral("<b><u>%1</u></b>").arg(name)
                                          : QStringLiteral("<span style=\"color:#757575\">%1</span>").arg(name));
    }
    m_phases->setText(phases.join(QStringLiteral(" \u203a ")));
    const int queued = static_cast<int>(battle.pending.size());
    m_queuedTitle->setText(queued == 0 ? tr("No check queued") : tr("Checks queued, in order: %1").arg(queued));
    m_test->setEnabled(queued > 0);
    m_dismiss->setEnabled(queued > 0);
    // Next phase stays clickable so that it can say why it waits; its tooltip says it too.
    const QString reason = queuedReason();
    m_next->setToolTip(reason.isEmpty() ? tr("Ends this phase and begins the next (15.42).") : reason);
    if (queued > 0 && !m_pendingView->currentIndex().isValid())
        m_pendingView->setCurrentIndex(m_pendingModel->index(0, 0));
}

} // namespace md::nap
