#pragma once

#include "ww1/rules/Ww1Engine.h"

#include <QString>

#include <memory>

namespace md::ww1 {

class Ww1Document;
class Ww1DocumentCommand;
class Ww1TypedRolls;

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
    // A.3.2's queue as one undo step: the groups due test one after another, always the first due. Roll all due
    // takes every group due, each rolling `dice`; typed totals (2-12, one per roll a test takes: one, or one per
    // condition in turn, A-4) take as many groups as they reach, and are refused if any is left over. Tried on a
    // copy first, so a refusal pushes nothing; `outcomes` gets each test's outcome, in order.
    QString rollAllGroupTests(DiceSource &dice, QList<Ww1GroupOutcome> *outcomes = nullptr);
    QString typedGroupTests(const QList<int> &totals, QList<Ww1GroupOutcome> *outcomes = nullptr);
    QString clearWithdrawal(const QString &groupId);
    QString clearResult(const QString &standId);
    QString endTurn();

    // Editing: the whole edited force, with the editor's undo text.
    QString edit(const QString &undoText, const Ww1Force &after);
    QString restore(const Ww1Force &recovered);

private:
    QString push(std::unique_ptr<Ww1DocumentCommand> command);
    // `typed` is `dice` when the player typed the totals, else nullptr.
    QString groupTests(DiceSource &dice, const Ww1TypedRolls *typed, QList<Ww1GroupOutcome> *outcomes);

    Ww1Document *m_document;
};

} // namespace md::ww1
