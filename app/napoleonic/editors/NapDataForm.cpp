#include "napoleonic/editors/NapDataForm.h"

#include "napoleonic/editors/NapListEditor.h"
#include "napoleonic/editors/NapTableEditor.h"
#include "napoleonic/io/NapValidator.h"
#include "napoleonic/model/NapFileLimits.h"

#include <QCheckBox>
#include <QComboBox>
#include <QListWidget>
#include <QTableWidget>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
using L = NapFileLimits;
using Kind = NapTableEditor::Kind;

QString signedText(int value) { return value > 0 ? u"+"_s + QString::number(value) : QString::number(value); }

// The problem with a name in a list whose other names are `others`; empty when it may be used.
QString nameProblem(const QString &name, const QStringList &others)
{
    if (name.isEmpty())
        return NapDataForm::tr("a name must not be empty");
    if (name.size() > L::maxNameLength)
        return NapDataForm::tr("a name must be at most %1 characters").arg(L::maxNameLength);
    for (const QString &other : others) {
        if (other.compare(name, Qt::CaseInsensitive) == 0)
            return NapDataForm::tr("\"%1\" is already in the list").arg(other);
    }
    return {};
}

QString rangeProblem(int value, int minimum, int maximum)
{
    if (value < minimum)
        return NapDataForm::tr("must be at least %1").arg(minimum);
    if (value > maximum)
        return NapDataForm::tr("must be at most %1").arg(maximum);
    return {};
}

// The names of `list` but the one in `row`.
template<typename T>
QStringList otherNames(const QList<T> &list, int row, QString T::*name)
{
    QStringList names;
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (i != row)
            names << list.at(i).*name;
    }
    return names;
}

// `stem`, or "stem 2", "stem 3" ... : the first not in `names`.
QString freshName(const QString &stem, const QStringList &names)
{
    QString name = stem;
    for (int n = 2; nameProblem(name, names) != QString(); ++n)
        name = NapDataForm::tr("%1 %2").arg(stem).arg(n);
    return name;
}

// The operations every table of B.6 shares, over the list `member` of the settings.
template<typename T>
void listOperations(QList<T> NapSettings::*member, QString T::*name, const QString &newName,
                    std::function<qsizetype(const NapSettings &)> &count, std::function<void(NapSettings &)> &add,
                    std::function<void(NapSettings &, int)> &remove, std::function<void(NapSettings &, int, int)> &move)
{
    count = [member](const NapSettings &s) { return (s.*member).size(); };
    add = [member, name, newName](NapSettings &s) {
        T row;
        row.*name = freshName(newName, otherNames(s.*member, -1, name));
        (s.*member).append(row);
    };
    remove = [member](NapSettings &s, int row) { (s.*member).removeAt(row); };
    move = [member](NapSettings &s, int row, int to) { (s.*member).move(row, to); };
}

} // namespace

