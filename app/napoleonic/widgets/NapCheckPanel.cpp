#include "napoleonic/widgets/NapCheckPanel.h"

#include "base/Prompter.h"
#include "kernel/TypedDie.h"
#include "napoleonic/commands/NapCommands.h"
#include "napoleonic/document/NapDocument.h"
#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapTriggers.h"
#include "napoleonic/texts/NapCheckText.h"
#include "napoleonic/texts/NapTexts.h"
#include "napoleonic/widgets/NapLossBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace md::nap {

namespace {
constexpr int IdRole = Qt::UserRole + 1;

// One unit testing alone (B.2.3), by its file key: the enum value's own name is a word another system's
// type uses, which the layer check keeps out of this folder.
NapTesterKind alone() { return enumFromKey<NapTesterKind>(QStringLiteral("unit")).value_or(NapTesterKind{}); }

QListWidget *tickList(QWidget *parent, const QString &name)
{
    auto *list = new QListWidget(parent);
    list->setAccessibleName(name);
    list->setMaximumHeight(list->fontMetrics().height() * 5);
    return list;
}

QStringList ticked(const QListWidget *list)
{
    QStringList out;
    for (int i = 0; i < list->count(); ++i) {
        if (list->item(i)->checkState() == Qt::Checked)
            out << list->item(i)->data(IdRole).toString();
    }
    return out;
}
} // namespace

NapCheckPanel::NapCheckPanel(NapDocument *document, NapCommands *commands, Prompter *prompter, QWidget *parent)
    : QWidget(parent)
    , m_document(document)
    , m_commands(commands)
    , m_prompter(prompter)
{
    setObjectName(QStringLiteral("napCheckPanel"));
    m_unitLabel = new QLabel(this);
    QFont bold = m_unitLabel->font();
    bold.setBold(true);
    m_unitLabel->setFont(bold);
    m_unitLabel->setWordWrap(true);

    auto *left = new QVBoxLayout;
    left->addWidget(buildWho());
    left->addWidget(buildSituation(), 1);
    auto *right = new QVBoxLayout;
    // The roll and its result stay in sight above the Losses box; the chart's rows scroll on the left.
    right->addWidget(buildRoll());
    m_lossBox = new NapLossBox(document, commands, this);
    right->addWidget(m_lossBox);
    right->addStretch(1);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 1);
    columns->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_unitLabel);
    layout->addLayout(columns, 1);

    connect(m_lossBox, &NapLossBox::statusMessage, this, &NapCheckPanel::statusMessage);
    connect(document, &NapDocument::changed, this, &NapCheckPanel::documentChanged);
    rebuildLists();
    refresh();
}

QWidget *NapCheckPanel::buildWho()
{
    auto *box = new QGroupBox(tr("Who tests, and why"), this);
    m_tester = new QComboBox(box);
    for (const QString &key : enumKeys<NapTesterKind>())
        m_tester->addItem(enumDisplayName(*enumFromKey<NapTesterKind>(key)), key);
    m_tester->setAccessibleName(tr("Who tests"));
    // B.2.3: a square, a redoubt or building's units, deployed skirmishers or a cluster roll once together.
    m_together = tickList(box, tr("Units testing together"));
    m_together->setToolTip(tr("Tick the units that test together; the highest current CMR rolls for all (B.2.3, B-32)."));
    m_circumstance = new QComboBox(box);
    for (const QString &key : enumKeys<NapCircumstance>()) {
        const NapCircumstance c = *enumFromKey<NapCircumstance>(key);
        if (c == NapCircumstance::Pc) // P-c is the Rally tab's (B.4.4)
            continue;
        m_circumstance->addItem(enumDisplayName(c), key);
    }
    m_circumstance->setAccessibleName(tr("Circumstance"));
    m_cause = new QComboBox(box);
    m_cause->setAccessibleName(tr("The routing unit"));
    m_cause->setToolTip(tr("I-b, I-c: the friendly unit seen routing (X-a, X-b, X-e)."));
    m_causeFailedRally = new QCheckBox(tr("It routs after a failed rally (X-c)"), box);
    // Long circumstance texts (German, French) must not push the roll off a 1366-pixel screen: the boxes take
    // what the column gives them and their lists still open at full width.
    for (QComboBox *combo : {m_tester, m_circumstance, m_cause}) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(12);
    }
    auto *form = new QFormLayout(box);
    form->addRow(tr("&Tester:"), m_tester);
    form->addRow(m_together);
    form->addRow(tr("C&ircumstance:"), m_circumstance);
    form->addRow(tr("Ro&uting unit:"), m_cause);
    form->addRow(m_causeFailedRally);
    connect(m_tester, &QComboBox::currentIndexChanged, this, &NapCheckPanel::refresh);
    connect(m_circumstance, &QComboBox::currentIndexChanged, this, &NapCheckPanel::refresh);
    connect(m_cause, &QComboBox::currentIndexChanged, this, &NapCheckPanel::refresh);
    connect(m_causeFailedRally, &QCheckBox::toggled, this, &NapCheckPanel::refresh);
    connect(m_together, &QListWidget::itemChanged, this, &NapCheckPanel::refresh);
    return box;
}

