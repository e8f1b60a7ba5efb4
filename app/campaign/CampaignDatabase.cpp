#include "CampaignDatabase.h"

#include "CampaignSchema.h"
#include "CarryOver.h"
#include "CsvWriter.h"
#include "ratio/io/BattlegroupReader.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/io/FileLimits.h"
#include "ratio/rules/MoralePoints.h"

#include <QAtomicInt>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileDevice>
#include <QFileInfo>
#include <QHash>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QSqlRecord>

#include <algorithm>

#ifdef Q_OS_UNIX
#include <unistd.h>
#endif

using namespace Qt::StringLiterals;

namespace md {

namespace {


// Long enough for another MoraleDesk (the window and the command line) to finish its transaction.
int busyTimeoutMs = 10000;
constexpr int maxDelay = CampaignDatabase::maxReplacementDelay;
constexpr int sqliteCorrupt = 11;
constexpr int sqliteBusy = 5;   // another connection holds the lock this statement needs
constexpr int sqliteLocked = 6; // the same, within one connection's shared cache
// SQLite's primary result code of the last error made into a message on this thread, so that the steps of
// opening can tell a file another program holds locked from a damaged one.
thread_local int lastResultCode = 0;

const QString driverName = u"QSQLITE"_s;

QString newConnectionName()
{
    static QAtomicInt counter;
    return u"md-campaign-%1"_s.arg(counter.fetchAndAddRelaxed(1) + 1);
}

bool setError(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

QString oneLine(QString text)
{
    text.replace(u'\r', u' ');
    text.replace(u'\n', u' ');
    return text.simplified();
}

QString sqlText(const QSqlError &e)
{
    lastResultCode = e.nativeErrorCode().toInt() & 0xff;
    const QString db = e.databaseText().trimmed();
    return oneLine(db.isEmpty() ? e.text() : db);
}

QSqlDatabase connection(const QString &name) { return QSqlDatabase::database(name, false); }

// One prepared statement; values are always bound, never spliced into the SQL.
class Query
{
public:
    Query(const QSqlDatabase &db, const QString &sql) : m_query(db)
    {
        m_query.setForwardOnly(true);
        m_prepared = m_query.prepare(sql);
    }
    bool exec(const QVariantList &values = {}, QString *error = nullptr)
    {
        if (!m_prepared)
            return setError(error, sqlText(m_query.lastError()));
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QVariant &v = values.at(i);
            // Qt Sql binds a null QString as NULL; only an invalid QVariant is meant to be NULL here.
            const bool nullText = v.typeId() == QMetaType::QString && v.toString().isNull();
            m_query.bindValue(static_cast<int>(i), nullText ? QVariant(u""_s) : v);
        }
        if (!m_query.exec())
            return setError(error, sqlText(m_query.lastError()));
        return true;
    }
    bool next() { return m_query.next(); }
    // After the last next(): false when the rows stopped because of an error, not the end.
    bool finished(QString *error) const
    {
        if (m_query.lastError().isValid())
            return setError(error, sqlText(m_query.lastError()));
        return true;
    }
    QVariant value(int i) const { return m_query.value(i); }
    int integer(int i) const { return m_query.value(i).toInt(); }
    qint64 id(int i) const { return m_query.value(i).toLongLong(); }
    QString text(int i) const { return m_query.value(i).toString(); }
    qint64 lastInsertId() const { return m_query.lastInsertId().toLongLong(); }
    QSqlRecord record() const { return m_query.record(); }
    QString errorText() const { return sqlText(m_query.lastError()); }
    // SQLite's primary result code of the last error (11 = SQLITE_CORRUPT, 26 = SQLITE_NOTADB).
    int resultCode() const { return m_query.lastError().nativeErrorCode().toInt() & 0xff; }
    int rowsAffected() const { return m_query.numRowsAffected(); }

private:
    QSqlQuery m_query;
    bool m_prepared = false;
};

// One value from a statement that returns one row; nullopt (and *error) otherwise.
std::optional<QVariant> single(const QSqlDatabase &db, const QString &sql, const QVariantList &values, QString *error)
{
    Query q(db, sql);
    if (!q.exec(values, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, CampaignDatabase::tr("no row"));
        return std::nullopt;
    }
    return q.value(0);
}

bool execute(const QSqlDatabase &db, const QString &sql, QString *error, const QVariantList &values = {})
{
    Query q(db, sql);
    return q.exec(values, error);
}

// Every multi-row change is one of these. IMMEDIATE takes the write lock at once, so a second writer
// waits for it (busy timeout) instead of failing half-way; the destructor rolls back what was not committed.
class WriteTransaction
{
public:
    explicit WriteTransaction(const QSqlDatabase &db) : m_db(db) {}
    ~WriteTransaction()
    {
        if (m_open) {
            QSqlQuery q(m_db);
            q.exec(u"ROLLBACK"_s);
        }
    }
    WriteTransaction(const WriteTransaction &) = delete;
    WriteTransaction &operator=(const WriteTransaction &) = delete;

    bool begin(QString *error)
    {
        QSqlQuery q(m_db);
        if (!q.exec(u"BEGIN IMMEDIATE"_s))
            return setError(error, sqlText(q.lastError()));
        m_open = true;
        return true;
    }
    bool commit(QString *error)
    {
        QSqlQuery q(m_db);
        if (!q.exec(u"COMMIT"_s))
            return setError(error, sqlText(q.lastError()));
        m_open = false;
        return true;
    }

private:
    QSqlDatabase m_db;
    bool m_open = false;
};

bool connectTo(const QString &name, const QString &fileName, QString *error)
{
    if (!QSqlDatabase::isDriverAvailable(driverName))
        return setError(error, CampaignDatabase::tr("the SQLite driver of Qt Sql (QSQLITE) is not installed; on Debian install "
                                      "libqt6sql6-sqlite"));
    QSqlDatabase db = QSqlDatabase::addDatabase(driverName, name);
    db.setDatabaseName(fileName);
    db.setConnectOptions(u"QSQLITE_BUSY_TIMEOUT=%1"_s.arg(busyTimeoutMs));
    if (!db.open())
        return setError(error, sqlText(db.lastError()));
    return true;
}

void disconnect(const QString &name)
{
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isValid())
            db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// Closes and forgets a connection when it goes out of scope; declare it before anything that uses it.
class ScopedConnection
{
public:
    ScopedConnection() : m_name(newConnectionName()) {}
    ~ScopedConnection() { disconnect(m_name); }
    ScopedConnection(const ScopedConnection &) = delete;
    ScopedConnection &operator=(const ScopedConnection &) = delete;
    const QString &name() const { return m_name; }
    QSqlDatabase db() const { return connection(m_name); }

private:
    QString m_name;
};

// PRAGMA statements take no bound parameters; these are built from constants only.
bool setPragmas(const QSqlDatabase &db, QString *error)
{
    // Foreign keys are off in SQLite unless every connection turns them on.
    if (!execute(db, u"PRAGMA foreign_keys = ON"_s, error))
        return false;
    // WAL: readers never block the writer (the window can stay open while the command line records), and a
    // commit is one append to the log, so a crash leaves either the whole transaction or none of it.
    const auto mode = single(db, u"PRAGMA journal_mode = WAL"_s, {}, error);
    if (!mode)
        return false;
    if (mode->toString().compare(u"wal"_s, Qt::CaseInsensitive) != 0)
        return setError(error, CampaignDatabase::tr("the file cannot use write-ahead logging (journal mode is %1)").arg(mode->toString()));
    // FULL: the log is synced at every commit, so a committed battle survives a power cut too; NORMAL in WAL
    // mode survives a program crash but may lose the last commits on power loss. Campaigns commit once a
    // game, so the cost does not matter.
    return execute(db, u"PRAGMA synchronous = FULL"_s, error);
}

QString now() { return QDateTime::currentDateTimeUtc().toString(Qt::ISODate); }

QString compactJson(const Battlegroup &bg)
{
    return QString::fromUtf8(QJsonDocument::fromJson(BattlegroupWriter::toJson(bg)).toJson(QJsonDocument::Compact));
}

std::optional<Battlegroup> battlegroupFromJson(const QString &json, const QString &what, QString *error)
{
    LoadResult loaded = BattlegroupReader::fromJson(json.toUtf8());
    if (!loaded.ok()) {
        setError(error, CampaignDatabase::tr("%1 cannot be read back: %2")
                            .arg(what, loaded.problems.isEmpty() ? QString() : oneLine(loaded.problems.first().toString())));
        return std::nullopt;
    }
    return std::move(loaded.battlegroup);
}

// A replacement is stored as one unit object of battlegroup file format v1.
QJsonObject holderJson()
{
    Battlegroup holder;
    holder.name = u"replacements"_s;
    return QJsonDocument::fromJson(BattlegroupWriter::toJson(holder)).object();
}

QString unitJson(const Unit &unit)
{
    Battlegroup holder;
    holder.name = u"replacements"_s;
    holder.units = {unit};
    const QJsonObject root = QJsonDocument::fromJson(BattlegroupWriter::toJson(holder)).object();
    const QJsonObject u = root.value(u"units"_s).toArray().at(0).toObject();
    return QString::fromUtf8(QJsonDocument(u).toJson(QJsonDocument::Compact));
}

std::optional<Unit> unitFromJson(const QString &json, QString *error)
{
    QJsonParseError parse{};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &parse);
    if (parse.error != QJsonParseError::NoError || !doc.isObject()) {
        setError(error, CampaignDatabase::tr("a stored replacement is not a unit: %1").arg(parse.errorString()));
        return std::nullopt;
    }
    QJsonObject root = holderJson();
    root.insert(u"units"_s, QJsonArray{doc.object()});
    LoadResult loaded = BattlegroupReader::fromJson(QJsonDocument(root).toJson(QJsonDocument::Compact));
    if (!loaded.ok() || loaded.battlegroup->units.size() != 1) {
        setError(error, CampaignDatabase::tr("a stored replacement cannot be read back: %1")
                            .arg(loaded.problems.isEmpty() ? QString() : oneLine(loaded.problems.first().toString())));
        return std::nullopt;
    }
    return loaded.battlegroup->units.constFirst();
}

// R8 factors as "green:-1 nbc:-2": readable in a spreadsheet and still exact.
QString factorsText(const QList<Factor> &factors)
{
    QStringList parts;
    for (const Factor &f : factors)
        parts.append(u"%1:%2"_s.arg(f.key, QString::number(f.delta)));
    return parts.join(u' ');
}

QVariant nullable(const std::optional<int> &v) { return v ? QVariant(*v) : QVariant(); }
QVariant flag(bool b) { return QVariant(b ? 1 : 0); }
QVariant dateValue(const QDate &d) { return d.isValid() ? QVariant(d.toString(Qt::ISODate)) : QVariant(); }

bool findBattlegroup(const QSqlDatabase &db, const QString &name, QString *error, qint64 *id)
{
    Query q(db, u"SELECT id FROM battlegroups WHERE name = ?"_s);
    if (!q.exec({name}, error))
        return false;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, CampaignDatabase::tr("there is no battlegroup \"%1\" in this campaign").arg(name));
        return false;
    }
    *id = q.id(0);
    return true;
}

