#include "ratio/io/BattlegroupReader.h"

#include "ratio/io/FileFormat.h"
#include "ratio/io/FileLimits.h"
#include "kernel/StrictJson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <initializer_list>
#include <limits>
#include <span>

using namespace Qt::StringLiterals;

namespace md {

namespace {
using F = FileFormat;
using Keys = std::span<const QLatin1StringView>;

// The keys each object of format v1 may hold (docs/file-format.md). Anything else is reported, so a
// typo never drops data silently.
constexpr QLatin1StringView topKeys[]
    = {"format"_L1, "application"_L1, "ruleSystem"_L1,   "name"_L1,  "side"_L1, "notes"_L1,
       "rules"_L1,  "turn"_L1,        "breakingTurn"_L1, "units"_L1, "log"_L1};
constexpr QLatin1StringView rulesKeys[]
    = {"leaders"_L1, "bailedCrew"_L1,   "moraleClasses"_L1,     "experience"_L1,
       "nbc"_L1,     "defaultClass"_L1, "defaultExperience"_L1, "defaultNbcEquipped"_L1};
constexpr QLatin1StringView unitKeys[]
    = {"id"_L1, "name"_L1, "kind"_L1, "moraleClass"_L1, "experience"_L1, "nbcEquipped"_L1, "notes"_L1, "pieces"_L1};
constexpr QLatin1StringView pieceKeys[] = {"id"_L1, "name"_L1, "kind"_L1, "morale"_L1, "state"_L1};
constexpr QLatin1StringView soldierKeys[] = {"rank"_L1, "moraleOfficer"_L1, "crewSurvivor"_L1};
constexpr QLatin1StringView robotKeys[] = {"size"_L1, "hits"_L1};
constexpr QLatin1StringView vehicleKeys[] = {"armorClass"_L1,     "movementRate"_L1, "currentMovement"_L1,
                                             "targetingBonus"_L1, "size"_L1,         "hasMovement"_L1,
                                             "systems"_L1,        "weapons"_L1,      "crew"_L1};
constexpr QLatin1StringView systemsKeys[] = {"movement"_L1, "targeting"_L1, "damageControl"_L1};
constexpr QLatin1StringView trackKeys[] = {"levels"_L1, "current"_L1};
constexpr QLatin1StringView weaponKeys[] = {"name"_L1, "knockedOut"_L1};
constexpr QLatin1StringView stateKeys[] = {"presence"_L1,      "status"_L1,    "marker"_L1,    "markerDueTurn"_L1,
                                           "lastCheckTurn"_L1, "actedTurn"_L1, "nbcPending"_L1};
constexpr QLatin1StringView recordKeys[] = {"turn"_L1, "event"_L1, "unit"_L1, "piece"_L1, "detail"_L1, "points"_L1};
constexpr QLatin1StringView checkRecordKeys[]
    = {"starting"_L1, "current"_L1,   "need"_L1,    "modifiedNeed"_L1, "factors"_L1,
       "die"_L1,      "automatic"_L1, "outcome"_L1, "result"_L1,       "interceptive"_L1};
constexpr QLatin1StringView enduranceKeys[] = {"starting"_L1, "current"_L1}; // breaking-point records (R11)
constexpr QLatin1StringView factorObjectKeys[] = {"key"_L1, "delta"_L1};

bool contains(std::initializer_list<Keys> lists, const QString &key)
{
    for (const Keys &keys : lists) {
        for (const QLatin1StringView k : keys) {
            if (key == k)
                return true;
        }
    }
    return false;
}

// The first byte of the first malformed UTF-8 sequence (overlong forms and surrogates included), or -1.
qsizetype invalidUtf8Offset(const QByteArray &bytes)
{
    const auto *data = reinterpret_cast<const unsigned char *>(bytes.constData());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        // Files are mostly ASCII: eight bytes at a time while none has its high bit set.
        while (i + 8 <= n) {
            quint64 word;
            std::memcpy(&word, data + i, sizeof word);
            if (word & 0x8080808080808080ULL)
                break;
            i += 8;
        }
        if (i >= n)
            break;
        const unsigned char c = data[i];
        if (c < 0x80) {
            ++i;
            continue;
        }
        qsizetype length = 0;
        char32_t cp = 0;
        if (c >= 0xC2 && c <= 0xDF) {
            length = 2;
            cp = c & 0x1Fu;
        } else if (c >= 0xE0 && c <= 0xEF) {
            length = 3;
            cp = c & 0x0Fu;
        } else if (c >= 0xF0 && c <= 0xF4) {
            length = 4;
            cp = c & 0x07u;
        } else {
            return i;
        }
        if (i + length > n)
            return i;
        for (qsizetype k = 1; k < length; ++k) {
            const unsigned char cc = data[i + k];
            if ((cc & 0xC0u) != 0x80u)
                return i;
            cp = (cp << 6) | (cc & 0x3Fu);
        }
        if ((length == 3 && (cp < 0x800 || (cp >= 0xD800 && cp <= 0xDFFF)))
            || (length == 4 && (cp < 0x10000 || cp > 0x10FFFF)))
            return i;
        i += length;
    }
    return -1;
}

bool isBlank(const QByteArray &bytes)
{
    for (const char c : bytes) {
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            return false;
    }
    return true;
}

QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null:
        return u"null"_s;
    case QJsonValue::Bool:
        return v.toBool() ? u"true"_s : u"false"_s;
    case QJsonValue::Double:
        return BattlegroupReader::tr("a number");
    case QJsonValue::String:
        return BattlegroupReader::tr("a string");
    case QJsonValue::Array:
        return BattlegroupReader::tr("an array");
    case QJsonValue::Object:
        return BattlegroupReader::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return BattlegroupReader::tr("nothing");
}

