#pragma once

// What the Napoleonic battle file tests (tst_napio, tst_napsave) share: the fixtures folders
// tests/data/napoleonic/, problems as lines, whole-file reads through the one envelope, and a small battle to write.

#include "kernel/FileEnvelope.h"
#include "napoleonic/NapState.h"
#include "napoleonic/io/NapLoadResult.h"
#include "systems/BuiltInSystems.h"

#include <QByteArray>
#include <QDir>
#include <QFile>
#include <QString>
#include <QStringList>

namespace md::test {

using namespace Qt::StringLiterals;

inline QString napDataDir(const QString &sub)
{
    return QStringLiteral(MORALEDESK_TEST_DATA) + u"/napoleonic/"_s + sub;
}

inline QString napSample()
{
    return QStringLiteral(MORALEDESK_TEST_DATA) + u"/../../resources/samples/napoleonic-village-fight.json"_s;
}

inline QStringList napFixtures(const QString &sub)
{
    return QDir(napDataDir(sub)).entryList({u"*.json"_s}, QDir::Files, QDir::Name);
}

inline QStringList napLines(const Problems &problems)
{
    QStringList out;
    for (const Problem &p : problems)
        out << p.toString();
    return out;
}

inline QByteArray napReadAll(const QString &fileName)
{
    QFile f(fileName);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// A Napoleonic file as the program opens it: through FileEnvelope and the registry, the battle only when it read
// clean.
inline nap::NapLoadResult toNapLoadResult(EnvelopeResult opened)
{
    nap::NapLoadResult result;
    result.problems = opened.problems;
    if (opened.ok()) {
        if (const nap::NapBattle *battle = nap::NapState::of(*opened.state))
            result.battle = *battle;
        else
            result.problems.append({u"$.ruleSystem"_s, u"not a Napoleonic battle"_s});
    }
    return result;
}

inline nap::NapLoadResult readNapFile(const QString &fileName)
{
    return toNapLoadResult(FileEnvelope::readFile(fileName, ruleSystems()));
}

inline nap::NapLoadResult readNapJson(const QByteArray &json)
{
    return toNapLoadResult(FileEnvelope::fromJson(json, ruleSystems()));
}

inline nap::NapUnit napUnit(const QString &id, const QString &name, nap::NapUnitType type, int cmr, int figures,
                            nap::NapFormation formation = nap::NapFormation::Line)
{
    nap::NapUnit u;
    u.id = id;
    u.name = name;
    u.type = type;
    u.startCmr = cmr;
    u.startFigures = figures;
    u.formation = formation;
    return u;
}

// Two armies: a French brigade under its division, and an Allied brigade with a battery.
inline nap::NapBattle smallNapBattle()
{
    using namespace nap;
    NapBattle battle;
    battle.name = u"Test fight"_s;
    NapCommand div;
    div.id = u"fr-div"_s;
    div.name = u"1re Division"_s;
    div.level = NapCommandLevel::Division;
    NapCommand bde;
    bde.id = u"fr-bde"_s;
    bde.name = u"Brigade Gilly"_s;
    bde.parentId = u"fr-div"_s;
    bde.order = NapOrder::Attack;
    bde.units = {napUnit(u"fr-1"_s, u"13e Léger"_s, NapUnitType::Infantry, 7, 10, NapFormation::Column),
                 napUnit(u"fr-2"_s, u"7e Chasseurs"_s, NapUnitType::Cavalry, 8, 8, NapFormation::Mounted)};
    NapArmy french;
    french.id = u"french"_s;
    french.name = u"French"_s;
    french.commands = {div, bde};
    NapCommand allied;
    allied.id = u"al-bde"_s;
    allied.name = u"Byng's Brigade"_s;
    allied.order = NapOrder::Defend;
    NapUnit battery = napUnit(u"al-bty"_s, u"Ross's Troop"_s, NapUnitType::Artillery, 7, 6, NapFormation::Unlimbered);
    battery.startCannon = 6;
    allied.units = {napUnit(u"al-1"_s, u"3rd Foot Guards"_s, NapUnitType::Infantry, 8, 10), battery};
    NapArmy alliedArmy;
    alliedArmy.id = u"allied"_s;
    alliedArmy.name = u"Allied"_s;
    alliedArmy.commands = {allied};
    alliedArmy.positions = {{u"Mill"_s, 5, false}};
    battle.armies = {french, alliedArmy};
    return battle;
}

} // namespace md::test
