#include "napoleonic/commands/NapCommands.h"

#include "napoleonic/commands/NapEditCommand.h"
#include "napoleonic/commands/NapPlayCommand.h"
#include "napoleonic/document/NapDocument.h"
#include "napoleonic/texts/NapTexts.h"

#include <QCoreApplication>
#include <QUndoStack>

namespace md::nap {

namespace {
// A class rather than a free tr(), so that lupdate files these strings under the context they are looked up in.
struct NapCommandsText
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapCommands)
};

std::unique_ptr<NapPlayCommand> play(NapDocument *document, const QString &text, NapPlayCommand::Verb verb)
{
    return std::make_unique<NapPlayCommand>(document, text, std::move(verb));
}
} // namespace

QString NapCommands::push(std::unique_ptr<NapDocumentCommand> command)
{
    if (!command->prepare())
        return command->error();
    // QUndoStack::push() calls redo(), which installs the prepared battle.
    m_document->undoStack()->push(command.release());
    return {};
}

NapLossOutcome NapCommands::loss(const QString &unitId, int figures, int cannon, bool shock)
{
    NapLossOutcome outcome;
    const NapBattle &battle = m_document->battle();
    if (figures == 0 && cannon == 0) {
        outcome.error = NapCommandsText::tr("No losses to record: give figures or cannon.");
        return outcome;
    }
    outcome.error = push(play(m_document, NapPlayCommand::lossText(battle, unitId, figures, cannon, shock),
                              [unitId, figures, cannon, shock, &outcome](NapBattle &b) {
                                  QString error;
                                  outcome.queued = NapEngine::loss(b, unitId, figures, cannon, shock, &error);
                                  return error;
                              }));
    if (!outcome.error.isEmpty())
        outcome.queued.clear();
    return outcome;
}

QString NapCommands::queue(const NapPendingCheck &check)
{
    const NapBattle &battle = m_document->battle();
    const QString text = NapCommandsText::tr("Queue check: %1 (%2)")
                             .arg(NapTexts::unitName(battle, check.unitId), NapTexts::code(check.circumstance));
    return push(play(m_document, text, [check](NapBattle &b) { return NapEngine::queue(b, check); }));
}

QString NapCommands::dismiss(int pendingIndex, const QString &why)
{
    const NapBattle &battle = m_document->battle();
    if (pendingIndex < 0 || pendingIndex >= battle.pending.size())
        return NapCommandsText::tr("No such queued check.");
    const NapPendingCheck &check = battle.pending.at(pendingIndex);
    const QString text = NapCommandsText::tr("Dismiss check: %1 (%2)")
                             .arg(NapTexts::unitName(battle, check.unitId), NapTexts::code(check.circumstance));
    return push(play(m_document, text, [pendingIndex, why](NapBattle &b) { return NapEngine::dismiss(b, pendingIndex, why); }));
}

NapCheckOutcome NapCommands::check(const NapCheckRequest &request, DiceSource &dice)
{
    NapCheckOutcome outcome;
    const QString error = push(play(m_document, NapPlayCommand::checkText(m_document->battle(), request),
                                    [request, &dice, &outcome](NapBattle &b) {
                                        outcome = NapEngine::check(b, request, dice);
                                        return outcome.error;
                                    }));
    outcome.error = error;
    return outcome;
}

QString NapCommands::routFriends(const QString &routedUnitId, const QStringList &unitIds, bool passby, QStringList *skipped)
{
    const NapBattle &battle = m_document->battle();
    const QString code = passby ? QStringLiteral("I-c") : QStringLiteral("I-b");
    const QString text = NapCommandsText::tr("Saw %1 rout: %n check(s) (%2)", nullptr, static_cast<int>(unitIds.size()))
                             .arg(NapTexts::unitName(battle, routedUnitId), code);
    QStringList skippedNow;
    const QString error = push(play(m_document, text, [routedUnitId, unitIds, passby, &skippedNow](NapBattle &b) {
        skippedNow.clear();
        return NapEngine::routFriends(b, routedUnitId, unitIds, passby, &skippedNow);
    }));
    if (skipped)
        *skipped = skippedNow;
    return error;
}