// Integral numbers only; values far outside any range of the format are refused here, the exact
// range is the validator's to check.
std::optional<int> wholeValue(const QJsonValue &v)
{
    if (!v.isDouble())
        return std::nullopt;
    const double d = v.toDouble();
    if (!std::isfinite(d) || d != std::trunc(d) || std::abs(d) > FileFormat::maxInteger)
        return std::nullopt;
    return static_cast<int>(d);
}

template<typename E> std::optional<E> enumOf(const QJsonValue &v)
{
    return v.isString() ? enumFromKey<E>(v.toString()) : std::nullopt;
}

QString numberText(double d)
{
    return QString::number(d, 'g', 15);
}

// The format number inside a message: a whole number in plain digits, cut short after twelve of them (a file
// may say 1e300, which no MoraleDesk ever wrote); anything else in at most six significant digits.
QString formatNumberText(double d)
{
    constexpr qsizetype shownDigits = 12;
    if (!std::isfinite(d) || d != std::trunc(d))
        return QString::number(d, 'g', 6);
    const QString digits = QString::number(d, 'f', 0);
    const qsizetype sign = digits.startsWith(u'-') ? 1 : 0;
    if (digits.size() - sign <= shownDigits)
        return digits;
    return digits.left(sign + shownDigits) + u'\u2026';
}

QString displayName(const QString &fileName)
{
    return u'"' + QDir::toNativeSeparators(fileName) + u'"';
}

enum class Need { Optional, Required };

// What a problem makes unreliable, so the validator does not report its consequences as faults of
// their own: a `Field` problem covers that value; a `Parent` problem covers the whole object it sits
// in (its siblings were read against it), and the paths above that object.
enum class Scope { Field, Parent };

// Turns a parsed document into a Battlegroup, one Problem per fault, then lets BattlegroupValidator
// check what only the whole can tell.
class Parser
{
    Q_DECLARE_TR_FUNCTIONS(md::BattlegroupReader)

public:
    LoadResult parse(const QByteArray &bytes);

private:
    void fail(const QString &path, const QString &reason, Scope scope = Scope::Field, const QString &parent = {});
    void addValidatorProblems(const Problems &problems);
    bool covered(const QString &path) const;
    QString missing(const QString &hint = {}) const;

    bool readFormat(const QJsonObject &root);
    void strictJson(const QByteArray &json);
    void numbersNotWrittenAsIntegers();
    void checkKeys(const QJsonObject &o, const QString &path, std::initializer_list<Keys> allowed,
                   std::initializer_list<Keys> elsewhere = {}, const QString &whose = {});

