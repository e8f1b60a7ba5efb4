#pragma once

#include "kernel/SeededDice.h"
#include "napoleonic/rules/NapEngine.h"

#include <QHash>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;

namespace md {
class Prompter;
}

namespace md::nap {

class NapCommands;
class NapDocument;
class NapLossBox;

// One morale check at the table (B.2.3-B.3.6): the unit (or the ticked units testing together), the
// circumstance, the 15.54 chart's tick rows, the charge distance, terrain and officers from the players' data
// and the shock odds; then T with every term and its rule, the exemption, the exact odds, and the roll (the
// program's d10 or the player's own). A rout asks which friendly formed units within 2" saw it (B.3.6),
// through the Prompter. The Losses box records what a unit lost.
class NapCheckPanel : public QWidget
{
    Q_OBJECT

public:
    NapCheckPanel(NapDocument *document, NapCommands *commands, Prompter *prompter, QWidget *parent = nullptr);

    // The unit the order of battle selected.
    void setUnit(const QString &unitId);
    QString unit() const { return m_unitId; }
    // A queued check into the panel: its unit, circumstance and cause (the phase bar's Test).
    void loadPending(int pendingIndex);
    // The program's dice (tests give a script); null puts the program's own back.
    void setDiceSource(DiceSource *dice);

    NapCheckRequest request() const;
    QString previewText() const;
    QString resultText() const;
    QString exemptionText() const;
    // Rolls the program's d10, or applies a typed one (0 = 10); empty on success, else why not.
    QString roll();
    QString applyTyped(int face);

    QComboBox *testerBox() const { return m_tester; }
    QListWidget *togetherList() const { return m_together; }
    QComboBox *circumstanceBox() const { return m_circumstance; }
    QComboBox *causeBox() const { return m_cause; }
    QCheckBox *chartBox(const QString &key) const { return m_chart.value(key); }
    QCheckBox *chargeBox() const { return m_charge; }
    QDoubleSpinBox *chargeSpin() const { return m_chargeDistance; }
    QListWidget *terrainList() const { return m_terrain; }
    QListWidget *officerList() const { return m_officers; }
    QSpinBox *attackerSpin() const { return m_attacker; }
    QSpinBox *defenderSpin() const { return m_defender; }
    QPushButton *rollButton() const { return m_roll; }
    QSpinBox *typedSpin() const { return m_typed; }
    QPushButton *applyButton() const { return m_apply; }
    NapLossBox *lossBox() const { return m_lossBox; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    QWidget *buildWho();
    QWidget *buildSituation();
    QWidget *buildRoll();
    void documentChanged();
    void rebuildLists();
    void refresh();
    QString test(DiceSource &dice);
    void askRoutFriends(const QStringList &routed);

    NapDocument *m_document;
    NapCommands *m_commands;
    Prompter *m_prompter;
    SeededDice m_programDice;
    DiceSource *m_dice = &m_programDice;
    QString m_unitId;
    bool m_loading = false;

    QLabel *m_unitLabel = nullptr;
    QComboBox *m_tester = nullptr;
    QListWidget *m_together = nullptr;
    QComboBox *m_circumstance = nullptr;
    QComboBox *m_cause = nullptr;
    QCheckBox *m_causeFailedRally = nullptr;
    QWidget *m_chartBox = nullptr;
    QHash<QString, QCheckBox *> m_chart;
    QStringList m_chartRows; // key and label of each tick row, as last built
    QCheckBox *m_charge = nullptr;
    QDoubleSpinBox *m_chargeDistance = nullptr;
    QListWidget *m_terrain = nullptr;
    QListWidget *m_officers = nullptr;
    QSpinBox *m_attacker = nullptr;
    QSpinBox *m_defender = nullptr;
    QLabel *m_exemption = nullptr;
    QLabel *m_preview = nullptr;
    QPushButton *m_roll = nullptr;
    QSpinBox *m_typed = nullptr;
    QPushButton *m_apply = nullptr;
    QLabel *m_result = nullptr;
    NapLossBox *m_lossBox = nullptr;
};

} // namespace md::nap
