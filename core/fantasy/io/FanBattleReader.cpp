#include "fantasy/io/FanBattleReader.h"

#include "fantasy/rules/FanOptions.h"
#include "fantasy/io/FanFileLimits.h"
#include "fantasy/io/FanProfileReader.h"
#include "fantasy/io/FanValidator.h"
#include "kernel/FileEnvelope.h"
#include "kernel/JsonPath.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
using L = FanFileLimits;

// The enums' nouns in problems, translated where FanFieldReader words the problem.
constexpr const char *classNoun = QT_TRANSLATE_NOOP("md::fantasy::FanFieldReader", "morale class");
constexpr const char *kindNoun = QT_TRANSLATE_NOOP("md::fantasy::FanFieldReader", "unit kind");
constexpr const char *stateNoun = QT_TRANSLATE_NOOP("md::fantasy::FanFieldReader", "unit state");
constexpr const char *resultNoun = QT_TRANSLATE_NOOP("md::fantasy::FanFieldReader", "result");
constexpr const char *triggerNoun = QT_TRANSLATE_NOOP("md::fantasy::FanFieldReader", "trigger");
constexpr const char *eventNoun = QT_TRANSLATE_NOOP("md::fantasy::FanFieldReader", "event");

// The keys each object may hold (docs/fantasy-file-format.md). Anything else is reported, so a typo never drops
// data silently.
constexpr QLatin1StringView topKeys[] = {"format"_L1, "application"_L1, "ruleSystem"_L1, "name"_L1,  "notes"_L1,
                                         "rules"_L1,  "clock"_L1,       "profiles"_L1,   "sides"_L1, "log"_L1};
constexpr QLatin1StringView momentKeys[] = {"turn"_L1, "phase"_L1, "half"_L1};
constexpr QLatin1StringView sideKeys[] = {"name"_L1, "units"_L1};
constexpr QLatin1StringView unitKeys[] = {"id"_L1,           "name"_L1,         "race"_L1,          "class"_L1,
                                          "kind"_L1,         "startFigures"_L1, "currentFigures"_L1, "state"_L1,
                                          "routedAt"_L1,     "pending"_L1,      "moved"_L1,         "controllerId"_L1,
                                          "withUnitId"_L1,   "wounded"_L1,      "exemptThroughTurn"_L1,
                                          "rallyFailures"_L1, "notes"_L1};
constexpr QLatin1StringView pendingKeys[] = {"result"_L1, "trigger"_L1, "due"_L1};
constexpr QLatin1StringView recordKeys[] = {"at"_L1,   "event"_L1,     "unitId"_L1,  "trigger"_L1, "listedTrigger"_L1,
                                            "profileRevision"_L1, "lossStep"_L1, "bmv"_L1, "modifiers"_L1, "mmv"_L1,
                                            "die"_L1,  "typed"_L1,     "result"_L1,  "deferred"_L1, "figures"_L1,
                                            "detail"_L1};
constexpr QLatin1StringView loggedModifierKeys[] = {"id"_L1, "label"_L1, "value"_L1, "count"_L1};
} // namespace

FanLoadResult FanBattleReader::read(const QJsonObject &root, const QByteArray &json)
{
    FanBattleReader reader;
    return reader.run(root, json);
}

FanLoadResult FanBattleReader::run(const QJsonObject &root, const QByteArray &json)
{
    // The envelope refused a newer format; anything else wrong with it is listed first, and reading goes on.
    if (const std::optional<Problem> format = FileEnvelope::formatProblem(root, currentFormat))
        fail(format->path, format->reason);
    strictJson(json);
    FanBattle battle;
    readTop(root, battle);
    numbersNotWrittenAsIntegers();
    coverConsequences(battle);
    // With the list already full, the rules across fields could add nothing to it.
    const bool crossFieldChecked = m_unlisted == 0;
    if (crossFieldChecked)
        addValidatorProblems(FanValidator::validate(battle));
    closeList(crossFieldChecked);
    FanLoadResult result;
    if (m_problems.isEmpty())
        result.battle = std::move(battle);
    result.problems = m_problems;
    return result;
}