    QJsonValue member(const QJsonObject &o, const QString &path, QLatin1StringView key, Need need, Scope scope);
    std::optional<QString> string(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                  Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<bool> boolean(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                Scope scope = Scope::Field);
    std::optional<int> integer(const QJsonObject &o, const QString &path, QLatin1StringView key, qint64 min, qint64 max,
                               Need need = Need::Optional, Scope scope = Scope::Field,
                               std::optional<F::Bound> bound = {});
    void nullableInteger(const QJsonObject &o, const QString &path, QLatin1StringView key, qint64 min, qint64 max,
                         std::optional<int> &out);
    void badNumber(const QJsonValue &v, const QString &path, QLatin1StringView key, qint64 min, qint64 max, Scope scope,
                   std::optional<F::Bound> bound, bool nullable);
    std::optional<QJsonObject> object(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                      Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<QJsonArray> array(const QJsonObject &o, const QString &path, QLatin1StringView key,
                                    Need need = Need::Optional, Scope scope = Scope::Field);
    std::optional<QJsonObject> element(const QJsonValue &v, const QString &path);
    bool withinLimit(const QString &path, QLatin1StringView key, const char *what, qsizetype count, int max,
                     Scope scope);
    template<typename E>
    void badEnum(const QJsonValue &v, const QString &path, const char *noun, Scope scope, const QString &parent);
    template<typename E>
    std::optional<E> enumeration(const QJsonObject &o, const QString &path, QLatin1StringView key, const char *noun,
                                 Need need = Need::Optional, Scope scope = Scope::Field);

    void readTop(const QJsonObject &root, Battlegroup &bg);
    void readRules(const QJsonObject &o, const QString &path, RuleOptions &rules);
    Unit readUnit(const QJsonValue &v, const QString &path);
    Piece readPiece(const QJsonValue &v, const QString &path);
    void readKindFields(const QJsonObject &o, const QString &path, Piece &p);
    void readVehicle(const QJsonObject &o, const QString &path, Piece &p);
    void readState(const QJsonObject &o, const QString &path, PieceState &s);
    LogRecord readRecord(const QJsonValue &v, const QString &path);
    void readCheck(const QJsonObject &o, const QString &path, LogRecord &r);
    static void keepOldTurnEndedCount(LogRecord &r);

    Problems m_problems;
    QList<StrictJson::Finding> m_numbers; // numbers with a fraction or exponent, judged after reading
    qsizetype m_unlisted = 0;
    QSet<QString> m_fieldScopes;
    QSet<QString> m_objectScopes;
    QSet<QString> m_aboveObjectScopes;
    int m_turn = 1;
};

LoadResult Parser::parse(const QByteArray &bytes)
{
    LoadResult result;
    const QString root = u"$"_s;
    if (isBlank(bytes)) {
        fail(root, tr("the file is empty; expected a JSON object"));
    } else if (bytes.size() > limits::maxFileBytes) {
        fail(root,
             tr("the data is %1 bytes; files over %2 bytes are refused").arg(bytes.size()).arg(limits::maxFileBytes));
    } else if (const qsizetype bad = invalidUtf8Offset(bytes); bad >= 0) {
        fail(root, tr("not valid UTF-8 text: invalid byte sequence at offset %1; save the file as UTF-8").arg(bad));
    }
    if (!m_problems.isEmpty()) {
        result.problems = m_problems;
        return result;
    }

    QJsonParseError error;
    // The same values, with escapes QJsonDocument would decode one character at a time already decoded;
    // should that text be refused, the file's own is parsed again so the offset is the file's.
    const QByteArray raw = StrictJson::rawEscapes(bytes);
    QJsonDocument doc = QJsonDocument::fromJson(raw.isEmpty() ? bytes : raw, &error);
    if (error.error != QJsonParseError::NoError && !raw.isEmpty())
        doc = QJsonDocument::fromJson(bytes, &error);
    bool crossFieldChecked = true;
    if (error.error != QJsonParseError::NoError) {
        fail(root, tr("not valid JSON at offset %1: %2").arg(error.offset).arg(error.errorString()));
    } else if (!doc.isObject()) {
        fail(root, tr("expected a JSON object (a MoraleDesk battlegroup), found an array"));
    } else if (const QJsonObject top = doc.object(); readFormat(top)) {
        strictJson(bytes);
        Battlegroup bg;
        readTop(top, bg);
        numbersNotWrittenAsIntegers();
        // With the list already full, the cross-field rules could add nothing to it.
        crossFieldChecked = m_unlisted == 0 && bg.ruleSystem == F::ruleSystem;
        if (crossFieldChecked)
            addValidatorProblems(BattlegroupValidator::validate(bg));
        if (m_problems.isEmpty())
            result.battlegroup = std::move(bg);
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

void Parser::fail(const QString &path, const QString &reason, Scope scope, const QString &parent)
{
    // Past the cap only a count is kept, so a file of millions of faults costs no memory for them.
    if (m_problems.size() >= F::maxProblems) {
        ++m_unlisted;
        return;
    }
    m_problems.append({path, reason});
    if (scope == Scope::Field || parent.isEmpty()) {
        m_fieldScopes.insert(path);
    } else {
        m_objectScopes.insert(parent);
        for (qsizetype i = 1; i < parent.size(); ++i) {
            if (parent.at(i) == u'.' || parent.at(i) == u'[')
                m_aboveObjectScopes.insert(parent.left(i));
        }
    }
}

bool Parser::covered(const QString &path) const
{
    if (m_aboveObjectScopes.contains(path))
        return true;
    for (qsizetype i = 1; i <= path.size(); ++i) {
        if (i == path.size() || path.at(i) == u'.' || path.at(i) == u'[') {
            const QString prefix = path.left(i);
            if (m_fieldScopes.contains(prefix) || m_objectScopes.contains(prefix))
                return true;
        }
    }
    return false;
}

void Parser::addValidatorProblems(const Problems &problems)
{
    for (const Problem &p : problems) {
        if (covered(p.path))
            continue;
        if (m_problems.size() < F::maxProblems)
            m_problems.append(p);
        else
            ++m_unlisted;
    }
}

QString Parser::missing(const QString &hint) const
{
    if (hint.isEmpty())
        return tr("required key is missing");
    return tr("required key is missing; expected %1").arg(hint);
}

// Returns false when nothing more should be read: a newer format is refused as a whole.
bool Parser::readFormat(const QJsonObject &root)
{
    const QString path = u"$.format"_s;
    const QJsonValue v = root.value("format"_L1);
    if (v.isUndefined()) {
        fail(path, missing(tr("%1 (the format version)").arg(BattlegroupReader::currentFormat)));
    } else if (!v.isDouble()) {
        fail(path, tr("expected the whole number %1, found %2").arg(BattlegroupReader::currentFormat).arg(typeName(v)));
    } else {
        const double d = v.toDouble();
        const bool whole = std::isfinite(d) && d == std::trunc(d);
        if (whole && d > BattlegroupReader::currentFormat) {
            fail(path,
                 tr("this file was written in format %1 by a newer MoraleDesk; this version reads "
                    "format %2 only. Nothing was loaded.")
                     .arg(formatNumberText(d))
                     .arg(BattlegroupReader::currentFormat));
            return false;
        }
        if (d != BattlegroupReader::currentFormat)
            fail(path,
                 tr("unknown format %1; this version reads format %2 only")
                     .arg(formatNumberText(d))
                     .arg(BattlegroupReader::currentFormat));
    }
    return true;
}

// What QJsonDocument lets pass (docs/file-format.md, Encoding). A number written with a fraction or an
// exponent is reported only where the reader found nothing else wrong with that value: in a string field,
// "expected a string" says more, and for 2.5 the field's range does.
void Parser::strictJson(const QByteArray &json)
{
    const StrictJson::Result scan = StrictJson::scan(json, F::maxProblems);
    for (const StrictJson::Finding &f : scan.findings) {
        if (f.kind == StrictJson::Kind::NotInteger)
            m_numbers.append(f);
        else
            fail(f.path, f.reason);
    }
    m_unlisted += scan.unlisted;
}

void Parser::numbersNotWrittenAsIntegers()
{
    for (const StrictJson::Finding &f : std::as_const(m_numbers)) {
        if (!covered(f.path))
            fail(f.path, f.reason);
    }
}

void Parser::checkKeys(const QJsonObject &o, const QString &path, std::initializer_list<Keys> allowed,
                       std::initializer_list<Keys> elsewhere, const QString &whose)
{
    // Keys are unique (duplicateKeys), so when as many allowed keys are present as the object has, none is
    // unknown: looked up without making a string of every key.
    qsizetype present = 0;
    for (auto list = allowed.begin(); list != allowed.end(); ++list) {
        for (const QLatin1StringView k : *list) {
            // A key in two lists ("size" for robots and vehicles) counts once.
            const bool counted = std::any_of(allowed.begin(), list, [k](const Keys &earlier) {
                return std::find(earlier.begin(), earlier.end(), k) != earlier.end();
            });
            present += !counted && o.contains(k) ? 1 : 0;
        }
    }
    if (present == o.size())
        return;
    for (auto it = o.constBegin(); it != o.constEnd(); ++it) {
        const QString key = it.key();
        if (contains(allowed, key))
            continue;
        if (m_problems.size() >= F::maxProblems) {
            ++m_unlisted; // the list is full: count, and spare the words
            continue;
        }
        if (contains(elsewhere, key))
            fail(F::key(path, key), tr("unexpected key for %1").arg(whose));
        else
            fail(F::key(path, key), tr("unknown key"));
    }
}

QJsonValue Parser::member(const QJsonObject &o, const QString &path, QLatin1StringView key, Need need, Scope scope)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() && need == Need::Required)
        fail(F::key(path, key), missing(), scope, path);
    return v;
}

std::optional<QString> Parser::string(const QJsonObject &o, const QString &path, QLatin1StringView key, Need need,
                                      Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isString()) {
        fail(F::key(path, key), tr("expected a string, found %1").arg(typeName(v)), scope, path);
        return std::nullopt;
    }
    const QString s = v.toString();
    if (!s.isValidUtf16()) {
        fail(F::key(path, key), tr("holds an unpaired surrogate (a \\u escape of half a character)"), scope, path);
        return std::nullopt;
    }
    return s;
}

std::optional<bool> Parser::boolean(const QJsonObject &o, const QString &path, QLatin1StringView key, Scope scope)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isBool()) {
        fail(F::key(path, key), tr("expected true or false, found %1").arg(typeName(v)), scope, path);
        return std::nullopt;
    }
    return v.toBool();
}

