#include "kernel/StrictJson.h"

#include "kernel/JsonPath.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QSet>

#include <algorithm>
#include <array>
#include <cstring>
#include <deque>
#include <vector>

using namespace Qt::StringLiterals;

namespace md {

namespace {

constexpr quint64 ones = 0x0101010101010101ULL;
constexpr quint64 highs = 0x8080808080808080ULL;

// Non-zero when one of the eight bytes is a quote, a backslash or a control character. It may also flag
// bytes after the first such one (a borrow), never before it, and never misses one: a clean word is
// skipped whole, and the bytes of a flagged one are looked at one by one.
constexpr quint64 special(quint64 word) noexcept
{
    const quint64 quote = word ^ (ones * '"');
    const quint64 slash = word ^ (ones * '\\');
    return (((quote - ones) & ~quote) | ((slash - ones) & ~slash) | ((word - ones * 0x20) & ~word)) & highs;
}

// From `i`, the first position whose eight-byte word holds a special byte (or too few bytes are left): the
// clean run of a string skipped a word at a time.
inline qsizetype skipCleanWords(const char *data, qsizetype n, qsizetype i) noexcept
{
    while (i + 8 <= n) {
        quint64 word;
        std::memcpy(&word, data + i, sizeof word);
        if (special(word))
            break;
        i += 8;
    }
    return i;
}

constexpr std::array<qint8, 256> hexDigits = [] {
    std::array<qint8, 256> digits {};
    digits.fill(-1);
    for (int c = 0; c < 10; ++c)
        digits[static_cast<std::size_t>('0' + c)] = static_cast<qint8>(c);
    for (int c = 0; c < 6; ++c) {
        digits[static_cast<std::size_t>('a' + c)] = static_cast<qint8>(10 + c);
        digits[static_cast<std::size_t>('A' + c)] = static_cast<qint8>(10 + c);
    }
    return digits;
}();

// The value of the four hex digits at `p`, or -1.
inline int fourHex(const char *p) noexcept
{
    const int a = hexDigits[static_cast<unsigned char>(p[0])];
    const int b = hexDigits[static_cast<unsigned char>(p[1])];
    const int c = hexDigits[static_cast<unsigned char>(p[2])];
    const int d = hexDigits[static_cast<unsigned char>(p[3])];
    return (a | b | c | d) < 0 ? -1 : (a << 12) | (b << 8) | (c << 4) | d;
}

// What is wrong with a string: only its first fault is kept, and its words are made only if it is listed.
struct StringFault
{
    enum { None, Control, Escape } what = None;
    unsigned char byte = 0; // the control character, or the character after the backslash
};

struct StringEnd
{
    qsizetype end;  // the closing quote (or the end of the text)
    bool escaped;   // holds an escape, so its value differs from its bytes
    StringFault fault;
};

// From just after an opening quote to its closing quote, each byte looked at once.
StringEnd scanString(const char *data, qsizetype n, qsizetype i)
{
    StringEnd s {n, false, {}};
    const auto note = [&s](decltype(StringFault::what) what, char byte) {
        if (s.fault.what == StringFault::None)
            s.fault = {what, static_cast<unsigned char>(byte)};
    };
    while (i < n) {
        const char c = data[i];
        if (c == '"') {
            s.end = i;
            return s;
        }
        if (c == '\\') {
            s.escaped = true;
            const char e = i + 1 < n ? data[i + 1] : '\0';
            qsizetype length = 2;
            switch (e) {
            case '"':
            case '\\':
            case '/':
            case 'b':
            case 'f':
            case 'n':
            case 'r':
            case 't':
                break;
            case 'u':
                // QJsonDocument has checked the four hex digits; kept here so the scan stands on its own.
                if (i + 6 <= n && fourHex(data + i + 2) >= 0)
                    length = 6;
                else
                    note(StringFault::Escape, e);
                break;
            default:
                note(StringFault::Escape, e); // QJsonDocument takes `\q` for `q`
                break;
            }
            i += length;
            continue; // escapes come in runs: the next byte is looked at before any whole word
        }
        if (static_cast<unsigned char>(c) < 0x20)
            note(StringFault::Control, c); // QJsonDocument takes them, NUL included
        i = skipCleanWords(data, n, i + 1);
    }
    return s;
}

QString codePoint(unsigned char c)
{
    return u"%1"_s.arg(c, 4, 16, QLatin1Char('0')).toUpper();
}

QString faultText(const StringFault &fault)
{
    if (fault.what == StringFault::Control)
        return StrictJson::tr("holds the control character U+%1 unescaped; a JSON string may hold it only as "
                              "an escape (\\u%2)")
            .arg(codePoint(fault.byte), codePoint(fault.byte).toLower());
    const QString shown = fault.byte > 0x20 && fault.byte < 0x7F ? u'\\' + QString(QLatin1Char(static_cast<char>(fault.byte)))
                                                                  : u"\\ (U+"_s + codePoint(fault.byte) + u')';
    return StrictJson::tr("holds the unknown escape %1; JSON knows only \\\" \\\\ \\/ \\b \\f \\n \\r \\t and \\u "
                          "with four hex digits")
        .arg(shown);
}

QString numberText(QByteArrayView literal)
{
    constexpr qsizetype shown = 40;
    if (literal.size() <= shown)
        return QString::fromLatin1(literal);
    return QString::fromLatin1(literal.first(shown)) + u"\u2026"_s;
}
// A `\uXXXX` escape (with its low surrogate, if any) at `at`: the code point and the bytes it takes, or
// 0 bytes when it is not one (or is a lone surrogate, which UTF-8 cannot hold).
struct UnicodeEscape
{
    char32_t codePoint = 0;
    qsizetype length = 0;
};

UnicodeEscape unicodeEscape(const char *data, qsizetype n, qsizetype at)
{
    const auto unitAt = [data, n](qsizetype k) {
        return k + 6 <= n && data[k] == '\\' && data[k + 1] == 'u' ? fourHex(data + k + 2) : -1;
    };
    const int unit = unitAt(at);
    if (unit < 0)
        return {};
    if (unit < 0xD800 || unit > 0xDFFF)
        return {static_cast<char32_t>(unit), 6};
    const int low = unit <= 0xDBFF ? unitAt(at + 6) : -1;
    if (low < 0xDC00 || low > 0xDFFF)
        return {};
    return {static_cast<char32_t>(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)), 12};
}

char *putUtf8(char *out, char32_t cp) noexcept
{
    if (cp < 0x80) {
        *out++ = static_cast<char>(cp);
    } else if (cp < 0x800) {
        *out++ = static_cast<char>(0xC0 | (cp >> 6));
        *out++ = static_cast<char>(0x80 | (cp & 0x3F));
    } else if (cp < 0x10000) {
        *out++ = static_cast<char>(0xE0 | (cp >> 12));
        *out++ = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        *out++ = static_cast<char>(0x80 | (cp & 0x3F));
    } else {
        *out++ = static_cast<char>(0xF0 | (cp >> 18));
        *out++ = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
        *out++ = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
        *out++ = static_cast<char>(0x80 | (cp & 0x3F));
    }
    return out;
}
} // namespace

