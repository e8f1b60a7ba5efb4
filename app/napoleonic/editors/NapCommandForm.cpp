#include "napoleonic/editors/NapCommandForm.h"

#include "napoleonic/model/NapFileLimits.h"

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

// The order of battle as the file keeps it: every command after its parent, sub-commands in their order.
void treeOrder(QList<NapCommand> &commands)
{
    QList<NapCommand> ordered;
    QSet<QString> placed;
    QSet<QString> ids;
    for (const NapCommand &c : commands)
        ids.insert(c.id);
    // A command whose parent is not in the army (there should be none) is placed as a top command.
    const std::function<void(const QString &)> place = [&](const QString &parentId) {
        for (const NapCommand &c : std::as_const(commands)) {
            const bool top = c.parentId.isEmpty() || !ids.contains(c.parentId);
            if (placed.contains(c.id) || (parentId.isEmpty() ? !top : c.parentId != parentId))
                continue;
            placed.insert(c.id);
            ordered.append(c);
            place(c.id);
        }
    };
    place({});
    for (const NapCommand &c : std::as_const(commands)) {
        if (!placed.contains(c.id)) // in a loop of parents: kept, at the end
            ordered.append(c);
    }
    commands = ordered;
}

// The level a sub-command usually has: one below its parent.
NapCommandLevel levelBelow(NapCommandLevel level)
{
    switch (level) {
    case NapCommandLevel::Nation: return NapCommandLevel::Army;
    case NapCommandLevel::Army: return NapCommandLevel::WingCorps;
    case NapCommandLevel::WingCorps: return NapCommandLevel::Division;
    default: return NapCommandLevel::Brigade;
    }
}

// PLACEHOLDER strengths of a new unit (B.6): examples for the players to replace.
NapUnit newUnit(NapUnitType type)
{
    NapUnit u;
    u.type = type;
    switch (type) {
    case NapUnitType::Infantry: u.startFigures = 24; break;
    case NapUnitType::Cavalry: u.startFigures = 12; u.formation = NapFormation::Mounted; break;
    case NapUnitType::Skirmish: u.startFigures = 6; u.formation = NapFormation::OpenOrderFull; break;
    case NapUnitType::Artillery:
        u.startFigures = 8;
        u.startCannon = 6;
        u.formation = NapFormation::Limbered;
        break;
    case NapUnitType::Headquarters: u.startFigures = 1; u.startCmr = 8; break; // 15.26h: a headquarters is 8
    case NapUnitType::Train: u.startFigures = 4; u.formation = NapFormation::Column; break;
    }
    return u;
}
} // namespace

