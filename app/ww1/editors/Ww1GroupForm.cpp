#include "ww1/editors/Ww1GroupForm.h"

#include "ww1/model/Ww1FileLimits.h"
#include "ww1/rules/Ww1GroupRules.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
using L = Ww1FileLimits;

QSpinBox *membersBox(const QString &objectName, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setObjectName(objectName);
    // Wider than the valid range, so that a typed 0 or 1500 is refused with a reason, not swallowed.
    box->setRange(0, 99999);
    box->setKeyboardTracking(false);
    return box;
}
} // namespace

Ww1GroupForm::Ww1GroupForm(const Ww1Force *source, QWidget *parent)
    : Ww1EditorForm(source, parent)
{
    setObjectName(u"ww1GroupForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"ww1GroupName"_s);
    m_name->setMaxLength(L::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (isFilling() || !group())
            return;
        const QString name = m_name->text().trimmed();
        if (name.isEmpty())
            return refuse(m_name, tr("must not be empty"));
        edit(m_name, tr("Rename group: %1").arg(name), [name](Ww1Group &g) { g.name = name; });
    });

    m_side = new QLineEdit(this);
    m_side->setObjectName(u"ww1GroupSide"_s);
    m_side->setMaxLength(L::maxNameLength);
    m_side->setToolTip(tr("Whose group it is (\"British\", \"German\"): a force may hold both sides of an "
                          "engagement."));
    addField(tr("&Side:"), m_side);
    connect(m_side, &QLineEdit::editingFinished, this, [this] {
        if (isFilling() || !group())
            return;
        const QString side = m_side->text().trimmed();
        edit(m_side, tr("Side of %1: %2").arg(group()->name, side), [side](Ww1Group &g) { g.side = side; });
    });

    m_kind = new QComboBox(this);
    m_kind->setObjectName(u"ww1GroupKind"_s);
    addEnumItems<Ww1GroupKind>(m_kind);
    m_kind->setToolTip(tr("A.1: group morale is taken by a platoon or a company; a section is the smallest "
                          "group the templates offer. The kind changes no test."));
    addField(tr("&Kind:"), m_kind);
    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        if (isFilling() || !group())
            return;
        const auto kind = static_cast<Ww1GroupKind>(m_kind->currentData().toInt());
        edit(m_kind, tr("Kind of %1: %2").arg(group()->name, enumDisplayName(kind)), [kind](Ww1Group &g) { g.kind = kind; });
    });

    m_role = new QComboBox(this);
    m_role->setObjectName(u"ww1GroupRole"_s);
    addEnumItems<Ww1Role>(m_role);
    m_role->setToolTip(tr("A.3.2: when several groups must test, all attackers test first, then all defenders, "
                          "each biggest to smallest. Set it for each engagement."));
    addField(tr("&Role in this engagement:"), m_role);
    connect(m_role, &QComboBox::currentIndexChanged, this, [this] {
        if (isFilling() || !group())
            return;
        const auto role = static_cast<Ww1Role>(m_role->currentData().toInt());
        edit(m_role, tr("Role of %1: %2").arg(group()->name, enumDisplayName(role)), [role](Ww1Group &g) { g.role = role; });
    });

    m_start = membersBox(u"ww1GroupStart"_s, this);
    m_start->setToolTip(tr("A.1: the men (figures) at the start, not the stands. C1-C3 count casualties "
                           "against it (A-3)."));
    addField(tr("Starting &members:"), m_start);
    connect(m_start, &QSpinBox::valueChanged, this, &Ww1GroupForm::setStart);

    m_casualties = membersBox(u"ww1GroupCasualties"_s, this);
    m_casualties->setToolTip(tr("A correction of the tally only: it starts no group test. Record casualties in "
                                "play, where a condition reached brings its test (A.2.1)."));
    addField(tr("&Casualties (correction):"), m_casualties);
    connect(m_casualties, &QSpinBox::valueChanged, this, &Ww1GroupForm::setCasualties);

    m_thresholds = addReadOnly(tr("Tests at:"), u"ww1GroupThresholds"_s);
    m_thresholds->setToolTip(tr("A.2.1: the casualties that reach C1 (at +0), C2 (at -2) and C3 (at -4) for "
                                "this many starting members, under the readings of this force."));
    m_status = addReadOnly(tr("Status:"), u"ww1GroupStatus"_s);
    m_tested = addReadOnly(tr("Conditions tested:"), u"ww1GroupTested"_s);
    m_tested->setToolTip(tr("A.2.1 rule 1: a group tests for each condition once."));

    m_buttons = new QWidget(this);
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 6, 0, 0);
    m_addStand = new QPushButton(tr("Add s&tand"), m_buttons);
    m_addStand->setObjectName(u"ww1AddStand"_s);
    m_up = new QPushButton(tr("Move &up"), m_buttons);
    m_up->setObjectName(u"ww1GroupUp"_s);
    m_up->setAccessibleName(tr("Move group up"));
    m_up->setToolTip(tr("A.3.2: groups of the same role and size test in this order."));
    m_down = new QPushButton(tr("Move do&wn"), m_buttons);
    m_down->setObjectName(u"ww1GroupDown"_s);
    m_down->setAccessibleName(tr("Move group down"));
    m_down->setToolTip(m_up->toolTip());
    m_remove = new QPushButton(tr("&Remove group"), m_buttons);
    m_remove->setObjectName(u"ww1RemoveGroup"_s);
    row->addWidget(m_addStand);
    row->addWidget(m_up);
    row->addWidget(m_down);
    row->addStretch(1);
    row->addWidget(m_remove);
    addWideField(m_buttons, tr("Group actions"));
    connect(m_addStand, &QPushButton::clicked, this, &Ww1GroupForm::addStand);
    connect(m_up, &QPushButton::clicked, this, [this] { moveGroup(-1); });
    connect(m_down, &QPushButton::clicked, this, [this] { moveGroup(+1); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const Ww1Group *g = group();
        if (!g)
            return;
        Ww1Force after = force();
        const QString id = m_id;
        after.groups.removeIf([id](const Ww1Group &x) { return x.id == id; });
        propose(m_buttons, tr("Remove group: %1").arg(g->name), after);
    });
}

