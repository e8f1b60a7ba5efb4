#include "RecoveryWriter.h"

#include "BattlegroupDocument.h"
#include "RecoveryFile.h"

#include <QUndoStack>

namespace md {

RecoveryWriter::RecoveryWriter(BattlegroupDocument *document, const RecoveryFile *recovery, QObject *parent)
    : QObject(parent)
    , m_document(document)
    , m_recovery(recovery)
{
    // Synchronous on purpose: when the stack reports the new index, the action is complete, and the
    // copy must be on disk before the next click can be handled.
    connect(m_document->undoStack(), &QUndoStack::indexChanged, this, &RecoveryWriter::update);
    // Saving makes the stack clean without moving its index.
    connect(m_document->undoStack(), &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            m_recovery->remove();
    });
}

bool RecoveryWriter::update()
{
    if (!m_document->isModified()) {
        m_recovery->remove();
        return true;
    }
    QString error;
    if (m_recovery->write(m_document->battlegroup(), m_document->fileName(), &error))
        return true;
    Q_EMIT failed(error);
    return false;
}

} // namespace md
