#pragma once

// Ready-made morale units and battlegroups for the editor's "Add unit" and "New from template".
// Qt Core only: no widget code, so the command line or a test can build the same rosters.

#include "ratio/model/Battlegroup.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace md {

// Returns an id no unit or piece uses yet, derived from `stem` (the stem itself when it is free).
// Every id it returns must count as used from then on, so one template can ask for many ids before
// any of them reaches the document.
using IdGenerator = std::function<QString(const QString &stem)>;

// A generator that knows every id of `battlegroup` and remembers what it has handed out since.
// The suffixes follow Battlegroup::freeId: "stem", then "stem-2", "stem-3" …
IdGenerator idGeneratorFor(const Battlegroup &battlegroup);

// Single unit builders. `name` is the unit's display name; empty picks the template's own name.
// Point totals below are starting levels (R1–R4).
Unit fireteamTemplate(const IdGenerator &ids, const QString &name = {});       // Corporal + 4 Troopers: 5, Leaders 6
Unit squadTemplate(const IdGenerator &ids, const QString &name = {});          // Sgt + 4, Cpl + 4: 10, Leaders 13 (R2 seed)
// A Lieutenant leading three squads: 31 soldiers (the Lieutenant is not one of the 30 of R1's "platoon 30",
// he commands them). 31 points, Leaders 4 + 3 × 13 = 43.
Unit platoonTemplate(const IdGenerator &ids, const QString &name = {});
Unit warbotSectionTemplate(const IdGenerator &ids, const QString &name = {});  // three size-1 warbots: 9 (R3)
Unit warbotTemplate(const IdGenerator &ids, const QString &name = {});         // one size-1 warbot: 3
Unit wardroneTemplate(const IdGenerator &ids, const QString &name = {});       // one size-1 wardrone: 3
Unit battleTankTemplate(const IdGenerator &ids, const QString &name = {});     // 3/3/3 systems + 3 weapons: 12 (R4)
// R4 interpretation: a warbot with vehicle-style morale in a vehicle unit: 12, the seed's example.
Unit heavyBattledroneTemplate(const IdGenerator &ids, const QString &name = {});
// R4 interpretation: a strongpoint without movement levels: targeting 3 + damage control 3 + 3 weapons = 9.
Unit bunkerTemplate(const IdGenerator &ids, const QString &name = {});

// The unit templates by stable key ("fireteam", "squad", "platoon", "warbot-section", "warbot", "wardrone",
// "battle-tank", "heavy-battledrone", "bunker") and by translated display name, in the same order.
QStringList unitTemplateKeys();
QStringList unitTemplateNames();
QString unitTemplateName(const QString &key); // empty for an unknown key
// Builds the template `key`; nullopt for an unknown key. An empty `name` takes the template's display name.
std::optional<Unit> unitFromTemplate(const QString &key, const IdGenerator &ids, const QString &name = {});

// Battlegroup templates: "empty", "infantry-platoon" (one platoon), "combined-arms" (a squad, a warbot
// section, a battle tank and a bunker). Names and display names in the same order.
QStringList battlegroupTemplateKeys();
QStringList battlegroupTemplateNames();
// `templateName` is a key, a key with spaces for dashes ("infantry platoon") or a display name, in any case.
// Unknown names give the empty battlegroup. Every result passes BattlegroupValidator.
Battlegroup newBattlegroup(const QString &templateName);

} // namespace md
