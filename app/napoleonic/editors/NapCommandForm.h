#pragma once

#include "napoleonic/editors/NapEditorForm.h"

#include <functional>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace md::nap {

// One command (B.1): its name and level, the command above it (of the same army, never one of its own
// sub-commands), its officer, order and presence, its arrival; "add a unit" of each type and "add a
// sub-command", its place in the army's order of battle and its removal.
class NapCommandForm : public NapEditorForm
{
    Q_OBJECT

public:
    explicit NapCommandForm(const NapBattle *source, QWidget *parent = nullptr);

    void setCommand(const QString &id);
    QString commandId() const { return m_id; }

protected:
    void fill() override;

private:
    const NapCommand *command(const NapArmy **army = nullptr) const;
    // Proposes the battle with `change` applied to this command; nothing when it changes nothing.
    bool editCommand(QWidget *field, const QString &undoText, const std::function<void(NapCommand &)> &change);
    void setParent();
    void setArrivalTurn(int value);
    void addUnit();
    void addSubCommand();
    void moveCommand(int by);
    void removeCommand();
    // Whether `candidate` is this command or sits anywhere under it.
    bool isUnder(const NapArmy &army, const QString &candidate) const;

    QString m_id;
    QLineEdit *m_name;
    QComboBox *m_level;
    QComboBox *m_parent;
    QLineEdit *m_officerName;
    QComboBox *m_officer;
    QCheckBox *m_appointed;
    QComboBox *m_order;
    QComboBox *m_presence;
    QCheckBox *m_lateArrival;
    QSpinBox *m_arrivalTurn;
    QWidget *m_addRow;
    QComboBox *m_unitType;
    QPushButton *m_addUnit;
    QPushButton *m_addSub;
    QWidget *m_buttons;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_remove;
};

} // namespace md::nap
