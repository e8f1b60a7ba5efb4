#pragma once

#include "ww1/editors/Ww1EditorForm.h"

#include <functional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;

namespace md::ww1 {

// One stand (A.1): its name, rank and, for an officer, his rank in the force's seniority list (IM1), the
// square it stands in (A.3.3: one roll per square), its group; its latest result and first-time bookkeeping
// as read-only text; move it in its group or to another, remove it.
class Ww1StandForm : public Ww1EditorForm
{
    Q_OBJECT

public:
    static constexpr int maxSquareLength = 16;

    explicit Ww1StandForm(const Ww1Force *source, QWidget *parent = nullptr);

    void setStand(const QString &id);
    QString standId() const { return m_id; }

protected:
    void fill() override;

private:
    const Ww1Stand *stand(const Ww1Group **owner = nullptr) const;
    // Proposes the force with `change` applied to this stand; nothing when it changes nothing.
    void edit(QWidget *field, const QString &undoText, const std::function<void(Ww1Stand &)> &change);
    void setSquare();
    void setRank();
    void moveToGroup();
    void moveInGroup(int by);

    QString m_id;
    QLineEdit *m_name;
    QComboBox *m_rank;
    QComboBox *m_officerRank;
    QLineEdit *m_square;
    QComboBox *m_group;
    QLabel *m_result;
    QLabel *m_bookkeeping;
    QWidget *m_buttons;
    QPushButton *m_up;
    QPushButton *m_down;
    QPushButton *m_remove;
};

} // namespace md::ww1
