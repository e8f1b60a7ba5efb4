#pragma once

#include "model/Battlegroup.h"

#include <QCoreApplication>
#include <QString>

#include <optional>

namespace md {

// The autosave copy of the open document, kept apart from the user's own file. It exists only while
// there are unsaved changes, so finding one at start-up means the last session did not end cleanly.
class RecoveryFile
{
    Q_DECLARE_TR_FUNCTIONS(md::RecoveryFile)

public:
    // `directory` empty: the application's local data folder.
    explicit RecoveryFile(QString directory = {});

    bool write(const Battlegroup &battlegroup, const QString &originalFile, QString *error = nullptr) const;
    void remove() const;
    bool exists() const;

    struct Recovered
    {
        Battlegroup battlegroup;
        QString originalFile; // empty for a document never saved
        QString savedAt;
    };
    // nullopt when there is none, or it cannot be read (then `problem` says why).
    std::optional<Recovered> read(QString *problem = nullptr) const;

    QString battlegroupPath() const;
    QString sourcePath() const;

private:
    QString m_directory;
};

} // namespace md
