#pragma once

#include "system/SystemUi.h"

#include <QCoreApplication>

namespace md::fantasy {

// Fantasy BMV + D4 with the races' Profile Sheets (seed 004, Part C) in the window (SystemUi): battle documents,
// the FanWorkspace, the rules notes and the recovery journal; its printables (print/, FanExport) and subcommands
// (cli/) and campaign records (campaign/).
class FanUi final : public SystemUi
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanUi)

public:
    QString ruleSystem() const override;
    QList<NewChoice> templates() const override;
    std::unique_ptr<GameState> newState(const QString &templateKey) const override;
    std::unique_ptr<GameDocument> makeDocument(std::unique_ptr<GameState> state) const override;
    std::unique_ptr<SystemWorkspace> createWorkspace(const WorkspaceHost &host) const override;

    QString rulesNotes() const override;

    PrintChoices printChoices() const override;
    std::unique_ptr<PrintDocument> printDocument(const PrintRequest &request, const GameState *state) const override;
    QString printFileName(const PrintRequest &request, const GameState *state) const override;

    ExportSpec exportSpec() const override;
    bool exportTakesFile(const QString &document) const override;
    void parseExport(const QCommandLineParser &parser, const QString &document, const QString &file,
                     PrintRequest *request, const std::function<void(const QString &)> &fail) const override;

    QList<Subcommand> subcommands() const override;
    std::optional<CampaignVerbSet> campaignVerbs() const override;

    const StateJournal &journal() const override;

    std::optional<QString> recordBattle(CampaignDatabase &campaign, const GameState &open, Prompter *prompter,
                                        Settings *settings, QWidget *parent) const override;
    std::unique_ptr<GameDocument> nextBattle(CampaignDatabase &campaign, const QString &name, Prompter *prompter,
                                             QWidget *parent, QString *status) const override;
    QList<CampaignPage *> campaignPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent) const override;
};

} // namespace md::fantasy
