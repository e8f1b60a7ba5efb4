#include "napoleonic/model/NapTemplates.h"

#include <QCoreApplication>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {

constexpr const char *context = "md::nap::NapTemplates";

QString tr(const char *text) { return QCoreApplication::translate(context, text); }

// PLACEHOLDER strengths and CMRs (B.6): plausible examples, not the seed's. A line CMR of 6 is Line grade
// (15.27: 5-7), the cavalry's 7 too; the skirmishers are the brigade's best at 8 (Elite).
constexpr int battalionFigures = 24;
constexpr int battalionCmr = 6;
constexpr int skirmishFigures = 6;
constexpr int skirmishCmr = 8;
constexpr int cavalryFigures = 12;
constexpr int cavalryCmr = 7;
constexpr int batteryCrew = 8;
constexpr int batteryCannon = 6;
constexpr int batteryCmr = 6;

// Hands out ids that are new to `used` and remembers them.
class Ids
{
public:
    explicit Ids(QSet<QString> used) : m_used(std::move(used)) {}
    QString take(const QString &stem)
    {
        const QString id = NapBattle::freeId(stem, m_used);
        m_used.insert(id);
        return id;
    }

private:
    QSet<QString> m_used;
};

NapUnit unit(Ids &ids, const QString &commandId, const QString &stem, const QString &name, NapUnitType type,
             int cmr, int figures, NapFormation formation)
{
    NapUnit u;
    u.id = ids.take(commandId + u'-' + stem);
    u.name = name;
    u.type = type;
    u.startCmr = cmr;
    u.startFigures = figures;
    u.formation = formation;
    return u;
}

NapCommand command(Ids &ids, const QString &stem, const QString &name, NapCommandLevel level,
                   const QString &officer, const QString &parentId)
{
    NapCommand c;
    c.id = ids.take(stem);
    c.name = name;
    c.level = level;
    c.officerName = officer;
    c.parentId = parentId;
    return c;
}

// Three line battalions and a skirmish company under a brigade officer.
NapCommand brigade(Ids &ids, const QString &name, const QString &parentId)
{
    NapCommand c = command(ids, u"brigade"_s, name, NapCommandLevel::Brigade, tr("Brigade general"), parentId);
    c.units << unit(ids, c.id, u"bn1"_s, tr("1st Line Battalion"), NapUnitType::Infantry, battalionCmr,
                    battalionFigures, NapFormation::Line)
            << unit(ids, c.id, u"bn2"_s, tr("2nd Line Battalion"), NapUnitType::Infantry, battalionCmr,
                    battalionFigures, NapFormation::Line)
            << unit(ids, c.id, u"bn3"_s, tr("3rd Line Battalion"), NapUnitType::Infantry, battalionCmr,
                    battalionFigures, NapFormation::Column)
            << unit(ids, c.id, u"skirm"_s, tr("Skirmish company"), NapUnitType::Skirmish, skirmishCmr,
                    skirmishFigures, NapFormation::OpenOrderFull);
    return c;
}

// A division officer with a cavalry regiment and a foot battery of his own, over two brigades.
QList<NapCommand> division(Ids &ids, const QString &parentId)
{
    NapCommand d = command(ids, u"division"_s, tr("1st Division"), NapCommandLevel::Division,
                           tr("Division general"), parentId);
    d.units << unit(ids, d.id, u"cav"_s, tr("Chasseurs à cheval"), NapUnitType::Cavalry, cavalryCmr,
                    cavalryFigures, NapFormation::Mounted);
    NapUnit battery = unit(ids, d.id, u"battery"_s, tr("Foot battery"), NapUnitType::Artillery, batteryCmr,
                           batteryCrew, NapFormation::Limbered);
    battery.startCannon = batteryCannon;
    d.units << battery;
    const NapCommand first = brigade(ids, tr("1st Brigade"), d.id);
    const NapCommand second = brigade(ids, tr("2nd Brigade"), d.id);
    return {d, first, second};
}

NapArmy army(Ids &ids, const QString &stem, const QString &name)
{
    NapArmy a;
    a.id = ids.take(stem);
    a.name = name;
    return a;
}

} // namespace

QList<QPair<QString, const char *>> NapTemplates::keys()
{
    return {
        {u"nap-brigade"_s, QT_TRANSLATE_NOOP("md::nap::NapTemplates", "Brigade")},
        {u"nap-division"_s, QT_TRANSLATE_NOOP("md::nap::NapTemplates", "Division")},
        {u"nap-battle"_s, QT_TRANSLATE_NOOP("md::nap::NapTemplates", "Battle (two armies)")},
    };
}

QStringList NapTemplates::commandKeys() { return {u"nap-brigade"_s, u"nap-division"_s}; }

QString NapTemplates::label(const QString &key)
{
    for (const auto &row : keys()) {
        if (row.first == key)
            return tr(row.second);
    }
    return {};
}

QList<NapCommand> NapTemplates::commands(const QString &key, const QSet<QString> &usedIds, const QString &parentId)
{
    Ids ids(usedIds);
    if (key == u"nap-brigade"_s)
        return {brigade(ids, tr("1st Brigade"), parentId)};
    if (key == u"nap-division"_s)
        return division(ids, parentId);
    return {};
}

QString NapTemplates::addTo(NapBattle &battle, const QString &armyId, const QString &key, const QString &parentId)
{
    NapArmy *a = battle.army(armyId);
    if (!a || (!parentId.isEmpty() && !a->command(parentId)))
        return {};
    const QList<NapCommand> added = commands(key, battle.usedIds(), parentId);
    if (added.isEmpty())
        return {};
    a->commands.append(added);
    return added.first().id;
}

NapBattle NapTemplates::make(const QString &key)
{
    NapBattle battle;
    if (label(key).isEmpty())
        return battle;
    battle.name = label(key);
    battle.notes = tr("The CMRs and figures of this template are examples, not the rules: replace them with your "
                      "scenario's order of battle (B.6).");
    Ids ids({});
    if (key == u"nap-battle"_s) {
        const QList<QPair<QString, QString>> sides{{u"french"_s, tr("French")}, {u"allied"_s, tr("Allied")}};
        for (const auto &side : sides) {
            NapArmy a = army(ids, side.first, side.second);
            NapCommand top = command(ids, side.first + u"-army"_s, tr("%1 army").arg(side.second),
                                     NapCommandLevel::Army, tr("Army commander"), {});
            a.commands << top << division(ids, top.id);
            battle.armies << a;
        }
        return battle;
    }
    NapArmy a = army(ids, u"french"_s, tr("French"));
    battle.armies << a;
    addTo(battle, a.id, key);
    return battle;
}

} // namespace md::nap
