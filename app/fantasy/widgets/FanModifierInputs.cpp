#include "fantasy/widgets/FanModifierInputs.h"

#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "fantasy/widgets/FanNeighbourTable.h"
#include "fantasy/widgets/FanTickLabel.h"
#include "fantasy/widgets/FanWidgetParts.h"
#include "kernel/EnumText.h"

#include <QCheckBox>
#include <QGridLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>
#include <tuple>

namespace md::fantasy {

namespace {
using R = FanModifierRole;

// Built from nothing yet: the first setSituation builds.
const QStringList kUnbuilt{QStringLiteral("\n")};

const FanModifier *byRole(const FanProfile *p, R role)
{
    if (!p)
        return nullptr;
    for (const FanModifier &m : p->modifiers) {
        if (m.role == role)
            return &m;
    }
    return nullptr;
}

QString tickName(R role) { return QStringLiteral("tick-%1").arg(enumKey(role)); }

WrappedLabel *plainText(QWidget *parent, const QString &text)
{
    auto *label = new WrappedLabel(parent);
    label->setTextFormat(Qt::PlainText);
    label->setText(text);
    return label;
}

QSpinBox *countSpin(QWidget *parent, const QString &objectName, int maximum, const QString &accessibleName)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(objectName);
    spin->setRange(0, maximum);
    spin->setAccessibleName(accessibleName);
    return spin;
}
} // namespace

FanModifierInputs::FanModifierInputs(QWidget *parent)
    : QWidget(parent)
    , m_shape(kUnbuilt)
{
    setObjectName(QStringLiteral("modifierInputs"));
    m_friends = new FanNeighbourTable(this);
    m_friends->setObjectName(QStringLiteral("friendsTable"));
    m_friends->setAccessibleName(tr("Friendly units within 10 cm"));
    m_enemies = new FanNeighbourTable(this);
    m_enemies->setObjectName(QStringLiteral("enemiesTable"));
    m_enemies->setAccessibleName(tr("Enemy units within 20 cm"));
    m_noFriends = new QLabel(tr("No other unit of this side is on the table."), this);
    m_noEnemies = new QLabel(tr("No unit of the other side is on the table."), this);
    for (QLabel *note : {m_noFriends, m_noEnemies})
        note->setWordWrap(true);
    for (FanNeighbourTable *table : {m_friends, m_enemies})
        connect(table, &FanNeighbourTable::marksChanged, this, &FanModifierInputs::changed);
    setSituation(nullptr, nullptr, nullptr);
}

void FanModifierInputs::clear()
{
    m_said = FanConditions{};
    m_friends->clearMarks();
    m_enemies->clearMarks();
    m_shape = kUnbuilt; // the inputs show the cleared values at the next setSituation
}

FanConditions FanModifierInputs::conditions() const
{
    FanConditions c = m_said;
    if (m_hasFriends)
        c.friendsWithin10cm = m_friends->marked();
    if (m_hasEnemies)
        c.enemiesWithin20cm = m_enemies->marked();
    return c;
}

void FanModifierInputs::said()
{
    if (!m_building)
        Q_EMIT changed();
}

void FanModifierInputs::setSituation(const FanBattle *battle, const FanUnit *unit, const FanProfile *profile)
{
    if (!unit)
        profile = nullptr;
    QStringList shape;
    if (profile) {
        shape << profile->race;
        for (const FanModifier &m : profile->modifiers) {
            shape << QStringLiteral("%1|%2|%3|%4|%5|%6")
                         .arg(m.id, enumKey(m.role), m.label)
                         .arg(m.value)
                         .arg(m.perInstance ? 1 : 0)
                         .arg(m.cap.value_or(-1));
        }
    }
    if (shape != m_shape) {
        m_shape = shape;
        rebuild(profile);
    }
    m_building = true;
    // The neighbours: the unit's own side but itself, and the other side; units gone are not on the table.
    QList<FanUnit> friends;
    QList<FanUnit> enemies;
    if (battle && unit) {
        const int side = battle->find(unit->id).side;
        for (int s = 0; s < FanBattle::sideCount; ++s) {
            for (const FanUnit &u : battle->sides[static_cast<size_t>(s)].units) {
                if (!u.gone() && u.id != unit->id)
                    (s == side ? friends : enemies) << u;
            }
        }
    }
    m_friends->setUnits(friends);
    m_enemies->setUnits(enemies);
    m_noFriends->setVisible(m_hasFriends && friends.isEmpty());
    m_noEnemies->setVisible(m_hasEnemies && enemies.isEmpty());
    // Figures in cover are at most the unit's current figures: a smaller unit keeps what still fits.
    const int current = unit ? std::max(unit->currentFigures, 0) : 0;
    for (QSpinBox *spin : std::as_const(m_coverSpins))
        spin->setMaximum(current);
    m_building = false;
    updateNotes(unit, profile);
}