QWidget *NapCheckPanel::buildSituation()
{
    auto *box = new QGroupBox(tr("Adjustments (15.54)"), this);
    auto *layout = new QVBoxLayout(box);
    m_chartBox = new QWidget(box);
    layout->addWidget(m_chartBox);

    m_charge = new QCheckBox(tr("Enemy cavalry declares a charge at"), box);
    m_chargeDistance = new QDoubleSpinBox(box);
    // Half-inch steps: the value is read as whole half inches (B-6).
    m_chargeDistance->setDecimals(1);
    m_chargeDistance->setSingleStep(0.5);
    m_chargeDistance->setRange(0.0, 48.0);
    m_chargeDistance->setSuffix(tr(" in"));
    m_chargeDistance->setAccessibleName(tr("Charge distance"));
    auto *chargeRow = new QHBoxLayout;
    chargeRow->addWidget(m_charge);
    chargeRow->addWidget(m_chargeDistance);
    chargeRow->addStretch();
    layout->addLayout(chargeRow);

    m_terrain = tickList(box, tr("Terrain"));
    m_officers = tickList(box, tr("Officers"));
    auto *lists = new QGridLayout;
    lists->addWidget(new QLabel(tr("Terrain (club's data, P03-P05):"), box), 0, 0);
    lists->addWidget(new QLabel(tr("Officers (club's data, P06):"), box), 0, 1);
    lists->addWidget(m_terrain, 1, 0);
    lists->addWidget(m_officers, 1, 1);
    layout->addLayout(lists);

    m_attacker = new QSpinBox(box);
    m_defender = new QSpinBox(box);
    m_attacker->setRange(0, 9999);
    m_defender->setRange(0, 9999);
    m_attacker->setAccessibleName(tr("Attacker strength"));
    m_defender->setAccessibleName(tr("Defender strength"));
    auto *odds = new QHBoxLayout;
    auto *oddsLabel = new QLabel(tr("Shock odds (B.3.3): &attacker"), box);
    oddsLabel->setBuddy(m_attacker);
    odds->addWidget(oddsLabel);
    odds->addWidget(m_attacker);
    odds->addWidget(new QLabel(tr("defender"), box));
    odds->addWidget(m_defender);
    odds->addStretch();
    layout->addLayout(odds);
    layout->addStretch();

    connect(m_charge, &QCheckBox::toggled, this, &NapCheckPanel::refresh);
    connect(m_chargeDistance, &QDoubleSpinBox::valueChanged, this, &NapCheckPanel::refresh);
    connect(m_terrain, &QListWidget::itemChanged, this, &NapCheckPanel::refresh);
    connect(m_officers, &QListWidget::itemChanged, this, &NapCheckPanel::refresh);
    connect(m_attacker, &QSpinBox::valueChanged, this, &NapCheckPanel::refresh);
    connect(m_defender, &QSpinBox::valueChanged, this, &NapCheckPanel::refresh);
    return box;
}

QWidget *NapCheckPanel::buildRoll()
{
    auto *box = new QGroupBox(tr("The check (B.3.4)"), this);
    m_exemption = new QLabel(box);
    m_exemption->setWordWrap(true);
    m_exemption->setObjectName(QStringLiteral("napExemption"));
    m_exemption->setStyleSheet(QStringLiteral("QLabel { color: #a15c00; font-weight: bold; }"));
    m_preview = new QLabel(box);
    m_preview->setWordWrap(true);
    m_preview->setTextFormat(Qt::RichText);
    m_preview->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_preview->setObjectName(QStringLiteral("napPreview"));
    m_roll = new QPushButton(tr("&Roll d10"), box);
    m_typed = new QSpinBox(box);
    m_typed->setRange(0, 10);
    m_typed->setAccessibleName(tr("Your d10"));
    m_typed->setToolTip(tr("The face of your own d10; 0 is 10."));
    m_apply = new QPushButton(tr("A&pply my d10"), box);
    m_result = new QLabel(box);
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setObjectName(QStringLiteral("napResult"));
    auto *row = new QHBoxLayout;
    row->addWidget(m_roll);
    row->addSpacing(12);
    row->addWidget(m_typed);
    row->addWidget(m_apply);
    row->addStretch();
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_exemption);
    layout->addWidget(m_preview);
    layout->addLayout(row);
    layout->addWidget(m_result);
    layout->addStretch(1);
    connect(m_roll, &QPushButton::clicked, this, [this] { roll(); });
    connect(m_apply, &QPushButton::clicked, this, [this] { applyTyped(m_typed->value()); });
    return box;
}

