#include "ratio/editors/PieceForm.h"

#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/model/FileLimits.h"
#include "ratio/rules/MoralePoints.h"
#include "ratio/rules/RatioMorale.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {
constexpr std::array<VehicleSystem, 3> systems {VehicleSystem::Movement, VehicleSystem::Targeting,
                                                VehicleSystem::DamageControl};
constexpr int maxSystemLevels = 3; // R4
constexpr int maxRobotSize = 2;    // R3
constexpr int maxCountedWeapons = 3; // R4
constexpr int maxVehiclePoints = 12; // R4

// Removes a dynamic row's widgets; later, because one of them may be the sender of the signal that led here.
void discard(QGridLayout *grid, std::initializer_list<QWidget *> widgets)
{
    for (QWidget *w : widgets) {
        grid->removeWidget(w);
        w->hide();
        w->deleteLater();
    }
}
} // namespace

PieceForm::PieceForm(BattlegroupDocument *document, Commands *commands, QWidget *parent)
    : EditorForm(document, commands, parent)
{
    setObjectName(u"pieceForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"pieceName"_s);
    m_name->setMaxLength(limits::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const QString text = m_name->text();
        commit(m_name, {}, [text](Piece &p) { p.name = text; });
    });

    m_kind = addReadOnly(tr("Kind:"), u"pieceKind"_s);
    m_starting = addReadOnly(tr("Starting points:"), u"pieceStarting"_s);
    m_starting->setToolTip(tr("What this piece brings to its unit's starting level (R2–R4)."));
    m_current = addReadOnly(tr("Current points:"), u"pieceCurrent"_s);
    m_current->setToolTip(tr("What this piece counts toward its unit's current level now."));

    // Soldiers (R2, R9, R10)
    m_rank = new QComboBox(this);
    m_rank->setObjectName(u"pieceRank"_s);
    addRankItems(m_rank);
    m_rank->setToolTip(tr("R2: with the Leaders rule a soldier is worth his rank's factor (in brackets); without "
                          "it every soldier is worth 1."));
    addField(tr("&Rank:"), m_rank);
    connect(m_rank, &QComboBox::currentIndexChanged, this, [this] {
        const auto rank = static_cast<Rank>(m_rank->currentData().toInt());
        commit(m_rank, {}, [rank](Piece &p) { p.rank = rank; });
    });

    m_officer = new QCheckBox(tr("&Morale officer"), this);
    m_officer->setObjectName(u"pieceMoraleOfficer"_s);
    m_officer->setToolTip(tr("A commissar, political officer or disciplinary overseer. Under the Leaders rule his "
                             "factor is his rank + 1 (R2); without it he is worth 1 like everyone else. He can shoot "
                             "a surrendering soldier of his own rank or lower (R9)."));
    addWideField(m_officer, tr("Morale officer"));
    connect(m_officer, &QCheckBox::toggled, this,
            [this](bool on) { commit(m_officer, {}, [on](Piece &p) { p.moraleOfficer = on; }); });

    m_survivor = addReadOnly(tr("Crew survivor:"), u"pieceCrewSurvivor"_s);
    m_survivor->setText(tr("Joined from a bailed-out or destroyed vehicle (R10); brings no starting points."));

    // Robots, vehicles and strongpoints: which formula gives the points (R3, R4 interpretation)
    m_style = new QComboBox(this);
    m_style->setObjectName(u"pieceMoraleStyle"_s);
    for (const MoraleStyle style : {MoraleStyle::Robot, MoraleStyle::Vehicle})
        m_style->addItem(enumDisplayName(style), static_cast<int>(style));
    m_style->setToolTip(tr("R4 interpretation: any warbot, wardrone, vehicle or strongpoint may use robot-style "
                           "morale (size + 2, at most 4) or vehicle-style morale (system levels + working weapons, "
                           "at most 12), like the seed's heavy battledrone."));
    addField(tr("Morale st&yle:"), m_style);
    connect(m_style, &QComboBox::currentIndexChanged, this, [this] {
        const auto style = static_cast<MoraleStyle>(m_style->currentData().toInt());
        commit(m_style, {}, [style](Piece &p) { p.style = style; });
    });

    m_size = spin(u"pieceSize"_s, 1, maxRobotSize);
    addField(tr("Si&ze:"), m_size);
    connect(m_size, &QSpinBox::valueChanged, this,
            [this](int value) { commit(m_size, {}, [value](Piece &p) { p.size = value; }); });

    // Vehicle-style: the status-sheet fields of R4
    m_sheetHeading = addSection(tr("Status sheet (R4)"));
    m_armor = new QLineEdit(this);
    m_armor->setObjectName(u"pieceArmorClass"_s);
    m_armor->setMaxLength(limits::maxNameLength);
    addField(tr("&Armor class:"), m_armor);
    connect(m_armor, &QLineEdit::editingFinished, this, [this] {
        const QString text = m_armor->text();
        commit(m_armor, {}, [text](Piece &p) { p.armorClass = text; });
    });

    m_hasMovement = new QCheckBox(tr("&Has a movement system"), this);
    m_hasMovement->setObjectName(u"pieceHasMovement"_s);
    m_hasMovement->setToolTip(tr("R4 interpretation: a strongpoint is immobile and normally has no movement levels "
                                 "(at most 9 points). Tick this for a turret or another strongpoint that moves. "
                                 "Switching it off sets the movement levels to 0."));
    addWideField(m_hasMovement, tr("Has a movement system"));
    connect(m_hasMovement, &QCheckBox::toggled, this, [this](bool on) {
        commit(m_hasMovement, {}, [on](Piece &p) {
            p.hasMovement = on;
            if (!on)
                p.movement = {0, 0};
        });
    });

    m_rate = spin(u"pieceMovementRate"_s, 0, limits::maxMovementRate);
    m_rate->setToolTip(tr("The full movement rate. While the current movement equals it, the current movement "
                          "follows it."));
    addField(tr("Movement &rate:"), m_rate);
    connect(m_rate, &QSpinBox::valueChanged, this, [this](int value) {
        commit(m_rate, {}, [value](Piece &p) {
            if (p.currentMovement == p.movementRate)
                p.currentMovement = value; // undamaged stays undamaged
            p.movementRate = value;
        });
    });

    m_currentMovement = spin(u"pieceCurrentMovement"_s, 0, 0);
    m_currentMovement->setToolTip(tr("The movement rate reduced by damage (R4); at most the movement rate."));
    addField(tr("C&urrent movement:"), m_currentMovement);
    connect(m_currentMovement, &QSpinBox::valueChanged, this,
            [this](int value) { commit(m_currentMovement, {}, [value](Piece &p) { p.currentMovement = value; }); });

    m_bonus = spin(u"pieceTargetingBonus"_s, -limits::maxTargetingBonus, limits::maxTargetingBonus);
    addField(tr("&Targeting bonus:"), m_bonus);
    connect(m_bonus, &QSpinBox::valueChanged, this,
            [this](int value) { commit(m_bonus, {}, [value](Piece &p) { p.targetingBonus = value; }); });

    m_systemsHeading = addSection(tr("Systems, weapons and crew (R4)"));
    addSystemRow(VehicleSystem::Movement, tr("Mo&vement levels:"));
    addSystemRow(VehicleSystem::Targeting, tr("Tar&geting levels:"));
    addSystemRow(VehicleSystem::DamageControl, tr("&Damage control levels:"));

    // Weapons (R4: one point per working weapon, three at most)
    m_weaponsBox = new QWidget(this);
    m_weaponsBox->setObjectName(u"pieceWeapons"_s);
    auto *weaponsLayout = new QVBoxLayout(m_weaponsBox);
    weaponsLayout->setContentsMargins(0, 0, 0, 0);
    m_weaponsGrid = new QGridLayout;
    m_weaponsGrid->setColumnStretch(0, 1);
    weaponsLayout->addLayout(m_weaponsGrid);
    auto *weaponButtons = new QHBoxLayout;
    m_addWeapon = new QPushButton(tr("Add &weapon"), m_weaponsBox);
    m_addWeapon->setObjectName(u"addWeapon"_s);
    m_addWeapon->setAccessibleName(tr("Add weapon"));
    m_addWeapon->setToolTip(tr("Every working weapon system is worth 1 point, three at most (R4); up to %1 can be "
                               "listed.")
                                .arg(limits::maxWeapons));
    weaponButtons->addWidget(m_addWeapon);
    weaponButtons->addStretch(1);
    weaponsLayout->addLayout(weaponButtons);
    addField(tr("Weapons:"), m_weaponsBox)->setBuddy(m_addWeapon);
    connect(m_addWeapon, &QPushButton::clicked, this, [this] {
        const Piece *p = current();
        const QString name = tr("Weapon %1").arg(p ? p->weapons.size() + 1 : 1);
        commit(m_weaponsBox, tr("Add weapon"), [name](Piece &piece) { piece.weapons.append({name, false}); });
    });

    // Crew, by rank (R4 status sheet; R10 Bailed crew)
    m_crewBox = new QWidget(this);
    m_crewBox->setObjectName(u"pieceCrew"_s);
    auto *crewLayout = new QVBoxLayout(m_crewBox);
    crewLayout->setContentsMargins(0, 0, 0, 0);
    m_crewGrid = new QGridLayout;
    m_crewGrid->setColumnStretch(0, 1);
    crewLayout->addLayout(m_crewGrid);
    auto *crewButtons = new QHBoxLayout;
    m_addCrew = new QPushButton(tr("Add &crew member"), m_crewBox);
    m_addCrew->setObjectName(u"addCrew"_s);
    m_addCrew->setAccessibleName(tr("Add crew member"));
    m_addCrew->setToolTip(tr("The crew by rank: under the Bailed crew rule (R10) the survivors carry the vehicle's "
                             "morale by their rank factors. Up to %1.")
                              .arg(limits::maxCrew));
    crewButtons->addWidget(m_addCrew);
    crewButtons->addStretch(1);
    crewLayout->addLayout(crewButtons);
    addField(tr("Crew:"), m_crewBox)->setBuddy(m_addCrew);
    connect(m_addCrew, &QPushButton::clicked, this, [this] {
        commit(m_crewBox, tr("Add crew member"), [](Piece &p) { p.crew.append(Rank::Trooper); });
    });

    // R2, R10: what the crew count once out of the vehicle (the ranks above show their Leaders factor).
    m_crewPoints = addReadOnly(tr("Crew points:"), u"pieceCrewPoints"_s);

}

