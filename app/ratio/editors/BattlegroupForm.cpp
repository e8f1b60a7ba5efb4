#include "ratio/editors/BattlegroupForm.h"

#include "widgets/NotesEdit.h"
#include "ratio/editors/UnitTemplates.h"
#include "ratio/commands/Commands.h"
#include "ratio/document/BattlegroupDocument.h"
#include "ratio/model/FileLimits.h"
#include "ratio/rules/MoralePoints.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

using namespace Qt::StringLiterals;

namespace md {

BattlegroupForm::BattlegroupForm(BattlegroupDocument *document, Commands *commands, QWidget *parent)
    : EditorForm(document, commands, parent)
{
    setObjectName(u"battlegroupForm"_s);

    m_name = new QLineEdit(this);
    m_name->setObjectName(u"battlegroupName"_s);
    m_name->setMaxLength(limits::maxNameLength);
    addField(tr("&Name:"), m_name);
    connect(m_name, &QLineEdit::editingFinished, this, [this] {
        commit(m_name, [this](QString &name, QString &, QString &, RuleOptions &) { name = m_name->text(); });
    });

    m_side = new QLineEdit(this);
    m_side->setObjectName(u"battlegroupSide"_s);
    m_side->setMaxLength(limits::maxNameLength);
    m_side->setToolTip(tr("The player or side this battlegroup belongs to (R1)."));
    addField(tr("&Side:"), m_side);
    connect(m_side, &QLineEdit::editingFinished, this, [this] {
        commit(m_side, [this](QString &, QString &side, QString &, RuleOptions &) { side = m_side->text(); });
    });

    m_notes = new NotesEdit(this);
    m_notes->setObjectName(u"battlegroupNotes"_s);
    addField(tr("N&otes:"), m_notes);
    connect(m_notes, &NotesEdit::editingFinished, this, [this] {
        commit(m_notes,
               [this](QString &, QString &, QString &notes, RuleOptions &) { notes = m_notes->toPlainText(); });
    });

    m_endurance = addReadOnly(tr("Endurance:"), u"battlegroupEndurance"_s);
    m_endurance->setToolTip(tr("R11: the sum of the starting morale levels of all units. The battlegroup reaches "
                               "its breaking point when it has lost half of it."));

    addSection(tr("Optional rules"));
    m_leaders = ruleBox(tr("&Leaders (R2)"),
                        tr("R2 Leaders: soldiers are worth their rank's point factor (Trooper 1 … Marshal 9) "
                           "instead of 1; a morale officer is worth his rank + 1."),
                        u"ruleLeaders"_s);
    connectRule(m_leaders, &RuleOptions::leaders);
    m_bailedCrew = ruleBox(tr("&Bailed crew (R10)"),
                           tr("R10 Bailed crew: after bailing out, the surviving crew are the vehicle's remaining "
                              "morale points (1 each; their rank's factor under the Leaders rule), checked against "
                              "its original level. The program counts bail-out survivors this way whether or not "
                              "this box is ticked, as it does explosion survivors (see Rules notes, R10): ticking it "
                              "changes no check, it records that the players use the rule."),
                           u"ruleBailedCrew"_s);
    connectRule(m_bailedCrew, &RuleOptions::bailedCrew);
    m_moraleClasses = ruleBox(tr("&Morale classes (R8)"),
                              tr("R8 Morale classes: Elite +1, Regular 0, Levy −1 to the number needed."),
                              u"ruleMoraleClasses"_s);
    connectRule(m_moraleClasses, &RuleOptions::moraleClasses);
    m_experience = ruleBox(tr("&Experience (R8)"),
                           tr("R8 Experience: green (inexperienced) troops −1 to the number needed; seasoned and "
                              "veteran troops 0."),
                           u"ruleExperience"_s);
    connectRule(m_experience, &RuleOptions::experience);
    m_nbc = ruleBox(tr("&Psychological effects / NBC (R8a)"),
                    tr("R8a Psychological effects: an NBC attack forces a check, even at full strength, and troops "
                       "not equipped for NBC get −2 to the number needed."),
                    u"ruleNbc"_s);
    connectRule(m_nbc, &RuleOptions::nbc);

    addSection(tr("Defaults for units"));
    m_defaultClass = new QComboBox(this);
    m_defaultClass->setObjectName(u"defaultMoraleClass"_s);
    addEnumItems<MoraleClass>(m_defaultClass);
    m_defaultClass->setToolTip(tr("The morale class (R8) of every unit that does not set its own."));
    addField(tr("Morale &class:"), m_defaultClass);
    connect(m_defaultClass, &QComboBox::currentIndexChanged, this, [this] {
        commit(m_defaultClass, [this](QString &, QString &, QString &, RuleOptions &rules) {
            rules.defaultClass = static_cast<MoraleClass>(m_defaultClass->currentData().toInt());
        });
    });

    m_defaultExperience = new QComboBox(this);
    m_defaultExperience->setObjectName(u"defaultExperience"_s);
    addEnumItems<Experience>(m_defaultExperience);
    m_defaultExperience->setToolTip(tr("The experience (R8) of every unit that does not set its own."));
    addField(tr("E&xperience:"), m_defaultExperience);
    connect(m_defaultExperience, &QComboBox::currentIndexChanged, this, [this] {
        commit(m_defaultExperience, [this](QString &, QString &, QString &, RuleOptions &rules) {
            rules.defaultExperience = static_cast<Experience>(m_defaultExperience->currentData().toInt());
        });
    });

    m_defaultNbc = new QCheckBox(tr("Units are NBC-e&quipped"), this);
    m_defaultNbc->setObjectName(u"defaultNbcEquipped"_s);
    m_defaultNbc->setToolTip(tr("R8: troops in battle armour, full armour or pressure suits count as NBC-equipped; "
                                "unsealed uniforms do not. Applies to every unit that does not say."));
    addWideField(m_defaultNbc, tr("Units are NBC-equipped"));
    connect(m_defaultNbc, &QCheckBox::toggled, this, [this](bool on) {
        commit(m_defaultNbc,
               [on](QString &, QString &, QString &, RuleOptions &rules) { rules.defaultNbcEquipped = on; });
    });

    addSection(tr("Units"));
    m_addRow = new QWidget(this);
    auto *addLayout = new QHBoxLayout(m_addRow);
    addLayout->setContentsMargins(0, 0, 0, 0);
    m_template = new QComboBox(m_addRow);
    m_template->setObjectName(u"unitTemplate"_s);
    m_template->setAccessibleName(tr("Unit template"));
    const QStringList keys = unitTemplateKeys();
    const QStringList names = unitTemplateNames();
    for (qsizetype i = 0; i < keys.size(); ++i)
        m_template->addItem(names.at(i), keys.at(i));
    m_addUnit = new QPushButton(tr("&Add unit"), m_addRow);
    m_addUnit->setObjectName(u"addUnit"_s);
    m_addUnit->setAccessibleName(tr("Add unit from template"));
    addLayout->addWidget(m_template, 1);
    addLayout->addWidget(m_addUnit);
    auto *templateLabel = addField(tr("&Template:"), m_addRow);
    templateLabel->setBuddy(m_template);
    m_addRow->setAccessibleName(tr("Add unit from template"));
    connect(m_addUnit, &QPushButton::clicked, this, &BattlegroupForm::addUnitFromTemplate);
}

QCheckBox *BattlegroupForm::ruleBox(const QString &text, const QString &tip, const QString &objectName)
{
    auto *box = new QCheckBox(text, this);
    box->setObjectName(objectName);
    box->setToolTip(tip);
    box->setAccessibleDescription(tip);
    QString name = text;
    name.remove(u'&');
    addWideField(box, name);
    return box;
}

void BattlegroupForm::connectRule(QCheckBox *box, bool RuleOptions::*member)
{
    connect(box, &QCheckBox::toggled, this, [this, box, member](bool on) {
        commit(box, [member, on](QString &, QString &, QString &, RuleOptions &rules) { rules.*member = on; });
    });
}

void BattlegroupForm::commit(QWidget *field, const std::function<void(QString &, QString &, QString &,
                                                                       RuleOptions &)> &change)
{
    if (isFilling())
        return;
    const Battlegroup &bg = m_document->battlegroup();
    QString name = bg.name;
    QString side = bg.side;
    QString notes = bg.notes;
    RuleOptions rules = bg.rules;
    change(name, side, notes, rules);
    if (name == bg.name && side == bg.side && notes == bg.notes && rules == bg.rules)
        return;
    handleResult(m_commands->editBattlegroup(name, side, notes, rules), field);
}

void BattlegroupForm::addUnitFromTemplate()
{
    const QString key = m_template->currentData().toString();
    // Not Commands::uniqueId: a template asks for many ids before any of them is in the document.
    std::optional<Unit> unit = unitFromTemplate(key, idGeneratorFor(m_document->battlegroup()));
    if (!unit)
        return;
    const int index = static_cast<int>(m_document->battlegroup().units.size());
    if (handleResult(m_commands->addUnit(*unit), m_addRow, tr("Add unit")))
        Q_EMIT unitAdded(index);
}

void BattlegroupForm::fill()
{
    const Battlegroup &bg = m_document->battlegroup();
    m_name->setText(bg.name);
    m_side->setText(bg.side);
    if (m_notes->toPlainText() != bg.notes)
        m_notes->setPlainText(bg.notes);
    m_leaders->setChecked(bg.rules.leaders);
    m_bailedCrew->setChecked(bg.rules.bailedCrew);
    m_moraleClasses->setChecked(bg.rules.moraleClasses);
    m_experience->setChecked(bg.rules.experience);
    m_nbc->setChecked(bg.rules.nbc);
    m_defaultClass->setCurrentIndex(m_defaultClass->findData(static_cast<int>(bg.rules.defaultClass)));
    m_defaultExperience->setCurrentIndex(
        m_defaultExperience->findData(static_cast<int>(bg.rules.defaultExperience)));
    m_defaultNbc->setChecked(bg.rules.defaultNbcEquipped);

    const ratio::Endurance &e = m_document->endurance();
    const int breaking = (e.total + 1) / 2; // 50 % or more, R11
    m_endurance->setText(
        tr("%1; breaking point after %2 lost (%3 lost now)").arg(pointsText(e.total)).arg(breaking).arg(e.lost));
    m_addUnit->setEnabled(bg.units.size() < limits::maxUnits);
}

} // namespace md
