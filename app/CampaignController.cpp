#include "CampaignController.h"

#include "CampaignAddress.h"
#include "CampaignCopy.h"
#include "CampaignDatabase.h"
#include "CampaignFileName.h"
#include "base/Prompter.h"
#include "base/Settings.h"
#include "document/GameDocument.h"
#include "system/SystemUi.h"
#include "systems/BuiltInSystemUis.h"
#include "widgets/RecentFilesMenu.h"

#include <QFileInfo>
#include <QMenu>
#include <QStatusBar>

namespace md {

CampaignController::CampaignController(Settings *settings, Prompter *prompter, QWidget *window, Host host)
    : QObject(window)
    , m_settings(settings)
    , m_prompter(prompter)
    , m_window(window)
    , m_host(std::move(host))
{
}

CampaignController::~CampaignController() { closeWindow(); }

CampaignWindow *CampaignController::campaignWindow() const { return m_campaignWindow; }

void CampaignController::closeWindow()
{
    delete m_campaignWindow;
    m_campaignWindow = nullptr;
}

RecentFilesMenu *CampaignController::createRecentMenu(QMenu *parent)
{
    m_recentCampaignsMenu = new RecentFilesMenu(tr("Recent ca&mpaigns"), parent);
    m_recentCampaignsMenu->setObjectName(QStringLiteral("recentCampaignsMenu"));
    m_recentCampaignsMenu->setFiles(m_settings->recentCampaigns());
    connect(m_recentCampaignsMenu, &RecentFilesMenu::fileChosen, this, &CampaignController::openRecentCampaign);
    return m_recentCampaignsMenu;
}

void CampaignController::replaceCampaign(std::unique_ptr<CampaignDatabase> campaign)
{
    // The window's models read the old campaign: it goes first.
    closeWindow();
    m_campaign = std::move(campaign);
}

bool CampaignController::newCampaign()
{
    const auto name = m_prompter->askText(m_window, tr("New campaign"), tr("Campaign name:"), QString());
    if (!name || name->trimmed().isEmpty())
        return false;
    // A name typed without a suffix gets ".mdcampaign", or the open dialog would not list the file.
    const QString file = CampaignFileName::withSuffix(m_prompter->campaignFileName(m_window, true));
    if (file.isEmpty())
        return false;
    CampaignInfo info;
    info.name = name->trimmed();
    QString error;
    auto campaign = CampaignDatabase::create(file, info, &error);
    if (!campaign) {
        m_prompter->showError(m_window, tr("No campaign created"), error);
        return false;
    }
    replaceCampaign(std::move(campaign));
    rememberCampaign(file);
    m_host.showStatus(tr("Created the campaign \"%1\" in %2.").arg(info.name, file));
    return true;
}

bool CampaignController::openCampaign()
{
    const QString file = m_prompter->campaignFileName(m_window, false);
    return !file.isEmpty() && openCampaignFile(file);
}

bool CampaignController::openCampaignOnServer()
{
    const auto address = m_prompter->askServerAddress(m_window, m_lastAddress);
    if (!address || address->trimmed().isEmpty())
        return false;
    m_lastAddress = address->trimmed();
    return openCampaignFile(m_lastAddress);
}

std::unique_ptr<CampaignDatabase> CampaignController::openAsking(const QString &location, QString *error,
                                                                 CampaignDatabase::OpenError *kind)
{
    using OpenError = CampaignDatabase::OpenError;
    // libpq's password file or service file first; when it has none, or a wrong one, the player is asked. The
    // password stays in this program's memory (CampaignDatabase::setPassword) and is never saved.
    for (;;) {
        OpenError why = OpenError::None;
        auto campaign = CampaignDatabase::open(location, error, &why);
        if (kind)
            *kind = why;
        if (campaign || (why != OpenError::NeedsPassword && why != OpenError::WrongPassword))
            return campaign;
        const QString label = why == OpenError::WrongPassword
                                  ? tr("%1\n\nPassword for %2:").arg(*error, location)
                                  : tr("The server asks for a password, and your PostgreSQL password file has none "
                                       "for this address. It is kept only until MoraleDesk closes.\n\nPassword for %1:")
                                        .arg(location);
        const auto password = m_prompter->askPassword(m_window, tr("Campaign password"), label);
        if (!password) {
            CampaignDatabase::setPassword(location, QString());
            error->clear();
            return nullptr;
        }
        CampaignDatabase::setPassword(location, *password);
    }
}

bool CampaignController::openCampaignFile(const QString &file)
{
    QString error;
    auto campaign = openAsking(file, &error);
    if (!campaign) {
        if (!error.isEmpty())
            m_prompter->showError(m_window, tr("Campaign not opened"), error);
        return false;
    }
    replaceCampaign(std::move(campaign));
    rememberCampaign(m_campaign->isServer() ? m_campaign->location() : file);
    m_host.showStatus(m_campaign->migrationBackup().isEmpty()
                          ? tr("Opened the campaign %1.").arg(file)
                          : tr("Opened the campaign %1; it was brought to the current format, and the file as it was "
                               "is kept in %2.").arg(file, m_campaign->migrationBackup()));
    showCampaign();
    return true;
}

bool CampaignController::openRecentCampaign(const QString &file)
{
    if (!CampaignAddress::isServerAddress(file) && !QFileInfo::exists(file)) {
        m_settings->removeRecentCampaign(file);
        if (m_recentCampaignsMenu)
            m_recentCampaignsMenu->setFiles(m_settings->recentCampaigns());
        m_prompter->showError(m_window, tr("Campaign not found"),
                              tr("%1 is no longer there: it was moved, renamed or deleted. It has been taken off the "
                                 "recent campaigns.").arg(file));
        return false;
    }
    return openCampaignFile(file);
}

void CampaignController::rememberCampaign(const QString &file)
{
    m_settings->addRecentCampaign(file);
    if (m_recentCampaignsMenu)
        m_recentCampaignsMenu->setFiles(m_settings->recentCampaigns());
}

bool CampaignController::recordBattle()
{
    if (!m_campaign && !openCampaign())
        return false;
    if (!m_host.recordBattle || !m_host.recordBattle(*m_campaign))
        return false;
    if (m_campaignWindow)
        m_campaignWindow->refresh();
    return true;
}

bool CampaignController::startNextBattle()
{
    if (!m_campaign && !openCampaign())
        return false;
    QString error;
    const QStringList battlegroups = m_campaign->battlegroups(&error);
    if (battlegroups.isEmpty()) {
        m_prompter->showError(m_window, tr("No battlegroup"),
                              error.isEmpty() ? tr("The campaign has no battlegroup yet: record a battle first.") : error);
        return false;
    }
    const auto choice = m_prompter->chooseOne(m_window, tr("Start next battle"), tr("Which battlegroup?"), battlegroups);
    if (!choice || *choice < 0 || *choice >= battlegroups.size())
        return false;
    const QString name = battlegroups.at(*choice);
    // The force's own system opens it (battlegroups.rule_system), not the open document's.
    const auto system = m_campaign->ruleSystemOf(name, &error);
    if (!system) {
        m_prompter->showError(m_window, tr("No next battle"), error);
        return false;
    }
    const SystemUi *ui = systemUis().find(*system);
    if (!ui) {
        m_prompter->showError(m_window, tr("No next battle"),
                              tr("The battlegroup \"%1\" is kept by the rule system \"%2\", which this MoraleDesk "
                                 "does not know.").arg(name, *system));
        return false;
    }
    if (!m_host.closeDocument())
        return false;
    QString status;
    auto next = ui->nextBattle(*m_campaign, name, m_prompter, m_window, &status);
    if (!next)
        return false;
    m_host.installDocument(std::move(next), status);
    return true;
}

QList<CampaignPage *> CampaignController::allPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent)
{
    QList<CampaignPage *> pages;
    for (const SystemUi *ui : systemUis().all())
        pages += ui->campaignPages(campaign, prompter, parent);
    return pages;
}

