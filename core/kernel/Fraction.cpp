#include "kernel/Fraction.h"

#include <numeric>

namespace md {

Fraction::Fraction(qint64 num, qint64 den)
{
    Q_ASSERT(den != 0);
    if (den < 0) {
        num = -num;
        den = -den;
    }
    const qint64 g = std::gcd(num, den);
    m_num = g > 1 ? num / g : num;
    m_den = g > 1 ? den / g : den;
}

QString Fraction::toString() const
{
    if (m_den == 1)
        return QString::number(m_num);
    return QString::number(m_num) + u'/' + QString::number(m_den);
}

namespace {
// a/b against c/d (b, d > 0) by their continued fractions: whole parts first, then the reciprocals of what is
// left, so no product is ever formed and nothing can overflow.
std::strong_ordering compare(qint64 a, qint64 b, qint64 c, qint64 d)
{
    for (;;) {
        qint64 ra = a % b;
        qint64 rc = c % d;
        qint64 qa = a / b;
        qint64 qc = c / d;
        if (ra < 0) {
            ra += b;
            --qa;
        }
        if (rc < 0) {
            rc += d;
            --qc;
        }
        if (qa != qc)
            return qa <=> qc;
        if (ra == 0 || rc == 0)
            return ra <=> rc;
        // ra/b against rc/d orders as d/rc against b/ra (both reciprocals, swapped).
        const qint64 oldB = b;
        a = d;
        b = rc;
        c = oldB;
        d = ra;
    }
}
} // namespace

std::strong_ordering operator<=>(const Fraction &x, const Fraction &y)
{
    return compare(x.m_num, x.m_den, y.m_num, y.m_den);
}

} // namespace md
