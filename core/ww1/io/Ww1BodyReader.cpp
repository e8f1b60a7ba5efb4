#include "ww1/io/Ww1BodyReader.h"

#include "kernel/FileEnvelope.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/io/Ww1RuleKeys.h"
#include "ww1/io/Ww1Validator.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
using L = Ww1FileLimits;

// The keys each object may hold (docs/ww1-file-format.md). Anything else is reported, so a typo never drops
// data silently.
constexpr QLatin1StringView topKeys[] = {"format"_L1, "application"_L1, "ruleSystem"_L1, "name"_L1,  "notes"_L1,
                                         "turn"_L1,   "rules"_L1,       "settings"_L1,   "groups"_L1, "log"_L1};
constexpr QLatin1StringView settingsKeys[] = {"smallArmsProximitySquares"_L1, "tacticalMoveSquares"_L1,
                                              "casualtySightSquares"_L1, "severities"_L1, "officerRanks"_L1};
constexpr QLatin1StringView severityKeys[] = {"name"_L1, "countsForMorale"_L1};
constexpr QLatin1StringView groupKeys[] = {"id"_L1,           "name"_L1,       "side"_L1,
                                           "kind"_L1,         "role"_L1,       "startMembers"_L1,
                                           "casualties"_L1,   "conditionsTested"_L1, "status"_L1,
                                           "stands"_L1};
constexpr QLatin1StringView standKeys[] = {"id"_L1,     "name"_L1,           "rank"_L1,
                                           "officerRank"_L1, "square"_L1,    "testedUnderFire"_L1,
                                           "testedHandToHand"_L1, "testedEnterPosition"_L1, "result"_L1};

// A log record's keys depend on its event (Ww1Writer writes exactly these).
constexpr QLatin1StringView allRecordKeys[] = {"turn"_L1,       "event"_L1,   "group"_L1,    "stand"_L1,
                                               "square"_L1,     "count"_L1,   "conditions"_L1, "trigger"_L1,
                                               "roll"_L1,       "modifier"_L1, "passed"_L1,  "result"_L1,
                                               "detail"_L1,     "typed"_L1};
constexpr QLatin1StringView casualtiesKeys[] = {"turn"_L1, "event"_L1, "group"_L1, "count"_L1, "detail"_L1};
constexpr QLatin1StringView groupTestKeys[] = {"turn"_L1, "event"_L1,    "group"_L1,  "conditions"_L1,
                                               "roll"_L1, "modifier"_L1, "passed"_L1, "detail"_L1,
                                               "typed"_L1};
constexpr QLatin1StringView individualTestKeys[] = {"turn"_L1, "event"_L1,    "group"_L1,  "stand"_L1, "square"_L1,
                                                    "trigger"_L1, "roll"_L1, "modifier"_L1, "result"_L1,
                                                    "detail"_L1, "typed"_L1};
constexpr QLatin1StringView groupOnlyKeys[] = {"turn"_L1, "event"_L1, "group"_L1, "detail"_L1};
constexpr QLatin1StringView standOnlyKeys[] = {"turn"_L1, "event"_L1, "group"_L1, "stand"_L1, "detail"_L1};
constexpr QLatin1StringView turnKeys[] = {"turn"_L1, "event"_L1, "detail"_L1};

Ww1FieldReader::Keys recordKeys(Ww1LogEvent event)
{
    switch (event) {
    case Ww1LogEvent::Casualties:
        return casualtiesKeys;
    case Ww1LogEvent::GroupTest:
        return groupTestKeys;
    case Ww1LogEvent::IndividualTest:
        return individualTestKeys;
    case Ww1LogEvent::WithdrawalCleared:
        return groupOnlyKeys;
    case Ww1LogEvent::ResultCleared:
        return standOnlyKeys;
    case Ww1LogEvent::TurnEnded:
        break;
    }
    return turnKeys;
}
} // namespace

