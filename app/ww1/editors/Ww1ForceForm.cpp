#include "ww1/editors/Ww1ForceForm.h"

#include "ww1/Ww1Options.h"
#include "ww1/editors/Ww1ListEditor.h"
#include "widgets/NotesEdit.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/model/Ww1Templates.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QMouseEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
using L = Ww1FileLimits;

// "… (A-4)": the label without the rule it ends with, for an undo text that names the rule first.
QString withoutRule(const RuleOption &option)
{
    QString label = option.displayLabel();
    const QString suffix = u" ("_s + option.rule + u')';
    if (label.endsWith(suffix))
        label.chop(suffix.size());
    return label;
}
} // namespace

Ww1ForceForm::Ww1ForceForm(const Ww1Force *source, QWidget *parent)
    : Ww1EditorForm(source, parent)
    , m_options(Ww1Options::all())
{
    setObjectName(u"ww1ForceForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"ww1ForceName"_s);
    m_name->setMaxLength(L::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        if (isFilling())
            return;
        const QString name = m_name->text().trimmed();
        if (name == force().name)
            return;
        if (name.isEmpty()) {
            refuse(m_name, tr("must not be empty"));
            return;
        }
        edit(m_name, tr("Rename force: %1").arg(name), [name](Ww1Force &f) { f.name = name; });
    });

    m_notes = new NotesEdit(this);
    m_notes->setObjectName(u"ww1ForceNotes"_s);
    addField(tr("N&otes:"), m_notes);
    connect(m_notes, &NotesEdit::editingFinished, this, [this] {
        const QString notes = m_notes->toPlainText();
        edit(m_notes, tr("Edit force notes"), [notes](Ww1Force &f) { f.notes = notes; });
    });

    // A.5: the readings the players may switch, each the spec's by default, and the ones always applied.
    addSection(tr("Readings of the rules (A.5)"));
    addNote(tr("Where the rules are unclear the program follows the readings below. Each starts at the reading "
               "the program recommends; its tooltip says which that is."),
            u"ww1RulesNote"_s);
    QStringList fixed;
    for (const RuleOption &option : std::as_const(m_options)) {
        if (!option.switchable) {
            fixed << option.displayLabel();
            continue;
        }
        // A check box's own text does not wrap: the long reading is a word-wrapped label beside it that
        // ticks the box when clicked.
        auto *row = new QWidget(this);
        auto *rowLayout = new QHBoxLayout(row);
        rowLayout->setContentsMargins(0, 0, 0, 0);
        auto *box = new QCheckBox(row);
        box->setObjectName(u"ww1Rule-"_s + option.key);
        box->setAccessibleName(option.displayLabel());
        auto *text = new QLabel(option.displayLabel(), row);
        text->setObjectName(u"ww1RuleLabel-"_s + option.key);
        text->setWordWrap(true);
        text->setAlignment(Qt::AlignLeft | Qt::AlignTop); // level with the box when the row is given more height
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
            if (isFilling())
                return;
            const QString undoText = on == copy.defaultValue
                ? tr("Rule %1: back to the recommended reading").arg(copy.rule)
                : tr("Rule %1: %2").arg(copy.rule, withoutRule(copy));
            edit(row, undoText, [copy, on](Ww1Force &f) { Ww1Options::set(f.rules, copy.key, on); });
        });
    }
    QStringList lines{tr("Always applied:")};
    for (const QString &reading : std::as_const(fixed))
        lines << tr("• %1").arg(reading);
    m_fixedReadings = addNote(lines.join(u'\n'), u"ww1FixedReadings"_s);

    // A.6: data the seed does not give. Never presented as the rules.
    addSection(tr("Your club's data (A.6)"));
    addNote(tr("The rules do not give these: they are your club's own data. The values a new force starts with "
               "are placeholders. Replace them with your rules' scale."),
            u"ww1PlaceholderNote"_s);

    m_proximity = squaresBox(u"ww1ProximitySquares"_s, 1);
    m_proximity->setToolTip(tr("IM2 (A-8): small-arms fire from within this many squares gives -1. "
                               "Placeholder: 2, the bracketed figure of the rules."));
    addField(tr("Small-arms &proximity:"), m_proximity);
    connectSquares(m_proximity, &Ww1Settings::smallArmsProximitySquares,
                   [](int n) {
                       return n == 1 ? tr("Small-arms proximity: 1 square") : tr("Small-arms proximity: %1 squares").arg(n);
                   });

    m_tacticalMove = squaresBox(u"ww1TacticalMoveSquares"_s, 1);
    m_tacticalMove->setToolTip(tr("Duck back (A.3.3): cover within this many squares. Placeholder: 2. "
                                  "Replace with your rules' scale."));
    addField(tr("&Tactical move:"), m_tacticalMove);
    connectSquares(m_tacticalMove, &Ww1Settings::tacticalMoveSquares,
                   [](int n) {
                       return n == 1 ? tr("Tactical move: 1 square") : tr("Tactical move: %1 squares").arg(n);
                   });

    m_sight = squaresBox(u"ww1CasualtySightSquares"_s, 1);
    m_sight->setToolTip(tr("A-11's alternative reading: casualties in sight within this many squares count for "
                           "IM3 and IM4. Used only when that reading is ticked above."));
    addField(tr("Casualties in &sight within:"), m_sight);
    connectSquares(m_sight, &Ww1Settings::casualtySightSquares,
                   [](int n) {
                       return n == 1 ? tr("Casualties in sight within: 1 square") : tr("Casualties in sight within: %1 squares").arg(n);
                   });

    m_severities = new Ww1ListEditor(true, tr("Ticked: the severity counts for IM3 and IM4 (walking wounded or "
                                              "worse)."),
                                     this);
    m_severities->setObjectName(u"ww1Severities"_s);
    addField(tr("Casualty se&verities:"), m_severities);
    m_severities->list()->setAccessibleName(tr("Casualty severities"));
    connect(m_severities, &Ww1ListEditor::addRequested, this, &Ww1ForceForm::addSeverity);
    connect(m_severities, &Ww1ListEditor::renameRequested, this, &Ww1ForceForm::renameSeverity);
    connect(m_severities, &Ww1ListEditor::removeRequested, this, [this](int row) {
        const QString name = force().settings.severities.value(row).name;
        if (force().settings.severities.size() <= 1)
            return refuse(m_severities, tr("keep at least one severity: casualties count for IM3 and IM4 by theirs"));
        edit(m_severities, tr("Remove casualty severity: %1").arg(name),
             [row](Ww1Force &f) { f.settings.severities.removeAt(row); });
    });
    connect(m_severities, &Ww1ListEditor::moveRequested, this, [this](int row, int to) {
        const QString name = force().settings.severities.value(row).name;
        edit(m_severities, tr("Move casualty severity: %1").arg(name),
             [row, to](Ww1Force &f) { f.settings.severities.move(row, to); });
    });
    connect(m_severities, &Ww1ListEditor::checkRequested, this, [this](int row, bool on) {
        const QString name = force().settings.severities.value(row).name;
        edit(m_severities, on ? tr("Casualty severity counts for morale: %1").arg(name)
                : tr("Casualty severity does not count for morale: %1").arg(name),
             [row, on](Ww1Force &f) { f.settings.severities[row].countsForMorale = on; });
    });

    m_ranks = new Ww1ListEditor(false, {}, this);
    m_ranks->setObjectName(u"ww1OfficerRanks"_s);
    m_ranks->setToolTip(tr("IM1: only the most senior officer present counts. Most senior first."));
    addField(tr("Officer ranks, &most senior first:"), m_ranks);
    m_ranks->list()->setAccessibleName(tr("Officer ranks, most senior first"));
    connect(m_ranks, &Ww1ListEditor::addRequested, this, &Ww1ForceForm::addRank);
    connect(m_ranks, &Ww1ListEditor::renameRequested, this, &Ww1ForceForm::renameRank);
    connect(m_ranks, &Ww1ListEditor::removeRequested, this, &Ww1ForceForm::removeRank);
    connect(m_ranks, &Ww1ListEditor::moveRequested, this, [this](int row, int to) {
        const QString name = force().settings.officerRanks.value(row);
        edit(m_ranks, tr("Move officer rank: %1").arg(name), [row, to](Ww1Force &f) { f.settings.officerRanks.move(row, to); });
    });

    addSection(tr("Groups"));
    m_addRow = new QWidget(this);
    auto *addLayout = new QHBoxLayout(m_addRow);
    addLayout->setContentsMargins(0, 0, 0, 0);
    m_template = new QComboBox(m_addRow);
    m_template->setObjectName(u"ww1GroupTemplate"_s);
    m_template->setAccessibleName(tr("Group template"));
    for (const auto &row : Ww1Templates::keys())
        m_template->addItem(Ww1Templates::label(row.first), row.first);
    m_template->addItem(tr("Empty group"), QString());
    m_addGroup = new QPushButton(tr("&Add group"), m_addRow);
    m_addGroup->setObjectName(u"ww1AddGroup"_s);
    m_addGroup->setAccessibleName(tr("Add group from template"));
    addLayout->addWidget(m_template, 1);
    addLayout->addWidget(m_addGroup);
    auto *templateLabel = addField(tr("Te&mplate:"), m_addRow);
    templateLabel->setBuddy(m_template);
    connect(m_addGroup, &QPushButton::clicked, this, &Ww1ForceForm::addGroup);
}

