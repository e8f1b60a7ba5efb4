#pragma once

#include "kernel/RuleSystem.h"
#include "napoleonic/editors/NapEditorForm.h"

class QCheckBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace md {
class NotesEdit;
}

namespace md::nap {

// The battle itself: its name and notes, the battleday and night, the switchable readings of Part B (B.5) and
// "add an army". The players' data (B.6) are NapDataForm's, below it on the same page.
class NapBattleForm : public NapEditorForm
{
    Q_OBJECT

public:
    explicit NapBattleForm(const NapBattle *source, QWidget *parent = nullptr);

    QCheckBox *switchBox(const QString &key) const;

protected:
    void fill() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void setBattleday(int value);
    void addArmy();

    QLineEdit *m_name;
    NotesEdit *m_notes;
    QSpinBox *m_battleday;
    QCheckBox *m_night;
    QList<RuleOption> m_options;
    QList<QCheckBox *> m_switches; // one per switchable option, in m_options' order
    QHash<QLabel *, QCheckBox *> m_labelBoxes; // a switch's text, which ticks it when clicked
    QLabel *m_fixedReadings;
    QPushButton *m_addArmy;
};

} // namespace md::nap
