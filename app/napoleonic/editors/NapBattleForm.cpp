#include "napoleonic/editors/NapBattleForm.h"

#include "napoleonic/NapOptions.h"
#include "napoleonic/model/NapFileLimits.h"
#include "widgets/NotesEdit.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMouseEvent>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
using L = NapFileLimits;

// "… (B-5)": the label without the rule it ends with, for an undo text that names the rule first.
QString withoutRule(const RuleOption &option)
{
    QString label = option.displayLabel();
    const QString suffix = u" ("_s + option.rule + u')';
    if (label.endsWith(suffix))
        label.chop(suffix.size());
    return label;
}
} // namespace

NapBattleForm::NapBattleForm(const NapBattle *source, QWidget *parent)
    : NapEditorForm(source, parent)
    , m_options(NapOptions::all())
{
    setObjectName(u"napBattleForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"napBattleName"_s);
    m_name->setMaxLength(L::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (isFilling())
            return;
        const QString name = m_name->text().trimmed();
        if (name == battle().name)
            return;
        if (name.isEmpty())
            return refuse(m_name, tr("must not be empty"));
        edit(m_name, tr("Rename battle: %1").arg(name), [name](NapBattle &b) { b.name = name; });
    });

    m_notes = new NotesEdit(this);
    m_notes->setObjectName(u"napBattleNotes"_s);
    addField(tr("N&otes:"), m_notes);
    connect(m_notes, &NotesEdit::editingFinished, this, [this] {
        const QString notes = m_notes->toPlainText();
        if (notes.size() > L::maxNotesLength)
            return refuse(m_notes, tr("must be at most %1 characters").arg(L::maxNotesLength));
        edit(m_notes, tr("Edit battle notes"), [notes](NapBattle &b) { b.notes = notes; });
    });

    m_battleday = new QSpinBox(this);
    m_battleday->setObjectName(u"napBattleday"_s);
    // Wider than the valid range, so that a typed 0 is refused with a reason, not swallowed.
    m_battleday->setRange(0, 99999);
    m_battleday->setKeyboardTracking(false);
    m_battleday->setToolTip(tr("15.96: an army that exceeded its MFP on one battleday starts the next at -1."));
    addField(tr("&Battleday:"), m_battleday);
    connect(m_battleday, &QSpinBox::valueChanged, this, &NapBattleForm::setBattleday);

    m_night = new QCheckBox(tr("N&ight turn"), this);
    m_night->setObjectName(u"napNight"_s);
    m_night->setToolTip(tr("N12: -2 to every check and rally at night."));
    addWideField(m_night, tr("Night turn"));
    connect(m_night, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_night, on ? tr("Night turn") : tr("Day turn"), [on](NapBattle &b) { b.night = on; });
    });

    // B.5: the readings the players may switch, each the spec's by default.
    addSection(tr("Readings of the rules (B.5)"));
    addNote(tr("Where the rules are unclear the program follows the readings below. Each starts at the reading "
               "the program recommends; its tooltip says which that is."),
            u"napRulesNote"_s);
    QStringList fixed;
    for (const RuleOption &option : std::as_const(m_options)) {
        if (!option.switchable) {
            fixed << option.displayLabel();
            continue;
        }
        // A check box's own text does not wrap: the long reading is a word-wrapped label beside it.
        auto *row = new QWidget(this);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *box = new QCheckBox(row);
        box->setObjectName(u"napRule-"_s + option.key);
        box->setAccessibleName(option.displayLabel());
        auto *text = new QLabel(option.displayLabel(), row);
        text->setObjectName(u"napRuleLabel-"_s + option.key);
        text->setWordWrap(true);
        text->setAlignment(Qt::AlignLeft | Qt::AlignTop);
        text->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
        text->installEventFilter(this);
        m_labelBoxes.insert(text, box);
        const QString tip = option.defaultValue ? tr("%1: ticked is the recommended reading.").arg(option.rule)
                                                : tr("%1: unticked is the recommended reading.").arg(option.rule);
        box->setToolTip(tip);
        text->setToolTip(tip);
        rowLayout->addWidget(box, 0, Qt::AlignTop);
        rowLayout->addWidget(text, 1);
        addWideField(row, option.displayLabel());
        m_switches << box;
        const RuleOption copy = option;
        connect(box, &QCheckBox::toggled, this, [this, row, copy](bool on) {
            const QString undoText = on == copy.defaultValue
                ? tr("Rule %1: back to the recommended reading").arg(copy.rule)
                : tr("Rule %1: %2").arg(copy.rule, withoutRule(copy));
            edit(row, undoText, [copy, on](NapBattle &b) { NapOptions::set(b.rules, copy.key, on); });
        });
    }

    QStringList lines{tr("Always applied:")};
    for (const QString &reading : std::as_const(fixed))
        lines << tr("• %1").arg(reading);
    m_fixedReadings = addNote(lines.join(u'\n'), u"napFixedReadings"_s);

    addSection(tr("Armies"));
    m_addArmy = new QPushButton(tr("Add &army"), this);
    m_addArmy->setObjectName(u"napAddArmy"_s);
    m_addArmy->setToolTip(tr("A file holds one army or both sides of a battleday."));
    addWideField(m_addArmy, tr("Add army"));
    connect(m_addArmy, &QPushButton::clicked, this, &NapBattleForm::addArmy);
}

