#include "napoleonic/editors/NapUnitForm.h"

#include "napoleonic/model/NapFileLimits.h"
#include "napoleonic/rules/NapCmr.h"
#include "widgets/NotesEdit.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
using L = NapFileLimits;

// 15.27's bands, for the grade's explanation.
QString gradeBand(NapGrade grade)
{
    switch (grade) {
    case NapGrade::Militia: return NapUnitForm::tr("CMR 4 or less");
    case NapGrade::Line: return NapUnitForm::tr("CMR 5-7");
    case NapGrade::Elite: return NapUnitForm::tr("CMR 8 or more");
    }
    return {};
}
} // namespace

QSpinBox *NapUnitForm::numberBox(const QString &objectName)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(objectName);
    // Wider than the valid range, so that a typed -1 or 99 is refused with a reason, not swallowed.
    box->setRange(-99999, 99999);
    box->setKeyboardTracking(false);
    return box;
}

NapUnitForm::NapUnitForm(const NapBattle *source, QWidget *parent)
    : NapEditorForm(source, parent)
{
    setObjectName(u"napUnitForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"napUnitName"_s);
    m_name->setMaxLength(L::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (isFilling() || !unit())
            return;
        const QString name = m_name->text().trimmed();
        if (name.isEmpty())
            return refuse(m_name, tr("must not be empty"));
        editUnit(m_name, tr("Rename unit: %1").arg(name), [name](NapUnit &u) { u.name = name; });
    });

    m_type = new QComboBox(this);
    m_type->setObjectName(u"napUnitType"_s);
    addEnumItems<NapUnitType>(m_type);
    addField(tr("T&ype:"), m_type);
    connect(m_type, &QComboBox::currentIndexChanged, this, &NapUnitForm::setType);

    m_cmr = numberBox(u"napUnitCmr"_s);
    m_cmr->setToolTip(tr("15.27: the starting battleday CMR defines the unit's grade. 15.26h: a headquarters "
                         "base checks at 8."));
    addField(tr("Starting &CMR:"), m_cmr);
    connect(m_cmr, &QSpinBox::valueChanged, this, &NapUnitForm::setCmr);
    m_grade = addReadOnly(tr("Grade:"), u"napUnitGrade"_s);
    m_grade->setToolTip(tr("15.27: Militia 4 or less, Line 5-7, Elite 8 or more. It sets X-a and the unit's "
                           "MFP (B.4.5)."));

    m_figures = numberBox(u"napUnitFigures"_s);
    m_figures->setToolTip(tr("The figures at the start of the battleday (for artillery: its crew)."));
    addField(tr("Starting &figures:"), m_figures);
    connect(m_figures, &QSpinBox::valueChanged, this, &NapUnitForm::setFigures);

    m_figuresLost = numberBox(u"napUnitFiguresLost"_s);
    m_figuresLost->setToolTip(tr("15.52: -1 CMR for each. A correction: record losses in play, where the checks "
                                 "they bring follow."));
    addField(tr("Fi&gures lost:"), m_figuresLost);
    connect(m_figuresLost, &QSpinBox::valueChanged, this, &NapUnitForm::setFiguresLost);

    m_cannon = numberBox(u"napUnitCannon"_s);
    m_cannon->setToolTip(tr("15.53: a battery's cannon at the start."));
    addField(tr("Starting c&annon:"), m_cannon);
    connect(m_cannon, &QSpinBox::valueChanged, this, &NapUnitForm::setCannon);

    m_cannonLost = numberBox(u"napUnitCannonLost"_s);
    m_cannonLost->setToolTip(tr("15.53: cannon lost so far (a correction; record losses in play)."));
    addField(tr("Cannon &lost:"), m_cannonLost);
    connect(m_cannonLost, &QSpinBox::valueChanged, this, &NapUnitForm::setCannonLost);

    m_formation = new QComboBox(this);
    m_formation->setObjectName(u"napUnitFormation"_s);
    addEnumItems<NapFormation>(m_formation);
    addField(tr("F&ormation:"), m_formation);
    connect(m_formation, &QComboBox::currentIndexChanged, this, [this] {
        const NapUnit *u = unit();
        if (isFilling() || !u)
            return;
        const auto formation = static_cast<NapFormation>(m_formation->currentData().toInt());
        editUnit(m_formation, tr("Formation of %1: %2").arg(u->name, enumDisplayName(formation)),
                 [formation](NapUnit &x) { x.formation = formation; });
    });

    m_state = new QComboBox(this);
    m_state->setObjectName(u"napUnitState"_s);
    addEnumItems<NapUnitState>(m_state);
    m_state->setToolTip(tr("A correction: checks and rallies in play set the state."));
    addField(tr("&State:"), m_state);
    connect(m_state, &QComboBox::currentIndexChanged, this, [this] {
        const NapUnit *u = unit();
        if (isFilling() || !u)
            return;
        const auto state = static_cast<NapUnitState>(m_state->currentData().toInt());
        editUnit(m_state, tr("State of %1: %2").arg(u->name, enumDisplayName(state)), [state](NapUnit &x) {
            x.state = state;
            if (state != NapUnitState::Routed)
                x.rallyFailures = 0; // counted only in a rout (B.4.4)
        });
    });

    m_rallyFailures = numberBox(u"napUnitRallyFailures"_s);
    m_rallyFailures->setToolTip(tr("B.4.4, B-18: failed rally attempts in the current rout."));
    addField(tr("Failed &rallies:"), m_rallyFailures);
    connect(m_rallyFailures, &QSpinBox::valueChanged, this, &NapUnitForm::setRallyFailures);

    m_lateArrival = new QCheckBox(tr("Arri&ved on a later battleday"), this);
    m_lateArrival->setObjectName(u"napUnitLate"_s);
    m_lateArrival->setToolTip(tr("15.96: exempt from the campaign -1 of the army's previous battleday."));
    addWideField(m_lateArrival, tr("Arrived on a later battleday"));
    connect(m_lateArrival, &QCheckBox::toggled, this, [this](bool on) {
        const NapUnit *u = unit();
        if (isFilling() || !u)
            return;
        editUnit(m_lateArrival, on ? tr("%1 arrived on a later battleday").arg(u->name)
                                   : tr("%1 is there from the army's first battleday").arg(u->name),
                 [on](NapUnit &x) { x.lateArrival = on; });
    });

    m_notes = new NotesEdit(this);
    m_notes->setObjectName(u"napUnitNotes"_s);
    addField(tr("No&tes:"), m_notes);
    connect(m_notes, &NotesEdit::editingFinished, this, [this] {
        const NapUnit *u = unit();
        if (isFilling() || !u)
            return;
        const QString notes = m_notes->toPlainText();
        if (notes.size() > L::maxNotesLength)
            return refuse(m_notes, tr("must be at most %1 characters").arg(L::maxNotesLength));
        editUnit(m_notes, tr("Edit notes of %1").arg(u->name), [notes](NapUnit &x) { x.notes = notes; });
    });

    m_command = new QComboBox(this);
    m_command->setObjectName(u"napUnitCommand"_s);
    m_command->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_command->setMinimumContentsLength(12);
    m_command->setToolTip(tr("The command the unit belongs to (N18-N20 count its losses), in the same army."));
    addField(tr("Co&mmand:"), m_command);
    connect(m_command, &QComboBox::currentIndexChanged, this, &NapUnitForm::moveToCommand);

    m_buttons = new QWidget(this);
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 6, 0, 0);
    m_up = new QPushButton(tr("Move &up"), m_buttons);
    m_up->setObjectName(u"napUnitUp"_s);
    m_up->setAccessibleName(tr("Move unit up"));
    m_down = new QPushButton(tr("Move do&wn"), m_buttons);
    m_down->setObjectName(u"napUnitDown"_s);
    m_down->setAccessibleName(tr("Move unit down"));
    m_remove = new QPushButton(tr("R&emove unit"), m_buttons);
    m_remove->setObjectName(u"napRemoveUnit"_s);
    row->addWidget(m_up);
    row->addWidget(m_down);
    row->addStretch(1);
    row->addWidget(m_remove);
    addWideField(m_buttons, tr("Unit actions"));
    connect(m_up, &QPushButton::clicked, this, [this] { moveInCommand(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveInCommand(+1); });
    connect(m_remove, &QPushButton::clicked, this, &NapUnitForm::removeUnit);
}

