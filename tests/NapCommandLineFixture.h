#pragma once

// What the Napoleonic command-line test shares: running a subcommand's run function into strings, reading its
// JSON, and the sample battle written to and read from a file.

#include "cli/CommandLine.h"
#include "kernel/FileEnvelope.h"
#include "kernel/Fraction.h"
#include "kernel/RuleSystem.h"
#include "napoleonic/NapState.h"
#include "napoleonic/cli/NapCheckSubcommand.h"
#include "napoleonic/cli/NapCommandLine.h"
#include "napoleonic/cli/NapPlaySubcommand.h"
#include "napoleonic/rules/NapStepParser.h"
#include "systems/BuiltInSystems.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

#include <algorithm>

namespace md::test {

using namespace md::nap;
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

inline Output table(const QStringList &arguments) { return runWith(&NapCommandLine::runTable, QStringList{u"table"_s} + arguments); }
inline Output check(const QStringList &arguments) { return runWith(&NapCheckSubcommand::run, QStringList{u"check"_s} + arguments); }
inline Output play(const QStringList &arguments) { return runWith(&NapPlaySubcommand::run, QStringList{u"play"_s} + arguments); }
// The shell's `validate`, as main() runs it for any system's file.
inline Output validate(const QString &path)
{
    Output o;
    QTextStream out(&o.out);
    QTextStream err(&o.err);
    o.code = CommandLine::run({u"moraledesk"_s, u"validate"_s, path}, out, err);
    out.flush();
    err.flush();
    return o;
}

inline QJsonObject object(const QString &text)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

// B.3.4's closed form outside the Shock Combat Phase, with t = clamp(T, 0, 10): pass t/10, rout
// clamp(6 - T, 0, 10)/10, disorder the rest.
inline QStringList closedForm(int target)
{
    const int pass = std::clamp(target, 0, 10);
    const int rout = std::clamp(6 - target, 0, 10);
    return {Fraction(pass, 10).toString(), Fraction(10 - pass - rout, 10).toString(), Fraction(rout, 10).toString()};
}

// B.3.4 step 3 (15.28, B-3) counted face by face: a natural 1 adds 1 to T, a natural 10 takes 1 off, then the
// margin's band (<= 0 pass, 1-4 disordered, >= 5 routed).
inline QStringList shockFaces(int target)
{
    int pass = 0;
    int disorder = 0;
    int rout = 0;
    for (int roll = 1; roll <= 10; ++roll) {
        const int t = target + (roll == 1 ? 1 : 0) - (roll == 10 ? 1 : 0);
        const int margin = roll - t;
        (margin <= 0 ? pass : margin <= 4 ? disorder : rout) += 1;
    }
    return {Fraction(pass, 10).toString(), Fraction(disorder, 10).toString(), Fraction(rout, 10).toString()};
}

inline const RuleSystem &napSystem()
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(NapBattle::systemId));
    Q_ASSERT(system);
    return *system;
}

inline NapBattle readBattle(const QString &path)
{
    const EnvelopeResult read = FileEnvelope::readFile(path, ruleSystems());
    const NapBattle *battle = read.ok() ? NapState::of(*read.state) : nullptr;
    return battle ? *battle : NapBattle{};
}

} // namespace md::test
