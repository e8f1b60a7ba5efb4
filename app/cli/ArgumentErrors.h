#pragma once

#include <QString>
#include <QStringList>

#include <optional>

class QCommandLineParser;
class QTextStream;

namespace md {

// The argument checks every CommandLine-style subcommand shares (the generic ones and a system's own): the
// first problem is reported as one line "moraledesk COMMAND: message" on stderr, the rest are not.
class ArgumentErrors
{
public:
    ArgumentErrors(const QString &command, QTextStream &err) : m_command(command), m_err(err) {}
    void fail(const QString &message);
    bool failed() const { return m_failed; }

    // --name as a whole number from `min` to `max`; nothing (and a failure when `required`) when it is not set.
    std::optional<int> intOption(const QCommandLineParser &parser, const QString &name, int min, int max,
                                 bool required = true);
    // Parses a subcommand's arguments; returns an exit code when the run ends here (help or an error).
    std::optional<int> parse(QCommandLineParser &parser, const QStringList &arguments, QTextStream &out,
                             qsizetype maxPositional);

private:
    QString m_command;
    QTextStream &m_err;
    bool m_failed = false;
};

} // namespace md