bool CampaignController::backUpCampaign()
{
    if (!m_campaign && !openCampaign())
        return false;
    const QString target = CampaignFileName::withSuffix(m_prompter->campaignFileName(m_window, true));
    if (target.isEmpty())
        return false;
    QString error;
    // SQLite's online backup: a consistent copy while the campaign stays open.
    if (!m_campaign->backupTo(target, &error)) {
        m_prompter->showError(m_window, tr("No backup made"), error);
        return false;
    }
    m_host.showStatus(tr("Backed up the campaign to %1.").arg(target));
    return true;
}

bool CampaignController::copyCampaign()
{
    if (!m_campaign && !openCampaign())
        return false;
    // Asked over the campaign window when the copy was asked for there.
    QWidget *parent = m_window;
    if (CampaignWindow *shown = m_campaignWindow.data(); shown != nullptr && !shown->isHidden())
        parent = shown;
    const auto where = m_prompter->chooseOne(parent, tr("Copy campaign to"), tr("Copy the whole campaign to:"),
                                             {tr("A new campaign file…"), tr("An empty database on a server…")});
    if (!where)
        return false;
    QString target;
    if (*where == 0) {
        target = CampaignFileName::withSuffix(m_prompter->campaignFileName(parent, true));
    } else {
        const auto address = m_prompter->askServerAddress(parent, m_lastAddress);
        if (address && !address->trimmed().isEmpty()) {
            target = address->trimmed();
            m_lastAddress = target;
            // The password first, asked as for opening: the empty database is no campaign yet, which is fine.
            QString error;
            CampaignDatabase::OpenError kind = CampaignDatabase::OpenError::None;
            if (!openAsking(target, &error, &kind) && error.isEmpty())
                return false;
        }
    }
    if (target.isEmpty())
        return false;
    QString error;
    const auto counts = CampaignCopy::copy(m_campaign->location(), target, &error);
    if (!counts) {
        m_prompter->showError(parent, tr("Campaign not copied"), error);
        return false;
    }
    qsizetype rows = 0;
    for (const CampaignCopy::TableCount &c : *counts)
        rows += c.rows;
    const QString status = tr("Copied the campaign to %1 and compared every table with the original: %n row(s), all equal.",
                              nullptr, static_cast<int>(rows)).arg(target);
    m_host.showStatus(status);
    if (m_campaignWindow)
        m_campaignWindow->statusBar()->showMessage(status);
    return true;
}

void CampaignController::showCampaign()
{
    if (!m_campaign && !openCampaign())
        return;
    if (!m_campaignWindow) {
        m_campaignWindow = new CampaignWindow(m_campaign.get(), m_prompter, &CampaignController::allPages, m_window);
        connect(m_campaignWindow, &CampaignWindow::copyRequested, this, &CampaignController::copyCampaign);
        // On a server, others' records appear by themselves as they are committed (LISTEN/NOTIFY); a file
        // has no such announcement: Refresh (F5) reads them.
        m_campaign->listenForChanges([window = m_campaignWindow] {
            if (window)
                window->refresh();
        });
    }
    m_campaignWindow->setWindowFlag(Qt::Window);
    m_campaignWindow->refresh();
    m_campaignWindow->show();
    m_campaignWindow->raise();
}

} // namespace md
