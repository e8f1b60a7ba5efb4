#pragma once

#include "ww1/rules/Ww1Engine.h"

#include <QString>

#include <memory>

namespace md::ww1 {

class Ww1Document;
class Ww1DocumentCommand;

// The one way to change a WW1 document: every verb of play and every edit is made here as its own undo
// command and pushed on the document's undo stack. A refused verb is not pushed; its outcome's error (or the
// returned text) says why.
class Ww1Commands
{
public:
    explicit Ww1Commands(Ww1Document *document) : m_document(document) {}

    // Play (A.1-A.4). `dice` is rolled once, now, never on redo.
    Ww1CasualtyOutcome casualties(const QString &groupId, int count);
    Ww1GroupOutcome groupTest(const QString &groupId, DiceSource &dice);
    Ww1SquareOutcome individualTest(const QString &square, const QList<Ww1StandTest> &tests, DiceSource &dice);
    QString clearWithdrawal(const QString &groupId);
    QString clearResult(const QString &standId);
    QString endTurn();

    // Editing: the whole edited force, with the editor's undo text.
    QString edit(const QString &undoText, const Ww1Force &after);
    QString restore(const Ww1Force &recovered);

private:
    QString push(std::unique_ptr<Ww1DocumentCommand> command);

    Ww1Document *m_document;
};

} // namespace md::ww1