NapDataForm::NapDataForm(const NapBattle *source, QWidget *parent)
    : NapEditorForm(source, parent)
{
    setObjectName(u"napDataForm"_s);

    addSection(tr("Your club's data (B.6)"));
    addNote(tr("The rules do not give these: they are your club's own data. The values a new battle starts with "
               "are examples, not the rules. Replace them with your club's own."),
            u"napPlaceholderNote"_s);

    // Terrain: name, adjustment, blocks cavalry, blocks sight.
    {
        Table t;
        t.addText = tr("Add terrain: %1");
        t.removeText = tr("Remove terrain: %1");
        t.moveText = tr("Move terrain: %1");
        t.columns = {{tr("Terrain"), Kind::Text}, {tr("Adjustment"), Kind::Number}, {tr("Blocks cavalry"), Kind::Check},
                     {tr("Blocks sight"), Kind::Check}};
        t.rows = [](const NapSettings &s) {
            QList<QVariantList> rows;
            for (const NapTerrain &x : s.terrain)
                rows << QVariantList{x.name, x.moraleAdj, x.blocksCavalry, x.blocksSight};
            return rows;
        };
        t.isExample = [](const NapSettings &s) { return s.terrain == NapSettings::placeholderTerrain(); };
        t.problem = [](const NapSettings &s, int row, int column, const QVariant &v) {
            if (column == 0)
                return nameProblem(v.toString().trimmed(), otherNames(s.terrain, row, &NapTerrain::name));
            if (column == 1)
                return rangeProblem(v.toInt(), -L::maxAdjustment, L::maxAdjustment);
            return QString();
        };
        t.set = [](NapSettings &s, int row, int column, const QVariant &v) {
            NapTerrain &x = s.terrain[row];
            switch (column) {
            case 0: x.name = v.toString().trimmed(); break;
            case 1: x.moraleAdj = v.toInt(); break;
            case 2: x.blocksCavalry = v.toBool(); break;
            default: x.blocksSight = v.toBool(); break;
            }
        };
        t.undoText = [](int column, const QVariant &v, const QString &name) {
            switch (column) {
            case 0: return tr("Rename terrain: %1").arg(v.toString().trimmed());
            case 1: return tr("Terrain adjustment of %1: %2").arg(name, signedText(v.toInt()));
            case 2: return v.toBool() ? tr("%1 blocks charging cavalry").arg(name) : tr("%1 does not block charging cavalry").arg(name);
            default: return v.toBool() ? tr("%1 blocks sight").arg(name) : tr("%1 does not block sight").arg(name);
            }
        };
        listOperations(&NapSettings::terrain, &NapTerrain::name, tr("New terrain"), t.count, t.add, t.remove, t.move);
        m_terrain = addTable(tr("&Terrain:"), u"napTerrain"_s, t,
                             tr("15.54 P03-P05: the terrain chart the seed lacks. X-f: charging cavalry cannot enter "
                                "terrain that blocks it; 15.74: terrain that blocks sight hides officers."));
    }

    // Officer benefits: name, CMR benefit, radius.
    {
        Table t;
        t.addText = tr("Add officer benefit: %1");
        t.removeText = tr("Remove officer benefit: %1");
        t.moveText = tr("Move officer benefit: %1");
        t.columns = {{tr("Officer type"), Kind::Text}, {tr("CMR benefit"), Kind::Number}, {tr("Radius (in)"), Kind::Number}};
        t.rows = [](const NapSettings &s) {
            QList<QVariantList> rows;
            for (const NapOfficerBenefit &x : s.officerBenefits)
                rows << QVariantList{x.name, x.benefit, x.radiusInches};
            return rows;
        };
        t.isExample = [](const NapSettings &s) { return s.officerBenefits == NapSettings::placeholderOfficerBenefits(); };
        t.problem = [](const NapSettings &s, int row, int column, const QVariant &v) {
            if (column == 0)
                return nameProblem(v.toString().trimmed(), otherNames(s.officerBenefits, row, &NapOfficerBenefit::name));
            if (column == 1)
                return rangeProblem(v.toInt(), 0, L::maxAdjustment);
            return rangeProblem(v.toInt(), 0, L::maxInches);
        };
        t.set = [](NapSettings &s, int row, int column, const QVariant &v) {
            NapOfficerBenefit &x = s.officerBenefits[row];
            if (column == 0)
                x.name = v.toString().trimmed();
            else if (column == 1)
                x.benefit = v.toInt();
            else
                x.radiusInches = v.toInt();
        };
        t.undoText = [](int column, const QVariant &v, const QString &name) {
            if (column == 0)
                return tr("Rename officer benefit: %1").arg(v.toString().trimmed());
            if (column == 1)
                return tr("CMR benefit of %1: %2").arg(name, signedText(v.toInt()));
            return tr("Radius of %1: %2 in").arg(name).arg(v.toInt());
        };
        listOperations(&NapSettings::officerBenefits, &NapOfficerBenefit::name, tr("New officer type"), t.count,
                       t.add, t.remove, t.move);
        m_officers = addTable(tr("Offi&cer benefits:"), u"napOfficerBenefits"_s, t,
                              tr("15.56 refers to rules 14.40, which the seed lacks: each officer type's benefit in "
                                 "CMR points (10 % = 1 point, B-29) and its radius in inches."));
    }

    // Distances: minimum fire zones and charge ranges, name and inches.
    const auto distances = [this](QList<NapDistance> NapSettings::*member, const QList<NapDistance> &example,
                                  const QStringList &texts, const QString &newName, const QString &label,
                                  const QString &objectName, const QString &tip) {
        Table t;
        // texts: add, remove, move, rename (each %1 the row's name), and the distance (%1 name, %2 inches).
        t.addText = texts.at(0);
        t.removeText = texts.at(1);
        t.moveText = texts.at(2);
        t.columns = {{tr("Name"), Kind::Text}, {tr("Inches"), Kind::Number}};
        t.rows = [member](const NapSettings &s) {
            QList<QVariantList> rows;
            for (const NapDistance &x : s.*member)
                rows << QVariantList{x.name, x.inches};
            return rows;
        };
        t.isExample = [member, example](const NapSettings &s) { return s.*member == example; };
        t.problem = [member](const NapSettings &s, int row, int column, const QVariant &v) {
            if (column == 0)
                return nameProblem(v.toString().trimmed(), otherNames(s.*member, row, &NapDistance::name));
            return rangeProblem(v.toInt(), 1, L::maxInches);
        };
        t.set = [member](NapSettings &s, int row, int column, const QVariant &v) {
            NapDistance &x = (s.*member)[row];
            if (column == 0)
                x.name = v.toString().trimmed();
            else
                x.inches = v.toInt();
        };
        t.undoText = [texts](int column, const QVariant &v, const QString &name) {
            if (column == 0)
                return texts.at(3).arg(v.toString().trimmed());
            return texts.at(4).arg(name).arg(v.toInt());
        };
        listOperations(member, &NapDistance::name, newName, t.count, t.add, t.remove, t.move);
        return addTable(label, objectName, t, tip);
    };
    m_fireZones = distances(&NapSettings::minimumFireZones, NapSettings::placeholderMinimumFireZones(),
                            {tr("Add minimum fire zone: %1"), tr("Remove minimum fire zone: %1"),
                             tr("Move minimum fire zone: %1"), tr("Rename minimum fire zone: %1"),
                             tr("Minimum fire zone of %1: %2 in")},
                            tr("New weapon"), tr("Minimum &fire zones:"),
                            u"napMinimumFireZones"_s, tr("11.32, 11.34: per weapon type, in inches."));
    m_chargeRanges = distances(&NapSettings::chargeRanges, NapSettings::placeholderChargeRanges(),
                               {tr("Add charge range: %1"), tr("Remove charge range: %1"), tr("Move charge range: %1"),
                                tr("Rename charge range: %1"), tr("Charge range of %1: %2 in")},
                               tr("New cavalry"), tr("C&harge ranges:"), u"napChargeRanges"_s,
                               tr("12.70: per cavalry type, in inches."));

    // The phase sequence: reordered, never a phase twice, never empty.
    QStringList phaseNames;
    for (const auto &row : EnumTable<NapPhase>::rows())
        phaseNames << enumDisplayName(row.value);
    m_phases = new NapListEditor(phaseNames, this);
    m_phases->setObjectName(u"napPhases"_s);
    m_phases->setToolTip(tr("The phases of a game turn, in order. A check belongs to the phase it is taken in "
                            "(15.21, 15.28)."));
    addField(tr("&Phases of a turn:"), m_phases);
    m_phases->list()->setAccessibleName(tr("Phases of a turn"));
    m_phases->choice()->setAccessibleName(tr("Phase to add"));
    m_phasesExample = addNote(tr("The order above is the example order the program starts with, not the rules: "
                                 "put your club's own order in its place."),
                              u"napPhasesExample"_s);
    connect(m_phases, &NapListEditor::addRequested, this, &NapDataForm::addPhase);
    connect(m_phases, &NapListEditor::removeRequested, this, [this](int row) {
        const QList<NapPhase> &phases = battle().settings.phases;
        if (phases.size() <= 1)
            return refuse(m_phases, tr("a turn has at least one phase"));
        const NapPhase phase = phases.value(row);
        edit(m_phases, tr("Remove phase: %1").arg(enumDisplayName(phase)), [row](NapBattle &b) {
            b.settings.phases.removeAt(row);
            // The current phase stays the one being played, or the first after it.
            if (b.phaseIndex > row || b.phaseIndex >= b.settings.phases.size())
                b.phaseIndex = std::max(0, b.phaseIndex - 1);
        });
    });
    connect(m_phases, &NapListEditor::moveRequested, this, [this](int row, int to) {
        const NapPhase phase = battle().settings.phases.value(row);
        edit(m_phases, tr("Move phase: %1").arg(enumDisplayName(phase)), [row, to](NapBattle &b) {
            const NapPhase current = b.phase();
            b.settings.phases.move(row, to);
            b.phaseIndex = int(b.settings.phases.indexOf(current));
        });
    });

    m_turnsPerHour = new QSpinBox(this);
    m_turnsPerHour->setObjectName(u"napTurnsPerHour"_s);
    m_turnsPerHour->setToolTip(tr("Hourly turns are the first and then every this many (the army penalties and "
                                  "orders of B.4.7). Example: 3."));
    addField(tr("T&urns per hour:"), m_turnsPerHour);
    connectNumber(m_turnsPerHour, 1, 100, &NapSettings::turnsPerHour,
                  [](int n) { return tr("Turns per hour: %1").arg(n); });

    m_roadExit = new QSpinBox(this);
    m_roadExit->setObjectName(u"napRoadExitMfp"_s);
    m_roadExit->setToolTip(tr("E19, 15.84 (B-22): the seed's value is lost. Example: 1 MFP."));
    addField(tr("&Road-exit MFP:"), m_roadExit);
    connectNumber(m_roadExit, 0, L::maxAdjustment, &NapSettings::roadExitMfp,
                  [](int n) { return tr("Road-exit MFP: %1").arg(n); });

    // User adjustments: id, label, value, applies to, enabled.
    {
        Table t;
        t.addText = tr("Add user adjustment: %1");
        t.removeText = tr("Remove user adjustment: %1");
        t.moveText = tr("Move user adjustment: %1");
        t.columns = {{tr("Id"), Kind::Text}, {tr("Label"), Kind::Text}, {tr("Value"), Kind::Number},
                     {tr("Applies to"), Kind::Text}, {tr("Use"), Kind::Check}};
        t.rows = [](const NapSettings &s) {
            QList<QVariantList> rows;
            for (const NapUserAdjustment &x : s.userAdjustments)
                rows << QVariantList{x.id, x.label, x.value, x.appliesTo, x.enabled};
            return rows;
        };
        t.isExample = [](const NapSettings &s) { return s.userAdjustments == NapSettings::placeholderUserAdjustments(); };
        t.problem = [](const NapSettings &s, int row, int column, const QVariant &v) {
            if (column == 0) {
                const QString id = v.toString().trimmed();
                if (!id.isEmpty()) {
                    if (const QString problem = NapValidator::idProblem(id); !problem.isEmpty())
                        return problem;
                }
                const QString problem = nameProblem(id, otherNames(s.userAdjustments, row, &NapUserAdjustment::id));
                return problem.isEmpty() || id.isEmpty() ? problem : tr("the id \"%1\" is already used").arg(id);
            }
            if (column == 1 && v.toString().trimmed().isEmpty())
                return tr("a label must not be empty");
            if (column == 1 || column == 3)
                return v.toString().size() > L::maxNameLength ? tr("must be at most %1 characters").arg(L::maxNameLength)
                                                              : QString();
            if (column == 2)
                return rangeProblem(v.toInt(), -L::maxAdjustment, L::maxAdjustment);
            return QString();
        };
        t.set = [](NapSettings &s, int row, int column, const QVariant &v) {
            NapUserAdjustment &x = s.userAdjustments[row];
            switch (column) {
            case 0: x.id = v.toString().trimmed(); break;
            case 1: x.label = v.toString().trimmed(); break;
            case 2: x.value = v.toInt(); break;
            case 3: x.appliesTo = v.toString().trimmed(); break;
            default: x.enabled = v.toBool(); break;
            }
        };
        t.undoText = [](int column, const QVariant &v, const QString &id) {
            switch (column) {
            case 0: return tr("User adjustment id: %1").arg(v.toString().trimmed());
            case 1: return tr("User adjustment label of %1: %2").arg(id, v.toString().trimmed());
            case 2: return tr("User adjustment %1: %2").arg(id, signedText(v.toInt()));
            case 3: return tr("User adjustment %1 applies to: %2").arg(id, v.toString().trimmed());
            default: return v.toBool() ? tr("Use user adjustment: %1").arg(id) : tr("Do not use user adjustment: %1").arg(id);
            }
        };
        t.count = [](const NapSettings &s) { return s.userAdjustments.size(); };
        t.add = [](NapSettings &s) {
            NapUserAdjustment x;
            QSet<QString> ids;
            for (const NapUserAdjustment &a : s.userAdjustments)
                ids.insert(a.id);
            x.id = NapBattle::freeId(u"user"_s, ids);
            x.label = tr("New adjustment");
            x.value = -1;
            x.enabled = false; // it applies only once the players say when
            s.userAdjustments.append(x);
        };
        t.remove = [](NapSettings &s, int row) { s.userAdjustments.removeAt(row); };
        t.move = [](NapSettings &s, int row, int to) { s.userAdjustments.move(row, to); };
        m_userAdjustments = addTable(tr("User a&djustments:"), u"napUserAdjustments"_s, t,
                                     tr("B-27: rows of the 15.54 chart the club defines, such as its reading of the "
                                        "illegible N14. Offered in a check only when ticked."));
    }

    m_rallyText = new QLineEdit(this);
    m_rallyText->setObjectName(u"napRallyRestriction"_s);
    m_rallyText->setMaxLength(L::maxNameLength);
    m_rallyText->setToolTip(tr("B.4.3 (c), B-16: the seed's text is garbled. Write your club's reading."));
    addField(tr("Rall&y restriction (c):"), m_rallyText);
    connect(m_rallyText, &QLineEdit::editingFinished, this, [this] {
        if (isFilling())
            return;
        const QString text = m_rallyText->text().trimmed();
        if (text == battle().settings.rallyRestrictionC)
            return;
        if (text.isEmpty())
            return refuse(m_rallyText, tr("must not be empty: untick it below instead"));
        edit(m_rallyText, tr("Rally restriction (c): %1").arg(text),
             [text](NapBattle &b) { b.settings.rallyRestrictionC = text; });
    });
    m_rallyEnabled = new QCheckBox(tr("Apply rally restriction (c)"), this);
    m_rallyEnabled->setObjectName(u"napRallyRestrictionEnabled"_s);
    addWideField(m_rallyEnabled, tr("Apply rally restriction (c)"));
    connect(m_rallyEnabled, &QCheckBox::toggled, this, [this](bool on) {
        edit(m_rallyEnabled, on ? tr("Apply rally restriction (c)") : tr("Do not apply rally restriction (c)"),
             [on](NapBattle &b) { b.settings.rallyRestrictionCEnabled = on; });
    });
}

