#include "ww1/Ww1Summary.h"

#include "kernel/EnumText.h"
#include "ww1/io/Ww1RuleKeys.h"
#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1GroupRules.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
QJsonObject standJson(const Ww1Stand &s)
{
    QJsonObject o {
        {u"id"_s, s.id},
        {u"name"_s, s.name},
        {u"rank"_s, enumKey(s.rank)},
        {u"square"_s, s.square},
        {u"result"_s, enumKey(s.result)},
    };
    if (s.rank == Ww1Rank::Officer)
        o.insert(u"officerRank"_s, s.officerRank);
    return o;
}

QJsonObject groupJson(const Ww1Group &g, const Ww1Rules &rules)
{
    QJsonArray tested;
    for (const Ww1Condition c : g.conditionsTested)
        tested.append(enumKey(c));
    // A.2.1 with A-1: the casualties at which each condition is reached, for this group's size.
    QJsonObject thresholds;
    for (const Ww1Condition c : {Ww1Condition::C1, Ww1Condition::C2, Ww1Condition::C3})
        thresholds.insert(enumKey(c), Ww1GroupRules::threshold(c, g.startMembers, rules));
    QJsonArray due;
    for (const Ww1Condition c : Ww1GroupRules::due(g, rules).conditions)
        due.append(enumKey(c));
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
        {u"effectiveMembers"_s, g.effectiveMembers()},
        {u"thresholds"_s, thresholds},
        {u"conditionsTested"_s, tested},
        {u"conditionsDue"_s, due},
        {u"status"_s, enumKey(g.status)},
        {u"stands"_s, stands},
    };
}
} // namespace

QJsonObject Ww1Summary::json(const Ww1Force &force)
{
    QJsonArray groups;
    for (const Ww1Group &g : force.groups)
        groups.append(groupJson(g, force.rules));
    QJsonObject rules;
    for (const Ww1RuleKey &k : ww1RuleKeys)
        rules.insert(k.key, force.rules.*k.member);
    return {
        {u"ruleSystem"_s, QString::fromLatin1(Ww1Force::systemId)},
        {u"name"_s, force.name},
        {u"turn"_s, force.turn},
        {u"rules"_s, rules},
        {u"groups"_s, groups},
        // A.3.2: who tests now, attackers first, each side biggest to smallest.
        {u"groupsDue"_s, QJsonArray::fromStringList(Ww1Engine::groupsDue(force))},
    };
}

QString Ww1Summary::validLine(const QString &fileName, const Ww1Force &force)
{
    int stands = 0;
    for (const Ww1Group &g : force.groups)
        stands += static_cast<int>(g.stands.size());
    return tr("%1: valid WW1 force \"%2\" (%n group(s)", nullptr, static_cast<int>(force.groups.size()))
               .arg(fileName, force.name)
        + tr(", %n stand(s))", nullptr, stands);
}

} // namespace md::ww1
