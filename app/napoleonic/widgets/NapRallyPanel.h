#pragma once

#include "napoleonic/model/NapBattle.h"
#include "napoleonic/rules/NapAdjustments.h"
#include "napoleonic/rules/NapEngine.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QGridLayout;
class QLabel;
class QPushButton;
class QSpinBox;
class QTableView;

namespace md::nap {

class NapRoutedModel;

// The Rally Phase of one army (B.4.3, B.4.4). Step 1: every Disordered unit becomes Good but those the players
// tick as held (within an enemy close-order or artillery Minimum Fire Zone, or the club's restriction (c)).
// Step 2: one Routed unit at a time: night (N12), the officers it sees (P06), the target T with its terms and
// the chance to rally; the program's d10 or the one typed from the table; or the unit routs off the table. The
// panel never changes the battle: it asks (the signals) and the owner calls setBattle() again.
class NapRallyPanel : public QWidget
{
    Q_OBJECT

public:
    explicit NapRallyPanel(QWidget *parent = nullptr);

    void setBattle(const NapBattle &battle);
    void showOutcome(const NapRallyOutcome &outcome);

    QString armyId() const;
    void selectArmy(const QString &armyId);

    // Step 1.
    QStringList disorderedIds() const;
    QStringList heldIds() const;
    void setHeld(const QString &unitId, bool held);
    QCheckBox *heldBox(const QString &unitId) const;
    QPushButton *clearButton() const { return m_clear; }
    void clearDisorder();

    // Step 2.
    NapRoutedModel *routedModel() const { return m_routed; }
    QTableView *routedView() const { return m_routedView; }
    QString routedId() const;
    void selectRouted(const QString &unitId);
    NapSituation situation() const;
    QCheckBox *nightBox() const { return m_night; }
    QCheckBox *officerBox(const QString &name) const;
    NapCheckPreview preview() const { return m_preview; }
    QString termsText() const;
    QString oddsText() const;
    QString failuresText() const;
    QSpinBox *typedSpin() const { return m_typed; }
    QPushButton *rollButton() const { return m_roll; }
    QPushButton *typedButton() const { return m_applyTyped; }
    QPushButton *offTableButton() const { return m_offTable; }
    QString resultText() const;
    // The program's d10 (typed 0), or the player's (1-10).
    void roll();
    void applyTyped(int roll);
    void routOffTable();

Q_SIGNALS:
    void clearDisorderRequested(const QString &armyId, const QStringList &heldIds);
    void rallyRequested(const QString &unitId, const md::nap::NapSituation &situation, int typedRoll);
    void offTableRequested(const QString &unitId);

private:
    struct Held
    {
        QString unitId;
        QLabel *name = nullptr;
        QCheckBox *held = nullptr;
    };

    void fillArmies();
    void armyChanged();
    // Whether the battle is still as the shown result left it (an undo takes the result away).
    bool resultStands() const;
    void fillDisordered();
    void fillOfficers();
    void routedChanged();
    void updatePreview();
    void updateStep1();
    const NapArmy *currentArmy() const;
    QString unitName(const QString &unitId) const;

    NapBattle m_battle;
    QString m_shownArmy;
    int m_heldTurn = 0; // the turn the held ticks were given in
    NapCheckPreview m_preview;
    NapRallyOutcome m_shownOutcome;

    QComboBox *m_army;
    QLabel *m_phaseNote;
    // Step 1.
    QLabel *m_heldNote;
    QWidget *m_heldBox;
    QGridLayout *m_heldGrid;
    QLabel *m_noDisordered;
    QList<Held> m_held;
    QPushButton *m_clear;
    QLabel *m_step1Count;
    // Step 2.
    NapRoutedModel *m_routed;
    QTableView *m_routedView;
    QLabel *m_noRouted;
    QLabel *m_failures;
    QCheckBox *m_night;
    QLabel *m_officersLabel;
    QWidget *m_officersBox;
    QGridLayout *m_officersGrid;
    QList<QCheckBox *> m_officers;
    QLabel *m_terms;
    QLabel *m_odds;
    QPushButton *m_roll;
    QSpinBox *m_typed;
    QPushButton *m_applyTyped;
    QPushButton *m_offTable;
    QLabel *m_result;
};

} // namespace md::nap