void NapCheckPanel::setDiceSource(DiceSource *dice) { m_dice = dice ? dice : &m_programDice; }

void NapCheckPanel::setUnit(const QString &unitId)
{
    if (m_unitId == unitId)
        return;
    m_unitId = unitId;
    m_lossBox->setUnit(unitId);
    m_result->clear();
    rebuildLists();
    refresh();
}

void NapCheckPanel::loadPending(int pendingIndex)
{
    const NapBattle &battle = m_document->battle();
    if (pendingIndex < 0 || pendingIndex >= battle.pending.size())
        return;
    const NapPendingCheck check = battle.pending.at(pendingIndex);
    m_loading = true;
    m_unitId.clear();
    setUnit(check.unitId);
    m_tester->setCurrentIndex(m_tester->findData(enumKey(alone())));
    m_circumstance->setCurrentIndex(m_circumstance->findData(enumKey(check.circumstance)));
    m_cause->setCurrentIndex(std::max(0, m_cause->findData(check.causeUnitId)));
    // B.3.6: a friend who saw a rout takes N09.
    if (QCheckBox *n09 = m_chart.value(QStringLiteral("n09")))
        n09->setChecked(check.circumstance == NapCircumstance::Ib || check.circumstance == NapCircumstance::Ic);
    m_loading = false;
    refresh();
}

void NapCheckPanel::documentChanged()
{
    rebuildLists();
    refresh();
}