QSpinBox *Ww1ForceForm::squaresBox(const QString &objectName, int minimum)
{
    auto *box = new QSpinBox(this);
    box->setObjectName(objectName);
    box->setRange(minimum, L::maxDistanceSquares);
    box->setSuffix(tr(" squares"));
    box->setKeyboardTracking(false);
    return box;
}

void Ww1ForceForm::connectSquares(QSpinBox *box, int Ww1Settings::*member,
                                  const std::function<QString(int)> &undoText)
{
    connect(box, &QSpinBox::valueChanged, this, [this, box, member, undoText](int value) {
        edit(box, undoText(value), [member, value](Ww1Force &f) { f.settings.*member = value; });
    });
}

void Ww1ForceForm::edit(QWidget *field, const QString &undoText, const std::function<void(Ww1Force &)> &change)
{
    if (isFilling())
        return;
    Ww1Force after = force();
    change(after);
    propose(field, undoText, after);
}

QString Ww1ForceForm::listNameProblem(const QString &name, const QStringList &others) const
{
    if (name.isEmpty())
        return tr("a name must not be empty");
    for (const QString &other : others) {
        if (other.compare(name, Qt::CaseInsensitive) == 0)
            return tr("\"%1\" is already in the list").arg(other);
    }
    return {};
}

