#include "AfterFirstPaint.h"
#include "CommandLine.h"
#include "MainWindow.h"
#include "DialogPrompter.h"
#include "QuitAfterFirstExpose.h"
#include "base/Settings.h"
#include "base/Translations.h"
#include "Version.h"
#include "CampaignSubcommand.h"
#include "document/RecoveryFile.h"
#include "system/Subcommand.h"
#include "system/SubcommandClashes.h"
#include "system/SubcommandPicker.h"
#include "cli/ExportSubcommand.h"
#include "systems/BuiltInSystemUis.h"
#include "systems/BuiltInSystems.h"
#include "kernel/RuleSystem.h"

#include <QApplication>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QGuiApplication>
#include <QIcon>
#include <QLoggingCategory>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

#include <memory>

namespace {
// What a start opened and when its first frame was painted, for a report of a slow or surprising start:
// QT_LOGGING_RULES="moraledesk.start.info=true" moraledesk [FILE]. Silent unless asked for.
Q_LOGGING_CATEGORY(lcStart, "moraledesk.start", QtWarningMsg)

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MoraleDesk"));
    QCoreApplication::setOrganizationDomain(QString::fromLatin1(md::version::organizationDomain));
    QCoreApplication::setApplicationName(QStringLiteral("moraledesk"));
    QCoreApplication::setApplicationVersion(QStringLiteral(MORALEDESK_VERSION));
}

QStringList rawArguments(int argc, char **argv)
{
    QStringList list;
    for (int i = 0; i < argc; ++i)
        list << QString::fromLocal8Bit(argv[i]);
    return list;
}

// Stands for --language given more than once: like any option that takes one value, it is refused.
const QString repeatedLanguage = QStringLiteral("*");

// --language xx (or --language=xx), anywhere on the line: taken out before the subcommands parse theirs.
// An empty result means no choice was made; "?" stands for a choice that is missing or not supported.
QString takeLanguage(QStringList &arguments)
{
    QString language;
    int given = 0;
    for (qsizetype i = 1; i < arguments.size();) {
        const QString &arg = arguments.at(i);
        if (arg == QLatin1String("--language") || arg.startsWith(QLatin1String("--language=")))
            ++given;
        if (arg == QLatin1String("--language")) {
            language = i + 1 < arguments.size() ? arguments.at(i + 1) : QString();
            arguments.remove(i, qMin<qsizetype>(2, arguments.size() - i));
            if (!md::Translations::isSupported(language))
                language = QStringLiteral("?");
        } else if (arg.startsWith(QLatin1String("--language="))) {
            language = arg.mid(11);
            arguments.remove(i);
            if (!md::Translations::isSupported(language))
                language = QStringLiteral("?");
        } else {
            ++i;
        }
    }
    return given > 1 ? repeatedLanguage : language;
}

bool badLanguage(const QString &language)
{
    if (language == repeatedLanguage) {
        QTextStream(stderr) << "moraledesk: "
                            << QCoreApplication::translate("main", "--language is given more than once; it takes one value")
                            << Qt::endl;
        return true;
    }
    if (language != QLatin1String("?"))
        return false;
    QTextStream(stderr) << "moraledesk: "
                        << QCoreApplication::translate("main", "--language needs one of: %1")
                               .arg(md::Translations::languages().join(QLatin1String(", ")))
                        << Qt::endl;
    return true;
}

// Every system's id that has a window side, in registry order: what --system may name.
QStringList systemIds()
{
    QStringList ids;
    for (const md::SystemUi *systemUi : md::systemUis().all())
        ids.append(systemUi->ruleSystem());
    return ids;
}

// The campaign verbs as the top-level --help lists them: the shared ones and every system's, each once.
QString campaignSummary(const md::CampaignVerbSets &sets)
{
    QStringList verbs{QStringLiteral("create")};
    for (const md::CampaignVerbSet &set : sets) {
        for (const QString &verb : set.listing) {
            if (!verbs.contains(verb))
                verbs.append(verb);
        }
    }
    for (const char *shared : {"export-csv", "backup", "check"}) {
        if (!verbs.contains(QLatin1String(shared)))
            verbs.append(QLatin1String(shared));
    }
    return QCoreApplication::translate("main", "campaign records in an SQLite file: %1")
        .arg(verbs.join(QStringLiteral(", ")));
}

