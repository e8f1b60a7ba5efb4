#include "kernel/JsonPath.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace Qt::StringLiterals;

namespace md {

namespace {
bool isPlainWord(const QString &key)
{
    if (key.isEmpty())
        return false;
    for (qsizetype i = 0; i < key.size(); ++i) {
        const char16_t c = key.at(i).unicode();
        const bool letter = (c >= u'a' && c <= u'z') || (c >= u'A' && c <= u'Z') || c == u'_';
        const bool digit = (c >= u'0' && c <= u'9') || c == u'-';
        if (!letter && !(digit && i > 0))
            return false;
    }
    return true;
}
} // namespace

QString JsonPath::key(const QString &path, const QString &key)
{
    if (isPlainWord(key))
        return path + u'.' + key;
    return path + u'[' + quoted(key) + u']';
}

QString JsonPath::key(const QString &path, QLatin1StringView key)
{
    return path + u'.' + key;
}

QString JsonPath::index(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

QString JsonPath::quoted(const QString &value)
{
    constexpr qsizetype shown = 60;
    QString cut = value;
    bool truncated = false;
    if (cut.size() > shown) {
        // Never split a surrogate pair: half of one would not encode.
        const qsizetype end = cut.at(shown - 1).isHighSurrogate() ? shown - 1 : shown;
        cut.truncate(end);
        truncated = true;
    }
    const QByteArray json = QJsonDocument(QJsonArray {cut}).toJson(QJsonDocument::Compact);
    QString text = QString::fromUtf8(json.mid(1, json.size() - 2));
    if (truncated)
        text += u"\u2026"_s;
    return text;
}

qsizetype JsonPath::textLength(const QString &text) noexcept
{
    qsizetype length = text.size();
    for (const QChar c : text) {
        if (c.isLowSurrogate())
            --length;
    }
    return length;
}

} // namespace md