void Ww1ForceForm::addSeverity(const QString &typed)
{
    const QString name = typed.trimmed();
    QStringList names;
    for (const Ww1Severity &s : force().settings.severities)
        names << s.name;
    if (names.size() >= L::maxSeverities)
        return refuse(m_severities, tr("at most %1 severities").arg(L::maxSeverities));
    if (const QString problem = listNameProblem(name, names); !problem.isEmpty())
        return refuse(m_severities, problem);
    // A new level is worse than the ones above it in most scales: it counts unless the players untick it.
    edit(m_severities, tr("Add casualty severity: %1").arg(name),
         [name](Ww1Force &f) { f.settings.severities.append({name, true}); });
}

void Ww1ForceForm::renameSeverity(int row, const QString &typed)
{
    const QString name = typed.trimmed();
    QStringList others;
    const auto &severities = force().settings.severities;
    for (qsizetype i = 0; i < severities.size(); ++i) {
        if (i != row)
            others << severities.at(i).name;
    }
    if (const QString problem = listNameProblem(name, others); !problem.isEmpty())
        return refuse(m_severities, problem);
    if (name == severities.value(row).name)
        return refresh(); // only spaces were added: show the name as it is kept
    edit(m_severities, tr("Rename casualty severity: %1").arg(name), [row, name](Ww1Force &f) { f.settings.severities[row].name = name; });
}

void Ww1ForceForm::addRank(const QString &typed)
{
    const QString name = typed.trimmed();
    const QStringList &ranks = force().settings.officerRanks;
    if (ranks.size() >= L::maxOfficerRanks)
        return refuse(m_ranks, tr("at most %1 ranks").arg(L::maxOfficerRanks));
    if (const QString problem = listNameProblem(name, ranks); !problem.isEmpty())
        return refuse(m_ranks, problem);
    // Added as the most junior: the players move it up to its place.
    edit(m_ranks, tr("Add officer rank: %1").arg(name), [name](Ww1Force &f) { f.settings.officerRanks.append(name); });
}

