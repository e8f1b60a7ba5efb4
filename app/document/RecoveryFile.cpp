#include "RecoveryFile.h"

#include "document/GameFile.h"
#include "document/StateJournal.h"
#include "kernel/FileDigest.h"
#include "kernel/RuleSystem.h"
#include "kernel/SafeSave.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStandardPaths>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {
constexpr int kJournalVersion = 1;
// Compaction keeps a journal near the size of its base, so twice the largest file plus slack is plenty.
constexpr qint64 kMaxJournalBytes = 2 * GameFile::maxFileBytes + 1024 * 1024;

// The identity GameFile and GameDocument give a file's bytes.
QByteArray digestHex(const QByteArray &bytes) { return FileDigest::of(bytes).toHex(); }

// Regular files only, and never more than `limit` bytes: the base may be the user's file, which anyone
// could have replaced by a pipe or a device since.
std::optional<QByteArray> readBounded(const QString &path, qint64 limit)
{
    const QFileInfo info(path);
    if (!info.isFile() || info.size() > limit)
        return std::nullopt;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return std::nullopt;
    QByteArray bytes = file.read(limit + 1);
    if (bytes.size() > limit || file.error() != QFileDevice::NoError)
        return std::nullopt;
    return bytes;
}

} // namespace

RecoveryFile::RecoveryFile(QString directory) : m_directory(std::move(directory))
{
    if (m_directory.isEmpty())
        m_directory = QStandardPaths::writableLocation(QStandardPaths::AppLocalDataLocation) + QStringLiteral("/recovery");
}

QString RecoveryFile::battlegroupPath() const { return m_directory + QStringLiteral("/recovery.json"); }

QString RecoveryFile::sourcePath() const { return m_directory + QStringLiteral("/recovery.source"); }

QString RecoveryFile::journalPath() const { return m_directory + QStringLiteral("/recovery.journal"); }

bool RecoveryFile::writeSource(const QString &originalFile, QString *error) const
{
    if (!QDir().mkpath(m_directory)) {
        if (error)
            *error = tr("cannot create the recovery folder %1").arg(m_directory);
        return false;
    }
    // The source note changes only with the document's file name, so it is rewritten only then. It holds
    // the absolute path: the next start, which reads it and may replay a journal on that file, can run
    // in another folder than the one a relative name on the command line meant.
    const QString absolute = originalFile.isEmpty() ? QString() : QFileInfo(originalFile).absoluteFilePath();
    const QByteArray source = absolute.toUtf8() + '\n';
    QFile current(sourcePath());
    const bool sourceCurrent = current.open(QIODevice::ReadOnly) && current.read(64 * 1024) == source;
    current.close();
    return sourceCurrent || SafeSave::save(sourcePath(), source, error, SafeSave::Backup::None);
}

bool RecoveryFile::writeJournal(const QByteArray &base, const QByteArray &digest, const QByteArray &entries,
                                QString *error) const
{
    const QJsonObject header{{"recoveryJournal"_L1, kJournalVersion},
                             {"base"_L1, QString::fromLatin1(base)},
                             {"blake2b256"_L1, QString::fromLatin1(digest)}};
    // Replaced whole: a journal is never left with the header of one base and the lines of another.
    return SafeSave::save(journalPath(), QJsonDocument(header).toJson(QJsonDocument::Compact) + '\n' + entries, error,
                          SafeSave::Backup::None);
}

bool RecoveryFile::write(const GameState &state, const QString &originalFile, QString *error, qint64 *bytes) const
{
    const RuleSystem *system = GameFile::systemOf(state);
    if (!system) {
        if (error)
            *error = tr("no rule system writes this state");
        return false;
    }
    // The source note first: a state without it still recovers, as an untitled document.
    if (!writeSource(originalFile, error))
        return false;
    const QByteArray json = system->write(state);
    // The copy, then the journal that names it: if the process dies between the two, the old journal no
    // longer matches a base (or matches the user's file with the actions before this one), and never
    // describes a state that did not exist.
    if (!SafeSave::save(battlegroupPath(), json, error, SafeSave::Backup::None))
        return false;
    if (bytes)
        *bytes = json.size();
    return writeJournal("copy", digestHex(json), {}, error);
}

