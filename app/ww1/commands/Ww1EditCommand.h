#pragma once

#include "ww1/commands/Ww1DocumentCommand.h"

#include <QCoreApplication>

#include <memory>

namespace md::ww1 {

// An edit of the force as one undo command: the editors hand over the whole edited force with the text the
// undo history shows ("Rename group: 1st Platoon"); a restore puts back recovered work.
class Ww1EditCommand final : public Ww1DocumentCommand
{
    Q_DECLARE_TR_FUNCTIONS(md::ww1::Ww1EditCommand)

public:
    Ww1EditCommand(Ww1Document *document, const QString &text, Ww1Force after);

    static std::unique_ptr<Ww1EditCommand> edit(Ww1Document *document, const QString &undoText, Ww1Force after);
    // Work recovered after a crash, as one undoable step.
    static std::unique_ptr<Ww1EditCommand> restore(Ww1Document *document, Ww1Force recovered);

protected:
    QString perform(Ww1Force &force) override;

private:
    Ww1Force m_replacement;
};

} // namespace md::ww1
