#pragma once

#include "napoleonic/model/NapBattle.h"

#include <QString>
#include <QUndoCommand>

namespace md::nap {

class NapDocument;

// The base of every undoable Napoleonic verb (NapPlayCommand, NapEditCommand). A verb works out its effect
// once, on a copy of the battle, when it is prepared; undo and redo then swap whole battles, so a redo never
// rolls the dice again. The copies are cheap because Qt's lists share their data until one side changes.
class NapDocumentCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;

    // Runs the verb on a copy; false (with error() set) leaves the document untouched.
    bool prepare();
    QString error() const { return m_error; }

protected:
    NapDocumentCommand(NapDocument *document, const QString &text);
    // The change on the copy; empty on success, else why it was refused, in the player's words.
    virtual QString perform(NapBattle &battle) = 0;

private:
    NapDocument *m_document;
    NapBattle m_before;
    NapBattle m_after;
    QString m_error;
};

} // namespace md::nap