Ww1LoadResult Ww1BodyReader::read(const QJsonObject &top, const QByteArray &json)
{
    // The envelope refused a newer format; anything else wrong with it is listed first, and reading goes on.
    if (const std::optional<Problem> format = FileEnvelope::formatProblem(top, L::version))
        fail(format->path, format->reason);
    strictJson(json);
    Ww1Force force;
    readTop(top, force);
    numbersNotWrittenAsIntegers();
    // With the list already full, the rules across fields could add nothing to it.
    const bool crossFieldChecked = m_unlisted == 0;
    if (crossFieldChecked)
        addValidatorProblems(Ww1Validator::validate(force));
    closeList(crossFieldChecked);
    Ww1LoadResult result;
    if (m_problems.isEmpty())
        result.force = std::move(force);
    result.problems = m_problems;
    return result;
}

void Ww1BodyReader::readTop(const QJsonObject &root, Ww1Force &force)
{
    const QString path = u"$"_s;
    checkKeys(root, path, topKeys);
    string(root, path, "application"_L1); // informative only
    string(root, path, "ruleSystem"_L1);  // the envelope chose this reader by it
    if (auto v = string(root, path, "name"_L1, Need::Required))
        force.name = *v;
    if (auto v = string(root, path, "notes"_L1))
        force.notes = *v;
    // Every turn number in the log is bounded by this one.
    if (auto v = integer(root, path, "turn"_L1, 1, L::maxTurn, Need::Optional, Scope::Parent))
        force.turn = *v;
    if (auto rules = object(root, path, "rules"_L1))
        readRules(*rules, u"$.rules"_s, force.rules);
    if (auto settings = object(root, path, "settings"_L1))
        readSettings(*settings, u"$.settings"_s, force.settings);

    // Without the groups, no reference into them can be judged.
    if (auto groups = array(root, path, "groups"_L1, Need::Required, Scope::Parent)) {
        qsizetype stands = 0;
        for (const QJsonValue g : std::as_const(*groups)) {
            if (const QJsonValue s = g.toObject().value("stands"_L1); s.isArray())
                stands += s.toArray().size();
        }
        if (withinLimit(path, "groups"_L1, tr("groups"), groups->size(), L::maxGroups, Scope::Parent)
            && withinLimit(path, "groups"_L1, tr("stands in all groups"), stands, L::maxStandsTotal, Scope::Parent)) {
            force.groups.reserve(groups->size());
            for (qsizetype i = 0; i < groups->size(); ++i)
                force.groups.append(readGroup(groups->at(i), indexPath(u"$.groups"_s, i)));
        }
    }
    if (auto log = array(root, path, "log"_L1);
        log && withinLimit(path, "log"_L1, tr("log records"), log->size(), L::maxLogRecords, Scope::Field)) {
        force.log.reserve(log->size());
        for (qsizetype k = 0; k < log->size(); ++k)
            force.log.append(readRecord(log->at(k), indexPath(u"$.log"_s, k)));
    }
}

void Ww1BodyReader::readRules(const QJsonObject &o, const QString &path, Ww1Rules &rules)
{
    QLatin1StringView keys[ww1RuleKeys.size()];
    for (std::size_t i = 0; i < ww1RuleKeys.size(); ++i)
        keys[i] = ww1RuleKeys[i].key;
    checkKeys(o, path, keys);
    for (const Ww1RuleKey &k : ww1RuleKeys) {
        if (auto v = boolean(o, path, k.key))
            rules.*k.member = *v;
    }
}