// The subcommands that start their own way; every other one is CommandLine's and needs Qt Core only.
QList<md::Subcommand> headlessSubcommands()
{
    using md::Subcommand;
    md::CampaignVerbSets campaignVerbs;
    QList<Subcommand> list{
        // Exports need fonts, so a QGuiApplication, but never a display. A printout is for people: it
        // follows the system locale unless --language says otherwise.
        {md::ExportSubcommand::name(), true, Subcommand::Output::ForPeople,
         [](const QStringList &arguments, QTextStream &out, QTextStream &err) {
             return md::ExportSubcommand::run(arguments, out, err, md::systemUis());
         },
         QString(), QCoreApplication::translate("main", "a rule system's sheets, tables or reference card as PDF")},
    };
    list.first().readsSystem = true;
    // Each rule system's own subcommands, marked as its own whatever it wrote, and its verbs of `campaign`.
    for (const md::SystemUi *systemUi : md::systemUis().all()) {
        for (Subcommand subcommand : systemUi->subcommands()) {
            subcommand.ruleSystem = systemUi->ruleSystem();
            list.append(std::move(subcommand));
        }
        if (std::optional<md::CampaignVerbSet> verbs = systemUi->campaignVerbs()) {
            // `campaign VERB --system NAME` finds a system's verbs by its id.
            if (verbs->ruleSystem.isEmpty())
                verbs->ruleSystem = systemUi->ruleSystem();
            campaignVerbs.append(std::move(*verbs));
        }
    }
    list.append({QString(md::CampaignSubcommand::subcommand), false, Subcommand::Output::ForScripts,
                 [campaignVerbs](const QStringList &arguments, QTextStream &out, QTextStream &err) {
                     return md::CampaignSubcommand::run(arguments, out, err, campaignVerbs);
                 },
                 QString(), campaignSummary(campaignVerbs)});
    list.last().readsSystem = true;
    return list;
}

// What the top-level --help lists: every subcommand with its system, and the systems --system may name.
md::CommandLine::Directory directory(const QList<md::Subcommand> &subcommands)
{
    md::CommandLine::Directory d;
    for (const md::Subcommand &s : subcommands)
        d.subcommands.append({s.name, s.ruleSystem.isEmpty() ? QString() : md::RuleSystemRegistry::shortName(s.ruleSystem),
                              s.summary});
    for (const QString &id : systemIds())
        d.systems.append(md::RuleSystemRegistry::shortName(id));
    if (const md::RuleSystem *fallback = md::ruleSystems().fallback())
        d.fallback = md::RuleSystemRegistry::shortName(fallback->id());
    return d;
}

// The start of every headless subcommand: its application object, then the names, --language and the run.
int runHeadless(int &argc, char **argv, const QString &language, const md::Subcommand &subcommand)
{
    std::unique_ptr<QCoreApplication> app;
    if (subcommand.needsFonts) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        app = std::make_unique<QGuiApplication>(argc, argv);
    } else {
        app = std::make_unique<QCoreApplication>(argc, argv);
    }
    describeApplication();
    if (badLanguage(language))
        return md::CommandLine::Usage;
    if (subcommand.output == md::Subcommand::Output::ForPeople)
        md::Translations::install(md::Translations::resolve(language));
    else // text output for scripts stays English unless --language asks otherwise
        md::Translations::installForScripts(language);
    QStringList args = QCoreApplication::arguments();
    takeLanguage(args);
    // A system's own subcommand was picked by --system and does not know it, nor do validate and summary
    // (the file says whose); export and campaign read --system themselves, to choose whose pages or verbs.
    if (!subcommand.readsSystem) {
        QString systemError; // already checked on the raw arguments
        md::SubcommandPicker::takeSystem(args, &systemError);
    }
    QTextStream out(stdout);
    QTextStream err(stderr);
    return subcommand.run(args, out, err);
}

int usage(const QString &message)
{
    QTextStream(stderr) << "moraledesk: " << message << Qt::endl;
    return md::CommandLine::Usage;
}
} // namespace

