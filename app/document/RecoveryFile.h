#pragma once

#include "ratio/model/Battlegroup.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md {

// The autosave copy of the open document, kept apart from the user's own file. It exists only while
// there are unsaved changes, so finding one at start-up means the last session did not end cleanly.
//
// It is a base plus a journal. The base is either the user's saved file, while it still holds the bytes
// the document was opened or saved with, or a whole copy of the battlegroup (recovery.json). The journal
// (recovery.journal) names its base by the BLAKE2b-256 of its bytes on its first line; every further line is
// one completed action: the units it changed, the top-level fields it changed and the morale log's new
// tail, as compact JSON. An action therefore costs what it changed, not the size of the battlegroup.
class RecoveryFile
{
    Q_DECLARE_TR_FUNCTIONS(md::RecoveryFile)

public:
    // `directory` empty: the application's local data folder.
    explicit RecoveryFile(QString directory = {});

    // A whole copy of `battlegroup`, and an empty journal on it. `bytes`: the copy's size.
    bool write(const Battlegroup &battlegroup, const QString &originalFile, QString *error = nullptr,
               qint64 *bytes = nullptr) const;
    // A journal on the user's own file, whose bytes have the BLAKE2b-256 `digest`, holding `firstEntry`. It
    // replaces any earlier recovery copy in one step, so that copy stays whole until this one is.
    bool startOnFile(const QString &originalFile, const QByteArray &digest, const QByteArray &firstEntry,
                     QString *error = nullptr) const;
    // Appends one line made by journalEntry(); on disk before it returns.
    bool append(const QByteArray &entry, QString *error = nullptr) const;
    // The change from `before` to `after` as one journal line, or empty when it can only be written as a
    // whole copy (units were added or removed). Costs the units that changed: untouched ones still share
    // their data with `before`.
    static QByteArray journalEntry(const Battlegroup &before, const Battlegroup &after);

    void remove() const;
    bool exists() const;

    struct Recovered
    {
        Battlegroup battlegroup;
        QString originalFile; // empty for a document never saved
        QString savedAt;
        int actions = 0; // journal lines replayed on the base
    };
    // nullopt when there is none, or it cannot be read (then `problem` says why). A torn last line (a
    // crash during its write) is left out: it is the action that had not completed.
    std::optional<Recovered> read(QString *problem = nullptr) const;

    QString battlegroupPath() const;
    QString sourcePath() const;
    QString journalPath() const;

private:
    bool writeSource(const QString &originalFile, QString *error) const;
    bool writeJournal(const QByteArray &base, const QByteArray &digest, const QByteArray &entries, QString *error) const;

    QString m_directory;
};

} // namespace md
