#include "ww1/document/Ww1Journal.h"

#include "systems/BuiltInSystems.h"
#include "ww1/Ww1State.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::ww1 {

namespace {
const auto kGroups = "groups"_L1;
const auto kLog = "log"_L1;

// The state as its file holds it; empty when the system is not registered or writes nothing of it.
QJsonObject fileObject(const GameState &state)
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(Ww1Force::systemId));
    const QByteArray bytes = system ? system->write(state) : QByteArray();
    return bytes.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(bytes).object();
}
} // namespace

QByteArray Ww1Journal::entry(const GameState &before, const GameState &after) const
{
    if (!Ww1State::of(before) || !Ww1State::of(after))
        return {};
    return entryBetween(fileObject(before), fileObject(after));
}

QByteArray Ww1Journal::entryBetween(const QJsonObject &before, const QJsonObject &after)
{
    if (before.isEmpty() || after.isEmpty())
        return {};
    QJsonObject top;
    QJsonObject changedGroups;
    const QJsonArray groupsBefore = before.value(kGroups).toArray();
    const QJsonArray groupsAfter = after.value(kGroups).toArray();
    const bool sameShape = groupsBefore.size() == groupsAfter.size();
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (it.key() == kLog || it.value() == before.value(it.key()))
            continue;
        if (it.key() == kGroups && sameShape) {
            // One group's casualties cost that group, not the whole force.
            for (qsizetype i = 0; i < groupsAfter.size(); ++i) {
                if (groupsAfter.at(i) != groupsBefore.at(i))
                    changedGroups.insert(QString::number(i), groupsAfter.at(i));
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
    const QJsonObject line{{"groups"_L1, static_cast<qint64>(groupsBefore.size())},
                           {"changed"_L1, changedGroups},
                           {"top"_L1, top},
                           {"removed"_L1, removed},
                           {"keepLog"_L1, static_cast<qint64>(keep)},
                           {"log"_L1, tail}};
    return QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
}

bool Ww1Journal::apply(const QByteArray &line, QJsonObject &root) const
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject entry = document.object();
    QJsonArray groups = root.value(kGroups).toArray();
    QJsonArray log = root.value(kLog).toArray();
    // A line written for another shape of the file ends the replay rather than damaging it.
    if (!entry.value("groups"_L1).isDouble() || entry.value("groups"_L1).toInteger(-1) != groups.size())
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
        if (!ok || index < 0 || index >= groups.size() || !it.value().isObject())
            return false;
        groups[index] = it.value();
    }
    const QJsonObject top = entry.value("top"_L1).toObject();
    if (top.contains(kLog))
        return false;
    while (log.size() > keepLog)
        log.removeLast();
    for (const QJsonValue &record : entry.value("log"_L1).toArray())
        log.append(record);
    root.insert(kGroups, groups);
    root.insert(kLog, log);
    for (auto it = top.begin(); it != top.end(); ++it)
        root.insert(it.key(), it.value());
    for (const QJsonValue &key : entry.value("removed"_L1).toArray())
        root.remove(key.toString());
    return true;
}

} // namespace md::ww1
