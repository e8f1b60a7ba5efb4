#include "ratio/editors/UnitTemplates.h"

#include <QCoreApplication>
#include <QSet>

#include <array>
#include <memory>

using namespace Qt::StringLiterals;

namespace md {

namespace {

class UnitTemplates
{
    Q_DECLARE_TR_FUNCTIONS(md::UnitTemplates)
};

struct TemplateRow
{
    const char *key;
    const char *name; // QT_TRANSLATE_NOOP
    Unit (*build)(const IdGenerator &, const QString &);
};

const std::array<TemplateRow, 9> &unitRows()
{
    static const std::array<TemplateRow, 9> rows{{
        {"fireteam", QT_TRANSLATE_NOOP("md::UnitTemplates", "Fireteam"), &fireteamTemplate},
        {"squad", QT_TRANSLATE_NOOP("md::UnitTemplates", "Squad"), &squadTemplate},
        {"platoon", QT_TRANSLATE_NOOP("md::UnitTemplates", "Platoon"), &platoonTemplate},
        {"warbot-section", QT_TRANSLATE_NOOP("md::UnitTemplates", "Warbot section"), &warbotSectionTemplate},
        {"warbot", QT_TRANSLATE_NOOP("md::UnitTemplates", "Warbot"), &warbotTemplate},
        {"wardrone", QT_TRANSLATE_NOOP("md::UnitTemplates", "Wardrone"), &wardroneTemplate},
        {"battle-tank", QT_TRANSLATE_NOOP("md::UnitTemplates", "Battle tank"), &battleTankTemplate},
        {"heavy-battledrone", QT_TRANSLATE_NOOP("md::UnitTemplates", "Heavy battledrone"), &heavyBattledroneTemplate},
        {"bunker", QT_TRANSLATE_NOOP("md::UnitTemplates", "Bunker"), &bunkerTemplate},
    }};
    return rows;
}

struct GroupRow
{
    const char *key;
    const char *name; // QT_TRANSLATE_NOOP
};

constexpr std::array<GroupRow, 3> groupRows{{
    {"empty", QT_TRANSLATE_NOOP("md::UnitTemplates", "Empty battlegroup")},
    {"infantry-platoon", QT_TRANSLATE_NOOP("md::UnitTemplates", "Infantry platoon")},
    {"combined-arms", QT_TRANSLATE_NOOP("md::UnitTemplates", "Combined arms")},
}};

QString translated(const char *text) { return QCoreApplication::translate("md::UnitTemplates", text); }

QString orDefault(const QString &name, const char *fallback)
{
    return name.isEmpty() ? translated(fallback) : name;
}

Unit newUnit(const IdGenerator &ids, const QString &stem, const QString &name, UnitKind kind)
{
    Unit u;
    u.id = ids(stem);
    u.name = name;
    u.kind = kind;
    return u;
}

Piece soldier(const IdGenerator &ids, const Unit &unit, const QString &suffix, const QString &name, Rank rank)
{
    Piece p;
    p.id = ids(unit.id + u'-' + suffix);
    p.name = name;
    p.kind = PieceKind::Soldier;
    p.style = MoraleStyle::Infantry;
    p.rank = rank;
    return p;
}

Piece robot(const IdGenerator &ids, const Unit &unit, PieceKind kind, int number)
{
    Piece p;
    p.id = ids(unit.id + u'-' + (kind == PieceKind::Wardrone ? u"wd"_s : u"wb"_s) + QString::number(number));
    p.name = kind == PieceKind::Wardrone ? UnitTemplates::tr("Wardrone %1").arg(number)
                                         : UnitTemplates::tr("Warbot %1").arg(number);
    p.kind = kind;
    p.style = MoraleStyle::Robot;
    p.size = 1;
    return p;
}

// A fireteam of one leader and four troopers, numbered on from `firstTrooper` (R1: squads are two of these).
void addFireteam(const IdGenerator &ids, Unit &unit, Rank leader, const QString &leaderSuffix,
                 const QString &leaderName, int firstTrooper)
{
    unit.pieces.append(soldier(ids, unit, leaderSuffix, leaderName, leader));
    for (int n = firstTrooper; n < firstTrooper + 4; ++n)
        unit.pieces.append(soldier(ids, unit, u"t"_s + QString::number(n), UnitTemplates::tr("Trooper %1").arg(n),
                                   Rank::Trooper));
}

Piece vehiclePiece(const IdGenerator &ids, const Unit &unit, PieceKind kind, const QString &name)
{
    Piece p;
    p.id = ids(unit.id + u"-1"_s);
    p.name = name;
    p.kind = kind;
    p.style = MoraleStyle::Vehicle;
    p.movement = {3, 3};
    p.targeting = {3, 3};
    p.damageControl = {3, 3};
    return p;
}

QString normalisedTemplateName(const QString &name)
{
    QString n = name.trimmed().toLower();
    n.replace(u' ', u'-');
    return n;
}

} // namespace

IdGenerator idGeneratorFor(const Battlegroup &battlegroup)
{
    auto used = std::make_shared<QSet<QString>>(battlegroup.usedIds());
    return [used](const QString &stem) {
        const QString id = Battlegroup::freeId(stem, *used);
        used->insert(id);
        return id;
    };
}

Unit fireteamTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"ft"_s, orDefault(name, "Fireteam"), UnitKind::Infantry);
    addFireteam(ids, u, Rank::Corporal, u"cpl"_s, UnitTemplates::tr("Corporal"), 1);
    return u;
}

