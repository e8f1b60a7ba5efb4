#include "napoleonic/widgets/NapRallyPanel.h"

#include "napoleonic/rules/NapCheck.h"
#include "napoleonic/widgets/NapRoutedModel.h"
#include "napoleonic/widgets/NapWidgetParts.h"

#include <QCheckBox>
#include <QComboBox>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <utility>

namespace md::nap {

using namespace parts;

namespace {
constexpr char officerName[] = "officerName";

QString signedNumber(int n) { return n > 0 ? QStringLiteral("+%1").arg(n) : QString::number(n); }

QString officerText(const NapOfficerBenefit &officer)
{
    return NapRallyPanel::tr("%1 (%2)").arg(officer.name, signedNumber(officer.benefit));
}
} // namespace

NapRallyPanel::NapRallyPanel(QWidget *parent)
    : QWidget(parent)
    , m_army(new QComboBox(this))
    , m_phaseNote(wrapped(this, QStringLiteral("napRallyPhaseNote")))
    , m_heldNote(wrapped(this, QStringLiteral("napRallyHeldNote")))
    , m_heldBox(new QWidget(this))
    , m_heldGrid(new QGridLayout(m_heldBox))
    , m_noDisordered(wrapped(m_heldBox, QStringLiteral("napRallyNoDisordered")))
    , m_clear(new QPushButton(tr("Remove &disorder"), this))
    , m_step1Count(wrapped(this, QStringLiteral("napRallyStep1Count")))
    , m_routed(new NapRoutedModel(this))
    , m_routedView(new QTableView(this))
    , m_noRouted(wrapped(this, QStringLiteral("napRallyNoRouted")))
    , m_failures(wrapped(this, QStringLiteral("napRallyFailures")))
    , m_night(new QCheckBox(tr("&Night turn (N12, -2)"), this))
    , m_officersLabel(wrapped(this, QStringLiteral("napRallyOfficersLabel")))
    , m_officersBox(new QWidget(this))
    , m_officersGrid(new QGridLayout(m_officersBox))
    , m_terms(wrapped(this, QStringLiteral("napRallyTerms")))
    , m_odds(wrapped(this, QStringLiteral("napRallyOdds")))
    , m_roll(new QPushButton(tr("&Roll d10"), this))
    , m_typed(new QSpinBox(this))
    , m_applyTyped(new QPushButton(tr("A&pply typed d10"), this))
    , m_offTable(new QPushButton(tr("Routed &off the table"), this))
    , m_result(wrapped(this, QStringLiteral("napRallyResult")))
{
    auto *content = new QWidget(this);
    auto *layout = new QVBoxLayout(content);
    layout->setContentsMargins(4, 4, 4, 4);

    auto *armyRow = new QHBoxLayout;
    auto *armyLabel = new QLabel(tr("A&rmy:"), content);
    armyLabel->setBuddy(m_army);
    m_army->setObjectName(QStringLiteral("napRallyArmy"));
    m_army->setAccessibleName(tr("Army"));
    m_army->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    armyRow->addWidget(armyLabel);
    armyRow->addWidget(m_army);
    armyRow->addWidget(m_phaseNote, 1);
    armyRow->addStretch(); // keeps the box its own width while the phase note is hidden
    layout->addLayout(armyRow);

    auto *steps = new QHBoxLayout;
    // Step 1: B.4.3.
    auto *step1 = new QGroupBox(tr("1. Remove disorder (B.4.3)"), content);
    auto *step1Layout = new QVBoxLayout(step1);
    m_heldNote->setParent(step1);
    step1Layout->addWidget(m_heldNote);
    m_heldGrid->setContentsMargins(0, 0, 0, 0);
    m_heldGrid->setVerticalSpacing(2);
    m_noDisordered->setText(tr("No Disordered unit."));
    m_heldGrid->addWidget(m_noDisordered, 0, 0, 1, 2);
    m_heldGrid->setColumnStretch(0, 1);
    m_heldGrid->setRowStretch(1, 1); // the rows stay at the top
    step1Layout->addWidget(scrolling(m_heldBox, step1), 1);
    m_step1Count->setParent(step1);
    step1Layout->addWidget(m_step1Count);
    m_clear->setParent(step1);
    m_clear->setObjectName(QStringLiteral("napRallyClear"));
    m_clear->setProperty(usualTip, tr("Every Disordered unit of the army not ticked as held becomes Good. No dice are "
                                      "rolled (B.4.3)."));
    connect(m_clear, &QPushButton::clicked, this, &NapRallyPanel::clearDisorder);
    auto *clearRow = new QHBoxLayout;
    clearRow->addWidget(m_clear);
    clearRow->addStretch();
    step1Layout->addLayout(clearRow);
    steps->addWidget(step1, 2);

    // Step 2: B.4.4.
    auto *step2 = new QGroupBox(tr("2. Rally Routed units (B.4.4)"), content);
    auto *step2Layout = new QVBoxLayout(step2);
    auto *mayTry = wrapped(step2, QStringLiteral("napRallyMayTry"));
    mayTry->setText(tr("A unit may try once per Rally Phase unless it is within the Minimum Fire Zone of an enemy "
                       "close-order unit or unlimbered battery (enemy skirmishers do not stop it)."));
    step2Layout->addWidget(mayTry);
    m_routedView->setParent(step2);
    m_routedView->setObjectName(QStringLiteral("napRallyRouted"));
    m_routedView->setAccessibleName(tr("Routed units"));
    m_routedView->setModel(m_routed);
    m_routedView->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_routedView->setSelectionMode(QAbstractItemView::SingleSelection);
    m_routedView->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_routedView->verticalHeader()->hide();
    m_routedView->horizontalHeader()->setSectionResizeMode(NapRoutedModel::UnitColumn, QHeaderView::Stretch);
    m_routedView->horizontalHeader()->setSectionResizeMode(NapRoutedModel::CommandColumn, QHeaderView::Stretch);
    m_routedView->horizontalHeader()->setSectionResizeMode(NapRoutedModel::CmrColumn, QHeaderView::ResizeToContents);
    m_routedView->horizontalHeader()->setSectionResizeMode(NapRoutedModel::FailuresColumn, QHeaderView::ResizeToContents);
    m_routedView->setFixedHeight(m_routedView->horizontalHeader()->sizeHint().height()
                                 + 4 * m_routedView->verticalHeader()->defaultSectionSize() + 4);
    step2Layout->addWidget(m_routedView);
    m_noRouted->setParent(step2);
    m_noRouted->setText(tr("No Routed unit."));
    step2Layout->addWidget(m_noRouted);
    m_failures->setParent(step2);
    step2Layout->addWidget(m_failures);
    m_night->setParent(step2);
    m_night->setObjectName(QStringLiteral("napRallyNight"));
    step2Layout->addWidget(m_night);
    m_officersLabel->setParent(step2);
    m_officersLabel->setText(tr("Officers the unit sees (P06; buildings and woods block sight, 15.74):"));
    step2Layout->addWidget(m_officersLabel);
    m_officersBox->setParent(step2);
    m_officersGrid->setContentsMargins(12, 0, 0, 0);
    m_officersGrid->setVerticalSpacing(2);
    step2Layout->addWidget(m_officersBox);
    m_terms->setParent(step2);
    m_terms->setAccessibleName(tr("Rally target"));
    step2Layout->addWidget(m_terms);
    m_odds->setParent(step2);
    m_odds->setAccessibleName(tr("Chance to rally"));
    step2Layout->addWidget(m_odds);

    auto *dice = new QHBoxLayout;
    m_roll->setParent(step2);
    m_roll->setObjectName(QStringLiteral("napRallyRoll"));
    m_roll->setProperty(usualTip, tr("The program rolls one d10: a roll not over T rallies the unit (B.4.4)."));
    connect(m_roll, &QPushButton::clicked, this, &NapRallyPanel::roll);
    dice->addWidget(m_roll);
    auto *typedLabel = new QLabel(tr("or the d10 you rolled:"), step2);
    typedLabel->setBuddy(m_typed);
    m_typed->setParent(step2);
    m_typed->setRange(1, 10);
    m_typed->setValue(5);
    m_typed->setObjectName(QStringLiteral("napRallyTyped"));
    m_typed->setAccessibleName(tr("Typed d10"));
    m_typed->setToolTip(tr("A 0 on the die is 10."));
    m_applyTyped->setParent(step2);
    m_applyTyped->setObjectName(QStringLiteral("napRallyApplyTyped"));
    m_applyTyped->setProperty(usualTip, tr("Applies the d10 you rolled at the table."));
    connect(m_applyTyped, &QPushButton::clicked, this, [this] { applyTyped(m_typed->value()); });
    dice->addWidget(typedLabel);
    dice->addWidget(m_typed);
    dice->addWidget(m_applyTyped);
    dice->addStretch();
    step2Layout->addLayout(dice);
    auto *offRow = new QHBoxLayout;
    m_offTable->setParent(step2);
    m_offTable->setObjectName(QStringLiteral("napRallyOffTable"));
    m_offTable->setProperty(usualTip, tr("The unit routed off the table: it is out of the battle (15.72c), and with "
                                         "B-19's option costs 1 MFP per remaining figure (E03)."));
    connect(m_offTable, &QPushButton::clicked, this, &NapRallyPanel::routOffTable);
    offRow->addWidget(m_offTable);
    offRow->addStretch();
    step2Layout->addLayout(offRow);
    m_result->setParent(step2);
    m_result->setAccessibleName(tr("Rally result"));
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_result->hide();
    step2Layout->addWidget(m_result);
    step2Layout->addStretch();
    steps->addWidget(step2, 3);
    layout->addLayout(steps, 1);

    // Scrolls rather than clips when the tab is small.
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    outer->addWidget(scrolling(content, this));

    connect(m_army, &QComboBox::currentIndexChanged, this, &NapRallyPanel::armyChanged);
    connect(m_routedView->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &NapRallyPanel::routedChanged);
    connect(m_night, &QCheckBox::toggled, this, &NapRallyPanel::updatePreview);
    armyChanged();
}

void NapRallyPanel::setBattle(const NapBattle &battle)
{
    m_battle = battle;
    fillArmies();
    m_heldNote->setText(
        tr("Tick each unit held Disordered: within the Minimum Fire Zone of an enemy close-order infantry or cavalry "
           "unit, or of an unlimbered enemy battery. Enemy skirmishers do not hold it.")
        + (m_battle.settings.rallyRestrictionCEnabled
               ? QLatin1Char(' ') + tr("The club's restriction (c) also holds it: %1.").arg(m_battle.settings.rallyRestrictionC)
               : QString()));
    const QString phase = enumNameInSentence(m_battle.phase());
    m_phaseNote->setText(m_battle.phase() == NapPhase::Rally
                             ? QString()
                             : tr("The battle is in the %1 phase; disorder is removed and units rally in the Rally "
                                  "Phase.")
                                   .arg(phase));
    m_phaseNote->setVisible(m_battle.phase() != NapPhase::Rally);
    fillOfficers();
    armyChanged();
}

void NapRallyPanel::fillArmies()
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

void NapRallyPanel::armyChanged()
{
    const QString id = armyId();
    if (id != m_shownArmy || !resultStands())
        m_result->hide();
    m_shownArmy = id;
    fillDisordered();
    const QString keep = routedId();
    m_routed->setArmy(m_battle, id);
    const int row = m_routed->rowOf(keep);
    const int pick = row >= 0 ? row : (m_routed->rowCount() > 0 ? 0 : -1);
    m_routedView->setCurrentIndex(pick >= 0 ? m_routed->index(pick, 0) : QModelIndex());
    m_routedView->setVisible(m_routed->rowCount() > 0);
    m_noRouted->setVisible(m_routed->rowCount() == 0);
    routedChanged();
}

void NapRallyPanel::fillDisordered()
{
    // Which units, with the words beside each tick.
    QList<std::pair<QString, QString>> units;
    if (const NapArmy *army = currentArmy()) {
        for (const NapCommand &command : army->commands) {
            for (const NapUnit &unit : command.units) {
                if (unit.state == NapUnitState::Disordered)
                    units.append({unit.id, tr("%1 (%2)").arg(unit.name.isEmpty() ? unit.id : unit.name,
                                                             command.name.isEmpty() ? command.id : command.name)});
            }
        }
    }
    bool same = units.size() == m_held.size();
    for (qsizetype i = 0; same && i < units.size(); ++i)
        same = units.at(i).first == m_held.at(i).unitId && units.at(i).second == m_held.at(i).name->text();
    if (same && m_battle.turn != m_heldTurn) {
        for (const Held &held : std::as_const(m_held))
            held.held->setChecked(false);
        m_heldTurn = m_battle.turn;
    }
    if (same) { // nothing to build or lay out again
        updateStep1();
        return;
    }
    // The ticks of units still Disordered are kept across setBattle() within a turn; a new turn's Rally Phase
    // asks again.
    const QStringList keep = m_battle.turn == m_heldTurn ? heldIds() : QStringList();
    m_heldTurn = m_battle.turn;
    for (const Held &held : std::as_const(m_held)) {
        delete held.name;
        delete held.held;
    }
    m_held.clear();
    for (int r = 0; r < m_heldGrid->rowCount(); ++r)
        m_heldGrid->setRowStretch(r, 0);
    int line = 1;
    for (const auto &[unitId, text] : std::as_const(units)) {
        Held held;
        held.unitId = unitId;
        held.name = wrapped(m_heldBox, QStringLiteral("heldName-%1").arg(unitId));
        held.name->setText(text);
        held.held = new QCheckBox(tr("held"), m_heldBox);
        held.held->setObjectName(QStringLiteral("held-%1").arg(unitId));
        held.held->setAccessibleName(tr("%1 held Disordered").arg(text));
        held.held->setChecked(keep.contains(unitId));
        connect(held.held, &QCheckBox::toggled, this, &NapRallyPanel::updateStep1);
        m_heldGrid->addWidget(held.name, line, 0);
        m_heldGrid->addWidget(held.held, line, 1, Qt::AlignTop);
        m_held.append(held);
        ++line;
    }
    m_heldGrid->setRowStretch(line, 1);
    m_noDisordered->setVisible(m_held.isEmpty());
    updateStep1();
}

void NapRallyPanel::updateStep1()
{
    const qsizetype held = heldIds().size();
    m_step1Count->setText(m_held.isEmpty() ? QString()
                                           : tr("%n Disordered unit(s), ", nullptr, static_cast<int>(m_held.size()))
                                                 + tr("%n held.", nullptr, static_cast<int>(held)));
    allowWhen(m_clear, currentArmy() == nullptr                 ? tr("The battle has no army.")
                       : m_battle.phase() != NapPhase::Rally ? tr("Disorder is removed at the start of the Rally "
                                                                  "Phase (B.4.3).")
                       : m_held.isEmpty()                    ? tr("The army has no Disordered unit.")
                                                             : QString());
}

void NapRallyPanel::fillOfficers()
{
    // The players' data names the officer types (P06); their benefit shows beside them.
    const QList<NapOfficerBenefit> &officers = m_battle.settings.officerBenefits;
    bool same = officers.size() == m_officers.size();
    for (qsizetype i = 0; same && i < officers.size(); ++i)
        same = m_officers.at(i)->property(officerName).toString() == officers.at(i).name
               && m_officers.at(i)->text() == officerText(officers.at(i));
    if (same)
        return;
    QStringList keep;
    for (const QCheckBox *box : std::as_const(m_officers)) {
        if (box->isChecked())
            keep << box->property(officerName).toString();
        delete box;
    }
    m_officers.clear();
    int at = 0;
    for (const NapOfficerBenefit &officer : officers) {
        auto *box = new QCheckBox(officerText(officer), m_officersBox);
        box->setProperty(officerName, officer.name);
        box->setObjectName(QStringLiteral("officer-%1").arg(at));
        box->setChecked(keep.contains(officer.name));
        connect(box, &QCheckBox::toggled, this, &NapRallyPanel::updatePreview);
        m_officersGrid->addWidget(box, at / 2, at % 2);
        m_officers.append(box);
        ++at;
    }
    m_officersLabel->setVisible(!m_officers.isEmpty());
    m_officersBox->setVisible(!m_officers.isEmpty());
}

void NapRallyPanel::routedChanged()
{
    const QString id = routedId();
    const int row = m_routed->rowOf(id);
    const int failures = m_routed->failures(row);
    m_failures->setText(id.isEmpty() ? QString()
                        : failures == 0
                            ? tr("%1: no failed rally attempt in this rout.").arg(unitName(id))
                            : tr("%1: %n failed rally attempt(s) in this rout; a second failure removes the unit "
                                 "(B.4.4).",
                                 nullptr, failures)
                                  .arg(unitName(id)));
    m_failures->setVisible(!id.isEmpty());
    {
        const QSignalBlocker blocker(m_night);
        m_night->setChecked(m_battle.night);
    }
    updatePreview();
}

NapSituation NapRallyPanel::situation() const
{
    NapSituation s;
    if (m_night->isChecked())
        s.ticked << QStringLiteral("n12");
    for (const QCheckBox *box : m_officers) {
        if (box->isChecked())
            s.officers << box->property(officerName).toString();
    }
    return s;
}

void NapRallyPanel::updatePreview()
{
    const QString id = routedId();
    m_preview = id.isEmpty() ? NapCheckPreview() : NapEngine::rallyPreview(m_battle, id, situation());
    QString terms;
    QString odds;
    if (!id.isEmpty() && m_preview.error.isEmpty()) {
        QStringList parts;
        for (qsizetype i = 0; i < m_preview.terms.size(); ++i) {
            const Modifier &m = m_preview.terms.at(i);
            const QString number = i == 0 ? QString::number(m.delta) : signedNumber(m.delta);
            parts << (m.source.isEmpty() ? tr("%1 %2").arg(number, m.label)
                                         : tr("%1 %2 (%3)").arg(number, m.label, m.source));
        }
        terms = tr("T = %1: %2").arg(m_preview.target).arg(parts.join(QStringLiteral("; ")));
        // B.4.4, B-17: pass or fail only; a roll not over T rallies.
        const Fraction rally = NapCheck::rallyOdds(m_preview.target);
        const int t = m_preview.target;
        const QString faces = t <= 0    ? tr("no roll rallies")
                              : t >= 10 ? tr("every roll rallies")
                              : t == 1  ? tr("a roll of 1 rallies")
                                        : tr("rolls 1-%1 rally").arg(t);
        odds = tr("Chance to rally: %1 (%2); otherwise it keeps routing.").arg(rally.toString(), faces);
    } else if (!id.isEmpty()) {
        terms = m_preview.error;
    }
    m_terms->setText(terms);
    m_terms->setVisible(!terms.isEmpty());
    m_odds->setText(odds);
    m_odds->setVisible(!odds.isEmpty());
    const QString whyNot = id.isEmpty() ? tr("Choose a Routed unit.") : m_preview.error;
    allowWhen(m_roll, whyNot);
    allowWhen(m_applyTyped, whyNot);
    allowWhen(m_offTable, id.isEmpty() ? tr("Choose a Routed unit.") : QString());
    // The battle's night turn always counts (the engine adds N12); on other turns the players may tick it.
    m_night->setEnabled(!id.isEmpty() && !m_battle.night);
    m_night->setToolTip(m_battle.night ? tr("This is a night turn: N12 applies to every rally attempt.")
                                       : tr("Tick on a night turn the battle does not mark as night: -2 (N12)."));
    for (QCheckBox *box : std::as_const(m_officers))
        box->setEnabled(!id.isEmpty());
}

void NapRallyPanel::clearDisorder()
{
    if (const NapArmy *army = currentArmy(); army && m_clear->isEnabled())
        Q_EMIT clearDisorderRequested(army->id, heldIds());
}

void NapRallyPanel::roll() { applyTyped(0); }

void NapRallyPanel::applyTyped(int roll)
{
    const QString id = routedId();
    if (id.isEmpty() || !m_preview.error.isEmpty() || roll < 0 || roll > 10)
        return;
    Q_EMIT rallyRequested(id, situation(), roll);
}

void NapRallyPanel::routOffTable()
{
    const QString id = routedId();
    if (!id.isEmpty())
        Q_EMIT offTableRequested(id);
}

void NapRallyPanel::showOutcome(const NapRallyOutcome &outcome)
{
    const QString name = unitName(outcome.preview.testerId).toHtmlEscaped();
    const int t = outcome.preview.target;
    QString text;
    if (!outcome.error.isEmpty()) {
        text = tr("<b>Not done:</b> %1").arg(outcome.error.toHtmlEscaped());
    } else if (outcome.result == NapResult::Rallied) {
        text = tr("<b>%1 rallied</b>: the d10 rolled %2, not over T %3. It is Disordered now and becomes Good at "
                  "the next Rally Phase unless held (B.4.3, B.4.4).")
                   .arg(name)
                   .arg(outcome.roll)
                   .arg(t);
    } else if (outcome.result == NapResult::Removed) {
        text = tr("<b>%1 is removed as casualties</b>: the d10 rolled %2, over T %3, its second failure (B.4.4). "
                  "%n figure(s) removed, %n MFP at the next Army Morale Fatigue Phase (E03).",
                  nullptr, outcome.figuresRemoved)
                   .arg(name)
                   .arg(outcome.roll)
                   .arg(t);
    } else {
        text = tr("<b>%1 failed to rally</b>: the d10 rolled %2, over T %3. It keeps routing and retreats (15.75); a "
                  "second failure removes it.")
                   .arg(name)
                   .arg(outcome.roll)
                   .arg(t);
    }
    m_result->setText(text);
    m_result->show();
    m_shownOutcome = outcome;
}

bool NapRallyPanel::resultStands() const
{
    // A refusal stands until the army changes; a rally while its unit is as the result left it (B.4.4).
    if (!m_shownOutcome.error.isEmpty())
        return true;
    const NapUnit *unit = m_battle.unit(m_shownOutcome.preview.testerId);
    if (!unit)
        return false;
    switch (m_shownOutcome.result) {
    case NapResult::Rallied:
        return unit->state == NapUnitState::Disordered;
    case NapResult::RallyFailed:
        return unit->state == NapUnitState::Routed && unit->rallyFailures >= 1;
    case NapResult::Removed:
        return unit->state == NapUnitState::Eliminated;
    default:
        return false;
    }
}

QString NapRallyPanel::armyId() const { return m_army->currentData().toString(); }

void NapRallyPanel::selectArmy(const QString &armyId)
{
    const int at = m_army->findData(armyId);
    if (at >= 0)
        m_army->setCurrentIndex(at);
}

QStringList NapRallyPanel::disorderedIds() const
{
    QStringList ids;
    for (const Held &held : m_held)
        ids << held.unitId;
    return ids;
}

QStringList NapRallyPanel::heldIds() const
{
    QStringList ids;
    for (const Held &held : m_held) {
        if (held.held->isChecked())
            ids << held.unitId;
    }
    return ids;
}

void NapRallyPanel::setHeld(const QString &unitId, bool held)
{
    if (QCheckBox *box = heldBox(unitId))
        box->setChecked(held);
}

QCheckBox *NapRallyPanel::heldBox(const QString &unitId) const
{
    for (const Held &held : m_held) {
        if (held.unitId == unitId)
            return held.held;
    }
    return nullptr;
}

QString NapRallyPanel::routedId() const { return m_routed->unitId(m_routedView->currentIndex().row()); }

void NapRallyPanel::selectRouted(const QString &unitId)
{
    const int row = m_routed->rowOf(unitId);
    if (row >= 0)
        m_routedView->setCurrentIndex(m_routed->index(row, 0));
}

QCheckBox *NapRallyPanel::officerBox(const QString &name) const
{
    for (QCheckBox *box : m_officers) {
        if (box->property(officerName).toString() == name)
            return box;
    }
    return nullptr;
}

QString NapRallyPanel::termsText() const { return m_terms->text(); }
QString NapRallyPanel::oddsText() const { return m_odds->text(); }
QString NapRallyPanel::failuresText() const { return m_failures->text(); }
QString NapRallyPanel::resultText() const { return m_result->isHidden() ? QString() : m_result->text(); }

const NapArmy *NapRallyPanel::currentArmy() const { return m_battle.army(armyId()); }

QString NapRallyPanel::unitName(const QString &unitId) const
{
    const NapUnit *unit = m_battle.unit(unitId);
    return unit && !unit->name.isEmpty() ? unit->name : unitId;
}

} // namespace md::nap
