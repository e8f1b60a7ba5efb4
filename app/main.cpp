#include "CommandLine.h"
#include "MainWindow.h"
#include "Prompter.h"
#include "Settings.h"
#include "CampaignCommand.h"
#include "document/RecoveryFile.h"
#include "print/ExportCommand.h"

#include <QApplication>
#include <QCoreApplication>
#include <QGuiApplication>
#include <QTextStream>

namespace {
void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("MoraleDesk"));
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
} // namespace

int main(int argc, char **argv)
{
    const QStringList raw = rawArguments(argc, argv);
    // Exports need fonts, so a QGuiApplication, but never a display.
    if (md::CommandLine::subcommandOf(raw) == md::ExportCommand::name()) {
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QGuiApplication app(argc, argv);
        describeApplication();
        QTextStream out(stdout);
        QTextStream err(stderr);
        return md::ExportCommand::run(QCoreApplication::arguments(), out, err);
    }
    if (md::CommandLine::subcommandOf(raw) == md::CampaignCommand::subcommand) {
        QCoreApplication app(argc, argv);
        describeApplication();
        QTextStream out(stdout);
        QTextStream err(stderr);
        return md::CampaignCommand::run(QCoreApplication::arguments(), out, err);
    }
    // Every other subcommand needs Qt Core only.
    if (md::CommandLine::isHeadless(raw)) {
        QCoreApplication app(argc, argv);
        describeApplication();
        QTextStream out(stdout);
        QTextStream err(stderr);
        return md::CommandLine::run(QCoreApplication::arguments(), out, err);
    }

    QApplication app(argc, argv);
    describeApplication();
    QApplication::setApplicationDisplayName(QStringLiteral("MoraleDesk"));
    const QStringList args = QCoreApplication::arguments();
    if (args.size() > 2) {
        QTextStream(stderr) << "moraledesk: " << QCoreApplication::translate("main", "open one battlegroup file at a time")
                            << Qt::endl;
        return md::CommandLine::Usage;
    }
    md::Settings settings;
    md::DialogPrompter prompter;
    md::RecoveryFile recovery;
    md::MainWindow window(&settings, &prompter, &recovery);
    window.show();
    window.start(args.size() == 2 ? args.at(1) : QString());
    return QApplication::exec();
}
