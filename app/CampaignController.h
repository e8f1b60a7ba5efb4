#pragma once

#include "CampaignDatabase.h"
#include "widgets/CampaignWindow.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QMenu;
class QWidget;

namespace md {

class GameDocument;
class Prompter;
class RecentFilesMenu;
class Settings;

// The Campaign menu's flow (R12), for the main window: one campaign file open at a time, its window, the
// recent campaigns, backups. Recording the open game is the open game's rule system's (the Host's hook); the
// next battle of a force is the SystemUi of the force's own rule system (battlegroups.rule_system), and the
// campaign window shows the pages of every registered system, whatever document is open.
class CampaignController : public QObject
{
    Q_OBJECT

public:
    struct Host
    {
        std::function<void(const QString &)> showStatus;
        // Records the open game in `campaign` as one battle; false (the reason shown) when it was not. The
        // open game's system records it.
        std::function<bool(CampaignDatabase &campaign)> recordBattle;
        // Asks first when closing the open game would lose work; false when the player cancels.
        std::function<bool()> closeDocument;
        // Puts a force opened for its next battle in the window, `status` on the status bar.
        std::function<void(std::unique_ptr<GameDocument> document, const QString &status)> installDocument;
    };

    // `window` parents the dialogs and the campaign window; the controller owns neither settings nor prompter.
    CampaignController(Settings *settings, Prompter *prompter, QWidget *window, Host host);
    ~CampaignController() override;

    // File → Recent campaigns, made once, in `parent`.
    RecentFilesMenu *createRecentMenu(QMenu *parent);

    bool newCampaign();
    bool openCampaign();
    // Campaign → Open campaign on a server…: asks for the address (postgresql://…) and opens it.
    bool openCampaignOnServer();
    // Opens `file` (a campaign file or a server address) as the campaign and shows the campaign window; false
    // (and the reason shown) on failure. A server that wants a password libpq has not got asks for it
    // (kept in memory only, never saved), again after a wrong one.
    bool openCampaignFile(const QString &file);
    // A file that is gone is named and taken off the list; an address is opened as it is.
    bool openRecentCampaign(const QString &file);
    // Campaign → Copy campaign to…: the open campaign into a new file or an empty database on a server,
    // compared table by table (CampaignCopy).
    bool copyCampaign();
    bool recordBattle();
    bool startNextBattle();
    bool backUpCampaign();
    void showCampaign();

    CampaignDatabase *campaign() const { return m_campaign.get(); }
    CampaignWindow *campaignWindow() const;
    // Closes the campaign window before the window that parents it goes (its models read the campaign).
    void closeWindow();

private:
    // Opens `location`, asking for the password while the server wants one; null with `*error` empty when the
    // player cancelled. `kind` (optional): why it failed.
    std::unique_ptr<CampaignDatabase> openAsking(const QString &location, QString *error,
                                                  CampaignDatabase::OpenError *kind = nullptr);
    void replaceCampaign(std::unique_ptr<CampaignDatabase> campaign);
    void rememberCampaign(const QString &file);
    // The pages of every registered system's campaign records (SystemUi::campaignPages).
    static QList<CampaignPage *> allPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent);

    Settings *m_settings;
    Prompter *m_prompter;
    QWidget *m_window;
    Host m_host;
    std::unique_ptr<CampaignDatabase> m_campaign;
    QPointer<CampaignWindow> m_campaignWindow;
    RecentFilesMenu *m_recentCampaignsMenu = nullptr;
    // The last server address typed, proposed the next time.
    QString m_lastAddress;
};

} // namespace md