QSpinBox *PieceForm::spin(const QString &objectName, int min, int max)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(objectName);
    box->setRange(min, max);
    // One command when the user commits a value (Enter, leaving the field, a step), never per keystroke.
    box->setKeyboardTracking(false);
    return box;
}

void PieceForm::addSystemRow(VehicleSystem system, const QString &label)
{
    const auto i = static_cast<std::size_t>(system);
    const QString name = enumDisplayName(system);
    auto *row = new QWidget(this);
    row->setObjectName(u"system-"_s + enumKey(system));
    auto *layout = new QHBoxLayout(row);
    layout->setContentsMargins(0, 0, 0, 0);
    QSpinBox *levels = spin(enumKey(system) + u"Levels"_s, 0, maxSystemLevels);
    levels->setAccessibleName(tr("%1 levels").arg(name));
    levels->setToolTip(tr("R4: levels when fully operational (0–3), one point each while working. While every "
                          "level works, the working levels follow."));
    QSpinBox *working = spin(enumKey(system) + u"Working"_s, 0, maxSystemLevels);
    working->setAccessibleName(tr("%1 working levels").arg(name));
    working->setToolTip(tr("R4: levels still working (at most the levels)."));
    auto *workingLabel = new QLabel(tr("working:"), row);
    workingLabel->setBuddy(working);
    layout->addWidget(levels);
    layout->addSpacing(12);
    layout->addWidget(workingLabel);
    layout->addWidget(working);
    layout->addStretch(1);
    addField(label, row)->setBuddy(levels);
    row->setAccessibleName(name);
    m_systemRows.at(i) = row;
    m_levels.at(i) = levels;
    m_working.at(i) = working;

    const QString levelsName = tr("%1 levels").arg(name);
    const QString workingName = tr("%1 working levels").arg(name);
    connect(levels, &QSpinBox::valueChanged, this, [this, system, row, levelsName](int value) {
        commit(row, levelsName, [system, value](Piece &p) {
            SystemTrack &track = p.system(system);
            if (track.current == track.levels)
                track.current = value; // fully working stays fully working
            track.levels = value;
        });
    });
    connect(working, &QSpinBox::valueChanged, this, [this, system, row, workingName](int value) {
        if (loseLevelsInBattle(row, workingName, system, value))
            return;
        commit(row, workingName, [system, value](Piece &p) { p.system(system).current = value; });
    });
}

