#pragma once

#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapEngine.h"
#include "napoleonic/rules/NapMfp.h"

#include <QList>
#include <QString>
#include <QWidget>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace md::nap {

class NapMfpBar;
class NapMfpBreakdown;

// The Army Morale Fatigue Phase (B.4.5-B.4.7) of one army: the events E01-E20 with how often each happened,
// pre-filled with what the program counted since the army's last phase (NapMfp::suggested), the running total
// of the phase, the used total against the army's total before and after, the bar, and the demoralization tier
// now and after with what it does. The ledger never changes the battle: "Apply" asks for the phase
// (phaseRequested) and the owner applies it and calls setBattle() again.
class NapMfpLedger : public QWidget
{
    Q_OBJECT

public:
    explicit NapMfpLedger(QWidget *parent = nullptr);

    // A copy of the battle; counts the player changed are kept while the army's used total stays the same.
    void setBattle(const NapBattle &battle);
    // What the engine did with the last request: the 90 % announcement (15.97), demoralization, or the refusal.
    void showOutcome(const NapMfpOutcome &outcome);

    QString armyId() const;
    void selectArmy(const QString &armyId);
    // The rows with a count, as phaseRequested() sends them.
    QList<NapMfpEntry> entries() const;
    // This phase's running total, half-points.
    int phaseHalf() const;
    int count(NapMfpEvent event) const;
    void setCount(NapMfpEvent event, int count);
    // E18 and E19 only: their MFP per count.
    void setValue(NapMfpEvent event, int value);
    bool countedByProgram(NapMfpEvent event) const;
    QString programMark(NapMfpEvent event) const;

    QComboBox *armyBox() const { return m_army; }
    QSpinBox *countSpin(NapMfpEvent event) const;
    QSpinBox *valueSpin(NapMfpEvent event) const; // null but for E18, E19
    QPushButton *applyButton() const { return m_apply; }
    NapMfpBar *bar() const { return m_bar; }
    NapMfpBreakdown *breakdown() const { return m_breakdown; }
    QString phaseText() const;
    QString usedText() const;
    QString tierNowText() const;
    QString tierAfterText() const;
    QString announcementText() const;

    static QString tierName(int tier);
    static QString tierEffect(int tier);

    // Emits phaseRequested() for the chosen army with the rows that have a count (nothing while the button is
    // disabled: no army, another phase, or this turn's phase recorded).
    void apply();

Q_SIGNALS:
    void phaseRequested(const QString &armyId, const QList<NapMfpEntry> &entries);

private:
    struct Row
    {
        NapMfpEvent event = NapMfpEvent::E01;
        QLabel *each = nullptr;
        QSpinBox *count = nullptr;
        QSpinBox *value = nullptr;
        QLabel *subtotal = nullptr;
        QLabel *program = nullptr;
        int suggestedCount = 0;
        int suggestedValue = 0;
        bool touched = false; // the player changed the count or value
    };

    QWidget *buildRows();
    void fillArmies();
    void armyChanged();
    // Puts the program's counts into every row the player has not changed (all rows with `all`).
    void fillSuggested(bool all);
    void updateRow(Row &row);
    void updateTotals();
    const NapArmy *currentArmy() const;
    // Why "Apply" is refused now (no army, another phase, this turn's phase recorded); empty when it is not.
    QString whyNotApply() const;
    NapMfpEntry entryOf(const Row &row) const;
    const Row *rowOf(NapMfpEvent event) const;
    Row *rowOf(NapMfpEvent event);

    NapBattle m_battle;
    QString m_shownArmy;   // the army the rows were filled for
    int m_shownUsedHalf = -1; // its used total then: a phase applied since refills every row
    int m_announcedUsedHalf = -1; // the used total the announcement speaks of: it goes when the total moves
    bool m_filling = false;

    QComboBox *m_army;
    QLabel *m_phaseNote;
    QList<Row> m_rows;
    QLabel *m_phase;
    QLabel *m_used;
    NapMfpBar *m_bar;
    QLabel *m_tierNow;
    QLabel *m_tierAfter;
    QPushButton *m_apply;
    QLabel *m_announcement;
    NapMfpBreakdown *m_breakdown;
};

} // namespace md::nap