// Everything next-battle needs about one battlegroup.
struct CarryOverInputs
{
    qint64 battlegroupId = 0;
    Battlegroup last;
    QHash<QString, int> unitBattles;
    int fought = 0;
    QList<Replacement> pending; // not yet joined, in the order they were asked for
};

std::optional<CarryOverInputs> carryOverInputs(const QSqlDatabase &db, const QString &name, QString *error)
{
    CarryOverInputs in;
    if (!findBattlegroup(db, name, error, &in.battlegroupId))
        return std::nullopt;

    QString json;
    int lastBattle = 0;
    {
        Query q(db, uR"(SELECT p.exit_json, b.number, (SELECT COUNT(*) FROM participants c WHERE c.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battles b ON b.id = p.battle_id
WHERE p.battlegroup_id = ? ORDER BY p.ordinal DESC LIMIT 1)"_s);
        if (!q.exec({in.battlegroupId}, error))
            return std::nullopt;
        if (q.next()) {
            json = q.text(0);
            lastBattle = q.integer(1);
            in.fought = q.integer(2);
        } else if (!q.finished(error)) {
            return std::nullopt;
        }
    }
    if (json.isEmpty()) {
        const auto enrolled = single(db, u"SELECT enrolled_json FROM battlegroups WHERE id = ?"_s, {in.battlegroupId}, error);
        if (!enrolled)
            return std::nullopt;
        if (enrolled->isNull()) {
            setError(error, CampaignDatabase::tr("battlegroup \"%1\" has no roster in this campaign yet").arg(name));
            return std::nullopt;
        }
        json = enrolled->toString();
    }
    const QString what = lastBattle > 0 ? CampaignDatabase::tr("the roster of \"%1\" after battle %2").arg(name, QString::number(lastBattle))
                                        : CampaignDatabase::tr("the enrolled roster of \"%1\"").arg(name);
    auto last = battlegroupFromJson(json, what, error);
    if (!last)
        return std::nullopt;
    in.last = *last;

    {
        Query q(db, uR"(SELECT u.unit_key, COUNT(*) FROM unit_results r JOIN units u ON u.id = r.unit_id
WHERE u.battlegroup_id = ? GROUP BY u.unit_key)"_s);
        if (!q.exec({in.battlegroupId}, error))
            return std::nullopt;
        while (q.next())
            in.unitBattles.insert(q.text(0), q.integer(1));
        if (!q.finished(error))
            return std::nullopt;
    }
    {
        Query q(db, uR"(SELECT id, unit_json, requested_after, delay, notes FROM replacements
WHERE battlegroup_id = ? AND joined_battle_id IS NULL ORDER BY id)"_s);
        if (!q.exec({in.battlegroupId}, error))
            return std::nullopt;
        while (q.next()) {
            Replacement r;
            r.id = q.id(0);
            r.battlegroup = name;
            const auto unit = unitFromJson(q.text(1), error);
            if (!unit)
                return std::nullopt;
            r.unit = *unit;
            r.requestedAfter = q.integer(2);
            r.delay = q.integer(3);
            r.notes = q.text(4);
            in.pending.append(r);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    return in;
}

QSet<QString> pieceIds(const Battlegroup &bg)
{
    QSet<QString> ids;
    for (const Unit &u : bg.units) {
        for (const Piece &p : u.pieces)
            ids.insert(p.id);
    }
    return ids;
}

// The lists that can be exported: fixed names, fixed SQL, fixed order (docs/campaign-format.md).
struct ExportTable
{
    const char16_t *name;
    const char16_t *sql;
};

constexpr ExportTable exportTables[] = {
    {u"battles", uR"(SELECT b.number AS battle, b.date, b.name, b.scenario, b.turns, b.outcome, s.name AS held_by,
  (SELECT group_concat(name, '; ') FROM (SELECT g.name FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id
   WHERE p.battle_id = b.id ORDER BY p.position)) AS battlegroups,
  b.notes
FROM battles b LEFT JOIN sides s ON s.id = b.held_by_side_id ORDER BY b.number)"},
    {u"participants", uR"(SELECT b.number AS battle, g.name AS battlegroup, s.name AS side, p.ordinal AS battlegroup_battle,
  p.turns, p.breaking_turn, p.retreated_from_turn, p.held_field, p.starting_points, p.ending_points, p.lost_points
FROM participants p JOIN battles b ON b.id = p.battle_id JOIN battlegroups g ON g.id = p.battlegroup_id
JOIN sides s ON s.id = p.side_id ORDER BY b.number, p.position)"},
    {u"battlegroups", uR"(SELECT g.name, s.name AS side, s.player,
  (SELECT COUNT(*) FROM participants p WHERE p.battlegroup_id = g.id) AS battles,
  (SELECT MAX(b.number) FROM participants p JOIN battles b ON b.id = p.battle_id WHERE p.battlegroup_id = g.id) AS last_battle
FROM battlegroups g JOIN sides s ON s.id = g.side_id ORDER BY g.id)"},
    {u"unit-results", uR"(SELECT b.number AS battle, g.name AS battlegroup, u.unit_key AS unit_id, r.name AS unit, u.kind,
  r.experience, r.pieces, r.starting_points, r.ending_points, r.casualties, r.surrendered, r.shot, r.eliminated,
  r.destroyed, r.abandoned, r.left_board, r.leaders_lost, r.checks_passed, r.checks_failed, r.times_broken, r.end_status
FROM unit_results r JOIN battles b ON b.id = r.battle_id JOIN units u ON u.id = r.unit_id
JOIN battlegroups g ON g.id = r.battlegroup_id
JOIN participants p ON p.battle_id = r.battle_id AND p.battlegroup_id = r.battlegroup_id
ORDER BY b.number, p.position, r.position)"},
    {u"piece-results", uR"(SELECT b.number AS battle, g.name AS battlegroup, u.unit_key AS unit_id, x.piece_key AS piece_id,
  x.name AS piece, x.kind, x.rank, x.morale_officer, x.crew_survivor, x.presence, x.status, x.starting_points, x.ending_points
FROM piece_results x JOIN unit_results r ON r.battle_id = x.battle_id AND r.unit_id = x.unit_id
JOIN battles b ON b.id = x.battle_id JOIN units u ON u.id = x.unit_id JOIN battlegroups g ON g.id = r.battlegroup_id
JOIN participants p ON p.battle_id = r.battle_id AND p.battlegroup_id = r.battlegroup_id
ORDER BY b.number, p.position, r.position, x.position)"},
    {u"morale-log", uR"(SELECT b.number AS battle, g.name AS battlegroup, l.seq, l.turn, l.event, l.unit_key AS unit_id,
  l.piece_key AS piece_id, l.detail, l.points, l.starting_level AS starting, l.current_level AS current, l.need,
  l.modified_need, l.factors, l.die, l.automatic, l.outcome, l.result, l.interceptive
FROM log_records l JOIN battles b ON b.id = l.battle_id JOIN battlegroups g ON g.id = l.battlegroup_id
JOIN participants p ON p.battle_id = l.battle_id AND p.battlegroup_id = l.battlegroup_id
ORDER BY b.number, p.position, l.seq)"},
    {u"service-records", uR"(SELECT g.name AS battlegroup, u.unit_key AS unit_id, u.name AS unit, u.kind,
  COUNT(*) AS battles,
  CASE WHEN COUNT(*) >= 2 OR (SELECT r2.experience FROM unit_results r2 JOIN battles b2 ON b2.id = r2.battle_id
       WHERE r2.unit_id = u.id ORDER BY b2.number DESC LIMIT 1) = 'seasoned' THEN 'seasoned' ELSE 'green' END AS experience,
  SUM(r.casualties) AS casualties, SUM(r.surrendered) AS surrendered, SUM(r.shot) AS shot,
  SUM(r.eliminated) AS eliminated, SUM(r.destroyed) AS destroyed, SUM(r.abandoned) AS abandoned,
  SUM(r.left_board) AS left_board, SUM(r.leaders_lost) AS leaders_lost, SUM(r.checks_passed) AS checks_passed,
  SUM(r.checks_failed) AS checks_failed, SUM(r.times_broken) AS times_broken
FROM units u JOIN battlegroups g ON g.id = u.battlegroup_id JOIN unit_results r ON r.unit_id = u.id
GROUP BY u.id ORDER BY g.id, u.id)"},
    {u"strength", uR"(SELECT g.name AS battlegroup, b.number AS battle, b.date, p.starting_points, p.ending_points, p.lost_points
FROM participants p JOIN battles b ON b.id = p.battle_id JOIN battlegroups g ON g.id = p.battlegroup_id
ORDER BY g.id, b.number)"},
    {u"replacements", uR"(SELECT x.id, g.name AS battlegroup, x.unit_key AS unit_id, x.pieces, x.requested_after, x.delay,
  x.arrives_for, b.number AS joined_battle, x.notes
FROM replacements x JOIN battlegroups g ON g.id = x.battlegroup_id LEFT JOIN battles b ON b.id = x.joined_battle_id
ORDER BY x.id)"},
};

} // namespace

// ---------------------------------------------------------------------------------------------------------
// Opening and creating

CampaignDatabase::CampaignDatabase(const QString &fileName, const QString &connection)
    : m_fileName(fileName), m_connection(connection)
{
}

CampaignDatabase::~CampaignDatabase() { disconnect(m_connection); }

std::unique_ptr<CampaignDatabase> CampaignDatabase::open(const QString &fileName, QString *error, OpenError *kind)
{
    if (kind)
        *kind = OpenError::None;
    const QFileInfo info(fileName);
    if (!info.exists()) {
        if (kind)
            *kind = OpenError::NoSuchFile;
        setError(error, tr("%1: no such campaign").arg(fileName));
        return nullptr;
    }
    if (!info.isFile()) {
        if (kind)
            *kind = OpenError::NotACampaign;
        setError(error, tr("%1 is not a MoraleDesk campaign file").arg(fileName));
        return nullptr;
    }
    std::unique_ptr<CampaignDatabase> db(new CampaignDatabase(fileName, newConnectionName()));
    QString why;
    if (!connectTo(db->m_connection, fileName, &why)) {
        if (kind)
            *kind = OpenError::Failed;
        setError(error, tr("cannot open %1: %2").arg(fileName, why));
        return nullptr;
    }
    if (!db->prepare(error, kind))
        return nullptr;
    return db;
}

void CampaignDatabase::setBusyTimeout(int milliseconds)
{
    busyTimeoutMs = std::max(0, milliseconds);
}

bool CampaignDatabase::prepare(QString *error, OpenError *kind)
{
    const QSqlDatabase db = connection(m_connection);
    // Every step below fails as "locked" when another program holds the file (a writer with a rollback
    // journal, an exclusive lock) for longer than the busy timeout: then the file is busy, not damaged.
    lastResultCode = 0;
    const auto refuse = [&](OpenError k, const QString &message) {
        const bool busy = lastResultCode == sqliteBusy || lastResultCode == sqliteLocked;
        if (kind)
            *kind = busy ? OpenError::Busy : k;
        if (busy)
            return setError(error, tr("%1 is busy: another program is writing to it. Try again when it has finished; "
                                      "it was not changed.").arg(m_fileName));
        return setError(error, message);
    };
    // The header first, then the check: nothing is written before the file is known to be a sound campaign.
    QString why;
    std::optional<int> appId;
    {
        Query q(db, u"PRAGMA application_id"_s);
        if (q.exec({}, &why) && q.next())
            appId = q.integer(0);
        else if (q.resultCode() == sqliteCorrupt)
            return refuse(OpenError::Damaged, tr("%1 is damaged (SQLite: %2); it was not changed. Restore it from a "
                                                 "backup.").arg(m_fileName, q.errorText()));
        else
            return refuse(OpenError::NotACampaign,
                          tr("%1 is not a MoraleDesk campaign file, or its first page is damaged (SQLite: %2); it was "
                             "not changed").arg(m_fileName, why.isEmpty() ? q.errorText() : why));
    }
    if (*appId != CampaignSchema::applicationId)
        return refuse(OpenError::NotACampaign, tr("%1 is not a MoraleDesk campaign file").arg(m_fileName));
    const auto version = single(db, u"PRAGMA user_version"_s, {}, &why);
    if (!version)
        return refuse(OpenError::Damaged, tr("%1 is damaged (SQLite: %2); it was not changed").arg(m_fileName, why));
    m_openedVersion = version->toInt();
    if (m_openedVersion > CampaignSchema::current)
        return refuse(OpenError::TooNew,
                      tr("%1 was written by a newer MoraleDesk (campaign format %2); this version reads formats 1 to "
                         "%3. Nothing was changed.")
                          .arg(m_fileName, QString::number(m_openedVersion), QString::number(CampaignSchema::current)));
    if (m_openedVersion < 1)
        return refuse(OpenError::NotACampaign, tr("%1 is not a complete MoraleDesk campaign file").arg(m_fileName));

    // Item 5 of the issue: a damaged file is refused, never "repaired" by dropping what cannot be read.
    {
        Query q(db, u"PRAGMA quick_check"_s);
        QStringList findings;
        if (q.exec({}, &why)) {
            while (q.next())
                findings.append(oneLine(q.text(0)));
            q.finished(&why);
        }
        if (findings != QStringList{u"ok"_s}) {
            const QString first = findings.isEmpty() || findings.constFirst() == u"ok"_s ? why : findings.constFirst();
            return refuse(OpenError::Damaged,
                          tr("%1 is damaged (SQLite quick_check: %2); it was not changed. Restore it from a backup.")
                              .arg(m_fileName, first));
        }
    }
    if (!setPragmas(db, &why))
        return refuse(OpenError::Failed, tr("cannot open %1: %2").arg(m_fileName, why));
    if (m_openedVersion < CampaignSchema::current && !migrate(&why))
        return refuse(OpenError::Failed,
                      tr("cannot bring %1 from campaign format %2 to %3: %4; it was not changed")
                          .arg(m_fileName, QString::number(m_openedVersion), QString::number(CampaignSchema::current), why));
    return true;
}

bool CampaignDatabase::migrate(QString *error)
{
    const QSqlDatabase db = connection(m_connection);
    WriteTransaction tx(db);
    if (!tx.begin(error))
        return false;
    // Another MoraleDesk may have migrated the file while this one waited for the lock.
    const auto version = single(db, u"PRAGMA user_version"_s, {}, error);
    if (!version)
        return false;
    for (int v = version->toInt(); v < CampaignSchema::current; ++v) {
        for (const QString &statement : CampaignSchema::migration(v)) {
            if (!execute(db, statement, error))
                return false;
        }
        if (!execute(db, u"PRAGMA user_version = %1"_s.arg(v + 1), error))
            return false;
    }
    Query check(db, u"PRAGMA foreign_key_check"_s);
    if (!check.exec({}, error))
        return false;
    if (check.next())
        return setError(error, tr("a row of table %1 would refer to a missing row").arg(check.text(0)));
    return tx.commit(error);
}

bool CampaignDatabase::createAtVersion(const QString &fileName, const CampaignInfo &info, int version, QString *error)
{
    if (version < 1 || version > CampaignSchema::current)
        return setError(error, tr("there is no campaign format %1").arg(version));
    if (info.name.trimmed().isEmpty())
        return setError(error, tr("a campaign needs a name"));
    QStringList sideNames;
    for (const CampaignSide &s : info.sides) {
        if (s.name.trimmed().isEmpty())
            return setError(error, tr("a side needs a name"));
        if (sideNames.contains(s.name.trimmed()))
            return setError(error, tr("the side \"%1\" is named twice").arg(s.name.trimmed()));
        sideNames.append(s.name.trimmed());
    }
    const QFileInfo target(fileName);
    if (target.exists() || target.isSymLink())
        return setError(error, tr("%1 already exists; a new campaign never replaces a file").arg(fileName));
    const QDir dir = target.absoluteDir();
    if (!dir.exists())
        return setError(error, tr("cannot create %1: the folder %2 does not exist").arg(fileName, dir.path()));

    // Built aside and renamed into place, so a crash never leaves a half-made campaign under the name.
    const QString temp = dir.filePath(u".%1.%2.creating"_s.arg(target.fileName())
                                          .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
    const auto removeTemp = [&temp] {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(temp + suffix);
    };
    QString why;
    bool ok = false;
    {
        ScopedConnection c;
        if (connectTo(c.name(), temp, &why)) {
            const QSqlDatabase db = c.db();
            ok = [&] {
                if (!setPragmas(db, &why))
                    return false;
                WriteTransaction tx(db);
                if (!tx.begin(&why))
                    return false;
                if (!execute(db, u"PRAGMA application_id = %1"_s.arg(CampaignSchema::applicationId), &why))
                    return false;
                for (const QString &statement : CampaignSchema::creationV1()) {
                    if (!execute(db, statement, &why))
                        return false;
                }
                if (!execute(db, u"PRAGMA user_version = 1"_s, &why))
                    return false;
                // The rows go in before the migrations, which treat them as on any older file.
                if (!execute(db, u"INSERT INTO campaign (id, name, notes, created_at, created_by) VALUES (1, ?, ?, ?, ?)"_s,
                             &why, {info.name.trimmed(), info.notes, now(), u"MoraleDesk " MORALEDESK_VERSION ""_s}))
                    return false;
                int position = 0;
                for (const CampaignSide &s : info.sides) {
                    if (!execute(db, u"INSERT INTO sides (position, name, player) VALUES (?, ?, ?)"_s, &why,
                                 {++position, s.name.trimmed(), s.player.trimmed()}))
                        return false;
                }
                for (int v = 1; v < version; ++v) {
                    for (const QString &statement : CampaignSchema::migration(v)) {
                        if (!execute(db, statement, &why))
                            return false;
                    }
                    if (!execute(db, u"PRAGMA user_version = %1"_s.arg(v + 1), &why))
                        return false;
                }
                if (!tx.commit(&why))
                    return false;
                // Everything into the main file before it is renamed: the log stays behind with the old name.
                return execute(db, u"PRAGMA wal_checkpoint(TRUNCATE)"_s, &why);
            }();
        }
    }
    if (ok && (QFile::exists(temp + u"-wal"_s) && QFileInfo(temp + u"-wal"_s).size() > 0)) {
        why = tr("the new file's write-ahead log was not emptied");
        ok = false;
    }
    if (ok && !QFile::rename(temp, fileName)) {
        why = tr("%1 appeared while the campaign was being built, or the folder is not writable").arg(fileName);
        ok = false;
    }
    removeTemp();
    if (!ok)
        return setError(error, tr("cannot create %1: %2").arg(fileName, why));
    return true;
}

std::unique_ptr<CampaignDatabase> CampaignDatabase::create(const QString &fileName, const CampaignInfo &info, QString *error)
{
    if (!createAtVersion(fileName, info, CampaignSchema::current, error))
        return nullptr;
    return open(fileName, error);
}

// ---------------------------------------------------------------------------------------------------------
// The campaign itself

std::optional<CampaignInfo> CampaignDatabase::info(QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    CampaignInfo info;
    {
        Query q(db, u"SELECT name, notes FROM campaign WHERE id = 1"_s);
        if (!q.exec({}, error))
            return std::nullopt;
        if (!q.next()) {
            if (q.finished(error))
                setError(error, tr("%1 has no campaign record").arg(m_fileName));
            return std::nullopt;
        }
        info.name = q.text(0);
        info.notes = q.text(1);
    }
    Query q(db, u"SELECT name, player FROM sides ORDER BY position, id"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    while (q.next())
        info.sides.append({q.text(0), q.text(1)});
    if (!q.finished(error))
        return std::nullopt;
    return info;
}

bool CampaignDatabase::setInfo(const CampaignInfo &info, QString *error)
{
    // Checked before the transaction, so a refused change writes nothing at all.
    if (info.name.trimmed().isEmpty())
        return setError(error, tr("Campaign name: a campaign needs a name"));
    QSet<QString> seen;
    for (qsizetype i = 0; i < info.sides.size(); ++i) {
        const QString side = info.sides.at(i).name.trimmed();
        if (side.isEmpty())
            return setError(error, tr("Side %1: a side needs a name").arg(i + 1));
        if (seen.contains(side))
            return setError(error, tr("Side %1: \"%2\" is listed twice").arg(QString::number(i + 1), side));
        seen.insert(side);
    }
    const QSqlDatabase db = connection(m_connection);
    WriteTransaction tx(db);
    if (!tx.begin(error))
        return false;
    if (!execute(db, u"UPDATE campaign SET name = ?, notes = ? WHERE id = 1"_s, error, {info.name.trimmed(), info.notes}))
        return false;
    int position = 0;
    for (const CampaignSide &s : info.sides) {
        if (!execute(db, uR"(INSERT INTO sides (position, name, player) VALUES (?, ?, ?)
ON CONFLICT (name) DO UPDATE SET position = excluded.position, player = excluded.player)"_s,
                     error, {++position, s.name.trimmed(), s.player.trimmed()}))
            return false;
    }
    return tx.commit(error);
}

namespace {
// The id of a side, added when it is new (a battlegroup may name a side the campaign did not list).
std::optional<qint64> sideId(const QSqlDatabase &db, const QString &name, QString *error)
{
    {
        Query q(db, u"SELECT id FROM sides WHERE name = ?"_s);
        if (!q.exec({name}, error))
            return std::nullopt;
        if (q.next())
            return q.id(0);
        if (!q.finished(error))
            return std::nullopt;
    }
    Query insert(db, u"INSERT INTO sides (position, name, player) VALUES ((SELECT COALESCE(MAX(position), 0) + 1 FROM sides), ?, '')"_s);
    if (!insert.exec({name}, error))
        return std::nullopt;
    return insert.lastInsertId();
}
} // namespace

bool CampaignDatabase::addBattlegroup(const Battlegroup &roster, QString *error)
{
    if (const Problems problems = BattlegroupValidator::validate(roster); !problems.isEmpty())
        return setError(error, tr("battlegroup \"%1\" is not valid: %2").arg(roster.name, oneLine(problems.first().toString())));
    const QSqlDatabase db = connection(m_connection);
    WriteTransaction tx(db);
    if (!tx.begin(error))
        return false;
    const auto exists = single(db, u"SELECT COUNT(*) FROM battlegroups WHERE name = ?"_s, {roster.name}, error);
    if (!exists)
        return false;
    if (exists->toInt() > 0)
        return setError(error, tr("battlegroup \"%1\" is already in this campaign").arg(roster.name));
    const auto side = sideId(db, CarryOver::sideKey(roster), error);
    if (!side)
        return false;
    if (!execute(db, u"INSERT INTO battlegroups (name, side_id, enrolled_json, created_at) VALUES (?, ?, ?, ?)"_s, error,
                 {roster.name, *side, compactJson(CarryOver::entrySnapshot(roster)), now()}))
        return false;
    return tx.commit(error);
}

QStringList CampaignDatabase::battlegroups(QString *error) const
{
    QStringList names;
    Query q(connection(m_connection), u"SELECT name FROM battlegroups ORDER BY id"_s);
    if (!q.exec({}, error))
        return names;
    while (q.next())
        names.append(q.text(0));
    q.finished(error);
    return names;
}

// ---------------------------------------------------------------------------------------------------------
// Recording a battle

std::optional<BattleRecord> CampaignDatabase::recordBattle(const QList<Battlegroup> &bgs, const BattleInfo &info,
                                                           QString *error)
{
    if (bgs.isEmpty()) {
        setError(error, tr("there is no battlegroup to record"));
        return std::nullopt;
    }
    QStringList names;
    for (const Battlegroup &bg : bgs) {
        if (names.contains(bg.name)) {
            setError(error, tr("battlegroup \"%1\" is given twice").arg(bg.name));
            return std::nullopt;
        }
        names.append(bg.name);
        if (const Problems problems = BattlegroupValidator::validate(bg); !problems.isEmpty()) {
            setError(error, tr("battlegroup \"%1\" is not valid: %2").arg(bg.name, oneLine(problems.first().toString())));
            return std::nullopt;
        }
    }
    if (info.turns < 0 || info.turns > limits::maxTurn) {
        setError(error, tr("the number of turns must be from 1 to %1").arg(limits::maxTurn));
        return std::nullopt;
    }

    BattleRecord record;
    record.date = info.date.isValid() ? info.date : QDate::currentDate();
    record.scenario = info.scenario;
    record.notes = info.notes;
    record.turns = info.turns;
    if (record.turns == 0) {
        for (const Battlegroup &bg : bgs)
            record.turns = std::max(record.turns, CarryOver::playedTurns(bg));
    }
    const ratio::FieldDecision field = CarryOver::field(bgs); // R11
    record.outcome = field.outcome;
    record.heldBy = field.heldBy;
    record.retreated = field.retreated;

    QStringList exitJson;
    QStringList entryJson;
    for (const Battlegroup &bg : bgs) {
        exitJson.append(compactJson(bg));
        entryJson.append(compactJson(CarryOver::entrySnapshot(bg)));
    }

    const QSqlDatabase db = connection(m_connection);
    WriteTransaction tx(db);
    QString why;
    const auto failed = [&](const QString &reason) -> std::optional<BattleRecord> {
        setError(error, tr("the battle was not recorded: %1").arg(reason));
        return std::nullopt;
    };
    if (!tx.begin(&why))
        return failed(why);

    // The same end states recorded again would count the battle twice (losses, experience).
    {
        Query q(db, uR"(SELECT b.number, p.battle_id FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE g.name = ? AND p.exit_json = ?)"_s);
        if (!q.exec({bgs.at(0).name, exitJson.at(0)}, &why))
            return failed(why);
        while (q.next()) {
            const int number = q.integer(0);
            const qint64 battleId = q.id(1);
            const auto count = single(db, u"SELECT COUNT(*) FROM participants WHERE battle_id = ?"_s, {battleId}, &why);
            if (!count)
                return failed(why);
            bool same = count->toInt() == bgs.size();
            for (qsizetype i = 1; same && i < bgs.size(); ++i) {
                const auto match = single(db, uR"(SELECT COUNT(*) FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id
WHERE p.battle_id = ? AND g.name = ? AND p.exit_json = ?)"_s, {battleId, bgs.at(i).name, exitJson.at(i)}, &why);
                if (!match)
                    return failed(why);
                same = match->toInt() == 1;
            }
            if (same)
                return failed(tr("these battlegroups were already recorded, as battle %1").arg(number));
        }
        if (!q.finished(&why))
            return failed(why);
    }

    const auto next = single(db, u"SELECT COALESCE(MAX(number), 0) + 1 FROM battles"_s, {}, &why);
    if (!next)
        return failed(why);
    record.number = next->toInt();
    if (info.name.trimmed().isEmpty())
        record.name = tr("Battle %1").arg(record.number);
    else
        record.name = info.name.trimmed();

    QVariant heldBySide;
    if (record.outcome == BattleOutcome::Held) {
        const auto side = sideId(db, record.heldBy, &why);
        if (!side)
            return failed(why);
        heldBySide = *side;
    }
    const char16_t *outcomeKey = record.outcome == BattleOutcome::Held        ? u"held"
                                 : record.outcome == BattleOutcome::Neither   ? u"neither"
                                 : record.outcome == BattleOutcome::Retreated ? u"retreated"
                                                                              : u"undecided";
    Query insertBattle(db, uR"(INSERT INTO battles (number, date, name, scenario, turns, outcome, held_by_side_id, notes, recorded_at)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
    if (!insertBattle.exec({record.number, dateValue(record.date), record.name, record.scenario, record.turns,
                            QString::fromUtf16(outcomeKey), heldBySide, record.notes, now()},
                           &why))
        return failed(why);
    const qint64 battleId = insertBattle.lastInsertId();

    Query insertParticipant(db, uR"(INSERT INTO participants (battle_id, battlegroup_id, position, ordinal, side_id, turns,
breaking_turn, retreated_from_turn, held_field, starting_points, ending_points, lost_points, entry_json, exit_json)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
    Query insertUnit(db, uR"(INSERT INTO units (battlegroup_id, unit_key, name, kind) VALUES (?, ?, ?, ?)
ON CONFLICT (battlegroup_id, unit_key) DO UPDATE SET name = excluded.name, kind = excluded.kind)"_s);
    Query unitId(db, u"SELECT id FROM units WHERE battlegroup_id = ? AND unit_key = ?"_s);
    Query insertResult(db, uR"(INSERT INTO unit_results (battle_id, battlegroup_id, unit_id, position, name, experience, pieces,
starting_points, ending_points, casualties, surrendered, shot, eliminated, destroyed, abandoned, left_board, leaders_lost,
checks_passed, checks_failed, times_broken, end_status)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
    Query insertPiece(db, uR"(INSERT INTO piece_results (battle_id, unit_id, position, piece_key, name, kind, rank,
morale_officer, crew_survivor, presence, status, starting_points, ending_points)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);
    Query insertLog(db, uR"(INSERT INTO log_records (battle_id, battlegroup_id, seq, turn, event, unit_key, piece_key, detail,
points, starting_level, current_level, need, modified_need, factors, die, automatic, outcome, result, interceptive)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?))"_s);

    for (qsizetype i = 0; i < bgs.size(); ++i) {
        const Battlegroup &bg = bgs.at(i);
        const auto side = sideId(db, CarryOver::sideKey(bg), &why);
        if (!side)
            return failed(why);
        if (!execute(db, uR"(INSERT INTO battlegroups (name, side_id, enrolled_json, created_at) VALUES (?, ?, NULL, ?)
ON CONFLICT (name) DO UPDATE SET side_id = excluded.side_id)"_s, &why, {bg.name, *side, now()}))
            return failed(why);
        const auto bgId = single(db, u"SELECT id FROM battlegroups WHERE name = ?"_s, {bg.name}, &why);
        if (!bgId)
            return failed(why);
        const qint64 battlegroupId = bgId->toLongLong();
        const auto fought = single(db, u"SELECT COUNT(*) FROM participants WHERE battlegroup_id = ?"_s, {battlegroupId}, &why);
        if (!fought)
            return failed(why);

        const ratio::Endurance e = ratio::endurance(bg);
        ParticipantResult pr;
        pr.battlegroup = bg.name;
        pr.side = CarryOver::sideKey(bg);
        pr.ordinal = fought->toInt() + 1;
        pr.breakingTurn = bg.breakingTurn;
        pr.retreatedFromTurn = bg.breakingTurn > 0 ? bg.breakingTurn + 1 : 0; // R11: from the next turn
        pr.heldField = field.heldField.at(i);
        pr.startingPoints = e.total;
        pr.lostPoints = e.lost;
        pr.endingPoints = e.total - e.lost;
        pr.units = static_cast<int>(bg.units.size());
        pr.logRecords = static_cast<int>(bg.log.size());
        if (!insertParticipant.exec({battleId, battlegroupId, static_cast<int>(i) + 1, pr.ordinal, *side,
                                     CarryOver::playedTurns(bg), pr.breakingTurn,
                                     pr.retreatedFromTurn > 0 ? QVariant(pr.retreatedFromTurn) : QVariant(),
                                     flag(pr.heldField), pr.startingPoints, pr.endingPoints, pr.lostPoints,
                                     entryJson.at(i), exitJson.at(i)},
                                    &why))
            return failed(why);

        for (qsizetype j = 0; j < bg.units.size(); ++j) {
            const Unit &unit = bg.units.at(j);
            if (!insertUnit.exec({battlegroupId, unit.id, unit.name, enumKey(unit.kind)}, &why))
                return failed(why);
            if (!unitId.exec({battlegroupId, unit.id}, &why) || !unitId.next())
                return failed(why.isEmpty() ? unitId.errorText() : why);
            const qint64 uid = unitId.id(0);
            const UnitTally t = CarryOver::tally(unit, bg);
            pr.piecesLost += t.piecesLost();
            pr.piecesLeftBoard += t.leftBoard;
            if (!insertResult.exec({battleId, battlegroupId, uid, static_cast<int>(j) + 1, unit.name,
                                    enumKey(bg.experienceOf(unit)), static_cast<int>(unit.pieces.size()),
                                    ratio::unitStarting(unit, bg.rules), ratio::unitCurrent(unit, bg.rules),
                                    t.casualties, t.surrendered, t.shot, t.eliminated, t.destroyed, t.abandoned,
                                    t.leftBoard, t.leadersLost, t.checksPassed, t.checksFailed, t.timesBroken,
                                    CarryOver::endStatus(unit)},
                                   &why))
                return failed(why);
            for (qsizetype k = 0; k < unit.pieces.size(); ++k) {
                const Piece &p = unit.pieces.at(k);
                const QVariant rank = p.kind == PieceKind::Soldier ? QVariant(enumKey(p.rank)) : QVariant();
                if (!insertPiece.exec({battleId, uid, static_cast<int>(k) + 1, p.id, p.name, enumKey(p.kind), rank,
                                       flag(p.moraleOfficer), flag(p.crewSurvivor), enumKey(p.state.presence),
                                       enumKey(p.state.status), ratio::startingPoints(p, bg.rules),
                                       ratio::currentPoints(p, bg.rules)},
                                      &why))
                    return failed(why);
            }
        }

        for (qsizetype k = 0; k < bg.log.size(); ++k) {
            const LogRecord &r = bg.log.at(k);
            const bool check = r.event == LogEvent::Check;
            const bool levels = check || r.event == LogEvent::BreakingPoint;
            if (!insertLog.exec({battleId, battlegroupId, static_cast<int>(k) + 1, r.turn, enumKey(r.event), r.unitId,
                                 r.pieceId, r.detail, r.points, levels ? QVariant(r.starting) : QVariant(),
                                 levels ? QVariant(r.current) : QVariant(), check ? nullable(r.need) : QVariant(),
                                 check ? nullable(r.modifiedNeed) : QVariant(),
                                 check ? QVariant(factorsText(r.factors)) : QVariant(), check ? nullable(r.die) : QVariant(),
                                 check ? QVariant(enumKey(r.automatic)) : QVariant(),
                                 check ? QVariant(enumKey(r.outcome)) : QVariant(),
                                 check ? QVariant(enumKey(r.result)) : QVariant(), check ? flag(r.interceptive) : QVariant()},
                                &why))
                return failed(why);
        }

        // R12: replacements have joined once a recorded battle has their pieces in the roster.
        const QSet<QString> ids = pieceIds(bg);
        QList<qint64> joined;
        {
            Query q(db, u"SELECT id, unit_json FROM replacements WHERE battlegroup_id = ? AND joined_battle_id IS NULL"_s);
            if (!q.exec({battlegroupId}, &why))
                return failed(why);
            while (q.next()) {
                const auto unit = unitFromJson(q.text(1), &why);
                if (!unit)
                    return failed(why);
                const bool present = std::any_of(unit->pieces.cbegin(), unit->pieces.cend(),
                                                 [&](const Piece &p) { return ids.contains(p.id); });
                if (present)
                    joined.append(q.id(0));
            }
            if (!q.finished(&why))
                return failed(why);
        }
        for (const qint64 id : std::as_const(joined)) {
            if (!execute(db, u"UPDATE replacements SET joined_battle_id = ? WHERE id = ?"_s, &why, {battleId, id}))
                return failed(why);
        }
        record.participants.append(pr);
    }
    if (!tx.commit(&why))
        return failed(why);
    return record;
}

QString CampaignDatabase::outcomeText(const BattleRecord &battle)
{
    switch (battle.outcome) {
    case BattleOutcome::Held:
        return tr("%1 held the field").arg(battle.heldBy);
    case BattleOutcome::Neither:
        return tr("the last sides on the field reached their breaking point in the same turn: neither held the field");
    case BattleOutcome::Retreated:
        return tr("%1 reached its breaking point and retreated: its opponent held the field").arg(battle.retreated);
    case BattleOutcome::Undecided:
        break;
    }
    return tr("no side retreated: the field was not decided");
}

QString CampaignDatabase::describe(const BattleRecord &battle)
{
    QString text = tr("Recorded battle %1, \"%2\" (%3, %n turn(s)): %4.", nullptr, battle.turns)
                       .arg(QString::number(battle.number), battle.name, battle.date.toString(Qt::ISODate),
                            outcomeText(battle));
    for (const ParticipantResult &p : battle.participants) {
        QString line = tr("%1 (%2), its battle %3: %4 of %5 points at the end; %n piece(s) lost", nullptr, p.piecesLost)
                           .arg(p.battlegroup, p.side, QString::number(p.ordinal), QString::number(p.endingPoints),
                                QString::number(p.startingPoints));
        if (p.piecesLeftBoard > 0)
            line += tr(", %n left the board", nullptr, p.piecesLeftBoard);
        if (p.retreatedFromTurn > 0)
            line += tr("; reached its breaking point in turn %1 and retreated from turn %2")
                        .arg(p.breakingTurn)
                        .arg(p.retreatedFromTurn);
        line += tr("; %n log record(s).", nullptr, p.logRecords);
        text += u"\n  "_s + line;
    }
    return text;
}

std::optional<QList<BattleRecord>> CampaignDatabase::listBattles(QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    QList<BattleRecord> battles;
    QHash<qint64, qsizetype> byId;
    {
        Query q(db, uR"(SELECT b.id, b.number, b.date, b.name, b.scenario, b.turns, b.outcome, s.name, b.notes
FROM battles b LEFT JOIN sides s ON s.id = b.held_by_side_id ORDER BY b.number)"_s);
        if (!q.exec({}, error))
            return std::nullopt;
        while (q.next()) {
            BattleRecord b;
            b.number = q.integer(1);
            b.date = QDate::fromString(q.text(2), Qt::ISODate);
            b.name = q.text(3);
            b.scenario = q.text(4);
            b.turns = q.integer(5);
            const QString outcome = q.text(6);
            b.outcome = outcome == u"held"_s        ? BattleOutcome::Held
                        : outcome == u"neither"_s   ? BattleOutcome::Neither
                        : outcome == u"retreated"_s ? BattleOutcome::Retreated
                                                    : BattleOutcome::Undecided;
            b.heldBy = q.text(7);
            b.notes = q.text(8);
            byId.insert(q.id(0), battles.size());
            battles.append(b);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    Query q(db, uR"(SELECT p.battle_id, g.name, s.name, p.ordinal, p.breaking_turn, p.retreated_from_turn, p.held_field,
  p.starting_points, p.ending_points, p.lost_points,
  (SELECT COUNT(*) FROM unit_results r WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COALESCE(SUM(casualties + surrendered + shot + eliminated + destroyed + abandoned), 0) FROM unit_results r
   WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COALESCE(SUM(left_board), 0) FROM unit_results r WHERE r.battle_id = p.battle_id AND r.battlegroup_id = p.battlegroup_id),
  (SELECT COUNT(*) FROM log_records l WHERE l.battle_id = p.battle_id AND l.battlegroup_id = p.battlegroup_id)
FROM participants p JOIN battlegroups g ON g.id = p.battlegroup_id JOIN sides s ON s.id = p.side_id
ORDER BY p.battle_id, p.position)"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    while (q.next()) {
        const auto at = byId.constFind(q.id(0));
        if (at == byId.cend())
            continue;
        ParticipantResult p;
        p.battlegroup = q.text(1);
        p.side = q.text(2);
        p.ordinal = q.integer(3);
        p.breakingTurn = q.integer(4);
        p.retreatedFromTurn = q.integer(5);
        p.heldField = q.integer(6) != 0;
        p.startingPoints = q.integer(7);
        p.endingPoints = q.integer(8);
        p.lostPoints = q.integer(9);
        p.units = q.integer(10);
        p.piecesLost = q.integer(11);
        p.piecesLeftBoard = q.integer(12);
        p.logRecords = q.integer(13);
        BattleRecord &b = battles[*at];
        if (b.outcome == BattleOutcome::Retreated && b.participants.isEmpty())
            b.retreated = p.side; // R11: all its battlegroups are of the one side that retreated
        b.participants.append(p);
    }
    if (!q.finished(error))
        return std::nullopt;
    return battles;
}

std::optional<Battlegroup> CampaignDatabase::snapshot(int battle, const QString &battlegroup, Snapshot which,
                                                      QString *error) const
{
    const QString sql = which == Snapshot::Entry
                            ? uR"(SELECT p.entry_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ?)"_s
                            : uR"(SELECT p.exit_json FROM participants p JOIN battles b ON b.id = p.battle_id
JOIN battlegroups g ON g.id = p.battlegroup_id WHERE b.number = ? AND g.name = ?)"_s;
    Query q(connection(m_connection), sql);
    if (!q.exec({battle, battlegroup}, error))
        return std::nullopt;
    if (!q.next()) {
        if (q.finished(error))
            setError(error, tr("battlegroup \"%1\" did not fight in battle %2").arg(battlegroup, QString::number(battle)));
        return std::nullopt;
    }
    return battlegroupFromJson(q.text(0), tr("the snapshot of \"%1\" in battle %2").arg(battlegroup, QString::number(battle)), error);
}

// ---------------------------------------------------------------------------------------------------------
// Service records and the strength chart

std::optional<QList<ServiceRecord>> CampaignDatabase::serviceRecord(const QString &unitIdOrName, QString *error,
                                                                    const QString &battlegroup) const
{
    const QSqlDatabase db = connection(m_connection);
    struct Match
    {
        qint64 id;
        ServiceRecord record;
    };
    QList<Match> matches;
    {
        Query q(db, uR"(SELECT u.id, g.name, u.unit_key, u.name, u.kind FROM units u JOIN battlegroups g ON g.id = u.battlegroup_id
WHERE ? = '' OR g.name = ? ORDER BY g.id, u.id)"_s);
        if (!q.exec({battlegroup, battlegroup}, error))
            return std::nullopt;
        const QString wanted = unitIdOrName.trimmed();
        while (q.next()) {
            if (q.text(2) != wanted && q.text(3).compare(wanted, Qt::CaseInsensitive) != 0)
                continue;
            Match m;
            m.id = q.id(0);
            m.record.battlegroup = q.text(1);
            m.record.unitId = q.text(2);
            m.record.name = q.text(3);
            m.record.kind = enumFromKey<UnitKind>(q.text(4)).value_or(UnitKind::Infantry);
            matches.append(m);
        }
        if (!q.finished(error))
            return std::nullopt;
    }
    if (matches.isEmpty()) {
        setError(error, battlegroup.isEmpty()
                            ? tr("no unit \"%1\" has fought in this campaign").arg(unitIdOrName)
                            : tr("no unit \"%1\" of battlegroup \"%2\" has fought in this campaign").arg(unitIdOrName, battlegroup));
        return std::nullopt;
    }
    QList<ServiceRecord> records;
    Query q(db, uR"(SELECT b.number, b.date, b.name, r.experience, r.pieces, r.starting_points, r.ending_points,
  r.casualties, r.surrendered, r.shot, r.eliminated, r.destroyed, r.abandoned, r.left_board, r.leaders_lost,
  r.checks_passed, r.checks_failed, r.times_broken, r.end_status
FROM unit_results r JOIN battles b ON b.id = r.battle_id WHERE r.unit_id = ? ORDER BY b.number)"_s);
    for (Match &m : matches) {
        if (!q.exec({m.id}, error))
            return std::nullopt;
        while (q.next()) {
            UnitBattle ub;
            ub.battle = q.integer(0);
            ub.date = QDate::fromString(q.text(1), Qt::ISODate);
            ub.battleName = q.text(2);
            ub.experience = enumFromKey<Experience>(q.text(3)).value_or(Experience::Seasoned);
            ub.pieces = q.integer(4);
            ub.startingPoints = q.integer(5);
            ub.endingPoints = q.integer(6);
            UnitTally &t = ub.tally;
            t.casualties = q.integer(7);
            t.surrendered = q.integer(8);
            t.shot = q.integer(9);
            t.eliminated = q.integer(10);
            t.destroyed = q.integer(11);
            t.abandoned = q.integer(12);
            t.leftBoard = q.integer(13);
            t.leadersLost = q.integer(14);
            t.checksPassed = q.integer(15);
            t.checksFailed = q.integer(16);
            t.timesBroken = q.integer(17);
            ub.endStatus = q.text(18);
            m.record.total += t;
            m.record.battles.append(ub);
        }
        if (!q.finished(error))
            return std::nullopt;
        // R8: green becomes seasoned after two battles.
        const Experience last = m.record.battles.isEmpty() ? Experience::Seasoned : m.record.battles.constLast().experience;
        m.record.experience = (last == Experience::Green && m.record.battles.size() < 2) ? Experience::Green
                                                                                        : Experience::Seasoned;
        records.append(m.record);
    }
    return records;
}

std::optional<QList<CampaignUnit>> CampaignDatabase::units(QString *error) const
{
    Query q(connection(m_connection), uR"(SELECT g.name, u.unit_key, u.name, u.kind,
  (SELECT COUNT(*) FROM unit_results r WHERE r.unit_id = u.id)
FROM units u JOIN battlegroups g ON g.id = u.battlegroup_id ORDER BY g.id, u.id)"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    QList<CampaignUnit> list;
    while (q.next())
        list.append({q.text(0), q.text(1), q.text(2), enumFromKey<UnitKind>(q.text(3)).value_or(UnitKind::Infantry), q.integer(4)});
    if (!q.finished(error))
        return std::nullopt;
    return list;
}

std::optional<ServiceRecord> CampaignDatabase::unitServiceRecord(const QString &battlegroup, const QString &unitId,
                                                                 QString *error) const
{
    qint64 id = 0;
    if (!findBattlegroup(connection(m_connection), battlegroup, error, &id))
        return std::nullopt;
    // serviceRecord() also matches names; only the unit of exactly this id is wanted here.
    const auto records = serviceRecord(unitId, error, battlegroup);
    if (records) {
        for (const ServiceRecord &r : *records) {
            if (r.unitId == unitId)
                return r;
        }
    }
    setError(error, tr("Unit: battlegroup \"%1\" has no unit \"%2\" that has fought in this campaign").arg(battlegroup, unitId));
    return std::nullopt;
}

std::optional<int> CampaignDatabase::battlesFought(const QString &battlegroup, QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    qint64 id = 0;
    if (!findBattlegroup(db, battlegroup, error, &id))
        return std::nullopt;
    const auto count = single(db, u"SELECT COUNT(*) FROM participants WHERE battlegroup_id = ?"_s, {id}, error);
    if (!count)
        return std::nullopt;
    return count->toInt();
}

std::optional<QList<StrengthPoint>> CampaignDatabase::strengthHistory(const QString &battlegroup, QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    qint64 id = 0;
    if (!findBattlegroup(db, battlegroup, error, &id))
        return std::nullopt;
    Query q(db, uR"(SELECT b.number, b.date, b.name, p.starting_points, p.ending_points, p.lost_points
FROM participants p JOIN battles b ON b.id = p.battle_id WHERE p.battlegroup_id = ? ORDER BY b.number)"_s);
    if (!q.exec({id}, error))
        return std::nullopt;
    QList<StrengthPoint> points;
    while (q.next())
        points.append({q.integer(0), QDate::fromString(q.text(1), Qt::ISODate), q.text(2), q.integer(3), q.integer(4),
                       q.integer(5)});
    if (!q.finished(error))
        return std::nullopt;
    return points;
}

// ---------------------------------------------------------------------------------------------------------
// Lists and CSV

QStringList CampaignDatabase::exportableTables()
{
    QStringList names;
    for (const ExportTable &t : exportTables)
        names.append(QString::fromUtf16(t.name));
    return names;
}

std::optional<CampaignTable> CampaignDatabase::table(const QString &name, QString *error) const
{
    const auto found = std::find_if(std::begin(exportTables), std::end(exportTables),
                                    [&](const ExportTable &t) { return QString::fromUtf16(t.name) == name; });
    if (found == std::end(exportTables)) {
        setError(error, tr("there is no list \"%1\"; the lists are: %2").arg(name, exportableTables().join(u", "_s)));
        return std::nullopt;
    }
    Query q(connection(m_connection), QString::fromUtf16(found->sql));
    if (!q.exec({}, error))
        return std::nullopt;
    CampaignTable t;
    t.name = name;
    const QSqlRecord columns = q.record();
    for (int i = 0; i < columns.count(); ++i)
        t.columns.append(columns.fieldName(i));
    while (q.next()) {
        QVariantList row;
        row.reserve(t.columns.size());
        for (int i = 0; i < columns.count(); ++i)
            row.append(q.value(i));
        t.rows.append(row);
    }
    if (!q.finished(error))
        return std::nullopt;
    return t;
}

bool CampaignDatabase::exportCsv(const QString &table, QIODevice *device, QString *error) const
{
    if (!device || !device->isOpen() || !device->isWritable())
        return setError(error, tr("the output is not open for writing"));
    const auto t = this->table(table, error);
    if (!t)
        return false;
    const QByteArray bytes = CsvWriter::document(t->columns, t->rows);
    if (device->write(bytes) != bytes.size())
        return setError(error, tr("cannot write the list: %1").arg(device->errorString()));
    if (auto *file = qobject_cast<QFileDevice *>(device); file && !file->flush())
        return setError(error, tr("cannot write the list: %1").arg(file->errorString()));
    return true;
}

// ---------------------------------------------------------------------------------------------------------
// Next battle and replacements

std::optional<NextBattle> CampaignDatabase::nextBattle(const QString &battlegroup, QString *error,
                                                       const NextBattleOptions &options) const
{
    const auto in = carryOverInputs(connection(m_connection), battlegroup, error);
    if (!in)
        return std::nullopt;
    const int ordinal = in->fought + 1;
    QList<Replacement> due;
    for (const Replacement &r : in->pending) {
        if (r.arrivesFor() <= ordinal)
            due.append(r);
    }
    NextBattle next = CarryOver::nextBattle(in->last, in->unitBattles, due, options);
    next.ordinal = ordinal;
    if (const Problems problems = BattlegroupValidator::validate(next.battlegroup); !problems.isEmpty()) {
        setError(error, tr("the next roster of \"%1\" would not be valid: %2").arg(battlegroup, oneLine(problems.first().toString())));
        return std::nullopt;
    }
    return next;
}

std::optional<qint64> CampaignDatabase::addReplacement(const QString &battlegroup, const Unit &unit,
                                                       int arriveAfterBattles, QString *error, const QString &notes)
{
    if (arriveAfterBattles < 0 || arriveAfterBattles > maxDelay) {
        setError(error, tr("Delay: %1 battles is out of range; it must be from 0 to %2").arg(arriveAfterBattles).arg(maxDelay));
        return std::nullopt;
    }
    if (unit.id.isEmpty() || unit.pieces.isEmpty()) {
        setError(error, unit.id.isEmpty() ? tr("Unit: a replacement names the unit it joins or forms")
                                          : tr("Pieces: a replacement holds at least one piece"));
        return std::nullopt;
    }
    Unit stored = unit;
    for (Piece &p : stored.pieces)
        p = CarryOver::freshPiece(p);

    const QSqlDatabase db = connection(m_connection);
    WriteTransaction tx(db);
    if (!tx.begin(error))
        return std::nullopt;
    const auto in = carryOverInputs(db, battlegroup, error);
    if (!in)
        return std::nullopt;
    // Everything still on its way arrives in some battle with this: all of it must fit the roster together.
    Replacement r;
    r.battlegroup = battlegroup;
    r.unit = stored;
    r.requestedAfter = in->fought;
    r.delay = arriveAfterBattles;
    r.notes = notes;
    QList<Replacement> all = in->pending;
    all.append(r);
    const NextBattle trial = CarryOver::nextBattle(in->last, in->unitBattles, all, {});
    if (const Problems problems = BattlegroupValidator::validate(trial.battlegroup); !problems.isEmpty()) {
        setError(error, tr("the replacement does not fit battlegroup \"%1\": %2").arg(battlegroup, oneLine(problems.first().toString())));
        return std::nullopt;
    }
    Query insert(db, uR"(INSERT INTO replacements (battlegroup_id, unit_key, pieces, unit_json, requested_after, delay,
arrives_for, joined_battle_id, notes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, NULL, ?, ?))"_s);
    if (!insert.exec({in->battlegroupId, stored.id, static_cast<int>(stored.pieces.size()), unitJson(stored), r.requestedAfter,
                      r.delay, r.arrivesFor(), notes, now()},
                     error))
        return std::nullopt;
    const qint64 id = insert.lastInsertId();
    if (!tx.commit(error))
        return std::nullopt;
    return id;
}

