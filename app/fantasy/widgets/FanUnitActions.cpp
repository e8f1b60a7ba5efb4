#include "fantasy/widgets/FanUnitActions.h"

#include "fantasy/commands/FanCommands.h"
#include "fantasy/model/FanBattle.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace md::fantasy {

FanUnitActions::FanUnitActions(FanCommands *commands, QWidget *parent)
    : QWidget(parent)
    , m_commands(commands)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 0, 0, 0);
    m_title = new QLabel(this);
    m_title->setObjectName(u"fanActionsTitle"_s);
    m_title->setWordWrap(true);
    grid->addWidget(m_title, 0, 0, 1, 2);

    const auto button = [this](const QString &name, const QString &text, const QString &tip) {
        auto *b = new QPushButton(text, this);
        b->setObjectName(name);
        b->setToolTip(tip);
        return b;
    };
    m_losses = new QSpinBox(this);
    m_losses->setObjectName(u"fanLossesSpin"_s);
    m_losses->setRange(1, 100000);
    m_losses->setAccessibleName(tr("Figures lost"));
    m_recordLosses = button(u"fanRecordLosses"_s, tr("Record losses"), tr("Figures lost now (C.3 step 1)"));
    grid->addWidget(m_losses, 1, 0);
    grid->addWidget(m_recordLosses, 1, 1);
    m_attackers = new QSpinBox(this);
    m_attackers->setObjectName(u"fanAttackersSpin"_s);
    m_attackers->setRange(1, 100000);
    m_attackers->setAccessibleName(tr("Attacking figures in contact"));
    m_charged = button(u"fanCharged"_s, tr("Charged while routing"),
                       tr("It cannot reply: one figure lost per attacking figure in contact (C.4.1)"));
    grid->addWidget(m_attackers, 2, 0);
    grid->addWidget(m_charged, 2, 1);

    m_obstacle = button(u"fanObstacle"_s, tr("Rout obstacle (D6)"), tr("An obstacle it cannot get round: D6 1-3 right, 4-6 left (C.4.1)"));
    m_reform = button(u"fanReform"_s, tr("Reform"), tr("A Disordered unit receives its Reform order (C.4.2)"));
    m_moved = button(u"fanMoved"_s, tr("Has moved"), tr("Decides when an Uncontrolled Advance charges (C.4.1)"));
    m_moved->setCheckable(true);
    m_offTable = button(u"fanOffTable"_s, tr("Routed off the table"), tr("Lost for the game (C.4.2)"));
    grid->addWidget(m_obstacle, 3, 0);
    grid->addWidget(m_offTable, 3, 1);
    grid->addWidget(m_reform, 4, 0);
    grid->addWidget(m_moved, 4, 1);
    m_wounded = button(u"fanWounded"_s, tr("Wounded"), tr("A character wounded: skeletons he controls are removed (C-14)"));
    m_killed = button(u"fanKilled"_s, tr("Killed"), tr("A character killed: skeletons he controls are removed (C-14)"));
    grid->addWidget(m_wounded, 5, 0);
    grid->addWidget(m_killed, 5, 1);
    m_spellTurn = new QSpinBox(this);
    m_spellTurn->setObjectName(u"fanSpellTurn"_s);
    m_spellTurn->setRange(0, 1000);
    m_spellTurn->setPrefix(tr("through turn "));
    m_spellTurn->setSpecialValueText(tr("no exemption"));
    m_spell = button(u"fanSpell"_s, tr("Exempt by a spell"), tr("A spell, miracle, curse or wonder: no Morale Test through that turn (C.2)"));
    grid->addWidget(m_spellTurn, 6, 0);
    grid->addWidget(m_spell, 6, 1);

    connect(m_recordLosses, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->losses(m_unitId, m_losses->value());
        report(o.error, o.lines);
    });
    connect(m_charged, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->charged(m_unitId, m_attackers->value());
        report(o.error, o.lines);
    });
    connect(m_obstacle, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->obstacle(m_unitId, QRandomGenerator::global()->bounded(1, 7), false);
        report(o.error, o.lines);
    });
    connect(m_reform, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->reform(m_unitId);
        report(o.error, o.lines);
    });
    connect(m_moved, &QPushButton::clicked, this, [this](bool on) {
        const FanOutcome o = m_commands->moved(m_unitId, on);
        report(o.error, o.lines);
    });
    connect(m_offTable, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->offTable(m_unitId);
        report(o.error, o.lines);
    });
    connect(m_wounded, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->characterHit(m_unitId, false);
        report(o.error, o.lines);
    });
    connect(m_killed, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->characterHit(m_unitId, true);
        report(o.error, o.lines);
    });
    connect(m_spell, &QPushButton::clicked, this, [this] {
        const FanOutcome o = m_commands->spell(m_unitId, m_spellTurn->value());
        report(o.error, o.lines);
    });
    refresh();
}

void FanUnitActions::setBattle(const FanBattle *battle)
{
    m_battle = battle;
    refresh();
}

void FanUnitActions::setUnit(const QString &unitId)
{
    m_unitId = unitId;
    refresh();
}

void FanUnitActions::report(const QString &error, const QStringList &lines)
{
    Q_EMIT statusMessage(error.isEmpty() ? lines.join(u' ') : error);
    refresh();
}

void FanUnitActions::refresh()
{
    const FanUnit *u = m_battle ? m_battle->unit(m_unitId) : nullptr;
    const bool live = u && !u->gone();
    m_title->setText(u ? tr("<b>%1</b>: %2 of %3 figures").arg(u->name.toHtmlEscaped()).arg(u->currentFigures).arg(u->startFigures)
                       : tr("Choose a unit in the roster."));
    const bool routing = live && u->state == FanUnitState::Routing;
    const bool character = live && u->kind == FanUnitKind::Character;
    const auto enable = [](QPushButton *b, bool on, const QString &why) {
        b->setEnabled(on);
        if (!on && !why.isEmpty())
            b->setToolTip(why);
    };
    m_losses->setEnabled(live);
    if (live)
        m_losses->setMaximum(std::max(1, u->currentFigures));
    m_recordLosses->setEnabled(live && u->currentFigures > 0);
    m_attackers->setEnabled(routing);
    enable(m_charged, routing, {});
    enable(m_obstacle, routing, {});
    enable(m_offTable, routing, {});
    enable(m_reform, live && u->state == FanUnitState::Disordered, {});
    m_moved->setEnabled(live);
    m_moved->setChecked(live && u->movedThisTurn);
    enable(m_wounded, character && !u->wounded, {});
    enable(m_killed, character, {});
    m_spellTurn->setEnabled(live);
    m_spell->setEnabled(live);
    if (live && m_battle) {
        m_spellTurn->setMinimum(0);
        m_spellTurn->setValue(u->exemptThroughTurn >= m_battle->now.turn ? u->exemptThroughTurn : m_battle->now.turn);
    }
}

} // namespace md::fantasy
