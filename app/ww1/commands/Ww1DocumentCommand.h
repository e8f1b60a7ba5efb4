#pragma once

#include "ww1/model/Ww1Force.h"

#include <QString>
#include <QUndoCommand>

namespace md::ww1 {

class Ww1Document;

// The base of every undoable verb of WW1's (Ww1PlayCommand, Ww1EditCommand). A verb works out its effect
// once, on a copy of the force, when it is prepared; undo and redo then swap whole forces, so a redo never
// rolls the dice again. The copies are cheap because Qt's lists share their data until one side changes.
class Ww1DocumentCommand : public QUndoCommand
{
public:
    void undo() override;
    void redo() override;

    // Runs the verb on a copy; false (with error() set) leaves the document untouched.
    bool prepare();
    QString error() const { return m_error; }

protected:
    Ww1DocumentCommand(Ww1Document *document, const QString &text);
    // The change on the copy; empty on success, else why it was refused, in the player's words.
    virtual QString perform(Ww1Force &force) = 0;

private:
    Ww1Document *m_document;
    Ww1Force m_before;
    Ww1Force m_after;
    QString m_error;
};

} // namespace md::ww1
