#include "napoleonic/widgets/NapMfpLedger.h"

#include "napoleonic/model/NapFileLimits.h"
#include "napoleonic/widgets/NapMfpBar.h"
#include "napoleonic/widgets/NapMfpBreakdown.h"
#include "napoleonic/widgets/NapWidgetParts.h"

#include <QComboBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace md::nap {

using namespace parts;

namespace {
constexpr int maxCount = 9999;
constexpr int maxValue = 999;

bool valued(NapMfpEvent event) { return event == NapMfpEvent::E18 || event == NapMfpEvent::E19; }

} // namespace

NapMfpLedger::NapMfpLedger(QWidget *parent)
    : QWidget(parent)
    , m_army(new QComboBox(this))
    , m_phaseNote(wrapped(this, QStringLiteral("napMfpPhaseNote")))
    , m_phase(new QLabel(this))
    , m_used(wrapped(this, QStringLiteral("napMfpUsed")))
    , m_bar(new NapMfpBar(this))
    , m_tierNow(wrapped(this, QStringLiteral("napMfpTierNow")))
    , m_tierAfter(wrapped(this, QStringLiteral("napMfpTierAfter")))
    , m_apply(new QPushButton(tr("&Apply the phase"), this))
    , m_announcement(wrapped(this, QStringLiteral("napMfpAnnouncement")))
    , m_breakdown(new NapMfpBreakdown(this))
{
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    // Left: the army and its events, scrolling rather than squeezing.
    auto *left = new QVBoxLayout;
    auto *armyRow = new QHBoxLayout;
    auto *armyLabel = new QLabel(tr("A&rmy:"), this);
    armyLabel->setBuddy(m_army);
    m_army->setObjectName(QStringLiteral("napMfpArmy"));
    m_army->setAccessibleName(tr("Army"));
    m_army->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    armyRow->addWidget(armyLabel);
    armyRow->addWidget(m_army);
    armyRow->addWidget(m_phaseNote, 1);
    armyRow->addStretch(); // keeps the box its own width while the phase note is hidden
    m_phaseNote->hide();
    left->addLayout(armyRow);
    left->addWidget(scrolling(buildRows(), this), 1);
    layout->addLayout(left, 3);

    // Right: the sums, the bar, the tiers, the button and what the engine said.
    auto *rightBox = new QWidget(this);
    auto *right = new QVBoxLayout(rightBox);
    right->setContentsMargins(0, 0, 0, 0);
    QFont big = m_phase->font();
    big.setBold(true);
    big.setPointSizeF(big.pointSizeF() * 1.2);
    m_phase->setFont(big);
    m_phase->setObjectName(QStringLiteral("napMfpPhaseTotal"));
    m_phase->setAccessibleName(tr("This phase's MFP"));
    right->addWidget(m_phase);
    right->addWidget(m_used);
    right->addWidget(m_bar);
    right->addWidget(m_tierNow);
    right->addWidget(m_tierAfter);
    m_apply->setObjectName(QStringLiteral("napMfpApply"));
    m_apply->setProperty(usualTip, tr("Adds this phase's events to the army's used total, tells both sides (15.87) "
                                      "and sets the army's standing (B.4.7)."));
    connect(m_apply, &QPushButton::clicked, this, &NapMfpLedger::apply);
    auto *applyRow = new QHBoxLayout;
    applyRow->addWidget(m_apply);
    applyRow->addStretch();
    right->addLayout(applyRow);
    m_announcement->setAccessibleName(tr("Announcement"));
    m_announcement->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_announcement->hide();
    right->addWidget(m_announcement);
    right->addWidget(m_breakdown);
    right->addStretch();
    layout->addWidget(scrolling(rightBox, this), 2);

    connect(m_army, &QComboBox::currentIndexChanged, this, &NapMfpLedger::armyChanged);
    updateTotals();
}