NapCommandForm::NapCommandForm(const NapBattle *source, QWidget *parent)
    : NapEditorForm(source, parent)
{
    setObjectName(u"napCommandForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"napCommandName"_s);
    m_name->setMaxLength(L::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (isFilling() || !command())
            return;
        const QString name = m_name->text().trimmed();
        if (name.isEmpty())
            return refuse(m_name, tr("must not be empty"));
        editCommand(m_name, tr("Rename command: %1").arg(name), [name](NapCommand &c) { c.name = name; });
    });

    m_level = new QComboBox(this);
    m_level->setObjectName(u"napCommandLevel"_s);
    addEnumItems<NapCommandLevel>(m_level);
    m_level->setToolTip(tr("B.4.5 (2): a brigade, division, wing or corps officer is worth 5 MFP, an army or "
                           "nation commander 15."));
    addField(tr("&Level:"), m_level);
    connect(m_level, &QComboBox::currentIndexChanged, this, [this] {
        const NapCommand *c = command();
        if (isFilling() || !c)
            return;
        const auto level = static_cast<NapCommandLevel>(m_level->currentData().toInt());
        editCommand(m_level, tr("Level of %1: %2").arg(c->name, enumDisplayName(level)), [level](NapCommand &x) { x.level = level; });
    });

    m_parent = new QComboBox(this);
    m_parent->setObjectName(u"napCommandParent"_s);
    m_parent->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_parent->setMinimumContentsLength(12);
    m_parent->setToolTip(tr("The command this one sits under, in the same army (N18-N20 count a command's "
                            "losses)."));
    addField(tr("Un&der:"), m_parent);
    connect(m_parent, &QComboBox::currentIndexChanged, this, &NapCommandForm::setParent);

    addSection(tr("Officer"));
    m_officerName = new QLineEdit(this);
    m_officerName->setObjectName(u"napOfficerName"_s);
    m_officerName->setMaxLength(L::maxNameLength);
    addField(tr("Of&ficer:"), m_officerName);
    connect(m_officerName, &QLineEdit::editingFinished, this, [this] {
        const NapCommand *c = command();
        if (isFilling() || !c)
            return;
        const QString name = m_officerName->text().trimmed();
        editCommand(m_officerName, tr("Officer of %1: %2").arg(c->name, name), [name](NapCommand &x) { x.officerName = name; });
    });

    m_officer = new QComboBox(this);
    m_officer->setObjectName(u"napOfficerStatus"_s);
    addEnumItems<NapOfficerStatus>(m_officer);
    m_officer->setToolTip(tr("E07-E10: an officer wounded or killed costs MFP. Record it in play, where the MFP "
                             "follow; here it is a correction."));
    addField(tr("&Status:"), m_officer);
    connect(m_officer, &QComboBox::currentIndexChanged, this, [this] {
        const NapCommand *c = command();
        if (isFilling() || !c)
            return;
        const auto status = static_cast<NapOfficerStatus>(m_officer->currentData().toInt());
        editCommand(m_officer, tr("Officer of %1: %2").arg(c->name, enumDisplayName(status)), [status](NapCommand &x) { x.officer = status; });
    });

    m_appointed = new QCheckBox(tr("Appo&inted officer (counts for the MFP total)"), this);
    m_appointed->setObjectName(u"napOfficerAppointed"_s);
    m_appointed->setToolTip(tr("B.4.5 (2): each appointed officer adds his MFP to the army's total."));
    addWideField(m_appointed, tr("Appointed officer"));
    connect(m_appointed, &QCheckBox::toggled, this, [this](bool on) {
        const NapCommand *c = command();
        if (isFilling() || !c)
            return;
        editCommand(m_appointed, on ? tr("Officer of %1 appointed").arg(c->name) : tr("Officer of %1 not appointed").arg(c->name),
                    [on](NapCommand &x) { x.officerAppointed = on; });
    });

    addSection(tr("Orders and arrival"));
    m_order = new QComboBox(this);
    m_order->setObjectName(u"napCommandOrder"_s);
    addEnumItems<NapOrder>(m_order);
    m_order->setToolTip(tr("E11-E13: orders change the MFP on an hourly turn."));
    addField(tr("&Order:"), m_order);
    connect(m_order, &QComboBox::currentIndexChanged, this, [this] {
        const NapCommand *c = command();
        if (isFilling() || !c)
            return;
        const auto order = static_cast<NapOrder>(m_order->currentData().toInt());
        editCommand(m_order, tr("Order of %1: %2").arg(c->name, enumDisplayName(order)), [order](NapCommand &x) { x.order = order; });
    });

    m_presence = new QComboBox(this);
    m_presence->setObjectName(u"napCommandPresence"_s);
    addEnumItems<NapPresence>(m_presence);
    m_presence->setToolTip(tr("15.82: a command counts for the MFP total from its arrival; B-21: a withdrawn one "
                              "per the battle's readings."));
    addField(tr("&Presence:"), m_presence);
    connect(m_presence, &QComboBox::currentIndexChanged, this, [this] {
        const NapCommand *c = command();
        if (isFilling() || !c)
            return;
        const auto presence = static_cast<NapPresence>(m_presence->currentData().toInt());
        editCommand(m_presence, tr("Presence of %1: %2").arg(c->name, enumDisplayName(presence)),
                    [presence](NapCommand &x) { x.presence = presence; });
    });

    m_lateArrival = new QCheckBox(tr("Arri&ves on a later battleday"), this);
    m_lateArrival->setObjectName(u"napCommandLate"_s);
    m_lateArrival->setToolTip(tr("15.96: exempt from the campaign -1 of the army's previous battleday."));
    addWideField(m_lateArrival, tr("Arrives on a later battleday"));
    connect(m_lateArrival, &QCheckBox::toggled, this, [this](bool on) {
        const NapCommand *c = command();
        if (isFilling() || !c)
            return;
        editCommand(m_lateArrival, on ? tr("%1 arrives on a later battleday").arg(c->name)
                                      : tr("%1 is there from the army's first battleday").arg(c->name),
                    [on](NapCommand &x) { x.lateArrival = on; });
    });

    m_arrivalTurn = new QSpinBox(this);
    m_arrivalTurn->setObjectName(u"napArrivalTurn"_s);
    m_arrivalTurn->setRange(-99999, 9999999); // wider than valid: a bad value is refused with a reason
    m_arrivalTurn->setKeyboardTracking(false);
    m_arrivalTurn->setSpecialValueText(tr("none planned"));
    m_arrivalTurn->setToolTip(tr("The turn it is planned to arrive on, for the players; 0: none planned."));
    addField(tr("Arrival &turn:"), m_arrivalTurn);
    connect(m_arrivalTurn, &QSpinBox::valueChanged, this, &NapCommandForm::setArrivalTurn);

    addSection(tr("Units and sub-commands"));
    m_addRow = new QWidget(this);
    auto *addLayout = new QHBoxLayout(m_addRow);
    addLayout->setContentsMargins(0, 0, 0, 0);
    m_unitType = new QComboBox(m_addRow);
    m_unitType->setObjectName(u"napNewUnitType"_s);
    m_unitType->setAccessibleName(tr("Type of the new unit"));
    addEnumItems<NapUnitType>(m_unitType);
    m_addUnit = new QPushButton(tr("&Add unit"), m_addRow);
    m_addUnit->setObjectName(u"napAddUnit"_s);
    m_addUnit->setToolTip(tr("A new unit starts with example CMR and figures: set your scenario's."));
    m_addSub = new QPushButton(tr("Add su&b-command"), m_addRow);
    m_addSub->setObjectName(u"napAddSubCommand"_s);
    addLayout->addWidget(m_unitType, 1);
    addLayout->addWidget(m_addUnit);
    addLayout->addWidget(m_addSub);
    auto *typeLabel = addField(tr("New unit t&ype:"), m_addRow);
    typeLabel->setBuddy(m_unitType);
    connect(m_addUnit, &QPushButton::clicked, this, &NapCommandForm::addUnit);
    connect(m_addSub, &QPushButton::clicked, this, &NapCommandForm::addSubCommand);

    m_buttons = new QWidget(this);
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 6, 0, 0);
    m_up = new QPushButton(tr("Move &up"), m_buttons);
    m_up->setObjectName(u"napCommandUp"_s);
    m_up->setAccessibleName(tr("Move command up"));
    m_down = new QPushButton(tr("Move do&wn"), m_buttons);
    m_down->setObjectName(u"napCommandDown"_s);
    m_down->setAccessibleName(tr("Move command down"));
    m_remove = new QPushButton(tr("&Remove command"), m_buttons);
    m_remove->setObjectName(u"napRemoveCommand"_s);
    row->addWidget(m_up);
    row->addWidget(m_down);
    row->addStretch(1);
    row->addWidget(m_remove);
    addWideField(m_buttons, tr("Command actions"));
    connect(m_up, &QPushButton::clicked, this, [this] { moveCommand(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveCommand(+1); });
    connect(m_remove, &QPushButton::clicked, this, &NapCommandForm::removeCommand);
}

