#pragma once

// Internal to core/ratio/io: the value ranges, JSON paths and problem texts of file format v1 that the
// reader, the validator and the writer must agree on (docs/file-format.md).

#include "kernel/FileDigest.h"
#include "kernel/JsonPath.h"
#include "kernel/JsonReasons.h"
#include "ratio/model/FileLimits.h"
#include "ratio/model/Piece.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <algorithm>

namespace md {

class FileFormat
{
    Q_DECLARE_TR_FUNCTIONS(md::FileFormat)

public:
    static constexpr int version = 1;
    static constexpr QLatin1StringView ruleSystem {"ratio-morale"};
    static constexpr QLatin1StringView application {"MoraleDesk"};

    // Any integer the format holds (points, counts) stays within this, so sums of a few thousand of
    // them can never overflow an int.
    static constexpr int maxInteger = 1'000'000;
    static constexpr int maxRobotSize = 2; // R3: size + 2 is at most 4
    static constexpr int maxSystemLevels = 3; // R4
    static constexpr int maxNeed = 10; // R8a: NBC at full strength
    static constexpr int minModifiedNeed = -10;
    static constexpr int maxModifiedNeed = 20;
    static constexpr int maxFactorDelta = 10;
    static constexpr int maxProblems = 100; // more than this only get counted

    static int maxHits(int size) noexcept { return std::clamp(size, 1, maxRobotSize) + 2; }
    static const QStringList &factorKeys(); // R8: elite, levy, green, nbc

    // The kernel's helpers under the names ratio's reader, validator and writer have always used.
    static QByteArray digest(const QByteArray &bytes) { return FileDigest::of(bytes); }
    static QString key(const QString &path, const QString &key) { return JsonPath::key(path, key); }
    static QString key(const QString &path, QLatin1StringView key) { return JsonPath::key(path, key); }
    static QString index(const QString &path, qsizetype index) { return JsonPath::index(path, index); }
    static QString quoted(const QString &value) { return JsonPath::quoted(value); }
    static qsizetype textLength(const QString &text) noexcept { return JsonPath::textLength(text); }

    // Why a range ends where it does, named after the value that bounds it.
    enum class Bound {
        CurrentTurn,
        NextTurn,
        MarkerDue,
        MovementRate,
        SystemLevels,
        NoMovement,
        RobotSize,
        RobotHits,
        Endurance
    };
    static QString context(Bound bound);

    // The shared reasons (JsonReasons), so the reader and the validator word the same fault the same way.
    static QString wholeNumber(qint64 min, qint64 max, const QString &found, const QString &context = {})
    {
        return JsonReasons::wholeNumber(min, max, found, context);
    }
    static QString wholeNumber(qint64 min, qint64 max, qint64 found, const QString &context = {})
    {
        return JsonReasons::wholeNumber(min, max, found, context);
    }
    static QString tooLong(qsizetype length, int max) { return JsonReasons::tooLong(length, max); }
    static QString mustNotBeEmpty() { return JsonReasons::mustNotBeEmpty(); }
    static QString tooMany(const QString &what, qsizetype count, int max)
    {
        return JsonReasons::tooMany(what, count, max);
    }
    static QString unknownValue(const QString &noun, const QString &value, const QStringList &expected)
    {
        return JsonReasons::unknownValue(noun, value, expected);
    }
    static QString unknownRuleSystem(const QString &value);
    // Empty when the piece kind may have this morale style (R2-R4).
    static QString styleMismatch(PieceKind kind, MoraleStyle style);
};

} // namespace md