void FanBattleReader::readTop(const QJsonObject &root, FanBattle &battle)
{
    const QString path = u"$"_s;
    checkKeys(root, path, topKeys);
    string(root, path, "application"_L1); // informative only
    // The envelope chose this reader by it; a caller that did not go through the envelope is held to it too.
    if (auto v = string(root, path, "ruleSystem"_L1, Need::Required); v && *v != QLatin1StringView(FanBattle::systemId))
        fail(u"$.ruleSystem"_s,
             tr("expected %1, found %2").arg(QLatin1StringView(FanBattle::systemId), JsonPath::quoted(*v)));
    if (auto v = string(root, path, "name"_L1, Need::Required))
        battle.name = *v;
    if (auto v = string(root, path, "notes"_L1))
        battle.notes = *v;
    if (auto rules = object(root, path, "rules"_L1))
        readRules(*rules, u"$.rules"_s, battle.rules);
    const qsizetype before = m_problems.size() + m_unlisted;
    if (auto clock = moment(root, path, "clock"_L1))
        battle.now = *clock;
    m_clockUnknown = m_problems.size() + m_unlisted != before;

    if (auto list = array(root, path, "profiles"_L1)) {
        if (withinLimit(path, "profiles"_L1, tr("profile sheets"), list->size(), L::maxProfiles, Scope::Field))
            readProfiles(*list, u"$.profiles"_s, battle);
        else
            m_racesUnknown = true;
    } else if (root.contains("profiles"_L1)) {
        m_racesUnknown = true;
    }

    // Without both sides, no reference into them can be judged: a fault here hides every rule across fields.
    if (auto sides = array(root, path, "sides"_L1, Need::Required, Scope::Parent)) {
        if (sides->size() != FanBattle::sideCount) {
            fail(u"$.sides"_s, tr("expected exactly %1 sides, one for each army; found %2")
                                   .arg(FanBattle::sideCount).arg(sides->size()),
                 Scope::Parent, path);
        } else {
            for (int s = 0; s < FanBattle::sideCount; ++s)
                battle.sides[static_cast<size_t>(s)] = readSide(sides->at(s), indexPath(u"$.sides"_s, s));
        }
    }
    if (auto list = objectList<FanLogRecord>(root, path, "log"_L1, tr("log records"), L::maxLogRecords,
                                             [this](const QJsonValue &v, const QString &p) { return readRecord(v, p); }))
        battle.log = *list;
}

// The switches of FanOptions by their keys; the readings without a switch are no keys of the file.
void FanBattleReader::readRules(const QJsonObject &o, const QString &path, FanRules &rules)
{
    const QList<RuleOption> options = FanOptions::all();
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QString at = JsonPath::key(path, it.key());
        const auto option = std::find_if(options.cbegin(), options.cend(),
                                         [&it](const RuleOption &r) { return r.key == it.key(); });
        if (option == options.cend())
            fail(at, tr("unknown key"));
        else if (!option->switchable)
            fail(at, tr("this reading (%1) always applies and has no switch").arg(option->rule));
        else if (!it.value().isBool())
            fail(at, tr("expected true or false, found %1").arg(JsonReasons::typeName(it.value())));
        else
            FanOptions::set(rules, it.key(), it.value().toBool());
    }
}

void FanBattleReader::readProfiles(const QJsonArray &list, const QString &path, FanBattle &battle)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        const QString at = indexPath(path, i);
        const std::optional<QJsonObject> o = element(list.at(i), at);
        if (!o) {
            battle.profiles.append(FanProfile());
            m_racesUnknown = true;
            continue;
        }
        const qsizetype before = m_problems.size() + m_unlisted;
        if (o->contains("raceProfileFormat"_L1))
            fail(keyPath(at, "raceProfileFormat"_L1), tr("a sheet in a battle file has no format of its own"));
        const FanProfileReadResult read = FanProfileReader::fromObject(*o, at);
        for (const Problem &p : read.problems)
            fail(p.path, p.reason);
        if (read.profile && m_problems.size() + m_unlisted == before) {
            battle.profiles.append(*read.profile);
            continue;
        }
        // The sheet is not loaded; its race, when it reads, still tells which units test with it.
        FanProfile stand;
        if (const QJsonValue race = o->value("race"_L1); race.isString())
            stand.race = race.toString();
        else
            m_racesUnknown = true;
        battle.profiles.append(stand);
        cover(at);
    }
}