QWidget *NapMfpLedger::buildRows()
{
    auto *box = new QWidget(this);
    auto *grid = new QGridLayout(box);
    grid->setContentsMargins(0, 0, 4, 0);
    grid->setHorizontalSpacing(6);
    grid->setVerticalSpacing(2);
    const QStringList heads = {tr("Event"), tr("MFP each"), tr("Count"), tr("Value"), tr("MFP"), tr("Source")};
    for (int c = 0; c < heads.size(); ++c) {
        auto *head = new QLabel(QStringLiteral("<b>%1</b>").arg(heads.at(c).toHtmlEscaped()), box);
        grid->addWidget(head, 0, c == 0 ? 0 : c + 1, 1, c == 0 ? 2 : 1);
    }
    int line = 1;
    for (const auto &enumRow : EnumTable<NapMfpEvent>::rows()) {
        Row row;
        row.event = enumRow.value;
        const QString key = QString::fromLatin1(enumRow.key);
        auto *code = new QLabel(key, box);
        auto *label = wrapped(box, QStringLiteral("label%1").arg(key));
        label->setText(enumDisplayName(row.event));
        label->setMinimumWidth(120);
        row.each = new QLabel(box);
        row.each->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.count = new QSpinBox(box);
        row.count->setRange(0, maxCount);
        row.count->setObjectName(QStringLiteral("count%1").arg(key));
        row.count->setAccessibleName(tr("%1 count").arg(key));
        code->setBuddy(row.count);
        if (valued(row.event)) {
            row.value = new QSpinBox(box);
            // E18 can take MFP off: a position the army retook is subtracted (15.86).
            row.value->setRange(row.event == NapMfpEvent::E18 ? -maxValue : 0, maxValue);
            row.value->setObjectName(QStringLiteral("value%1").arg(key));
            row.value->setAccessibleName(tr("%1 MFP each").arg(key));
            row.value->setToolTip(row.event == NapMfpEvent::E18
                                      ? tr("The scenario's MFP for the position (15.86); negative for one the army "
                                           "took back from the enemy.")
                                      : tr("The scenario's MFP for each enemy unit at a road exit (15.84); the "
                                           "players' data gives the default (B-22)."));
        }
        row.subtotal = new QLabel(box);
        row.subtotal->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
        row.subtotal->setObjectName(QStringLiteral("subtotal%1").arg(key));
        row.program = wrapped(box, QStringLiteral("program%1").arg(key));
        row.program->setMinimumWidth(90);
        QFont small = row.program->font();
        small.setItalic(true);
        row.program->setFont(small);
        grid->addWidget(code, line, 0);
        grid->addWidget(label, line, 1);
        grid->addWidget(row.each, line, 2);
        grid->addWidget(row.count, line, 3);
        if (row.value)
            grid->addWidget(row.value, line, 4);
        grid->addWidget(row.subtotal, line, 5);
        grid->addWidget(row.program, line, 6);
        const NapMfpEvent event = row.event;
        const auto changed = [this, event] {
            if (m_filling)
                return;
            if (Row *r = rowOf(event)) {
                r->touched = true;
                updateRow(*r);
            }
            updateTotals();
        };
        connect(row.count, &QSpinBox::valueChanged, this, changed);
        if (row.value)
            connect(row.value, &QSpinBox::valueChanged, this, changed);
        m_rows.append(row);
        ++line;
    }
    grid->setColumnStretch(1, 1);
    grid->setRowStretch(line, 1);
    return box;
}

void NapMfpLedger::setBattle(const NapBattle &battle)
{
    m_battle = battle;
    fillArmies();
    armyChanged();
}

void NapMfpLedger::fillArmies()
{
    bool same = m_army->count() == m_battle.armies.size();
    for (int i = 0; same && i < m_army->count(); ++i) {
        const NapArmy &army = m_battle.armies.at(i);
        same = m_army->itemData(i).toString() == army.id
               && m_army->itemText(i) == (army.name.isEmpty() ? army.id : army.name);
    }
    if (same)
        return; // the box as it is: no new items, no new layout
    const QSignalBlocker blocker(m_army);
    const QString keep = m_army->currentData().toString();
    m_army->clear();
    for (const NapArmy &army : std::as_const(m_battle.armies))
        m_army->addItem(army.name.isEmpty() ? army.id : army.name, army.id);
    const int at = m_army->findData(keep);
    m_army->setCurrentIndex(at >= 0 ? at : (m_army->count() > 0 ? 0 : -1));
}

