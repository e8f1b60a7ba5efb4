#pragma once

// What the Napoleonic rules tests share (tst_nap_rules, tst_nap_engine, tst_nap_steps, and any other test that
// needs a battle): readable QCOMPARE failures for the enums, the spec's fractions as written ("5/10"), a d10
// that shows given faces, and a small two-army battle built in C++.

#include "kernel/Dice.h"
#include "kernel/EnumText.h"
#include "kernel/Fraction.h"
#include "napoleonic/model/NapBattle.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QTest>

namespace md::nap {
inline char *toString(NapResult v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(NapUnitState v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(NapCircumstance v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(NapPhase v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(NapOrder v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(NapGrade v) { return qstrdup(qPrintable(enumKey(v))); }
inline char *toString(NapLogEvent v) { return qstrdup(qPrintable(enumKey(v))); }
} // namespace md::nap

namespace md::test::nap {

using namespace md::nap;
using namespace Qt::StringLiterals;

inline QString fractionText(const Fraction &f) { return f.toString(); }

// A fraction as the spec writes it, unreduced ("4/10"), read into the kernel's reduced Fraction.
inline Fraction specFraction(const QString &text)
{
    const QStringList parts = text.split(u'/');
    if (parts.size() == 1)
        return Fraction(parts.at(0).toLongLong(), 1);
    return Fraction(parts.at(0).toLongLong(), parts.at(1).toLongLong());
}

// A d10 that shows the faces it is given, in order; past the last it shows 0, which no d10 shows.
class NapDice final : public DiceSource
{
public:
    NapDice(std::initializer_list<int> faces) : m_faces(faces) {}
    int roll(int) override
    {
        ++rolled;
        return m_faces.isEmpty() ? 0 : m_faces.takeFirst();
    }
    int rolled = 0;

private:
    QList<int> m_faces;
};

inline NapUnit makeUnit(const QString &id, NapUnitType type, int cmr, int figures, const QString &name = {})
{
    NapUnit u;
    u.id = id;
    u.name = name.isEmpty() ? id : name;
    u.type = type;
    u.startCmr = cmr;
    u.startFigures = figures;
    if (type == NapUnitType::Skirmish)
        u.formation = NapFormation::OpenOrderFull;
    else if (type == NapUnitType::Cavalry)
        u.formation = NapFormation::Mounted;
    else if (type == NapUnitType::Artillery)
        u.formation = NapFormation::Unlimbered;
    return u;
}

inline NapCommand makeCommand(const QString &id, NapCommandLevel level, NapOrder order, QList<NapUnit> units,
                              const QString &name = {})
{
    NapCommand c;
    c.id = id;
    c.name = name.isEmpty() ? id : name;
    c.level = level;
    c.order = order;
    c.units = std::move(units);
    return c;
}

// Two armies on one battleday, every phase in the default order (turn 1, Facing Phase):
//  French  "french": brigade "fr-1bde" (Attack): fr-1-ligne Line CMR 6 x12, fr-2-ligne Line CMR 5 x12,
//                    fr-guard Elite CMR 8 x8, fr-voltigeurs skirmish CMR 6 x3 (open order),
//                    fr-battery Line CMR 6, 4 crew, 6 cannon; army command "fr-army" (Army, Defend) with its
//                    headquarters base fr-hq.
//  Allied  "allied": brigade "al-1bde" (Defend): al-highlanders Line CMR 7 x12, al-militia Militia CMR 3 x6,
//                    al-hussars cavalry Line CMR 6 x8; brigade "al-reserve" (awaiting arrival, None) with
//                    al-reserve-bn Line CMR 6 x12.
inline NapBattle smallBattle()
{
    NapBattle b;
    b.name = u"Small battle"_s;
    NapArmy fr;
    fr.id = u"french"_s;
    fr.name = u"French"_s;
    NapUnit battery = makeUnit(u"fr-battery"_s, NapUnitType::Artillery, 6, 4, u"Foot battery"_s);
    battery.startCannon = 6;
    fr.commands = {
        makeCommand(u"fr-1bde"_s, NapCommandLevel::Brigade, NapOrder::Attack,
                    {makeUnit(u"fr-1-ligne"_s, NapUnitType::Infantry, 6, 12, u"1st Ligne"_s),
                     makeUnit(u"fr-2-ligne"_s, NapUnitType::Infantry, 5, 12, u"2nd Ligne"_s),
                     makeUnit(u"fr-guard"_s, NapUnitType::Infantry, 8, 8, u"Guard Grenadiers"_s),
                     makeUnit(u"fr-voltigeurs"_s, NapUnitType::Skirmish, 6, 3, u"Voltigeurs"_s), battery},
                    u"1st Brigade"_s),
        makeCommand(u"fr-army"_s, NapCommandLevel::Army, NapOrder::Defend,
                    {makeUnit(u"fr-hq"_s, NapUnitType::Headquarters, 8, 1, u"Army HQ"_s)}, u"Army of the North"_s),
    };
    NapArmy al;
    al.id = u"allied"_s;
    al.name = u"Allied"_s;
    NapCommand reserve = makeCommand(u"al-reserve"_s, NapCommandLevel::Brigade, NapOrder::None,
                                     {makeUnit(u"al-reserve-bn"_s, NapUnitType::Infantry, 6, 12, u"Reserve Battalion"_s)},
                                     u"Reserve Brigade"_s);
    reserve.presence = NapPresence::Awaiting;
    al.commands = {
        makeCommand(u"al-1bde"_s, NapCommandLevel::Brigade, NapOrder::Defend,
                    {makeUnit(u"al-highlanders"_s, NapUnitType::Infantry, 7, 12, u"Highlanders"_s),
                     makeUnit(u"al-militia"_s, NapUnitType::Infantry, 3, 6, u"Landwehr"_s),
                     makeUnit(u"al-hussars"_s, NapUnitType::Cavalry, 6, 8, u"Hussars"_s)},
                    u"Allied Brigade"_s),
        reserve,
    };
    b.armies = {fr, al};
    return b;
}

// Moves `battle` to the first phase of `phase` in its sequence (the test sets the scene; no engine call).
inline void setPhase(NapBattle &battle, NapPhase phase)
{
    battle.phaseIndex = int(battle.settings.phases.indexOf(phase));
}

} // namespace md::test::nap
