#include "ArgumentErrors.h"

#include "CommandLine.h"
#include "options/SingleValueOptions.h"

#include <QCommandLineParser>
#include <QTextStream>

namespace md {

void ArgumentErrors::fail(const QString &message)
{
    if (!m_failed)
        m_err << QStringLiteral("moraledesk") << ' ' << m_command << ": " << message << Qt::endl;
    m_failed = true;
}

std::optional<int> ArgumentErrors::intOption(const QCommandLineParser &parser, const QString &name, int min, int max,
                                             bool required)
{
    if (!parser.isSet(name)) {
        if (required)
            fail(CommandLine::tr("--%1 is required").arg(name));
        return std::nullopt;
    }
    const QString text = parser.value(name);
    bool ok = false;
    const int value = text.trimmed().toInt(&ok);
    if (!ok || value < min || value > max) {
        fail(CommandLine::tr("--%1 must be a whole number from %2 to %3, not \"%4\"").arg(name).arg(min).arg(max).arg(text));
        return std::nullopt;
    }
    return value;
}

std::optional<int> ArgumentErrors::parse(QCommandLineParser &parser, const QStringList &arguments, QTextStream &out,
                                         qsizetype maxPositional)
{
    if (!parser.parse(arguments)) {
        fail(parser.errorText());
        return CommandLine::Usage;
    }
    if (parser.isSet(QStringLiteral("help"))) {
        out << parser.helpText();
        out.flush();
        return CommandLine::Ok;
    }
    if (const QString repeated = SingleValueOptions::repeated(parser); !repeated.isEmpty()) {
        fail(repeated);
        return CommandLine::Usage;
    }
    if (parser.positionalArguments().size() > maxPositional) {
        fail(CommandLine::tr("unexpected argument \"%1\"").arg(parser.positionalArguments().at(maxPositional)));
        return CommandLine::Usage;
    }
    return std::nullopt;
}

} // namespace md