void Ww1GroupForm::setGroup(const QString &id)
{
    m_id = id;
    refresh();
}

const Ww1Group *Ww1GroupForm::group() const { return force().group(m_id); }

void Ww1GroupForm::edit(QWidget *field, const QString &undoText, const std::function<void(Ww1Group &)> &change)
{
    if (isFilling() || !group())
        return;
    Ww1Force after = force();
    change(*after.group(m_id));
    propose(field, undoText, after);
}

void Ww1GroupForm::setStart(int value)
{
    const Ww1Group *g = group();
    if (isFilling() || !g || value == g->startMembers)
        return;
    if (value < 1)
        return refuse(m_start, tr("must be at least 1"));
    if (value > L::maxMembers)
        return refuse(m_start, tr("must be at most %1").arg(L::maxMembers));
    if (value < g->casualties)
        return refuse(m_start, tr("must be at least the casualties (%1)").arg(g->casualties));
    edit(m_start, tr("Starting members of %1: %2").arg(g->name).arg(value), [value](Ww1Group &x) { x.startMembers = value; });
}

void Ww1GroupForm::setCasualties(int value)
{
    const Ww1Group *g = group();
    if (isFilling() || !g || value == g->casualties)
        return;
    if (value > g->startMembers)
        return refuse(m_casualties, tr("must not be more than the starting members (%1)").arg(g->startMembers));
    edit(m_casualties, tr("Correct casualties of %1: %2").arg(g->name).arg(value), [value](Ww1Group &x) { x.casualties = value; });
}

void Ww1GroupForm::addStand()
{
    const Ww1Group *g = group();
    if (!g)
        return;
    if (g->stands.size() >= L::maxStandsPerGroup)
        return refuse(m_buttons, tr("at most %1 stands in a group").arg(L::maxStandsPerGroup));
    const int number = int(g->stands.size()) + 1;
    Ww1Stand stand;
    stand.id = Ww1Force::freeId(m_id + u"-s"_s + QString::number(number), force().usedIds());
    stand.name = tr("Stand %1").arg(number);
    // Beside the group's last stand: a new stand usually joins the others in their square.
    stand.square = g->stands.isEmpty() ? u"A1"_s : g->stands.last().square;
    const QString id = stand.id;
    edit(m_buttons, tr("Add stand: %1").arg(stand.name), [stand](Ww1Group &x) { x.stands.append(stand); });
    Q_EMIT selectionRequested(id);
}

void Ww1GroupForm::moveGroup(int by)
{
    const Ww1Group *g = group();
    if (!g)
        return;
    const auto &groups = force().groups;
    qsizetype at = 0;
    while (groups.at(at).id != m_id)
        ++at;
    const qsizetype to = at + by;
    if (to < 0 || to >= groups.size())
        return;
    Ww1Force after = force();
    after.groups.move(at, to);
    propose(m_buttons, by < 0 ? tr("Move group up: %1").arg(g->name) : tr("Move group down: %1").arg(g->name), after);
}

void Ww1GroupForm::fill()
{
    const Ww1Group *g = group();
    setEnabled(g != nullptr);
    if (!g)
        return;
    const Ww1Force &f = force();
    m_name->setText(g->name);
    m_side->setText(g->side);
    m_kind->setCurrentIndex(m_kind->findData(static_cast<int>(g->kind)));
    m_role->setCurrentIndex(m_role->findData(static_cast<int>(g->role)));
    m_start->setValue(g->startMembers);
    m_casualties->setValue(g->casualties);

    QStringList at;
    for (const auto &row : EnumTable<Ww1Condition>::rows()) {
        const int n = Ww1GroupRules::threshold(row.value, g->startMembers, f.rules);
        if (n <= g->startMembers)
            at << tr("%1 at %2").arg(QString::fromLatin1(row.key).toUpper()).arg(n);
    }
    m_thresholds->setText(at.isEmpty() ? tr("no test (no members)") : tr("%1 casualties").arg(at.join(u", "_s)));

    const QString fit = tr("%1 of %2 men fit").arg(g->effectiveMembers()).arg(g->startMembers);
    m_status->setText(g->status == Ww1GroupStatus::Withdrawing
                          ? tr("%1 (until it reaches its own line: clear it in play, A.4.1); %2")
                                .arg(enumDisplayName(g->status), fit)
                          : tr("%1; %2").arg(enumDisplayName(g->status), fit));
    QStringList tested;
    for (const Ww1Condition c : g->conditionsTested)
        tested << enumDisplayName(c);
    m_tested->setText(tested.isEmpty() ? tr("none yet") : tested.join(u'\n'));

    qsizetype index = 0;
    while (index < f.groups.size() && f.groups.at(index).id != m_id)
        ++index;
    m_up->setEnabled(index > 0);
    m_down->setEnabled(index + 1 < f.groups.size());
    m_addStand->setEnabled(g->stands.size() < L::maxStandsPerGroup);
}

} // namespace md::ww1
