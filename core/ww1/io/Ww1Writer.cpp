#include "ww1/io/Ww1Writer.h"

#include "kernel/EnumText.h"
#include "kernel/FileDigest.h"
#include "kernel/SafeSave.h"
#include "ww1/model/Ww1FileLimits.h"
#include "ww1/io/Ww1RuleKeys.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
using L = Ww1FileLimits;

QJsonArray conditionsJson(const QList<Ww1Condition> &conditions)
{
    QJsonArray list;
    for (const Ww1Condition c : conditions)
        list.append(enumKey(c));
    return list;
}

QJsonObject standJson(const Ww1Stand &s)
{
    return {
        {u"id"_s, s.id},
        {u"name"_s, s.name},
        {u"rank"_s, enumKey(s.rank)},
        {u"officerRank"_s, s.officerRank},
        {u"square"_s, s.square},
        {u"testedUnderFire"_s, s.testedUnderFire},
        {u"testedHandToHand"_s, s.testedHandToHand},
        {u"testedEnterPosition"_s, s.testedEnterPosition},
        {u"result"_s, enumKey(s.result)},
    };
}
} // namespace

QJsonObject Ww1Writer::rulesObject(const Ww1Rules &rules)
{
    QJsonObject o;
    for (const Ww1RuleKey &k : ww1RuleKeys)
        o.insert(k.key, rules.*k.member);
    return o;
}

QJsonObject Ww1Writer::settingsObject(const Ww1Settings &settings)
{
    QJsonArray severities;
    for (const Ww1Severity &s : settings.severities)
        severities.append(QJsonObject {{u"name"_s, s.name}, {u"countsForMorale"_s, s.countsForMorale}});
    return {
        {u"smallArmsProximitySquares"_s, settings.smallArmsProximitySquares},
        {u"tacticalMoveSquares"_s, settings.tacticalMoveSquares},
        {u"casualtySightSquares"_s, settings.casualtySightSquares},
        {u"severities"_s, severities},
        {u"officerRanks"_s, QJsonArray::fromStringList(settings.officerRanks)},
    };
}

QJsonObject Ww1Writer::groupObject(const Ww1Group &g)
{
    QJsonArray stands;
    for (const Ww1Stand &s : g.stands)
        stands.append(standJson(s));
    return {
        {u"id"_s, g.id},
        {u"name"_s, g.name},
        {u"side"_s, g.side},
        {u"kind"_s, enumKey(g.kind)},
        {u"role"_s, enumKey(g.role)},
        {u"startMembers"_s, g.startMembers},
        {u"casualties"_s, g.casualties},
        {u"conditionsTested"_s, conditionsJson(g.conditionsTested)},
        {u"status"_s, enumKey(g.status)},
        {u"stands"_s, stands},
    };
}

// The keys of each event, exactly those Ww1BodyReader allows for it.
QJsonObject Ww1Writer::logRecordObject(const Ww1LogRecord &r)
{
    QJsonObject o {{u"turn"_s, r.turn}, {u"event"_s, enumKey(r.event)}, {u"detail"_s, r.detail}};
    if (r.event != Ww1LogEvent::TurnEnded)
        o.insert(u"group"_s, r.groupId);
    switch (r.event) {
    case Ww1LogEvent::Casualties:
        o.insert(u"count"_s, r.count);
        break;
    case Ww1LogEvent::GroupTest:
        o.insert(u"conditions"_s, conditionsJson(r.conditions));
        o.insert(u"roll"_s, r.roll);
        if (r.typed) // written only when true, so a file of program dice saves as it always did
            o.insert(u"typed"_s, true);
        o.insert(u"modifier"_s, r.modifier);
        o.insert(u"passed"_s, r.passed);
        break;
    case Ww1LogEvent::IndividualTest:
        o.insert(u"stand"_s, r.standId);
        o.insert(u"square"_s, r.square);
        o.insert(u"trigger"_s, enumKey(r.trigger));
        o.insert(u"roll"_s, r.roll);
        if (r.typed) // written only when true, so a file of program dice saves as it always did
            o.insert(u"typed"_s, true);
        o.insert(u"modifier"_s, r.modifier);
        o.insert(u"result"_s, enumKey(r.result));
        break;
    case Ww1LogEvent::ResultCleared:
        o.insert(u"stand"_s, r.standId);
        break;
    case Ww1LogEvent::WithdrawalCleared:
    case Ww1LogEvent::TurnEnded:
        break;
    }
    return o;
}

QByteArray Ww1Writer::toJson(const Ww1Force &force)
{
    QJsonArray groups;
    for (const Ww1Group &g : force.groups)
        groups.append(groupObject(g));
    QJsonArray log;
    for (const Ww1LogRecord &r : force.log)
        log.append(logRecordObject(r));
    const QJsonObject root {
        {u"format"_s, L::version},
        {u"application"_s, QString(L::application)},
        {u"ruleSystem"_s, QString::fromLatin1(Ww1Force::systemId)},
        {u"name"_s, force.name},
        {u"notes"_s, force.notes},
        {u"turn"_s, force.turn},
        {u"rules"_s, rulesObject(force.rules)},
        {u"settings"_s, settingsObject(force.settings)},
        {u"groups"_s, groups},
        {u"log"_s, log},
    };
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool Ww1Writer::saveFile(const Ww1Force &force, const QString &fileName, QString *error, QByteArray *digest)
{
    const QByteArray bytes = toJson(force);
    if (!SafeSave::save(fileName, bytes, error))
        return false;
    if (digest)
        *digest = FileDigest::of(bytes);
    return true;
}

} // namespace md::ww1