Unit squadTemplate(const IdGenerator &ids, const QString &name)
{
    // R2 seed example: Sergeant + Corporal + 8 Troopers = 3 + 2 + 8 = 13 under the Leaders rule.
    Unit u = newUnit(ids, u"sq"_s, orDefault(name, "Squad"), UnitKind::Infantry);
    addFireteam(ids, u, Rank::Sergeant, u"sgt"_s, UnitTemplates::tr("Sergeant"), 1);
    addFireteam(ids, u, Rank::Corporal, u"cpl"_s, UnitTemplates::tr("Corporal"), 5);
    return u;
}

Unit platoonTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"pl"_s, orDefault(name, "Platoon"), UnitKind::Infantry);
    u.pieces.append(soldier(ids, u, u"lt"_s, UnitTemplates::tr("Lieutenant"), Rank::Lieutenant));
    for (int squad = 1; squad <= 3; ++squad) {
        const QString s = QString::number(squad);
        const int first = (squad - 1) * 8 + 1;
        addFireteam(ids, u, Rank::Sergeant, u"sgt"_s + s, UnitTemplates::tr("Sergeant, squad %1").arg(squad), first);
        addFireteam(ids, u, Rank::Corporal, u"cpl"_s + s, UnitTemplates::tr("Corporal, squad %1").arg(squad),
                    first + 4);
    }
    return u;
}

Unit warbotSectionTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"wbs"_s, orDefault(name, "Warbot section"), UnitKind::Robots);
    for (int n = 1; n <= 3; ++n)
        u.pieces.append(robot(ids, u, PieceKind::Warbot, n));
    return u;
}

Unit warbotTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"wb"_s, orDefault(name, "Warbot"), UnitKind::Robots);
    u.pieces.append(robot(ids, u, PieceKind::Warbot, 1));
    return u;
}

Unit wardroneTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"wd"_s, orDefault(name, "Wardrone"), UnitKind::Robots);
    u.pieces.append(robot(ids, u, PieceKind::Wardrone, 1));
    return u;
}

Unit battleTankTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"tk"_s, orDefault(name, "Battle tank"), UnitKind::Vehicle);
    Piece p = vehiclePiece(ids, u, PieceKind::Vehicle, u.name);
    p.armorClass = u"H3"_s;
    p.movementRate = 12;
    p.currentMovement = 12;
    p.size = 3;
    p.weapons = {{UnitTemplates::tr("Main gun"), false},
                 {UnitTemplates::tr("Coaxial machine gun"), false},
                 {UnitTemplates::tr("Missile pod"), false}};
    p.crew = {Rank::Sergeant, Rank::Corporal, Rank::Trooper};
    u.pieces.append(p);
    return u;
}

