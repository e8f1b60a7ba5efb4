#include "document/RecoveryWriter.h"

#include "document/GameDocument.h"
#include "document/RecoveryFile.h"
#include "document/StateJournal.h"

#include <QFileInfo>
#include <QUndoStack>

#include <algorithm>

namespace md {

namespace {
// A journal is compacted into a whole copy once it outgrows the copy, or this, whichever is larger.
constexpr qint64 kMinJournalBytes = 256 * 1024;
} // namespace

RecoveryWriter::RecoveryWriter(GameDocument *document, const RecoveryFile *recovery, const StateJournal *journal,
                               QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_recovery(recovery)
    , m_journal(journal)
    , m_written(document->state().clone())
    , m_writtenFile(document->fileName())
{
    // Only a clean document's state is its file's: anything else starts with a whole copy.
    if (m_document->isModified())
        m_base = Base::Stale;
    // Synchronous on purpose: when the stack reports the new index, the action is complete, and the
    // copy must be on disk before the next click can be handled.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &RecoveryWriter::update);
    // Saving makes the stack clean without moving its index.
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool isClean) {
        if (isClean)
            clean();
    });
}

RecoveryWriter::~RecoveryWriter() = default;

void RecoveryWriter::clean()
{
    m_recovery->remove();
    m_base = Base::None;
    m_written = m_document->state().clone();
    m_writtenFile = m_document->fileName();
}

bool RecoveryWriter::fail(const QString &error)
{
    // Whatever reached the disk, the next action starts afresh with a whole copy.
    m_base = Base::Stale;
    Q_EMIT failed(error);
    return false;
}

bool RecoveryWriter::update()
{
    if (!m_document->isModified()) {
        clean();
        return true;
    }
    const GameState &now = m_document->state();
    const QString fileName = m_document->fileName();
    QString error;
    const bool sameFile = fileName == m_writtenFile;
    const bool appendable = (m_base == Base::File || m_base == Base::Copy) && sameFile
        && m_journalBytes <= std::max(m_baseBytes, kMinJournalBytes);
    // A journal on the saved file needs the state it was saved in, the file unchanged, and a name.
    const bool onSavedFile = m_base == Base::None && sameFile && !fileName.isEmpty() && !m_document->savedDigest().isEmpty();
    if (appendable || onSavedFile) {
        const QByteArray entry = m_journal->entry(*m_written, now);
        if (!entry.isEmpty()) {
            if (onSavedFile) {
                if (!m_recovery->startOnFile(fileName, m_document->savedDigest(), entry, &error))
                    return fail(error);
                m_base = Base::File;
                m_baseBytes = QFileInfo(fileName).size();
                m_journalBytes = 0;
            } else if (!m_recovery->append(entry, &error)) {
                return fail(error);
            }
            m_written = now.clone();
            m_journalBytes += entry.size();
            return true;
        }
    }
    qint64 bytes = 0;
    if (!m_recovery->write(now, fileName, &error, &bytes))
        return fail(error);
    m_base = Base::Copy;
    m_baseBytes = bytes;
    m_journalBytes = 0;
    m_written = now.clone();
    m_writtenFile = fileName;
    return true;
}

} // namespace md
