#include "fantasy/widgets/FanTestPanel.h"

#include "fantasy/rules/FanLosses.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "fantasy/widgets/FanAssessmentView.h"
#include "fantasy/widgets/FanModifierInputs.h"
#include "fantasy/widgets/FanTickLabel.h"
#include "fantasy/widgets/FanWidgetParts.h"
#include "kernel/EnumText.h"

#include <QButtonGroup>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

#include <algorithm>

namespace md::fantasy {

namespace {
// Button ids of the triggers that are not on the race's list (whose entries are 0 … maxTriggers − 1).
constexpr int kUaTarget = 1000;
constexpr int kPostCombat = 1001;
constexpr int kRally = 1002;

// Drops every direct child of `box` but `keep`, at once from sight and later from memory (a child may be the
// sender of the signal that got here).
void clearBox(QWidget *box, const QList<QWidget *> &keep)
{
    delete box->layout();
    for (QWidget *w : box->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
        if (keep.contains(w))
            continue;
        w->hide();
        w->setParent(nullptr);
        w->deleteLater();
    }
}

} // namespace

FanTestPanel::FanTestPanel(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("fanTestPanel"));
    m_unitLabel = parts::wrapped(this, QStringLiteral("unitLabel"));
    m_unitLabel->setTextFormat(Qt::PlainText);
    QFont bold = m_unitLabel->font();
    bold.setBold(true);
    m_unitLabel->setFont(bold);
    m_unitFacts = parts::wrapped(this, QStringLiteral("unitFacts"));
    m_unitFacts->setTextFormat(Qt::PlainText);

    // The situation scrolls on the left (a race may list a hundred triggers and modifiers, C.6); the odds and
    // the roll stay in sight on the right.
    auto *situation = new QWidget(this);
    auto *situationLayout = new QVBoxLayout(situation);
    situationLayout->setContentsMargins(0, 0, 0, 0);
    situationLayout->addWidget(buildTriggers());
    situationLayout->addWidget(buildModifiers());
    situationLayout->addStretch(1);
    situation->setParent(nullptr);
    QScrollArea *left = parts::scrolling(situation, this);
    left->setObjectName(QStringLiteral("situationScroll"));

    auto *testBox = new QGroupBox(tr("The test (C.3)"), this);
    m_view = new FanAssessmentView(testBox);
    auto *testLayout = new QVBoxLayout(testBox);
    testLayout->addWidget(parts::scrolling(m_view, testBox), 1);
    auto *right = new QVBoxLayout;
    right->addWidget(testBox, 1);
    right->addWidget(buildRoll());

    auto *columns = new QHBoxLayout;
    columns->addWidget(left, 1);
    columns->addLayout(right, 1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_unitLabel);
    layout->addWidget(m_unitFacts);
    layout->addLayout(columns, 1);
    refresh();
}

QWidget *FanTestPanel::buildTriggers()
{
    auto *box = new QGroupBox(tr("Why it tests (C.2)"), this);
    m_triggerBox = new QWidget(box);
    m_triggers = new QButtonGroup(this);
    m_triggers->setExclusive(true);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_triggerBox);
    connect(m_triggers, &QButtonGroup::idClicked, this, &FanTestPanel::triggerClicked);
    return box;
}

QWidget *FanTestPanel::buildModifiers()
{
    auto *box = new QGroupBox(tr("Modifiers, as the race's sheet has them (C.3)"), this);
    m_inputs = new FanModifierInputs(box);
    auto *layout = new QVBoxLayout(box);
    layout->addWidget(m_inputs);
    connect(m_inputs, &FanModifierInputs::changed, this, &FanTestPanel::refresh);
    return box;
}

