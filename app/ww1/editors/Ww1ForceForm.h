#pragma once

#include "kernel/RuleSystem.h"
#include "ww1/editors/Ww1EditorForm.h"

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

namespace md::ww1 {

class Ww1ListEditor;

// The force itself: its name and notes, the five switchable readings of Part A (Ww1Options) with the fixed
// ones shown beside them, the players' own data of A.6 (distances, casualty severities, officer seniority),
// and "add a group" from a template.
class Ww1ForceForm : public Ww1EditorForm
{
    Q_OBJECT

public:
    explicit Ww1ForceForm(const Ww1Force *source, QWidget *parent = nullptr);

    Ww1ListEditor *severities() const { return m_severities; }
    Ww1ListEditor *officerRanks() const { return m_ranks; }

protected:
    void fill() override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    // Proposes the force with `change` applied; nothing when it changes nothing.
    void edit(QWidget *field, const QString &undoText, const std::function<void(Ww1Force &)> &change);
    QSpinBox *squaresBox(const QString &objectName, int minimum);
    void connectSquares(QSpinBox *box, int Ww1Settings::*member, const std::function<QString(int)> &undoText);
    void addGroup();

    // A.6 lists: every refusal names the list and the reason.
    void addSeverity(const QString &name);
    void renameSeverity(int row, const QString &name);
    void addRank(const QString &name);
    void renameRank(int row, const QString &name);
    void removeRank(int row);
    QString listNameProblem(const QString &name, const QStringList &others) const;

    QLineEdit *m_name;
    NotesEdit *m_notes;
    QList<RuleOption> m_options;
    QList<QCheckBox *> m_switches; // one per switchable option, in m_options' order
    QHash<QLabel *, QCheckBox *> m_labelBoxes; // a switch's text, which ticks it when clicked
    QLabel *m_fixedReadings;
    QSpinBox *m_proximity;
    QSpinBox *m_tacticalMove;
    QSpinBox *m_sight;
    Ww1ListEditor *m_severities;
    Ww1ListEditor *m_ranks;
    QComboBox *m_template;
    QPushButton *m_addGroup;
    QWidget *m_addRow;
};

} // namespace md::ww1
