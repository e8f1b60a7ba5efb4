#pragma once

#include <QWidget>

class QLabel;
class QPushButton;
class QSpinBox;

namespace md::fantasy {

class FanCommands;
struct FanBattle;

// What happens to the selected unit between tests, as the table calls it out: losses, a routing unit charged
// (C.4.1), a rout obstacle's D6, a character wounded or killed (C-14), the Reform order (C.4.2), moved this
// turn, a spell's exemption (C.2), routed off the table. Each button is one undo step through FanCommands; a
// button that cannot apply now is disabled with the reason in its tooltip.
class FanUnitActions final : public QWidget
{
    Q_OBJECT

public:
    explicit FanUnitActions(FanCommands *commands, QWidget *parent = nullptr);
    void setBattle(const FanBattle *battle);
    void setUnit(const QString &unitId);
    QString unit() const { return m_unitId; }
    QSpinBox *lossesSpin() const { return m_losses; }

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void refresh();
    void report(const QString &error, const QStringList &lines);

    FanCommands *m_commands;
    const FanBattle *m_battle = nullptr;
    QString m_unitId;
    QLabel *m_title = nullptr;
    QSpinBox *m_losses = nullptr;
    QPushButton *m_recordLosses = nullptr;
    QSpinBox *m_attackers = nullptr;
    QPushButton *m_charged = nullptr;
    QPushButton *m_obstacle = nullptr;
    QPushButton *m_wounded = nullptr;
    QPushButton *m_killed = nullptr;
    QPushButton *m_reform = nullptr;
    QPushButton *m_moved = nullptr;
    QSpinBox *m_spellTurn = nullptr;
    QPushButton *m_spell = nullptr;
    QPushButton *m_offTable = nullptr;
};

} // namespace md::fantasy