QString NapCommands::clearDisorder(const QString &armyId, const QStringList &heldUnitIds, QStringList *cleared)
{
    const QString text = NapCommandsText::tr("Disorder cleared: %1").arg(NapTexts::armyName(m_document->battle(), armyId));
    QStringList clearedNow;
    const QString error = push(play(m_document, text, [armyId, heldUnitIds, &clearedNow](NapBattle &b) {
        QString e;
        clearedNow = NapEngine::clearDisorder(b, armyId, heldUnitIds, &e);
        return e;
    }));
    if (cleared)
        *cleared = clearedNow;
    return error;
}

NapRallyOutcome NapCommands::rally(const QString &unitId, const NapSituation &situation, DiceSource &dice)
{
    NapRallyOutcome outcome;
    const QString error = push(play(m_document, NapPlayCommand::rallyText(m_document->battle(), unitId),
                                    [unitId, situation, &dice, &outcome](NapBattle &b) {
                                        outcome = NapEngine::rally(b, unitId, situation, dice);
                                        return outcome.error;
                                    }));
    outcome.error = error;
    return outcome;
}

QString NapCommands::routOffTable(const QString &unitId)
{
    const QString text = NapCommandsText::tr("Routed off the table: %1").arg(NapTexts::unitName(m_document->battle(), unitId));
    return push(play(m_document, text, [unitId](NapBattle &b) { return NapEngine::routOffTable(b, unitId); }));
}

NapMfpOutcome NapCommands::mfpPhase(const QString &armyId, const QList<NapMfpEntry> &entries)
{
    NapMfpOutcome outcome;
    const QString text = NapCommandsText::tr("Army Morale Fatigue: %1").arg(NapTexts::armyName(m_document->battle(), armyId));
    const QString error = push(play(m_document, text, [armyId, entries, &outcome](NapBattle &b) {
        outcome = NapEngine::mfpPhase(b, armyId, entries);
        return outcome.error;
    }));
    outcome.error = error;
    return outcome;
}

QString NapCommands::setOfficer(const QString &commandId, NapOfficerStatus status)
{
    const QString text = NapCommandsText::tr("Officer %1: %2")
                             .arg(enumNameInSentence(status), NapTexts::commandName(m_document->battle(), commandId));
    return push(play(m_document, text, [commandId, status](NapBattle &b) { return NapEngine::setOfficer(b, commandId, status); }));
}

QString NapCommands::setOrder(const QString &commandId, NapOrder order)
{
    const QString text = NapCommandsText::tr("Order %1: %2")
                             .arg(enumDisplayName(order), NapTexts::commandName(m_document->battle(), commandId));
    return push(play(m_document, text, [commandId, order](NapBattle &b) { return NapEngine::setOrder(b, commandId, order); }));
}

QString NapCommands::arrive(const QString &commandId)
{
    const QString text = NapCommandsText::tr("Arrival: %1").arg(NapTexts::commandName(m_document->battle(), commandId));
    return push(play(m_document, text, [commandId](NapBattle &b) { return NapEngine::arrive(b, commandId); }));
}

QString NapCommands::withdraw(const QString &commandId)
{
    const QString text = NapCommandsText::tr("Withdrawal: %1").arg(NapTexts::commandName(m_document->battle(), commandId));
    return push(play(m_document, text, [commandId](NapBattle &b) { return NapEngine::withdraw(b, commandId); }));
}

QString NapCommands::takePosition(const QString &armyId, const QString &positionName)
{
    const QString text = NapCommandsText::tr("Position taken: %1").arg(positionName);
    return push(play(m_document, text,
                     [armyId, positionName](NapBattle &b) { return NapEngine::takePosition(b, armyId, positionName); }));
}

QString NapCommands::nextPhase()
{
    return push(play(m_document, NapPlayCommand::nextPhaseText(m_document->battle()),
                     [](NapBattle &b) { return NapEngine::nextPhase(b); }));
}

QString NapCommands::edit(const QString &undoText, const NapBattle &after)
{
    return push(NapEditCommand::edit(m_document, undoText, after));
}

QString NapCommands::restore(const NapBattle &recovered) { return push(NapEditCommand::restore(m_document, recovered)); }

} // namespace md::nap