Unit heavyBattledroneTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"hb"_s, orDefault(name, "Heavy battledrone"), UnitKind::Vehicle);
    Piece p = vehiclePiece(ids, u, PieceKind::Warbot, u.name);
    p.armorClass = u"M1"_s;
    p.movementRate = 8;
    p.currentMovement = 8;
    p.size = 2;
    p.weapons = {{UnitTemplates::tr("Laser"), false},
                 {UnitTemplates::tr("Rockets"), false},
                 {UnitTemplates::tr("Flamer"), false}};
    u.pieces.append(p);
    return u;
}

Unit bunkerTemplate(const IdGenerator &ids, const QString &name)
{
    Unit u = newUnit(ids, u"bk"_s, orDefault(name, "Bunker"), UnitKind::Strongpoint);
    Piece p = vehiclePiece(ids, u, PieceKind::Strongpoint, u.name);
    p.hasMovement = false;
    p.movement = {0, 0};
    p.armorClass = u"F2"_s;
    p.size = 4;
    p.weapons = {{UnitTemplates::tr("Twin autocannon"), false},
                 {UnitTemplates::tr("Machine gun"), false},
                 {UnitTemplates::tr("Grenade launcher"), false}};
    p.crew = {Rank::Corporal, Rank::Trooper, Rank::Trooper};
    u.pieces.append(p);
    return u;
}

QStringList unitTemplateKeys()
{
    QStringList keys;
    for (const TemplateRow &row : unitRows())
        keys << QString::fromLatin1(row.key);
    return keys;
}

QStringList unitTemplateNames()
{
    QStringList names;
    for (const TemplateRow &row : unitRows())
        names << translated(row.name);
    return names;
}

QString unitTemplateName(const QString &key)
{
    for (const TemplateRow &row : unitRows()) {
        if (key == QLatin1StringView(row.key))
            return translated(row.name);
    }
    return {};
}

std::optional<Unit> unitFromTemplate(const QString &key, const IdGenerator &ids, const QString &name)
{
    for (const TemplateRow &row : unitRows()) {
        if (key == QLatin1StringView(row.key))
            return row.build(ids, name);
    }
    return std::nullopt;
}

QStringList battlegroupTemplateKeys()
{
    QStringList keys;
    for (const GroupRow &row : groupRows)
        keys << QString::fromLatin1(row.key);
    return keys;
}

QStringList battlegroupTemplateNames()
{
    QStringList names;
    for (const GroupRow &row : groupRows)
        names << translated(row.name);
    return names;
}

Battlegroup newBattlegroup(const QString &templateName)
{
    const QString wanted = normalisedTemplateName(templateName);
    QString key = u"empty"_s;
    for (const GroupRow &row : groupRows) {
        if (wanted == QLatin1StringView(row.key) || wanted == normalisedTemplateName(translated(row.name)))
            key = QString::fromLatin1(row.key);
    }

    Battlegroup bg;
    bg.name = UnitTemplates::tr("New battlegroup");
    const IdGenerator ids = idGeneratorFor(bg);
    if (key == u"infantry-platoon"_s) {
        bg.name = UnitTemplates::tr("Infantry platoon");
        bg.units.append(platoonTemplate(ids, UnitTemplates::tr("1st Platoon")));
    } else if (key == u"combined-arms"_s) {
        bg.name = UnitTemplates::tr("Combined arms group");
        bg.units.append(squadTemplate(ids, UnitTemplates::tr("1st Squad")));
        bg.units.append(warbotSectionTemplate(ids));
        bg.units.append(battleTankTemplate(ids));
        bg.units.append(bunkerTemplate(ids));
    }
    return bg;
}

} // namespace md