std::optional<int> Parser::integer(const QJsonObject &o, const QString &path, QLatin1StringView key, qint64 min,
                                   qint64 max, Need need, Scope scope, std::optional<F::Bound> bound)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    const std::optional<int> n = wholeValue(v);
    if (!n)
        badNumber(v, path, key, min, max, scope, bound, false);
    return n;
}

void Parser::nullableInteger(const QJsonObject &o, const QString &path, QLatin1StringView key, qint64 min, qint64 max,
                             std::optional<int> &out)
{
    const QJsonValue v = o.value(key);
    if (v.isUndefined() || v.isNull())
        return;
    out = wholeValue(v);
    if (!out)
        badNumber(v, path, key, min, max, Scope::Field, {}, true);
}

// The range in the message is the one the validator checks, so both word a fault the same way.
void Parser::badNumber(const QJsonValue &v, const QString &path, QLatin1StringView key, qint64 min, qint64 max,
                       Scope scope, std::optional<F::Bound> bound, bool nullable)
{
    QString reason;
    if (!v.isDouble()) {
        reason = nullable ? tr("expected a whole number between %1 and %2 or null, found %3")
                          : tr("expected a whole number between %1 and %2, found %3");
        reason = reason.arg(min).arg(max).arg(typeName(v));
    } else {
        reason = F::wholeNumber(min, max, numberText(v.toDouble()), bound ? F::context(*bound) : QString());
    }
    fail(F::key(path, key), reason, scope, path);
}

