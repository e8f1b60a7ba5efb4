#include "kernel/JsonTextWriter.h"

#include <QChar>

#include <algorithm>

#include <cstring>

namespace md {

namespace {
constexpr char hexDigit(unsigned u) noexcept
{
    return static_cast<char>(u < 10 ? '0' + u : 'a' + u - 10);
}

// A character of a string that QJsonDocument writes as an escape.
constexpr bool needsEscape(char16_t u) noexcept
{
    return u < 0x20 || u == u'"' || u == u'\\';
}

// The escaped, UTF-8 encoded text of `s`, as Qt's JSON writer makes it: `\"`, `\\`, `\b`, `\f`, `\n`, `\r`,
// `\t`, other control characters as `\u00XX`, and a surrogate that is not half of a pair as `\uXXXX`
// (lower-case hex digits).
void appendEscaped(QByteArray &out, QStringView s)
{
    const char16_t *src = s.utf16();
    const char16_t *const end = src + s.size();
    while (src != end) {
        // Runs of plain ASCII go out whole.
        const char16_t *run = src;
        while (run != end && *run < 0x80 && !needsEscape(*run))
            ++run;
        if (run != src) {
            const qsizetype n = run - src;
            const qsizetype at = out.size();
            out.resize(at + n);
            char *dst = out.data() + at;
            for (qsizetype k = 0; k < n; ++k)
                dst[k] = static_cast<char>(src[k]);
            src = run;
            if (src == end)
                break;
        }
        const char16_t u = *src++;
        char buffer[6];
        qsizetype n = 0;
        if (u < 0x80) {
            buffer[n++] = '\\';
            switch (u) {
            case u'"':
                buffer[n++] = '"';
                break;
            case u'\\':
                buffer[n++] = '\\';
                break;
            case 0x08:
                buffer[n++] = 'b';
                break;
            case 0x0C:
                buffer[n++] = 'f';
                break;
            case 0x0A:
                buffer[n++] = 'n';
                break;
            case 0x0D:
                buffer[n++] = 'r';
                break;
            case 0x09:
                buffer[n++] = 't';
                break;
            default:
                buffer[n++] = 'u';
                buffer[n++] = '0';
                buffer[n++] = '0';
                buffer[n++] = hexDigit(u >> 4);
                buffer[n++] = hexDigit(u & 0xF);
                break;
            }
        } else if (u < 0x800) {
            buffer[n++] = static_cast<char>(0xC0 | (u >> 6));
            buffer[n++] = static_cast<char>(0x80 | (u & 0x3F));
        } else if (!QChar::isSurrogate(u)) {
            buffer[n++] = static_cast<char>(0xE0 | (u >> 12));
            buffer[n++] = static_cast<char>(0x80 | ((u >> 6) & 0x3F));
            buffer[n++] = static_cast<char>(0x80 | (u & 0x3F));
        } else if (QChar::isHighSurrogate(u) && src != end && QChar::isLowSurrogate(*src)) {
            const char32_t cp = QChar::surrogateToUcs4(u, *src++);
            buffer[n++] = static_cast<char>(0xF0 | (cp >> 18));
            buffer[n++] = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
            buffer[n++] = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
            buffer[n++] = static_cast<char>(0x80 | (cp & 0x3F));
        } else {
            // Half a pair: UTF-8 cannot hold it, so Qt writes the escape.
            buffer[n++] = '\\';
            buffer[n++] = 'u';
            buffer[n++] = hexDigit((u >> 12) & 0xF);
            buffer[n++] = hexDigit((u >> 8) & 0xF);
            buffer[n++] = hexDigit((u >> 4) & 0xF);
            buffer[n++] = hexDigit(u & 0xF);
        }
        out.append(buffer, n);
    }
}
} // namespace

JsonTextWriter::JsonTextWriter(qsizetype reserve)
{
    m_out.reserve(reserve);
    m_levels.reserve(16);
}

void JsonTextWriter::raw(const char *text, qsizetype size)
{
    m_out.append(text, size);
}

void JsonTextWriter::indent(qsizetype level)
{
    static constexpr char spaces[] = "                                                                ";
    qsizetype n = 4 * level;
    while (n > 0) {
        const qsizetype part = std::min<qsizetype>(n, sizeof spaces - 1);
        raw(spaces, part);
        n -= part;
    }
}

void JsonTextWriter::element()
{
    if (m_afterKey) {
        m_afterKey = false;
        return;
    }
    if (m_levels.empty())
        return; // the root
    Level &level = m_levels.back();
    if (level.count++ > 0)
        raw(",\n", 2);
    indent(static_cast<qsizetype>(m_levels.size()));
}

void JsonTextWriter::key(QLatin1StringView name)
{
    element();
    m_out.append('"');
    m_out.append(name.data(), name.size());
    raw("\": ", 3);
    m_afterKey = true;
}

void JsonTextWriter::beginObject()
{
    element();
    raw("{\n", 2);
    m_levels.push_back({true, 0});
}

void JsonTextWriter::beginArray()
{
    element();
    raw("[\n", 2);
    m_levels.push_back({false, 0});
}

void JsonTextWriter::endObject()
{
    if (m_levels.back().count > 0)
        m_out.append('\n');
    m_levels.pop_back();
    indent(static_cast<qsizetype>(m_levels.size()));
    if (m_levels.empty())
        raw("}\n", 2);
    else
        m_out.append('}');
}

void JsonTextWriter::endArray()
{
    if (m_levels.back().count > 0)
        m_out.append('\n');
    m_levels.pop_back();
    indent(static_cast<qsizetype>(m_levels.size()));
    if (m_levels.empty())
        raw("]\n", 2);
    else
        m_out.append(']');
}

void JsonTextWriter::value(QStringView text)
{
    element();
    m_out.append('"');
    appendEscaped(m_out, text);
    m_out.append('"');
}

void JsonTextWriter::value(QLatin1StringView text)
{
    element();
    m_out.append('"');
    // Latin-1 above 0x7F is two bytes of UTF-8; the enumeration keys written here are ASCII.
    bool plain = true;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        if (u >= 0x80 || needsEscape(u)) {
            plain = false;
            break;
        }
    }
    if (plain)
        m_out.append(text.data(), text.size());
    else
        appendEscaped(m_out, QString(text));
    m_out.append('"');
}

void JsonTextWriter::value(qint64 number)
{
    element();
    char digits[24];
    char *end = digits + sizeof digits;
    char *p = end;
    // Negated as unsigned, so the most negative number has its digits too.
    quint64 magnitude = number < 0 ? 0 - static_cast<quint64>(number) : static_cast<quint64>(number);
    do {
        *--p = static_cast<char>('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude != 0);
    if (number < 0)
        *--p = '-';
    raw(p, end - p);
}

void JsonTextWriter::value(bool flag)
{
    element();
    if (flag)
        raw("true", 4);
    else
        raw("false", 5);
}

void JsonTextWriter::null()
{
    element();
    raw("null", 4);
}

QByteArray JsonTextWriter::take()
{
    return std::move(m_out);
}

} // namespace md
