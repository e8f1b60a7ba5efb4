#pragma once

#include "fantasy/rules/FanEngine.h"

#include <QCoreApplication>
#include <QString>

namespace md::fantasy {

class FanDocument;

// The one way to change a fantasy document: every verb of play (FanEngine) and every edit is its own undo command
// (FanCommand) pushed on the document's undo stack, its text naming what it did ("Morale Test: Goblin raiders").
// A refused verb is not pushed; the outcome's error says why. Dice are rolled before, never on redo.
class FanCommands
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanCommands)

public:
    explicit FanCommands(FanDocument *document) : m_document(document) {}
    FanDocument *document() const { return m_document; }

    // C.3 – C.4.
    FanOutcome test(const FanTestRequest &request, int d4, bool typed);
    FanOutcome losses(const QString &unitId, int figures);
    FanOutcome charged(const QString &unitId, int attackersInContact);
    FanOutcome obstacle(const QString &unitId, int d6, bool typed);
    FanOutcome characterHit(const QString &characterId, bool killed);
    FanOutcome reform(const QString &unitId);
    FanOutcome spell(const QString &unitId, int throughTurn);
    FanOutcome moved(const QString &unitId, bool moved);
    FanOutcome offTable(const QString &unitId);
    FanOutcome advance();

    // Editing: the whole edited battle, with the editor's undo text.
    FanOutcome edit(const QString &undoText, const FanBattle &after);
    // A Profile Sheet replaced or added (by race): its revision goes up by one when it changed, so that the log's
    // tests say which sheet they were resolved with.
    FanOutcome setProfile(const QString &oldRace, const FanProfile &profile);
    FanOutcome removeProfile(const QString &race);
    FanOutcome restore(const FanBattle &recovered);

private:
    using Engine = std::function<FanOutcome(FanBattle &battle)>;
    FanOutcome push(const QString &text, const Engine &verb);

    FanDocument *m_document;
};

} // namespace md::fantasy
