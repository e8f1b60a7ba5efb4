#include "napoleonic/document/NapJournal.h"

#include "systems/BuiltInSystems.h"
#include "napoleonic/NapState.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
const auto kArmies = "armies"_L1;
const auto kLog = "log"_L1;

// The state as its file holds it; empty when the system is not registered or writes nothing of it.
QJsonObject fileObject(const GameState &state)
{
    const RuleSystem *system = ruleSystems().find(QString::fromLatin1(NapBattle::systemId));
    const QByteArray bytes = system ? system->write(state) : QByteArray();
    return bytes.isEmpty() ? QJsonObject() : QJsonDocument::fromJson(bytes).object();
}
} // namespace

QByteArray NapJournal::entry(const GameState &before, const GameState &after) const
{
    if (!NapState::of(before) || !NapState::of(after))
        return {};
    return entryBetween(fileObject(before), fileObject(after));
}

QByteArray NapJournal::entryBetween(const QJsonObject &before, const QJsonObject &after)
{
    if (before.isEmpty() || after.isEmpty())
        return {};
    QJsonObject top;
    QJsonObject changedArmies;
    const QJsonArray armiesBefore = before.value(kArmies).toArray();
    const QJsonArray armiesAfter = after.value(kArmies).toArray();
    const bool sameShape = armiesBefore.size() == armiesAfter.size();
    for (auto it = after.begin(); it != after.end(); ++it) {
        if (it.key() == kLog || it.value() == before.value(it.key()))
            continue;
        if (it.key() == kArmies && sameShape) {
            // One army's losses cost that army, not the whole battle.
            for (qsizetype i = 0; i < armiesAfter.size(); ++i) {
                if (armiesAfter.at(i) != armiesBefore.at(i))
                    changedArmies.insert(QString::number(i), armiesAfter.at(i));
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
    const QJsonObject line{{"armies"_L1, static_cast<qint64>(armiesBefore.size())},
                           {"changed"_L1, changedArmies},
                           {"top"_L1, top},
                           {"removed"_L1, removed},
                           {"keepLog"_L1, static_cast<qint64>(keep)},
                           {"log"_L1, tail}};
    return QJsonDocument(line).toJson(QJsonDocument::Compact) + '\n';
}

bool NapJournal::apply(const QByteArray &line, QJsonObject &root) const
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return false;
    const QJsonObject entry = document.object();
    QJsonArray armies = root.value(kArmies).toArray();
    QJsonArray log = root.value(kLog).toArray();
    // A line written for another shape of the file ends the replay rather than damaging it.
    if (!entry.value("armies"_L1).isDouble() || entry.value("armies"_L1).toInteger(-1) != armies.size())
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
        if (!ok || index < 0 || index >= armies.size() || !it.value().isObject())
            return false;
        armies[index] = it.value();
    }
    const QJsonObject top = entry.value("top"_L1).toObject();
    if (top.contains(kLog))
        return false;
    while (log.size() > keepLog)
        log.removeLast();
    for (const QJsonValue &record : entry.value("log"_L1).toArray())
        log.append(record);
    root.insert(kArmies, armies);
    root.insert(kLog, log);
    for (auto it = top.begin(); it != top.end(); ++it)
        root.insert(it.key(), it.value());
    for (const QJsonValue &key : entry.value("removed"_L1).toArray())
        root.remove(key.toString());
    return true;
}

} // namespace md::nap
