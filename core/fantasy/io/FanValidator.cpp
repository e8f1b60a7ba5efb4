#include "fantasy/io/FanValidator.h"

#include "fantasy/io/FanFileLimits.h"
#include "fantasy/rules/FanEngine.h"
#include "fantasy/rules/FanProfileCheck.h"
#include "kernel/EnumText.h"
#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"

#include <QHash>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
using L = FanFileLimits;

// The characters a play step splits on, and the quote that would end a quoted id.
bool isSeparator(QChar c)
{
    return c.isSpace() || c == u'=' || c == u',' || c == u';' || c == u':' || c == u'"';
}

class Checker
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanValidator)

public:
    explicit Checker(const FanBattle &battle) : m_battle(battle) { }

    Problems run()
    {
        const QString root = u"$"_s;
        text(root, "name"_L1, m_battle.name, true, L::maxNameLength);
        text(root, "notes"_L1, m_battle.notes, false, L::maxNotesLength);
        m_clockSound = moment(m_battle.now, JsonPath::key(root, "clock"_L1), false);
        profiles(JsonPath::key(root, "profiles"_L1));

        const QString sides = JsonPath::key(root, "sides"_L1);
        for (int s = 0; s < FanBattle::sideCount; ++s) {
            const FanSide &side = m_battle.sides[static_cast<size_t>(s)];
            const QString at = JsonPath::index(sides, s);
            text(at, "name"_L1, side.name, false, L::maxNameLength);
            const QString units = JsonPath::key(at, "units"_L1);
            if (side.units.size() > L::maxUnitsPerSide)
                add(units, JsonReasons::tooMany(tr("units"), side.units.size(), L::maxUnitsPerSide));
            for (qsizetype i = 0; i < side.units.size(); ++i)
                unit(side.units.at(i), JsonPath::index(units, i));
        }
        // A reference is judged once every id is sound, so that it is never ambiguous.
        if (m_idsSound) {
            for (const FanUnitRef &ref : m_battle.all())
                references(ref, JsonPath::index(JsonPath::key(JsonPath::index(sides, ref.side), "units"_L1), ref.index));
        }

        const QString log = JsonPath::key(root, "log"_L1);
        if (m_battle.log.size() > L::maxLogRecords)
            add(log, JsonReasons::tooMany(tr("log records"), m_battle.log.size(), L::maxLogRecords));
        for (qsizetype k = 0; k < m_battle.log.size(); ++k)
            record(m_battle.log.at(k), JsonPath::index(log, k));
        return m_problems;
    }