QWidget *FanTestPanel::buildRoll()
{
    auto *box = new QWidget(this);
    m_roll = new QPushButton(tr("&Roll D4"), box);
    m_roll->setObjectName(QStringLiteral("rollButton"));
    m_roll->setProperty(parts::usualTip, tr("The program rolls one D4 and the result is recorded (C.3 step 4)."));
    auto *own = new QLabel(tr("Your own D4:"), box);
    auto *row = new QHBoxLayout;
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(m_roll);
    row->addSpacing(12);
    row->addWidget(own);
    for (int face = 1; face <= 4; ++face) {
        auto *button = new QPushButton(QString::number(face), box);
        button->setObjectName(QStringLiteral("face%1").arg(face));
        button->setProperty(parts::usualTip, tr("Your own D4 showed %1: record the test with it.").arg(face));
        button->setAccessibleName(tr("Your own D4 showed %1").arg(face));
        // A face is one digit: a square button, so the row fits beside Roll D4 in a narrow column.
        const int side = std::max(button->sizeHint().height(), button->fontMetrics().horizontalAdvance(QString::number(face)) * 3);
        button->setFixedWidth(side);
        row->addWidget(button);
        m_faces << button;
        connect(button, &QPushButton::clicked, this, [this, face] { resolve(face, true); });
    }
    row->addStretch(1);
    connect(m_roll, &QPushButton::clicked, this, [this] { resolve(QRandomGenerator::global()->bounded(1, 5), false); });
    m_rollNote = parts::wrapped(box, QStringLiteral("rollNote"));
    m_rollNote->setTextFormat(Qt::PlainText);
    auto *layout = new QVBoxLayout(box);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addLayout(row);
    layout->addWidget(m_rollNote);
    return box;
}

const FanUnit *FanTestPanel::currentUnit() const
{
    return m_battle && !m_unitId.isEmpty() ? m_battle->unit(m_unitId) : nullptr;
}

const FanProfile *FanTestPanel::currentProfile() const
{
    const FanUnit *u = currentUnit();
    return u ? m_battle->profile(u->race) : nullptr;
}

void FanTestPanel::setBattle(const FanBattle *battle)
{
    m_battle = battle;
    // A unit that left the battle (another file, an undone roster) leaves nothing to keep.
    if (!m_unitId.isEmpty() && !currentUnit()) {
        m_unitId.clear();
        resetSituation();
    }
    rebuildTriggers();
    refresh();
}

void FanTestPanel::setUnit(const QString &unitId)
{
    if (unitId == m_unitId)
        return;
    m_unitId = unitId;
    resetSituation();
    rebuildTriggers();
    refresh();
}

void FanTestPanel::startRally(const QString &unitId)
{
    setUnit(unitId);
    // C.4.2: the rally is a Morale Test in phase 11.
    m_triggerChosen = true;
    m_trigger = FanTrigger::Rally;
    m_listed.clear();
    rebuildTriggers();
    refresh();
}

void FanTestPanel::resetSituation()
{
    m_triggerChosen = false;
    m_trigger = FanTrigger::Listed;
    m_listed.clear();
    m_inputs->clear();
}