QByteArray StrictJson::rawEscapes(const QByteArray &json)
{
    const char *data = json.constData();
    const qsizetype n = json.size();
    if (!std::memchr(data, '\\', static_cast<std::size_t>(n)))
        return {};
    // Never longer: an escape of 2, 6 or 12 bytes becomes 1 to 4.
    QByteArray result(n, Qt::Uninitialized);
    char *out = result.data();
    qsizetype copied = 0; // data[0, copied) is in `result`
    bool changed = false;
    qsizetype i = 0;
    while (i < n) {
        // Outside strings only a quote matters: it opens one.
        const auto *quote = static_cast<const char *>(std::memchr(data + i, '"', static_cast<std::size_t>(n - i)));
        if (!quote)
            break;
        i = quote - data + 1;
        while (i < n) {
            const char c = data[i];
            if (c == '"') {
                ++i;
                break;
            }
            if (c != '\\') {
                i = skipCleanWords(data, n, i + 1);
                continue;
            }
            const char e = i + 1 < n ? data[i + 1] : '\0';
            char32_t character = 0;
            qsizetype length = 2;
            switch (e) {
            case '/':
                character = '/';
                break;
            case 'b':
                character = 0x08;
                break;
            case 'f':
                character = 0x0C;
                break;
            case 'n':
                character = 0x0A;
                break;
            case 'r':
                character = 0x0D;
                break;
            case 't':
                character = 0x09;
                break;
            case 'u': {
                const UnicodeEscape u = unicodeEscape(data, n, i);
                character = u.codePoint;
                // Written raw, a quote or backslash would end the string or start an escape, and a control
                // character is what JSON itself asks to be escaped: all of them stay as written.
                length = character == '"' || character == '\\' || character < 0x20 ? 0 : u.length;
                break;
            }
            default: // `\"`, `\\`, and what is no escape at all, stay
                length = 0;
                break;
            }
            if (length == 0) {
                i += 2;
                continue;
            }
            if (i > copied) {
                std::memcpy(out, data + copied, static_cast<std::size_t>(i - copied));
                out += i - copied;
            }
            out = putUtf8(out, character);
            i += length;
            copied = i;
            changed = true;
        }
    }
    if (!changed)
        return {};
    const qsizetype rest = n - copied;
    std::memcpy(out, data + copied, static_cast<std::size_t>(rest));
    result.truncate(out + rest - result.constData());
    return result;
}

