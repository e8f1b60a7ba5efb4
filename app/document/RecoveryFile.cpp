#include "RecoveryFile.h"

#include "ratio/io/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/io/FileFormat.h"
#include "ratio/io/FileLimits.h"
#include "kernel/SafeSave.h"
#include "ratio/model/UnitChanges.h"

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
constexpr qint64 kMaxJournalBytes = 2 * limits::maxFileBytes + 1024 * 1024;

QByteArray digestHex(const QByteArray &bytes) { return FileFormat::digest(bytes).toHex(); }

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

bool sameText(const QString &a, const QString &b) { return a.isSharedWith(b) || a == b; }

const QLatin1StringView kTopKeys[] = {"ruleSystem"_L1, "name"_L1, "side"_L1, "notes"_L1, "rules"_L1, "turn"_L1, "breakingTurn"_L1};

// Applies one journal line to the document's JSON; false leaves `root` as it was and ends the replay.
bool applyEntry(const QByteArray &line, QJsonObject &root)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject entry = document.object();
    QJsonArray units = root.value("units"_L1).toArray();
    QJsonArray log = root.value("log"_L1).toArray();
    if (!entry.value("units"_L1).isDouble() || entry.value("units"_L1).toInteger(-1) != units.size())
        return false;
    const QJsonValue keep = entry.value("keepLog"_L1);
    const qint64 keepLog = keep.toInteger(-1);
    if (!keep.isDouble() || keepLog < 0 || keepLog > log.size() || !entry.value("log"_L1).isArray())
        return false;
    const QJsonValue changed = entry.value("changed"_L1);
    const QJsonValue top = entry.value("top"_L1);
    if (!changed.isObject() || !top.isObject())
        return false;
    const QJsonObject changedUnits = changed.toObject();
    for (auto it = changedUnits.begin(); it != changedUnits.end(); ++it) {
        bool ok = false;
        const int index = it.key().toInt(&ok);
        if (!ok || index < 0 || index >= units.size() || !it.value().isObject())
            return false;
        units[index] = it.value();
    }
    const QJsonObject topFields = top.toObject();
    for (auto it = topFields.begin(); it != topFields.end(); ++it) {
        if (std::find(std::begin(kTopKeys), std::end(kTopKeys), it.key()) == std::end(kTopKeys))
            return false;
    }
    while (log.size() > keepLog)
        log.removeLast();
    for (const QJsonValue &record : entry.value("log"_L1).toArray())
        log.append(record);
    for (auto it = topFields.begin(); it != topFields.end(); ++it)
        root.insert(it.key(), it.value());
    root.insert("units"_L1, units);
    root.insert("log"_L1, log);
    return true;
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

