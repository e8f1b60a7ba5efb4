#pragma once

// What both WW1 command-line tests (tst_ww1_commandline, tst_ww1_play) share: running a subcommand's run
// function into strings, reading its JSON, and the sample force written to and read from a file.

#include "RunMoraleDesk.h"
#include "kernel/FileEnvelope.h"
#include "kernel/Fraction.h"
#include "kernel/RuleSystem.h"
#include "kernel/SeededDice.h"
#include "system/SubcommandPicker.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/cli/Ww1CommandLine.h"
#include "ww1/cli/Ww1PlaySubcommand.h"
#include "ww1/rules/Ww1StepParser.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

namespace md::test {

using namespace md::ww1;
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

inline Output cli(const QStringList &arguments) { return runWith(&Ww1CommandLine::run, arguments); }
inline Output play(const QStringList &arguments) { return runWith(&Ww1PlaySubcommand::run, QStringList{u"play"_s} + arguments); }

inline QJsonObject object(const QString &text)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(text.toUtf8(), &error);
    return error.error == QJsonParseError::NoError ? doc.object() : QJsonObject();
}

inline QStringList keys(const QJsonArray &array)
{
    QStringList list;
    for (const QJsonValue &v : array)
        list.append(v.toString());
    return list;
}

// A.7: a platoon of 10 attacking, three stands in one square (A.3.3's shared roll), an officer elsewhere.
inline Ww1Force sampleForce()
{
    Ww1Force force;
    force.name = u"Test platoon"_s;
    Ww1Group g;
    g.id = u"pl1"_s;
    g.name = u"1st Platoon"_s;
    g.side = u"British"_s;
    g.startMembers = 10;
    for (const auto &[id, rank, square] : {std::tuple{u"s1"_s, Ww1Rank::Other, u"C4"_s},
                                           std::tuple{u"s2"_s, Ww1Rank::Nco, u"C4"_s},
                                           std::tuple{u"lt"_s, Ww1Rank::Officer, u"D4"_s}}) {
        Ww1Stand s;
        s.id = id;
        s.name = id;
        s.rank = rank;
        s.square = square;
        if (rank == Ww1Rank::Officer)
            s.officerRank = u"Lieutenant"_s;
        g.stands.append(s);
    }
    force.groups.append(g);
    return force;
}

inline const RuleSystem &ww1System()
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(Ww1Force::systemId));
    Q_ASSERT(system);
    return *system;
}

inline QString writeForce(const QTemporaryDir &dir, const QString &name, const Ww1Force &force)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(ww1System().write(Ww1State(force)));
    return path;
}

inline Ww1Force readForce(const QString &path)
{
    const EnvelopeResult read = FileEnvelope::readFile(path, ruleSystems());
    const Ww1Force *force = read.ok() ? Ww1State::of(*read.state) : nullptr;
    return force ? *force : Ww1Force{};
}

} // namespace md::test