void FanModifierInputs::updateNotes(const FanUnit *unit, const FanProfile *profile)
{
    const int current = unit ? std::max(unit->currentFigures, 0) : 0;
    if (m_engagedNote) {
        // C-6: twice is at least 2 × the unit's figures, half at most ½ × (never for a monster, C-15).
        QStringList lines;
        if (const FanModifier *twice = byRole(profile, R::EnemyTwice))
            lines << tr("%1  %2: %3 figures or more").arg(parts::signedNumber(twice->value), twice->label).arg(2 * qint64(current));
        if (const FanModifier *half = byRole(profile, R::EnemyHalf)) {
            lines << (unit && unit->kind == FanUnitKind::Monster
                          ? tr("%1  %2: never for a monster (C-15)").arg(parts::signedNumber(half->value), half->label)
                          : tr("%1  %2: 1 to %3 figures").arg(parts::signedNumber(half->value), half->label).arg(current / 2));
        }
        m_engagedNote->setText(lines.join(QLatin1Char('\n')));
    }
    if (m_coverNote) {
        // C.3, C-8: 4 · inCover ≥ 3 · current, in that type or better.
        const int needed = (3 * current + 3) / 4;
        m_coverNote->setText(tr("A cover counts when at least 75 % of the unit is in it or in better cover: %1 of %2 "
                                "figures; the best such cover applies (C-8).").arg(needed).arg(current));
    }
}

void FanModifierInputs::addTick(QGridLayout *grid, int &line, const QString &objectName, const QString &value,
                                const QString &label, bool FanConditions::*field)
{
    auto *box = new QCheckBox(value, this);
    box->setObjectName(objectName);
    box->setChecked(m_said.*field);
    grid->addWidget(box, line, 0, Qt::AlignTop);
    grid->addWidget(new FanTickLabel(label, box, this), line, 1);
    ++line;
    connect(box, &QCheckBox::toggled, this, [this, field](bool on) {
        m_said.*field = on;
        said();
    });
}

void FanModifierInputs::addCount(QGridLayout *grid, int &line, const QString &objectName, const QString &value,
                                 const QString &label, int FanConditions::*field)
{
    const bool cover = field != &FanConditions::enemyFiguresEngaged;
    // A cover's maximum follows the unit's figures (setSituation); until then the value it had.
    auto *spin = countSpin(this, objectName, cover ? std::max(m_said.*field, 0) : FanLosses::maxFigures, label);
    spin->setValue(m_said.*field);
    auto *text = plainText(this, value.isEmpty() ? label : tr("%1  %2").arg(value, label));
    text->setBuddy(spin);
    grid->addWidget(spin, line, 0, Qt::AlignTop);
    grid->addWidget(text, line, 1);
    ++line;
    if (cover)
        m_coverSpins << spin;
    connect(spin, &QSpinBox::valueChanged, this, [this, field](int n) {
        m_said.*field = n;
        said();
    });
}

