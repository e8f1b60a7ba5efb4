// Start-up to the first shown and painted main window, against two floors: a bare Qt program that shows an
// empty QMainWindow (bench/bare_mainwindow.cpp), and a plain Qt window of the same shape as moraledesk's with
// the sample open (bench/sameshape_window.cpp: menus, tool bar, tabs with a tree, a dock, a status bar). Each
// iteration starts the program as a child process with --quit-after-show on the offscreen platform and
// waits for it to exit; wall time is measured, and the child's peak resident memory (ru_maxrss from wait4)
// is the counter peak_MiB, compared with the same-shape window's; its CPU time (user + system) is cpu_ms.
//
//   bench_startup [--benchmark_repetitions=N] [google benchmark flags]
//
// The children get a fresh, empty configuration and data home, so no settings, recent files or
// recovery file of the user's take part (and none are touched). MORALEDESK_BENCH_PROGRAM names another
// moraledesk binary to time against the same floors (an older build, for a before-and-after comparison).
#include "RatioReporter.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QProcessEnvironment>
#include <QTemporaryDir>

#include <cerrno>
#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

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

// argv or envp for posix_spawn: the strings, and the null-terminated pointers to them.
class CStrings
{
public:
    explicit CStrings(const QStringList &list)
    {
        for (const QString &s : list)
            m_bytes.push_back(s.toLocal8Bit());
        for (QByteArray &b : m_bytes)
            m_pointers.push_back(b.data());
        m_pointers.push_back(nullptr);
    }
    char *const *get() { return m_pointers.data(); }

private:
    std::vector<QByteArray> m_bytes;
    std::vector<char *> m_pointers;
};

struct ChildUsage
{
    long peakKiB = -1; // -1: the child did not quit cleanly
    double cpuMs = 0;  // user + system time: steadier than wall time on a busy machine
};

// Runs the program to its end and reads what it used from wait4.
ChildUsage runOnce(const QString &program, const QStringList &arguments, const QProcessEnvironment &env)
{
    CStrings argv(QStringList{program} + arguments);
    CStrings envp(env.toStringList());
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, "/dev/null", O_WRONLY, 0); // stderr stays forwarded
    pid_t pid = 0;
    const QByteArray path = program.toLocal8Bit();
    const int spawned = posix_spawn(&pid, path.constData(), &actions, nullptr, argv.get(), envp.get());
    posix_spawn_file_actions_destroy(&actions);
    if (spawned != 0)
        return {};
    int status = 0;
    rusage usage{};
    pid_t done = -1;
    do {
        done = wait4(pid, &status, 0, &usage);
    } while (done < 0 && errno == EINTR);
    if (done != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return {};
    const auto ms = [](const timeval &t) { return static_cast<double>(t.tv_sec) * 1e3 + static_cast<double>(t.tv_usec) / 1e3; };
    return {usage.ru_maxrss, ms(usage.ru_utime) + ms(usage.ru_stime)}; // ru_maxrss: KiB on Linux
}

void runChild(benchmark::State &state, const QString &program, const QStringList &arguments)
{
    QTemporaryDir home;
    const QProcessEnvironment env = childEnvironment(home);
    double peakKiB = 0;
    double cpuMs = 0;
    for (auto _ : state) {
        const ChildUsage used = runOnce(program, arguments, env);
        if (used.peakKiB < 0) {
            state.SkipWithError("the child program did not quit cleanly after showing its window");
            break;
        }
        peakKiB += static_cast<double>(used.peakKiB);
        cpuMs += used.cpuMs;
    }
    // The means over the iterations of one repetition; the median of the repetitions is what the ratios use.
    state.counters["peak_MiB"] = benchmark::Counter(peakKiB / 1024.0, benchmark::Counter::kAvgIterations);
    state.counters["cpu_ms"] = benchmark::Counter(cpuMs, benchmark::Counter::kAvgIterations);
}

void moraledeskStartup(benchmark::State &state)
{
    runChild(state, qEnvironmentVariable("MORALEDESK_BENCH_PROGRAM", QStringLiteral(MORALEDESK_PROGRAM)),
             {QStringLiteral("--quit-after-show"), QStringLiteral(MORALEDESK_SAMPLE)});
}

void bareStartup(benchmark::State &state)
{
    runChild(state, QStringLiteral(MORALEDESK_BARE_PROGRAM), {QStringLiteral("--quit-after-show")});
}

void sameShapeStartup(benchmark::State &state)
{
    runChild(state, QStringLiteral(MORALEDESK_SAMESHAPE_PROGRAM), {QStringLiteral("--quit-after-show")});
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv); // QProcessEnvironment and QTemporaryDir want an application
    // Start-ups are slow and noisy: a fixed count per repetition keeps runs comparable.
    benchmark::RegisterBenchmark("startup/bare-qmainwindow", bareStartup)->Iterations(10)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("startup/same-shape", sameShapeStartup)->Iterations(10)->UseRealTime()->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark("startup/moraledesk", moraledeskStartup)->Iterations(10)->UseRealTime()->Unit(benchmark::kMillisecond);
    return md::bench::runWithRatios(argc, argv,
                                    {{"startup/moraledesk", "startup/bare-qmainwindow"},
                                     {"startup/moraledesk", "startup/same-shape"},
                                     {"startup/moraledesk", "startup/same-shape", "peak_MiB", "MiB"},
                                     // The child's CPU time: the same comparisons, less disturbed by other work.
                                     {"startup/moraledesk", "startup/bare-qmainwindow", "cpu_ms", "ms"},
                                     {"startup/moraledesk", "startup/same-shape", "cpu_ms", "ms"}});
}