bool RecoveryFile::write(const Battlegroup &battlegroup, const QString &originalFile, QString *error, qint64 *bytes) const
{
    // The source note first: a battlegroup without it still recovers, as an untitled document.
    if (!writeSource(originalFile, error))
        return false;
    const QByteArray json = BattlegroupWriter::toJson(battlegroup);
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

QByteArray RecoveryFile::journalEntry(const Battlegroup &before, const Battlegroup &after)
{
    if (before.units.size() != after.units.size())
        return {};
    QJsonObject changed;
    if (!before.units.isSharedWith(after.units)) {
        for (qsizetype u = 0; u < after.units.size(); ++u) {
            const Unit &a = before.units.at(u);
            const Unit &b = after.units.at(u);
            // A pointer test for untouched units; one written to but equal again (an undo) costs a compare.
            if (!untouchedUnit(a, b) && !(a == b))
                changed.insert(QString::number(u), BattlegroupWriter::unitObject(after.units.at(u)));
        }
    }
    QJsonObject top;
    if (!sameText(before.ruleSystem, after.ruleSystem))
        top.insert("ruleSystem"_L1, after.ruleSystem);
    if (!sameText(before.name, after.name))
        top.insert("name"_L1, after.name);
    if (!sameText(before.side, after.side))
        top.insert("side"_L1, after.side);
    if (!sameText(before.notes, after.notes))
        top.insert("notes"_L1, after.notes);
    if (!(before.rules == after.rules))
        top.insert("rules"_L1, BattlegroupWriter::rulesObject(after.rules));
    if (before.turn != after.turn)
        top.insert("turn"_L1, after.turn);
    if (before.breakingTurn != after.breakingTurn)
        top.insert("breakingTurn"_L1, after.breakingTurn);
    // The log grows by actions and shrinks by undos: what both states share, then the new tail.
    qsizetype keep = std::min(before.log.size(), after.log.size());
    if (!before.log.isSharedWith(after.log)) {
        qsizetype common = 0;
        while (common < keep && before.log.at(common) == after.log.at(common))
            ++common;
        keep = common;
    }
    QJsonArray tail;
    for (qsizetype i = keep; i < after.log.size(); ++i)
        tail.append(BattlegroupWriter::logRecordObject(after.log.at(i)));
    const QJsonObject entry{{"units"_L1, static_cast<qint64>(after.units.size())}, {"changed"_L1, changed},
                            {"top"_L1, top}, {"keepLog"_L1, static_cast<qint64>(keep)}, {"log"_L1, tail}};
    return QJsonDocument(entry).toJson(QJsonDocument::Compact) + '\n';
}

void RecoveryFile::remove() const
{
    for (const QString &path : {journalPath(), battlegroupPath(), sourcePath()}) {
        QFile::remove(path);
        QFile::remove(SafeSave::backupFileName(path));
    }
}

bool RecoveryFile::exists() const { return QFileInfo::exists(battlegroupPath()) || QFileInfo::exists(journalPath()); }

std::optional<RecoveryFile::Recovered> RecoveryFile::read(QString *problem) const
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
        const QDateTime journal = QFileInfo(journalPath()).lastModified();
        r.savedAt = (journal.isValid() && (!copy.isValid() || journal > copy) ? journal : copy).toString(Qt::ISODate);
    }

    // The journal on its base, when both are whole and belong together.
    bool journalOnFile = false;
    if (const auto journal = readBounded(journalPath(), kMaxJournalBytes)) {
        QList<QByteArray> lines = journal->split('\n');
        // Only lines that end in a newline are complete; the rest is an action whose write did not finish.
        lines.removeLast();
        const QJsonObject header = lines.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(lines.constFirst()).object();
        const QString base = header.value("base"_L1).toString();
        journalOnFile = base == "file"_L1;
        std::optional<QByteArray> baseBytes;
        if (header.value("recoveryJournal"_L1).toInteger() == kJournalVersion) {
            if (base == "copy"_L1)
                baseBytes = readBounded(battlegroupPath(), limits::maxFileBytes);
            else if (journalOnFile && !r.originalFile.isEmpty())
                baseBytes = readBounded(r.originalFile, limits::maxFileBytes);
        }
        if (baseBytes && digestHex(*baseBytes).toLower() == header.value("blake2b256"_L1).toString().toLatin1().toLower()) {
            QJsonObject root = QJsonDocument::fromJson(*baseBytes).object();
            for (qsizetype i = 1; i < lines.size() && applyEntry(lines.at(i), root); ++i)
                ++r.actions;
            LoadResult loaded = BattlegroupReader::fromJson(QJsonDocument(root).toJson(QJsonDocument::Compact));
            if (loaded.ok()) {
                r.battlegroup = std::move(*loaded.battlegroup);
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
    LoadResult loaded = BattlegroupReader::readFile(battlegroupPath());
    if (!loaded.ok()) {
        if (problem)
            *problem = loaded.problems.isEmpty() ? QString() : loaded.problems.constFirst().toString();
        return std::nullopt;
    }
    r.battlegroup = std::move(*loaded.battlegroup);
    return r;
}

} // namespace md
