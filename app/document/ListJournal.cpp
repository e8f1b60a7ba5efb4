#include "document/ListJournal.h"

#include "kernel/GameState.h"
#include "kernel/RuleSystem.h"
#include "systems/BuiltInSystems.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {
const auto kLog = "log"_L1;

// The state as its file holds it; empty when the system is not registered or writes nothing of it.
QJsonObject fileObject(const QString &systemId, const GameState &state)
{
    const RuleSystem *system = ruleSystems().find(systemId);
    const QByteArray bytes = system && state.ruleSystem() == systemId ? system->write(state) : QByteArray();
    return bytes.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(bytes).object();
}
} // namespace

ListJournal::ListJournal(QString systemId, QLatin1StringView listKey)
    : m_systemId(std::move(systemId)), m_listKey(listKey)
{
}

QByteArray ListJournal::entry(const GameState &before, const GameState &after) const
{
    return entryBetween(fileObject(m_systemId, before), fileObject(m_systemId, after));
}

QByteArray ListJournal::entryBetween(const QJsonObject &before, const QJsonObject &after) const
{
    if (before.isEmpty() || after.isEmpty())
        return {};
    QJsonObject top;
    QJsonObject changedParts;
    const QJsonArray partsBefore = before.value(m_listKey).toArray();
    const QJsonArray partsAfter = after.value(m_listKey).toArray();
    const bool sameShape = partsBefore.size() == partsAfter.size();
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (it.key() == kLog || it.value() == before.value(it.key()))
            continue;
        if (it.key() == m_listKey && sameShape) {
            // One part's losses cost that part, not the whole file.
            for (qsizetype i = 0; i < partsAfter.size(); ++i) {
                if (partsAfter.at(i) != partsBefore.at(i))
                    changedParts.insert(QString::number(i), partsAfter.at(i));
            }
            continue;
        }
        top.insert(it.key(), it.value());
    }
    QJsonArray removed;
    for (auto it = before.begin(); it != before.end(); ++it) {
        if (!after.contains(it.key()))
            removed.append(it.key());
    }
    // The log grows by play and shrinks by undo: what both share, then the new tail.
    const QJsonArray logBefore = before.value(kLog).toArray();
    const QJsonArray logAfter = after.value(kLog).toArray();
    qsizetype keep = 0;
    const qsizetype common = std::min(logBefore.size(), logAfter.size());
    while (keep < common && logBefore.at(keep) == logAfter.at(keep))
        ++keep;
    QJsonArray tail;
    for (qsizetype i = keep; i < logAfter.size(); ++i)
        tail.append(logAfter.at(i));
    const QJsonObject line{{m_listKey, static_cast<qint64>(partsBefore.size())},
                           {"changed"_L1, changedParts},
                           {"top"_L1, top},
                           {"removed"_L1, removed},
                           {"keepLog"_L1, static_cast<qint64>(keep)},
                           {"log"_L1, tail}};
    return QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
}

bool ListJournal::apply(const QByteArray &line, QJsonObject &root) const
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject entry = document.object();
    QJsonArray parts = root.value(m_listKey).toArray();
    QJsonArray log = root.value(kLog).toArray();
    // A line written for another shape of the file ends the replay rather than damaging it.
    if (!entry.value(m_listKey).isDouble() || entry.value(m_listKey).toInteger(-1) != parts.size())
        return false;
    const QJsonValue keep = entry.value("keepLog"_L1);
    const qint64 keepLog = keep.toInteger(-1);
    if (!keep.isDouble() || keepLog < 0 || keepLog > log.size() || !entry.value("log"_L1).isArray())
        return false;
    if (!entry.value("changed"_L1).isObject() || !entry.value("top"_L1).isObject() || !entry.value("removed"_L1).isArray())
        return false;
    const QJsonObject changed = entry.value("changed"_L1).toObject();
    for (auto it = changed.begin(); it != changed.end(); ++it) {
        bool ok = false;
        const int index = it.key().toInt(&ok);
        if (!ok || index < 0 || index >= parts.size() || !it.value().isObject())
            return false;
        parts[index] = it.value();
    }
    const QJsonObject top = entry.value("top"_L1).toObject();
    if (top.contains(kLog))
        return false;
    while (log.size() > keepLog)
        log.removeLast();
    for (const QJsonValue &record : entry.value("log"_L1).toArray())
        log.append(record);
    root.insert(m_listKey, parts);
    root.insert(kLog, log);
    for (auto it = top.begin(); it != top.end(); ++it)
        root.insert(it.key(), it.value());
    for (const QJsonValue &key : entry.value("removed"_L1).toArray())
        root.remove(key.toString());
    return true;
}

} // namespace md
