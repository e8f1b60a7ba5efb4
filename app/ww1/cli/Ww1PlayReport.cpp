#include "ww1/cli/Ww1PlayReport.h"

#include "ww1/rules/Ww1Engine.h"
#include "ww1/rules/Ww1GroupRules.h"

#include <QJsonArray>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
QString label(const QString &name, const QString &id)
{
    return !name.isEmpty() && name != id ? u"%1 (%2)"_s.arg(name, id) : id;
}

QString signedNumber(int n) { return n > 0 ? u"+"_s + QString::number(n) : n == 0 ? u"+0"_s : QString::number(n); }
} // namespace

QStringList Ww1PlayReport::lines(int number, const QString &step, const StepResult &result)
{
    QStringList list{tr("Step %1 (%2): %3").arg(number).arg(step, result.message)};
    for (const Modifier &m : result.modifiers)
        list.append(u"    %1  %2 (%3)"_s.arg(signedNumber(m.delta), m.label, m.source));
    return list;
}

QJsonObject Ww1PlayReport::json(const QString &step, const StepResult &result)
{
    QJsonArray modifiers;
    for (const Modifier &m : result.modifiers)
        modifiers.append(QJsonObject{{u"key"_s, m.key}, {u"label"_s, m.label}, {u"delta"_s, m.delta}, {u"source"_s, m.source}});
    return {{u"step"_s, step}, {u"ok"_s, result.ok}, {u"message"_s, result.message}, {u"modifiers"_s, modifiers}};
}

QStringList Ww1PlayReport::summaryLines(const Ww1Force &force, const QString &systemName)
{
    QStringList list{tr("After the steps (%1): turn %2.").arg(systemName).arg(force.turn)};
    for (const Ww1Group &g : force.groups) {
        QStringList tested;
        for (const Ww1Condition c : g.conditionsTested)
            tested.append(enumKey(c).toUpper());
        QString text = tr("%1, %2: %3 of %4 casualties")
                           .arg(label(g.name, g.id), enumNameInSentence(g.role))
                           .arg(g.casualties)
                           .arg(g.startMembers);
        if (!tested.isEmpty())
            text += u", "_s + tr("tested %1").arg(tested.join(u", "_s));
        text += u"; "_s + enumNameInSentence(g.status) + u'.';
        list.append(u"  "_s + text);
        for (const Ww1Stand &s : g.stands) {
            if (s.result == Ww1Result::None)
                continue;
            list.append(u"    "_s + tr("%1 in %2: %3.").arg(label(s.name, s.id), s.square, enumNameInSentence(s.result)));
        }
    }
    // A.3.2: the group tests still to take, in the order they are taken.
    QStringList due;
    for (const QString &id : Ww1Engine::groupsDue(force)) {
        const Ww1Group *g = force.group(id);
        QStringList keys;
        for (const Ww1Condition c : Ww1GroupRules::due(*g, force.rules).conditions)
            keys.append(enumKey(c).toUpper());
        due.append(tr("%1 (%2)").arg(label(g->name, g->id), keys.join(u'+')));
    }
    if (!due.isEmpty())
        list.append(u"  "_s + tr("Group tests due, in order (A.3.2): %1.").arg(due.join(u", "_s)));
    return list;
}

} // namespace md::ww1
