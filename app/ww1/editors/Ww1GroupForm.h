#pragma once

#include "ww1/editors/Ww1EditorForm.h"

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace md::ww1 {

// One group of group morale (A.1): its name, side, kind, role for the testing order (A.3.2), starting members
// and, as a correction, its casualties; its thresholds, status and tested conditions as read-only text; its
// place in the players' order (A.3.2 ties) and "add a stand".
class Ww1GroupForm : public Ww1EditorForm
{
    Q_OBJECT

public:
    explicit Ww1GroupForm(const Ww1Force *source, QWidget *parent = nullptr);

    void setGroup(const QString &id);
    QString groupId() const { return m_id; }

protected:
    void fill() override;

private:
    const Ww1Group *group() const;
    // Proposes the force with `change` applied to this group; nothing when it changes nothing.
    void edit(QWidget *field, const QString &undoText, const std::function<void(Ww1Group &)> &change);
    void setStart(int value);
    void setCasualties(int value);
    void addStand();
    void moveGroup(int by);

    QString m_id;
    QLineEdit *m_name;
    QLineEdit *m_side;
    QComboBox *m_kind;
    QComboBox *m_role;
    QSpinBox *m_start;
    QSpinBox *m_casualties;
    QLabel *m_thresholds;
    QLabel *m_status;
    QLabel *m_tested;
    QWidget *m_buttons;
    QPushButton *m_addStand;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_remove;
};

} // namespace md::ww1
