#include "kernel/DieSpec.h"

using namespace Qt::StringLiterals;

namespace md {

std::optional<DieSpec> DieSpec::parse(QStringView text)
{
    const qsizetype d = text.indexOf(u'd');
    if (d < 0 || d == text.size() - 1)
        return std::nullopt;
    const auto number = [](QStringView digits) -> std::optional<int> {
        // Digits only: no sign, no spaces, no leading zero.
        if (digits.isEmpty() || digits.size() > 3 || digits.front() == u'0')
            return std::nullopt;
        for (const QChar c : digits) {
            if (c < u'0' || c > u'9')
                return std::nullopt;
        }
        return digits.toInt();
    };
    DieSpec spec;
    if (d > 0) {
        const auto count = number(text.left(d));
        if (!count)
            return std::nullopt;
        spec.count = *count;
    }
    const auto sides = number(text.mid(d + 1));
    if (!sides)
        return std::nullopt;
    spec.sides = *sides;
    if (spec.count < 1 || spec.count > maxCount || spec.sides < 2 || spec.sides > maxSides)
        return std::nullopt;
    return spec;
}

QString DieSpec::toString() const
{
    return (count == 1 ? QString() : QString::number(count)) + u'd' + QString::number(sides);
}

} // namespace md
