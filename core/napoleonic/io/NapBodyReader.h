#pragma once

#include "napoleonic/io/NapFieldReader.h"
#include "napoleonic/io/NapLoadResult.h"

namespace md::nap {

// Turns the parsed top-level object of a Napoleonic battle file (FileEnvelope parsed it and found it names
// napoleonic-morale) into a NapBattle, one Problem per fault, then lets NapValidator check what only the whole
// can tell. `json` is the file's text, for the strict scan (StrictJson): no second parse.
class NapBodyReader : public NapFieldReader
{
    Q_DECLARE_TR_FUNCTIONS(md::nap::NapBodyReader)

public:
    NapLoadResult read(const QJsonObject &root, const QByteArray &json);

private:
    void readTop(const QJsonObject &root, NapBattle &battle);
    void readRules(const QJsonObject &o, const QString &path, NapRules &rules);
    void readSettings(const QJsonObject &o, const QString &path, NapSettings &settings);
    void readDistances(const QJsonObject &o, const QString &path, QLatin1StringView key, QList<NapDistance> &list);
    NapArmy readArmy(const QJsonValue &v, const QString &path);
    NapPosition readPosition(const QJsonValue &v, const QString &path);
    NapCommand readCommand(const QJsonValue &v, const QString &path);
    NapUnit readUnit(const QJsonValue &v, const QString &path);
    NapPendingCheck readPending(const QJsonValue &v, const QString &path);
    NapLogRecord readRecord(const QJsonValue &v, const QString &path);
    std::optional<QStringList> stringList(const QJsonObject &o, const QString &path, QLatin1StringView key, int max);
    // A list's elements as objects, each read by `readOne`; nullopt when the list is absent, not a list or too long.
    template<typename T, typename F>
    std::optional<QList<T>> objectList(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                       const QString &what, int max, F readOne)
    {
        const std::optional<QJsonArray> list = array(o, path, key);
        if (!list || !withinLimit(path, key, what, list->size(), max, Scope::Field))
            return std::nullopt;
        const QString listPath = keyPath(path, key);
        QList<T> items;
        items.reserve(list->size());
        for (qsizetype i = 0; i < list->size(); ++i)
            items.append(readOne(list->at(i), indexPath(listPath, i)));
        return items;
    }
};

} // namespace md::nap
