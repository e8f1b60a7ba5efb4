#include "ratio/io/BattlegroupBodyReader.h"

#include "kernel/FileEnvelope.h"
#include "ratio/model/FileLimits.h"

#include <algorithm>
#include <limits>

using namespace Qt::StringLiterals;

namespace md {

namespace {
using F = FileFormat;
using Keys = JsonKeys;

// The keys each object of format v1 may hold (docs/file-format.md). Anything else is reported, so a
// typo never drops data silently.
constexpr QLatin1StringView topKeys[]
    = {"format"_L1, "application"_L1, "ruleSystem"_L1,   "name"_L1,  "side"_L1, "notes"_L1,
       "rules"_L1,  "turn"_L1,        "breakingTurn"_L1, "units"_L1, "log"_L1};
// A game (issue 15): both sides in one document, sharing the turn and the initiative; each side is a battlegroup
// body without the keys the game holds for both.
constexpr QLatin1StringView gameKeys[]
    = {"format"_L1, "application"_L1, "ruleSystem"_L1, "turn"_L1, "initiative"_L1, "sides"_L1};
constexpr QLatin1StringView sideKeys[]
    = {"name"_L1, "side"_L1, "notes"_L1, "rules"_L1, "breakingTurn"_L1, "units"_L1, "log"_L1};
constexpr QLatin1StringView rulesKeys[]
    = {"leaders"_L1, "bailedCrew"_L1,   "moraleClasses"_L1,     "experience"_L1,
       "nbc"_L1,     "defaultClass"_L1, "defaultExperience"_L1, "defaultNbcEquipped"_L1};
constexpr QLatin1StringView unitKeys[]
    = {"id"_L1, "name"_L1, "kind"_L1, "moraleClass"_L1, "experience"_L1, "nbcEquipped"_L1, "notes"_L1, "pieces"_L1};
constexpr QLatin1StringView recordKeys[] = {"turn"_L1, "event"_L1, "unit"_L1, "piece"_L1, "detail"_L1, "points"_L1};
constexpr QLatin1StringView checkRecordKeys[]
    = {"starting"_L1, "current"_L1,   "need"_L1,    "modifiedNeed"_L1, "factors"_L1,
       "die"_L1,      "automatic"_L1, "outcome"_L1, "result"_L1,       "interceptive"_L1, "typed"_L1};
constexpr QLatin1StringView enduranceKeys[] = {"starting"_L1, "current"_L1}; // breaking-point records (R11)
constexpr QLatin1StringView factorObjectKeys[] = {"key"_L1, "delta"_L1};
// Every key a unit or a record may hold, looked up once per object (JsonFields).
constexpr QLatin1StringView anyRecordKeys[]
    = {"turn"_L1,         "event"_L1,   "unit"_L1,      "piece"_L1,   "detail"_L1,       "points"_L1,
       "starting"_L1,     "current"_L1, "need"_L1,      "modifiedNeed"_L1, "factors"_L1, "die"_L1,
       "automatic"_L1,    "outcome"_L1, "result"_L1,    "interceptive"_L1, "typed"_L1};
} // namespace

LoadResult BattlegroupBodyReader::read(const QJsonObject &top, const QByteArray &json)
{
    LoadResult result;
    const QString root = u"$"_s;
    // The envelope refused a newer format; anything else wrong with it is listed first, and reading goes on.
    if (const std::optional<Problem> format = FileEnvelope::formatProblem(top, F::version))
        fail(format->path, format->reason);
    strictJson(json);
    Battlegroup bg;
    QList<Battlegroup> sides;
    const bool game = top.contains("sides"_L1);
    if (game)
        readGame(top, sides, result.initiative);
    else
        readTop(top, bg);
    numbersNotWrittenAsIntegers();
    // With the list already full, the cross-field rules could add nothing to it.
    const bool crossFieldChecked
        = m_unlisted == 0 && (game ? !sides.isEmpty() : bg.ruleSystem == F::ruleSystem);
    if (crossFieldChecked && !game)
        addValidatorProblems(BattlegroupValidator::validate(bg));
    if (crossFieldChecked && game) {
        for (qsizetype i = 0; i < sides.size(); ++i)
            addValidatorProblems(sideProblems(BattlegroupValidator::validate(sides.at(i)), i));
    }
    if (m_problems.isEmpty() && !game)
        result.battlegroup = std::move(bg);
    if (m_problems.isEmpty() && game) {
        result.battlegroup = sides.constFirst();
        result.sides = std::move(sides);
    }
    if (m_unlisted > 0) {
        const int count = static_cast<int>(std::min<qsizetype>(m_unlisted, std::numeric_limits<int>::max()));
        m_problems.append(
            {root,
             crossFieldChecked
                 ? tr("%n more problem(s) not listed", nullptr, count)
                 : tr("%n more problem(s) not listed; the rules across fields were not checked", nullptr, count)});
    }
    result.problems = m_problems;
    return result;
}

bool BattlegroupBodyReader::readRuleSystem(const QJsonObject &root, QString *found)
{
    const QString path = u"$"_s;
    // An unknown rule system means an unknown vocabulary: nothing further can be read reliably.
    const std::optional<QString> system = string(root, path, "ruleSystem"_L1);
    if (!root.contains("ruleSystem"_L1))
        fail(u"$.ruleSystem"_s, JsonReasons::missing(F::ruleSystem));
    if (system && *system != F::ruleSystem) {
        fail(u"$.ruleSystem"_s, F::unknownRuleSystem(*system));
        *found = *system;
        return false;
    }
    return true;
}

void BattlegroupBodyReader::readTop(const QJsonObject &root, Battlegroup &bg)
{
    const QString path = u"$"_s;
    if (!readRuleSystem(root, &bg.ruleSystem))
        return;
    checkKeys(root, path, {topKeys});
    string(root, path, "application"_L1); // informative only
    readBody(root, path, bg, true);
}

void BattlegroupBodyReader::readGame(const QJsonObject &root, QList<Battlegroup> &sides, int &initiative)
{
    const QString path = u"$"_s;
    QString system;
    if (!readRuleSystem(root, &system))
        return;
    checkKeys(root, path, {gameKeys}, {topKeys}, [] { return tr("a game (the sides hold it)"); });
    string(root, path, "application"_L1); // informative only
    // The one turn both sides play (R6, R11): every turn number in either side is bounded by it.
    int turn = 1;
    if (auto v = integer(root, path, "turn"_L1, 1, limits::maxTurn, Need::Optional, Scope::Parent))
        turn = *v;
    // The validator checks a battlegroup's turn; the game's is checked here, for both sides.
    if (turn < 1 || turn > limits::maxTurn)
        fail(F::key(path, "turn"_L1), F::wholeNumber(1, limits::maxTurn, turn), Scope::Parent, path);
    m_turn = std::clamp(turn, 1, limits::maxTurn);
    const std::optional<QJsonArray> list = array(root, path, "sides"_L1, Need::Required, Scope::Parent);
    if (!list)
        return;
    const QString sidesPath = F::key(path, "sides"_L1);
    if (list->size() != 2) {
        fail(sidesPath, tr("a game holds two sides, one battlegroup each; found %n", nullptr,
                           static_cast<int>(std::min<qsizetype>(list->size(), 1000))),
             Scope::Parent, path);
        return;
    }
    // The side that has the initiative now: 0 for the first, 1 for the second.
    if (auto v = integer(root, path, "initiative"_L1, 0, 1)) {
        if (*v < 0 || *v > 1)
            fail(F::key(path, "initiative"_L1), F::wholeNumber(0, 1, *v));
        else
            initiative = *v;
    }
    for (qsizetype i = 0; i < list->size(); ++i) {
        const QString sidePath = F::index(sidesPath, i);
        Battlegroup bg;
        bg.turn = m_turn;
        const std::optional<QJsonObject> o = element(list->at(i), sidePath);
        if (!o)
            continue;
        checkKeys(*o, sidePath, {sideKeys}, {gameKeys}, [] { return tr("one side (the game holds it for both)"); });
        readBody(*o, sidePath, bg, false);
        sides.append(std::move(bg));
    }
    if (sides.size() != 2)
        return;
    // R11 decides between two sides: a battlegroup cannot fight itself.
    if (sides.at(0).side == sides.at(1).side)
        fail(F::key(F::index(sidesPath, 1), "side"_L1),
             sides.at(1).side.isEmpty()
                 ? tr("the two sides of a game need different side names; both are empty")
                 : tr("the two sides of a game need different side names; both are %1").arg(F::quoted(sides.at(1).side)));
}

Problems BattlegroupBodyReader::sideProblems(const Problems &problems, qsizetype side)
{
    // The validator words every path from the battlegroup's root; in a game that root is one side.
    const QString prefix = F::index(u"$.sides"_s, side);
    Problems out;
    for (const Problem &p : problems) {
        // The game holds the turn (read above), never a side.
        if (p.path == u"$.turn"_s)
            continue;
        out.append({prefix + p.path.mid(1), p.reason});
    }
    return out;
}

void BattlegroupBodyReader::readBody(const QJsonObject &root, const QString &path, Battlegroup &bg, bool ownTurn)
{
    if (auto v = string(root, path, "name"_L1, Need::Required))
        bg.name = *v;
    if (auto v = string(root, path, "side"_L1))
        bg.side = *v;
    if (auto v = string(root, path, "notes"_L1))
        bg.notes = *v;
    if (auto rules = object(root, path, "rules"_L1))
        readRules(*rules, F::key(path, "rules"_L1), bg.rules);
    // Every turn number in the file is bounded by this one (a game's sides have the game's, read before).
    if (ownTurn) {
        if (auto v = integer(root, path, "turn"_L1, 1, limits::maxTurn, Need::Optional, Scope::Parent))
            bg.turn = *v;
        m_turn = std::clamp(bg.turn, 1, limits::maxTurn);
    }
    if (auto v = integer(root, path, "breakingTurn"_L1, 0, m_turn, Need::Optional, Scope::Field, F::Bound::CurrentTurn))
        bg.breakingTurn = *v;

    // Without the units, no reference into them can be judged.
    if (auto units = array(root, path, "units"_L1, Need::Required, Scope::Parent)) {
        qsizetype pieces = 0;
        for (const QJsonValue u : std::as_const(*units)) {
            if (const QJsonValue p = u.toObject().value("pieces"_L1); p.isArray())
                pieces += p.toArray().size();
        }
        if (withinLimit(path, "units"_L1, QT_TR_NOOP("units"), units->size(), limits::maxUnits, Scope::Parent)
            && withinLimit(path, "units"_L1, QT_TR_NOOP("pieces in all units"), pieces, limits::maxPiecesTotal,
                           Scope::Parent)) {
            bg.units.reserve(units->size());
            const LazyPath at(path);
            const LazyPath unitsPath(at, "units"_L1);
            for (qsizetype i = 0; i < units->size(); ++i)
                bg.units.append(readUnit(units->at(i), LazyPath(unitsPath, i)));
        }
    }
    const std::optional<QJsonArray> log = array(root, path, "log"_L1);
    if (log
        && withinLimit(path, "log"_L1, QT_TR_NOOP("log records"), log->size(), limits::maxLogRecords, Scope::Field)) {
        bg.log.reserve(log->size());
        const LazyPath at(path);
        const LazyPath logPath(at, "log"_L1);
        for (qsizetype k = 0; k < log->size(); ++k)
            bg.log.append(readRecord(log->at(k), LazyPath(logPath, k)));
    }
}

void BattlegroupBodyReader::readRules(const QJsonObject &o, const QString &path, RuleOptions &rules)
{
    checkKeys(o, path, {rulesKeys});
    if (auto v = boolean(o, path, "leaders"_L1))
        rules.leaders = *v;
    if (auto v = boolean(o, path, "bailedCrew"_L1))
        rules.bailedCrew = *v;
    if (auto v = boolean(o, path, "moraleClasses"_L1))
        rules.moraleClasses = *v;
    if (auto v = boolean(o, path, "experience"_L1))
        rules.experience = *v;
    if (auto v = boolean(o, path, "nbc"_L1))
        rules.nbc = *v;
    if (auto v = enumeration<MoraleClass>(o, path, "defaultClass"_L1, QT_TR_NOOP("morale class")))
        rules.defaultClass = *v;
    if (auto v = enumeration<Experience>(o, path, "defaultExperience"_L1, QT_TR_NOOP("experience")))
        rules.defaultExperience = *v;
    if (auto v = boolean(o, path, "defaultNbcEquipped"_L1))
        rules.defaultNbcEquipped = *v;
}

Unit BattlegroupBodyReader::readUnit(const QJsonValue &value, const LazyPath &path)
{
    Unit u;
    const std::optional<QJsonObject> json = element(value, path);
    if (!json)
        return u;
    const JsonFields fields(*json, unitKeys);
    const JsonFields *o = &fields;
    checkKeys(*o, path, {unitKeys});
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        u.id = *v;
    if (auto v = string(*o, path, "name"_L1, Need::Required))
        u.name = *v;
    // The kind decides which pieces belong (R1).
    if (auto v = enumeration<UnitKind>(*o, path, "kind"_L1, QT_TR_NOOP("unit kind"), Need::Required, Scope::Parent))
        u.kind = *v;
    u.moraleClass = enumeration<MoraleClass>(*o, path, "moraleClass"_L1, QT_TR_NOOP("morale class"));
    u.experience = enumeration<Experience>(*o, path, "experience"_L1, QT_TR_NOOP("experience"));
    u.nbcEquipped = boolean(*o, path, "nbcEquipped"_L1);
    if (auto v = string(*o, path, "notes"_L1))
        u.notes = *v;
    if (auto pieces = array(*o, path, "pieces"_L1, Need::Required, Scope::Parent); pieces
        && withinLimit(path, "pieces"_L1, QT_TR_NOOP("pieces in one unit"), pieces->size(), limits::maxPiecesPerUnit,
                       Scope::Parent)) {
        const LazyPath piecesPath(path, "pieces"_L1);
        u.pieces.reserve(pieces->size());
        for (qsizetype j = 0; j < pieces->size(); ++j)
            u.pieces.append(readPiece(pieces->at(j), LazyPath(piecesPath, j)));
    }
    return u;
}

LogRecord BattlegroupBodyReader::readRecord(const QJsonValue &value, const LazyPath &path)
{
    LogRecord r;
    const std::optional<QJsonObject> json = element(value, path);
    if (!json)
        return r;
    const JsonFields fields(*json, anyRecordKeys);
    const JsonFields *o = &fields;
    // The event decides which keys the record may hold.
    const auto event = enumeration<LogEvent>(*o, path, "event"_L1, QT_TR_NOOP("event"), Need::Required, Scope::Parent);
    if (event) {
        r.event = *event;
        const Keys none;
        const Keys extra = r.event == LogEvent::Check ? Keys(checkRecordKeys)
            : r.event == LogEvent::BreakingPoint      ? Keys(enduranceKeys)
                                                      : none;
        checkKeys(*o, path, {recordKeys, extra}, {checkRecordKeys},
                  [&r] { return tr("a %1 record").arg(enumKey(r.event)); });
    } else {
        checkKeys(*o, path, {recordKeys, checkRecordKeys});
    }
    if (auto v = integer(*o, path, "turn"_L1, 1, m_turn, Need::Required, Scope::Field, F::Bound::CurrentTurn))
        r.turn = *v;
    if (auto v = string(*o, path, "unit"_L1))
        r.unitId = *v;
    if (auto v = string(*o, path, "piece"_L1))
        r.pieceId = *v;
    if (auto v = string(*o, path, "detail"_L1))
        r.detail = *v;
    if (auto v = integer(*o, path, "points"_L1, 0, F::maxInteger))
        r.points = *v;
    if (!event)
        return r;
    if (r.event == LogEvent::TurnEnded) {
        keepOldTurnEndedCount(r);
    } else if (r.event == LogEvent::Check) {
        readCheck(*o, path, r);
    } else if (r.event == LogEvent::BreakingPoint) {
        // R11: the battlegroup's endurance and what was left of it.
        if (auto v = integer(*o, path, "starting"_L1, 0, F::maxInteger, Need::Optional, Scope::Parent))
            r.starting = *v;
        if (auto v = integer(*o, path, "current"_L1, 0, std::clamp(r.starting, 0, F::maxInteger), Need::Optional,
                             Scope::Field, F::Bound::Endurance))
            r.current = *v;
    }
    return r;
}

void BattlegroupBodyReader::keepOldTurnEndedCount(LogRecord &r)
{
    // R6: the checks an end-turn override left undone are counted in `points` (docs/file-format.md). Earlier
    // versions of MoraleDesk wrote that count into `detail` as a bare number, with `points` 0; such files are
    // still read, and that detail is read as the count it always meant.
    if (r.points != 0 || r.detail.isEmpty() || r.detail.size() > 7)
        return;
    if (!std::all_of(r.detail.cbegin(), r.detail.cend(), [](QChar c) { return c >= u'0' && c <= u'9'; }))
        return;
    const int count = r.detail.toInt();
    if (count > F::maxInteger)
        return;
    r.points = count;
    r.detail.clear();
}

void BattlegroupBodyReader::readCheck(const JsonFields &o, const LazyPath &path, LogRecord &r)
{
    if (auto v = integer(o, path, "starting"_L1, 1, F::maxInteger, Need::Required))
        r.starting = *v;
    if (auto v = integer(o, path, "current"_L1, 0, F::maxInteger, Need::Required))
        r.current = *v;
    nullableInteger(o, path, "need"_L1, 0, F::maxNeed, r.need);
    nullableInteger(o, path, "modifiedNeed"_L1, F::minModifiedNeed, F::maxModifiedNeed, r.modifiedNeed);
    nullableInteger(o, path, "die"_L1, 1, 10, r.die);
    if (auto factors = array(o, path, "factors"_L1); factors
        && withinLimit(path, "factors"_L1, QT_TR_NOOP("factors"), factors->size(), limits::maxFactors, Scope::Field)) {
        const QString factorsPath = F::key(path, "factors"_L1);
        for (qsizetype i = 0; i < factors->size(); ++i) {
            const QString fp = F::index(factorsPath, i);
            Factor f;
            if (const std::optional<QJsonObject> fo = element(factors->at(i), fp)) {
                checkKeys(*fo, fp, {factorObjectKeys});
                if (auto v = string(*fo, fp, "key"_L1, Need::Required))
                    f.key = *v;
                if (auto v = integer(*fo, fp, "delta"_L1, -F::maxFactorDelta, F::maxFactorDelta, Need::Required))
                    f.delta = *v;
            }
            r.factors.append(f);
        }
    }
    if (auto v = enumeration<Automatic>(o, path, "automatic"_L1, QT_TR_NOOP("automatic entry")))
        r.automatic = *v;
    // Outcome and result are checked against each other.
    if (auto v = enumeration<CheckOutcome>(o, path, "outcome"_L1, QT_TR_NOOP("outcome"), Need::Required, Scope::Parent))
        r.outcome = *v;
    if (auto v = enumeration<FailureResult>(o, path, "result"_L1, QT_TR_NOOP("result")))
        r.result = *v;
    if (auto v = boolean(o, path, "interceptive"_L1))
        r.interceptive = *v;
    if (auto v = boolean(o, path, "typed"_L1))
        r.typed = *v;
}

} // namespace md
