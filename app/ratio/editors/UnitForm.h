#pragma once

#include "ratio/editors/EditorForm.h"

#include <functional>

class QLabel;
class QLineEdit;
class QPushButton;

namespace md {

class NotesEdit;

// One morale unit (R1): its name, its kind (fixed once created), its optional-rule overrides (R8),
// notes, its starting and current level, and buttons that add pieces of the kinds it may hold.
class UnitForm : public EditorForm
{
    Q_OBJECT

public:
    UnitForm(BattlegroupDocument *document, Commands *commands, QWidget *parent = nullptr);

    // The unit shown; refresh() fills the fields from it. Must be a valid index.
    void setUnit(int unit);
    int unit() const { return m_unit; }

Q_SIGNALS:
    void pieceAdded(int unit, int piece);

protected:
    void fill() override;

private:
    void commit(QWidget *field, const std::function<void(Unit &)> &change);
    void addPiece(PieceKind kind);

    int m_unit = -1;
    QLineEdit *m_name;
    QLabel *m_kind;
    QComboBox *m_class;
    QComboBox *m_experience;
    QLabel *m_noClass; // robot units: neither of the two above (R8)
    QComboBox *m_nbc;
    NotesEdit *m_notes;
    QLabel *m_starting;
    QLabel *m_current;
    QWidget *m_buttons;
    QPushButton *m_addSoldier;
    QPushButton *m_addWarbot;
    QPushButton *m_addWardrone;
};

} // namespace md