std::optional<qint64> CampaignDatabase::addReplacement(const QString &battlegroup, const QString &unitId,
                                                       const Piece &piece, int arriveAfterBattles, QString *error)
{
    const auto in = carryOverInputs(connection(m_connection), battlegroup, error);
    if (!in)
        return std::nullopt;
    const auto unit = std::find_if(in->last.units.cbegin(), in->last.units.cend(),
                                   [&](const Unit &u) { return u.id == unitId; });
    if (unit == in->last.units.cend()) {
        setError(error, tr("Unit: battlegroup \"%1\" has no unit \"%2\"; send a whole unit instead").arg(battlegroup, unitId));
        return std::nullopt;
    }
    Unit u = *unit;
    u.pieces = {piece};
    return addReplacement(battlegroup, u, arriveAfterBattles, error);
}

std::optional<QList<Replacement>> CampaignDatabase::replacements(const QString &battlegroup, QString *error) const
{
    const QSqlDatabase db = connection(m_connection);
    if (!battlegroup.isEmpty()) {
        qint64 id = 0;
        if (!findBattlegroup(db, battlegroup, error, &id))
            return std::nullopt;
    }
    Query q(db, uR"(SELECT x.id, g.name, x.unit_json, x.requested_after, x.delay, b.number, x.notes
FROM replacements x JOIN battlegroups g ON g.id = x.battlegroup_id LEFT JOIN battles b ON b.id = x.joined_battle_id
WHERE ? = '' OR g.name = ? ORDER BY x.id)"_s);
    if (!q.exec({battlegroup, battlegroup}, error))
        return std::nullopt;
    QList<Replacement> list;
    while (q.next()) {
        Replacement r;
        r.id = q.id(0);
        r.battlegroup = q.text(1);
        const auto unit = unitFromJson(q.text(2), error);
        if (!unit)
            return std::nullopt;
        r.unit = *unit;
        r.requestedAfter = q.integer(3);
        r.delay = q.integer(4);
        r.joinedBattle = q.integer(5);
        r.notes = q.text(6);
        list.append(r);
    }
    if (!q.finished(error))
        return std::nullopt;
    return list;
}

