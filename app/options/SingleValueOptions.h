#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

class QCommandLineParser;

namespace md {

// QCommandLineParser keeps every value of an option given twice and value() quietly takes the last, so
// `--from 2 --from 3` would mean --from 3. Every subcommand (table, check, crew, export, play, the campaign
// verbs) refuses that instead: an option that takes one value takes it once.
class SingleValueOptions
{
    Q_DECLARE_TR_FUNCTIONS(md::SingleValueOptions)

public:
    // Empty when no option that takes a value was given more than once, apart from those in `repeatable`
    // (names without dashes, e.g. "do"); otherwise the message, naming the option as it was written.
    static QString repeated(const QCommandLineParser &parser, const QStringList &repeatable = {});
};

} // namespace md
