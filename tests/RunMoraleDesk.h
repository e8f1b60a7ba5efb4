#pragma once

// Runs the real moraledesk binary, as a user's shell would: no display, no platform plugin override, optional
// bytes on standard input and a working folder. Shared by the tests of the command line, of `play`
// and of -o targets.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace md::test {

struct Run
{
    int exitCode = -1;
    QProcess::ExitStatus status = QProcess::CrashExit;
    QByteArray out;
    QByteArray err;
};

inline void prepare(QProcess &process, const QString &workingDirectory = {})
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("DISPLAY"));
    env.remove(QStringLiteral("WAYLAND_DISPLAY"));
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    process.setProcessEnvironment(env);
    if (!workingDirectory.isEmpty())
        process.setWorkingDirectory(workingDirectory);
}

inline Run runMoraleDesk(const QStringList &arguments, const QByteArray &input = {},
                         const QString &workingDirectory = {})
{
    QProcess process;
    prepare(process, workingDirectory);
    process.start(QStringLiteral(MORALEDESK_BINARY), arguments);
    Run r;
    if (!process.waitForStarted(60000))
        return r;
    if (!input.isEmpty())
        process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(60000)) {
        process.kill();
        process.waitForFinished();
        return r;
    }
    r.exitCode = process.exitCode();
    r.status = process.exitStatus();
    r.out = process.readAllStandardOutput();
    r.err = process.readAllStandardError();
    return r;
}

// The one JSON object a subcommand prints, or an empty object when the output is not one.
inline QJsonObject parseObject(const QByteArray &bytes)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return {};
    return doc.object();
}

} // namespace md::test
