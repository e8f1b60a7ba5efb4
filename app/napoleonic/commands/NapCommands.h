#pragma once

#include "napoleonic/rules/NapEngine.h"

#include <QString>

#include <memory>

namespace md::nap {

class NapDocument;
class NapDocumentCommand;

// What a loss recorded and the checks it queued (B.2.1, B.2.2).
struct NapLossOutcome
{
    QString error;
    QList<NapPendingCheck> queued;
};

// The one way to change a Napoleonic document: every verb of play (NapEngine) and every edit is its own undo
// command pushed on the document's undo stack, its text naming what it did. A refused verb is not pushed; the
// returned text (or the outcome's error) says why. Dice are rolled once, now, never on redo.
class NapCommands
{
public:
    explicit NapCommands(NapDocument *document) : m_document(document) {}

    NapDocument *document() const { return m_document; }

    // B.2: losses to fire (or to Shock Combat) and the checks they queue.
    NapLossOutcome loss(const QString &unitId, int figures, int cannon, bool shock);
    QString queue(const NapPendingCheck &check);
    QString dismiss(int pendingIndex, const QString &why);
    // B.3.4-B.3.6.
    NapCheckOutcome check(const NapCheckRequest &request, DiceSource &dice);
    // B.3.6: the friends who saw `routedUnitId` rout owe I-b (or I-c) checks.
    QString routFriends(const QString &routedUnitId, const QStringList &unitIds, bool passby,
                        QStringList *skipped = nullptr);
    // B.4.3, B.4.4, 15.72c.
    QString clearDisorder(const QString &armyId, const QStringList &heldUnitIds, QStringList *cleared = nullptr);
    NapRallyOutcome rally(const QString &unitId, const NapSituation &situation, DiceSource &dice);
    QString routOffTable(const QString &unitId);
    // B.4.6, B.4.7.
    NapMfpOutcome mfpPhase(const QString &armyId, const QList<NapMfpEntry> &entries);
    QString setOfficer(const QString &commandId, NapOfficerStatus status);
    QString setOrder(const QString &commandId, NapOrder order);
    QString arrive(const QString &commandId);
    QString withdraw(const QString &commandId);
    QString takePosition(const QString &armyId, const QString &positionName);
    // 15.42: refused while checks are queued.
    QString nextPhase();

    // Editing: the whole edited battle, with the editor's undo text.
    QString edit(const QString &undoText, const NapBattle &after);
    QString restore(const NapBattle &recovered);

private:
    QString push(std::unique_ptr<NapDocumentCommand> command);

    NapDocument *m_document;
};

} // namespace md::nap