void NapUnitForm::setUnit(const QString &id)
{
    m_id = id;
    refresh();
}

const NapUnit *NapUnitForm::unit(const NapCommand **command, const NapArmy **army) const
{
    return battle().unit(m_id, command, army);
}

void NapUnitForm::editUnit(QWidget *field, const QString &undoText, const std::function<void(NapUnit &)> &change)
{
    if (isFilling() || !unit())
        return;
    const QString id = m_id;
    edit(field, undoText, [id, change](NapBattle &b) { change(*b.unit(id)); });
}

void NapUnitForm::setType()
{
    const NapUnit *u = unit();
    if (isFilling() || !u)
        return;
    const auto type = static_cast<NapUnitType>(m_type->currentData().toInt());
    if (type == u->type)
        return;
    // 15.53: only a battery has cannon; a battery that becomes another type would keep them unseen.
    if (u->type == NapUnitType::Artillery && (u->startCannon > 0 || u->cannonLost > 0))
        return refuse(m_type, tr("only artillery has cannon (15.53): set its cannon to 0 first"));
    editUnit(m_type, tr("Type of %1: %2").arg(u->name, enumDisplayName(type)), [type](NapUnit &x) { x.type = type; });
}

void NapUnitForm::setCmr(int value)
{
    const NapUnit *u = unit();
    if (isFilling() || !u || value == u->startCmr)
        return;
    if (value < L::minCmr || value > L::maxCmr)
        return refuse(m_cmr, tr("must be from %1 to %2").arg(L::minCmr).arg(L::maxCmr));
    editUnit(m_cmr, tr("Starting CMR of %1: %2").arg(u->name).arg(value), [value](NapUnit &x) { x.startCmr = value; });
}

