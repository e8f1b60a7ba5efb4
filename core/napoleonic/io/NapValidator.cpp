#include "napoleonic/io/NapValidator.h"

#include "kernel/EnumText.h"
#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"
#include "napoleonic/model/NapFileLimits.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
using L = NapFileLimits;

// The characters a play step splits on (NapStepParser: "check 2nd-bn I-a terrain=Woods,n09").
bool isSeparator(QChar c) { return c.isSpace() || c == u':' || c == u',' || c == u'='; }

class Checker
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapValidator)

public:
    explicit Checker(const NapBattle &battle) : m_battle(battle) { }

    Problems run()
    {
        const QString root = u"$"_s;
        text(root, "name"_L1, m_battle.name, true, L::maxNameLength);
        text(root, "notes"_L1, m_battle.notes, false, L::maxNotesLength);
        range(root, "battleday"_L1, m_battle.battleday, 1, L::maxBattleday);
        range(root, "turn"_L1, m_battle.turn, 1, L::maxTurn);
        settings(m_battle.settings, JsonPath::key(root, "settings"_L1));
        // 15.42: the phase the battle stands in is one of the turn's phases.
        if (m_phasesSound)
            range(root, "phaseIndex"_L1, m_battle.phaseIndex, 0, m_battle.settings.phases.size() - 1,
                  tr("(an index into $.settings.phases)"));

        const QString armies = JsonPath::key(root, "armies"_L1);
        if (m_battle.armies.size() > L::maxArmies)
            add(armies, JsonReasons::tooMany(tr("armies"), m_battle.armies.size(), L::maxArmies));
        qsizetype units = 0;
        for (const NapArmy &a : m_battle.armies)
            for (const NapCommand &c : a.commands)
                units += c.units.size();
        if (units > L::maxUnitsTotal)
            add(armies, JsonReasons::tooMany(tr("units in all armies"), units, L::maxUnitsTotal));
        for (qsizetype i = 0; i < m_battle.armies.size(); ++i)
            army(m_battle.armies.at(i), JsonPath::index(armies, i));
        // Parents are judged once every army's commands are known, so one in another army is named as such.
        for (qsizetype i = 0; i < m_battle.armies.size(); ++i) {
            const NapArmy &a = m_battle.armies.at(i);
            const QString commands = JsonPath::key(JsonPath::index(armies, i), "commands"_L1);
            for (qsizetype j = 0; j < a.commands.size(); ++j)
                parent(a, j, JsonPath::index(commands, j));
        }

        const QString pending = JsonPath::key(root, "pending"_L1);
        if (m_battle.pending.size() > L::maxPending)
            add(pending, JsonReasons::tooMany(tr("pending checks"), m_battle.pending.size(), L::maxPending));
        for (qsizetype i = 0; i < m_battle.pending.size(); ++i)
            pendingCheck(m_battle.pending.at(i), JsonPath::index(pending, i));

        const QString log = JsonPath::key(root, "log"_L1);
        if (m_battle.log.size() > L::maxLogRecords)
            add(log, JsonReasons::tooMany(tr("log records"), m_battle.log.size(), L::maxLogRecords));
        for (qsizetype k = 0; k < m_battle.log.size(); ++k)
            record(m_battle.log.at(k), JsonPath::index(log, k));
        return m_problems;
    }

