#pragma once

#include "campaign/CampaignVerbSet.h"
#include "system/Subcommand.h"
#include "print/PrintChoices.h"
#include "print/PrintRequest.h"

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <optional>

class QCommandLineParser;
class QObject;
class QWidget;

namespace md {

class CampaignDatabase;
class CampaignPage;
class GameDocument;
class GameState;
class PrintDocument;
class Prompter;
class Settings;
class StateJournal;
class SystemWorkspace;
struct WorkspaceHost;

// An entry a system adds to the Campaign menu; CampaignPage::runMenuAction(key) of its pages answers it.
struct CampaignMenuAction
{
    QString key;
    QString text; // translated, with its mnemonic
};

// A template File → New offers.
struct NewChoice
{
    QString key;
    QString name; // translated
};

// What `moraledesk export` takes for a system (ExportSubcommand).
struct ExportSpec
{
    QString description;   // the help's text about the documents
    QStringList documents; // the words after "export": sheet, table, card
    QString fileHelp;      // the help of the [file] argument
    QList<QCommandLineOption> options; // between -o and --page-size in the help
};

// Everything of one rule system the program's shell shows: its documents, its part of the main window,
// its printables and its export options. Registered once per system id in SystemUiRegistry (systemUis());
// the window, the print dialog and the command line ask it and never name the system's types.
class SystemUi
{
    Q_DECLARE_TR_FUNCTIONS(md::SystemUi)

public:
    virtual ~SystemUi() = default;
    // The RuleSystem::id() it shows.
    virtual QString ruleSystem() const = 0;

    // File → New: its templates; newState() makes one (an empty key: the empty document), null when unknown.
    virtual QList<NewChoice> templates() const = 0;
    virtual std::unique_ptr<GameState> newState(const QString &templateKey) const = 0;
    // The document for a state of its system.
    virtual std::unique_ptr<GameDocument> makeDocument(std::unique_ptr<GameState> state) const = 0;
    // Its part of the main window, made once per window.
    virtual std::unique_ptr<SystemWorkspace> createWorkspace(const WorkspaceHost &host) const = 0;

    // Help → Rules notes: how the program reads the system's spec (HTML).
    virtual QString rulesNotes() const = 0;

    // Its printables as the print dialog offers them, and each one made for a request. `state` is the
    // open force, null where there is none (the command line).
    virtual PrintChoices printChoices() const = 0;
    virtual std::unique_ptr<PrintDocument> printDocument(const PrintRequest &request, const GameState *state) const = 0;
    virtual QString printFileName(const PrintRequest &request, const GameState *state) const = 0;

    virtual ExportSpec exportSpec() const = 0;
    // Whether the export of `document` may name a file: the force it is filled from.
    virtual bool exportTakesFile(const QString &document) const = 0;
    // Its part of checking the export's arguments: `request`'s printable and options from `document`, the
    // parsed options and `file` (the named file, or empty). Each bad argument is one call of `fail`.
    virtual void parseExport(const QCommandLineParser &parser, const QString &document, const QString &file,
                             PrintRequest *request, const std::function<void(const QString &)> &fail) const = 0;

    // Its own subcommands of `moraledesk` (ratio's rules tables and calculators, `play`): main() dispatches
    // them by name. The top-level --help lists them.
    virtual QList<Subcommand> subcommands() const { return {}; }
    // Its verbs of `moraledesk campaign`; nothing when it keeps no campaign records of its own.
    virtual std::optional<CampaignVerbSet> campaignVerbs() const { return std::nullopt; }

    // Crash recovery (RecoveryFile, RecoveryWriter): how one action of its states goes into the journal.
    virtual const StateJournal &journal() const = 0;

    // Campaign records (CampaignController): the open force recorded as one battle (the status line; nothing,
    // with the reason shown, when it was not recorded), force `name` opened as it stands for its next battle
    // (`status` says what carried over; null, the reason shown, when it cannot), and its pages of the
    // campaign window (every registered system's pages are shown, whatever document is open). A system that
    // keeps no campaign records overrides none of them: recording and the next battle refuse, saying so
    // ("%1 keeps no campaign records"), and it adds no pages.
    virtual std::optional<QString> recordBattle(CampaignDatabase &campaign, const GameState &open, Prompter *prompter,
                                                Settings *settings, QWidget *parent) const;
    virtual std::unique_ptr<GameDocument> nextBattle(CampaignDatabase &campaign, const QString &name,
                                                     Prompter *prompter, QWidget *parent, QString *status) const;
    virtual QList<CampaignPage *> campaignPages(CampaignDatabase *campaign, Prompter *prompter, QWidget *parent) const;
    // Its entries of the Campaign menu (after "Start next battle…"), each answered by one of its campaign pages.
    virtual QList<CampaignMenuAction> campaignMenuActions() const { return {}; }

protected:
    SystemUi() = default;
    // "%1 keeps no campaign records", naming the system's display name.
    QString noCampaignRecords() const;
    SystemUi(const SystemUi &) = delete;
    SystemUi &operator=(const SystemUi &) = delete;
};

} // namespace md
