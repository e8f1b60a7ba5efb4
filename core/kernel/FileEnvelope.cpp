#include "kernel/FileEnvelope.h"

#include "kernel/FileDigest.h"
#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"
#include "kernel/RuleSystemRegistry.h"
#include "kernel/StrictJson.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <future>
#include <limits>

using namespace Qt::StringLiterals;

namespace md {

namespace {
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

// Reads at most one byte beyond the limit, so an oversized stream is never held whole.
QByteArray readLimited(QIODevice *device, QString *error)
{
    constexpr qint64 chunk = 64 * 1024;
    QByteArray data;
    if (!device->isSequential())
        data.reserve(static_cast<qsizetype>(std::min(device->size() - device->pos() + 1, FileEnvelope::maxFileBytes + 1)));
    for (;;) {
        const qsizetype before = data.size();
        const qint64 want = std::min(chunk, FileEnvelope::maxFileBytes + 1 - before);
        data.resize(before + static_cast<qsizetype>(want));
        const qint64 got = device->read(data.data() + before, want);
        if (got < 0) {
            *error = device->errorString();
            return {};
        }
        data.resize(before + static_cast<qsizetype>(got));
        if (data.size() > FileEnvelope::maxFileBytes)
            return data;
        if (got == 0 && !(device->isSequential() && device->waitForReadyRead(30000)))
            return data;
    }
}

EnvelopeResult refused(const QString &reason)
{
    EnvelopeResult result;
    result.problems.append({u"$"_s, reason});
    return result;
}

QString tooLarge(qint64 size)
{
    return FileEnvelope::tr("%1 bytes is too large; files over %2 bytes are refused")
        .arg(size)
        .arg(FileEnvelope::maxFileBytes);
}
} // namespace

EnvelopeResult FileEnvelope::fromJson(const QByteArray &bytes, const RuleSystemRegistry &systems)
{
    if (isBlank(bytes))
        return refused(tr("the file is empty; expected a JSON object"));
    if (bytes.size() > maxFileBytes)
        return refused(tr("the data is %1 bytes; files over %2 bytes are refused").arg(bytes.size()).arg(maxFileBytes));
    if (const qsizetype bad = invalidUtf8Offset(bytes); bad >= 0)
        return refused(tr("not valid UTF-8 text: invalid byte sequence at offset %1; save the file as UTF-8").arg(bad));

    // The strictness scan of a large file runs beside the parse; the system's reader takes its result.
    const StrictJson::Ahead ahead(bytes, StrictJson::aheadListed);
    QJsonParseError error;
    // The same values, with escapes QJsonDocument would decode one character at a time already decoded;
    // should that text be refused, the file's own is parsed again so the offset is the file's.
    const QByteArray raw = StrictJson::rawEscapes(bytes);
    QJsonDocument doc = QJsonDocument::fromJson(raw.isEmpty() ? bytes : raw, &error);
    if (error.error != QJsonParseError::NoError && !raw.isEmpty())
        doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return refused(tr("not valid JSON at offset %1: %2").arg(error.offset).arg(error.errorString()));
    if (!doc.isObject())
        return refused(tr("expected a JSON object (a MoraleDesk battlegroup), found an array"));
    const QJsonObject root = doc.object();

    // The system first: it decides what every other key means. A file that names none is its fallback's to
    // read, so that the missing key is reported with everything else wrong in it.
    const QJsonValue named = root.value("ruleSystem"_L1);
    const RuleSystem *system = named.isString() ? systems.find(named.toString()) : systems.fallback();
    if (!system) {
        const QString path = u"$.ruleSystem"_s;
        EnvelopeResult result;
        if (named.isString())
            result.problems.append({path, unknownRuleSystem(named.toString(), systems.ids())});
        else if (named.isUndefined())
            result.problems.append({path, JsonReasons::missing(systems.ids().join(u", "_s))});
        else
            result.problems.append({path, tr("expected a string, found %1").arg(JsonReasons::typeName(named))});
        return result;
    }

    // A newer format may mean anything: nothing of it is read. What else is wrong with "format" is the
    // system's reader's to list (formatProblem()).
    const int current = system->currentFormat();
    int format = 0;
    if (const QJsonValue v = root.value("format"_L1); v.isDouble()) {
        const double d = v.toDouble();
        const bool whole = std::isfinite(d) && d == std::trunc(d);
        if (whole && d > current) {
            EnvelopeResult result;
            result.problems.append({u"$.format"_s,
                                    tr("this file was written in format %1 by a newer MoraleDesk; this version "
                                       "reads format %2 only. Nothing was loaded.")
                                        .arg(formatNumberText(d))
                                        .arg(current)});
            return result;
        }
        if (whole && d >= 1)
            format = static_cast<int>(d);
    }

    StateReadResult body = system->read(root, bytes, format);
    EnvelopeResult result;
    result.system = system;
    result.problems = std::move(body.problems);
    if (result.problems.isEmpty())
        result.state = std::move(body.state);
    return result;
}

std::optional<Problem> FileEnvelope::formatProblem(const QJsonObject &root, int currentFormat)
{
    const QString path = u"$.format"_s;
    const QJsonValue v = root.value("format"_L1);
    if (v.isUndefined())
        return Problem {path, JsonReasons::missing(tr("%1 (the format version)").arg(currentFormat))};
    if (!v.isDouble())
        return Problem {path,
                        tr("expected the whole number %1, found %2").arg(currentFormat).arg(JsonReasons::typeName(v))};
    const double d = v.toDouble();
    if (d != currentFormat)
        return Problem {path,
                        tr("unknown format %1; this version reads format %2 only").arg(formatNumberText(d)).arg(currentFormat)};
    return std::nullopt;
}

QString FileEnvelope::unknownRuleSystem(const QString &value, const QStringList &known)
{
    return tr("unknown rule system %1; this version knows only %2").arg(JsonPath::quoted(value), known.join(u", "_s));
}

EnvelopeResult FileEnvelope::read(QIODevice *device, const RuleSystemRegistry &systems)
{
    if (!device)
        return refused(tr("there is nothing to read from"));
    if (!device->isOpen() && !device->open(QIODevice::ReadOnly))
        return refused(tr("cannot open the input for reading: %1").arg(device->errorString()));
    if (!device->isReadable())
        return refused(tr("the input is not open for reading"));
    if (!device->isSequential() && device->size() - device->pos() > maxFileBytes)
        return refused(tooLarge(device->size() - device->pos()));
    QString error;
    const QByteArray data = readLimited(device, &error);
    if (!error.isEmpty())
        return refused(tr("cannot read the input: %1").arg(error));
    if (data.size() > maxFileBytes)
        return refused(tr("more than %1 bytes; files over %1 bytes are refused").arg(maxFileBytes));
    return fromJson(data, systems);
}

EnvelopeResult FileEnvelope::readFile(const QString &fileName, const RuleSystemRegistry &systems)
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
    if (info.size() > maxFileBytes)
        return refused(tr("cannot open %1: %2").arg(name, tooLarge(info.size())));
    QFile file(fileName);
    if (!file.open(QIODevice::ReadOnly))
        return refused(tr("cannot open %1: %2").arg(name, file.errorString()));
    QString error;
    const QByteArray data = readLimited(&file, &error);
    if (!error.isEmpty())
        return refused(tr("cannot read %1: %2").arg(name, error));
    if (data.size() > maxFileBytes)
        return refused(
            tr("cannot read %1: it grew beyond %2 bytes while being read").arg(name).arg(maxFileBytes));
    // The digest of a large file is taken beside the reading.
    std::future<QByteArray> digest;
    if (data.size() >= StrictJson::aheadFromBytes)
        digest = std::async(std::launch::async, [data] { return FileDigest::of(data); });
    EnvelopeResult result = fromJson(data, systems);
    result.digest = digest.valid() ? digest.get() : FileDigest::of(data);
    return result;
}

} // namespace md