void FanTestPanel::rebuildTriggers()
{
    const FanUnit *unit = currentUnit();
    const FanProfile *profile = currentProfile();
    QStringList shape;
    if (unit && profile) {
        shape << profile->race << profile->whenToTest;
        shape << (unit->state == FanUnitState::Routing ? QStringLiteral("routing") : QString());
    }
    if (shape == m_triggerShape && !m_triggerBox->findChildren<QAbstractButton *>().isEmpty())
        return;
    m_triggerShape = shape;
    for (QAbstractButton *b : m_triggers->buttons())
        m_triggers->removeButton(b);
    clearBox(m_triggerBox, {});
    auto *grid = new QGridLayout(m_triggerBox);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->setVerticalSpacing(2);
    grid->setColumnStretch(1, 1);
    if (!unit || !profile)
        return;
    int line = 0;
    const auto add = [&](int id, const QString &objectName, const QString &text) {
        auto *radio = new QRadioButton(m_triggerBox);
        radio->setObjectName(objectName);
        m_triggers->addButton(radio, id);
        grid->addWidget(radio, line, 0, Qt::AlignTop);
        grid->addWidget(new FanTickLabel(text, radio, m_triggerBox), line, 1);
        ++line;
    };
    if (profile->whenToTest.isEmpty()) {
        auto *none = new QLabel(tr("The race's sheet lists nothing under When to Test Morale."), m_triggerBox);
        none->setWordWrap(true);
        grid->addWidget(none, line++, 0, 1, 2);
    }
    // C.2 item 1: the race's own list, as its sheet words it.
    for (int i = 0; i < profile->whenToTest.size(); ++i)
        add(i, QStringLiteral("trigger-listed-%1").arg(i), profile->whenToTest.at(i));
    // C.2 items 3 and 4, and item 2 for a routing unit.
    add(kUaTarget, QStringLiteral("trigger-ua-target"), enumDisplayName(FanTrigger::UaTarget));
    add(kPostCombat, QStringLiteral("trigger-post-combat"), enumDisplayName(FanTrigger::PostCombat));
    if (unit->state == FanUnitState::Routing)
        add(kRally, QStringLiteral("trigger-rally"), enumDisplayName(FanTrigger::Rally));
}

void FanTestPanel::triggerClicked(int id)
{
    const FanProfile *profile = currentProfile();
    m_triggerChosen = true;
    m_listed.clear();
    if (id == kUaTarget) {
        m_trigger = FanTrigger::UaTarget;
    } else if (id == kPostCombat) {
        m_trigger = FanTrigger::PostCombat;
    } else if (id == kRally) {
        m_trigger = FanTrigger::Rally;
    } else if (profile && id >= 0 && id < profile->whenToTest.size()) {
        m_trigger = FanTrigger::Listed;
        m_listed = profile->whenToTest.at(id);
    } else {
        m_triggerChosen = false;
    }
    refresh();
}

FanTestRequest FanTestPanel::request() const
{
    FanTestRequest r;
    r.unitId = m_unitId;
    if (m_triggerChosen) {
        r.trigger = m_trigger;
        r.listedTrigger = m_trigger == FanTrigger::Listed ? m_listed : QString();
    }
    r.conditions = m_inputs->conditions();
    return r;
}

FanAssessment FanTestPanel::assessment() const
{
    if (!m_battle) {
        FanAssessment none;
        none.refusals << tr("No battle is open.");
        return none;
    }
    return FanEngine::assess(*m_battle, request());
}

QString FanTestPanel::unitText() const
{
    return m_unitFacts->text().isEmpty() ? m_unitLabel->text() : m_unitLabel->text() + QLatin1Char('\n') + m_unitFacts->text();
}

QString FanTestPanel::rollBlockedText() const { return m_rollNote->text(); }

void FanTestPanel::updateUnitText(const FanUnit *unit, const FanProfile *profile)
{
    if (!unit) {
        m_unitLabel->setText(m_unitId.isEmpty() || !m_battle ? tr("Choose a unit in the roster.")
                                                             : tr("There is no unit \"%1\" in this battle.").arg(m_unitId));
        m_unitFacts->clear();
        m_unitFacts->hide();
        return;
    }
    m_unitLabel->setText(unit->name.isEmpty() ? unit->id : unit->name);
    const QString className = profile ? FanProfileCheck::className(*profile, unit->moraleClass)
                                      : enumDisplayName(unit->moraleClass);
    QStringList first{tr("%1, %2").arg(unit->race, className), enumDisplayName(unit->kind)};
    if (unit->state != FanUnitState::Normal)
        first << enumDisplayName(unit->state);
    // C.3 steps 1-2: losses against the recorded start (C-11), rounded down to 10 %; the chart's value there.
    QStringList second{tr("Figures: %1 now of %2 at the start").arg(unit->currentFigures).arg(unit->startFigures)};
    const std::optional<int> step = unit->startFigures >= 1 && unit->currentFigures <= unit->startFigures
        ? FanLosses::lossStep(unit->startFigures, unit->currentFigures)
        : std::nullopt;
    if (!step) {
        second << tr("destroyed: every figure is lost (C-12)");
    } else {
        second << tr("loss step %1 %").arg(*step);
        if (!profile)
            second << tr("BMV: the battle holds no Profile Sheet for %1").arg(unit->race);
        else if (profile->bmvOf(unit->moraleClass).size() != FanProfile::lossSteps)
            second << tr("BMV: not entered (the Basic Morale Values Chart has no row for %1)").arg(className);
        else
            second << tr("BMV %1").arg(parts::number(profile->bmvOf(unit->moraleClass).at(*step / 10)));
    }
    m_unitFacts->setText(first.join(tr(" · ")) + QLatin1Char('\n') + second.join(tr(" · ")));
    m_unitFacts->show();
}

