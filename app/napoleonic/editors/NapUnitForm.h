#pragma once

#include "napoleonic/editors/NapEditorForm.h"

#include <functional>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace md {
class NotesEdit;
}

namespace md::nap {

// One unit (B.1): its name and type, its starting CMR with the grade it gives (15.27), its figures and (for
// artillery) cannon, with the losses as corrections; its formation, state and failed rallies; its arrival and
// notes; its command, its place in it and its removal.
class NapUnitForm : public NapEditorForm
{
    Q_OBJECT

public:
    explicit NapUnitForm(const NapBattle *source, QWidget *parent = nullptr);

    void setUnit(const QString &id);
    QString unitId() const { return m_id; }

protected:
    void fill() override;

private:
    const NapUnit *unit(const NapCommand **command = nullptr, const NapArmy **army = nullptr) const;
    // Proposes the battle with `change` applied to this unit; nothing when it changes nothing.
    void editUnit(QWidget *field, const QString &undoText, const std::function<void(NapUnit &)> &change);
    QSpinBox *numberBox(const QString &objectName);
    void setType();
    void setCmr(int value);
    void setFigures(int value);
    void setFiguresLost(int value);
    void setCannon(int value);
    void setCannonLost(int value);
    void setRallyFailures(int value);
    void moveToCommand();
    void moveInCommand(int by);
    void removeUnit();

    QString m_id;
    QLineEdit *m_name;
    QComboBox *m_type;
    QSpinBox *m_cmr;
    QLabel *m_grade;
    QSpinBox *m_figures;
    QSpinBox *m_figuresLost;
    QSpinBox *m_cannon;
    QSpinBox *m_cannonLost;
    QComboBox *m_formation;
    QComboBox *m_state;
    QSpinBox *m_rallyFailures;
    QCheckBox *m_lateArrival;
    NotesEdit *m_notes;
    QComboBox *m_command;
    QWidget *m_buttons;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_remove;
};

} // namespace md::nap