void NapMfpLedger::armyChanged()
{
    const NapArmy *army = currentArmy();
    const QString id = army ? army->id : QString();
    const int used = army ? army->mfpUsedHalf : -1;
    // Another army, or a phase applied (or undone) since: the rows start again from the program's counts.
    const bool all = id != m_shownArmy || used != m_shownUsedHalf;
    // The announcement speaks of one army at one used total: another army, an undo or another phase ends it.
    if (id != m_shownArmy || used != m_announcedUsedHalf)
        m_announcement->hide();
    m_shownArmy = id;
    m_shownUsedHalf = used;
    fillSuggested(all);
    m_breakdown->setArmy(m_battle, id);
    updateTotals();
}

void NapMfpLedger::fillSuggested(bool all)
{
    for (Row &row : m_rows) {
        row.suggestedCount = 0;
        row.suggestedValue = row.event == NapMfpEvent::E19 ? m_battle.settings.roadExitMfp : 0;
    }
    if (const NapArmy *army = currentArmy()) {
        for (const NapMfpEntry &entry : NapMfp::suggested(m_battle, army->id)) {
            Row *row = rowOf(entry.event);
            if (!row || entry.count == 0)
                continue;
            if (!valued(entry.event)) {
                row->suggestedCount += entry.count;
            } else if (row->suggestedCount == 0 || row->suggestedValue == entry.value) {
                row->suggestedCount += entry.count;
                row->suggestedValue = entry.value;
            } else {
                // Positions of different values in one row: one count worth their sum, the same MFP.
                row->suggestedValue = row->suggestedCount * row->suggestedValue + entry.count * entry.value;
                row->suggestedCount = 1;
            }
        }
    }
    m_filling = true;
    for (Row &row : m_rows) {
        if (all)
            row.touched = false;
        if (!row.touched) {
            row.count->setValue(row.suggestedCount);
            if (row.value)
                row.value->setValue(row.suggestedValue);
        }
        updateRow(row);
    }
    m_filling = false;
}

NapMfpEntry NapMfpLedger::entryOf(const Row &row) const
{
    NapMfpEntry entry;
    entry.event = row.event;
    entry.count = row.count->value();
    entry.value = row.value ? row.value->value() : 0;
    return entry;
}

void NapMfpLedger::updateRow(Row &row)
{
    NapMfpEntry one = entryOf(row);
    one.count = 1;
    row.each->setText(NapMfp::text(NapMfp::eventHalf(one, m_battle.settings)));
    row.subtotal->setText(NapMfp::text(NapMfp::eventHalf(entryOf(row), m_battle.settings)));
    const bool same = row.count->value() == row.suggestedCount
                      && (!row.value || row.suggestedCount == 0 || row.value->value() == row.suggestedValue);
    QString mark;
    if (row.suggestedCount > 0)
        mark = same ? tr("counted by the program") : tr("the program counted %1").arg(row.suggestedCount);
    row.program->setText(mark);
}