void Ww1ForceForm::renameRank(int row, const QString &typed)
{
    const QString name = typed.trimmed();
    QStringList others = force().settings.officerRanks;
    const QString old = others.value(row);
    others.removeAt(row);
    if (const QString problem = listNameProblem(name, others); !problem.isEmpty())
        return refuse(m_ranks, problem);
    if (name == old)
        return refresh();
    // The officers holding the rank keep it under its new name.
    edit(m_ranks, tr("Rename officer rank: %1").arg(name), [row, old, name](Ww1Force &f) {
        f.settings.officerRanks[row] = name;
        for (Ww1Group &g : f.groups) {
            for (Ww1Stand &s : g.stands) {
                if (s.rank == Ww1Rank::Officer && s.officerRank == old)
                    s.officerRank = name;
            }
        }
    });
}

void Ww1ForceForm::removeRank(int row)
{
    const QString name = force().settings.officerRanks.value(row);
    // An officer whose rank left the list would silently become junior to everyone (IM1): say who holds it.
    for (const Ww1Group &g : force().groups) {
        for (const Ww1Stand &s : g.stands) {
            if (s.rank == Ww1Rank::Officer && s.officerRank == name)
                return refuse(m_ranks, tr("%1 is the rank of %2: give that stand another rank first").arg(name, s.name));
        }
    }
    edit(m_ranks, tr("Remove officer rank: %1").arg(name), [row](Ww1Force &f) { f.settings.officerRanks.removeAt(row); });
}

void Ww1ForceForm::addGroup()
{
    if (force().groups.size() >= L::maxGroups)
        return refuse(m_addRow, tr("at most %1 groups in a force").arg(L::maxGroups));
    const QString key = m_template->currentData().toString();
    const QSet<QString> used = force().usedIds();
    Ww1Group group;
    if (key.isEmpty()) {
        group.id = Ww1Force::freeId(u"group"_s, used);
        group.name = tr("New group");
        group.startMembers = 1;
    } else {
        group = Ww1Templates::group(key, used, force().settings);
    }
    // Beside the groups already there: the same side, and the name made unique so the roster tells them apart.
    if (!force().groups.isEmpty())
        group.side = force().groups.last().side;
    QSet<QString> names;
    for (const Ww1Group &g : force().groups)
        names.insert(g.name);
    const QString stem = group.name;
    for (int n = 2; names.contains(group.name); ++n)
        group.name = tr("%1 (%2)").arg(stem).arg(n);
    Ww1Force after = force();
    after.groups.append(group);
    const QString id = group.id;
    propose(m_addRow, tr("Add group: %1").arg(group.name), after);
    Q_EMIT selectionRequested(id);
}

bool Ww1ForceForm::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::MouseButtonRelease) {
        if (QCheckBox *box = m_labelBoxes.value(qobject_cast<QLabel *>(watched));
            box && static_cast<QMouseEvent *>(event)->button() == Qt::LeftButton) {
            box->click();
            return true;
        }
    }
    return Ww1EditorForm::eventFilter(watched, event);
}

void Ww1ForceForm::fill()
{
    const Ww1Force &f = force();
    m_name->setText(f.name);
    if (m_notes->toPlainText() != f.notes)
        m_notes->setPlainText(f.notes);
    qsizetype box = 0;
    for (const RuleOption &option : std::as_const(m_options)) {
        if (option.switchable)
            m_switches.at(box++)->setChecked(Ww1Options::value(f.rules, option.key));
    }
    m_proximity->setValue(f.settings.smallArmsProximitySquares);
    m_tacticalMove->setValue(f.settings.tacticalMoveSquares);
    m_sight->setValue(f.settings.casualtySightSquares);
    for (QSpinBox *squares : {m_proximity, m_tacticalMove, m_sight})
        squares->setSuffix(squares->value() == 1 ? tr(" square") : tr(" squares"));
    m_sight->setEnabled(f.rules.casualtiesWithinSquares);
    QStringList names;
    QList<bool> counts;
    for (const Ww1Severity &s : f.settings.severities) {
        names << s.name;
        counts << s.countsForMorale;
    }
    m_severities->setItems(names, counts);
    m_ranks->setItems(f.settings.officerRanks);
    m_addGroup->setEnabled(f.groups.size() < L::maxGroups);
}

} // namespace md::ww1
