#include "ww1/widgets/Ww1StandTestRow.h"

#include "widgets/WrappedLabel.h"
#include "ww1/texts/Ww1Texts.h"
#include "ww1/rules/Ww1IndividualRules.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

namespace md::ww1 {

namespace {
// IM3 and IM4 count the men seen fall in sight (A.3.3), a handful on a 6x4 table; twenty is more than any
// table shows, and keeps a typo far inside the file's limit on the net modifier (Ww1FileLimits::maxNetModifier).
constexpr int maxCasualtiesInSight = 20;

QString rankText(const Ww1Stand &stand)
{
    if (stand.rank == Ww1Rank::Officer && !stand.officerRank.isEmpty())
        return stand.officerRank;
    return enumDisplayName(stand.rank);
}
} // namespace

Ww1StandTestRow::Ww1StandTestRow(const Ww1Force &force, const QString &standId, QWidget *parent)
    : QFrame(parent)
    , m_force(force)
    , m_standId(standId)
    , m_tests(new QCheckBox(this))
    , m_trigger(new QComboBox(this))
    , m_underFire(new QCheckBox(this))
    , m_friendlyLabel(new QLabel(this))
    , m_friendly(new QSpinBox(this))
    , m_enemyLabel(new QLabel(this))
    , m_enemy(new QSpinBox(this))
    , m_outnumbered(new QCheckBox(tr("Outnumbered (IM5)"), this))
    , m_edged(new QCheckBox(tr("Edged weapon (IM6)"), this))
    , m_leading(new QCheckBox(tr("Officer leading (IM1)"), this))
    , m_leader(new QComboBox(this))
    , m_modifiers(new WrappedLabel(this)) // wrapped texts: laid out once per text and width (issue 19)
    , m_odds(new WrappedLabel(this))
{
    setFrameShape(QFrame::StyledPanel);
    setObjectName(QStringLiteral("standRow-") + standId);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 4, 6, 4);
    layout->setSpacing(2);

    auto *top = new QHBoxLayout;
    QFont bold = m_tests->font();
    bold.setBold(true);
    m_tests->setFont(bold);
    m_tests->setAccessibleName(tr("Stand tests"));
    top->addWidget(m_tests, 1);
    auto *triggerLabel = new QLabel(tr("Trigger:"), this);
    top->addWidget(triggerLabel);
    for (Ww1Trigger t : {Ww1Trigger::UnderFire, Ww1Trigger::EnterPosition, Ww1Trigger::HandToHand})
        m_trigger->addItem(enumDisplayName(t), static_cast<int>(t));
    m_trigger->setAccessibleName(tr("Trigger"));
    m_trigger->setToolTip(tr("What makes the stand test (A.2.2)."));
    triggerLabel->setBuddy(m_trigger);
    top->addWidget(m_trigger);
    layout->addLayout(top);

    // Four lines of ticks: under fire (its label says what counts, so it has a line of its own), the other
    // situations, the casualties in sight, the leading officer.
    m_underFire->setAccessibleName(tr("Under fire"));
    layout->addWidget(m_underFire);
    auto *situations = new QHBoxLayout;
    situations->setSpacing(14);
    m_outnumbered->setToolTip(tr("Strictly more enemy than friends in view (A.3.3 IM5)."));
    m_edged->setToolTip(tr("Melee threatened with an edged weapon (A.3.3 IM6)."));
    situations->addWidget(m_outnumbered);
    situations->addWidget(m_edged);
    situations->addStretch();
    layout->addLayout(situations);

    auto *counts = new QHBoxLayout;
    counts->setSpacing(6);
    for (QSpinBox *spin : {m_friendly, m_enemy}) {
        spin->setRange(0, maxCasualtiesInSight);
        spin->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
    }
    m_friendly->setAccessibleName(tr("Friendly casualties in sight"));
    m_enemy->setAccessibleName(tr("Enemy casualties in sight"));
    m_friendlyLabel->setBuddy(m_friendly);
    m_enemyLabel->setBuddy(m_enemy);
    counts->addWidget(m_friendlyLabel);
    counts->addWidget(m_friendly);
    counts->addSpacing(8);
    counts->addWidget(m_enemyLabel);
    counts->addWidget(m_enemy);
    counts->addStretch();
    layout->addLayout(counts);

    auto *lead = new QHBoxLayout;
    lead->setSpacing(6);
    m_leading->setToolTip(tr("A commissioned officer in sight doing the same as the others; only the most senior "
                             "counts, and never for himself (A.3.3 IM1, A-7)."));
    m_leader->setAccessibleName(tr("Leading officer"));
    m_leader->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    lead->addWidget(m_leading);
    lead->addWidget(m_leader);
    lead->addStretch();
    layout->addLayout(lead);

    m_modifiers->setWordWrap(true);
    m_modifiers->setAccessibleName(tr("Modifiers"));
    m_modifiers->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_modifiers);
    m_odds->setWordWrap(true);
    m_odds->setTextFormat(Qt::RichText);
    m_odds->setAccessibleName(tr("Odds of each band"));
    layout->addWidget(m_odds);

    fillLeaders();
    const auto changedNow = [this] {
        refresh();
        Q_EMIT changed();
    };
    connect(m_tests, &QCheckBox::toggled, this, changedNow);
    connect(m_trigger, &QComboBox::currentIndexChanged, this, changedNow);
    for (QCheckBox *box : {m_underFire, m_outnumbered, m_edged, m_leading})
        connect(box, &QCheckBox::toggled, this, changedNow);
    connect(m_friendly, &QSpinBox::valueChanged, this, changedNow);
    connect(m_enemy, &QSpinBox::valueChanged, this, changedNow);
    connect(m_leader, &QComboBox::currentIndexChanged, this, changedNow);
    refresh();
}