void NapMfpLedger::updateTotals()
{
    const NapArmy *army = currentArmy();
    const int phase = phaseHalf();
    m_phase->setText(tr("This phase: %1 MFP").arg((phase >= 0 ? QStringLiteral("+") : QString()) + NapMfp::text(phase)));
    const QString whyNot = whyNotApply();
    allowWhen(m_apply, whyNot);
    m_phaseNote->setText(whyNot);
    m_phaseNote->setVisible(!whyNot.isEmpty());
    if (!army) {
        m_used->setText(tr("The battle has no army."));
        m_bar->setValues(0, 0, 0);
        m_tierNow->setText(QString());
        m_tierAfter->setText(QString());
        return;
    }
    const int total = NapMfp::totalHalf(*army, m_battle);
    const int used = army->mfpUsedHalf;
    const int after = used + phase;
    m_used->setText(tr("Used %1 of %2 MFP before this phase (%3 %), %4 after it (%5 %).")
                        .arg(NapMfp::text(used), NapMfp::text(total))
                        .arg(NapMfpBar::percentOf(used, total))
                        .arg(NapMfp::text(after))
                        .arg(NapMfpBar::percentOf(after, total)));
    m_bar->setValues(total, used, after);
    QString now = tr("<b>Now:</b> %1. %2").arg(tierName(army->demoralTier), tierEffect(army->demoralTier));
    if (army->demoralPenalty != 0)
        now += QLatin1Char(' ') + tr("Penalty so far: %1 CMR.").arg(army->demoralPenalty);
    m_tierNow->setText(now);
    const int tierAfter = NapMfp::tier(after, total);
    QString then = tr("<b>After this phase:</b> %1. %2").arg(tierName(tierAfter), tierEffect(tierAfter));
    if (tierAfter == 0 && NapMfp::within90(after, total))
        then += QLatin1Char(' ')
                + tr("The %1 army is within 10 % of Army Demoralization and says so (15.97).")
                      .arg(army->name.toHtmlEscaped());
    m_tierAfter->setText(then);
}

QString NapMfpLedger::whyNotApply() const
{
    const NapArmy *army = currentArmy();
    if (!army)
        return tr("The battle has no army.");
    if (m_battle.phase() != NapPhase::ArmyMoraleFatigue)
        return tr("MFP are added in the Army Morale Fatigue Phase (15.85).");
    // One phase per army and turn, as the engine keeps it.
    for (const NapLogRecord &r : m_battle.log) {
        if (r.event == NapLogEvent::MfpPhase && r.armyId == army->id && r.turn == m_battle.turn)
            return tr("The %1 army's phase of turn %2 is recorded.").arg(army->name).arg(m_battle.turn);
    }
    return {};
}

int NapMfpLedger::phaseHalf() const
{
    qint64 sum = 0;
    for (const Row &row : m_rows)
        sum += NapMfp::eventHalf(entryOf(row), m_battle.settings);
    return static_cast<int>(std::clamp<qint64>(sum, -NapFileLimits::maxMfpHalf, NapFileLimits::maxMfpHalf));
}

QList<NapMfpEntry> NapMfpLedger::entries() const
{
    QList<NapMfpEntry> out;
    for (const Row &row : m_rows) {
        if (row.count->value() != 0)
            out.append(entryOf(row));
    }
    return out;
}

void NapMfpLedger::apply()
{
    // As the button: nothing is asked while it would be refused.
    if (const NapArmy *army = currentArmy(); army && whyNotApply().isEmpty())
        Q_EMIT phaseRequested(army->id, entries());
}

void NapMfpLedger::showOutcome(const NapMfpOutcome &outcome)
{
    const NapArmy *army = currentArmy();
    const QString name = army ? army->name.toHtmlEscaped() : QString();
    QStringList lines;
    if (!outcome.error.isEmpty()) {
        lines << tr("<b>Not applied:</b> %1").arg(outcome.error.toHtmlEscaped());
    } else {
        lines << tr("Added %1 MFP: used %2 of %3.")
                     .arg(NapMfp::text(outcome.addedHalf), NapMfp::text(outcome.usedHalf),
                          NapMfp::text(outcome.totalHalf));
        if (outcome.announce90)
            lines << tr("<b>The %1 army is within 10 % of Army Demoralization (15.97).</b>").arg(name);
        if (outcome.tierAfter > outcome.tierBefore)
            lines << tr("<b>The %1 army is demoralized: %2.</b> %3")
                         .arg(name, tierName(outcome.tierAfter).toHtmlEscaped(),
                              tierEffect(outcome.tierAfter).toHtmlEscaped());
        else if (outcome.tierAfter == 0 && outcome.tierBefore > 0)
            lines << tr("<b>The %1 army returns to normal morale standing (15.92).</b>").arg(name);
        for (const QString &effect : outcome.effects)
            lines << effect.toHtmlEscaped();
    }
    m_announcement->setText(lines.join(QStringLiteral("<br>")));
    m_announcement->show();
    // Before or after the owner hands the changed battle: the total the outcome gives, or (refused) today's.
    m_announcedUsedHalf = outcome.error.isEmpty() ? outcome.usedHalf : (army ? army->mfpUsedHalf : -1);
}