FanSide FanBattleReader::readSide(const QJsonValue &value, const QString &path)
{
    FanSide side;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o) {
        m_unitsUnknown = true;
        return side;
    }
    checkKeys(*o, path, sideKeys);
    if (auto v = string(*o, path, "name"_L1))
        side.name = *v;
    if (auto list = array(*o, path, "units"_L1)) {
        const QString listPath = keyPath(path, "units"_L1);
        if (list->size() > L::maxUnitsPerSide) {
            // The units are not read, so nothing that names one can be judged.
            fail(listPath, JsonReasons::tooMany(tr("units"), list->size(), L::maxUnitsPerSide), Scope::Parent,
                 u"$"_s);
            return side;
        }
        side.units.reserve(list->size());
        for (qsizetype i = 0; i < list->size(); ++i)
            side.units.append(readUnit(list->at(i), indexPath(listPath, i)));
    } else if (o->contains("units"_L1)) {
        m_unitsUnknown = true;
    }
    return side;
}

FanUnit FanBattleReader::readUnit(const QJsonValue &value, const QString &path)
{
    FanUnit u;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return u;
    checkKeys(*o, path, unitKeys);
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        u.id = *v;
    if (auto v = string(*o, path, "name"_L1, Need::Required))
        u.name = *v;
    if (auto v = string(*o, path, "race"_L1, Need::Required))
        u.race = *v;
    if (auto v = enumeration<FanClass>(*o, path, "class"_L1, classNoun))
        u.moraleClass = *v;
    // The controller, the character's unit and being wounded are judged against the kind.
    if (auto v = enumeration<FanUnitKind>(*o, path, "kind"_L1, kindNoun, Need::Optional, Scope::Parent))
        u.kind = *v;
    else if (o->contains("kind"_L1))
        m_kindsUnknown = true;
    // The current figures are judged against the start, the state against the figures left.
    if (auto v = integer(*o, path, "startFigures"_L1, 1, L::maxFigures, Need::Required, Scope::Parent))
        u.startFigures = *v;
    u.currentFigures = u.startFigures; // a unit recorded before the battle has lost nothing
    if (auto v = integer(*o, path, "currentFigures"_L1, 0, L::maxFigures, Need::Optional, Scope::Parent))
        u.currentFigures = *v;
    if (auto v = enumeration<FanUnitState>(*o, path, "state"_L1, stateNoun, Need::Optional, Scope::Parent))
        u.state = *v;
    u.routedAt = moment(*o, path, "routedAt"_L1);
    if (auto pending = object(*o, path, "pending"_L1))
        u.pending = readPending(*pending, keyPath(path, "pending"_L1));
    if (auto v = boolean(*o, path, "moved"_L1))
        u.movedThisTurn = *v;
    if (auto v = string(*o, path, "controllerId"_L1))
        u.controllerId = *v;
    if (auto v = string(*o, path, "withUnitId"_L1))
        u.withUnitId = *v;
    if (auto v = boolean(*o, path, "wounded"_L1))
        u.wounded = *v;
    if (auto v = integer(*o, path, "exemptThroughTurn"_L1, 0, L::maxTurn))
        u.exemptThroughTurn = *v;
    if (auto v = integer(*o, path, "rallyFailures"_L1, 0, L::maxTurn))
        u.rallyFailures = *v;
    if (auto v = string(*o, path, "notes"_L1))
        u.notes = *v;
    return u;
}

FanPending FanBattleReader::readPending(const QJsonObject &o, const QString &path)
{
    FanPending p;
    checkKeys(o, path, pendingKeys);
    if (auto v = enumeration<FanResult>(o, path, "result"_L1, resultNoun, Need::Required))
        p.result = *v;
    if (auto v = enumeration<FanTrigger>(o, path, "trigger"_L1, triggerNoun))
        p.trigger = *v;
    if (auto due = moment(o, path, "due"_L1, Need::Required))
        p.due = *due;
    return p;
}

