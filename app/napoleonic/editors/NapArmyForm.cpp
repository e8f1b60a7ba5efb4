#include "napoleonic/editors/NapArmyForm.h"

#include "napoleonic/editors/NapTableEditor.h"
#include "napoleonic/model/NapFileLimits.h"
#include "napoleonic/model/NapTemplates.h"
#include "napoleonic/rules/NapMfp.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
using L = NapFileLimits;
using Kind = NapTableEditor::Kind;
} // namespace

NapArmyForm::NapArmyForm(const NapBattle *source, QWidget *parent)
    : NapEditorForm(source, parent)
{
    setObjectName(u"napArmyForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"napArmyName"_s);
    m_name->setMaxLength(L::maxNameLength);
    m_name->setToolTip(tr("The side: \"French\", \"Allied\"."));
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        const NapArmy *a = army();
        if (isFilling() || !a)
            return;
        const QString name = m_name->text().trimmed();
        if (name == a->name)
            return;
        if (name.isEmpty())
            return refuse(m_name, tr("must not be empty"));
        for (const NapArmy &other : battle().armies) {
            if (other.id != m_id && other.name.compare(name, Qt::CaseInsensitive) == 0)
                return refuse(m_name, tr("the other army is already called %1").arg(other.name));
        }
        editArmy(m_name, tr("Rename army: %1").arg(name), [name](NapArmy &x) { x.name = name; });
    });

    addSection(tr("Army morale fatigue (B.4.5)"));
    m_positions = new NapTableEditor({{tr("Position"), Kind::Text}, {tr("MFP"), Kind::Number}, {tr("Captured"), Kind::Check}},
                                     this);
    m_positions->setObjectName(u"napPositions"_s);
    m_positions->setToolTip(tr("15.86: the scenario's geographical positions, each worth MFP to this army. A "
                               "captured one adds its value to the MFP used (E18)."));
    addField(tr("&Positions:"), m_positions);
    m_positions->table()->setAccessibleName(tr("Positions"));
    connect(m_positions, &NapTableEditor::cellEdited, this, &NapArmyForm::editPosition);
    connect(m_positions, &NapTableEditor::addRequested, this, [this] {
        const NapArmy *a = army();
        if (!a)
            return;
        if (a->positions.size() >= L::maxRows)
            return refuse(m_positions, tr("at most %1 positions").arg(L::maxRows));
        QSet<QString> names;
        for (const NapPosition &p : a->positions)
            names.insert(p.name.toLower());
        NapPosition p;
        p.name = tr("New position");
        for (int n = 2; names.contains(p.name.toLower()); ++n)
            p.name = tr("New position %1").arg(n);
        p.mfp = 1;
        editArmy(m_positions, tr("Add position: %1").arg(p.name), [p](NapArmy &x) { x.positions.append(p); });
    });
    connect(m_positions, &NapTableEditor::removeRequested, this, [this](int row) {
        const NapArmy *a = army();
        if (!a || row < 0 || row >= a->positions.size())
            return;
        editArmy(m_positions, tr("Remove position: %1").arg(a->positions.at(row).name),
                 [row](NapArmy &x) { x.positions.removeAt(row); });
    });
    connect(m_positions, &NapTableEditor::moveRequested, this, [this](int row, int to) {
        const NapArmy *a = army();
        if (!a || row < 0 || row >= a->positions.size() || to < 0 || to >= a->positions.size())
            return;
        editArmy(m_positions, tr("Move position: %1").arg(a->positions.at(row).name),
                 [row, to](NapArmy &x) { x.positions.move(row, to); });
    });

    m_extraMfp = new QSpinBox(this);
    m_extraMfp->setObjectName(u"napExtraMfp"_s);
    m_extraMfp->setRange(-99999, 9999999); // wider than valid: a bad value is refused with a reason
    m_extraMfp->setKeyboardTracking(false);
    m_extraMfp->setToolTip(tr("Other MFP the scenario adds to this army's total (whole MFP)."));
    addField(tr("&Extra MFP:"), m_extraMfp);
    connect(m_extraMfp, &QSpinBox::valueChanged, this, [this](int value) {
        const NapArmy *a = army();
        if (isFilling() || !a || value == a->extraMfp)
            return;
        if (value < 0)
            return refuse(m_extraMfp, tr("must be at least 0"));
        if (value > L::maxInteger)
            return refuse(m_extraMfp, tr("must be at most %1").arg(L::maxInteger));
        editArmy(m_extraMfp, tr("Extra MFP of %1: %2").arg(a->name).arg(value), [value](NapArmy &x) { x.extraMfp = value; });
    });

    m_campaign = addReadOnly(tr("Campaign penalty:"), u"napArmyCampaign"_s);
    m_campaign->setToolTip(tr("15.96: an army that exceeded its MFP on the previous battleday has -1 to every "
                              "CMR, except units and commands arriving on a later battleday. Play sets it."));
    m_total = addReadOnly(tr("MFP total:"), u"napArmyMfpTotal"_s);
    m_total->setToolTip(tr("B.4.5: the units and appointed officers of the commands on the table (withdrawn "
                           "ones per B-21), the positions and the extra MFP."));

    addSection(tr("Commands"));
    m_addRow = new QWidget(this);
    auto *addLayout = new QHBoxLayout(m_addRow);
    addLayout->setContentsMargins(0, 0, 0, 0);
    m_template = new QComboBox(m_addRow);
    m_template->setObjectName(u"napCommandTemplate"_s);
    m_template->setAccessibleName(tr("Command template"));
    for (const QString &key : NapTemplates::commandKeys())
        m_template->addItem(NapTemplates::label(key), key);
    m_template->addItem(tr("Empty command"), QString());
    m_template->setToolTip(tr("The templates' CMRs and figures are examples: replace them with your scenario's."));
    m_addCommand = new QPushButton(tr("Add &command"), m_addRow);
    m_addCommand->setObjectName(u"napAddCommand"_s);
    m_addCommand->setAccessibleName(tr("Add command from template"));
    addLayout->addWidget(m_template, 1);
    addLayout->addWidget(m_addCommand);
    auto *templateLabel = addField(tr("Te&mplate:"), m_addRow);
    templateLabel->setBuddy(m_template);
    connect(m_addCommand, &QPushButton::clicked, this, &NapArmyForm::addCommand);

    m_buttons = new QWidget(this);
    auto *row = new QHBoxLayout(m_buttons);
    row->setContentsMargins(0, 6, 0, 0);
    m_up = new QPushButton(tr("Move &up"), m_buttons);
    m_up->setObjectName(u"napArmyUp"_s);
    m_up->setAccessibleName(tr("Move army up"));
    m_down = new QPushButton(tr("Move do&wn"), m_buttons);
    m_down->setObjectName(u"napArmyDown"_s);
    m_down->setAccessibleName(tr("Move army down"));
    m_remove = new QPushButton(tr("&Remove army"), m_buttons);
    m_remove->setObjectName(u"napRemoveArmy"_s);
    row->addWidget(m_up);
    row->addWidget(m_down);
    row->addStretch(1);
    row->addWidget(m_remove);
    addWideField(m_buttons, tr("Army actions"));
    const auto moveArmy = [this](int by) {
        const NapArmy *a = army();
        if (!a)
            return;
        const qsizetype at = a - battle().armies.constData();
        const qsizetype to = at + by;
        if (to < 0 || to >= battle().armies.size())
            return;
        edit(m_buttons, by < 0 ? tr("Move army up: %1").arg(a->name) : tr("Move army down: %1").arg(a->name),
             [at, to](NapBattle &b) { b.armies.move(at, to); });
    };
    connect(m_up, &QPushButton::clicked, this, [moveArmy] { moveArmy(-1); });
    connect(m_down, &QPushButton::clicked, this, [moveArmy] { moveArmy(+1); });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const NapArmy *a = army();
        if (!a)
            return;
        for (const NapPendingCheck &check : battle().pending) {
            const NapArmy *owner = nullptr;
            const NapUnit *u = battle().unit(check.unitId, nullptr, &owner);
            if (u && owner == a)
                return refuse(m_buttons, tr("%1 has a check waiting: resolve it first").arg(u->name));
        }
        const QString id = m_id;
        edit(m_buttons, tr("Remove army: %1").arg(a->name),
             [id](NapBattle &b) { b.armies.removeIf([id](const NapArmy &x) { return x.id == id; }); });
    });
}

