#pragma once

#include <QObject>
#include <QString>

#include <memory>

namespace md {

class GameDocument;
class GameState;
class RecoveryFile;
class StateJournal;

// Keeps the recovery copy equal to the document after every completed action: each change of the undo
// stack's index (an action, an undo, a redo) is on disk before the next click is handled, so a crash or
// power cut loses at most the action under way. A clean document has no recovery copy.
//
// An action appends one journal line with what it changed (the system's StateJournal), on the user's saved file while
// it is unchanged, else on a whole copy; the copy is rewritten only when units are added or removed, the
// file name changes, or the journal has grown past the size of a copy. The window and the crash-safety
// test use this same class.
class RecoveryWriter : public QObject
{
    Q_OBJECT

public:
    // No pointer is owned; `document` must outlive the writer (make the writer its child). `journal` is the
    // document's system's.
    RecoveryWriter(GameDocument *document, const RecoveryFile *recovery, const StateJournal *journal,
                   QObject *parent = nullptr);
    ~RecoveryWriter() override;

    // Brings the recovery copy up to date now; false (and `failed`) when it could not be written.
    bool update();

Q_SIGNALS:
    void failed(const QString &error);

private:
    // None: nothing on disk, the document is at its saved state. File / Copy: a journal on the saved file
    // or on a whole copy. Stale: what is on disk cannot be extended; the next action writes a whole copy.
    enum class Base { None, File, Copy, Stale };
    void clean();
    bool fail(const QString &error);

    GameDocument *m_document;
    const RecoveryFile *m_recovery;
    const StateJournal *m_journal;
    Base m_base = Base::None;
    std::unique_ptr<GameState> m_written; // the state the recovery copy holds (with Base::None: the saved state)
    QString m_writtenFile;  // the file name the source note holds
    qint64 m_baseBytes = 0;
    qint64 m_journalBytes = 0;
};

} // namespace md
