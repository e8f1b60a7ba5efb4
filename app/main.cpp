#include "CommandLine.h"
#include "MainWindow.h"
#include "Prompter.h"
#include "Settings.h"
#include "document/RecoveryFile.h"

#include <QApplication>
#include <QCoreApplication>
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
    // A subcommand never needs a display, so it never creates a QGuiApplication.
    if (md::CommandLine::isHeadless(rawArguments(argc, argv))) {
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