std::optional<QJsonObject> Parser::object(const QJsonObject &o, const QString &path, QLatin1StringView key, Need need,
                                          Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isObject()) {
        fail(F::key(path, key), tr("expected an object, found %1").arg(typeName(v)), scope, path);
        return std::nullopt;
    }
    return v.toObject();
}

std::optional<QJsonArray> Parser::array(const QJsonObject &o, const QString &path, QLatin1StringView key, Need need,
                                        Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    if (!v.isArray()) {
        fail(F::key(path, key), tr("expected an array, found %1").arg(typeName(v)), scope, path);
        return std::nullopt;
    }
    return v.toArray();
}

// An array beyond its limit is reported and not read: its elements could not be held anyway.
bool Parser::withinLimit(const QString &path, QLatin1StringView key, const char *what, qsizetype count, int max,
                         Scope scope)
{
    if (count <= max)
        return true;
    fail(F::key(path, key), F::tooMany(tr(what), count, max), scope, path);
    return false;
}

// An array element that must be an object; when it is not, everything about it is unknown.
std::optional<QJsonObject> Parser::element(const QJsonValue &v, const QString &path)
{
    if (v.isObject())
        return v.toObject();
    fail(path, tr("expected an object, found %1").arg(typeName(v)), Scope::Parent, path);
    return std::nullopt;
}

template<typename E>
void Parser::badEnum(const QJsonValue &v, const QString &path, const char *noun, Scope scope, const QString &parent)
{
    if (!v.isString())
        fail(path, tr("expected one of %1; found %2").arg(enumKeys<E>().join(u", "_s), typeName(v)), scope, parent);
    else
        fail(path, F::unknownValue(tr(noun), v.toString(), enumKeys<E>()), scope, parent);
}

template<typename E>
std::optional<E> Parser::enumeration(const QJsonObject &o, const QString &path, QLatin1StringView key, const char *noun,
                                     Need need, Scope scope)
{
    const QJsonValue v = member(o, path, key, need, scope);
    if (v.isUndefined())
        return std::nullopt;
    const std::optional<E> value = enumOf<E>(v);
    if (!value)
        badEnum<E>(v, F::key(path, key), noun, scope, path);
    return value;
}

void Parser::readTop(const QJsonObject &root, Battlegroup &bg)
{
    const QString path = u"$"_s;
    // An unknown rule system means an unknown vocabulary: nothing further can be read reliably.
    const std::optional<QString> system = string(root, path, "ruleSystem"_L1);
    if (!root.contains("ruleSystem"_L1))
        fail(u"$.ruleSystem"_s, missing(F::ruleSystem));
    if (system && *system != F::ruleSystem) {
        fail(u"$.ruleSystem"_s, F::unknownRuleSystem(*system));
        bg.ruleSystem = *system;
        return;
    }

    checkKeys(root, path, {topKeys});
    string(root, path, "application"_L1); // informative only
    if (auto v = string(root, path, "name"_L1, Need::Required))
        bg.name = *v;
    if (auto v = string(root, path, "side"_L1))
        bg.side = *v;
    if (auto v = string(root, path, "notes"_L1))
        bg.notes = *v;
    if (auto rules = object(root, path, "rules"_L1))
        readRules(*rules, u"$.rules"_s, bg.rules);
    // Every turn number in the file is bounded by this one.
    if (auto v = integer(root, path, "turn"_L1, 1, limits::maxTurn, Need::Optional, Scope::Parent))
        bg.turn = *v;
    m_turn = std::clamp(bg.turn, 1, limits::maxTurn);
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
            for (qsizetype i = 0; i < units->size(); ++i)
                bg.units.append(readUnit(units->at(i), F::index(u"$.units"_s, i)));
        }
    }
    const std::optional<QJsonArray> log = array(root, path, "log"_L1);
    if (log
        && withinLimit(path, "log"_L1, QT_TR_NOOP("log records"), log->size(), limits::maxLogRecords, Scope::Field)) {
        bg.log.reserve(log->size());
        for (qsizetype k = 0; k < log->size(); ++k)
            bg.log.append(readRecord(log->at(k), F::index(u"$.log"_s, k)));
    }
}

