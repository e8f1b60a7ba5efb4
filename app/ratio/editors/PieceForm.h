#pragma once

#include "ratio/editors/EditorForm.h"

#include <QList>

#include <array>
#include <functional>

class QCheckBox;
class QGridLayout;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;
class QToolButton;

namespace md {

// One piece: a soldier (R2), a robot-style piece (R3) or a vehicle-style piece with the status-sheet
// fields of R4 (systems, weapons, crew). Its play state is not edited here.
class PieceForm : public EditorForm
{
    Q_OBJECT

public:
    PieceForm(BattlegroupDocument *document, Commands *commands, QWidget *parent = nullptr);

    // The piece shown; refresh() fills the fields from it. Must be a valid reference.
    void setPiece(ratio::PieceRef ref);
    ratio::PieceRef piece() const { return m_ref; }

protected:
    void fill() override;

private:
    struct WeaponRow
    {
        QLineEdit *name;
        QCheckBox *knockedOut;
        QToolButton *remove;
    };
    struct CrewRow
    {
        QComboBox *rank;
        QToolButton *remove;
    };

    const Piece *current() const;
    // One editPiece call with `change` applied to the document's piece; nothing when that changes nothing.
    void commit(QWidget *field, const QString &name, const std::function<void(Piece &)> &change);
    // During a battle a lower working level is damage (R4): recorded with the play verb, one per level, as one
    // undo step. True when handled (done, or refused with the reason under `field`).
    bool loseLevelsInBattle(QWidget *field, const QString &name, VehicleSystem system, int value);
    QSpinBox *spin(const QString &objectName, int min, int max);
    void addSystemRow(VehicleSystem system, const QString &label);
    void setWeaponRows(qsizetype count);
    void setCrewRows(qsizetype count);
    // Rows made later join the end of the focus chain; put them back where they sit on screen.
    void fixTabOrder();

    ratio::PieceRef m_ref;

    QLineEdit *m_name;
    QLabel *m_kind;
    // Soldiers
    QComboBox *m_rank;
    QCheckBox *m_officer;
    QLabel *m_survivor;
    // Robots, vehicles, strongpoints
    QComboBox *m_style;
    QSpinBox *m_size;
    // Vehicle-style
    QLabel *m_sheetHeading;
    QLabel *m_systemsHeading;
    QLineEdit *m_armor;
    QSpinBox *m_rate;
    QSpinBox *m_currentMovement;
    QSpinBox *m_bonus;
    QCheckBox *m_hasMovement;
    std::array<QWidget *, 3> m_systemRows {};
    std::array<QSpinBox *, 3> m_levels {};
    std::array<QSpinBox *, 3> m_working {};
    QWidget *m_weaponsBox;
    QGridLayout *m_weaponsGrid;
    QList<WeaponRow> m_weaponRows;
    QPushButton *m_addWeapon;
    QWidget *m_crewBox;
    QGridLayout *m_crewGrid;
    QList<CrewRow> m_crewRows;
    QPushButton *m_addCrew;
    // Read-only
    QLabel *m_starting;
    QLabel *m_current;
    QLabel *m_crewPoints; // R10: what a crewman out of the vehicle counts
};

} // namespace md