bool PieceForm::loseLevelsInBattle(QWidget *field, const QString &name, VehicleSystem system, int value)
{
    const Piece *piece = current();
    if (isFilling() || !piece || !m_document->battlegroup().battleUnderWay())
        return false;
    const int lost = piece->system(system).current - value;
    if (lost <= 0)
        return false; // not a loss: the edit command says why it cannot be done during a battle
    // R4, R6, R11: each level lost is the play verb, so markers, the breaking point and the log follow.
    handleResult(m_commands->loseSystemLevels(m_ref, system, lost), field, name);
    return true;
}

void PieceForm::setPiece(ratio::PieceRef ref)
{
    m_ref = ref;
    refresh();
}

const Piece *PieceForm::current() const
{
    const auto &units = m_document->battlegroup().units;
    if (m_ref.unit < 0 || m_ref.unit >= units.size())
        return nullptr;
    const auto &pieces = units.at(m_ref.unit).pieces;
    if (m_ref.piece < 0 || m_ref.piece >= pieces.size())
        return nullptr;
    return &pieces.at(m_ref.piece);
}

void PieceForm::commit(QWidget *field, const QString &name, const std::function<void(Piece &)> &change)
{
    if (isFilling())
        return;
    const Piece *piece = current();
    if (!piece)
        return;
    Piece edited = *piece;
    change(edited);
    if (edited == *piece)
        return;
    handleResult(m_commands->editPiece(m_ref, edited), field, name);
}