int main(int argc, char **argv)
{
    QStringList raw = rawArguments(argc, argv);
    const QString language = takeLanguage(raw);
    // --system NAME: whose subcommand runs where several systems have one of that name.
    QString systemError;
    const std::optional<QString> systemName = md::SubcommandPicker::takeSystem(raw, &systemError);
    if (!systemError.isEmpty())
        return usage(systemError);
    QString ruleSystem;
    if (systemName) {
        ruleSystem = md::SubcommandPicker::resolve(*systemName, systemIds());
        if (ruleSystem.isEmpty())
            return usage(md::SubcommandPicker::unknownSystem(*systemName, systemIds()));
    }
    const QString subcommand = md::CommandLine::subcommandOf(raw);
    // Every system's subcommands are gathered only when the argument may name one: a window start with a file
    // or none does not page in every system's code (issue 19).
    if (md::SubcommandPicker::mayName(subcommand) || md::CommandLine::isHeadless(raw)) {
        const QList<md::Subcommand> headlessList = headlessSubcommands();
        // Two subcommands of one name for one system (or a system's named like the shell's) would hide one.
        if (const QStringList clashes = md::clashingSubcommandNames(headlessList, md::CommandLine::subcommands());
            !clashes.isEmpty()) {
            QTextStream(stderr) << "moraledesk: "
                                << QCoreApplication::translate("main", "internal error: more than one subcommand is named %1")
                                       .arg(clashes.join(QStringLiteral(", ")))
                                << Qt::endl;
            return md::CommandLine::Failure;
        }
        md::SubcommandPicker::Request request{subcommand, ruleSystem, {}, {}};
        if (const md::RuleSystem *fallback = md::ruleSystems().fallback())
            request.fallback = fallback->id();
        // The file decides only where --system does not, and only for a subcommand that takes one.
        if (ruleSystem.isEmpty() && md::SubcommandPicker::takesFile(headlessList, subcommand))
            request.fileSystem = md::SubcommandPicker::systemOfFile(raw, md::ruleSystems());
        const md::SubcommandPicker::Choice choice = md::SubcommandPicker::pick(headlessList, request);
        if (!choice.error.isEmpty())
            return usage(choice.error);
        if (choice.subcommand)
            return runHeadless(argc, argv, language, *choice.subcommand);
        if (md::CommandLine::isHeadless(raw)) {
            const md::CommandLine::Directory listed = directory(headlessList);
            return runHeadless(argc, argv, language,
                               {QString(), false, md::Subcommand::Output::ForScripts,
                                [listed](const QStringList &arguments, QTextStream &out, QTextStream &err) {
                                    return md::CommandLine::run(arguments, out, err, listed);
                                }});
        }
    }
    // The window opens any system's file and offers every system's templates.
    if (systemName)
        return usage(QCoreApplication::translate("main", "--system chooses whose subcommand runs; the window "
                                                         "opens a file of any rule system without it"));

    QElapsedTimer sinceStart;
    sinceStart.start();
    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("MoraleDesk"));
    // The desktop file and the installed icon share the application id (packaging/).
    QGuiApplication::setDesktopFileName(QString::fromLatin1(md::version::applicationId));
    QApplication::setWindowIcon(QIcon::fromTheme(QString::fromLatin1(md::version::applicationId)));
    if (badLanguage(language))
        return md::CommandLine::Usage;
    md::Settings settings;
    // Nothing is written to the settings file before the first frame (issue 19); the start's changes are kept
    // until then, and a crash before the window is up loses only them.
    settings.holdWrites();
    // The window speaks the language of --language, else of the setting (View > Language), else of the system.
    md::Translations::install(md::Translations::resolve(language.isEmpty() ? settings.language() : language));
    QStringList args = QCoreApplication::arguments();
    takeLanguage(args);
    const bool quitAfterShow = args.removeAll(QStringLiteral("--quit-after-show")) > 0;
    if (args.size() > 2) {
        QTextStream(stderr) << "moraledesk: " << QCoreApplication::translate("main", "open one battlegroup file at a time")
                            << Qt::endl;
        return md::CommandLine::Usage;
    }
    md::DialogPrompter prompter;
    md::RecoveryFile recovery;
    // The window is built for the file it opens (start()): no empty document made first and thrown away.
    md::MainWindow window(&settings, &prompter, &recovery, md::MainWindow::FirstDocument::FromStart);
    window.show();
    md::QuitAfterFirstExpose quitter;
    if (quitAfterShow) {
        window.windowHandle()->installEventFilter(&quitter);
        window.setTimedStart(true);
    }
    // Installed last, so it sees the expose first: its call is queued ahead of the quit of --quit-after-show.
    md::AfterFirstPaint::run(&window, [&settings, &sinceStart] {
        qCInfo(lcStart, "first frame painted after %lld ms", static_cast<long long>(sinceStart.elapsed()));
        settings.releaseWrites();
    });
    // A window started minimised or on another desktop may not be exposed for a long time: the writes are
    // released after a few seconds all the same, so a crash never loses a whole session's settings.
    QTimer::singleShot(5000, &window, [&settings] { settings.releaseWrites(); });
    window.start(args.size() == 2 ? args.at(1) : QString());
    qCInfo(lcStart).noquote() << "opened:" << window.windowTitle();
    return QApplication::exec();
}
