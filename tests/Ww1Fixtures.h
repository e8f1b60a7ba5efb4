#pragma once

// What the WW1 rules tests (tst_ww1_group, tst_ww1_individual, tst_ww1_engine) share: readable QCOMPARE
// failures for the enums, the spec's fractions as written ("21/36"), and builders of stands, groups and forces.

#include "kernel/Dice.h"
#include "kernel/Fraction.h"
#include "ww1/model/Ww1Force.h"
#include "ww1/rules/Ww1Engine.h"

#include <QString>
#include <QStringList>
#include <QTest>

namespace md::ww1 {
inline char *toString(Ww1Condition v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(Ww1Result v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(Ww1GroupStatus v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(Ww1LogEvent v) { return qstrdup(qPrintable(enumKey(v))); }
} // namespace md::ww1

namespace md {
inline char *toString(const Fraction &f) { return qstrdup(qPrintable(f.toString())); }
} // namespace md

namespace md::test {

using namespace md::ww1;
using namespace Qt::StringLiterals;

// A fraction as the spec writes it, unreduced ("26/36"), read into the kernel's reduced Fraction.
inline Fraction spec(const QString &text)
{
    const QStringList parts = text.split(u'/');
    if (parts.size() == 1)
        return Fraction(parts.at(0).toLongLong(), 1);
    return Fraction(parts.at(0).toLongLong(), parts.at(1).toLongLong());
}

// "c1,c2" -> {C1, C2}; "" -> {}.
inline QList<Ww1Condition> conditions(const QString &keys)
{
    QList<Ww1Condition> list;
    for (const QString &key : keys.split(u',', Qt::SkipEmptyParts))
        list.append(*enumFromKey<Ww1Condition>(key));
    return list;
}

inline Ww1Stand makeStand(const QString &id, Ww1Rank rank = Ww1Rank::Other, const QString &square = u"B4"_s,
                          const QString &officerRank = {})
{
    Ww1Stand s;
    s.id = id;
    s.name = id;
    s.rank = rank;
    s.square = square;
    s.officerRank = officerRank;
    return s;
}

inline Ww1Group makeGroup(const QString &id, int startMembers, int casualties = 0, Ww1Role role = Ww1Role::Attacker,
                          const QString &tested = {})
{
    Ww1Group g;
    g.id = id;
    g.name = id;
    g.side = u"British"_s;
    g.role = role;
    g.startMembers = startMembers;
    g.casualties = casualties;
    g.conditionsTested = conditions(tested);
    return g;
}

// A British platoon of 12 in B4 (Lt Ashby, Sgt Hale, Pte Moss, Pte Reed) and a German section of 8 in C5
// (Ltn Vogt, Uffz Brandt), with a captain of the platoon's company in B4 as well.
inline Ww1Force makeForce()
{
    Ww1Force f;
    f.name = u"Trench raid"_s;
    Ww1Group platoon = makeGroup(u"p1"_s, 12);
    platoon.name = u"1st Platoon"_s;
    platoon.stands = {makeStand(u"ashby"_s, Ww1Rank::Officer, u"B4"_s, u"Lieutenant"_s),
                      makeStand(u"hale"_s, Ww1Rank::Nco), makeStand(u"moss"_s), makeStand(u"reed"_s),
                      makeStand(u"carter"_s, Ww1Rank::Officer, u"B4"_s, u"Captain"_s),
                      makeStand(u"lewis"_s, Ww1Rank::Other, u"B5"_s)};
    platoon.stands[0].name = u"Lt Ashby"_s;
    platoon.stands[1].name = u"Sgt Hale"_s;
    platoon.stands[2].name = u"Pte Moss"_s;
    platoon.stands[3].name = u"Pte Reed"_s;
    platoon.stands[4].name = u"Capt Carter"_s;
    platoon.stands[5].name = u"Lewis gun team"_s;
    Ww1Group section = makeGroup(u"s1"_s, 8, 0, Ww1Role::Defender);
    section.name = u"Abschnitt Vogt"_s;
    section.side = u"German"_s;
    section.stands = {makeStand(u"vogt"_s, Ww1Rank::Officer, u"C5"_s, u"Lieutenant"_s),
                      makeStand(u"brandt"_s, Ww1Rank::Nco, u"C5"_s)};
    f.groups = {platoon, section};
    return f;
}

inline Ww1StandTest standTest(const QString &standId, Ww1Trigger trigger = Ww1Trigger::UnderFire)
{
    Ww1StandTest t;
    t.standId = standId;
    t.situation.trigger = trigger;
    return t;
}

// 2d6 from a script of faces: the total `t` as two faces (7 -> 1, 6).
inline QList<int> facesFor(std::initializer_list<int> totals)
{
    QList<int> faces;
    for (int t : totals) {
        const int first = t > 7 ? t - 6 : 1;
        faces << first << t - first;
    }
    return faces;
}

} // namespace md::test
