#pragma once

// What the WW1 force file tests (tst_ww1io, tst_ww1save) share: the fixtures folders tests/data/ww1/, problems as
// lines, whole-file reads through the one envelope, and a small force to write.

#include "kernel/FileEnvelope.h"
#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"
#include "ww1/io/Ww1LoadResult.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace md::test {

using namespace Qt::StringLiterals;

inline QString ww1DataDir(const QString &sub)
{
    return QStringLiteral(MORALEDESK_TEST_DATA) + u"/ww1/"_s + sub;
}

inline QString ww1Sample()
{
    return QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/ww1-trench-raid.json"_s;
}

inline QStringList ww1Fixtures(const QString &sub)
{
    return QDir(ww1DataDir(sub)).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
}

inline QStringList lines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

inline QByteArray readAll(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline bool writeAll(const QString &fileName, const QByteArray &bytes)
{
    QFile f(fileName);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// A WW1 file as the program opens it: through FileEnvelope and the registry, the force only when it read clean.
inline ww1::Ww1LoadResult toLoadResult(EnvelopeResult opened)
{
    ww1::Ww1LoadResult result;
    result.problems = opened.problems;
    if (opened.ok()) {
        if (const ww1::Ww1Force *force = ww1::Ww1State::of(*opened.state))
            result.force = *force;
        else
            result.problems.append({u"$.ruleSystem"_s, u"not a WW1 force"_s});
    }
    return result;
}

inline ww1::Ww1LoadResult readWw1File(const QString &fileName)
{
    return toLoadResult(FileEnvelope::readFile(fileName, ruleSystems()));
}

inline ww1::Ww1LoadResult readWw1Json(const QByteArray &json)
{
    return toLoadResult(FileEnvelope::fromJson(json, ruleSystems()));
}

inline ww1::Ww1Stand ww1Stand(const QString &id, const QString &name, ww1::Ww1Rank rank, const QString &square,
                              const QString &officerRank = {})
{
    ww1::Ww1Stand s;
    s.id = id;
    s.name = name;
    s.rank = rank;
    s.square = square;
    s.officerRank = officerRank;
    return s;
}

// Two groups, one on each side, with a stand of each rank.
inline ww1::Ww1Force smallWw1Force()
{
    using namespace ww1;
    Ww1Force force;
    force.name = u"Test raid"_s;
    Ww1Group british;
    british.id = u"pl"_s;
    british.name = u"No. 9 Platoon"_s;
    british.side = u"British"_s;
    british.startMembers = 30;
    british.stands = {ww1Stand(u"lt"_s, u"Lt Carr"_s, Ww1Rank::Officer, u"B2"_s, u"Lieutenant"_s),
                      ww1Stand(u"sgt"_s, u"Sgt Mole"_s, Ww1Rank::Nco, u"B2"_s),
                      ww1Stand(u"lewis"_s, u"Lewis gun"_s, Ww1Rank::Other, u"C2"_s)};
    Ww1Group german;
    german.id = u"zug"_s;
    german.name = u"2. Zug"_s;
    german.side = u"German"_s;
    german.role = Ww1Role::Defender;
    german.kind = Ww1GroupKind::Section;
    german.startMembers = 8;
    german.stands = {ww1Stand(u"mg"_s, u"MG 08"_s, Ww1Rank::Other, u"C5"_s)};
    force.groups = {british, german};
    return force;
}

} // namespace md::test