void NapUnitForm::setFigures(int value)
{
    const NapUnit *u = unit();
    if (isFilling() || !u || value == u->startFigures)
        return;
    if (value < 1)
        return refuse(m_figures, tr("must be at least 1"));
    if (value > L::maxFigures)
        return refuse(m_figures, tr("must be at most %1").arg(L::maxFigures));
    if (value < u->figuresLost)
        return refuse(m_figures, tr("must be at least the figures lost (%1)").arg(u->figuresLost));
    editUnit(m_figures, tr("Starting figures of %1: %2").arg(u->name).arg(value), [value](NapUnit &x) { x.startFigures = value; });
}

void NapUnitForm::setFiguresLost(int value)
{
    const NapUnit *u = unit();
    if (isFilling() || !u || value == u->figuresLost)
        return;
    if (value < 0)
        return refuse(m_figuresLost, tr("must be at least 0"));
    if (value > u->startFigures)
        return refuse(m_figuresLost, tr("must not be more than the starting figures (%1)").arg(u->startFigures));
    editUnit(m_figuresLost, tr("Correct figures lost of %1: %2").arg(u->name).arg(value), [value](NapUnit &x) { x.figuresLost = value; });
}

void NapUnitForm::setCannon(int value)
{
    const NapUnit *u = unit();
    if (isFilling() || !u || value == u->startCannon)
        return;
    if (u->type != NapUnitType::Artillery)
        return refuse(m_cannon, tr("only artillery has cannon (15.53)"));
    if (value < 0)
        return refuse(m_cannon, tr("must be at least 0"));
    if (value > L::maxCannon)
        return refuse(m_cannon, tr("must be at most %1").arg(L::maxCannon));
    if (value < u->cannonLost)
        return refuse(m_cannon, tr("must be at least the cannon lost (%1)").arg(u->cannonLost));
    editUnit(m_cannon, tr("Starting cannon of %1: %2").arg(u->name).arg(value), [value](NapUnit &x) { x.startCannon = value; });
}

void NapUnitForm::setCannonLost(int value)
{
    const NapUnit *u = unit();
    if (isFilling() || !u || value == u->cannonLost)
        return;
    if (u->type != NapUnitType::Artillery)
        return refuse(m_cannonLost, tr("only artillery has cannon (15.53)"));
    if (value < 0)
        return refuse(m_cannonLost, tr("must be at least 0"));
    if (value > u->startCannon)
        return refuse(m_cannonLost, tr("must not be more than the starting cannon (%1)").arg(u->startCannon));
    editUnit(m_cannonLost, tr("Correct cannon lost of %1: %2").arg(u->name).arg(value), [value](NapUnit &x) { x.cannonLost = value; });
}

void NapUnitForm::setRallyFailures(int value)
{
    const NapUnit *u = unit();
    if (isFilling() || !u || value == u->rallyFailures)
        return;
    if (value < 0)
        return refuse(m_rallyFailures, tr("must be at least 0"));
    if (value > L::maxInteger)
        return refuse(m_rallyFailures, tr("must be at most %1").arg(L::maxInteger));
    if (value > 0 && u->state != NapUnitState::Routed)
        return refuse(m_rallyFailures, tr("only a routed unit has failed rallies (B.4.4)"));
    editUnit(m_rallyFailures, tr("Failed rallies of %1: %2").arg(u->name).arg(value), [value](NapUnit &x) { x.rallyFailures = value; });
}

