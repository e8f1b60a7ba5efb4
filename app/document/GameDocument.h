#pragma once

#include "kernel/GameState.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

namespace md {

class RuleSystem;

// One open game file of any rule system: its state, the system that reads, writes and plays it, its undo
// stack and where it lives on disk. The state changes only through undo commands; "modified" is exactly
// !undoStack()->isClean(). A system's UI may derive its own (ratio: BattlegroupDocument) to keep what it
// derives from the state beside it.
class GameDocument : public QObject
{
    Q_OBJECT

public:
    GameDocument(std::unique_ptr<GameState> state, const RuleSystem *system, QObject *parent = nullptr);
    ~GameDocument() override;

    const GameState &state() const { return *m_state; }
    const RuleSystem &system() const { return *m_system; }
    QUndoStack *undoStack() { return &m_undoStack; }
    const QUndoStack *undoStack() const { return &m_undoStack; }
    bool isModified() const { return !m_undoStack.isClean(); }
    // Closing it would lose work: it has changes, or content that is on no disk because it has no file (a
    // next battle, a template) or its file is gone. An unchanged bundled sample is kept by the program.
    bool hasUnsavedWork() const;
    // The untitled copy of a sample bundled with the program (its resource path); empty otherwise.
    void setBundledSource(const QString &resource) { m_bundledSource = resource; }
    QString bundledSource() const { return m_bundledSource; }

    QString fileName() const { return m_fileName; }
    // The BLAKE2b-256 of the file as last opened or saved; empty for a document that has no file yet. The
    // recovery journal builds on that file while it still has these bytes.
    QByteArray savedDigest() const { return m_savedDigest; }
    void setSavedDigest(const QByteArray &digest) { m_savedDigest = digest; }
    void setFileName(const QString &fileName);
    // A file name for titles: the file's name, or "Untitled".
    QString displayName() const;

    // The system's bytes of the state, through SafeSave: the previous file becomes its backup and is never
    // deleted first. False (and `error`) when nothing was saved, as when the system writes no bytes of the
    // state (another system's): the file is then left untouched.
    bool save(const QString &fileName, QString *error);

    // For undo commands only: the whole new state, of this document's system.
    void replaceState(std::unique_ptr<GameState> state);

Q_SIGNALS:
    void changed();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

protected:
    GameState &mutableState() { return *m_state; }
    // Whether the state holds anything worth keeping (ratio: a unit); an empty one is never asked about.
    virtual bool hasContent() const { return true; }
    // After replaceState(), before changed(): a subclass brings what it derives from the state up to date.
    virtual void stateReplaced() {}

private:
    std::unique_ptr<GameState> m_state;
    const RuleSystem *m_system;
    QUndoStack m_undoStack;
    QString m_fileName;
    QByteArray m_savedDigest;
    QString m_bundledSource;
};

} // namespace md