namespace {
thread_local StrictJson::Ahead *aheadOfThisThread = nullptr;
} // namespace

StrictJson::Ahead::Ahead(const QByteArray &json, qsizetype maxListed)
    : m_json(json)
    , m_maxListed(maxListed)
    , m_previous(aheadOfThisThread)
{
    if (json.size() < aheadFromBytes)
        return;
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    m_result = std::async(std::launch::async, [json, maxListed, cancel = m_cancel] {
        return StrictJson::scanNow(json, maxListed, cancel.get());
    });
    aheadOfThisThread = this;
}

StrictJson::Ahead::~Ahead()
{
    if (aheadOfThisThread == this)
        aheadOfThisThread = m_previous;
    if (m_result.valid()) {
        m_cancel->store(true, std::memory_order_relaxed); // nobody took the result: the parse refused the text
        m_result.wait();
    }
}

StrictJson::Result StrictJson::scan(const QByteArray &json, qsizetype maxListed)
{
    Ahead *ahead = aheadOfThisThread;
    if (!ahead || !ahead->m_result.valid() || ahead->m_json.constData() != json.constData()
        || ahead->m_json.size() != json.size())
        return scanNow(json, maxListed);
    Result result = ahead->m_result.get();
    // Findings are listed in the order of the text up to the limit and only counted after it, so a longer
    // list cut to a shorter limit is what that limit gives; a longer limit than the one scanned needs a scan.
    if (maxListed > ahead->m_maxListed && result.unlisted > 0)
        return scanNow(json, maxListed);
    if (result.findings.size() > maxListed) {
        result.unlisted += result.findings.size() - maxListed;
        result.findings.resize(maxListed);
    }
    return result;
}