FanLogRecord FanBattleReader::readRecord(const QJsonValue &value, const QString &path)
{
    FanLogRecord r;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return r;
    checkKeys(*o, path, recordKeys);
    if (auto at = moment(*o, path, "at"_L1, Need::Required))
        r.at = *at;
    // The event decides what the rest of the record may hold.
    if (auto v = enumeration<FanEvent>(*o, path, "event"_L1, eventNoun, Need::Required, Scope::Parent))
        r.event = *v;
    if (auto v = string(*o, path, "unitId"_L1))
        r.unitId = *v;
    if (auto v = enumeration<FanTrigger>(*o, path, "trigger"_L1, triggerNoun))
        r.trigger = *v;
    if (auto v = string(*o, path, "listedTrigger"_L1))
        r.listedTrigger = *v;
    if (auto v = integer(*o, path, "profileRevision"_L1, 0, FanProfileCheck::maxRevision))
        r.profileRevision = *v;
    if (auto v = integer(*o, path, "lossStep"_L1, 0, (FanProfile::lossSteps - 1) * 10))
        r.lossStep = *v;
    if (auto v = integer(*o, path, "bmv"_L1, -L::maxInteger, L::maxInteger))
        r.bmv = *v;
    if (auto list = objectList<FanLoggedModifier>(
            *o, path, "modifiers"_L1, tr("modifiers"), L::maxLoggedModifiers,
            [this](const QJsonValue &v, const QString &p) { return readLoggedModifier(v, p); }))
        r.modifiers = *list;
    if (auto v = integer(*o, path, "mmv"_L1, -L::maxInteger, L::maxInteger))
        r.mmv = *v;
    if (auto v = integer(*o, path, "die"_L1, 1, L::d6))
        r.die = *v;
    if (auto v = boolean(*o, path, "typed"_L1))
        r.typed = *v;
    if (auto v = enumeration<FanResult>(*o, path, "result"_L1, resultNoun))
        r.result = *v;
    if (auto v = boolean(*o, path, "deferred"_L1))
        r.deferred = *v;
    if (auto v = integer(*o, path, "figures"_L1, -L::maxInteger, L::maxInteger))
        r.figures = *v;
    if (auto v = string(*o, path, "detail"_L1))
        r.detail = *v;
    return r;
}

FanLoggedModifier FanBattleReader::readLoggedModifier(const QJsonValue &value, const QString &path)
{
    FanLoggedModifier m;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return m;
    checkKeys(*o, path, loggedModifierKeys);
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        m.id = *v;
    if (auto v = string(*o, path, "label"_L1, Need::Required))
        m.label = *v;
    if (auto v = integer(*o, path, "value"_L1, -L::maxInteger, L::maxInteger, Need::Required))
        m.value = *v;
    if (auto v = integer(*o, path, "count"_L1, 1, L::maxInteger))
        m.count = *v;
    return m;
}

std::optional<FanMoment> FanBattleReader::moment(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                                 Need need)
{
    const QJsonValue v = member(o, path, key, need, Scope::Field);
    if (v.isUndefined())
        return std::nullopt;
    const QString at = keyPath(path, key);
    if (!v.isObject()) {
        fail(at, tr("expected an object {turn, phase, half}, found %1").arg(JsonReasons::typeName(v)));
        return std::nullopt;
    }
    // Each part is judged with the others (the second half is phase 11's only), so a fault in one covers all.
    const QJsonObject m = v.toObject();
    checkKeys(m, at, momentKeys);
    FanMoment t;
    if (auto n = integer(m, at, "turn"_L1, 1, L::maxTurn, Need::Required, Scope::Parent))
        t.turn = *n;
    if (auto n = integer(m, at, "phase"_L1, 1, FanMoment::phases, Need::Required, Scope::Parent))
        t.phase = *n;
    if (auto n = integer(m, at, "half"_L1, 1, 2, Need::Optional, Scope::Parent))
        t.half = *n;
    return t;
}

void FanBattleReader::coverConsequences(const FanBattle &battle)
{
    if (!m_racesUnknown && !m_kindsUnknown && !m_unitsUnknown && !m_clockUnknown)
        return;
    for (const FanUnitRef &ref : battle.all()) {
        const QString unit = indexPath(keyPath(indexPath(u"$.sides"_s, ref.side), "units"_L1), ref.index);
        if (m_racesUnknown)
            cover(keyPath(unit, "race"_L1));
        if (m_kindsUnknown || m_unitsUnknown) {
            cover(keyPath(unit, "controllerId"_L1));
            cover(keyPath(unit, "withUnitId"_L1));
        }
        if (m_clockUnknown)
            cover(keyPath(unit, "routedAt"_L1));
    }
    for (qsizetype i = 0; i < battle.log.size() && (m_clockUnknown || m_unitsUnknown); ++i) {
        const QString record = indexPath(u"$.log"_s, i);
        if (m_clockUnknown)
            cover(keyPath(record, "at"_L1));
        if (m_unitsUnknown)
            cover(keyPath(record, "unitId"_L1));
    }
}

} // namespace md::fantasy