void NapCheckPanel::rebuildLists()
{
    const NapBattle &battle = m_document->battle();
    const bool wasLoading = m_loading;
    m_loading = true;
    // The chart's tick rows (N16 only when offered, B-28) and the club's enabled rows; ticks survive a rebuild.
    struct ChartRow
    {
        QString key;
        QString code;  // "N09 −2"
        QString label; // the condition
    };
    QStringList keys;
    QList<ChartRow> rows;
    for (const NapChartRow &row : NapAdjustments::chart()) {
        if (!row.tick || row.key == QLatin1String("n14") || (row.key == QLatin1String("n16") && !battle.rules.offerN16))
            continue;
        rows.append({row.key, tr("%1 %2").arg(row.rule, NapTexts::signedNumber(row.value)),
                     QCoreApplication::translate("md::nap::NapAdjustments", row.label)});
    }
    for (const NapUserAdjustment &user : battle.settings.userAdjustments) {
        if (user.enabled)
            rows.append({user.id, NapTexts::signedNumber(user.value), tr("%1 (club's row)").arg(user.label)});
    }
    for (const ChartRow &row : rows)
        keys << row.key + QLatin1Char('\t') + row.label;
    if (keys != m_chartRows) {
        m_chartRows = keys;
        QHash<QString, bool> was;
        for (auto it = m_chart.cbegin(); it != m_chart.cend(); ++it)
            was.insert(it.key(), it.value()->isChecked());
        m_chart.clear();
        // The rows' texts are long: each box shows its rule and value, a wrapped label beside it the condition.
        delete m_chartBox->layout();
        qDeleteAll(m_chartBox->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly));
        auto *grid = new QGridLayout(m_chartBox);
        grid->setContentsMargins(0, 0, 0, 0);
        grid->setVerticalSpacing(2);
        grid->setColumnStretch(1, 1);
        int line = 0;
        for (const ChartRow &row : rows) {
            auto *box = new QCheckBox(row.code, m_chartBox);
            box->setObjectName(row.key);
            box->setChecked(was.value(row.key));
            box->setAccessibleName(tr("%1 %2").arg(row.code, row.label));
            box->setToolTip(row.label);
            auto *label = new QLabel(row.label, m_chartBox);
            label->setWordWrap(true);
            label->setBuddy(box);
            grid->addWidget(box, line, 0, Qt::AlignTop);
            grid->addWidget(label, line, 1);
            ++line;
            m_chart.insert(row.key, box);
            connect(box, &QCheckBox::toggled, this, &NapCheckPanel::refresh);
        }
    }
    const auto fill = [](QListWidget *list, const QList<std::pair<QString, QString>> &items) {
        const QStringList was = ticked(list);
        list->clear();
        for (const auto &[id, label] : items) {
            auto *item = new QListWidgetItem(label, list);
            item->setData(IdRole, id);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(was.contains(id) ? Qt::Checked : Qt::Unchecked);
        }
    };
    QList<std::pair<QString, QString>> terrain;
    for (const NapTerrain &t : battle.settings.terrain)
        terrain.append({t.name, tr("%1 (%2)").arg(t.name, NapTexts::signedNumber(t.moraleAdj))});
    fill(m_terrain, terrain);
    QList<std::pair<QString, QString>> officers;
    for (const NapOfficerBenefit &o : battle.settings.officerBenefits)
        officers.append({o.name, tr("%1 (%2, %3\")").arg(o.name, NapTexts::signedNumber(o.benefit)).arg(o.radiusInches)});
    fill(m_officers, officers);
    // Units that may test with the selected one: its army's units still on the table.
    const NapArmy *army = nullptr;
    battle.unit(m_unitId, nullptr, &army);
    QList<std::pair<QString, QString>> together;
    QList<std::pair<QString, QString>> causes;
    for (const NapArmy &a : battle.armies) {
        for (const NapCommand &c : a.commands) {
            for (const NapUnit &u : c.units) {
                if (army && a.id == army->id && u.inPlay())
                    together.append({u.id, NapTexts::unitName(battle, u.id)});
                if (u.id != m_unitId)
                    causes.append({u.id, NapTexts::unitName(battle, u.id)});
            }
        }
    }
    const QStringList wasTogether = ticked(m_together);
    fill(m_together, together);
    for (int i = 0; i < m_together->count(); ++i) {
        QListWidgetItem *item = m_together->item(i);
        if (item->data(IdRole).toString() == m_unitId && wasTogether.isEmpty())
            item->setCheckState(Qt::Checked);
    }
    const QString cause = m_cause->currentData().toString();
    m_cause->clear();
    m_cause->addItem(tr("(none)"), QString());
    for (const auto &[id, label] : causes)
        m_cause->addItem(label, id);
    m_cause->setCurrentIndex(std::max(0, m_cause->findData(cause)));
    m_loading = wasLoading;
}

NapCheckRequest NapCheckPanel::request() const
{
    NapCheckRequest r;
    r.tester = enumFromKey<NapTesterKind>(m_tester->currentData().toString()).value_or(alone());
    r.unitIds = r.tester == alone() ? QStringList{m_unitId} : ticked(m_together);
    if (r.tester != alone() && r.unitIds.isEmpty() && !m_unitId.isEmpty())
        r.unitIds = {m_unitId};
    r.circumstance = enumFromKey<NapCircumstance>(m_circumstance->currentData().toString()).value_or(NapCircumstance::Ia);
    r.causeUnitId = m_cause->currentData().toString();
    r.causeFailedRally = m_causeFailedRally->isChecked();
    for (auto it = m_chart.cbegin(); it != m_chart.cend(); ++it) {
        if (it.value()->isChecked())
            r.situation.ticked << it.key();
    }
    r.situation.ticked.sort();
    // Half inches by rounding the spin box's steps of one half.
    r.situation.chargeDistanceHalfInches = m_charge->isChecked() ? qRound(m_chargeDistance->value() * 2) : -1;
    r.situation.terrain = ticked(m_terrain);
    r.situation.officers = ticked(m_officers);
    r.situation.oddsAttacker = m_attacker->value();
    r.situation.oddsDefender = m_defender->value();
    return r;
}