void NapArmyForm::setArmy(const QString &id)
{
    m_id = id;
    refresh();
}

const NapArmy *NapArmyForm::army() const { return battle().army(m_id); }

bool NapArmyForm::editArmy(QWidget *field, const QString &undoText, const std::function<void(NapArmy &)> &change)
{
    if (isFilling() || !army())
        return false;
    const QString id = m_id;
    return edit(field, undoText, [id, change](NapBattle &b) { change(*b.army(id)); });
}

void NapArmyForm::editPosition(int row, int column, const QVariant &value)
{
    const NapArmy *a = army();
    if (!a || row < 0 || row >= a->positions.size())
        return;
    const NapPosition &p = a->positions.at(row);
    if (column == 0) {
        const QString name = value.toString().trimmed();
        if (name.isEmpty())
            return refuse(m_positions, tr("a name must not be empty"));
        for (qsizetype i = 0; i < a->positions.size(); ++i) {
            if (i != row && a->positions.at(i).name.compare(name, Qt::CaseInsensitive) == 0)
                return refuse(m_positions, tr("\"%1\" is already in the list").arg(a->positions.at(i).name));
        }
        if (name == p.name)
            return refresh();
        editArmy(m_positions, tr("Rename position: %1").arg(name), [row, name](NapArmy &x) { x.positions[row].name = name; });
        return;
    }
    if (column == 1) {
        const int mfp = value.toInt();
        if (mfp < 0)
            return refuse(m_positions, tr("MFP must be at least 0"));
        if (mfp > L::maxInteger)
            return refuse(m_positions, tr("MFP must be at most %1").arg(L::maxInteger));
        editArmy(m_positions, tr("MFP of %1: %2").arg(p.name).arg(mfp), [row, mfp](NapArmy &x) { x.positions[row].mfp = mfp; });
        return;
    }
    const bool captured = value.toBool();
    editArmy(m_positions, captured ? tr("Position captured: %1").arg(p.name) : tr("Position held: %1").arg(p.name),
             [row, captured](NapArmy &x) { x.positions[row].captured = captured; });
}