void Ww1BodyReader::readSettings(const QJsonObject &o, const QString &path, Ww1Settings &settings)
{
    checkKeys(o, path, settingsKeys);
    if (auto v = integer(o, path, "smallArmsProximitySquares"_L1, 1, L::maxDistanceSquares))
        settings.smallArmsProximitySquares = *v;
    if (auto v = integer(o, path, "tacticalMoveSquares"_L1, 1, L::maxDistanceSquares))
        settings.tacticalMoveSquares = *v;
    if (auto v = integer(o, path, "casualtySightSquares"_L1, 1, L::maxDistanceSquares))
        settings.casualtySightSquares = *v;

    if (auto list = array(o, path, "severities"_L1);
        list && withinLimit(path, "severities"_L1, tr("severities"), list->size(), L::maxSeverities, Scope::Field)) {
        const QString listPath = keyPath(path, "severities"_L1);
        settings.severities.clear();
        for (qsizetype i = 0; i < list->size(); ++i) {
            const QString sp = indexPath(listPath, i);
            Ww1Severity severity;
            if (const std::optional<QJsonObject> so = element(list->at(i), sp)) {
                checkKeys(*so, sp, severityKeys);
                if (auto v = string(*so, sp, "name"_L1, Need::Required))
                    severity.name = *v;
                if (auto v = boolean(*so, sp, "countsForMorale"_L1))
                    severity.countsForMorale = *v;
            }
            settings.severities.append(severity);
        }
    }
    if (auto list = array(o, path, "officerRanks"_L1); list
        && withinLimit(path, "officerRanks"_L1, tr("officer ranks"), list->size(), L::maxOfficerRanks, Scope::Field)) {
        const QString listPath = keyPath(path, "officerRanks"_L1);
        settings.officerRanks.clear();
        for (qsizetype i = 0; i < list->size(); ++i)
            settings.officerRanks.append(stringElement(list->at(i), indexPath(listPath, i)).value_or(QString()));
    }
}

Ww1Group Ww1BodyReader::readGroup(const QJsonValue &value, const QString &path)
{
    Ww1Group g;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return g;
    checkKeys(*o, path, groupKeys);
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        g.id = *v;
    if (auto v = string(*o, path, "name"_L1, Need::Required))
        g.name = *v;
    if (auto v = string(*o, path, "side"_L1))
        g.side = *v;
    if (auto v = enumeration<Ww1GroupKind>(*o, path, "kind"_L1, QT_TR_NOOP("group kind")))
        g.kind = *v;
    if (auto v = enumeration<Ww1Role>(*o, path, "role"_L1, QT_TR_NOOP("role")))
        g.role = *v;
    // The casualties and the conditions are judged against the starting size (A.2.1, A-3).
    if (auto v = integer(*o, path, "startMembers"_L1, 1, L::maxMembers, Need::Required, Scope::Parent))
        g.startMembers = *v;
    if (auto v = integer(*o, path, "casualties"_L1, 0, L::maxMembers))
        g.casualties = *v;
    if (auto list = conditions(*o, path, "conditionsTested"_L1, Need::Optional)) {
        // Kept in the order C1, C2, C3 (Ww1Group); the validator names a condition listed twice.
        g.conditionsTested = *list;
        std::sort(g.conditionsTested.begin(), g.conditionsTested.end());
    }
    if (auto v = enumeration<Ww1GroupStatus>(*o, path, "status"_L1, QT_TR_NOOP("group status")))
        g.status = *v;
    if (auto stands = array(*o, path, "stands"_L1); stands
        && withinLimit(path, "stands"_L1, tr("stands in one group"), stands->size(), L::maxStandsPerGroup,
                       Scope::Parent)) {
        const QString standsPath = keyPath(path, "stands"_L1);
        g.stands.reserve(stands->size());
        for (qsizetype j = 0; j < stands->size(); ++j)
            g.stands.append(readStand(stands->at(j), indexPath(standsPath, j)));
    }
    return g;
}

std::optional<QList<Ww1Condition>> Ww1BodyReader::conditions(const QJsonObject &o, const QString &path,
                                                             QLatin1StringView key, Need need)
{
    const std::optional<QJsonArray> list = array(o, path, key, need);
    // A.2.1: there are three conditions, each tested once; a longer list is not read.
    if (!list || !withinLimit(path, key, tr("conditions"), list->size(), 3, Scope::Field))
        return std::nullopt;
    const QString listPath = keyPath(path, key);
    QList<Ww1Condition> read;
    for (qsizetype i = 0; i < list->size(); ++i) {
        if (auto c = enumValue<Ww1Condition>(list->at(i), indexPath(listPath, i), QT_TR_NOOP("condition")))
            read.append(*c);
    }
    return read;
}

