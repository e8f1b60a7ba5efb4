#include "ratio/io/FileFormat.h"

#include <QCryptographicHash>
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

QString rangeText(qint64 min, qint64 max, const QString &context)
{
    const QString suffix = context.isEmpty() ? QString() : u' ' + context;
    if (min == max)
        return FileFormat::tr("must be %1%2").arg(min).arg(suffix);
    return FileFormat::tr("must be a whole number between %1 and %2%3").arg(min).arg(max).arg(suffix);
}
} // namespace

const QStringList &FileFormat::factorKeys()
{
    static const QStringList keys {u"elite"_s, u"levy"_s, u"green"_s, u"nbc"_s};
    return keys;
}

QByteArray FileFormat::digest(const QByteArray &bytes)
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Blake2b_256);
}

QString FileFormat::key(const QString &path, const QString &key)
{
    if (isPlainWord(key))
        return path + u'.' + key;
    return path + u'[' + quoted(key) + u']';
}

QString FileFormat::key(const QString &path, QLatin1StringView key)
{
    return path + u'.' + key;
}

QString FileFormat::index(const QString &path, qsizetype index)
{
    return path + u'[' + QString::number(index) + u']';
}

QString FileFormat::quoted(const QString &value)
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

qsizetype FileFormat::textLength(const QString &text) noexcept
{
    qsizetype length = text.size();
    for (const QChar c : text) {
        if (c.isLowSurrogate())
            --length;
    }
    return length;
}

QString FileFormat::context(Bound bound)
{
    switch (bound) {
    case Bound::CurrentTurn:
        return tr("(the current turn)");
    case Bound::NextTurn:
        return tr("(the next turn at the latest)");
    case Bound::MarkerDue:
        return tr("while the piece has a marker (this turn or the next, R6)");
    case Bound::MovementRate:
        return tr("(the movement rate)");
    case Bound::SystemLevels:
        return tr("(the system's levels)");
    case Bound::NoMovement:
        return tr("when hasMovement is false (R4)");
    case Bound::RobotSize:
        return tr("(robot morale: size + 2 is at most 4, R3)");
    case Bound::RobotHits:
        return tr("(size + 2)");
    case Bound::Endurance:
        break;
    }
    return tr("(the starting endurance)");
}

QString FileFormat::wholeNumber(qint64 min, qint64 max, const QString &found, const QString &context)
{
    return tr("%1; found %2").arg(rangeText(min, max, context), found);
}

QString FileFormat::wholeNumber(qint64 min, qint64 max, qint64 found, const QString &context)
{
    return wholeNumber(min, max, QString::number(found), context);
}

QString FileFormat::tooLong(qsizetype length, int max)
{
    return tr("too long: %1 characters; at most %2").arg(length).arg(max);
}

QString FileFormat::mustNotBeEmpty()
{
    return tr("must not be empty");
}

QString FileFormat::tooMany(const QString &what, qsizetype count, int max)
{
    return tr("too many %1: %2; at most %3").arg(what).arg(count).arg(max);
}

QString FileFormat::unknownValue(const QString &noun, const QString &value, const QStringList &expected)
{
    return tr("unknown %1 %2; expected one of %3").arg(noun, quoted(value), expected.join(u", "_s));
}

QString FileFormat::unknownRuleSystem(const QString &value)
{
    return tr("unknown rule system %1; this version knows only %2").arg(quoted(value), ruleSystem);
}

QString FileFormat::styleMismatch(PieceKind kind, MoraleStyle style)
{
    if (kind == PieceKind::Soldier && style != MoraleStyle::Infantry)
        return tr("a soldier has infantry morale (R2); found %1").arg(enumKey(style));
    if (kind != PieceKind::Soldier && style == MoraleStyle::Infantry)
        return tr("a %1 has robot or vehicle morale (R3, R4); found infantry").arg(enumKey(kind));
    return {};
}

} // namespace md
