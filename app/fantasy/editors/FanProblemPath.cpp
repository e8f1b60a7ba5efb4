#include "fantasy/editors/FanProblemPath.h"

#include "fantasy/rules/FanProfileCheck.h"

#include <QRegularExpression>

using namespace Qt::StringLiterals;

namespace md::fantasy {

namespace {
QString fieldName(const QString &key)
{
    if (key == "id"_L1)
        return FanProblemPath::tr("id");
    if (key == "label"_L1)
        return FanProblemPath::tr("label");
    if (key == "value"_L1)
        return FanProblemPath::tr("value");
    if (key == "cap"_L1)
        return FanProblemPath::tr("cap");
    if (key == "role"_L1)
        return FanProblemPath::tr("stands for");
    if (key == "min"_L1)
        return FanProblemPath::tr("min");
    if (key == "max"_L1)
        return FanProblemPath::tr("max");
    return key;
}
} // namespace

FanProblemPath FanProblemPath::parse(const QString &path)
{
    // $.part, $.part.A, $.part[2], $.part.A[2], $.part[2].key, $.part.A[2].key
    static const QRegularExpression shape(u"^\\$\\.([A-Za-z]+)(?:\\.([ABC]))?(?:\\[(\\d+)\\])?(?:\\.([A-Za-z]+))?$"_s);
    FanProblemPath out;
    const QRegularExpressionMatch m = shape.match(path);
    if (!m.hasMatch())
        return out;
    const QString part = m.captured(1);
    if (part == "race"_L1)
        out.part = Part::Race;
    else if (part == "classNames"_L1)
        out.part = Part::ClassName;
    else if (part == "bmv"_L1)
        out.part = Part::Bmv;
    else if (part == "modifiers"_L1)
        out.part = Part::Modifiers;
    else if (part == "whenToTest"_L1)
        out.part = Part::WhenToTest;
    else if (part == "results"_L1)
        out.part = Part::Results;
    else if (part == "hatedRaces"_L1)
        out.part = Part::HatedRaces;
    if (m.hasCaptured(2))
        out.cls = enumFromKey<FanClass>(m.captured(2));
    if (m.hasCaptured(3)) {
        bool ok = false;
        out.index = m.captured(3).toInt(&ok);
        if (!ok)
            out.index = -1;
    }
    out.key = m.captured(4);
    const bool needsClass = out.part == Part::ClassName || out.part == Part::Bmv || out.part == Part::Results;
    if (needsClass != out.cls.has_value())
        out.part = Part::Other;
    return out;
}

QString FanProblemPath::place(const QString &path, const FanProfile &profile)
{
    const FanProblemPath at = parse(path);
    const int row = at.index + 1;
    const QString cls = at.cls ? FanProfileCheck::className(profile, *at.cls) : QString();
    switch (at.part) {
    case Part::Race:
        return tr("Race");
    case Part::ClassName:
        return tr("Name of %1").arg(enumDisplayName(*at.cls));
    case Part::Bmv:
        return at.index < 0 ? tr("Chart, %1").arg(cls) : tr("Chart, %1, %2 %").arg(cls, QString::number(at.index * 10));
    case Part::Modifiers:
        if (at.index < 0)
            return tr("Modifiers");
        return at.key.isEmpty() ? tr("Modifier %1").arg(row) : tr("Modifier %1, %2").arg(QString::number(row), fieldName(at.key));
    case Part::WhenToTest:
        return at.index < 0 ? tr("When to test") : tr("When to test, line %1").arg(row);
    case Part::Results:
        if (at.index < 0)
            return tr("Results, %1").arg(cls);
        return at.key.isEmpty() ? tr("Results, %1, row %2").arg(cls, QString::number(row))
                                : tr("Results, %1, row %2, %3").arg(cls, QString::number(row), fieldName(at.key));
    case Part::HatedRaces:
        return at.index < 0 ? tr("Hated races") : tr("Hated races, name %1").arg(row);
    case Part::Other:
        break;
    }
    return path;
}

QString FanProblemPath::line(const QString &path, const QString &reason, const FanProfile &profile)
{
    return tr("%1: %2").arg(place(path, profile), reason);
}

} // namespace md::fantasy
