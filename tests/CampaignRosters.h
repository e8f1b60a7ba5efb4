#pragma once

// The battlegroups of the campaign tests (tst_campaign_*): Blue and Red, their replacements, the battles'
// details and the small lookups the tests compare with.

#include "CampaignDatabase.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/rules/RatioEngine.h"

#include <QDate>
#include <QList>
#include <QString>

namespace md::test {
using namespace Qt::StringLiterals;

// ---- the battlegroups of the test campaign ----

inline Piece soldier(const QString &id, const QString &name, Rank rank = Rank::Trooper)
{
    Piece p;
    p.id = id;
    p.name = name;
    p.kind = PieceKind::Soldier;
    p.style = MoraleStyle::Infantry;
    p.rank = rank;
    return p;
}

inline Piece robot(const QString &id, const QString &name, int size)
{
    Piece p;
    p.id = id;
    p.name = name;
    p.kind = PieceKind::Warbot;
    p.style = MoraleStyle::Robot;
    p.size = size;
    return p;
}

inline Piece tank()
{
    Piece p;
    p.id = u"t-1"_s;
    p.name = u"Hammer"_s;
    p.kind = PieceKind::Vehicle;
    p.style = MoraleStyle::Vehicle;
    p.armorClass = u"H2"_s;
    p.movementRate = 10;
    p.currentMovement = 10;
    p.size = 3;
    p.weapons = {{u"Main gun"_s, false}, {u"MG"_s, false}};
    p.crew = {Rank::Corporal, Rank::Trooper};
    return p; // R4: 3 + 3 + 3 + 2 weapons = 11
}

inline Unit unit(const QString &id, const QString &name, UnitKind kind, const QList<Piece> &pieces)
{
    Unit u;
    u.id = id;
    u.name = name;
    u.kind = kind;
    u.pieces = pieces;
    return u;
}

// Blue: a green squad (4), a tank (11) and two warbots (3 + 4): 22 points of endurance.
inline Battlegroup blueRoster()
{
    Battlegroup bg;
    bg.name = u"Blue Force"_s;
    bg.side = u"Blue"_s;
    Unit alpha = unit(u"a"_s, u"Alpha squad"_s, UnitKind::Infantry,
                      {soldier(u"a-sgt"_s, u"Sgt. Ash"_s, Rank::Sergeant), soldier(u"a-1"_s, u"Pvt. Bell"_s),
                       soldier(u"a-2"_s, u"Pvt. Cole"_s), soldier(u"a-3"_s, u"Pvt. Dunn"_s)});
    alpha.experience = Experience::Green;
    bg.units = {alpha, unit(u"t"_s, u"Tank Hammer"_s, UnitKind::Vehicle, {tank()}),
                unit(u"w"_s, u"Warbots"_s, UnitKind::Robots, {robot(u"w-1"_s, u"Bot One"_s, 1), robot(u"w-2"_s, u"Bot Two"_s, 2)})};
    return bg;
}

// Red: every unit green by the battlegroup's default; a name that needs CSV quoting.
inline Battlegroup redRoster()
{
    Battlegroup bg;
    bg.name = u"Red Force"_s;
    bg.side = u"Red"_s;
    bg.rules.defaultExperience = Experience::Green;
    bg.units = {unit(u"r"_s, u"Raiders"_s, UnitKind::Infantry,
                     {soldier(u"r-1"_s, u"Pvt. R1"_s), soldier(u"r-2"_s, u"Pvt. R2"_s), soldier(u"r-3"_s, u"Pvt. R3"_s),
                      soldier(u"r-4"_s, u"Pvt. R4"_s)}),
                unit(u"s"_s, u"Support, \"Heavy\""_s, UnitKind::Infantry,
                     {soldier(u"s-1"_s, u"Pvt. S1"_s), soldier(u"s-2"_s, u"Pvt. S2"_s)})};
    return bg;
}

inline ratio::PieceRef at(const Battlegroup &bg, const QString &pieceId)
{
    for (int u = 0; u < bg.units.size(); ++u) {
        for (int p = 0; p < bg.units.at(u).pieces.size(); ++p) {
            if (bg.units.at(u).pieces.at(p).id == pieceId)
                return {u, p};
        }
    }
    return {};
}

inline BattleInfo battle1Info()
{
    BattleInfo info;
    info.date = QDate(2024, 5, 1);
    info.name = u"Bridge at Kell"_s;
    info.scenario = u"Meeting engagement"_s;
    return info;
}

inline BattleInfo battle2Info()
{
    BattleInfo info;
    info.date = QDate(2024, 5, 8);
    info.name = u"Kell Ridge"_s;
    info.notes = u"Rain, mud and a \"quiet\" night\nsecond line"_s;
    return info;
}

inline Unit redReplacement() { return unit(u"r"_s, u"Raiders"_s, UnitKind::Infantry, {soldier(u"r-5"_s, u"Pvt. R5"_s)}); }
inline Unit blueReplacement() { return unit(u"m"_s, u"Medics"_s, UnitKind::Infantry, {soldier(u"m-1"_s, u"Doc Moss"_s, Rank::Corporal)}); }

inline CampaignInfo campaignInfo()
{
    return {u"Kell Valley"_s, {{u"Blue"_s, u"Alice"_s}, {u"Red"_s, u"Bob"_s}}, u"A test campaign"_s};
}


inline QString saveJson(const QString &fileName, const Battlegroup &bg)
{
    QString error;
    if (!BattlegroupWriter::saveFile(bg, fileName, &error))
        return error;
    return {};
}

inline const Unit *findUnit(const Battlegroup &bg, const QString &id)
{
    for (const Unit &u : bg.units) {
        if (u.id == id)
            return &u;
    }
    return nullptr;
}

inline QStringList pieceIdsOf(const Unit *u)
{
    QStringList ids;
    if (u) {
        for (const Piece &p : u->pieces)
            ids.append(p.id);
    }
    return ids;
}

} // namespace md::test
