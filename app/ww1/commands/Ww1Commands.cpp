#include "ww1/commands/Ww1Commands.h"

#include "ww1/commands/Ww1EditCommand.h"
#include "ww1/commands/Ww1PlayCommand.h"
#include "ww1/document/Ww1Document.h"
#include "ww1/rules/Ww1TypedRolls.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace md::ww1 {

namespace {
// A class rather than a free tr(), so that lupdate files these strings under the context they are looked up in.
struct Ww1CommandsText
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1Commands)
};
} // namespace

QString Ww1Commands::push(std::unique_ptr<Ww1DocumentCommand> command)
{
    if (!command->prepare())
        return command->error();
    // QUndoStack::push() calls redo(), which installs the prepared force.
    m_document->undoStack()->push(command.release());
    return {};
}

Ww1CasualtyOutcome Ww1Commands::casualties(const QString &groupId, int count)
{
    Ww1CasualtyOutcome outcome;
    const QString error = push(Ww1PlayCommand::casualties(m_document, groupId, count, &outcome));
    outcome.error = error;
    return outcome;
}

Ww1GroupOutcome Ww1Commands::groupTest(const QString &groupId, DiceSource &dice)
{
    Ww1GroupOutcome outcome;
    const QString error = push(Ww1PlayCommand::groupTest(m_document, groupId, dice, &outcome));
    outcome.error = error;
    return outcome;
}

Ww1SquareOutcome Ww1Commands::individualTest(const QString &square, const QList<Ww1StandTest> &tests, DiceSource &dice)
{
    Ww1SquareOutcome outcome;
    const QString error = push(Ww1PlayCommand::individualTest(m_document, square, tests, dice, &outcome));
    outcome.error = error;
    return outcome;
}

namespace {
// The totals another source gives, kept so the same tests can be made again with them.
class RecordingTotals final : public DiceSource
{
public:
    explicit RecordingTotals(DiceSource &inner) : m_inner(inner) {}
    int roll(int sides) override
    {
        const int face = m_inner.roll(sides);
        totals.append(face);
        return face;
    }
    int rollSum(const DieSpec &spec) override
    {
        const int total = m_inner.rollSum(spec);
        totals.append(total);
        return total;
    }
    QList<int> totals;

private:
    DiceSource &m_inner;
};
} // namespace

QString Ww1Commands::rollAllGroupTests(DiceSource &dice, QList<Ww1GroupOutcome> *outcomes)
{
    return groupTests(dice, nullptr, outcomes);
}

QString Ww1Commands::typedGroupTests(const QList<int> &totals, QList<Ww1GroupOutcome> *outcomes)
{
    Ww1TypedRolls rolls(totals);
    return groupTests(rolls, &rolls, outcomes);
}

QString Ww1Commands::groupTests(DiceSource &dice, const Ww1TypedRolls *typed, QList<Ww1GroupOutcome> *outcomes)
{
    const QStringList due = Ww1Engine::groupsDue(m_document->force());
    if (due.isEmpty())
        return Ww1CommandsText::tr("No group test is due.");
    // Tried on a copy first with every total kept (A.3.2: always the first group due): a refusal leaves nothing
    // on the undo stack, and the tests pushed below take the same totals, so the program's dice roll once.
    Ww1Force trial = m_document->force();
    RecordingTotals recorder(dice);
    int groups = 0;
    // Typed totals: as many groups as they reach; a test needs one total, or one per condition in turn.
    const auto typedLeft = [typed] { return typed && typed->used() < typed->size(); };
    while (groups < due.size() && (!typed || typedLeft())) {
        const QStringList now = Ww1Engine::groupsDue(trial);
        if (now.isEmpty())
            break;
        const qsizetype before = typed ? typed->used() : 0;
        const Ww1GroupOutcome tried = Ww1Engine::groupTest(trial, now.constFirst(), recorder);
        if (!tried.error.isEmpty() && typed && typed->used() == typed->size() && before < typed->size()) {
            // The totals ran out within a test of several rolls (A-4's alternative).
            const Ww1Group *g = trial.group(now.constFirst());
            return Ww1CommandsText::tr("Totals: the test of %1 takes one roll per condition in turn (A-4); type the "
                                       "next total too. Nothing is applied.")
                .arg(g && !g->name.isEmpty() ? g->name : now.constFirst());
        }
        if (!tried.error.isEmpty())
            return tried.error;
        ++groups;
    }
    if (typed && typedLeft())
        return Ww1CommandsText::tr("Totals: %1 typed, but the group tests due take only %2. Nothing is applied.")
            .arg(typed->size())
            .arg(typed->used());
    Ww1TypedRolls replay(recorder.totals);
    QUndoStack *stack = m_document->undoStack();
    stack->beginMacro(typed ? Ww1CommandsText::tr("Typed dice: %n group test(s)", nullptr, groups)
                            : Ww1CommandsText::tr("Roll all due: %n group test(s)", nullptr, groups));
    QString error;
    for (int i = 0; i < groups && error.isEmpty(); ++i) {
        const QStringList now = Ww1Engine::groupsDue(m_document->force());
        if (now.isEmpty())
            break;
        Ww1GroupOutcome outcome = groupTest(now.constFirst(), replay);
        error = outcome.error;
        if (error.isEmpty() && outcomes)
            outcomes->append(outcome);
    }
    stack->endMacro();
    return error;
}

QString Ww1Commands::clearWithdrawal(const QString &groupId)
{
    return push(Ww1PlayCommand::clearWithdrawal(m_document, groupId));
}

QString Ww1Commands::clearResult(const QString &standId) { return push(Ww1PlayCommand::clearResult(m_document, standId)); }

QString Ww1Commands::endTurn() { return push(Ww1PlayCommand::endTurn(m_document)); }

QString Ww1Commands::edit(const QString &undoText, const Ww1Force &after)
{
    return push(Ww1EditCommand::edit(m_document, undoText, after));
}

QString Ww1Commands::restore(const Ww1Force &recovered) { return push(Ww1EditCommand::restore(m_document, recovered)); }

} // namespace md::ww1
