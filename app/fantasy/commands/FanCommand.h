#pragma once

#include "fantasy/model/FanBattle.h"

#include <QString>
#include <QStringList>
#include <QUndoCommand>

#include <functional>

namespace md::fantasy {

class FanDocument;

// Every undoable fantasy verb and edit. The verb works out its effect once, on a copy of the battle, when it is
// prepared; undo and redo then swap whole battles, so a redo never rolls the dice again. The copies are cheap
// because Qt's lists share their data until one side changes.
class FanCommand final : public QUndoCommand
{
public:
    // The change on the copy: empty when done, else why it was refused, in the player's words; `lines` what
    // happened, for the status line.
    using Verb = std::function<QString(FanBattle &battle, QStringList &lines)>;

    FanCommand(FanDocument *document, const QString &text, Verb verb);
    void undo() override;
    void redo() override;

    // Runs the verb on a copy; false (with error() set) leaves the document untouched.
    bool prepare();
    QString error() const { return m_error; }
    QStringList lines() const { return m_lines; }

private:
    FanDocument *m_document;
    Verb m_verb;
    FanBattle m_before;
    FanBattle m_after;
    QString m_error;
    QStringList m_lines;
};

} // namespace md::fantasy