void FanModifierInputs::addAttacked(QGridLayout *grid, int &line, const FanProfile &profile, const FanModifier &row,
                                    const FanConditions &was)
{
    // C.3 "MAGIC/MONSTER/UNDEAD": one row; a tick for each kind the sheet has no row of its own for.
    auto *cell = new QVBoxLayout;
    cell->setSpacing(0);
    cell->addWidget(plainText(this, row.label));
    // One under the other: side by side they would widen a narrow column.
    auto *kinds = new QVBoxLayout;
    kinds->setSpacing(0);
    const std::array<std::tuple<R, bool FanConditions::*, QString>, 3> all{{
        {R::AttackedByMagic, &FanConditions::attackedByMagic, tr("by magic")},
        {R::AttackedByMonster, &FanConditions::attackedByMonster, tr("by a monster")},
        {R::AttackedByUndead, &FanConditions::attackedByUndead, tr("by undead, not their missiles")},
    }};
    for (const auto &[kind, field, words] : all) {
        if (byRole(&profile, kind))
            continue;
        m_said.*field = was.*field;
        auto *box = new QCheckBox(words, this);
        box->setObjectName(tickName(kind));
        box->setChecked(m_said.*field);
        box->setAccessibleName(tr("%1: %2").arg(row.label, words));
        kinds->addWidget(box);
        connect(box, &QCheckBox::toggled, this, [this, f = field](bool on) {
            m_said.*f = on;
            said();
        });
    }
    cell->addLayout(kinds);
    grid->addWidget(new QLabel(parts::signedNumber(row.value), this), line, 0, Qt::AlignTop);
    grid->addLayout(cell, line, 1);
    ++line;
}

void FanModifierInputs::addNeighbours(QGridLayout *grid, int &line, FanNeighbourTable *table, QLabel *empty,
                                      const FanModifier &row, const QString &what)
{
    auto *text = plainText(this, tr("%1 each  %2").arg(parts::signedNumber(row.value), row.label));
    text->setBuddy(table);
    table->setToolTip(tr("Tick each unit %1; mark those in combat or out of sight. The program says which count (C.3).")
                          .arg(what));
    grid->addWidget(text, line++, 0, 1, 2);
    grid->addWidget(table, line++, 0, 1, 2);
    grid->addWidget(empty, line++, 0, 1, 2);
    table->show();
}

void FanModifierInputs::addCustom(QGridLayout *grid, int &line, const FanModifier &row, int had)
{
    // The race's own rows (C.6): ticked, or counted when per instance (capped by the resolver, C-7).
    const QString name = QStringLiteral("custom-%1").arg(row.id);
    const QString value = parts::signedNumber(row.value);
    if (row.perInstance) {
        const int most = FanProfileCheck::capLimit;
        auto *spin = countSpin(this, name, most, row.label);
        spin->setValue(std::clamp(had, 0, most));
        auto *text = plainText(this, row.cap ? tr("%1 each  %2 (counts at most %3, C-7)").arg(value, row.label).arg(*row.cap)
                                             : tr("%1 each  %2").arg(value, row.label));
        text->setBuddy(spin);
        grid->addWidget(spin, line, 0, Qt::AlignTop);
        grid->addWidget(text, line++, 1);
        if (spin->value() > 0)
            m_said.custom.insert(row.id, spin->value());
        connect(spin, &QSpinBox::valueChanged, this, [this, id = row.id](int n) {
            if (n > 0)
                m_said.custom.insert(id, n);
            else
                m_said.custom.remove(id);
            said();
        });
        return;
    }
    auto *box = new QCheckBox(value, this);
    box->setObjectName(name);
    box->setChecked(had > 0);
    if (had > 0)
        m_said.custom.insert(row.id, 1);
    grid->addWidget(box, line, 0, Qt::AlignTop);
    grid->addWidget(new FanTickLabel(row.label, box, this), line++, 1);
    connect(box, &QCheckBox::toggled, this, [this, id = row.id](bool on) {
        if (on)
            m_said.custom.insert(id, 1);
        else
            m_said.custom.remove(id);
        said();
    });
}

