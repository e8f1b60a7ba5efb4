#pragma once

#include "kernel/GameState.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <functional>
#include <memory>
#include <optional>

namespace md {

// The autosave copy of the open document, kept apart from the user's own file. It exists only while
// there are unsaved changes, so finding one at start-up means the last session did not end cleanly.
//
// It is a base plus a journal. The base is either the user's saved file, while it still holds the bytes
// the document was opened or saved with, or a whole copy of the state as its rule system writes it
// (recovery.json). The journal (recovery.journal) names its base by the BLAKE2b-256 of its bytes on its
// first line; every further line is one completed action, in the words of the system's StateJournal.
class StateJournal;

class RecoveryFile
{
    Q_DECLARE_TR_FUNCTIONS(md::RecoveryFile)

public:
    // `directory` empty: the application's local data folder.
    explicit RecoveryFile(QString directory = {});

    // A whole copy of `state`, written by its rule system, and an empty journal on it. `bytes`: the copy's size.
    bool write(const GameState &state, const QString &originalFile, QString *error = nullptr,
               qint64 *bytes = nullptr) const;
    // A journal on the user's own file, whose bytes have the BLAKE2b-256 `digest`, holding `firstEntry`. It
    // replaces any earlier recovery copy in one step, so that copy stays whole until this one is.
    bool startOnFile(const QString &originalFile, const QByteArray &digest, const QByteArray &firstEntry,
                     QString *error = nullptr) const;
    // Appends one line made by StateJournal::entry(); on disk before it returns.
    bool append(const QByteArray &entry, QString *error = nullptr) const;

    void remove() const;
    bool exists() const;

    struct Recovered
    {
        std::unique_ptr<GameState> state;
        QString originalFile; // empty for a document never saved
        QString savedAt;
        int actions = 0; // journal lines replayed on the base
    };
    // The journal that replays a rule system's lines (SystemUi::journal()); null for a system without one.
    using JournalOf = std::function<const StateJournal *(const QString &ruleSystem)>;
    // nullopt when there is none, or it cannot be read (then `problem` says why). The journal's lines are
    // replayed by the journal of the system its base names (`journalOf`), never another system's. A torn
    // last line (a crash during its write) is left out: it is the action that had not completed.
    std::optional<Recovered> read(const JournalOf &journalOf, QString *problem = nullptr) const;
    // The same with one journal for any base, for a caller that knows the system (tests).
    std::optional<Recovered> read(const StateJournal &journal, QString *problem = nullptr) const;

    QString battlegroupPath() const;
    QString sourcePath() const;
    QString journalPath() const;

private:
    bool writeSource(const QString &originalFile, QString *error) const;
    bool writeJournal(const QByteArray &base, const QByteArray &digest, const QByteArray &entries, QString *error) const;

    QString m_directory;
};

} // namespace md
