#pragma once

#include "kernel/Problem.h"
#include "ratio/model/Battlegroup.h"
#include "ratio/rules/MoralePoints.h"

#include <QObject>
#include <QUndoStack>

#include <memory>

namespace md {

// One open battlegroup file: its state, its undo stack and where it lives on disk. The state changes
// only through the undo commands that Commands creates; "modified" is exactly !undoStack()->isClean().
class BattlegroupDocument : public QObject
{
    Q_OBJECT

public:
    explicit BattlegroupDocument(Battlegroup battlegroup = {}, QObject *parent = nullptr);
    ~BattlegroupDocument() override;

    const Battlegroup &battlegroup() const { return m_battlegroup; }
    // R11 of the current state, kept with it so that no reader walks every piece after each action.
    const ratio::Endurance &endurance() const { return m_endurance; }
    QUndoStack *undoStack() { return &m_undoStack; }
    const QUndoStack *undoStack() const { return &m_undoStack; }
    bool isModified() const { return !m_undoStack.isClean(); }
    // Closing it would lose work: it has changes, or content (a unit) that is on no disk because it has no
    // file (a next battle, a template) or its file is gone. An unchanged bundled sample is kept by the program.
    bool hasUnsavedWork() const;
    // The untitled copy of a sample bundled with the program (its resource path); empty otherwise.
    void setBundledSource(const QString &resource) { m_bundledSource = resource; }

    QString fileName() const { return m_fileName; }
    // FileFormat::digest() of the file as last opened or saved; empty for a document that has no file yet. The recovery
    // journal builds on that file while it still has these bytes.
    QByteArray savedDigest() const { return m_savedDigest; }
    void setFileName(const QString &fileName);
    // A file name for titles: the file's name, or "Untitled".
    QString displayName() const;

    // Loads into a new document; on failure returns null and fills `problems`.
    static std::unique_ptr<BattlegroupDocument> load(const QString &fileName, Problems *problems,
                                                    QObject *parent = nullptr);
    bool save(const QString &fileName, QString *error);

    // For undo commands only: replace the whole state (cheap: the lists are implicitly shared), with
    // its endurance, which must be ratio::endurance(battlegroup).
    void replaceState(const Battlegroup &battlegroup, const ratio::Endurance &endurance);

Q_SIGNALS:
    void changed();
    void fileNameChanged(const QString &fileName);
    void modifiedChanged(bool modified);

private:
    Battlegroup m_battlegroup;
    ratio::Endurance m_endurance;
    QUndoStack m_undoStack;
    QString m_fileName;
    QByteArray m_savedDigest;
    QString m_bundledSource;
};

} // namespace md