bool CampaignDatabase::removeReplacement(qint64 id, QString *error)
{
    Query q(connection(m_connection), u"DELETE FROM replacements WHERE id = ? AND joined_battle_id IS NULL"_s);
    if (!q.exec({id}, error))
        return false;
    if (q.rowsAffected() != 1)
        return setError(error, tr("there is no replacement %1 still on its way").arg(id));
    return true;
}

// ---------------------------------------------------------------------------------------------------------
// Integrity and backup

std::optional<QStringList> CampaignDatabase::integrityCheck(QString *error) const
{
    Query q(connection(m_connection), u"PRAGMA integrity_check"_s);
    if (!q.exec({}, error))
        return std::nullopt;
    QStringList findings;
    while (q.next())
        findings.append(oneLine(q.text(0)));
    if (!q.finished(error))
        return std::nullopt;
    if (findings == QStringList{u"ok"_s})
        findings.clear();
    return findings;
}

bool CampaignDatabase::backupTo(const QString &path, QString *error) const
{
    if (path.isEmpty())
        return setError(error, tr("the backup needs a file name"));
    const QFileInfo target(path);
    if (target.exists() || target.isSymLink())
        return setError(error, tr("%1 already exists; a backup never replaces a file").arg(path));
    const QDir dir = target.absoluteDir();
    if (!dir.exists())
        return setError(error, tr("cannot back up to %1: the folder %2 does not exist").arg(path, dir.path()));
    const QString temp = dir.filePath(u".%1.%2.partial"_s.arg(target.fileName())
                                          .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0')));
    const auto removeTemp = [&temp] {
        for (const QString &suffix : {QString(), u"-wal"_s, u"-shm"_s, u"-journal"_s})
            QFile::remove(temp + suffix);
    };
    QString why;
    // VACUUM INTO (SQLite 3.27+) writes a consistent snapshot of the open database while others keep
    // reading and writing; Qt Sql has no binding for the C backup API, and this needs none.
    if (!execute(connection(m_connection), u"VACUUM INTO ?"_s, &why, {temp})) {
        removeTemp();
        return setError(error, tr("cannot back up to %1: %2").arg(path, why));
    }
#ifdef Q_OS_UNIX
    {
        // The copy reaches the disk before it gets its name.
        QFile file(temp);
        if (!file.open(QIODevice::ReadOnly) || ::fsync(file.handle()) != 0) {
            removeTemp();
            return setError(error, tr("cannot back up to %1: the copy could not be written to disk").arg(path));
        }
    }
#endif
    // A backup nobody can open is worse than none: check it as opening would.
    bool sound = false;
    {
        ScopedConnection c;
        if (connectTo(c.name(), temp, &why)) {
            const QSqlDatabase db = c.db();
            const auto appId = single(db, u"PRAGMA application_id"_s, {}, &why);
            const auto check = appId ? single(db, u"PRAGMA integrity_check"_s, {}, &why) : std::nullopt;
            sound = appId && appId->toInt() == CampaignSchema::applicationId && check && check->toString() == u"ok"_s;
            if (check && !sound && why.isEmpty())
                why = oneLine(check->toString());
        }
    }
    if (!sound) {
        removeTemp();
        return setError(error, tr("cannot back up to %1: the copy failed its check (%2)").arg(path, why));
    }
    if (!QFile::rename(temp, path)) {
        removeTemp();
        return setError(error, tr("cannot back up to %1: %1 appeared meanwhile, or the folder is not writable").arg(path));
    }
    removeTemp();
    return true;
}

} // namespace md