void Parser::readRules(const QJsonObject &o, const QString &path, RuleOptions &rules)
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

Unit Parser::readUnit(const QJsonValue &value, const QString &path)
{
    Unit u;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return u;
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
        const QString piecesPath = F::key(path, "pieces"_L1);
        u.pieces.reserve(pieces->size());
        for (qsizetype j = 0; j < pieces->size(); ++j)
            u.pieces.append(readPiece(pieces->at(j), F::index(piecesPath, j)));
    }
    return u;
}

Piece Parser::readPiece(const QJsonValue &value, const QString &path)
{
    Piece p;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return p;
    if (auto v = string(*o, path, "id"_L1, Need::Required))
        p.id = *v;
    if (auto v = string(*o, path, "name"_L1))
        p.name = *v;
    // Kind and morale style decide which keys the piece may hold (R2-R4).
    const auto kind
        = enumeration<PieceKind>(*o, path, "kind"_L1, QT_TR_NOOP("piece kind"), Need::Required, Scope::Parent);
    std::optional<MoraleStyle> style;
    if (o->contains("morale"_L1))
        style = enumeration<MoraleStyle>(*o, path, "morale"_L1, QT_TR_NOOP("morale style"), Need::Optional,
                                         Scope::Parent);
    else if (kind)
        style = defaultStyle(*kind);

    // A soldier with robot morale has no reading that makes sense of its other keys.
    const QString mismatch = kind && style ? F::styleMismatch(*kind, *style) : QString();
    if (!mismatch.isEmpty())
        fail(F::key(path, "morale"_L1), mismatch, Scope::Parent, path);
    if (kind && style && mismatch.isEmpty()) {
        p.kind = *kind;
        p.style = *style;
        readKindFields(*o, path, p);
    } else {
        checkKeys(*o, path, {pieceKeys, soldierKeys, robotKeys, vehicleKeys});
    }
    if (auto state = object(*o, path, "state"_L1))
        readState(*state, F::key(path, "state"_L1), p.state);
    return p;
}

// The keys of the piece's kind and morale style (R2-R4); any other is reported.
void Parser::readKindFields(const QJsonObject &o, const QString &path, Piece &p)
{
    const bool soldier = p.kind == PieceKind::Soldier;
    const bool robot = p.style == MoraleStyle::Robot;
    const bool vehicle = p.style == MoraleStyle::Vehicle;
    const QString whose = p.style == defaultStyle(p.kind)
        ? tr("a %1").arg(enumKey(p.kind))
        : tr("a %1 with %2 morale").arg(enumKey(p.kind), enumKey(p.style));
    const Keys none;
    checkKeys(o, path,
              {pieceKeys, soldier ? Keys(soldierKeys) : none, robot ? Keys(robotKeys) : none,
               vehicle ? Keys(vehicleKeys) : none},
              {soldierKeys, robotKeys, vehicleKeys}, whose);

    if (soldier) {
        if (auto v = enumeration<Rank>(o, path, "rank"_L1, QT_TR_NOOP("rank")))
            p.rank = *v;
        if (auto v = boolean(o, path, "moraleOfficer"_L1))
            p.moraleOfficer = *v;
        if (auto v = boolean(o, path, "crewSurvivor"_L1))
            p.crewSurvivor = *v;
    }
    if (robot) {
        // R3: the points are size + 2, and the hits are counted against them.
        if (auto v
            = integer(o, path, "size"_L1, 1, F::maxRobotSize, Need::Required, Scope::Parent, F::Bound::RobotSize))
            p.size = *v;
        if (auto v
            = integer(o, path, "hits"_L1, 0, F::maxHits(p.size), Need::Optional, Scope::Field, F::Bound::RobotHits))
            p.hits = *v;
    }
    if (vehicle)
        readVehicle(o, path, p);
}

