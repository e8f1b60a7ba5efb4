#pragma once

// What the battlegroup file tests (tst_battlegroupio, tst_battlegroupsave) share: the fixtures folder, problems
// as lines, whole-file reads and writes, and a small battlegroup to write.

#include "ratio/BattlegroupReader.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace md::test {

using namespace Qt::StringLiterals;

inline QString dataDir(const QString &sub)
{
    return QStringLiteral(MORALEDESK_TEST_DATA) + u'/' + sub;
}

inline QStringList fixtures(const QString &sub)
{
    return QDir(dataDir(sub)).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
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
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

inline bool writeAll(const QString &fileName, const QByteArray &bytes)
{
    QFile f(fileName);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

inline Battlegroup smallBattlegroup()
{
    Battlegroup bg;
    bg.name = u"Test group"_s;
    Unit u;
    u.id = u"u1"_s;
    u.name = u"Fireteam"_s;
    for (int i = 1; i <= 4; ++i) {
        Piece p;
        p.id = u"s%1"_s.arg(i);
        p.name = u"Trooper %1"_s.arg(i);
        u.pieces.append(p);
    }
    bg.units.append(u);
    return bg;
}

} // namespace md::test