void FanTestPanel::refresh()
{
    const FanUnit *unit = currentUnit();
    const FanProfile *profile = currentProfile();
    updateUnitText(unit, profile);
    m_inputs->setSituation(m_battle, unit, profile);

    // A reason chosen that no longer applies (the sheet's list changed, the unit is no longer routing) is dropped.
    if (m_triggerChosen && unit && profile) {
        if ((m_trigger == FanTrigger::Listed && !profile->whenToTest.contains(m_listed))
            || (m_trigger == FanTrigger::Rally && unit->state != FanUnitState::Routing))
            m_triggerChosen = false;
    }
    int checked = -1;
    if (m_triggerChosen) {
        switch (m_trigger) {
        case FanTrigger::Listed: checked = profile ? static_cast<int>(profile->whenToTest.indexOf(m_listed)) : -1; break;
        case FanTrigger::UaTarget: checked = kUaTarget; break;
        case FanTrigger::PostCombat: checked = kPostCombat; break;
        case FanTrigger::Rally: checked = kRally; break;
        }
    }
    if (QAbstractButton *b = m_triggers->button(checked)) {
        b->setChecked(true);
    } else if (m_triggers->checkedButton()) {
        m_triggers->setExclusive(false);
        m_triggers->checkedButton()->setChecked(false);
        m_triggers->setExclusive(true);
    }
    m_triggerBox->setEnabled(unit != nullptr);
    m_inputs->setEnabled(unit != nullptr);

    QString blocked;
    if (!unit) {
        m_view->showMessage(m_unitLabel->text());
        blocked = m_unitLabel->text();
    } else {
        // Before a reason is chosen the odds are shown all the same (they do not depend on it), without timing.
        FanTestRequest shown = request();
        if (!m_triggerChosen)
            shown.trigger = FanTrigger::PostCombat;
        const FanAssessment a = FanEngine::assess(*m_battle, shown);
        m_view->showTest(*m_battle, shown, a, m_triggerChosen);
        if (!a.tests())
            blocked = tr("%1 does not test: %2.").arg(m_unitLabel->text(), a.refusals.join(tr("; ")));
        else if (!m_triggerChosen)
            blocked = tr("Choose why it tests, under Why it tests (C.2).");
        else if (m_trigger == FanTrigger::Rally && !FanEngine::rallyQueue(*m_battle).contains(unit->id))
            blocked = tr("%1 may not try to rally now: a routing unit tries once, in the first half of phase 11, and "
                         "not before the phase 11 after it routed (C.4.2).").arg(m_unitLabel->text());
    }
    parts::allowWhen(m_roll, blocked);
    for (QPushButton *face : std::as_const(m_faces))
        parts::allowWhen(face, blocked);
    m_rollNote->setText(blocked);
    m_rollNote->setVisible(!blocked.isEmpty());
}

void FanTestPanel::resolve(int d4, bool typed)
{
    if (!m_rollNote->text().isEmpty() || !m_battle || !currentUnit())
        return;
    Q_EMIT resolveRequested(request(), d4, typed);
}

} // namespace md::fantasy
