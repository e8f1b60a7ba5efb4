#pragma once

#include "ratio/editors/EditorForm.h"

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace md {

class NotesEdit;

struct RuleOptions;

// The battlegroup's own fields, its optional rules (R2, R8, R8a, R10), the defaults its units inherit,
// its endurance (R11) and "add a unit from a template".
class BattlegroupForm : public EditorForm
{
    Q_OBJECT

public:
    BattlegroupForm(BattlegroupDocument *document, Commands *commands, QWidget *parent = nullptr);

Q_SIGNALS:
    void unitAdded(int unit);

protected:
    void fill() override;

private:
    // One editBattlegroup call with `change` applied to the document's values; nothing when unchanged.
    void commit(QWidget *field, const std::function<void(QString &name, QString &side, QString &notes,
                                                         RuleOptions &rules)> &change);
    QCheckBox *ruleBox(const QString &text, const QString &tip, const QString &objectName);
    void connectRule(QCheckBox *box, bool RuleOptions::*member);
    void addUnitFromTemplate();

    QLineEdit *m_name;
    QLineEdit *m_side;
    NotesEdit *m_notes;
    QCheckBox *m_leaders;
    QCheckBox *m_bailedCrew;
    QCheckBox *m_moraleClasses;
    QCheckBox *m_experience;
    QCheckBox *m_nbc;
    QComboBox *m_defaultClass;
    QComboBox *m_defaultExperience;
    QCheckBox *m_defaultNbc;
    QLabel *m_endurance;
    QComboBox *m_template;
    QPushButton *m_addUnit;
    QWidget *m_addRow;
};

} // namespace md