void FanModifierInputs::rebuild(const FanProfile *profile)
{
    m_building = true;
    // What was said is kept for the rows still on the sheet; the rest is forgotten.
    const FanConditions was = m_said;
    m_said = FanConditions{};
    m_coverSpins.clear();
    m_engagedNote = nullptr;
    m_coverNote = nullptr;
    // Every input but the tables goes, at once from sight and later from memory (one may have sent the signal
    // that got here).
    delete layout();
    const QList<QWidget *> keep{m_friends, m_enemies, m_noFriends, m_noEnemies};
    for (QWidget *w : findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (keep.contains(w))
            continue;
        w->hide();
        w->setParent(nullptr);
        w->deleteLater();
    }
    for (QWidget *w : keep)
        w->hide();
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(1, 1);
    int line = 0;
    if (profile && profile->modifiers.isEmpty())
        grid->addWidget(plainText(this, tr("The race's sheet has no modifiers.")), line++, 0, 1, 2);

    QList<R> done;
    for (const FanModifier &row : profile ? profile->modifiers : QList<FanModifier>()) {
        // One input per condition: the resolver applies the first row of a role (FanTest).
        if (row.role != R::Custom && done.contains(row.role))
            continue;
        done << row.role;
        const QString value = parts::signedNumber(row.value);
        const auto tick = [&](bool FanConditions::*field) {
            m_said.*field = was.*field;
            addTick(grid, line, tickName(row.role), value, row.label, field);
        };
        const auto count = [&](const QString &objectName, const QString &label, int FanConditions::*field) {
            m_said.*field = was.*field;
            addCount(grid, line, objectName, value, label, field);
        };
        switch (row.role) {
        case R::CharacterInControl: tick(&FanConditions::characterInControl); break;
        case R::CharacterKilled: tick(&FanConditions::characterKilled); break;
        case R::HatedFoe: tick(&FanConditions::hatedFoeWithin20cm); break;
        case R::Flank: tick(&FanConditions::flank); break;
        case R::Rear: tick(&FanConditions::rear); break;
        case R::LostLastRound: tick(&FanConditions::lostLastRound); break;
        case R::AttackedByMagic: tick(&FanConditions::attackedByMagic); break;
        case R::AttackedByMonster: tick(&FanConditions::attackedByMonster); break;
        case R::AttackedByUndead: tick(&FanConditions::attackedByUndead); break;
        case R::Attacked: addAttacked(grid, line, *profile, row, was); break;
        case R::EnemyTwice:
        case R::EnemyHalf:
            // C-6: both rows read the enemy figures engaged; one count for both, their thresholds beneath.
            done << R::EnemyTwice << R::EnemyHalf;
            m_said.enemyFiguresEngaged = was.enemyFiguresEngaged;
            addCount(grid, line, QStringLiteral("spin-enemy-figures"), QString(),
                     tr("Enemy figures engaged with the unit (C-6)"), &FanConditions::enemyFiguresEngaged);
            m_engagedNote = plainText(this, QString());
            m_engagedNote->setObjectName(QStringLiteral("engagedNote"));
            grid->addWidget(m_engagedNote, line++, 1);
            break;
        case R::LightCover:
            count(QStringLiteral("spin-light-cover"), tr("%1: figures in it").arg(row.label), &FanConditions::figuresInLightCover);
            break;
        case R::MediumCover:
            count(QStringLiteral("spin-medium-cover"), tr("%1: figures in it").arg(row.label), &FanConditions::figuresInMediumCover);
            break;
        case R::HeavyCover:
            count(QStringLiteral("spin-heavy-cover"), tr("%1: figures in it").arg(row.label), &FanConditions::figuresInHeavyCover);
            break;
        case R::FriendNear: addNeighbours(grid, line, m_friends, m_noFriends, row, tr("within 10 cm")); break;
        case R::EnemyNear: addNeighbours(grid, line, m_enemies, m_noEnemies, row, tr("within 20 cm")); break;
        case R::Custom: addCustom(grid, line, row, was.custom.value(row.id)); break;
        }
    }
    if (!m_coverSpins.isEmpty()) {
        m_coverNote = plainText(this, QString());
        m_coverNote->setObjectName(QStringLiteral("coverNote"));
        grid->addWidget(m_coverNote, line++, 0, 1, 2);
    }
    m_hasFriends = byRole(profile, R::FriendNear) != nullptr;
    m_hasEnemies = byRole(profile, R::EnemyNear) != nullptr;
    if (!m_hasFriends)
        m_friends->clearMarks();
    if (!m_hasEnemies)
        m_enemies->clearMarks();
    m_building = false;
}

} // namespace md::fantasy
