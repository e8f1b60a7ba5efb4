#pragma once

#include <QString>

#include <compare>

namespace md {

// An exact probability or proportion, always reduced, with a positive denominator: 7/12, not 0.5833.
class Fraction
{
public:
    constexpr Fraction() = default;
    // `den` must not be 0.
    Fraction(qint64 num, qint64 den);

    qint64 numerator() const noexcept { return m_num; }
    qint64 denominator() const noexcept { return m_den; }
    double toDouble() const noexcept { return static_cast<double>(m_num) / static_cast<double>(m_den); }
    // "7/12"; a whole number without its denominator ("0", "1").
    QString toString() const;

    friend bool operator==(const Fraction &, const Fraction &) = default;
    friend std::strong_ordering operator<=>(const Fraction &a, const Fraction &b);

private:
    qint64 m_num = 0;
    qint64 m_den = 1;
};

} // namespace md