void Parser::readVehicle(const QJsonObject &o, const QString &path, Piece &p)
{
    if (auto v = string(o, path, "armorClass"_L1))
        p.armorClass = *v;
    if (auto v = integer(o, path, "movementRate"_L1, 0, limits::maxMovementRate, Need::Optional, Scope::Parent))
        p.movementRate = *v;
    p.currentMovement = p.movementRate; // undamaged unless the file says otherwise
    if (auto v = integer(o, path, "currentMovement"_L1, 0, std::clamp(p.movementRate, 0, limits::maxMovementRate),
                         Need::Optional, Scope::Field, F::Bound::MovementRate))
        p.currentMovement = *v;
    if (auto v = integer(o, path, "targetingBonus"_L1, -limits::maxTargetingBonus, limits::maxTargetingBonus))
        p.targetingBonus = *v;
    if (auto v = integer(o, path, "size"_L1, 1, limits::maxVehicleSize))
        p.size = *v;
    // R4 interpretation: a strongpoint is immobile unless the user says otherwise (a turret).
    p.hasMovement = p.kind != PieceKind::Strongpoint;
    if (auto v = boolean(o, path, "hasMovement"_L1, Scope::Parent))
        p.hasMovement = *v;

    const QString systemsPath = F::key(path, "systems"_L1);
    const std::optional<QJsonObject> systems = object(o, path, "systems"_L1);
    if (systems)
        checkKeys(*systems, systemsPath, {systemsKeys});
    for (const VehicleSystem s : {VehicleSystem::Movement, VehicleSystem::Targeting, VehicleSystem::DamageControl}) {
        const int full = s == VehicleSystem::Movement && !p.hasMovement ? 0 : F::maxSystemLevels;
        SystemTrack &track = p.system(s);
        track = {full, full};
        const QLatin1StringView key = systemsKeys[static_cast<std::size_t>(s)];
        const std::optional<QJsonObject> t = systems ? object(*systems, systemsPath, key) : std::nullopt;
        if (!t)
            continue;
        const QString trackPath = F::key(systemsPath, key);
        checkKeys(*t, trackPath, {trackKeys});
        if (auto v = integer(*t, trackPath, "levels"_L1, 0, full, Need::Optional, Scope::Parent,
                             full == 0 ? std::optional(F::Bound::NoMovement) : std::nullopt))
            track.levels = *v;
        track.current = track.levels;
        if (auto v = integer(*t, trackPath, "current"_L1, 0, std::clamp(track.levels, 0, F::maxSystemLevels),
                             Need::Optional, Scope::Field, F::Bound::SystemLevels))
            track.current = *v;
    }

    if (auto weapons = array(o, path, "weapons"_L1, Need::Optional, Scope::Parent); weapons
        && withinLimit(path, "weapons"_L1, QT_TR_NOOP("weapon systems"), weapons->size(), limits::maxWeapons,
                       Scope::Parent)) {
        const QString weaponsPath = F::key(path, "weapons"_L1);
        for (qsizetype w = 0; w < weapons->size(); ++w) {
            const QString wp = F::index(weaponsPath, w);
            Weapon weapon;
            if (const std::optional<QJsonObject> wo = element(weapons->at(w), wp)) {
                checkKeys(*wo, wp, {weaponKeys});
                if (auto v = string(*wo, wp, "name"_L1, Need::Required))
                    weapon.name = *v;
                if (auto v = boolean(*wo, wp, "knockedOut"_L1))
                    weapon.knockedOut = *v;
            }
            p.weapons.append(weapon);
        }
    }
    if (auto crew = array(o, path, "crew"_L1);
        crew && withinLimit(path, "crew"_L1, QT_TR_NOOP("crew"), crew->size(), limits::maxCrew, Scope::Field)) {
        const QString crewPath = F::key(path, "crew"_L1);
        for (qsizetype c = 0; c < crew->size(); ++c) {
            const std::optional<Rank> rank = enumOf<Rank>(crew->at(c));
            if (!rank)
                badEnum<Rank>(crew->at(c), F::index(crewPath, c), QT_TR_NOOP("rank"), Scope::Field, crewPath);
            p.crew.append(rank.value_or(Rank::Trooper));
        }
    }
}

void Parser::readState(const QJsonObject &o, const QString &path, PieceState &s)
{
    checkKeys(o, path, {stateKeys});
    // Presence and marker decide what the other state fields may be (R6, R7).
    if (auto v = enumeration<Presence>(o, path, "presence"_L1, QT_TR_NOOP("presence"), Need::Optional, Scope::Parent))
        s.presence = *v;
    if (auto v = enumeration<MoraleStatus>(o, path, "status"_L1, QT_TR_NOOP("status")))
        s.status = *v;
    if (auto v = boolean(o, path, "marker"_L1, Scope::Parent))
        s.marker = *v;
    const int firstDue = s.marker ? 1 : 0;
    if (s.marker && !o.contains("markerDueTurn"_L1))
        fail(F::key(path, "markerDueTurn"_L1),
             tr("required when marker is true; expected a whole number between 1 and %1").arg(m_turn + 1));
    if (auto v = integer(o, path, "markerDueTurn"_L1, firstDue, m_turn + 1, Need::Optional, Scope::Field,
                         s.marker ? F::Bound::MarkerDue : F::Bound::NextTurn))
        s.markerDueTurn = *v;
    if (auto v = integer(o, path, "lastCheckTurn"_L1, 0, m_turn, Need::Optional, Scope::Field, F::Bound::CurrentTurn))
        s.lastCheckTurn = *v;
    if (auto v = integer(o, path, "actedTurn"_L1, 0, m_turn, Need::Optional, Scope::Field, F::Bound::CurrentTurn))
        s.actedTurn = *v;
    if (auto v = boolean(o, path, "nbcPending"_L1))
        s.nbcPending = *v;
}

