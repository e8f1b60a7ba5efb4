#pragma once

#include "fantasy/io/FanFieldReader.h"
#include "fantasy/model/FanBattle.h"

#include <optional>

namespace md::fantasy {

// A fantasy battle file read: the battle only when there is no problem at all, never a half-loaded one.
struct FanLoadResult
{
    std::optional<FanBattle> battle;
    Problems problems;
    bool ok() const { return battle.has_value() && problems.isEmpty(); }
};

// Turns the parsed top-level object of a fantasy battle file (docs/fantasy-file-format.md; the envelope parsed
// it and found it names fantasy-morale) into a FanBattle, one Problem per fault as `$.path: reason`, then lets
// FanValidator check what only the whole can tell. `json` is the file's text, for the strict scan (StrictJson):
// no second parse. The embedded Profile Sheets are read by FanProfileReader::fromObject, at their own paths.
class FanBattleReader : public FanFieldReader
{
    Q_DECLARE_TR_FUNCTIONS(md::fantasy::FanBattleReader)

public:
    static constexpr int currentFormat = 1;

    static FanLoadResult read(const QJsonObject &root, const QByteArray &json);

private:
    FanBattleReader() = default;
    FanLoadResult run(const QJsonObject &root, const QByteArray &json);
    void readTop(const QJsonObject &root, FanBattle &battle);
    void readRules(const QJsonObject &o, const QString &path, FanRules &rules);
    void readProfiles(const QJsonArray &list, const QString &path, FanBattle &battle);
    FanSide readSide(const QJsonValue &v, const QString &path);
    FanUnit readUnit(const QJsonValue &v, const QString &path);
    FanPending readPending(const QJsonObject &o, const QString &path);
    FanLogRecord readRecord(const QJsonValue &v, const QString &path);
    FanLoggedModifier readLoggedModifier(const QJsonValue &v, const QString &path);
    // {turn, phase, half} at `o[key]`; nullopt when absent or unreadable (the fault then covers the moment).
    std::optional<FanMoment> moment(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                    Need need = Need::Optional);
    // What could not be read hides the rules judged against it: races against the sheets, controllers and
    // characters' units against the kinds and the units, a record's unit against the units, moments against
    // the clock.
    void coverConsequences(const FanBattle &battle);

    // A list's elements, each read by `readOne`; nullopt when the list is absent, not a list or too long.
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

    bool m_racesUnknown = false; // a sheet whose race could not be read
    bool m_kindsUnknown = false; // a unit whose kind could not be read
    bool m_unitsUnknown = false; // a side or its list of units that could not be read
    bool m_clockUnknown = false;
};

} // namespace md::fantasy