private:
    void add(const QString &path, const QString &reason) { m_problems.append({path, reason}); }

    // Paths are built only for a problem: a valid file of thousands of units must not pay for them.
    void range(const QString &parent, QLatin1StringView key, qint64 value, qint64 min, qint64 max,
               const QString &context = {})
    {
        if (value < min || value > max)
            add(JsonPath::key(parent, key), JsonReasons::wholeNumber(min, max, value, context));
    }

    void text(const QString &parent, QLatin1StringView key, const QString &value, bool required, int max)
    {
        textAt(JsonPath::key(parent, key), value, required, max);
    }

    void textAt(const QString &path, const QString &value, bool required, int max)
    {
        if (required && value.isEmpty())
            add(path, JsonReasons::mustNotBeEmpty());
        else if (const qsizetype length = JsonPath::textLength(value); length > max)
            add(path, JsonReasons::tooLong(length, max));
    }

    // Each name present, not too long, and once; `key` is the element's key holding the name.
    void namedList(const QStringList &names, const QString &path, QLatin1StringView key)
    {
        QHash<QString, QString> seen;
        for (qsizetype i = 0; i < names.size(); ++i) {
            const QString at = JsonPath::key(JsonPath::index(path, i), key);
            const QString &name = names.at(i);
            const qsizetype before = m_problems.size();
            textAt(at, name, true, L::maxNameLength);
            if (m_problems.size() != before)
                continue;
            if (const auto first = seen.constFind(name); first != seen.cend())
                add(at, tr("%1 is listed twice; first at %2").arg(JsonPath::quoted(name), *first));
            else
                seen.insert(name, at);
        }
    }

    void rowCount(const QString &path, qsizetype count, const QString &what)
    {
        if (count > L::maxRows)
            add(path, JsonReasons::tooMany(what, count, L::maxRows));
    }

    void distances(const QList<NapDistance> &list, const QString &path)
    {
        rowCount(path, list.size(), tr("distances"));
        QStringList names;
        for (qsizetype i = 0; i < list.size(); ++i) {
            names << list.at(i).name;
            range(JsonPath::index(path, i), "inches"_L1, list.at(i).inches, 0, L::maxInches, tr("(inches)"));
        }
        namedList(names, path, "name"_L1);
    }

    // B.6: the players' data.
    void settings(const NapSettings &s, const QString &path)
    {
        const QString terrain = JsonPath::key(path, "terrain"_L1);
        rowCount(terrain, s.terrain.size(), tr("terrain types"));
        QStringList names;
        for (qsizetype i = 0; i < s.terrain.size(); ++i) {
            names << s.terrain.at(i).name;
            // P03-P05 are bonuses the seed's chart does not give (B.6); a negative one is the club's choice.
            range(JsonPath::index(terrain, i), "moraleAdj"_L1, s.terrain.at(i).moraleAdj, -L::maxAdjustment,
                  L::maxAdjustment);
        }
        namedList(names, terrain, "name"_L1);

        const QString officers = JsonPath::key(path, "officerBenefits"_L1);
        rowCount(officers, s.officerBenefits.size(), tr("officer types"));
        names.clear();
        for (qsizetype i = 0; i < s.officerBenefits.size(); ++i) {
            const NapOfficerBenefit &b = s.officerBenefits.at(i);
            names << b.name;
            // P06, B-29: a benefit in CMR points, never a penalty.
            range(JsonPath::index(officers, i), "benefit"_L1, b.benefit, 0, L::maxAdjustment, tr("(CMR points, B-29)"));
            range(JsonPath::index(officers, i), "radiusInches"_L1, b.radiusInches, 0, L::maxInches, tr("(inches)"));
        }
        namedList(names, officers, "name"_L1);

        distances(s.minimumFireZones, JsonPath::key(path, "minimumFireZones"_L1));
        distances(s.chargeRanges, JsonPath::key(path, "chargeRanges"_L1));

        const QString phases = JsonPath::key(path, "phases"_L1);
        const qsizetype before = m_problems.size();
        if (s.phases.isEmpty())
            add(phases, tr("needs at least one phase: a game turn is its phases in order (B.6)"));
        for (qsizetype i = 1; i < s.phases.size(); ++i) {
            if (s.phases.mid(0, i).contains(s.phases.at(i))) {
                add(JsonPath::index(phases, i),
                    tr("%1 is listed twice; a game turn has each phase once (B.6)").arg(enumKey(s.phases.at(i))));
                break;
            }
        }
        m_phasesSound = m_problems.size() == before;

        // B.1 hourCounter: the first turn and every turnsPerHour-th after it are hourly.
        range(path, "turnsPerHour"_L1, s.turnsPerHour, 1, L::maxTurn, tr("(game turns in an hour)"));
        range(path, "roadExitMfp"_L1, s.roadExitMfp, 0, L::maxInteger, tr("(whole MFP, E19)"));

        const QString user = JsonPath::key(path, "userAdjustments"_L1);
        rowCount(user, s.userAdjustments.size(), tr("user adjustments"));
        QHash<QString, QString> ids;
        for (qsizetype i = 0; i < s.userAdjustments.size(); ++i) {
            const NapUserAdjustment &a = s.userAdjustments.at(i);
            const QString at = JsonPath::index(user, i);
            const QString idPath = JsonPath::key(at, "id"_L1);
            if (const QString why = NapValidator::idProblem(a.id); !why.isEmpty())
                add(idPath, why);
            else if (const auto first = ids.constFind(a.id); first != ids.cend())
                add(idPath, tr("duplicate id %1; already used at %2").arg(JsonPath::quoted(a.id), *first));
            else
                ids.insert(a.id, at);
            text(at, "label"_L1, a.label, true, L::maxNameLength);
            range(at, "value"_L1, a.value, -L::maxAdjustment, L::maxAdjustment, tr("(CMR points, B-27)"));
            text(at, "appliesTo"_L1, a.appliesTo, false, L::maxNotesLength);
        }
        text(path, "rallyRestrictionC"_L1, s.rallyRestrictionC, s.rallyRestrictionCEnabled, L::maxNotesLength);
    }

    // Ids are unique across armies, commands and units, so a log record's or a play step's reference is never
    // ambiguous.
    bool id(const QString &owner, const QString &value)
    {
        const QString path = JsonPath::key(owner, "id"_L1);
        if (const QString why = NapValidator::idProblem(value); !why.isEmpty()) {
            add(path, why);
            m_idsSound = false;
            return false;
        }
        if (const auto seen = m_ids.constFind(value); seen != m_ids.cend()) {
            add(path, tr("duplicate id %1; already used at %2").arg(JsonPath::quoted(value), *seen));
            m_idsSound = false;
            return false;
        }
        m_ids.insert(value, owner);
        return true;
    }

    void army(const NapArmy &a, const QString &path)
    {
        if (id(path, a.id))
            m_armies.insert(a.id, &a);
        text(path, "name"_L1, a.name, true, L::maxNameLength);
        range(path, "extraMfp"_L1, a.extraMfp, 0, L::maxInteger, tr("(whole MFP)"));
        // 15.86: a captured position's value is taken off the capturer's used total, which may so go below 0.
        range(path, "mfpUsedHalf"_L1, a.mfpUsedHalf, -L::maxInteger, L::maxInteger, tr("(half MFP)"));
        range(path, "demoralTier"_L1, a.demoralTier, 0, 3, tr("(B.4.7)"));
        range(path, "demoralPenalty"_L1, a.demoralPenalty, -L::maxInteger, 0, tr("(CMR points)"));
        range(path, "hoursDemoralized"_L1, a.hoursDemoralized, 0, L::maxTurn);
        range(path, "campaignPenalty"_L1, a.campaignPenalty, -1, 0, tr("(15.96)"));
        // B.4.7, 15.92: back to normal standing, the penalty is gone.
        if (a.demoralTier == 0 && a.demoralPenalty != 0)
            add(JsonPath::key(path, "demoralPenalty"_L1),
                tr("must be 0 while the army is not demoralized (demoralTier 0, B.4.7, 15.92); found %1")
                    .arg(a.demoralPenalty));
        if (a.demoralTier == 0 && a.hoursDemoralized != 0)
            add(JsonPath::key(path, "hoursDemoralized"_L1),
                tr("must be 0 while the army is not demoralized (demoralTier 0, B.4.7, 15.92); found %1")
                    .arg(a.hoursDemoralized));
        // 15.96: a demoralized army has exceeded its total this battleday.
        if (a.demoralTier > 0 && !a.exceededToday)
            add(JsonPath::key(path, "exceededToday"_L1),
                tr("must be true: a demoralized army (demoralTier %1) has exceeded its MFP total this battleday "
                   "(15.90, 15.96)")
                    .arg(a.demoralTier));

        const QString positions = JsonPath::key(path, "positions"_L1);
        rowCount(positions, a.positions.size(), tr("positions"));
        QStringList names;
        for (qsizetype i = 0; i < a.positions.size(); ++i) {
            names << a.positions.at(i).name;
            range(JsonPath::index(positions, i), "mfp"_L1, a.positions.at(i).mfp, 0, L::maxInteger,
                  tr("(whole MFP, 15.86)"));
        }
        namedList(names, positions, "name"_L1);

        const QString commands = JsonPath::key(path, "commands"_L1);
        if (a.commands.size() > L::maxCommandsPerArmy)
            add(commands, JsonReasons::tooMany(tr("commands in one army"), a.commands.size(), L::maxCommandsPerArmy));
        for (qsizetype i = 0; i < a.commands.size(); ++i)
            command(a.commands.at(i), JsonPath::index(commands, i), a);
    }

    void command(const NapCommand &c, const QString &path, const NapArmy &a)
    {
        if (id(path, c.id))
            m_commands.insert(c.id, &a);
        text(path, "name"_L1, c.name, true, L::maxNameLength);
        text(path, "officerName"_L1, c.officerName, false, L::maxNameLength);
        range(path, "arrivalTurn"_L1, c.arrivalTurn, 0, L::maxTurn, tr("(0: none planned)"));
        const QString units = JsonPath::key(path, "units"_L1);
        if (c.units.size() > L::maxUnitsPerCommand)
            add(units, JsonReasons::tooMany(tr("units in one command"), c.units.size(), L::maxUnitsPerCommand));
        for (qsizetype j = 0; j < c.units.size(); ++j) {
            const NapUnit &u = c.units.at(j);
            if (unit(u, JsonPath::index(units, j)))
                m_units.insert(u.id, &u);
        }
    }

    // B.1: a command sits under a command of its own army, and following the parents never comes back to it.
    void parent(const NapArmy &a, qsizetype index, const QString &path)
    {
        const NapCommand &c = a.commands.at(index);
        if (c.parentId.isEmpty())
            return;
        const QString at = JsonPath::key(path, "parentId"_L1);
        if (c.parentId == c.id) {
            add(at, tr("a command cannot sit under itself"));
            return;
        }
        if (!m_idsSound)
            return;
        if (!a.command(c.parentId)) {
            add(at, m_commands.contains(c.parentId)
                        ? tr("command %1 is in another army; a parent is a command of the same army")
                              .arg(JsonPath::quoted(c.parentId))
                        : tr("unknown command %1; no command of this army has this id").arg(JsonPath::quoted(c.parentId)));
            return;
        }
        // Walk up from the parent; a cycle is named once, at its first command in file order, and the commands
        // merely under it are not faults of their own.
        QSet<QString> seen;
        QStringList chain;
        for (const NapCommand *p = a.command(c.parentId); p && !seen.contains(p->id);
             p = p->parentId.isEmpty() ? nullptr : a.command(p->parentId)) {
            if (p->id == c.id) {
                for (const QString &other : std::as_const(chain))
                    if (a.commands.indexOf(*a.command(other)) < index)
                        return;
                add(at, tr("the parents of %1 come back to it (%2); the order of battle has no cycle (B.1)")
                            .arg(JsonPath::quoted(c.id), (QStringList {c.id} + chain + QStringList {c.id}).join(u" \u2192 ")));
                return;
            }
            seen.insert(p->id);
            chain << p->id;
        }
    }

    bool unit(const NapUnit &u, const QString &path)
    {
        const bool idOk = id(path, u.id);
        text(path, "name"_L1, u.name, true, L::maxNameLength);
        text(path, "notes"_L1, u.notes, false, L::maxNotesLength);
        range(path, "startCmr"_L1, u.startCmr, L::minCmr, L::maxCmr, tr("(15.27)"));
        range(path, "startFigures"_L1, u.startFigures, 1, L::maxFigures);
        // 15.52: losses come off the starting figures.
        if (u.startFigures >= 1 && u.startFigures <= L::maxFigures)
            range(path, "figuresLost"_L1, u.figuresLost, 0, u.startFigures, tr("(the unit's startFigures)"));
        else
            range(path, "figuresLost"_L1, u.figuresLost, 0, L::maxFigures);

        // 15.53: cannon belong to artillery.
        const bool artillery = u.type == NapUnitType::Artillery;
        if (!artillery && (u.startCannon != 0 || u.cannonLost != 0 || u.cannonLostThisPhase != 0)) {
            const QLatin1StringView key = u.startCannon != 0 ? "startCannon"_L1
                : u.cannonLost != 0                         ? "cannonLost"_L1
                                                            : "cannonLostThisPhase"_L1;
            add(JsonPath::key(path, key), tr("only artillery has cannon (15.53); this unit's type is %1")
                                              .arg(enumKey(u.type)));
        } else if (artillery) {
            const qsizetype before = m_problems.size();
            range(path, "startCannon"_L1, u.startCannon, 0, L::maxCannon);
            if (m_problems.size() == before)
                range(path, "cannonLost"_L1, u.cannonLost, 0, u.startCannon, tr("(the battery's startCannon)"));
            if (m_problems.size() == before)
                range(path, "cannonLostThisPhase"_L1, u.cannonLostThisPhase, 0, u.cannonLost,
                      tr("(its cannonLost: this phase's are among them)"));
        }
        formation(u, path);

        range(path, "shockPhaseAdj"_L1, u.shockPhaseAdj, -L::maxAdjustment, L::maxAdjustment, tr("(15.28)"));
        // B.4.4, B-18: failures count in the current rout; the second removes the unit.
        const QString failures = JsonPath::key(path, "rallyFailures"_L1);
        if (u.rallyFailures < 0 || u.rallyFailures > 2)
            add(failures, JsonReasons::wholeNumber(0, 2, u.rallyFailures, tr("(B.4.4)")));
        else if (u.state == NapUnitState::Routed && u.rallyFailures > 1)
            add(failures, tr("must be 0 or 1 for a routed unit: the second failed rally removes it (B.4.4 step 3); found 2"));
        else if ((u.state == NapUnitState::Good || u.state == NapUnitState::Disordered) && u.rallyFailures != 0)
            add(failures, tr("must be 0 for a %1 unit: failures count only in the current rout (B.4.4, B-18); found %2")
                              .arg(enumKey(u.state))
                              .arg(u.rallyFailures));
        const QString checks = JsonPath::key(path, "checksThisPhase"_L1);
        for (qsizetype i = 1; i < u.checksThisPhase.size(); ++i) {
            if (u.checksThisPhase.mid(0, i).contains(u.checksThisPhase.at(i))) {
                add(JsonPath::index(checks, i), tr("%1 is listed twice; a circumstance is tested once a phase (15.21)")
                                                    .arg(enumKey(u.checksThisPhase.at(i))));
                break;
            }
        }
        return idOk;
    }

    // B.1: formations that belong to one kind of unit.
    void formation(const NapUnit &u, const QString &path)
    {
        const NapFormation f = u.formation;
        bool fits = true;
        QString who;
        if (f == NapFormation::Limbered || f == NapFormation::Unlimbered) {
            fits = u.type == NapUnitType::Artillery || u.type == NapUnitType::Train;
            who = tr("artillery and trains");
        } else if (f == NapFormation::Square) {
            fits = u.type == NapUnitType::Infantry;
            who = tr("infantry");
        } else if (f == NapFormation::Mounted) {
            fits = u.type == NapUnitType::Cavalry || u.type == NapUnitType::Headquarters;
            who = tr("cavalry and headquarters");
        }
        if (!fits)
            add(JsonPath::key(path, "formation"_L1), tr("%1 is a formation of %2 only (B.1); this unit's type is %3")
                                                         .arg(enumKey(f), who, enumKey(u.type)));
    }

    const NapUnit *unitRef(const QString &unitId, const QString &at, bool required)
    {
        if (unitId.isEmpty()) {
            if (required)
                add(at, JsonReasons::mustNotBeEmpty());
            return nullptr;
        }
        const NapUnit *u = m_units.value(unitId);
        // With an id missing, wrong or twice, references cannot be judged.
        if (!u && m_idsSound)
            add(at, tr("unknown unit %1; no unit has this id").arg(JsonPath::quoted(unitId)));
        return u;
    }

    // B.2: a check waiting for a unit still on the table.
    void pendingCheck(const NapPendingCheck &p, const QString &path)
    {
        const NapUnit *u = unitRef(p.unitId, JsonPath::key(path, "unitId"_L1), true);
        if (u && !u->inPlay())
            add(JsonPath::key(path, "unitId"_L1),
                tr("unit %1 is eliminated; no check waits for it").arg(JsonPath::quoted(p.unitId)));
        unitRef(p.causeUnitId, JsonPath::key(path, "causeUnitId"_L1), false);
        text(path, "note"_L1, p.note, false, L::maxNotesLength);
    }

    void record(const NapLogRecord &r, const QString &path)
    {
        // Judged against the battle's turn only when that is itself in range.
        if (m_battle.turn >= 1 && m_battle.turn <= L::maxTurn)
            range(path, "turn"_L1, r.turn, 1, m_battle.turn, tr("(the current turn)"));
        else
            range(path, "turn"_L1, r.turn, 1, L::maxTurn);
        text(path, "detail"_L1, r.detail, false, L::maxNotesLength);
        if (!r.armyId.isEmpty() && m_idsSound && !m_armies.contains(r.armyId))
            add(JsonPath::key(path, "armyId"_L1), tr("unknown army %1; no army has this id").arg(JsonPath::quoted(r.armyId)));
        if (!r.commandId.isEmpty() && m_idsSound && !m_commands.contains(r.commandId))
            add(JsonPath::key(path, "commandId"_L1),
                tr("unknown command %1; no command has this id").arg(JsonPath::quoted(r.commandId)));
        const QString units = JsonPath::key(path, "unitIds"_L1);
        for (qsizetype i = 0; i < r.unitIds.size(); ++i)
            unitRef(r.unitIds.at(i), JsonPath::index(units, i), true);

        const bool onUnits = r.event == NapLogEvent::Loss || r.event == NapLogEvent::Check
            || r.event == NapLogEvent::Rally || r.event == NapLogEvent::RoutedOff
            || r.event == NapLogEvent::CheckDismissed;
        if (onUnits && r.unitIds.isEmpty())
            add(units, tr("must name the unit(s) the %1 record concerns; found none").arg(enumKey(r.event)));
        if ((r.event == NapLogEvent::MfpPhase || r.event == NapLogEvent::PositionTaken) && r.armyId.isEmpty())
            add(JsonPath::key(path, "armyId"_L1), tr("must name the army of the %1 record").arg(enumKey(r.event)));
        if (r.event == NapLogEvent::CommandChanged && r.commandId.isEmpty())
            add(JsonPath::key(path, "commandId"_L1), tr("must name the command of the %1 record").arg(enumKey(r.event)));

        if (r.event == NapLogEvent::Check || r.event == NapLogEvent::Rally) {
            // B.3.4, B.4.4: one d10, 1-10 (a 0 is read as 10).
            range(path, "roll"_L1, r.roll, 1, 10, tr("(d10)"));
            const bool check = r.event == NapLogEvent::Check;
            const QList<NapResult> allowed = check
                ? QList<NapResult> {NapResult::Pass, NapResult::Disordered, NapResult::Routed}
                : QList<NapResult> {NapResult::Rallied, NapResult::RallyFailed, NapResult::Removed};
            if (!allowed.contains(r.result)) {
                QStringList keys;
                for (const NapResult a : allowed)
                    keys << enumKey(a);
                add(JsonPath::key(path, "result"_L1),
                    tr("the result of a %1 record is one of %2 (%3); found %4")
                        .arg(enumKey(r.event), keys.join(u", "), check ? u"B.3.4"_s : u"B.4.4"_s, enumKey(r.result)));
            }
        } else {
            range(path, "roll"_L1, r.roll, 0, 0, tr("(only checks and rallies roll)"));
        }
        if (r.event == NapLogEvent::Loss)
            range(path, "figures"_L1, r.figures, -L::maxFigures, L::maxFigures);
        range(path, "cannon"_L1, r.cannon, -L::maxCannon, L::maxCannon);
        range(path, "mfpHalf"_L1, r.mfpHalf, -L::maxInteger, L::maxInteger, tr("(half MFP)"));
    }

    const NapBattle &m_battle;
    Problems m_problems;
    bool m_phasesSound = true;
    bool m_idsSound = true; // every army, command and unit has a valid id of its own
    QHash<QString, QString> m_ids; // id -> the path of what holds it
    QHash<QString, const NapArmy *> m_armies;
    QHash<QString, const NapArmy *> m_commands; // command id -> its army
    QHash<QString, const NapUnit *> m_units;
};
} // namespace

Problems NapValidator::validate(const NapBattle &battle) { return Checker(battle).run(); }

QString NapValidator::idProblem(const QString &id)
{
    if (id.isEmpty())
        return JsonReasons::mustNotBeEmpty();
    if (const qsizetype length = JsonPath::textLength(id); length > L::maxNameLength)
        return JsonReasons::tooLong(length, L::maxNameLength);
    if (std::any_of(id.cbegin(), id.cend(), isSeparator))
        return tr("an id holds no space and none of : , = (play steps are split on them); found %1")
            .arg(JsonPath::quoted(id));
    return {};
}

} // namespace md::nap
