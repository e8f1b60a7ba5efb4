#pragma once

// What the fantasy command-line test shares: running a subcommand's run function into strings, reading its JSON,
// the PLACEHOLDER sheet's Morale Results as the spec writes them (an oracle apart from the sheet file), and the
// play fixture copied where a run may write beside it.

#include "FanFixtures.h"

#include "fantasy/FanState.h"
#include "fantasy/cli/FanCommandLine.h"
#include "fantasy/cli/FanOddsSubcommand.h"
#include "fantasy/cli/FanPlaySubcommand.h"
#include "fantasy/rules/FanStepParser.h"
#include "kernel/FileEnvelope.h"
#include "kernel/RuleSystem.h"
#include "system/Subcommand.h"
#include "systems/BuiltInSystems.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include <optional>

namespace md::test {

using namespace md::fantasy;
using namespace Qt::StringLiterals;

struct Output
{
    int code = -1;
    QString out;
    QString err;
};

inline Output runWith(int (*run)(const QStringList &, QTextStream &, QTextStream &), const QStringList &arguments)
{
    Output o;
    QTextStream out(&o.out);
    QTextStream err(&o.err);
    o.code = run(QStringList{u"moraledesk"_s} + arguments, out, err);
    out.flush();
    err.flush();
    return o;
}

inline Output odds(const QStringList &arguments)
{
    return runWith(&FanOddsSubcommand::run, QStringList{u"odds"_s} + arguments);
}
inline Output table(const QStringList &arguments)
{
    return runWith(&FanCommandLine::runTable, QStringList{u"table"_s} + arguments);
}
inline Output profileCheck(const QStringList &arguments)
{
    return runWith(&FanCommandLine::runProfileCheck, QStringList{u"profile-check"_s} + arguments);
}
inline Output play(const QStringList &arguments)
{
    return runWith(static_cast<int (*)(const QStringList &, QTextStream &, QTextStream &)>(&FanPlaySubcommand::run),
                   QStringList{u"play"_s} + arguments);
}

inline QString placeholderFile() { return fanDataDir(u"valid/placeholder-profile.json"_s); }

inline QJsonObject object(const QString &text)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

inline QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The PLACEHOLDER Morale Results of C.6 as the spec's table writes them, by FMV: "Rout", "Retire", "CarryOn", "UA".
inline QString placeholderResult(FanClass c, int fmv)
{
    struct Ends
    {
        int routMax;
        int retireMax;
        int carryOnMax;
    };
    const Ends e = c == FanClass::A ? Ends{5, 7, 13} : c == FanClass::B ? Ends{6, 8, 12} : Ends{7, 9, 11};
    return fmv <= e.routMax ? u"Rout"_s : fmv <= e.retireMax ? u"Retire"_s : fmv <= e.carryOnMax ? u"CarryOn"_s : u"UA"_s;
}

// tests/data/fantasy/play/skirmish.json, copied into `dir`: the raiders (goblins, Class B, 20 figures; wolves,
// Class C, 10) and the millers (guards, Class A, 12), all Normal and whole, in turn 1, phase 3, with the
// PLACEHOLDER sheet.
inline QString skirmish(const QTemporaryDir &dir)
{
    const QString path = dir.filePath(u"skirmish.json"_s);
    QFile::copy(fanDataDir(u"play/skirmish.json"_s), path);
    return path;
}

// A battle file read as the program reads it (the envelope, then the fantasy system); nothing when it is refused.
inline std::optional<FanBattle> readBattle(const QString &path)
{
    const EnvelopeResult read = FileEnvelope::readFile(path, ruleSystems());
    const FanBattle *battle = read.ok() ? FanState::of(*read.state) : nullptr;
    return battle ? std::optional<FanBattle>(*battle) : std::nullopt;
}

} // namespace md::test