void PieceForm::setWeaponRows(qsizetype count)
{
    while (m_weaponRows.size() > count) {
        const WeaponRow row = m_weaponRows.takeLast();
        discard(m_weaponsGrid, {row.name, row.knockedOut, row.remove});
    }
    while (m_weaponRows.size() < count) {
        const int i = static_cast<int>(m_weaponRows.size());
        WeaponRow row {new QLineEdit(m_weaponsBox), new QCheckBox(tr("Knocked out"), m_weaponsBox),
                       new QToolButton(m_weaponsBox)};
        row.name->setObjectName(u"weaponName%1"_s.arg(i));
        row.name->setMaxLength(limits::maxNameLength);
        row.name->setAccessibleName(tr("Weapon %1 name").arg(i + 1));
        row.knockedOut->setObjectName(u"weaponKnockedOut%1"_s.arg(i));
        row.knockedOut->setAccessibleName(tr("Weapon %1 knocked out").arg(i + 1));
        row.remove->setObjectName(u"removeWeapon%1"_s.arg(i));
        row.remove->setText(tr("Remove"));
        row.remove->setAccessibleName(tr("Remove weapon %1").arg(i + 1));
        row.remove->setToolTip(tr("Remove this weapon system"));
        m_weaponsGrid->addWidget(row.name, i, 0);
        m_weaponsGrid->addWidget(row.knockedOut, i, 1);
        m_weaponsGrid->addWidget(row.remove, i, 2);
        QLineEdit *edit = row.name;
        connect(edit, &QLineEdit::editingFinished, this, [this, i, edit] {
            const QString text = edit->text();
            commit(m_weaponsBox, tr("Weapon %1 name").arg(i + 1), [i, text](Piece &p) {
                if (i < p.weapons.size())
                    p.weapons[i].name = text;
            });
        });
        connect(row.knockedOut, &QCheckBox::toggled, this, [this, i](bool on) {
            // During a battle a weapon knocked out is play (R4, R6, R11): the play verb, not an edit.
            if (on && !isFilling() && current() && m_document->battlegroup().battleUnderWay()) {
                handleResult(m_commands->knockOutWeapon(m_ref, i), m_weaponsBox, tr("Weapon %1 knocked out").arg(i + 1));
                return;
            }
            commit(m_weaponsBox, tr("Weapon %1 knocked out").arg(i + 1), [i, on](Piece &p) {
                if (i < p.weapons.size())
                    p.weapons[i].knockedOut = on;
            });
        });
        connect(row.remove, &QToolButton::clicked, this, [this, i] {
            commit(m_weaponsBox, tr("Remove weapon %1").arg(i + 1), [i](Piece &p) {
                if (i < p.weapons.size())
                    p.weapons.removeAt(i);
            });
        });
        m_weaponRows.append(row);
    }
}

