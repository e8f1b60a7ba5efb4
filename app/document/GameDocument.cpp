#include "document/GameDocument.h"

#include "kernel/RuleSystem.h"
#include "kernel/FileDigest.h"
#include "kernel/SafeSave.h"

#include <QFileInfo>

namespace md {

GameDocument::GameDocument(std::unique_ptr<GameState> state, const RuleSystem *system, QObject *parent)
    : QObject(parent)
    , m_state(std::move(state))
    , m_system(system)
{
    Q_ASSERT(m_state && m_system);
    connect(&m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) { Q_EMIT modifiedChanged(!clean); });
}

GameDocument::~GameDocument()
{
    // The stack announces its own clearing while it dies; nobody should act on a document that is going.
    m_undoStack.blockSignals(true);
}

void GameDocument::setFileName(const QString &fileName)
{
    if (m_fileName == fileName)
        return;
    m_fileName = fileName;
    Q_EMIT fileNameChanged(fileName);
}

bool GameDocument::hasUnsavedWork() const
{
    if (isModified())
        return true;
    if (!hasContent())
        return false;
    if (m_fileName.isEmpty())
        return m_bundledSource.isEmpty();
    return !QFileInfo::exists(m_fileName);
}

QString GameDocument::displayName() const
{
    return m_fileName.isEmpty() ? tr("Untitled") : QFileInfo(m_fileName).fileName();
}

bool GameDocument::save(const QString &fileName, QString *error)
{
    // Issue 13: a system that does not write this state gives no bytes; an empty file must never replace
    // the user's, so that is a failed save and the file is left as it was.
    const QByteArray bytes = m_system->id() == m_state->ruleSystem() ? m_system->write(*m_state) : QByteArray();
    if (bytes.isEmpty()) {
        if (error)
            *error = tr("%1 cannot write this game (its rule system is \"%2\"); nothing was saved")
                         .arg(m_system->displayName(), m_state->ruleSystem());
        return false;
    }
    if (!SafeSave::save(fileName, bytes, error))
        return false;
    // The same identity the reader gives the bytes it took (GameFile).
    m_savedDigest = FileDigest::of(bytes);
    setFileName(fileName);
    m_undoStack.setClean();
    return true;
}

void GameDocument::replaceState(std::unique_ptr<GameState> state)
{
    Q_ASSERT(state);
    m_state = std::move(state);
    stateReplaced();
    Q_EMIT changed();
}

} // namespace md
