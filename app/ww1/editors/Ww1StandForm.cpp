#include "ww1/editors/Ww1StandForm.h"

#include "ww1/model/Ww1FileLimits.h"
#include "ww1/io/Ww1Validator.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
using L = Ww1FileLimits;
} // namespace

Ww1StandForm::Ww1StandForm(const Ww1Force *source, QWidget *parent)
    : Ww1EditorForm(source, parent)
{
    setObjectName(u"ww1StandForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"ww1StandName"_s);
    m_name->setMaxLength(L::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (isFilling() || !stand())
            return;
        const QString name = m_name->text().trimmed();
        if (name.isEmpty())
            return refuse(m_name, tr("must not be empty"));
        edit(m_name, tr("Rename stand: %1").arg(name), [name](Ww1Stand &s) { s.name = name; });
    });

    m_rank = new QComboBox(this);
    m_rank->setObjectName(u"ww1StandRank"_s);
    addEnumItems<Ww1Rank>(m_rank);
    m_rank->setToolTip(tr("IM7: an officer taking morale +2; IM8: an NCO +1. An officer in sight leads by "
                          "example (IM1, +1 to the others)."));
    addField(tr("&Rank:"), m_rank);
    connect(m_rank, &QComboBox::currentIndexChanged, this, &Ww1StandForm::setRank);

    m_officerRank = new QComboBox(this);
    m_officerRank->setObjectName(u"ww1StandOfficerRank"_s);
    m_officerRank->setSizeAdjustPolicy(QComboBox::AdjustToContents); // filled per stand
    m_officerRank->setToolTip(tr("IM1: only the most senior officer present leads by example. The ranks are "
                                 "the force's seniority list (A.6)."));
    addField(tr("&Officer's rank:"), m_officerRank);
    connect(m_officerRank, &QComboBox::currentIndexChanged, this, [this] {
        const Ww1Stand *s = stand();
        if (isFilling() || !s || s->rank != Ww1Rank::Officer)
            return;
        const QString rank = m_officerRank->currentData().toString();
        edit(m_officerRank, tr("Officer's rank of %1: %2").arg(s->name, rank), [rank](Ww1Stand &x) { x.officerRank = rank; });
    });

    m_square = new QLineEdit(this);
    m_square->setObjectName(u"ww1StandSquare"_s);
    m_square->setMaxLength(64); // longer than allowed, so that too long is refused with a reason
    m_square->setPlaceholderText(tr("B4"));
    m_square->setToolTip(tr("A.3.3: the stands in one square share one 2d6 roll. Type the square as your grid "
                            "names it (\"B4\")."));
    addField(tr("S&quare:"), m_square);
    connect(m_square, &QLineEdit::editingFinished, this, &Ww1StandForm::setSquare);

    m_group = new QComboBox(this);
    m_group->setObjectName(u"ww1StandGroup"_s);
    m_group->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_group->setToolTip(tr("The group whose group morale the stand's casualties count for (A.1)."));
    addField(tr("&Group:"), m_group);
    connect(m_group, &QComboBox::currentIndexChanged, this, &Ww1StandForm::moveToGroup);

    m_result = addReadOnly(tr("Latest result:"), u"ww1StandResult"_s);
    m_result->setToolTip(tr("A.4.2: the result of the stand's latest individual test, kept until its next test "
                            "or until it is cleared in play."));
    m_bookkeeping = addReadOnly(tr("Tested for:"), u"ww1StandTested"_s);
    m_bookkeeping->setToolTip(tr("A.2.2: a stand tests once for coming under fire, once for its first "
                                 "hand-to-hand combat and (A-6) once for entering an enemy position."));

    m_buttons = new QWidget(this);
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 6, 0, 0);
    m_up = new QPushButton(tr("Move &up"), m_buttons);
    m_up->setObjectName(u"ww1StandUp"_s);
    m_up->setAccessibleName(tr("Move stand up"));
    m_down = new QPushButton(tr("Move do&wn"), m_buttons);
    m_down->setObjectName(u"ww1StandDown"_s);
    m_down->setAccessibleName(tr("Move stand down"));
    m_remove = new QPushButton(tr("R&emove stand"), m_buttons);
    m_remove->setObjectName(u"ww1RemoveStand"_s);
    row->addWidget(m_up);
    row->addWidget(m_down);
    row->addStretch(1);
    row->addWidget(m_remove);
    addWideField(m_buttons, tr("Stand actions"));
    connect(m_up, &QPushButton::clicked, this, [this] { moveInGroup(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveInGroup(+1); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const Ww1Group *owner = nullptr;
        const Ww1Stand *s = stand(&owner);
        if (!s)
            return;
        Ww1Force after = force();
        const QString id = m_id;
        after.group(owner->id)->stands.removeIf([id](const Ww1Stand &x) { return x.id == id; });
        propose(m_buttons, tr("Remove stand: %1").arg(s->name), after);
    });
}

void Ww1StandForm::setStand(const QString &id)
{
    m_id = id;
    refresh();
}

const Ww1Stand *Ww1StandForm::stand(const Ww1Group **owner) const { return force().stand(m_id, owner); }

void Ww1StandForm::edit(QWidget *field, const QString &undoText, const std::function<void(Ww1Stand &)> &change)
{
    if (isFilling() || !stand())
        return;
    Ww1Force after = force();
    change(*after.stand(m_id));
    propose(field, undoText, after);
}