NapTableEditor *NapDataForm::addTable(const QString &label, const QString &objectName, Table table, const QString &tip)
{
    auto *editor = new NapTableEditor(table.columns, this);
    editor->setObjectName(objectName);
    editor->setToolTip(tip);
    addField(label, editor);
    editor->table()->setAccessibleName(fieldName(editor));
    table.editor = editor;
    table.exampleNote = addNote(tr("The rows above are examples the program starts with, not the rules: replace them "
                                   "with your club's own."),
                                objectName + u"Example"_s);
    m_tables.append(table);
    connectTable(m_tables.size() - 1);
    return editor;
}

void NapDataForm::connectTable(qsizetype index)
{
    NapTableEditor *editor = m_tables.at(index).editor;
    // By index: m_tables may grow (and move its items) while the form is built.
    const auto table = [this, index]() -> const Table & { return m_tables.at(index); };
    connect(editor, &NapTableEditor::cellEdited, this, [this, table, editor](int row, int column, const QVariant &value) {
        const Table &t = table();
        const NapSettings &s = battle().settings;
        if (row < 0 || row >= t.count(s))
            return;
        if (const QString problem = t.problem(s, row, column, value); !problem.isEmpty())
            return refuse(editor, problem);
        const QString name = t.rows(s).at(row).value(0).toString();
        NapBattle after = battle();
        t.set(after.settings, row, column, value);
        if (after == battle())
            return refresh(); // only spaces were added: show the value as it is kept
        propose(editor, t.undoText(column, value, name), after);
    });
    connect(editor, &NapTableEditor::addRequested, this, [this, table, editor] {
        const Table &t = table();
        if (t.count(battle().settings) >= L::maxRows)
            return refuse(editor, tr("at most %1 rows").arg(L::maxRows));
        NapBattle after = battle();
        t.add(after.settings);
        const QString name = t.rows(after.settings).constLast().value(0).toString();
        propose(editor, t.addText.arg(name), after);
    });
    connect(editor, &NapTableEditor::removeRequested, this, [this, table, editor](int row) {
        const Table &t = table();
        if (row < 0 || row >= t.count(battle().settings))
            return;
        const QString name = t.rows(battle().settings).at(row).value(0).toString();
        NapBattle after = battle();
        t.remove(after.settings, row);
        propose(editor, t.removeText.arg(name), after);
    });
    connect(editor, &NapTableEditor::moveRequested, this, [this, table, editor](int row, int to) {
        const Table &t = table();
        const qsizetype n = t.count(battle().settings);
        if (row < 0 || row >= n || to < 0 || to >= n)
            return;
        const QString name = t.rows(battle().settings).at(row).value(0).toString();
        NapBattle after = battle();
        t.move(after.settings, row, to);
        propose(editor, t.moveText.arg(name), after);
    });
}

