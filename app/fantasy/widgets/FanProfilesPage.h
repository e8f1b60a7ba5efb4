#pragma once

#include <QWidget>

class QComboBox;
class QPushButton;

namespace md {
class Prompter;
}

namespace md::fantasy {

class FanCommands;
class FanProfileEditor;
struct FanBattle;

// The battle's Profile Sheets (C.6): pick a race, edit its four tables, apply the edit as one undo step (the
// sheet's revision goes up, so the log's tests keep saying which sheet they used), start a new sheet, and share
// sheets with the club: import a file (a refused file changes nothing and says `$.path: reason`) or export one.
class FanProfilesPage final : public QWidget
{
    Q_OBJECT

public:
    FanProfilesPage(FanCommands *commands, Prompter *prompter, QWidget *parent = nullptr);
    void setBattle(const FanBattle *battle);
    FanProfileEditor *editor() const { return m_editor; }
    QString race() const;
    void showRace(const QString &race);
    // Import and export by file name (the buttons ask for one); empty on success, else why not.
    QString importFile(const QString &fileName);
    QString exportFile(const QString &fileName) const;
    // The edit applied: empty on success, else why not.
    QString apply();

Q_SIGNALS:
    void statusMessage(const QString &message);

private:
    void raceChosen();
    void refreshButtons();

    FanCommands *m_commands;
    Prompter *m_prompter;
    const FanBattle *m_battle = nullptr;
    QString m_shownRace; // the race the editor holds, as the battle has it
    bool m_fresh = false; // a new sheet not yet applied
    QComboBox *m_races = nullptr;
    FanProfileEditor *m_editor = nullptr;
    QPushButton *m_apply = nullptr;
    QPushButton *m_revert = nullptr;
    QPushButton *m_new = nullptr;
    QPushButton *m_import = nullptr;
    QPushButton *m_export = nullptr;
    QPushButton *m_remove = nullptr;
};

} // namespace md::fantasy