void PieceForm::setCrewRows(qsizetype count)
{
    while (m_crewRows.size() > count) {
        const CrewRow row = m_crewRows.takeLast();
        discard(m_crewGrid, {row.rank, row.remove});
    }
    while (m_crewRows.size() < count) {
        const int i = static_cast<int>(m_crewRows.size());
        CrewRow row {new QComboBox(m_crewBox), new QToolButton(m_crewBox)};
        row.rank->setObjectName(u"crewRank%1"_s.arg(i));
        addRankItems(row.rank);
        row.rank->setAccessibleName(tr("Crew member %1 rank").arg(i + 1));
        row.remove->setObjectName(u"removeCrew%1"_s.arg(i));
        row.remove->setText(tr("Remove"));
        row.remove->setAccessibleName(tr("Remove crew member %1").arg(i + 1));
        row.remove->setToolTip(tr("Remove this crew member"));
        m_crewGrid->addWidget(row.rank, i, 0);
        m_crewGrid->addWidget(row.remove, i, 1);
        QComboBox *combo = row.rank;
        connect(combo, &QComboBox::currentIndexChanged, this, [this, i, combo] {
            const auto rank = static_cast<Rank>(combo->currentData().toInt());
            commit(m_crewBox, tr("Crew member %1 rank").arg(i + 1), [i, rank](Piece &p) {
                if (i < p.crew.size())
                    p.crew[i] = rank;
            });
        });
        connect(row.remove, &QToolButton::clicked, this, [this, i] {
            commit(m_crewBox, tr("Remove crew member %1").arg(i + 1), [i](Piece &p) {
                if (i < p.crew.size())
                    p.crew.removeAt(i);
            });
        });
        m_crewRows.append(row);
    }
}

void PieceForm::fixTabOrder()
{
    QWidget *previous = m_working.back();
    const auto chain = [&previous](QWidget *next) {
        QWidget::setTabOrder(previous, next);
        previous = next;
    };
    for (const WeaponRow &row : std::as_const(m_weaponRows)) {
        chain(row.name);
        chain(row.knockedOut);
        chain(row.remove);
    }
    chain(m_addWeapon);
    for (const CrewRow &row : std::as_const(m_crewRows)) {
        chain(row.rank);
        chain(row.remove);
    }
    chain(m_addCrew);
}

