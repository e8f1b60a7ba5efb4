#pragma once

#include "fantasy/model/FanBattle.h"
#include "fantasy/rules/FanEngine.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QAbstractButton;
class QButtonGroup;
class QPushButton;

namespace md {
class WrappedLabel;
}

namespace md::fantasy {

class FanAssessmentView;
class FanModifierInputs;

// One Morale Test at the table (C.2 – C.4): the unit with its figures, loss step and BMV; why it tests (the
// race's When to Test Morale list, the target of an Uncontrolled Advance, after combat, and the phase-11 rally
// of a routing unit); the modifiers as the race's sheet has them, each row with the input its condition needs
// (C.3, C.6: the rows are the race's data); the assessment live on every change (FanAssessmentView); and the
// program's D4 or the player's own face. The panel never changes the battle: it asks (resolveRequested) and the
// owner calls setBattle() again.
class FanTestPanel : public QWidget
{
    Q_OBJECT

public:
    explicit FanTestPanel(QWidget *parent = nullptr);

    // The battle shown (may be null); call again after every change of it (the panel re-reads, keeps the unit and
    // the ticks where they still apply).
    void setBattle(const FanBattle *battle);
    // The unit tested; empty shows "Choose a unit in the roster".
    void setUnit(const QString &unitId);
    QString unit() const { return m_unitId; }
    // Starts a rally test of the unit (trigger Rally), as the phase-11 queue asks.
    void startRally(const QString &unitId);
    FanTestRequest request() const;           // what is ticked now
    FanAssessment assessment() const;         // FanEngine::assess of it

    // What is shown, for the owner and tests.
    FanAssessmentView *assessmentView() const { return m_view; }
    FanModifierInputs *modifierInputs() const { return m_inputs; }
    QString unitText() const;
    // Why the roll buttons are off now; empty when they are on.
    QString rollBlockedText() const;

Q_SIGNALS:
    // The player pressed Roll D4 (typed false, the panel rolls with QRandomGenerator::global()->bounded(1, 5)) or one
    // of the typed faces 1-4 (typed true). The workspace applies it as one undo step.
    void resolveRequested(const md::fantasy::FanTestRequest &request, int d4, bool typed);

private:
    QWidget *buildTriggers();
    QWidget *buildModifiers();
    QWidget *buildRoll();
    const FanUnit *currentUnit() const;
    const FanProfile *currentProfile() const;
    // Forgets what the players said about the last unit.
    void resetSituation();
    // Rebuilds the trigger buttons when what they are built from changed.
    void rebuildTriggers();
    void triggerClicked(int id);
    // The inputs' limits and neighbours, the texts, then the assessment and the roll buttons.
    void refresh();
    void updateUnitText(const FanUnit *unit, const FanProfile *profile);
    void resolve(int d4, bool typed);

    const FanBattle *m_battle = nullptr;
    QString m_unitId;
    // Why the unit tests, as the players said (C.2), kept across a change of the battle where it still applies.
    bool m_triggerChosen = false;
    FanTrigger m_trigger = FanTrigger::Listed;
    QString m_listed;
    QStringList m_triggerShape; // what the trigger buttons were last built from

    WrappedLabel *m_unitLabel = nullptr;
    WrappedLabel *m_unitFacts = nullptr;
    QWidget *m_triggerBox = nullptr;
    QButtonGroup *m_triggers = nullptr;
    FanModifierInputs *m_inputs = nullptr;
    FanAssessmentView *m_view = nullptr;
    QPushButton *m_roll = nullptr;
    QList<QPushButton *> m_faces;
    WrappedLabel *m_rollNote = nullptr;
};

} // namespace md::fantasy
