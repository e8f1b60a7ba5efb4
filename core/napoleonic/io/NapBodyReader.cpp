#include "napoleonic/io/NapBodyReader.h"

#include "kernel/FileEnvelope.h"
#include "napoleonic/io/NapRuleKeys.h"
#include "napoleonic/io/NapValidator.h"
#include "napoleonic/model/NapFileLimits.h"

#include <algorithm>

using namespace Qt::StringLiterals;

namespace md::nap {

namespace {
using L = NapFileLimits;

// The keys each object may hold (docs/napoleonic-file-format.md). Anything else is reported, so a typo never
// drops data silently.
constexpr QLatin1StringView topKeys[] = {"format"_L1, "application"_L1, "ruleSystem"_L1, "name"_L1,
                                         "notes"_L1,  "battleday"_L1,   "turn"_L1,       "phaseIndex"_L1,
                                         "night"_L1,  "rules"_L1,       "settings"_L1,   "armies"_L1,
                                         "pending"_L1, "log"_L1};
constexpr QLatin1StringView settingsKeys[] = {"terrain"_L1,       "officerBenefits"_L1, "minimumFireZones"_L1,
                                              "chargeRanges"_L1,  "phases"_L1,          "turnsPerHour"_L1,
                                              "roadExitMfp"_L1,   "userAdjustments"_L1, "rallyRestrictionC"_L1,
                                              "rallyRestrictionCEnabled"_L1};
constexpr QLatin1StringView terrainKeys[] = {"name"_L1, "moraleAdj"_L1, "blocksCavalry"_L1, "blocksSight"_L1};
constexpr QLatin1StringView officerKeys[] = {"name"_L1, "benefit"_L1, "radiusInches"_L1};
constexpr QLatin1StringView distanceKeys[] = {"name"_L1, "inches"_L1};
constexpr QLatin1StringView userAdjustmentKeys[] = {"id"_L1, "label"_L1, "value"_L1, "appliesTo"_L1, "enabled"_L1};
constexpr QLatin1StringView armyKeys[] = {"id"_L1,          "name"_L1,        "commands"_L1,         "positions"_L1,
                                          "extraMfp"_L1,    "mfpUsedHalf"_L1, "demoralTier"_L1,      "demoralPenalty"_L1,
                                          "hoursDemoralized"_L1, "warned90"_L1, "campaignPenalty"_L1, "exceededToday"_L1};
constexpr QLatin1StringView positionKeys[] = {"name"_L1, "mfp"_L1, "captured"_L1};
constexpr QLatin1StringView commandKeys[] = {"id"_L1,       "name"_L1,        "parentId"_L1,  "level"_L1,
                                             "officerName"_L1, "officer"_L1,  "officerAppointed"_L1,
                                             "order"_L1,    "presence"_L1,    "arrivalTurn"_L1, "lateArrival"_L1,
                                             "units"_L1};
constexpr QLatin1StringView unitKeys[] = {"id"_L1,           "name"_L1,        "type"_L1,
                                          "startCmr"_L1,     "startFigures"_L1, "figuresLost"_L1,
                                          "startCannon"_L1,  "cannonLost"_L1,  "cannonLostThisPhase"_L1,
                                          "formation"_L1,    "state"_L1,       "rallyFailures"_L1,
                                          "shockPhaseAdj"_L1, "checksThisPhase"_L1,
                                          "checkedInDeclaredChargePhase"_L1, "lateArrival"_L1, "notes"_L1};
constexpr QLatin1StringView pendingKeys[] = {"unitId"_L1, "circumstance"_L1, "instantaneous"_L1, "causeUnitId"_L1,
                                             "note"_L1};
constexpr QLatin1StringView recordKeys[] = {"turn"_L1,    "phase"_L1,  "event"_L1,   "armyId"_L1,  "commandId"_L1,
                                            "unitIds"_L1, "circumstance"_L1, "tester"_L1, "figures"_L1, "cannon"_L1,
                                            "shock"_L1,   "roll"_L1,   "typed"_L1,   "target"_L1,  "result"_L1,
                                            "mfpHalf"_L1, "detail"_L1};
} // namespace

NapLoadResult NapBodyReader::read(const QJsonObject &top, const QByteArray &json)
{
    // The envelope refused a newer format; anything else wrong with it is listed first, and reading goes on.
    if (const std::optional<Problem> format = FileEnvelope::formatProblem(top, L::version))
        fail(format->path, format->reason);
    strictJson(json);
    NapBattle battle;
    readTop(top, battle);
    numbersNotWrittenAsIntegers();
    // With the list already full, the rules across fields could add nothing to it.
    const bool crossFieldChecked = m_unlisted == 0;
    if (crossFieldChecked)
        addValidatorProblems(NapValidator::validate(battle));
    closeList(crossFieldChecked);
    NapLoadResult result;
    if (m_problems.isEmpty())
        result.battle = std::move(battle);
    result.problems = m_problems;
    return result;
}

void NapBodyReader::readTop(const QJsonObject &root, NapBattle &battle)
{
    const QString path = u"$"_s;
    checkKeys(root, path, topKeys);
    string(root, path, "application"_L1); // informative only
    string(root, path, "ruleSystem"_L1);  // the envelope chose this reader by it
    if (auto v = string(root, path, "name"_L1, Need::Required))
        battle.name = *v;
    if (auto v = string(root, path, "notes"_L1))
        battle.notes = *v;
    if (auto v = integer(root, path, "battleday"_L1, 1, L::maxBattleday))
        battle.battleday = *v;
    // Every turn number in the log is bounded by this one.
    if (auto v = integer(root, path, "turn"_L1, 1, L::maxTurn, Need::Optional, Scope::Parent))
        battle.turn = *v;
    if (auto v = integer(root, path, "phaseIndex"_L1, 0, L::maxRows))
        battle.phaseIndex = *v;
    if (auto v = boolean(root, path, "night"_L1))
        battle.night = *v;
    if (auto rules = object(root, path, "rules"_L1))
        readRules(*rules, u"$.rules"_s, battle.rules);
    if (auto settings = object(root, path, "settings"_L1))
        readSettings(*settings, u"$.settings"_s, battle.settings);

    // Without the armies, no reference into them can be judged.
    if (auto armies = array(root, path, "armies"_L1, Need::Required, Scope::Parent)) {
        qsizetype units = 0;
        for (const QJsonValue a : std::as_const(*armies)) {
            const QJsonValue commands = a.toObject().value("commands"_L1);
            for (const QJsonValue c : commands.toArray()) {
                if (const QJsonValue u = c.toObject().value("units"_L1); u.isArray())
                    units += u.toArray().size();
            }
        }
        if (withinLimit(path, "armies"_L1, tr("armies"), armies->size(), L::maxArmies, Scope::Parent)
            && withinLimit(path, "armies"_L1, tr("units in all armies"), units, L::maxUnitsTotal, Scope::Parent)) {
            for (qsizetype i = 0; i < armies->size(); ++i)
                battle.armies.append(readArmy(armies->at(i), indexPath(u"$.armies"_s, i)));
        }
    }
    if (auto list = objectList<NapPendingCheck>(root, path, "pending"_L1, tr("pending checks"), L::maxPending,
                                                [this](const QJsonValue &v, const QString &p) { return readPending(v, p); }))
        battle.pending = *list;
    if (auto list = objectList<NapLogRecord>(root, path, "log"_L1, tr("log records"), L::maxLogRecords,
                                             [this](const QJsonValue &v, const QString &p) { return readRecord(v, p); }))
        battle.log = *list;
}

void NapBodyReader::readRules(const QJsonObject &o, const QString &path, NapRules &rules)
{
    QLatin1StringView keys[napRuleKeys.size()];
    for (std::size_t i = 0; i < napRuleKeys.size(); ++i)
        keys[i] = napRuleKeys[i].key;
    checkKeys(o, path, keys);
    for (const NapRuleKey &k : napRuleKeys) {
        if (auto v = boolean(o, path, k.key))
            rules.*k.member = *v;
    }
}

void NapBodyReader::readDistances(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                  QList<NapDistance> &list)
{
    auto read = [this](const QJsonValue &value, const QString &at) {
        NapDistance d;
        if (const std::optional<QJsonObject> e = element(value, at)) {
            checkKeys(*e, at, distanceKeys);
            if (auto v = string(*e, at, "name"_L1, Need::Required))
                d.name = *v;
            if (auto v = integer(*e, at, "inches"_L1, 0, L::maxInches, Need::Required))
                d.inches = *v;
        }
        return d;
    };
    if (auto items = objectList<NapDistance>(o, path, key, tr("distances"), L::maxRows, read))
        list = *items;
}

void NapBodyReader::readSettings(const QJsonObject &o, const QString &path, NapSettings &settings)
{
    checkKeys(o, path, settingsKeys);
    auto terrain = [this](const QJsonValue &value, const QString &at) {
        NapTerrain t;
        if (const std::optional<QJsonObject> e = element(value, at)) {
            checkKeys(*e, at, terrainKeys);
            if (auto v = string(*e, at, "name"_L1, Need::Required))
                t.name = *v;
            if (auto v = integer(*e, at, "moraleAdj"_L1, -L::maxAdjustment, L::maxAdjustment, Need::Required))
                t.moraleAdj = *v;
            if (auto v = boolean(*e, at, "blocksCavalry"_L1))
                t.blocksCavalry = *v;
            if (auto v = boolean(*e, at, "blocksSight"_L1))
                t.blocksSight = *v;
        }
        return t;
    };
    if (auto list = objectList<NapTerrain>(o, path, "terrain"_L1, tr("terrain types"), L::maxRows, terrain))
        settings.terrain = *list;
    auto officer = [this](const QJsonValue &value, const QString &at) {
        NapOfficerBenefit b;
        if (const std::optional<QJsonObject> e = element(value, at)) {
            checkKeys(*e, at, officerKeys);
            if (auto v = string(*e, at, "name"_L1, Need::Required))
                b.name = *v;
            if (auto v = integer(*e, at, "benefit"_L1, 0, L::maxAdjustment, Need::Required))
                b.benefit = *v;
            if (auto v = integer(*e, at, "radiusInches"_L1, 0, L::maxInches))
                b.radiusInches = *v;
        }
        return b;
    };
    if (auto list = objectList<NapOfficerBenefit>(o, path, "officerBenefits"_L1, tr("officer types"), L::maxRows,
                                                  officer))
        settings.officerBenefits = *list;
    readDistances(o, path, "minimumFireZones"_L1, settings.minimumFireZones);
    readDistances(o, path, "chargeRanges"_L1, settings.chargeRanges);
    if (auto list = array(o, path, "phases"_L1);
        list && withinLimit(path, "phases"_L1, tr("phases"), list->size(), L::maxRows, Scope::Field)) {
        const QString listPath = keyPath(path, "phases"_L1);
        settings.phases.clear();
        for (qsizetype i = 0; i < list->size(); ++i) {
            if (auto p = enumValue<NapPhase>(list->at(i), indexPath(listPath, i), QT_TR_NOOP("phase")))
                settings.phases.append(*p);
        }
    }
    // The phase index is judged against the number of phases.
    if (auto v = integer(o, path, "turnsPerHour"_L1, 1, L::maxTurn))
        settings.turnsPerHour = *v;
    if (auto v = integer(o, path, "roadExitMfp"_L1, 0, L::maxInteger))
        settings.roadExitMfp = *v;
    auto user = [this](const QJsonValue &value, const QString &at) {
        NapUserAdjustment a;
        if (const std::optional<QJsonObject> e = element(value, at)) {
            checkKeys(*e, at, userAdjustmentKeys);
            if (auto v = string(*e, at, "id"_L1, Need::Required))
                a.id = *v;
            if (auto v = string(*e, at, "label"_L1, Need::Required))
                a.label = *v;
            if (auto v = integer(*e, at, "value"_L1, -L::maxAdjustment, L::maxAdjustment, Need::Required))
                a.value = *v;
            if (auto v = string(*e, at, "appliesTo"_L1))
                a.appliesTo = *v;
            if (auto v = boolean(*e, at, "enabled"_L1))
                a.enabled = *v;
        }
        return a;
    };
    if (auto list = objectList<NapUserAdjustment>(o, path, "userAdjustments"_L1, tr("user adjustments"), L::maxRows,
                                                  user))
        settings.userAdjustments = *list;
    if (auto v = string(o, path, "rallyRestrictionC"_L1))
        settings.rallyRestrictionC = *v;
    if (auto v = boolean(o, path, "rallyRestrictionCEnabled"_L1))
        settings.rallyRestrictionCEnabled = *v;
}

NapArmy NapBodyReader::readArmy(const QJsonValue &value, const QString &path)
{
    NapArmy a;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return a;
    checkKeys(*o, path, armyKeys);
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        a.id = *v;
    if (auto v = string(*o, path, "name"_L1, Need::Required))
        a.name = *v;
    // The commands' parents are judged within the army: without its list, none can be.
    if (auto list = array(*o, path, "commands"_L1, Need::Required, Scope::Parent); list
        && withinLimit(path, "commands"_L1, tr("commands in one army"), list->size(), L::maxCommandsPerArmy,
                       Scope::Parent)) {
        const QString listPath = keyPath(path, "commands"_L1);
        for (qsizetype i = 0; i < list->size(); ++i)
            a.commands.append(readCommand(list->at(i), indexPath(listPath, i)));
    }
    if (auto list = objectList<NapPosition>(*o, path, "positions"_L1, tr("positions"), L::maxRows,
                                            [this](const QJsonValue &v, const QString &p) { return readPosition(v, p); }))
        a.positions = *list;
    if (auto v = integer(*o, path, "extraMfp"_L1, 0, L::maxInteger))
        a.extraMfp = *v;
    if (auto v = integer(*o, path, "mfpUsedHalf"_L1, -L::maxInteger, L::maxInteger))
        a.mfpUsedHalf = *v;
    if (auto v = integer(*o, path, "demoralTier"_L1, 0, 3))
        a.demoralTier = *v;
    if (auto v = integer(*o, path, "demoralPenalty"_L1, -L::maxInteger, 0))
        a.demoralPenalty = *v;
    if (auto v = integer(*o, path, "hoursDemoralized"_L1, 0, L::maxTurn))
        a.hoursDemoralized = *v;
    if (auto v = boolean(*o, path, "warned90"_L1))
        a.warned90 = *v;
    if (auto v = integer(*o, path, "campaignPenalty"_L1, -1, 0))
        a.campaignPenalty = *v;
    if (auto v = boolean(*o, path, "exceededToday"_L1))
        a.exceededToday = *v;
    return a;
}

NapPosition NapBodyReader::readPosition(const QJsonValue &value, const QString &path)
{
    NapPosition p;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return p;
    checkKeys(*o, path, positionKeys);
    if (auto v = string(*o, path, "name"_L1, Need::Required))
        p.name = *v;
    if (auto v = integer(*o, path, "mfp"_L1, 0, L::maxInteger, Need::Required))
        p.mfp = *v;
    if (auto v = boolean(*o, path, "captured"_L1))
        p.captured = *v;
    return p;
}

NapCommand NapBodyReader::readCommand(const QJsonValue &value, const QString &path)
{
    NapCommand c;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return c;
    checkKeys(*o, path, commandKeys);
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        c.id = *v;
    if (auto v = string(*o, path, "name"_L1, Need::Required))
        c.name = *v;
    if (auto v = string(*o, path, "parentId"_L1))
        c.parentId = *v;
    if (auto v = enumeration<NapCommandLevel>(*o, path, "level"_L1, QT_TR_NOOP("command level")))
        c.level = *v;
    if (auto v = string(*o, path, "officerName"_L1))
        c.officerName = *v;
    if (auto v = enumeration<NapOfficerStatus>(*o, path, "officer"_L1, QT_TR_NOOP("officer status")))
        c.officer = *v;
    if (auto v = boolean(*o, path, "officerAppointed"_L1))
        c.officerAppointed = *v;
    if (auto v = enumeration<NapOrder>(*o, path, "order"_L1, QT_TR_NOOP("order")))
        c.order = *v;
    if (auto v = enumeration<NapPresence>(*o, path, "presence"_L1, QT_TR_NOOP("presence")))
        c.presence = *v;
    if (auto v = integer(*o, path, "arrivalTurn"_L1, 0, L::maxTurn))
        c.arrivalTurn = *v;
    if (auto v = boolean(*o, path, "lateArrival"_L1))
        c.lateArrival = *v;
    if (auto list = array(*o, path, "units"_L1); list
        && withinLimit(path, "units"_L1, tr("units in one command"), list->size(), L::maxUnitsPerCommand,
                       Scope::Parent)) {
        const QString listPath = keyPath(path, "units"_L1);
        for (qsizetype i = 0; i < list->size(); ++i)
            c.units.append(readUnit(list->at(i), indexPath(listPath, i)));
    }
    return c;
}

NapUnit NapBodyReader::readUnit(const QJsonValue &value, const QString &path)
{
    NapUnit u;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return u;
    checkKeys(*o, path, unitKeys);
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        u.id = *v;
    if (auto v = string(*o, path, "name"_L1, Need::Required))
        u.name = *v;
    // Cannon, losses and the formation are judged against the type and the starting strength.
    if (auto v = enumeration<NapUnitType>(*o, path, "type"_L1, QT_TR_NOOP("unit type"), Need::Required, Scope::Parent))
        u.type = *v;
    if (auto v = integer(*o, path, "startCmr"_L1, L::minCmr, L::maxCmr, Need::Required))
        u.startCmr = *v;
    if (auto v = integer(*o, path, "startFigures"_L1, 0, L::maxFigures, Need::Required, Scope::Parent))
        u.startFigures = *v;
    if (auto v = integer(*o, path, "figuresLost"_L1, 0, L::maxFigures))
        u.figuresLost = *v;
    if (auto v = integer(*o, path, "startCannon"_L1, 0, L::maxCannon, Need::Optional, Scope::Parent))
        u.startCannon = *v;
    if (auto v = integer(*o, path, "cannonLost"_L1, 0, L::maxCannon, Need::Optional, Scope::Parent))
        u.cannonLost = *v;
    if (auto v = integer(*o, path, "cannonLostThisPhase"_L1, 0, L::maxCannon))
        u.cannonLostThisPhase = *v;
    if (auto v = enumeration<NapFormation>(*o, path, "formation"_L1, QT_TR_NOOP("formation")))
        u.formation = *v;
    if (auto v = enumeration<NapUnitState>(*o, path, "state"_L1, QT_TR_NOOP("unit state"), Need::Optional, Scope::Parent))
        u.state = *v;
    if (auto v = integer(*o, path, "rallyFailures"_L1, 0, 2))
        u.rallyFailures = *v;
    if (auto v = integer(*o, path, "shockPhaseAdj"_L1, -L::maxAdjustment, L::maxAdjustment))
        u.shockPhaseAdj = *v;
    if (auto list = array(*o, path, "checksThisPhase"_L1); list
        && withinLimit(path, "checksThisPhase"_L1, tr("circumstances"), list->size(),
                       static_cast<int>(EnumTable<NapCircumstance>::rows().size()), Scope::Field)) {
        const QString listPath = keyPath(path, "checksThisPhase"_L1);
        QList<NapCircumstance> read;
        for (qsizetype i = 0; i < list->size(); ++i) {
            if (auto c = enumValue<NapCircumstance>(list->at(i), indexPath(listPath, i), QT_TR_NOOP("circumstance")))
                read.append(*c);
        }
        // Kept ascending (NapUnit); the validator names a circumstance listed twice.
        std::sort(read.begin(), read.end());
        u.checksThisPhase = read;
    }
    if (auto v = boolean(*o, path, "checkedInDeclaredChargePhase"_L1))
        u.checkedInDeclaredChargePhase = *v;
    if (auto v = boolean(*o, path, "lateArrival"_L1))
        u.lateArrival = *v;
    if (auto v = string(*o, path, "notes"_L1))
        u.notes = *v;
    return u;
}

NapPendingCheck NapBodyReader::readPending(const QJsonValue &value, const QString &path)
{
    NapPendingCheck p;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return p;
    checkKeys(*o, path, pendingKeys);
    if (auto v = string(*o, path, "unitId"_L1, Need::Required))
        p.unitId = *v;
    if (auto v = enumeration<NapCircumstance>(*o, path, "circumstance"_L1, QT_TR_NOOP("circumstance"), Need::Required))
        p.circumstance = *v;
    if (auto v = boolean(*o, path, "instantaneous"_L1))
        p.instantaneous = *v;
    if (auto v = string(*o, path, "causeUnitId"_L1))
        p.causeUnitId = *v;
    if (auto v = string(*o, path, "note"_L1))
        p.note = *v;
    return p;
}

std::optional<QStringList> NapBodyReader::stringList(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                                     int max)
{
    const std::optional<QJsonArray> list = array(o, path, key);
    if (!list || !withinLimit(path, key, tr("ids"), list->size(), max, Scope::Field))
        return std::nullopt;
    const QString listPath = keyPath(path, key);
    QStringList read;
    for (qsizetype i = 0; i < list->size(); ++i)
        read.append(stringElement(list->at(i), indexPath(listPath, i)).value_or(QString()));
    return read;
}

NapLogRecord NapBodyReader::readRecord(const QJsonValue &value, const QString &path)
{
    NapLogRecord r;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return r;
    checkKeys(*o, path, recordKeys);
    // The event decides what the rest of the record must hold.
    if (auto v = enumeration<NapLogEvent>(*o, path, "event"_L1, QT_TR_NOOP("event"), Need::Required, Scope::Parent))
        r.event = *v;
    if (auto v = integer(*o, path, "turn"_L1, 1, L::maxTurn, Need::Required))
        r.turn = *v;
    if (auto v = enumeration<NapPhase>(*o, path, "phase"_L1, QT_TR_NOOP("phase")))
        r.phase = *v;
    if (auto v = string(*o, path, "armyId"_L1))
        r.armyId = *v;
    if (auto v = string(*o, path, "commandId"_L1))
        r.commandId = *v;
    if (auto v = stringList(*o, path, "unitIds"_L1, L::maxUnitsTotal))
        r.unitIds = *v;
    if (auto v = enumeration<NapCircumstance>(*o, path, "circumstance"_L1, QT_TR_NOOP("circumstance")))
        r.circumstance = *v;
    if (auto v = enumeration<NapTesterKind>(*o, path, "tester"_L1, QT_TR_NOOP("tester")))
        r.tester = *v;
    if (auto v = integer(*o, path, "figures"_L1, -L::maxFigures, L::maxFigures))
        r.figures = *v;
    if (auto v = integer(*o, path, "cannon"_L1, -L::maxCannon, L::maxCannon))
        r.cannon = *v;
    if (auto v = boolean(*o, path, "shock"_L1))
        r.shock = *v;
    if (auto v = integer(*o, path, "roll"_L1, 0, 10))
        r.roll = *v;
    if (auto v = boolean(*o, path, "typed"_L1))
        r.typed = *v;
    if (auto v = integer(*o, path, "target"_L1, -L::maxInteger, L::maxInteger))
        r.target = *v;
    if (auto v = enumeration<NapResult>(*o, path, "result"_L1, QT_TR_NOOP("result")))
        r.result = *v;
    if (auto v = integer(*o, path, "mfpHalf"_L1, -L::maxInteger, L::maxInteger))
        r.mfpHalf = *v;
    if (auto v = string(*o, path, "detail"_L1))
        r.detail = *v;
    return r;
}

} // namespace md::nap
