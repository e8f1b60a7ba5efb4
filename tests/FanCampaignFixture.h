#pragma once

// What the fantasy campaign tests share (tst_fan_carryover, tst_fan_campaign): a fantasy battle played through
// the engine's verbs to its end, with every way a unit can leave a battle (destroyed, killed, removed with its
// controller, routed off the table). Core only: the campaign's own helpers are in tst_fan_campaign.

#include "FanFixtures.h"
#include "fantasy/rules/FanEngine.h"

#include <QString>

namespace md::test::fan {

using namespace md::fantasy;
using namespace Qt::StringLiterals;

// The second side's race: the PLACEHOLDER sheet under another name, at revision 3 (a sheet changed twice).
inline FanProfile goblinProfile()
{
    FanProfile p = placeholderProfile();
    p.race = u"Test goblins"_s;
    p.revision = 3;
    return p;
}

inline FanUnit makeUnit(const QString &id, const QString &name, const QString &race, FanClass c, int figures,
                        FanUnitKind kind = FanUnitKind::Regiment)
{
    FanUnit u;
    u.id = id;
    u.name = name;
    u.race = race;
    u.moraleClass = c;
    u.kind = kind;
    u.startFigures = figures;
    u.currentFigures = figures;
    return u;
}

// A verb of the engine that must be played; the fixture is broken when it is refused.
inline void must(const FanOutcome &o, const char *what)
{
    if (!o.ok())
        qFatal("the fixture's battle refused %s: %s", what, qPrintable(o.error));
}

inline FanTestRequest listed(const QString &unitId, bool flankAndRear = false)
{
    FanTestRequest r;
    r.unitId = unitId;
    r.trigger = FanTrigger::Listed;
    r.listedTrigger = u"Unit suffers casualties from missile fire"_s;
    r.conditions.flank = flankAndRear;
    r.conditions.rear = flankAndRear;
    return r;
}

// "Skirmish at the ford", played to turn 2, phase 3. The Dwarfs (the PLACEHOLDER race, revision 1): the Hearth
// guard (class A, 20) lose 3 figures and carry on; the Miners (class C, 10) lose all 10 (destroyed); the
// Rangers (class B, 12) rout (flank and rear, D4 1) and rout off the table; the Guards (class B, 16) rout, fail
// their rally in phase 11 (Rout) and are still routing at the end; the Thane (a character with the Hearth
// guard) is wounded; the Runesmith (a character) is killed and his Bones (skeletons, 12) go with him (C-14).
// The Goblins (Test goblins, revision 3): the Wolf riders (class B, 20) lose 5 and carry on (D4 3); the Spider (a
// monster) is untouched.
inline FanBattle playedBattle()
{
    const QString dwarf = placeholderProfile().race;
    const QString goblin = goblinProfile().race;
    FanBattle b;
    b.name = u"Skirmish at the ford"_s;
    b.notes = u"A test battle"_s;
    b.profiles = {placeholderProfile(), goblinProfile()};
    b.sides[0].name = u"Dwarfs"_s;
    b.sides[0].units = {makeUnit(u"hearth"_s, u"Hearth guard"_s, dwarf, FanClass::A, 20),
                        makeUnit(u"miners"_s, u"Miners"_s, dwarf, FanClass::C, 10),
                        makeUnit(u"thane"_s, u"Thane"_s, dwarf, FanClass::A, 1, FanUnitKind::Character),
                        makeUnit(u"runesmith"_s, u"Runesmith"_s, dwarf, FanClass::A, 1, FanUnitKind::Character),
                        makeUnit(u"bones"_s, u"Bones"_s, dwarf, FanClass::C, 12, FanUnitKind::Skeletons),
                        makeUnit(u"rangers"_s, u"Rangers"_s, dwarf, FanClass::B, 12),
                        makeUnit(u"guards"_s, u"Guards"_s, dwarf, FanClass::B, 16)};
    b.sides[0].units[2].withUnitId = u"hearth"_s;
    b.sides[0].units[4].controllerId = u"runesmith"_s;
    b.sides[1].name = u"Goblins"_s;
    b.sides[1].units = {makeUnit(u"wolves"_s, u"Wolf riders"_s, goblin, FanClass::B, 20),
                        makeUnit(u"spider"_s, u"Spider"_s, goblin, FanClass::B, 1, FanUnitKind::Monster)};

    must(FanEngine::advance(b), "phase 2");
    must(FanEngine::advance(b), "phase 3");
    must(FanEngine::losses(b, u"hearth"_s, 3), "hearth losses");
    must(FanEngine::test(b, listed(u"hearth"_s), 2, true), "hearth test");       // BMV 9, FMV 11: Carry On
    must(FanEngine::losses(b, u"miners"_s, 10), "miners losses");                  // destroyed (C-12)
    must(FanEngine::test(b, listed(u"rangers"_s, true), 1, true), "rangers test"); // MMV 4, FMV 5: Rout
    must(FanEngine::offTable(b, u"rangers"_s), "rangers off the table");
    must(FanEngine::test(b, listed(u"guards"_s, true), 1, true), "guards test");   // Rout
    must(FanEngine::characterHit(b, u"runesmith"_s, true), "runesmith killed");   // the Bones go (C-14)
    must(FanEngine::characterHit(b, u"thane"_s, false), "thane wounded");
    must(FanEngine::losses(b, u"wolves"_s, 5), "wolves losses");
    must(FanEngine::test(b, listed(u"wolves"_s), 3, true), "wolves test");        // BMV 7, FMV 10: Carry On
    while (b.now < FanMoment{1, FanMoment::phases, 1})
        must(FanEngine::advance(b), "to phase 11");
    FanTestRequest rally = listed(u"guards"_s, true);
    rally.trigger = FanTrigger::Rally;
    rally.listedTrigger.clear();
    must(FanEngine::test(b, rally, 1, true), "guards rally");                      // Rout: a failed rally
    while (b.now < FanMoment{2, 3, 1})
        must(FanEngine::advance(b), "to turn 2");
    return b;
}

} // namespace md::test::fan
