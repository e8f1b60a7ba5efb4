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
#include "cli/ExportSubcommand.h"
#include "systems/BuiltInSystemUis.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QIcon>
#include <QTextStream>
#include <QWindow>

#include <memory>

namespace {
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

// The subcommands that start their own way; every other one is CommandLine's and needs Qt Core only.
QList<md::Subcommand> headlessSubcommands()
{
    using md::Subcommand;
    md::CampaignVerbSets campaignVerbs;
    QList<Subcommand> list{
        // Exports need fonts, so a QGuiApplication, but never a display. A printout is for people: it
        // follows the system locale unless --language says otherwise.
        {md::ExportSubcommand::name(), true, Subcommand::Output::ForPeople, [](const QStringList &arguments, QTextStream &out, QTextStream &err) {
             return md::ExportSubcommand::run(arguments, out, err, md::systemUis());
         }},
    };
    // Each rule system's own subcommands, and its verbs of `campaign`.
    for (const md::SystemUi *systemUi : md::systemUis().all()) {
        list.append(systemUi->subcommands());
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
                 }});
    return list;
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
    QTextStream out(stdout);
    QTextStream err(stderr);
    return subcommand.run(args, out, err);
}
} // namespace

int main(int argc, char **argv)
{
    QStringList raw = rawArguments(argc, argv);
    const QString language = takeLanguage(raw);
    const QString subcommand = md::CommandLine::subcommandOf(raw);
    const QList<md::Subcommand> headlessList = headlessSubcommands();
    // Dispatch takes the first match: two subcommands of one name would hide one of them.
    if (const QStringList clashes = md::clashingSubcommandNames(headlessList, md::CommandLine::subcommands());
        !clashes.isEmpty()) {
        QTextStream(stderr) << "moraledesk: "
                            << QCoreApplication::translate("main", "internal error: more than one subcommand is named %1")
                                   .arg(clashes.join(QStringLiteral(", ")))
                            << Qt::endl;
        return md::CommandLine::Failure;
    }
    for (const md::Subcommand &headless : headlessList) {
        if (subcommand == headless.name)
            return runHeadless(argc, argv, language, headless);
    }
    if (md::CommandLine::isHeadless(raw))
        return runHeadless(argc, argv, language,
                           {QString(), false, md::Subcommand::Output::ForScripts, &md::CommandLine::run});

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("MoraleDesk"));
    // The desktop file and the installed icon share the application id (packaging/).
    QGuiApplication::setDesktopFileName(QString::fromLatin1(md::version::applicationId));
    QApplication::setWindowIcon(QIcon::fromTheme(QString::fromLatin1(md::version::applicationId)));
    if (badLanguage(language))
        return md::CommandLine::Usage;
    md::Settings settings;
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
    md::MainWindow window(&settings, &prompter, &recovery);
    window.show();
    md::QuitAfterFirstExpose quitter;
    if (quitAfterShow)
        window.windowHandle()->installEventFilter(&quitter);
    window.start(args.size() == 2 ? args.at(1) : QString());
    return QApplication::exec();
}