QString NapMfpLedger::tierName(int tier)
{
    switch (tier) {
    case 0:
        return tr("normal morale standing");
    case 1:
        return tr("Army Demoralized");
    case 2:
        return tr("Army Demoralized, 150 % reached");
    default:
        return tr("Army Demoralized, 200 % reached");
    }
}

QString NapMfpLedger::tierEffect(int tier)
{
    switch (tier) {
    case 0:
        return tr("No demoralization penalty.");
    case 1:
        return tr("Every unit's CMR -1 per hourly game turn, added up (B.4.7); Attack orders become Engage, and no "
                  "Attack, General Advance or Pursuit order may be issued (15.94, 15.95).");
    case 2:
        return tr("Every unit's CMR -2 per hourly game turn, added up; every command's order becomes March and no "
                  "other order may be issued (15.93).");
    default:
        return tr("Every unit's CMR -3 per hourly game turn, added up; March orders only (B.4.7).");
    }
}

QString NapMfpLedger::armyId() const { return m_army->currentData().toString(); }

void NapMfpLedger::selectArmy(const QString &armyId)
{
    const int at = m_army->findData(armyId);
    if (at >= 0)
        m_army->setCurrentIndex(at);
}

const NapArmy *NapMfpLedger::currentArmy() const { return m_battle.army(armyId()); }

const NapMfpLedger::Row *NapMfpLedger::rowOf(NapMfpEvent event) const
{
    for (const Row &row : m_rows) {
        if (row.event == event)
            return &row;
    }
    return nullptr;
}

NapMfpLedger::Row *NapMfpLedger::rowOf(NapMfpEvent event)
{
    return const_cast<Row *>(std::as_const(*this).rowOf(event));
}

int NapMfpLedger::count(NapMfpEvent event) const
{
    const Row *row = rowOf(event);
    return row ? row->count->value() : 0;
}

void NapMfpLedger::setCount(NapMfpEvent event, int count)
{
    if (Row *row = rowOf(event))
        row->count->setValue(count);
}

void NapMfpLedger::setValue(NapMfpEvent event, int value)
{
    if (Row *row = rowOf(event); row && row->value)
        row->value->setValue(value);
}

bool NapMfpLedger::countedByProgram(NapMfpEvent event) const
{
    const Row *row = rowOf(event);
    return row && row->suggestedCount > 0;
}

QString NapMfpLedger::programMark(NapMfpEvent event) const
{
    const Row *row = rowOf(event);
    return row ? row->program->text() : QString();
}

QSpinBox *NapMfpLedger::countSpin(NapMfpEvent event) const
{
    const Row *row = rowOf(event);
    return row ? row->count : nullptr;
}

QSpinBox *NapMfpLedger::valueSpin(NapMfpEvent event) const
{
    const Row *row = rowOf(event);
    return row ? row->value : nullptr;
}

QString NapMfpLedger::phaseText() const { return m_phase->text(); }
QString NapMfpLedger::usedText() const { return m_used->text(); }
QString NapMfpLedger::tierNowText() const { return m_tierNow->text(); }
QString NapMfpLedger::tierAfterText() const { return m_tierAfter->text(); }
QString NapMfpLedger::announcementText() const { return m_announcement->isHidden() ? QString() : m_announcement->text(); }

} // namespace md::nap