bool RecoveryFile::startOnFile(const QString &originalFile, const QByteArray &digest, const QByteArray &firstEntry,
                               QString *error) const
{
    if (!writeSource(originalFile, error))
        return false;
    if (!writeJournal("file", digest.toHex(), firstEntry, error))
        return false;
    // Only now is an earlier copy no longer needed; left behind, it would never be read before the journal.
    QFile::remove(battlegroupPath());
    return true;
}

bool RecoveryFile::append(const QByteArray &entry, QString *error) const
{
    return SafeSave::append(journalPath(), entry, error);
}

void RecoveryFile::remove() const
{
    for (const QString &path : {journalPath(), battlegroupPath(), sourcePath()}) {
        QFile::remove(path);
        QFile::remove(SafeSave::backupFileName(path));
    }
}

bool RecoveryFile::exists() const { return QFileInfo::exists(battlegroupPath()) || QFileInfo::exists(journalPath()); }

std::optional<RecoveryFile::Recovered> RecoveryFile::read(const StateJournal &journal, QString *problem) const
{
    return read([&journal](const QString &) { return &journal; }, problem);
}

std::optional<RecoveryFile::Recovered> RecoveryFile::read(const JournalOf &journalOf, QString *problem) const
{
    if (!exists())
        return std::nullopt;
    Recovered r;
    QFile source(sourcePath());
    if (source.open(QIODevice::ReadOnly)) {
        const QStringList lines = QString::fromUtf8(source.read(64 * 1024)).split(QLatin1Char('\n'));
        r.originalFile = lines.value(0);
        r.savedAt = lines.value(1); // older copies carried the time here
    }
    if (r.savedAt.isEmpty()) {
        const QDateTime copy = QFileInfo(battlegroupPath()).lastModified();
        const QDateTime journaled = QFileInfo(journalPath()).lastModified();
        r.savedAt = (journaled.isValid() && (!copy.isValid() || journaled > copy) ? journaled : copy).toString(Qt::ISODate);
    }

    // The journal on its base, when both are whole and belong together.
    bool journalOnFile = false;
    if (const auto journalBytes = readBounded(journalPath(), kMaxJournalBytes)) {
        QList<QByteArray> lines = journalBytes->split('\n');
        // Only lines that end in a newline are complete; the rest is an action whose write did not finish.
        lines.removeLast();
        const QJsonObject header = lines.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(lines.constFirst()).object();
        const QString base = header.value("base"_L1).toString();
        journalOnFile = base == "file"_L1;
        std::optional<QByteArray> baseBytes;
        if (header.value("recoveryJournal"_L1).toInteger() == kJournalVersion) {
            if (base == "copy"_L1)
                baseBytes = readBounded(battlegroupPath(), GameFile::maxFileBytes);
            else if (journalOnFile && !r.originalFile.isEmpty())
                baseBytes = readBounded(r.originalFile, GameFile::maxFileBytes);
        }
        // Issue 13: the lines are in the words of the base's own system, so its journal replays them.
        const bool baseWhole = baseBytes && digestHex(*baseBytes).toLower() == header.value("blake2b256"_L1).toString().toLatin1().toLower();
        const GameFile::Read baseRead = baseWhole ? GameFile::parse(*baseBytes) : GameFile::Read();
        const StateJournal *journal = baseRead.ok() && journalOf ? journalOf(baseRead.state->ruleSystem()) : nullptr;
        if (journal) {
            QJsonObject root = QJsonDocument::fromJson(*baseBytes).object();
            for (qsizetype i = 1; i < lines.size() && journal->apply(lines.at(i), root); ++i)
                ++r.actions;
            GameFile::Read loaded = GameFile::parse(QJsonDocument(root).toJson(QJsonDocument::Compact));
            if (loaded.ok()) {
                r.state = std::move(loaded.state);
                return r;
            }
            r.actions = 0;
        }
    }
    // No usable journal: the whole copy alone, as it was last written.
    if (!QFileInfo::exists(battlegroupPath())) {
        if (problem)
            *problem = journalOnFile ? tr("%1 has changed since the unsaved work was recorded, so that work cannot be "
                                          "replayed on it")
                                           .arg(QDir::toNativeSeparators(r.originalFile))
                                     : tr("the recovery journal is damaged");
        return std::nullopt;
    }
    GameFile::Read loaded = GameFile::read(battlegroupPath());
    if (!loaded.ok()) {
        if (problem)
            *problem = loaded.problems.isEmpty() ? QString() : loaded.problems.constFirst().toString();
        return std::nullopt;
    }
    r.state = std::move(loaded.state);
    return r;
}

} // namespace md
