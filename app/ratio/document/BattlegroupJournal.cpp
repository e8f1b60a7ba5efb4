#include "ratio/document/BattlegroupJournal.h"

#include "ratio/RatioState.h"
#include "ratio/io/BattlegroupWriter.h"
#include "ratio/model/UnitChanges.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md {

namespace {
bool sameText(const QString &a, const QString &b) { return a.isSharedWith(b) || a == b; }

const QLatin1StringView kTopKeys[] = {"ruleSystem"_L1, "name"_L1, "side"_L1, "notes"_L1, "rules"_L1, "turn"_L1, "breakingTurn"_L1};

// Applies one journal line to the document's JSON; false leaves `root` as it was and ends the replay.
bool applyLine(const QByteArray &line, QJsonObject &root)
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

QByteArray BattlegroupJournal::entry(const GameState &before, const GameState &after) const
{
    const ratio::RatioState *a = ratio::RatioState::stateOf(before);
    const ratio::RatioState *b = ratio::RatioState::stateOf(after);
    // A game (both sides in one document) is journalled as whole copies: its actions are few beside the cost of
    // a second line format.
    if (!a || !b || a->isGame() || b->isGame())
        return {};
    return journalEntry(a->battlegroup(), b->battlegroup());
}

bool BattlegroupJournal::apply(const QByteArray &line, QJsonObject &root) const { return applyLine(line, root); }

QByteArray BattlegroupJournal::journalEntry(const Battlegroup &before, const Battlegroup &after)
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

} // namespace md