LogRecord Parser::readRecord(const QJsonValue &value, const QString &path)
{
    LogRecord r;
    const std::optional<QJsonObject> o = element(value, path);
    if (!o)
        return r;
    // The event decides which keys the record may hold.
    const auto event = enumeration<LogEvent>(*o, path, "event"_L1, QT_TR_NOOP("event"), Need::Required, Scope::Parent);
    if (event) {
        r.event = *event;
        const Keys none;
        const Keys extra = r.event == LogEvent::Check ? Keys(checkRecordKeys)
            : r.event == LogEvent::BreakingPoint      ? Keys(enduranceKeys)
                                                      : none;
        checkKeys(*o, path, {recordKeys, extra}, {checkRecordKeys}, tr("a %1 record").arg(enumKey(r.event)));
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

void Parser::keepOldTurnEndedCount(LogRecord &r)
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

void Parser::readCheck(const QJsonObject &o, const QString &path, LogRecord &r)
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
}

// Reads at most one byte beyond the limit, so an oversized stream is never held whole.
QByteArray readLimited(QIODevice *device, QString *error)
{
    constexpr qint64 chunk = 64 * 1024;
    QByteArray data;
    if (!device->isSequential())
        data.reserve(static_cast<qsizetype>(std::min(device->size() - device->pos() + 1, limits::maxFileBytes + 1)));
    for (;;) {
        const qsizetype before = data.size();
        const qint64 want = std::min(chunk, limits::maxFileBytes + 1 - before);
        data.resize(before + static_cast<qsizetype>(want));
        const qint64 got = device->read(data.data() + before, want);
        if (got < 0) {
            *error = device->errorString();
            return {};
        }
        data.resize(before + static_cast<qsizetype>(got));
        if (data.size() > limits::maxFileBytes)
            return data;
        if (got == 0 && !(device->isSequential() && device->waitForReadyRead(30000)))
            return data;
    }
}

LoadResult refused(const QString &reason)
{
    LoadResult result;
    result.problems.append({u"$"_s, reason});
    return result;
}

QString tooLarge(qint64 size)
{
    return BattlegroupReader::tr("%1 bytes is too large; files over %2 bytes are refused")
        .arg(size)
        .arg(limits::maxFileBytes);
}
} // namespace

LoadResult BattlegroupReader::fromJson(const QByteArray &json)
{
    return Parser().parse(json);
}

LoadResult BattlegroupReader::read(QIODevice *device)
{
    if (!device)
        return refused(tr("there is nothing to read from"));
    if (!device->isOpen() && !device->open(QIODevice::ReadOnly))
        return refused(tr("cannot open the input for reading: %1").arg(device->errorString()));
    if (!device->isReadable())
        return refused(tr("the input is not open for reading"));
    if (!device->isSequential() && device->size() - device->pos() > limits::maxFileBytes)
        return refused(tooLarge(device->size() - device->pos()));
    QString error;
    const QByteArray data = readLimited(device, &error);
    if (!error.isEmpty())
        return refused(tr("cannot read the input: %1").arg(error));
    if (data.size() > limits::maxFileBytes)
        return refused(tr("more than %1 bytes; files over %1 bytes are refused").arg(limits::maxFileBytes));
    return fromJson(data);
}

LoadResult BattlegroupReader::readFile(const QString &fileName)
{
    const QFileInfo info(fileName);
    const QString name = displayName(fileName);
    if (!info.exists()) {
        if (info.isSymLink())
            return refused(tr("cannot open %1: it is a link to %2, which does not exist or is a loop of links")
                               .arg(name, displayName(info.symLinkTarget())));
        return refused(tr("cannot open %1: the file does not exist").arg(name));
    }
    if (info.isDir())
        return refused(tr("cannot open %1: it is a folder, not a file").arg(name));
    // A pipe would block the open until someone writes to it, and a device may never end: only regular
    // files are read.
    if (!info.isFile())
        return refused(tr("cannot open %1: it is not a regular file (a device, pipe or socket)").arg(name));
    // Refused on its size alone: nothing of an oversized file is read.
    if (info.size() > limits::maxFileBytes)
        return refused(tr("cannot open %1: %2").arg(name, tooLarge(info.size())));
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return refused(tr("cannot open %1: %2").arg(name, file.errorString()));
    QString error;
    const QByteArray data = readLimited(&file, &error);
    if (!error.isEmpty())
        return refused(tr("cannot read %1: %2").arg(name, error));
    if (data.size() > limits::maxFileBytes)
        return refused(
            tr("cannot read %1: it grew beyond %2 bytes while being read").arg(name).arg(limits::maxFileBytes));
    LoadResult result = fromJson(data);
    result.digest = F::digest(data);
    return result;
}

} // namespace md
