#include "ww1/commands/Ww1Commands.h"

#include "ww1/commands/Ww1EditCommand.h"
#include "ww1/commands/Ww1PlayCommand.h"
#include "ww1/document/Ww1Document.h"

#include <QUndoStack>

namespace md::ww1 {

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
