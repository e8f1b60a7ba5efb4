// Start-up to the first shown and painted main window, against a bare Qt program that shows an empty
// QMainWindow (bench/bare_mainwindow.cpp). Each iteration starts the program as a child process with
// --quit-after-show on the offscreen platform and waits for it to exit; wall time is measured.
//
//   bench_startup [--benchmark_repetitions=N] [google benchmark flags]
//
// The children get a fresh, empty configuration and data home, so no settings, recent files or
// recovery file of the user's take part (and none are touched).
#include "RatioReporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QProcessEnvironment>
#include <QTemporaryDir>

namespace {

QProcessEnvironment childEnvironment(const QTemporaryDir &home)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    env.insert(QStringLiteral("HOME"), home.path());
    for (const char *name : {"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_STATE_HOME", "XDG_RUNTIME_DIR"}) {
        const QString dir = home.filePath(QString::fromLatin1(name));
        QDir().mkpath(dir);
        QFile::setPermissions(dir, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner);
        env.insert(QString::fromLatin1(name), dir);
    }
    return env;
}

void runChild(benchmark::State &state, const QString &program, const QStringList &arguments)
{
    QTemporaryDir home;
    const QProcessEnvironment env = childEnvironment(home);
    for (auto _ : state) {
        QProcess child;
        child.setProcessEnvironment(env);
        child.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        child.start(program, arguments);
        if (!child.waitForFinished(60000) || child.exitStatus() != QProcess::NormalExit || child.exitCode() != 0) {
            state.SkipWithError("the child program did not quit cleanly after showing its window");
            break;
        }
    }
}

void moraledeskStartup(benchmark::State &state)
{
    runChild(state, QStringLiteral(MORALEDESK_PROGRAM),
             {QStringLiteral("--quit-after-show"), QStringLiteral(MORALEDESK_SAMPLE)});
}

void bareStartup(benchmark::State &state)
{
    runChild(state, QStringLiteral(MORALEDESK_BARE_PROGRAM), {QStringLiteral("--quit-after-show")});
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // QProcess without an event loop still wants an application
    // Start-ups are slow and noisy: a fixed count per repetition keeps runs comparable.
    benchmark::RegisterBenchmark("startup/bare-qmainwindow", bareStartup)->Iterations(10)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("startup/moraledesk", moraledeskStartup)->Iterations(10)->UseRealTime()->Unit(benchmark::kMillisecond);
    return md::bench::runWithRatios(argc, argv, {{"startup/moraledesk", "startup/bare-qmainwindow"}});
}