void NapCheckPanel::refresh()
{
    if (m_loading)
        return;
    const NapBattle &battle = m_document->battle();
    const NapUnit *unit = battle.unit(m_unitId);
    const NapCheckRequest r = request();
    m_together->setVisible(r.tester != alone());
    const bool friendSeen = r.circumstance == NapCircumstance::Ib || r.circumstance == NapCircumstance::Ic;
    m_cause->setEnabled(friendSeen);
    m_causeFailedRally->setEnabled(friendSeen);
    m_chargeDistance->setEnabled(m_charge->isChecked());
    if (!unit) {
        m_unitLabel->setText(tr("Select a unit in the order of battle, or a queued check and Test."));
        m_exemption->clear();
        m_preview->setText(QString());
        for (QPushButton *b : {m_roll, m_apply}) {
            b->setEnabled(false);
            b->setToolTip(tr("No unit selected."));
        }
        return;
    }
    m_unitLabel->setText(r.unitIds.size() > 1 ? tr("%1 together").arg(NapTexts::unitNames(battle, r.unitIds))
                                              : NapTexts::unitName(battle, m_unitId));
    const NapUnit *cause = battle.unit(r.causeUnitId);
    const NapExemption exemption = NapTriggers::exemption(battle, *unit, r.circumstance, cause, r.causeFailedRally);
    m_exemption->setText(NapCheckText::exemption(exemption));
    const NapCheckPreview preview = NapEngine::preview(battle, r);
    m_preview->setText(NapCheckText::preview(battle, preview));
    const bool can = preview.error.isEmpty() && !exemption.exempt();
    for (QPushButton *b : {m_roll, m_apply}) {
        b->setEnabled(can);
        b->setToolTip(can ? tr("Takes the check of %1 (%2).").arg(m_unitLabel->text(), NapTexts::code(r.circumstance))
                          : (exemption.exempt() ? NapCheckText::exemption(exemption) : preview.error));
    }
}

QString NapCheckPanel::previewText() const { return m_preview->text(); }
QString NapCheckPanel::resultText() const { return m_result->text(); }
QString NapCheckPanel::exemptionText() const { return m_exemption->text(); }

QString NapCheckPanel::roll() { return test(*m_dice); }

QString NapCheckPanel::applyTyped(int face)
{
    const std::optional<int> one = TypedDie::faceFromTyped(face, 10);
    if (!one) {
        const QString error = tr("Your d10: %1 is not a face of a d10 (0-9, 0 is 10).").arg(face);
        Q_EMIT statusMessage(error);
        return error;
    }
    TypedDie die(*one);
    return test(die);
}

QString NapCheckPanel::test(DiceSource &dice)
{
    if (!m_roll->isEnabled()) {
        Q_EMIT statusMessage(m_roll->toolTip());
        return m_roll->toolTip();
    }
    const NapCheckRequest r = request();
    const NapCheckOutcome outcome = m_commands->check(r, dice);
    const NapBattle &battle = m_document->battle();
    m_result->setText(NapCheckText::outcome(battle, outcome));
    if (!outcome.error.isEmpty()) {
        Q_EMIT statusMessage(outcome.error);
        return outcome.error;
    }
    Q_EMIT statusMessage(tr("%1: %2").arg(NapTexts::unitNames(battle, outcome.unitIds), enumDisplayName(outcome.result)));
    if (!outcome.routed.isEmpty())
        askRoutFriends(outcome.routed);
    return {};
}

void NapCheckPanel::askRoutFriends(const QStringList &routed)
{
    if (!m_prompter)
        return;
    for (const QString &routedId : routed) {
        const NapBattle &battle = m_document->battle();
        const NapArmy *army = nullptr;
        if (!battle.unit(routedId, nullptr, &army) || !army)
            continue;
        // B.3.6: only formed friendly units can see it (B-12); the players say which were within 2".
        QStringList ids;
        QStringList names;
        for (const NapCommand &c : army->commands) {
            for (const NapUnit &u : c.units) {
                if (u.id != routedId && NapTriggers::formed(u)) {
                    ids << u.id;
                    names << NapTexts::unitName(battle, u.id);
                }
            }
        }
        if (ids.isEmpty())
            continue;
        const std::optional<QList<int>> picked = m_prompter->chooseSeveral(
            this, tr("Who saw it rout?"),
            tr("%1 routs. Tick the friendly formed units within 2\" that saw it: each takes an I-b check with N09 (B.3.6).")
                .arg(NapTexts::unitName(battle, routedId)),
            names, 0, static_cast<int>(names.size()));
        if (!picked || picked->isEmpty())
            continue;
        QStringList friends;
        for (int i : *picked) {
            if (i >= 0 && i < ids.size())
                friends << ids.at(i);
        }
        QStringList skipped;
        const QString error = m_commands->routFriends(routedId, friends, false, &skipped);
        if (!error.isEmpty())
            Q_EMIT statusMessage(error);
        else if (!skipped.isEmpty())
            Q_EMIT statusMessage(tr("Queued I-b checks; not queued: %1").arg(skipped.join(tr("; "))));
        else
            Q_EMIT statusMessage(tr("Queued %n I-b check(s).", nullptr, static_cast<int>(friends.size())));
    }
}

} // namespace md::nap