void PieceForm::fill()
{
    const Piece *piece = current();
    if (!piece)
        return;
    const Piece &p = *piece;
    const RuleOptions &rules = m_document->battlegroup().rules;
    const bool soldier = p.kind == PieceKind::Soldier;
    const bool robotStyle = p.style == MoraleStyle::Robot;
    const bool vehicleStyle = p.style == MoraleStyle::Vehicle;

    m_name->setText(p.name);
    m_kind->setText(enumDisplayName(p.kind));

    setFieldShown(m_rank, soldier);
    setFieldShown(m_officer, soldier);
    setFieldShown(m_survivor, soldier && p.crewSurvivor);
    m_rank->setCurrentIndex(m_rank->findData(static_cast<int>(p.rank)));
    m_officer->setChecked(p.moraleOfficer);

    setFieldShown(m_style, !soldier);
    m_style->setCurrentIndex(std::max(0, m_style->findData(static_cast<int>(p.style))));

    setFieldShown(m_size, !soldier);
    if (robotStyle) {
        m_size->setRange(1, maxRobotSize);
        m_size->setToolTip(tr("R3: size 1 or 2; the piece has size + 2 morale points, one lost per penetrating "
                              "hit."));
    } else {
        m_size->setRange(1, limits::maxVehicleSize);
        m_size->setToolTip(tr("The vehicle's size (R4 status sheet); it does not change its morale points."));
    }
    m_size->setValue(p.size);

    for (QWidget *w : {static_cast<QWidget *>(m_armor), static_cast<QWidget *>(m_rate),
                       static_cast<QWidget *>(m_currentMovement), static_cast<QWidget *>(m_bonus), m_weaponsBox,
                       m_crewBox})
        setFieldShown(w, vehicleStyle);
    for (QWidget *row : m_systemRows)
        setFieldShown(row, vehicleStyle);
    setFieldShown(m_sheetHeading, vehicleStyle);
    setFieldShown(m_systemsHeading, vehicleStyle);
    // The switch matters for strongpoints (R4 interpretation); a vehicle that lost it can get it back.
    setFieldShown(m_hasMovement, vehicleStyle && (p.kind == PieceKind::Strongpoint || !p.hasMovement));

    m_armor->setText(p.armorClass);
    m_rate->setValue(p.movementRate);
    m_currentMovement->setRange(0, std::max(0, p.movementRate));
    m_currentMovement->setValue(p.currentMovement);
    m_bonus->setValue(p.targetingBonus);
    m_hasMovement->setChecked(p.hasMovement);
    m_rate->setEnabled(p.hasMovement);
    m_currentMovement->setEnabled(p.hasMovement);
    for (const VehicleSystem s : systems) {
        const auto i = static_cast<std::size_t>(s);
        const SystemTrack &track = p.system(s);
        const bool editable = s != VehicleSystem::Movement || p.hasMovement;
        m_levels.at(i)->setEnabled(editable);
        m_working.at(i)->setEnabled(editable);
        m_levels.at(i)->setValue(track.levels);
        m_working.at(i)->setRange(0, std::clamp(track.levels, 0, maxSystemLevels));
        m_working.at(i)->setValue(track.current);
    }

    setWeaponRows(p.weapons.size());
    for (qsizetype w = 0; w < p.weapons.size(); ++w) {
        const WeaponRow &row = m_weaponRows.at(w);
        row.name->setText(p.weapons.at(w).name);
        row.knockedOut->setChecked(p.weapons.at(w).knockedOut);
    }
    m_addWeapon->setEnabled(p.weapons.size() < limits::maxWeapons);

    setCrewRows(p.crew.size());
    for (qsizetype c = 0; c < p.crew.size(); ++c) {
        QComboBox *combo = m_crewRows.at(c).rank;
        combo->setCurrentIndex(combo->findData(static_cast<int>(p.crew.at(c))));
    }
    m_addCrew->setEnabled(p.crew.size() < limits::maxCrew);
    fixTabOrder();

    const int starting = ratio::startingPoints(p, rules);
    const int now = ratio::currentPoints(p, rules);
    const QString points = pointsText(starting);
    if (soldier) {
        m_starting->setText(p.crewSurvivor ? tr("%1: a crew survivor brings none (R10)").arg(points)
                            : rules.leaders ? tr("%1 (Leaders rule: rank factor)").arg(points)
                                            : tr("%1 (Leaders rule off: every soldier is 1)").arg(points));
    } else if (robotStyle) {
        m_starting->setText(tr("%1 (size %2 + 2, R3)").arg(points).arg(p.size));
    } else {
        const int levels = p.movement.levels + p.targeting.levels + p.damageControl.levels;
        const int weapons = std::min(maxCountedWeapons, static_cast<int>(p.weapons.size()));
        m_starting->setText(tr("%1 (system levels %2 + weapons %3, at most %4; R4)")
                                .arg(points)
                                .arg(levels)
                                .arg(weapons)
                                .arg(maxVehiclePoints));
    }
    m_current->setText(pointsText(now));
    setFieldShown(m_crewPoints, (vehicleStyle && !p.crew.isEmpty()) || (soldier && p.crewSurvivor));
    m_crewPoints->setText(ratio::crewPointsText(rules.leaders));
}

} // namespace md