void NapCommandForm::setCommand(const QString &id)
{
    m_id = id;
    refresh();
}

const NapCommand *NapCommandForm::command(const NapArmy **army) const { return battle().command(m_id, army); }

bool NapCommandForm::editCommand(QWidget *field, const QString &undoText, const std::function<void(NapCommand &)> &change)
{
    if (isFilling() || !command())
        return false;
    const QString id = m_id;
    return edit(field, undoText, [id, change](NapBattle &b) { change(*b.command(id)); });
}

bool NapCommandForm::isUnder(const NapArmy &army, const QString &candidate) const
{
    // Up from the candidate through its parents; bounded, so a file with a loop already in it cannot hang.
    QString at = candidate;
    for (qsizetype steps = 0; !at.isEmpty() && steps <= army.commands.size(); ++steps) {
        if (at == m_id)
            return true;
        const NapCommand *c = army.command(at);
        at = c ? c->parentId : QString();
    }
    return false;
}

void NapCommandForm::setParent()
{
    const NapArmy *a = nullptr;
    const NapCommand *c = command(&a);
    if (isFilling() || !c)
        return;
    const QString parentId = m_parent->currentData().toString();
    if (parentId == c->parentId)
        return;
    if (!parentId.isEmpty()) {
        const NapCommand *parent = a->command(parentId);
        if (!parent)
            return refuse(m_parent, tr("the command above must be of the same army"));
        if (isUnder(*a, parentId))
            return refuse(m_parent, parentId == m_id
                              ? tr("a command cannot sit under itself")
                              : tr("%1 is under %2: a command cannot sit under its own sub-command").arg(parent->name, c->name));
    }
    const QString undoText = parentId.isEmpty() ? tr("%1 becomes a top command").arg(c->name)
                                                : tr("Put %1 under %2").arg(c->name, a->command(parentId)->name);
    const QString id = m_id;
    const QString armyId = a->id;
    edit(m_parent, undoText, [id, armyId, parentId](NapBattle &b) {
        NapArmy *army = b.army(armyId);
        army->command(id)->parentId = parentId;
        treeOrder(army->commands);
    });
}

