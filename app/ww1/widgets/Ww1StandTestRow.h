#pragma once

#include "ww1/rules/Ww1Engine.h"

#include <QFrame>

class QCheckBox;
class QComboBox;
class QLabel;
class QSpinBox;

namespace md::ww1 {

// One stand of a square in the individual test (A.3.3): whether it tests, its trigger (A.2.2) and what the
// players tick for it (IM1-IM6; its rank gives IM7/IM8 by itself), with its net modifier, each modifier's
// source and the odds of the four bands before the roll. A stand that need not test for the trigger cannot
// be ticked, and says why.
class Ww1StandTestRow : public QFrame
{
    Q_OBJECT

public:
    Ww1StandTestRow(const Ww1Force &force, const QString &standId, QWidget *parent = nullptr);

    QString standId() const { return m_standId; }
    // The force changed (a test, an undo): what the stand may test for, its modifiers and odds again.
    void setForce(const Ww1Force &force);
    bool isTesting() const;
    void setTesting(bool testing);
    Ww1StandTest test() const;
    Ww1Situation situation() const;
    // Its modifiers as the engine counts them now.
    Modifiers modifiers() const;

    // The controls, for the workspace's tests.
    QCheckBox *testsBox() const { return m_tests; }
    QComboBox *triggerBox() const { return m_trigger; }
    QCheckBox *underFireBox() const { return m_underFire; }
    QSpinBox *friendlySpin() const { return m_friendly; }
    QSpinBox *enemySpin() const { return m_enemy; }
    QCheckBox *outnumberedBox() const { return m_outnumbered; }
    QCheckBox *edgedBox() const { return m_edged; }
    QCheckBox *leadingBox() const { return m_leading; }
    QComboBox *leaderBox() const { return m_leader; }
    QString modifiersText() const;
    QString oddsText() const;

Q_SIGNALS:
    void changed();

private:
    void refresh();
    void fillLeaders();

    Ww1Force m_force; // shared with the document's: a copy costs nothing
    QString m_standId;
    QCheckBox *m_tests;
    QComboBox *m_trigger;
    QCheckBox *m_underFire;
    QLabel *m_friendlyLabel;
    QSpinBox *m_friendly;
    QLabel *m_enemyLabel;
    QSpinBox *m_enemy;
    QCheckBox *m_outnumbered;
    QCheckBox *m_edged;
    QCheckBox *m_leading;
    QComboBox *m_leader;
    QLabel *m_modifiers;
    QLabel *m_odds;
};

} // namespace md::ww1
