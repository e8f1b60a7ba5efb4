#pragma once

#include "napoleonic/commands/NapDocumentCommand.h"
#include "napoleonic/rules/NapEngine.h"

#include <QCoreApplication>

#include <functional>
#include <memory>

namespace md::nap {

// Every verb of play (B.2-B.4) as one undo command: the NapEngine call it makes on a copy of the battle, and
// the text the undo history shows for it, naming what it did ("Check: 2nd Line (I-a)"). The verbs' outcomes
// are written once, in prepare(), never on redo; `dice` is rolled there and must outlive the push.
class NapPlayCommand final : public NapDocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapPlayCommand)

public:
    // The change on the copy, returning why it was refused (empty: done).
    using Verb = std::function<QString(NapBattle &battle)>;

    NapPlayCommand(NapDocument *document, const QString &text, Verb verb);

    // The undo texts, also for a test's own check of them.
    static QString lossText(const NapBattle &battle, const QString &unitId, int figures, int cannon, bool shock);
    static QString checkText(const NapBattle &battle, const NapCheckRequest &request);
    static QString rallyText(const NapBattle &battle, const QString &unitId);
    static QString nextPhaseText(const NapBattle &battle);

protected:
    QString perform(NapBattle &battle) override;

private:
    Verb m_verb;
};

} // namespace md::nap
