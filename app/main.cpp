#include "CommandLine.h"
#include "MainWindow.h"
#include "Prompter.h"
#include "Settings.h"
#include "Translations.h"
#include "Version.h"
#include "CampaignCommand.h"
#include "document/RecoveryFile.h"
#include "print/ExportSubcommand.h"
#include "ratio/cli/PlaySubcommand.h"

#include <QApplication>
#include <QCoreApplication>
#include <QEvent>
#include <QGuiApplication>
#include <QIcon>
#include <QTextStream>
#include <QTimer>
#include <QWindow>

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

// --quit-after-show: quits as soon as the main window has been shown and painted once, so that
// bench/bench_startup can time a start-up end to end. The filter sees the first expose before the
// window paints in response to it; the queued quit runs only after that paint.
class QuitAfterFirstExpose : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const auto *window = qobject_cast<QWindow *>(watched);
        if (event->type() == QEvent::Expose && window && window->isExposed()) {
            watched->removeEventFilter(this);
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
        }
        return false;
    }
};

enum class Output { ForPeople, ForScripts };

// The start of every headless subcommand, once the application object of the kind it needs exists.
int runSubcommand(const QString &language, Output output, int (*run)(const QStringList &, QTextStream &, QTextStream &))
{
    describeApplication();
    if (badLanguage(language))
        return md::CommandLine::Usage;
    if (output == Output::ForPeople)
        md::Translations::install(md::Translations::resolve(language));
    else // text output for scripts stays English unless --language asks otherwise
        md::Translations::installForScripts(language);
    QStringList args = QCoreApplication::arguments();
    takeLanguage(args);
    QTextStream out(stdout);
    QTextStream err(stderr);
    return run(args, out, err);
}
} // namespace

int main(int argc, char **argv)
{
    QStringList raw = rawArguments(argc, argv);
    const QString language = takeLanguage(raw);
    // Exports need fonts, so a QGuiApplication, but never a display.
    if (md::CommandLine::subcommandOf(raw) == md::ExportSubcommand::name()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QGuiApplication app(argc, argv);
        // A printout is for people: it follows the system locale unless --language says otherwise.
        return runSubcommand(language, Output::ForPeople, &md::ExportSubcommand::run);
    }
    if (md::CommandLine::subcommandOf(raw) == md::CampaignCommand::subcommand) {
        QCoreApplication app(argc, argv);
        return runSubcommand(language, Output::ForScripts, &md::CampaignCommand::run);
    }
    // Play steps go through the window's own undo commands, which need no window either.
    if (md::CommandLine::subcommandOf(raw) == md::PlaySubcommand::name()) {
        QCoreApplication app(argc, argv);
        return runSubcommand(language, Output::ForScripts, &md::PlaySubcommand::run);
    }
    // Every other subcommand needs Qt Core only.
    if (md::CommandLine::isHeadless(raw)) {
        QCoreApplication app(argc, argv);
        return runSubcommand(language, Output::ForScripts, &md::CommandLine::run);
    }

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
    QuitAfterFirstExpose quitter;
    if (quitAfterShow)
        window.windowHandle()->installEventFilter(&quitter);
    window.start(args.size() == 2 ? args.at(1) : QString());
    return QApplication::exec();
}