void NapCommandForm::setArrivalTurn(int value)
{
    const NapCommand *c = command();
    if (isFilling() || !c || value == c->arrivalTurn)
        return;
    if (value < 0)
        return refuse(m_arrivalTurn, tr("must be at least 0 (none planned)"));
    if (value > L::maxTurn)
        return refuse(m_arrivalTurn, tr("must be at most %1").arg(L::maxTurn));
    editCommand(m_arrivalTurn, value == 0 ? tr("No arrival planned for %1").arg(c->name)
                                          : tr("Arrival turn of %1: %2").arg(c->name).arg(value),
                [value](NapCommand &x) { x.arrivalTurn = value; });
}

void NapCommandForm::addUnit()
{
    const NapCommand *c = command();
    if (!c)
        return;
    if (c->units.size() >= L::maxUnitsPerCommand)
        return refuse(m_addRow, tr("at most %1 units in a command").arg(L::maxUnitsPerCommand));
    qsizetype total = 0;
    for (const NapArmy &a : battle().armies) {
        for (const NapCommand &x : a.commands)
            total += x.units.size();
    }
    if (total >= L::maxUnitsTotal)
        return refuse(m_addRow, tr("at most %1 units in a battle").arg(L::maxUnitsTotal));
    const auto type = static_cast<NapUnitType>(m_unitType->currentData().toInt());
    NapUnit u = newUnit(type);
    u.id = NapBattle::freeId(m_id + u"-u"_s + QString::number(c->units.size() + 1), battle().usedIds());
    QSet<QString> names;
    for (const NapUnit &x : c->units)
        names.insert(x.name);
    const QString stem = tr("New %1").arg(enumNameInSentence(type));
    u.name = stem;
    for (int n = 2; names.contains(u.name); ++n)
        u.name = tr("%1 (%2)").arg(stem).arg(n);
    const QString id = u.id;
    if (editCommand(m_addRow, tr("Add unit: %1").arg(u.name), [u](NapCommand &x) { x.units.append(u); }))
        Q_EMIT selectionRequested(id);
}