void Ww1StandTestRow::fillLeaders()
{
    const QString previous = m_leader->currentData().toString();
    const QSignalBlocker block(m_leader);
    m_leader->clear();
    // An officer in sight need not be on the roster (the other side's force file, a figure without a stand).
    m_leader->addItem(tr("(not on the roster)"), QString());
    // IM1 with A-7: an officer of the tester's own side, not surrendered, never the tester himself, and for an
    // officer tester only a more senior one.
    const Ww1Group *owner = nullptr;
    const Ww1Stand *tester = m_force.stand(m_standId, &owner);
    for (const Ww1Group &g : m_force.groups) {
        if (!owner || g.side != owner->side)
            continue;
        for (const Ww1Stand &s : g.stands) {
            if (s.rank != Ww1Rank::Officer || s.id == m_standId || s.result == Ww1Result::Surrendered)
                continue;
            if (tester->rank == Ww1Rank::Officer
                && m_force.settings.seniorityOf(s.officerRank) >= m_force.settings.seniorityOf(tester->officerRank))
                continue;
            m_leader->addItem(tr("%1 (%2)").arg(s.name.isEmpty() ? s.id : s.name, rankText(s)), s.id);
        }
    }
    const int at = m_leader->findData(previous);
    m_leader->setCurrentIndex(at < 0 ? 0 : at);
}

void Ww1StandTestRow::setForce(const Ww1Force &force)
{
    m_force = force;
    fillLeaders();
    refresh();
}

bool Ww1StandTestRow::isTesting() const { return m_tests->isEnabled() && m_tests->isChecked(); }

void Ww1StandTestRow::setTesting(bool testing) { m_tests->setChecked(testing); }

Ww1Situation Ww1StandTestRow::situation() const
{
    Ww1Situation s;
    s.trigger = static_cast<Ww1Trigger>(m_trigger->currentData().toInt());
    s.underFire = m_underFire->isChecked();
    s.friendlyCasualties = m_friendly->value();
    s.enemyCasualties = m_enemy->value();
    s.outnumbered = m_outnumbered->isChecked();
    s.edgedWeapon = m_edged->isChecked();
    s.officerLeading = m_leading->isChecked();
    s.leadingOfficerId = s.officerLeading ? m_leader->currentData().toString() : QString();
    return s;
}

Ww1StandTest Ww1StandTestRow::test() const { return {m_standId, situation()}; }

Modifiers Ww1StandTestRow::modifiers() const
{
    const Ww1Stand *stand = m_force.stand(m_standId);
    return stand ? Ww1IndividualRules::modifiers(m_force, *stand, situation()) : Modifiers();
}

QString Ww1StandTestRow::modifiersText() const { return m_modifiers->text(); }

QString Ww1StandTestRow::oddsText() const { return m_odds->text(); }

void Ww1StandTestRow::refresh()
{
    const Ww1Stand *stand = m_force.stand(m_standId);
    if (!stand)
        return;
    m_tests->setText(tr("%1 — %2").arg(stand->name.isEmpty() ? stand->id : stand->name, rankText(*stand)));
    // A.2.2 with A-6: a stand tests for a trigger once (T2 as the option says); never once surrendered.
    QString why;
    const bool may = Ww1IndividualRules::mustTest(*stand, situation().trigger, m_force.rules, &why);
    m_tests->setEnabled(may);
    m_tests->setToolTip(may ? tr("Tick the stands that test: they share the square's one 2d6 (A.3.3).") : why);
    // IM2: the distance bounds small arms only; indirect fire and grenades count at any range.
    m_underFire->setText(tr("Under fire: small arms within %n square(s), indirect fire or grenades (IM2)", nullptr,
                            m_force.settings.smallArmsProximitySquares));
    m_underFire->setToolTip(tr("Small arms fire from within %n square(s), or indirect fire or grenades; counted once "
                               "even when both apply (A.3.3 IM2, A-8).", nullptr, m_force.settings.smallArmsProximitySquares));
    // the label says which casualties count, as the force's option reads "in sight".
    m_friendlyLabel->setText(tr("Casualties %1: friendly (IM3)").arg(Ww1Texts::sightRange(m_force)));
    m_enemyLabel->setText(tr("enemy (IM4)"));
    const QString countTip = tr("Walking wounded or worse, any unit, visible (A.3.3 IM3, IM4; severities in the force's settings, A.6).");
    m_friendly->setToolTip(countTip);
    m_enemy->setToolTip(countTip);
    m_leader->setEnabled(m_leading->isChecked());

    const Modifiers list = modifiers();
    const int net = Ww1IndividualRules::net(list);
    m_modifiers->setText(tr("Net %1: %2").arg(Ww1Texts::signedNumber(net), Ww1Texts::modifiers(list)));
    const Ww1BandOdds odds = Ww1IndividualRules::odds(net);
    const auto band = [](Ww1Result result, const Fraction &p) {
        return QStringLiteral("<b>%1</b> %2").arg(enumDisplayName(result).toHtmlEscaped(), Ww1Texts::odds(p).toHtmlEscaped());
    };
    m_odds->setText(QStringList{band(Ww1Result::CarryOn, odds.carryOn), band(Ww1Result::NoCloser, odds.noCloser),
                                band(Ww1Result::DuckBack, odds.duckBack), band(Ww1Result::Surrendered, odds.surrender)}
                        .join(QStringLiteral(" &nbsp;·&nbsp; ")));
    const bool active = isTesting();
    m_modifiers->setEnabled(active);
    m_odds->setEnabled(active);
}

} // namespace md::ww1