Ww1Stand Ww1BodyReader::readStand(const QJsonValue &value, const QString &path)
{
    Ww1Stand s;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return s;
    checkKeys(*o, path, standKeys);
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        s.id = *v;
    if (auto v = string(*o, path, "name"_L1))
        s.name = *v;
    // The officer's rank is judged against the stand's rank.
    if (auto v = enumeration<Ww1Rank>(*o, path, "rank"_L1, QT_TR_NOOP("rank"), Need::Optional, Scope::Parent))
        s.rank = *v;
    if (auto v = string(*o, path, "officerRank"_L1))
        s.officerRank = *v;
    if (auto v = string(*o, path, "square"_L1))
        s.square = *v;
    if (auto v = boolean(*o, path, "testedUnderFire"_L1))
        s.testedUnderFire = *v;
    if (auto v = boolean(*o, path, "testedHandToHand"_L1))
        s.testedHandToHand = *v;
    if (auto v = boolean(*o, path, "testedEnterPosition"_L1))
        s.testedEnterPosition = *v;
    if (auto v = enumeration<Ww1Result>(*o, path, "result"_L1, QT_TR_NOOP("result")))
        s.result = *v;
    return s;
}

Ww1LogRecord Ww1BodyReader::readRecord(const QJsonValue &value, const QString &path)
{
    Ww1LogRecord r;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return r;
    // The event decides which keys the record may hold.
    const auto event
        = enumeration<Ww1LogEvent>(*o, path, "event"_L1, QT_TR_NOOP("event"), Need::Required, Scope::Parent);
    if (!event) {
        checkKeys(*o, path, allRecordKeys);
        return r;
    }
    r.event = *event;
    checkKeys(*o, path, recordKeys(r.event), allRecordKeys, tr("a %1 record").arg(enumKey(r.event)));
    if (auto v = integer(*o, path, "turn"_L1, 1, L::maxTurn, Need::Required))
        r.turn = *v;
    if (auto v = string(*o, path, "detail"_L1))
        r.detail = *v;
    const bool onGroup = r.event != Ww1LogEvent::TurnEnded;
    const bool onStand = r.event == Ww1LogEvent::IndividualTest || r.event == Ww1LogEvent::ResultCleared;
    if (onGroup) {
        if (auto v = string(*o, path, "group"_L1, onStand ? Need::Optional : Need::Required))
            r.groupId = *v;
    }
    if (onStand) {
        if (auto v = string(*o, path, "stand"_L1, Need::Required))
            r.standId = *v;
    }
    switch (r.event) {
    case Ww1LogEvent::Casualties:
        if (auto v = integer(*o, path, "count"_L1, -L::maxMembers, L::maxMembers, Need::Required))
            r.count = *v;
        break;
    case Ww1LogEvent::GroupTest:
        if (auto list = conditions(*o, path, "conditions"_L1, Need::Required))
            r.conditions = *list;
        if (auto v = integer(*o, path, "roll"_L1, 2, 12, Need::Required))
            r.roll = *v;
        if (auto v = boolean(*o, path, "typed"_L1))
            r.typed = *v;
        if (auto v = integer(*o, path, "modifier"_L1, -4, 0, Need::Required))
            r.modifier = *v;
        if (auto v = boolean(*o, path, "passed"_L1))
            r.passed = *v;
        else if (!o->contains("passed"_L1))
            fail(keyPath(path, "passed"_L1), JsonReasons::missing());
        break;
    case Ww1LogEvent::IndividualTest:
        if (auto v = string(*o, path, "square"_L1, Need::Required))
            r.square = *v;
        if (auto v = enumeration<Ww1Trigger>(*o, path, "trigger"_L1, QT_TR_NOOP("trigger"), Need::Required))
            r.trigger = *v;
        if (auto v = integer(*o, path, "roll"_L1, 2, 12, Need::Required))
            r.roll = *v;
        if (auto v = boolean(*o, path, "typed"_L1))
            r.typed = *v;
        if (auto v = integer(*o, path, "modifier"_L1, -L::maxNetModifier, L::maxNetModifier, Need::Required))
            r.modifier = *v;
        if (auto v = enumeration<Ww1Result>(*o, path, "result"_L1, QT_TR_NOOP("result"), Need::Required))
            r.result = *v;
        break;
    case Ww1LogEvent::WithdrawalCleared:
    case Ww1LogEvent::ResultCleared:
    case Ww1LogEvent::TurnEnded:
        break;
    }
    return r;
}

} // namespace md::ww1