void Ww1StandForm::setRank()
{
    const Ww1Stand *s = stand();
    if (isFilling() || !s)
        return;
    const auto rank = static_cast<Ww1Rank>(m_rank->currentData().toInt());
    if (rank == s->rank)
        return;
    // An officer's rank is a place in the seniority list (A.6), which only officers have: a new officer
    // starts as the most junior listed, and a stand that stops being an officer loses it.
    const QStringList &ranks = force().settings.officerRanks;
    const QString officerRank = rank == Ww1Rank::Officer && !ranks.isEmpty() ? ranks.last() : QString();
    edit(m_rank, tr("Rank of %1: %2").arg(s->name, enumDisplayName(rank)), [rank, officerRank](Ww1Stand &x) {
        x.rank = rank;
        x.officerRank = officerRank;
    });
}

void Ww1StandForm::setSquare()
{
    const Ww1Stand *s = stand();
    if (isFilling() || !s)
        return;
    QString square = m_square->text().trimmed();
    if (square == s->square)
        return;
    if (square.isEmpty())
        return refuse(m_square, tr("must not be empty: the stands of one square share one roll (A.3.3)"));
    if (square.size() > maxSquareLength)
        return refuse(m_square, tr("must be at most %1 characters").arg(maxSquareLength));
    // Play steps name squares ("test C4 …"): no spaces, no separators.
    if (const QString problem = Ww1Validator::squareProblem(square); !problem.isEmpty())
        return refuse(m_square, problem);
    // "b4" is the square "B4" the other stands are in: the shared roll is keyed by the square's text.
    for (const QString &known : force().squares()) {
        if (known.compare(square, Qt::CaseInsensitive) == 0) {
            square = known;
            break;
        }
    }
    if (square == s->square)
        return refresh();
    edit(m_square, tr("Square of %1: %2").arg(s->name, square), [square](Ww1Stand &x) { x.square = square; });
}

void Ww1StandForm::moveToGroup()
{
    const Ww1Group *owner = nullptr;
    const Ww1Stand *s = stand(&owner);
    if (isFilling() || !s)
        return;
    const QString targetId = m_group->currentData().toString();
    const Ww1Group *target = force().group(targetId);
    if (!target || targetId == owner->id)
        return;
    if (target->stands.size() >= L::maxStandsPerGroup)
        return refuse(m_group, tr("%1 already has %2 stands").arg(target->name).arg(L::maxStandsPerGroup));
    Ww1Force after = force();
    const Ww1Stand moved = *s;
    after.group(owner->id)->stands.removeIf([id = m_id](const Ww1Stand &x) { return x.id == id; });
    after.group(targetId)->stands.append(moved);
    propose(m_group, tr("Move %1 to %2").arg(s->name, target->name), after);
}

void Ww1StandForm::moveInGroup(int by)
{
    const Ww1Group *owner = nullptr;
    const Ww1Stand *s = stand(&owner);
    if (!s)
        return;
    qsizetype at = 0;
    while (owner->stands.at(at).id != m_id)
        ++at;
    const qsizetype to = at + by;
    if (to < 0 || to >= owner->stands.size())
        return;
    Ww1Force after = force();
    after.group(owner->id)->stands.move(at, to);
    propose(m_buttons, by < 0 ? tr("Move stand up: %1").arg(s->name) : tr("Move stand down: %1").arg(s->name), after);
}

void Ww1StandForm::fill()
{
    const Ww1Group *owner = nullptr;
    const Ww1Stand *s = stand(&owner);
    setEnabled(s != nullptr);
    if (!s)
        return;
    const Ww1Force &f = force();
    m_name->setText(s->name);
    m_rank->setCurrentIndex(m_rank->findData(static_cast<int>(s->rank)));

    m_officerRank->clear();
    for (const QString &rank : f.settings.officerRanks)
        m_officerRank->addItem(rank, rank);
    if (s->rank == Ww1Rank::Officer && m_officerRank->findData(s->officerRank) < 0) {
        // IM1: a rank the list does not hold counts as junior to every listed one (Ww1Settings::seniorityOf).
        m_officerRank->addItem(s->officerRank.isEmpty() ? tr("(none: junior to every listed rank)")
                                                        : tr("%1 (not in the seniority list)").arg(s->officerRank),
                               s->officerRank);
    }
    m_officerRank->setCurrentIndex(m_officerRank->findData(s->officerRank));
    setFieldShown(m_officerRank, s->rank == Ww1Rank::Officer);

    m_square->setText(s->square);

    m_group->clear();
    for (const Ww1Group &g : f.groups)
        m_group->addItem(g.side.isEmpty() ? g.name : tr("%1 (%2)").arg(g.name, g.side), g.id);
    m_group->setCurrentIndex(m_group->findData(owner->id));

    m_result->setText(enumDisplayName(s->result));
    QStringList tested;
    if (s->testedUnderFire)
        tested << enumDisplayName(Ww1Trigger::UnderFire);
    if (s->testedEnterPosition)
        tested << enumDisplayName(Ww1Trigger::EnterPosition);
    if (s->testedHandToHand)
        tested << enumDisplayName(Ww1Trigger::HandToHand);
    m_bookkeeping->setText(tested.isEmpty() ? tr("nothing yet") : tested.join(u'\n'));

    qsizetype at = 0;
    while (at < owner->stands.size() && owner->stands.at(at).id != m_id)
        ++at;
    m_up->setEnabled(at > 0);
    m_down->setEnabled(at + 1 < owner->stands.size());
}

} // namespace md::ww1
