#pragma once

#include "widgets/CampaignWindow.h"

#include <QObject>
#include <QPointer>

#include <functional>
#include <memory>

class QMenu;
class QWidget;

namespace md {

class CampaignDatabase;
class Prompter;
class RecentFilesMenu;
class Settings;

// The Campaign menu's flow (R12), for the main window: one campaign file open at a time, its window, the
// recent campaigns, backups. What depends on the open game (recording it, opening a battlegroup for its next
// battle) is the window's rule system's, reached through the Host's hooks.
class CampaignController : public QObject
{
    Q_OBJECT

public:
    struct Host
    {
        std::function<void(const QString &)> showStatus;
        // Records the open game in `campaign` as one battle; false (the reason shown) when it was not.
        std::function<bool(CampaignDatabase &campaign)> recordBattle;
        // Opens force `name` of `campaign` as it stands for its next battle; false when it did not.
        std::function<bool(CampaignDatabase &campaign, const QString &name)> startNextBattle;
        // Asks first when closing the open game would lose work; false when the player cancels.
        std::function<bool()> closeDocument;
        // The rule system's pages of the campaign window.
        CampaignWindow::PageFactory campaignPages;
    };

    // `window` parents the dialogs and the campaign window; the controller owns neither settings nor prompter.
    CampaignController(Settings *settings, Prompter *prompter, QWidget *window, Host host);
    ~CampaignController() override;

    // File → Recent campaigns, made once, in `parent`.
    RecentFilesMenu *createRecentMenu(QMenu *parent);

    bool newCampaign();
    bool openCampaign();
    // Opens `file` as the campaign and shows the campaign window; false (and the reason shown) on failure.
    bool openCampaignFile(const QString &file);
    // A file that is gone is named and taken off the list.
    bool openRecentCampaign(const QString &file);
    bool recordBattle();
    bool startNextBattle();
    bool backUpCampaign();
    void showCampaign();

    CampaignDatabase *campaign() const { return m_campaign.get(); }
    CampaignWindow *campaignWindow() const;
    // Closes the campaign window before the window that parents it goes (its models read the campaign).
    void closeWindow();

private:
    void replaceCampaign(std::unique_ptr<CampaignDatabase> campaign);
    void rememberCampaign(const QString &file);

    Settings *m_settings;
    Prompter *m_prompter;
    QWidget *m_window;
    Host m_host;
    std::unique_ptr<CampaignDatabase> m_campaign;
    QPointer<CampaignWindow> m_campaignWindow;
    RecentFilesMenu *m_recentCampaignsMenu = nullptr;
};

} // namespace md