void NapUnitForm::moveToCommand()
{
    const NapCommand *owner = nullptr;
    const NapUnit *u = unit(&owner);
    if (isFilling() || !u)
        return;
    const QString targetId = m_command->currentData().toString();
    const NapCommand *target = battle().command(targetId);
    if (!target || targetId == owner->id)
        return;
    if (target->units.size() >= L::maxUnitsPerCommand)
        return refuse(m_command, tr("%1 already has %2 units").arg(target->name).arg(L::maxUnitsPerCommand));
    const NapUnit moved = *u;
    const QString ownerId = owner->id;
    edit(m_command, tr("Move %1 to %2").arg(u->name, target->name), [moved, ownerId, targetId](NapBattle &b) {
        b.command(ownerId)->units.removeIf([&moved](const NapUnit &x) { return x.id == moved.id; });
        b.command(targetId)->units.append(moved);
    });
}

void NapUnitForm::moveInCommand(int by)
{
    const NapCommand *owner = nullptr;
    const NapUnit *u = unit(&owner);
    if (!u)
        return;
    const qsizetype at = u - owner->units.constData();
    const qsizetype to = at + by;
    if (to < 0 || to >= owner->units.size())
        return;
    const QString ownerId = owner->id;
    edit(m_buttons, by < 0 ? tr("Move unit up: %1").arg(u->name) : tr("Move unit down: %1").arg(u->name),
         [ownerId, at, to](NapBattle &b) { b.command(ownerId)->units.move(at, to); });
}

void NapUnitForm::removeUnit()
{
    const NapCommand *owner = nullptr;
    const NapUnit *u = unit(&owner);
    if (!u)
        return;
    for (const NapPendingCheck &check : battle().pending) {
        if (check.unitId == m_id)
            return refuse(m_buttons, tr("%1 has a check waiting: resolve it first").arg(u->name));
    }
    const QString ownerId = owner->id;
    const QString id = m_id;
    edit(m_buttons, tr("Remove unit: %1").arg(u->name), [ownerId, id](NapBattle &b) {
        b.command(ownerId)->units.removeIf([&id](const NapUnit &x) { return x.id == id; });
    });
}

void NapUnitForm::fill()
{
    const NapCommand *owner = nullptr;
    const NapArmy *army = nullptr;
    const NapUnit *u = unit(&owner, &army);
    setEnabled(u != nullptr);
    if (!u)
        return;
    m_name->setText(u->name);
    m_type->setCurrentIndex(m_type->findData(static_cast<int>(u->type)));
    m_cmr->setValue(u->startCmr);
    // The grade the rules use (X-a, the MFP table): 15.27's band of the starting CMR, a headquarters base's
    // Elite (15.26h), or the current CMR's band under B-4's reading.
    const NapGrade grade = NapCmr::grade(*u, *army, battle());
    if (u->type == NapUnitType::Headquarters)
        m_grade->setText(tr("%1 (a headquarters base, 15.26h)").arg(enumDisplayName(grade)));
    else if (battle().rules.gradeFromCurrentCmr)
        m_grade->setText(tr("%1 (%2 of the current CMR, B-4)").arg(enumDisplayName(grade), gradeBand(grade)));
    else
        m_grade->setText(tr("%1 (%2, 15.27)").arg(enumDisplayName(grade), gradeBand(grade)));
    m_figures->setValue(u->startFigures);
    m_figuresLost->setValue(u->figuresLost);
    m_cannon->setValue(u->startCannon);
    m_cannonLost->setValue(u->cannonLost);
    const bool artillery = u->type == NapUnitType::Artillery;
    setFieldShown(m_cannon, artillery || u->startCannon > 0);
    setFieldShown(m_cannonLost, artillery || u->cannonLost > 0);
    m_formation->setCurrentIndex(m_formation->findData(static_cast<int>(u->formation)));
    m_state->setCurrentIndex(m_state->findData(static_cast<int>(u->state)));
    m_rallyFailures->setValue(u->rallyFailures);
    m_lateArrival->setChecked(u->lateArrival);
    if (m_notes->toPlainText() != u->notes)
        m_notes->setPlainText(u->notes);

    m_command->clear();
    for (const NapCommand &c : army->commands)
        m_command->addItem(c.name, c.id);
    m_command->setCurrentIndex(m_command->findData(owner->id));

    const qsizetype at = u - owner->units.constData();
    m_up->setEnabled(at > 0);
    m_down->setEnabled(at + 1 < owner->units.size());
}

} // namespace md::nap