void NapArmyForm::addCommand()
{
    const NapArmy *a = army();
    if (!a)
        return;
    const QString key = m_template->currentData().toString();
    QList<NapCommand> added;
    if (key.isEmpty()) {
        NapCommand c;
        c.id = NapBattle::freeId(u"command"_s, battle().usedIds());
        c.name = tr("New command");
        added << c;
    } else {
        added = NapTemplates::commands(key, battle().usedIds());
    }
    if (a->commands.size() + added.size() > L::maxCommandsPerArmy)
        return refuse(m_addRow, tr("at most %1 commands in an army").arg(L::maxCommandsPerArmy));
    const QString id = added.first().id;
    if (editArmy(m_addRow, tr("Add command: %1").arg(added.first().name), [added](NapArmy &x) { x.commands.append(added); }))
        Q_EMIT selectionRequested(id);
}

QString NapArmyForm::mfpBreakdown(const NapArmy &a) const
{
    const NapBattle &b = battle();
    QStringList lines;
    for (const NapCommand &c : a.commands) {
        if (c.presence == NapPresence::Awaiting)
            lines << tr("%1: not yet arrived").arg(c.name);
        else if (c.presence == NapPresence::Withdrawn && b.rules.withdrawalRemovesMfp)
            lines << tr("%1: withdrawn (B-21)").arg(c.name);
        else
            lines << tr("%1: %2").arg(c.name).arg(NapMfp::commandValue(c, a, b));
    }
    for (const NapPosition &p : a.positions)
        lines << tr("Position %1: %2").arg(p.name).arg(p.mfp);
    if (a.extraMfp != 0)
        lines << tr("Extra: %1").arg(a.extraMfp);
    lines << tr("Total: %1 MFP; used %2").arg(NapMfp::text(NapMfp::totalHalf(a, b)), NapMfp::text(a.mfpUsedHalf));
    return lines.join(u'\n');
}

void NapArmyForm::fill()
{
    const NapArmy *a = army();
    setEnabled(a != nullptr);
    if (!a)
        return;
    m_name->setText(a->name);
    QList<QVariantList> rows;
    for (const NapPosition &p : a->positions)
        rows << QVariantList{p.name, p.mfp, p.captured};
    m_positions->setRows(rows);
    m_extraMfp->setValue(a->extraMfp);
    m_campaign->setText(a->campaignPenalty < 0
                            ? tr("%1 to every CMR this battleday (exceeded its MFP the battleday before)").arg(a->campaignPenalty)
                            : tr("none"));
    m_total->setText(mfpBreakdown(*a));
    const qsizetype at = a - battle().armies.constData();
    m_up->setEnabled(at > 0);
    m_down->setEnabled(at + 1 < battle().armies.size());
    m_addCommand->setEnabled(a->commands.size() < L::maxCommandsPerArmy);
}

} // namespace md::nap
