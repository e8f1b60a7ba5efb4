#pragma once

#include "napoleonic/commands/NapDocumentCommand.h"

#include <QCoreApplication>

#include <memory>

namespace md::nap {

// An edit of the battle as one undo command: the editors hand over the whole edited battle with the text the
// undo history shows ("Rename unit: 2nd Line"); a restore puts back recovered work.
class NapEditCommand final : public NapDocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapEditCommand)

public:
    NapEditCommand(NapDocument *document, const QString &text, NapBattle after);

    static std::unique_ptr<NapEditCommand> edit(NapDocument *document, const QString &undoText, NapBattle after);
    // Work recovered after a crash, as one undoable step.
    static std::unique_ptr<NapEditCommand> restore(NapDocument *document, NapBattle recovered);

protected:
    QString perform(NapBattle &battle) override;

private:
    NapBattle m_replacement;
};

} // namespace md::nap