StrictJson::Result StrictJson::scanNow(const QByteArray &json, qsizetype maxListed, const std::atomic<bool> *cancel)
{
    struct Frame
    {
        bool object = false;
        qsizetype index = 0;
        QByteArrayView key;
        std::vector<QByteArrayView> keys; // few keys: a linear search is cheapest
        QSet<QByteArray> many; // many keys: hashed, so a hostile file cannot make this quadratic
    };
    constexpr std::size_t linearKeys = 32;
    // Frames are reused as the depth goes up and down, so an object costs no allocation once its depth
    // has been seen; `depth` is the number of open brackets.
    std::vector<Frame> frames;
    std::size_t depth = 0;
    std::deque<QByteArray> decoded; // keys spelled with escapes, as plain UTF-8; a deque keeps views valid
    Result result;
    // Paths are made only for what is listed: a file of a million faults costs a count for most of them.
    const auto report = [&](Kind kind, auto &&reason) {
        if (result.findings.size() >= maxListed) {
            ++result.unlisted;
            return;
        }
        QString p = u"$"_s;
        for (std::size_t d = 0; d < depth; ++d) {
            const Frame &f = frames[d];
            p = f.object ? JsonPath::key(p, QString::fromUtf8(f.key)) : JsonPath::index(p, f.index);
        }
        result.findings.append({kind, p, reason()});
    };
    const auto open = [&frames, &depth](bool object) {
        if (depth == frames.size())
            frames.emplace_back();
        Frame &f = frames[depth++];
        f.object = object;
        f.index = 0;
        f.key = {};
        f.keys.clear();
        f.many.clear();
    };

    bool expectKey = false;
    const char *data = json.constData();
    const qsizetype n = json.size();
    // QJsonDocument refuses nesting deeper than this, so text it accepted never goes deeper; a scan started
    // before the parse (Ahead) stops there rather than keep a frame per bracket of a hostile file.
    constexpr std::size_t deepest = 1024;
    qsizetype nextLook = 0;
    for (qsizetype i = 0; i < n; ++i) {
        if (i >= nextLook) {
            if (cancel && cancel->load(std::memory_order_relaxed))
                return result;
            nextLook = i + 64 * 1024;
        }
        if (depth > deepest)
            return result;
        switch (data[i]) {
        case '{':
            open(true);
            expectKey = true;
            break;
        case '[':
            open(false);
            expectKey = false;
            break;
        case '}':
        case ']':
            if (depth > 0)
                --depth;
            expectKey = false;
            break;
        case ',':
            if (depth > 0) {
                if (frames[depth - 1].object)
                    expectKey = true;
                else
                    ++frames[depth - 1].index;
            }
            break;
        case ':':
            expectKey = false;
            break;
        case '"': {
            const qsizetype start = i + 1;
            const StringEnd s = scanString(data, n, start);
            i = s.end;
            const auto fault = [&s] { return faultText(s.fault); };
            if (!expectKey || depth == 0 || !frames[depth - 1].object) {
                if (s.fault.what != StringFault::None)
                    report(Kind::BadString, fault);
                break;
            }
            QByteArrayView key(data + start, i - start);
            if (s.escaped) {
                const QByteArray quoted = '"' + key.toByteArray() + '"';
                decoded.push_back(QJsonDocument::fromJson('[' + quoted + ']').array().at(0).toString().toUtf8());
                key = decoded.back();
            }
            Frame &f = frames[depth - 1];
            f.key = key;
            if (s.fault.what != StringFault::None)
                report(Kind::BadString, fault);
            bool seen = false;
            if (f.keys.size() < linearKeys) {
                seen = std::find(f.keys.cbegin(), f.keys.cend(), key) != f.keys.cend();
                if (!seen)
                    f.keys.push_back(key);
            } else {
                if (f.many.isEmpty()) {
                    for (const QByteArrayView k : f.keys)
                        f.many.insert(k.toByteArray());
                }
                const QByteArray owned = key.toByteArray();
                seen = f.many.contains(owned);
                f.many.insert(owned);
            }
            if (seen)
                report(Kind::DuplicateKey, [] { return tr("duplicate key; a key may appear only once in an object"); });
            break;
        }
        case '-':
        case '0':
        case '1':
        case '2':
        case '3':
        case '4':
        case '5':
        case '6':
        case '7':
        case '8':
        case '9': {
            // Every integer of the format is written as one: `1.0`, `1e2` and `0.99999999999999999` are
            // numbers QJsonDocument reads as whole, but not what the file says.
            const qsizetype start = i;
            bool integer = true;
            for (; i < n; ++i) {
                const char c = data[i];
                if (c == '.' || c == 'e' || c == 'E')
                    integer = false;
                else if (!((c >= '0' && c <= '9') || c == '-' || c == '+'))
                    break;
            }
            const QByteArrayView literal(data + start, i - start);
            --i;
            if (!integer)
                report(Kind::NotInteger, [literal] {
                    return tr("must be written as a whole number, without a fraction or an exponent; found %1")
                        .arg(numberText(literal));
                });
            break;
        }
        default:
            break;
        }
    }
    return result;
}

} // namespace md