void NapCommandForm::addSubCommand()
{
    const NapArmy *a = nullptr;
    const NapCommand *c = command(&a);
    if (!c)
        return;
    if (a->commands.size() >= L::maxCommandsPerArmy)
        return refuse(m_addRow, tr("at most %1 commands in an army").arg(L::maxCommandsPerArmy));
    NapCommand sub;
    sub.id = NapBattle::freeId(m_id + u"-sub"_s, battle().usedIds());
    sub.parentId = m_id;
    sub.level = levelBelow(c->level);
    sub.name = tr("New %1").arg(enumNameInSentence(sub.level));
    const QString id = sub.id;
    const QString armyId = a->id;
    const bool added = edit(m_addRow, tr("Add sub-command: %1").arg(sub.name), [armyId, sub](NapBattle &b) {
        NapArmy *army = b.army(armyId);
        army->commands.append(sub);
        treeOrder(army->commands);
    });
    if (added)
        Q_EMIT selectionRequested(id);
}

void NapCommandForm::moveCommand(int by)
{
    const NapArmy *a = nullptr;
    const NapCommand *c = command(&a);
    if (!c)
        return;
    // Among the commands under the same parent: a brigade moves within its division.
    const qsizetype at = c - a->commands.constData();
    qsizetype other = at + by;
    while (other >= 0 && other < a->commands.size() && a->commands.at(other).parentId != c->parentId)
        other += by;
    if (other < 0 || other >= a->commands.size())
        return;
    const QString armyId = a->id;
    edit(m_buttons, by < 0 ? tr("Move command up: %1").arg(c->name) : tr("Move command down: %1").arg(c->name),
         [armyId, at, other](NapBattle &b) {
             NapArmy *army = b.army(armyId);
             army->commands.swapItemsAt(at, other);
             treeOrder(army->commands);
         });
}

void NapCommandForm::removeCommand()
{
    const NapArmy *a = nullptr;
    const NapCommand *c = command(&a);
    if (!c)
        return;
    for (const NapPendingCheck &check : battle().pending) {
        for (const NapUnit &u : c->units) {
            if (u.id == check.unitId)
                return refuse(m_buttons, tr("%1 has a check waiting: resolve it first").arg(u.name));
        }
    }
    const QString id = m_id;
    const QString parentId = c->parentId;
    const QString armyId = a->id;
    // Its sub-commands stay, under the command above it.
    edit(m_buttons, tr("Remove command: %1").arg(c->name), [armyId, id, parentId](NapBattle &b) {
        NapArmy *army = b.army(armyId);
        for (NapCommand &x : army->commands) {
            if (x.parentId == id)
                x.parentId = parentId;
        }
        army->commands.removeIf([id](const NapCommand &x) { return x.id == id; });
        treeOrder(army->commands);
    });
}

void NapCommandForm::fill()
{
    const NapArmy *a = nullptr;
    const NapCommand *c = command(&a);
    setEnabled(c != nullptr);
    if (!c)
        return;
    m_name->setText(c->name);
    m_level->setCurrentIndex(m_level->findData(static_cast<int>(c->level)));
    m_parent->clear();
    m_parent->addItem(tr("(none: a top command)"), QString());
    // Every other command of the army, so that a loop is refused with its reason rather than hidden.
    for (const NapCommand &x : a->commands) {
        if (x.id != m_id)
            m_parent->addItem(x.name, x.id);
    }
    m_parent->setCurrentIndex(std::max(0, m_parent->findData(c->parentId)));
    m_officerName->setText(c->officerName);
    m_officer->setCurrentIndex(m_officer->findData(static_cast<int>(c->officer)));
    m_appointed->setChecked(c->officerAppointed);
    m_order->setCurrentIndex(m_order->findData(static_cast<int>(c->order)));
    m_presence->setCurrentIndex(m_presence->findData(static_cast<int>(c->presence)));
    m_lateArrival->setChecked(c->lateArrival);
    m_arrivalTurn->setValue(c->arrivalTurn);

    const qsizetype at = c - a->commands.constData();
    bool before = false;
    bool after = false;
    for (qsizetype i = 0; i < a->commands.size(); ++i) {
        if (i != at && a->commands.at(i).parentId == c->parentId)
            (i < at ? before : after) = true;
    }
    m_up->setEnabled(before);
    m_down->setEnabled(after);
    m_addUnit->setEnabled(c->units.size() < L::maxUnitsPerCommand);
    m_addSub->setEnabled(a->commands.size() < L::maxCommandsPerArmy);
}

} // namespace md::nap