private:
    void add(const QString &path, const QString &reason) { m_problems.append({path, reason}); }

    bool range(const QString &parent, QLatin1StringView key, qint64 value, qint64 min, qint64 max,
               const QString &context = {})
    {
        if (value >= min && value <= max)
            return true;
        add(JsonPath::key(parent, key), JsonReasons::wholeNumber(min, max, value, context));
        return false;
    }

    bool text(const QString &parent, QLatin1StringView key, const QString &value, bool required, int max)
    {
        if (required && value.isEmpty()) {
            add(JsonPath::key(parent, key), JsonReasons::mustNotBeEmpty());
            return false;
        }
        if (const qsizetype length = JsonPath::textLength(value); length > max) {
            add(JsonPath::key(parent, key), JsonReasons::tooLong(length, max));
            return false;
        }
        return true;
    }

    // A moment of the 11-phase turn (C.4.2); `notAfterClock`: something that has happened.
    bool moment(const FanMoment &m, const QString &path, bool notAfterClock)
    {
        bool sound = range(path, "turn"_L1, m.turn, 1, L::maxTurn);
        sound = range(path, "phase"_L1, m.phase, 1, FanMoment::phases, tr("(the phases of a game turn)")) && sound;
        if (!range(path, "half"_L1, m.half, 1, 2)) {
            sound = false;
        } else if (sound && m.half == 2 && m.phase != FanMoment::phases) {
            add(JsonPath::key(path, "half"_L1),
                tr("only phase %1 has a second half (C.4.2); this is phase %2").arg(FanMoment::phases).arg(m.phase));
            sound = false;
        }
        if (sound && notAfterClock && m_clockSound && m_battle.now < m) {
            add(path, tr("%1 is after the battle's clock, %2")
                          .arg(FanEngine::momentText(m), FanEngine::momentText(m_battle.now)));
            return false;
        }
        return sound;
    }

    void profiles(const QString &path)
    {
        if (m_battle.profiles.size() > L::maxProfiles)
            add(path, JsonReasons::tooMany(tr("profile sheets"), m_battle.profiles.size(), L::maxProfiles));
        QHash<QString, QString> races;
        for (qsizetype i = 0; i < m_battle.profiles.size(); ++i) {
            const FanProfile &p = m_battle.profiles.at(i);
            const QString at = JsonPath::index(path, i);
            const Problems own = FanProfileCheck::problems(p);
            for (const Problem &problem : own)
                add(at + problem.path.mid(1), problem.reason);
            if (!own.isEmpty() || p.race.isEmpty())
                continue;
            // A unit names its sheet by the race, so a race has one sheet in a battle.
            if (const auto first = races.constFind(p.race); first != races.cend())
                add(JsonPath::key(at, "race"_L1),
                    tr("a sheet for race %1 is already at %2").arg(JsonPath::quoted(p.race), *first));
            else
                races.insert(p.race, at);
        }
    }

    void unit(const FanUnit &u, const QString &path)
    {
        const QString idPath = JsonPath::key(path, "id"_L1);
        if (const QString why = FanValidator::idProblem(u.id); !why.isEmpty()) {
            add(idPath, why);
            m_idsSound = false;
        } else if (const auto seen = m_ids.constFind(u.id); seen != m_ids.cend()) {
            add(idPath, tr("duplicate id %1; already used at %2").arg(JsonPath::quoted(u.id), *seen));
            m_idsSound = false;
        } else {
            m_ids.insert(u.id, path);
        }
        text(path, "name"_L1, u.name, true, L::maxNameLength);
        if (text(path, "race"_L1, u.race, true, FanProfileCheck::maxNameLength) && !m_battle.profile(u.race))
            add(JsonPath::key(path, "race"_L1),
                tr("no sheet in $.profiles is for race %1 (C.1)").arg(JsonPath::quoted(u.race)));

        // C-11: losses are always against the recorded start; C-12: a unit with none left is destroyed.
        if (range(path, "startFigures"_L1, u.startFigures, 1, L::maxFigures)
            && range(path, "currentFigures"_L1, u.currentFigures, 0, u.startFigures, tr("(the unit's startFigures)"))
            && u.currentFigures == 0 && u.state != FanUnitState::Destroyed)
            add(JsonPath::key(path, "state"_L1),
                tr("a unit with no figures left is destroyed (C-12); found %1").arg(enumKey(u.state)));

        const QString routedAt = JsonPath::key(path, "routedAt"_L1);
        if (u.routedAt)
            moment(*u.routedAt, routedAt, true);
        else if (u.state == FanUnitState::Routing)
            add(routedAt, tr("required for a routing unit: when it routed decides its first rally (C.4.2)"));
        if (u.pending) {
            const QString due = JsonPath::key(JsonPath::key(path, "pending"_L1), "due"_L1);
            // A result waits for a moment still to come (it is carried out as the clock reaches it), and only
            // for a unit still in play.
            if (moment(u.pending->due, due, false) && !(m_battle.now < u.pending->due))
                add(due, tr("a waiting result falls due after the battle's clock (%1); found %2")
                             .arg(FanEngine::momentText(m_battle.now), FanEngine::momentText(u.pending->due)));
            if (u.gone())
                add(JsonPath::key(path, "pending"_L1), tr("a destroyed unit has no result waiting"));
        }

        if (!u.controllerId.isEmpty() && u.kind != FanUnitKind::Skeletons)
            add(JsonPath::key(path, "controllerId"_L1),
                tr("only skeletons have a controller (C-14); this unit's kind is %1").arg(enumKey(u.kind)));
        if (!u.withUnitId.isEmpty() && u.kind != FanUnitKind::Character)
            add(JsonPath::key(path, "withUnitId"_L1),
                tr("only a character is with a unit (C.4.1); this unit's kind is %1").arg(enumKey(u.kind)));
        if (u.wounded && u.kind != FanUnitKind::Character)
            add(JsonPath::key(path, "wounded"_L1),
                tr("only a character is wounded (C-14); this unit's kind is %1").arg(enumKey(u.kind)));
        range(path, "exemptThroughTurn"_L1, u.exemptThroughTurn, 0, L::maxTurn, tr("(0: no spell)"));
        range(path, "rallyFailures"_L1, u.rallyFailures, 0, L::maxTurn);
        text(path, "notes"_L1, u.notes, false, L::maxNotesLength);
    }

    // What `id` names, for a message about a unit of side `side`; empty when it is a unit of that side.
    QString elsewhere(const QString &id, int side, FanUnitRef *found) const
    {
        *found = m_battle.find(id);
        if (!found->valid())
            return tr("no unit of the battle has the id %1").arg(JsonPath::quoted(id));
        if (found->side != side)
            return tr("%1 is a unit of the other side").arg(JsonPath::quoted(id));
        return {};
    }

    void references(const FanUnitRef &ref, const QString &path)
    {
        const FanUnit &u = m_battle.at(ref);
        FanUnitRef found;
        // C-14: skeletons go when their controller, a character of their side, is wounded or killed.
        if (u.kind == FanUnitKind::Skeletons && !u.controllerId.isEmpty()) {
            QString why = elsewhere(u.controllerId, ref.side, &found);
            if (why.isEmpty() && m_battle.at(found).kind != FanUnitKind::Character)
                why = tr("%1 is of kind %2").arg(JsonPath::quoted(u.controllerId), enumKey(m_battle.at(found).kind));
            if (!why.isEmpty())
                add(JsonPath::key(path, "controllerId"_L1),
                    tr("%1; a controller is a character of the same side (C-14)").arg(why));
        }
        // C.4.1: a character routs and retires with the unit he is with.
        if (u.kind == FanUnitKind::Character && !u.withUnitId.isEmpty()) {
            QString why = elsewhere(u.withUnitId, ref.side, &found);
            if (why.isEmpty() && m_battle.at(found).kind == FanUnitKind::Character)
                why = tr("%1 is a character").arg(JsonPath::quoted(u.withUnitId));
            if (!why.isEmpty())
                add(JsonPath::key(path, "withUnitId"_L1),
                    tr("%1; a character is with a unit of his side that is no character (C.4.1)").arg(why));
        }
    }

    void record(const FanLogRecord &r, const QString &path)
    {
        moment(r.at, JsonPath::key(path, "at"_L1), true);
        const QString unitId = JsonPath::key(path, "unitId"_L1);
        if (r.unitId.isEmpty()) {
            if (r.event != FanEvent::Clock)
                add(unitId, tr("required for a %1 record: the unit it happened to").arg(enumKey(r.event)));
        } else if (m_idsSound && !m_battle.find(r.unitId).valid()) {
            add(unitId, tr("no unit of the battle has the id %1").arg(JsonPath::quoted(r.unitId)));
        }
        if (r.die) {
            if (r.event == FanEvent::Test)
                range(path, "die"_L1, *r.die, 1, L::d4, tr("(the D4 of a Morale Test, C.3)"));
            else if (r.event == FanEvent::Obstacle)
                range(path, "die"_L1, *r.die, 1, L::d6, tr("(the D6 of a rout obstacle, C.4.1)"));
            else
                add(JsonPath::key(path, "die"_L1),
                    tr("only a Morale Test or a rout obstacle rolls a die; this is a %1 record").arg(enumKey(r.event)));
        }
        text(path, "listedTrigger"_L1, r.listedTrigger, false, L::maxLoggedLabelLength);
        range(path, "profileRevision"_L1, r.profileRevision, 0, FanProfileCheck::maxRevision);
        const int lastStep = (FanProfile::lossSteps - 1) * 10;
        if (r.lossStep < 0 || r.lossStep > lastStep || r.lossStep % 10 != 0)
            add(JsonPath::key(path, "lossStep"_L1),
                tr("must be a loss step of 0, 10, … %1 (per cent, C.3 step 1); found %2").arg(lastStep).arg(r.lossStep));
        range(path, "bmv"_L1, r.bmv, -L::maxInteger, L::maxInteger);
        range(path, "mmv"_L1, r.mmv, -L::maxInteger, L::maxInteger);
        range(path, "figures"_L1, r.figures, -L::maxInteger, L::maxInteger);
        const QString modifiers = JsonPath::key(path, "modifiers"_L1);
        if (r.modifiers.size() > L::maxLoggedModifiers)
            add(modifiers, JsonReasons::tooMany(tr("modifiers"), r.modifiers.size(), L::maxLoggedModifiers));
        for (qsizetype i = 0; i < r.modifiers.size(); ++i) {
            const FanLoggedModifier &m = r.modifiers.at(i);
            const QString at = JsonPath::index(modifiers, i);
            text(at, "id"_L1, m.id, true, L::maxIdLength);
            text(at, "label"_L1, m.label, false, L::maxLoggedLabelLength);
            range(at, "value"_L1, m.value, -L::maxInteger, L::maxInteger);
            range(at, "count"_L1, m.count, 1, L::maxInteger);
        }
        text(path, "detail"_L1, r.detail, false, L::maxNotesLength);
    }

    const FanBattle &m_battle;
    Problems m_problems;
    QHash<QString, QString> m_ids; // unit id → its path
    bool m_idsSound = true;
    bool m_clockSound = true;
};

} // namespace

Problems FanValidator::validate(const FanBattle &battle) { return Checker(battle).run(); }

QString FanValidator::idProblem(const QString &id)
{
    if (id.isEmpty())
        return JsonReasons::mustNotBeEmpty();
    if (const qsizetype length = JsonPath::textLength(id); length > FanFileLimits::maxIdLength)
        return JsonReasons::tooLong(length, FanFileLimits::maxIdLength);
    if (std::any_of(id.cbegin(), id.cend(), isSeparator))
        return tr("an id holds no white space and none of = , ; : \" (play steps are split on them); found %1")
            .arg(JsonPath::quoted(id));
    return {};
}

} // namespace md::fantasy