void NapDataForm::addPhase(int choice)
{
    const auto rows = EnumTable<NapPhase>::rows();
    if (choice < 0 || std::size_t(choice) >= rows.size())
        return;
    const NapPhase phase = rows[std::size_t(choice)].value;
    // A phase twice in a turn would make "the phase" of a check ambiguous (15.21: once per phase).
    if (battle().settings.phases.contains(phase))
        return refuse(m_phases, tr("%1 is already in the turn: a phase comes once").arg(enumDisplayName(phase)));
    edit(m_phases, tr("Add phase: %1").arg(enumDisplayName(phase)), [phase](NapBattle &b) { b.settings.phases.append(phase); });
}

void NapDataForm::connectNumber(QSpinBox *box, int minimum, int maximum, int NapSettings::*member,
                                const std::function<QString(int)> &undoText)
{
    // Wider than the valid range, so that a typed value outside it is refused with a reason, not swallowed.
    box->setRange(-99999, 99999);
    box->setKeyboardTracking(false);
    connect(box, &QSpinBox::valueChanged, this, [this, box, minimum, maximum, member, undoText](int value) {
        if (isFilling() || value == battle().settings.*member)
            return;
        if (const QString problem = rangeProblem(value, minimum, maximum); !problem.isEmpty())
            return refuse(box, problem);
        edit(box, undoText(value), [member, value](NapBattle &b) { b.settings.*member = value; });
    });
}

void NapDataForm::fill()
{
    const NapSettings &s = battle().settings;
    for (const Table &t : std::as_const(m_tables)) {
        t.editor->setRows(t.rows(s));
        setFieldShown(t.exampleNote, t.isExample(s));
    }
    QStringList phases;
    for (const NapPhase phase : s.phases)
        phases << enumDisplayName(phase);
    m_phases->setItems(phases);
    setFieldShown(m_phasesExample, s.phases == NapSettings::defaultPhases());
    m_turnsPerHour->setValue(s.turnsPerHour);
    m_roadExit->setValue(s.roadExitMfp);
    m_rallyText->setText(s.rallyRestrictionC);
    m_rallyEnabled->setChecked(s.rallyRestrictionCEnabled);
}

} // namespace md::nap
