#include "ww1/commands/Ww1PlayCommand.h"

#include "ww1/document/Ww1Document.h"
#include "ww1/rules/Ww1GroupRules.h"

namespace md::ww1 {

namespace {
QString groupName(const Ww1Force &force, const QString &id)
{
    const Ww1Group *g = force.group(id);
    return g && !g->name.isEmpty() ? g->name : id;
}

QString standName(const Ww1Force &force, const QString &id)
{
    const Ww1Stand *s = force.stand(id);
    return s && !s->name.isEmpty() ? s->name : id;
}

// "C2", or "C1+C2" for conditions reached together.
QString conditionKeys(const QList<Ww1Condition> &conditions)
{
    QStringList keys;
    for (Ww1Condition c : conditions)
        keys << enumKey(c).toUpper();
    return keys.join(QLatin1Char('+'));
}
} // namespace

Ww1PlayCommand::Ww1PlayCommand(Ww1Document *document, const QString &text, Verb verb)
    : Ww1DocumentCommand(document, text)
    , m_verb(std::move(verb))
{
}

QString Ww1PlayCommand::perform(Ww1Force &force) { return m_verb(force); }

std::unique_ptr<Ww1PlayCommand> Ww1PlayCommand::casualties(Ww1Document *document, const QString &groupId, int count,
                                                           Ww1CasualtyOutcome *outcome)
{
    const QString signedCount = count >= 0 ? QStringLiteral("+%1").arg(count) : QStringLiteral("−%1").arg(-count);
    return std::make_unique<Ww1PlayCommand>(
        document, tr("Casualties: %1 %2").arg(groupName(document->force(), groupId), signedCount),
        [groupId, count, outcome](Ww1Force &force) {
            const Ww1CasualtyOutcome o = Ww1Engine::addCasualties(force, groupId, count);
            if (outcome)
                *outcome = o;
            return o.error;
        });
}

QString Ww1PlayCommand::groupTestText(const Ww1Force &force, const QString &groupId)
{
    const Ww1Group *group = force.group(groupId);
    const QList<Ww1Condition> due = group ? Ww1GroupRules::due(*group, force.rules).conditions : QList<Ww1Condition>();
    return due.isEmpty() ? tr("WW1 group test: %1").arg(groupName(force, groupId))
                         : tr("WW1 group test %1: %2").arg(conditionKeys(due), groupName(force, groupId));
}

std::unique_ptr<Ww1PlayCommand> Ww1PlayCommand::groupTest(Ww1Document *document, const QString &groupId,
                                                          DiceSource &dice, Ww1GroupOutcome *outcome)
{
    return std::make_unique<Ww1PlayCommand>(document, groupTestText(document->force(), groupId),
                                            [groupId, &dice, outcome](Ww1Force &force) {
                                                const Ww1GroupOutcome o = Ww1Engine::groupTest(force, groupId, dice);
                                                if (outcome)
                                                    *outcome = o;
                                                return o.error;
                                            });
}

std::unique_ptr<Ww1PlayCommand> Ww1PlayCommand::individualTest(Ww1Document *document, const QString &square,
                                                               const QList<Ww1StandTest> &tests, DiceSource &dice,
                                                               Ww1SquareOutcome *outcome)
{
    const int stands = static_cast<int>(tests.size());
    const QString text = stands == 1 ? tr("Individual test, square %1: %2").arg(square, standName(document->force(), tests.constFirst().standId))
                               : tr("Individual test, square %1 (%n stands)", nullptr, stands).arg(square);
    return std::make_unique<Ww1PlayCommand>(document, text, [square, tests, &dice, outcome](Ww1Force &force) {
        const Ww1SquareOutcome o = Ww1Engine::individualTest(force, square, tests, dice);
        if (outcome)
            *outcome = o;
        return o.error;
    });
}

std::unique_ptr<Ww1PlayCommand> Ww1PlayCommand::clearWithdrawal(Ww1Document *document, const QString &groupId)
{
    return std::make_unique<Ww1PlayCommand>(document, tr("Clear withdrawal: %1").arg(groupName(document->force(), groupId)),
                                            [groupId](Ww1Force &force) { return Ww1Engine::clearWithdrawing(force, groupId); });
}

std::unique_ptr<Ww1PlayCommand> Ww1PlayCommand::clearResult(Ww1Document *document, const QString &standId)
{
    return std::make_unique<Ww1PlayCommand>(document, tr("Clear result: %1").arg(standName(document->force(), standId)),
                                            [standId](Ww1Force &force) { return Ww1Engine::clearResult(force, standId); });
}

std::unique_ptr<Ww1PlayCommand> Ww1PlayCommand::endTurn(Ww1Document *document)
{
    return std::make_unique<Ww1PlayCommand>(document, tr("End turn"), [](Ww1Force &force) { return Ww1Engine::endTurn(force); });
}

} // namespace md::ww1
