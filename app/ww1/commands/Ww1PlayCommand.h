#pragma once

#include "ww1/commands/Ww1DocumentCommand.h"
#include "ww1/rules/Ww1Engine.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace md::ww1 {

// Every verb of play (A.1-A.4) as one undo command: the Ww1Engine call it makes on a copy of the force, and
// the text the undo history shows for it, naming the system's test ("WW1 group test C2: 1st Platoon"). The
// named constructors are the verbs; each writes the engine's outcome into `outcome`, which must outlive the
// push (it is written once, in prepare(), never on redo), as must `dice`.
class Ww1PlayCommand final : public Ww1DocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1PlayCommand)

public:
    // The verb: the change on the copy, returning why it was refused (empty: done).
    using Verb = std::function<QString(Ww1Force &force)>;

    Ww1PlayCommand(Ww1Document *document, const QString &text, Verb verb);

    // A.1: `count` individual hits on a group (negative: a correction).
    static std::unique_ptr<Ww1PlayCommand> casualties(Ww1Document *document, const QString &groupId, int count,
                                                      Ww1CasualtyOutcome *outcome);
    // A.3.1: the group's due conditions, one test or each in turn.
    static std::unique_ptr<Ww1PlayCommand> groupTest(Ww1Document *document, const QString &groupId, DiceSource &dice,
                                                     Ww1GroupOutcome *outcome);
    // A.3.3: one 2d6 for every stand testing in `square`.
    static std::unique_ptr<Ww1PlayCommand> individualTest(Ww1Document *document, const QString &square,
                                                          const QList<Ww1StandTest> &tests, DiceSource &dice,
                                                          Ww1SquareOutcome *outcome);
    // A.4.1, A-10.
    static std::unique_ptr<Ww1PlayCommand> clearWithdrawal(Ww1Document *document, const QString &groupId);
    // A.4.2.
    static std::unique_ptr<Ww1PlayCommand> clearResult(Ww1Document *document, const QString &standId);
    static std::unique_ptr<Ww1PlayCommand> endTurn(Ww1Document *document);

    // The undo texts, also for a test's own check of them.
    static QString groupTestText(const Ww1Force &force, const QString &groupId);

protected:
    QString perform(Ww1Force &force) override;

private:
    Verb m_verb;
};

} // namespace md::ww1
