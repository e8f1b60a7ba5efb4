#include "ratio/campaign/ReplacementDialog.h"

#include "CampaignDatabase.h"
#include "ratio/campaign/RatioCampaignRecorder.h"
#include "ratio/campaign/CarryOver.h"
#include "ratio/editors/UnitTemplates.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <memory>

namespace md {

namespace {
// Enough for a platoon's worth of soldiers in one go; more is a new unit.
constexpr int maxPieces = 40;
} // namespace

ReplacementDialog::ReplacementDialog(CampaignDatabase *campaign, QWidget *parent)
    : QDialog(parent)
    , m_campaign(campaign)
    , m_battlegroup(new QComboBox(this))
    , m_newUnit(new QRadioButton(tr("A &new unit from a template"), this))
    , m_joinUnit(new QRadioButton(tr("&Pieces joining a unit of the battlegroup"), this))
    , m_template(new QComboBox(this))
    , m_unitName(new QLineEdit(this))
    , m_green(new QCheckBox(tr("&Green (becomes seasoned after two battles, R8)"), this))
    , m_unit(new QComboBox(this))
    , m_model(new QComboBox(this))
    , m_count(new QSpinBox(this))
    , m_pieceName(new QLineEdit(this))
    , m_delay(new QSpinBox(this))
    , m_arrival(new QLabel(this))
    , m_notes(new QLineEdit(this))
    , m_error(new QLabel(this))
{
    setWindowTitle(tr("Add replacements"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Replacements take time to reach the front; the players decide how long (R12)."), this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *top = new QFormLayout;
    top->addRow(tr("&Battlegroup:"), m_battlegroup);
    layout->addLayout(top);

    auto *what = new QButtonGroup(this);
    what->addButton(m_newUnit);
    what->addButton(m_joinUnit);
    m_newUnit->setChecked(true);

    layout->addWidget(m_newUnit);
    auto *newForm = new QFormLayout;
    for (int i = 0; const QString &name : unitTemplateNames())
        m_template->addItem(name, unitTemplateKeys().value(i++));
    m_unitName->setPlaceholderText(tr("e.g. 2nd Squad"));
    newForm->addRow(tr("&Template:"), m_template);
    newForm->addRow(tr("&Unit name:"), m_unitName);
    newForm->addRow(QString(), m_green);
    layout->addLayout(newForm);

    layout->addWidget(m_joinUnit);
    auto *joinForm = new QFormLayout;
    m_count->setRange(1, maxPieces);
    m_pieceName->setText(tr("Replacement"));
    joinForm->addRow(tr("U&nit:"), m_unit);
    joinForm->addRow(tr("&Like:"), m_model);
    joinForm->addRow(tr("&How many:"), m_count);
    joinForm->addRow(tr("Piece &name:"), m_pieceName);
    layout->addLayout(joinForm);

    auto *when = new QFormLayout;
    m_delay->setRange(0, RatioCampaignRecorder::maxReplacementDelay);
    m_delay->setSuffix(tr(" battle(s)"));
    m_delay->setToolTip(tr("Battles they miss before they arrive; 0: in time for the next one (R12)."));
    m_arrival->setWordWrap(true);
    when->addRow(tr("&Delay:"), m_delay);
    when->addRow(QString(), m_arrival);
    when->addRow(tr("N&otes:"), m_notes);
    layout->addLayout(when);

    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("color: #b00020"));
    m_error->setAccessibleName(tr("Problem"));
    m_error->hide();
    layout->addWidget(m_error);

    auto *buttons = new QDialogButtonBox(this);
    QPushButton *add = buttons->addButton(tr("&Add"), QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    layout->addWidget(buttons);

    QString error;
    m_battlegroup->addItems(m_campaign->battlegroups(&error));
    if (m_battlegroup->count() == 0)
        showError(error.isEmpty() ? tr("Battlegroup: the campaign has no battlegroup yet; record a battle first") : error);

    connect(m_battlegroup, &QComboBox::currentIndexChanged, this, &ReplacementDialog::battlegroupChanged);
    connect(m_unit, &QComboBox::currentIndexChanged, this, &ReplacementDialog::unitChanged);
    connect(m_newUnit, &QRadioButton::toggled, this, &ReplacementDialog::updateEnabled);
    connect(m_delay, &QSpinBox::valueChanged, this, &ReplacementDialog::updateArrival);
    connect(add, &QPushButton::clicked, this, [this] { submit(); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    battlegroupChanged();
    updateEnabled();
}

bool ReplacementDialog::setBattlegroup(const QString &name)
{
    const int i = m_battlegroup->findText(name);
    if (i >= 0)
        m_battlegroup->setCurrentIndex(i);
    return i >= 0;
}

void ReplacementDialog::setArrives(Arrives what) { (what == Arrives::NewUnit ? m_newUnit : m_joinUnit)->setChecked(true); }

bool ReplacementDialog::setTemplate(const QString &key)
{
    const int i = m_template->findData(key);
    if (i >= 0)
        m_template->setCurrentIndex(i);
    return i >= 0;
}

void ReplacementDialog::setUnitName(const QString &name) { m_unitName->setText(name); }
void ReplacementDialog::setGreen(bool green) { m_green->setChecked(green); }

bool ReplacementDialog::setJoinUnit(const QString &unitId)
{
    const int i = m_unit->findData(unitId);
    if (i >= 0)
        m_unit->setCurrentIndex(i);
    return i >= 0;
}

bool ReplacementDialog::setModelPiece(const QString &pieceId)
{
    const int i = m_model->findData(pieceId);
    if (i >= 0)
        m_model->setCurrentIndex(i);
    return i >= 0;
}

void ReplacementDialog::setCount(int count) { m_count->setValue(count); }
void ReplacementDialog::setPieceName(const QString &name) { m_pieceName->setText(name); }
void ReplacementDialog::setDelay(int battles) { m_delay->setValue(battles); }
void ReplacementDialog::setNotes(const QString &notes) { m_notes->setText(notes); }

QStringList ReplacementDialog::battlegroupNames() const
{
    QStringList names;
    for (int i = 0; i < m_battlegroup->count(); ++i)
        names << m_battlegroup->itemText(i);
    return names;
}

QStringList ReplacementDialog::unitIds() const
{
    QStringList ids;
    for (int i = 0; i < m_unit->count(); ++i)
        ids << m_unit->itemData(i).toString();
    return ids;
}

QString ReplacementDialog::errorText() const { return m_error->text(); }
QString ReplacementDialog::arrivalText() const { return m_arrival->text(); }

void ReplacementDialog::battlegroupChanged()
{
    m_roster = {};
    m_usedIds.clear();
    m_fought = 0;
    m_unit->clear();
    const QString name = m_battlegroup->currentText();
    if (!name.isEmpty()) {
        QString error;
        // The roster as the next battle would find it: what the new pieces join, and the ids taken.
        const auto next = RatioCampaignRecorder(*m_campaign).nextBattle(name, &error);
        const auto pending = RatioCampaignRecorder(*m_campaign).replacements(name, &error);
        const auto fought = m_campaign->battlesFought(name, &error);
        if (next && pending && fought) {
            m_roster = next->battlegroup;
            m_fought = *fought;
            m_usedIds = m_roster.usedIds();
            Battlegroup onTheWay;
            for (const Replacement &r : *pending) {
                if (r.joinedBattle == 0)
                    onTheWay.units.append(r.unit);
            }
            m_usedIds.unite(onTheWay.usedIds());
            for (const Unit &u : std::as_const(m_roster.units))
                m_unit->addItem(tr("%1 (%2)").arg(u.name, u.id), u.id);
        } else {
            showError(tr("Battlegroup: %1").arg(error));
        }
    }
    unitChanged();
    updateArrival();
}

void ReplacementDialog::unitChanged()
{
    m_model->clear();
    const QString id = m_unit->currentData().toString();
    for (const Unit &u : std::as_const(m_roster.units)) {
        if (u.id != id)
            continue;
        for (const Piece &p : u.pieces) {
            const QString what = p.kind == PieceKind::Soldier ? enumDisplayName(p.rank) : enumDisplayName(p.kind);
            m_model->addItem(tr("%1 — %2").arg(p.name, what), p.id);
        }
    }
}

void ReplacementDialog::updateArrival()
{
    if (m_battlegroup->currentText().isEmpty()) {
        m_arrival->clear();
        return;
    }
    // R12: asked for now, after `fought` battles; they miss `delay` battles and fight in the one after.
    const int delay = m_delay->value();
    const int battle = m_fought + delay + 1;
    m_arrival->setText(delay == 0 ? tr("They arrive in time for its next battle (its battle %1).").arg(battle)
                                  : tr("They miss %n battle(s) and arrive for its battle %1.", nullptr, delay).arg(battle));
}

void ReplacementDialog::updateEnabled()
{
    const bool fresh = m_newUnit->isChecked();
    for (QWidget *w : {static_cast<QWidget *>(m_template), static_cast<QWidget *>(m_unitName), static_cast<QWidget *>(m_green)})
        w->setEnabled(fresh);
    for (QWidget *w : {static_cast<QWidget *>(m_unit), static_cast<QWidget *>(m_model), static_cast<QWidget *>(m_count),
                       static_cast<QWidget *>(m_pieceName)})
        w->setEnabled(!fresh);
}

void ReplacementDialog::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

std::optional<Unit> ReplacementDialog::buildUnit(QString *error) const
{
    auto used = std::make_shared<QSet<QString>>(m_usedIds);
    const IdGenerator ids = [used](const QString &stem) {
        const QString id = Battlegroup::freeId(stem, *used);
        used->insert(id);
        return id;
    };
    if (m_newUnit->isChecked()) {
        const QString key = m_template->currentData().toString();
        const QString name = m_unitName->text().trimmed();
        if (name.isEmpty()) {
            *error = tr("Unit name: the new unit needs a name");
            return std::nullopt;
        }
        std::optional<Unit> unit = unitFromTemplate(key, ids, name);
        if (!unit) {
            *error = tr("Template: choose what kind of unit arrives");
            return std::nullopt;
        }
        if (m_green->isChecked())
            unit->experience = Experience::Green;
        return unit;
    }
    const QString unitId = m_unit->currentData().toString();
    const auto unit = std::find_if(m_roster.units.cbegin(), m_roster.units.cend(), [&](const Unit &u) { return u.id == unitId; });
    if (unitId.isEmpty() || unit == m_roster.units.cend()) {
        *error = tr("Unit: choose the unit the pieces join");
        return std::nullopt;
    }
    const QString modelId = m_model->currentData().toString();
    const auto model = std::find_if(unit->pieces.cbegin(), unit->pieces.cend(), [&](const Piece &p) { return p.id == modelId; });
    if (modelId.isEmpty() || model == unit->pieces.cend()) {
        *error = tr("Like: choose one of the unit's pieces the replacements are like");
        return std::nullopt;
    }
    const QString name = m_pieceName->text().trimmed();
    if (name.isEmpty()) {
        *error = tr("Piece name: the arriving pieces need a name");
        return std::nullopt;
    }
    Unit joining = *unit;
    joining.pieces.clear();
    for (int i = 1; i <= m_count->value(); ++i) {
        // A fresh, undamaged copy: not a crew survivor or the unit's morale officer (R9, R10).
        Piece p = CarryOver::freshPiece(*model);
        CarryOver::repair(p);
        p.crewSurvivor = false;
        p.moraleOfficer = false;
        p.id = ids(unitId);
        p.name = m_count->value() == 1 ? name : tr("%1 %2").arg(name).arg(i);
        joining.pieces.append(p);
    }
    return joining;
}

std::optional<qint64> ReplacementDialog::submit()
{
    const QString battlegroup = m_battlegroup->currentText();
    if (battlegroup.isEmpty()) {
        showError(tr("Battlegroup: the campaign has no battlegroup yet; record a battle first"));
        return std::nullopt;
    }
    QString error;
    const std::optional<Unit> unit = buildUnit(&error);
    if (!unit) {
        showError(error);
        return std::nullopt;
    }
    const auto id = RatioCampaignRecorder(*m_campaign).addReplacement(battlegroup, *unit, m_delay->value(), &error, m_notes->text().trimmed());
    if (!id) {
        showError(error);
        return std::nullopt;
    }
    showError({});
    const QString description = tr("%n piece(s) for %1 of \"%2\". %3", nullptr, static_cast<int>(unit->pieces.size()))
                                    .arg(unit->name, battlegroup, m_arrival->text());
    Q_EMIT replacementAdded(*id, description);
    accept();
    return id;
}

} // namespace md