QCheckBox *NapBattleForm::switchBox(const QString &key) const
{
    qsizetype box = 0;
    for (const RuleOption &option : m_options) {
        if (!option.switchable)
            continue;
        if (option.key == key)
            return m_switches.at(box);
        ++box;
    }
    return nullptr;
}

void NapBattleForm::setBattleday(int value)
{
    if (isFilling() || value == battle().battleday)
        return;
    if (value < 1)
        return refuse(m_battleday, tr("must be at least 1"));
    if (value > L::maxBattleday)
        return refuse(m_battleday, tr("must be at most %1").arg(L::maxBattleday));
    edit(m_battleday, tr("Battleday: %1").arg(value), [value](NapBattle &b) { b.battleday = value; });
}

void NapBattleForm::addArmy()
{
    if (battle().armies.size() >= L::maxArmies)
        return refuse(m_addArmy, tr("a battle has at most %1 armies").arg(L::maxArmies));
    NapArmy army;
    army.id = NapBattle::freeId(u"army"_s, battle().usedIds());
    QSet<QString> names;
    for (const NapArmy &a : battle().armies)
        names.insert(a.name);
    army.name = tr("New army");
    for (int n = 2; names.contains(army.name); ++n)
        army.name = tr("New army (%1)").arg(n);
    const QString id = army.id;
    if (edit(m_addArmy, tr("Add army: %1").arg(army.name), [army](NapBattle &b) { b.armies.append(army); }))
        Q_EMIT selectionRequested(id);
}

bool NapBattleForm::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonRelease) {
        if (QCheckBox *box = m_labelBoxes.value(qobject_cast<QLabel *>(watched));
            box && static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton) {
            box->click();
            return true;
        }
    }
    return NapEditorForm::eventFilter(watched, event);
}

void NapBattleForm::fill()
{
    const NapBattle &b = battle();
    m_name->setText(b.name);
    if (m_notes->toPlainText() != b.notes)
        m_notes->setPlainText(b.notes);
    m_battleday->setValue(b.battleday);
    m_night->setChecked(b.night);
    qsizetype box = 0;
    for (const RuleOption &option : std::as_const(m_options)) {
        if (option.switchable)
            m_switches.at(box++)->setChecked(NapOptions::value(b.rules, option.key));
    }
    m_addArmy->setEnabled(b.armies.size() < L::maxArmies);
}

} // namespace md::nap
